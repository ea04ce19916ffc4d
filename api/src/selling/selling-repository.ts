// Sell applications, their progress, seller / business entries, and the listings approval makes
// (docs/decisions/017-selling.md). Every read of a user's rows is scoped to that user here, so a route cannot
// forget it: another user's id finds nothing, exactly like a missing one.
import { and, asc, count, desc, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import { toEur, type CatalogueKind, type Currency } from '@yachts/contracts/catalogue';
import type { Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import type { Applicant, OperatorApplication, OperatorEntry } from '@yachts/contracts/wire/selling';
import {
  SELL_EDITABLE,
  SELL_FIELDS,
  SELL_IDLE_FIELDS,
  SELL_STEP_LABELS,
  type EntryApplication,
  type EntryStatus,
  type EntryType,
  type ListingEnquiry,
  type MyListing,
  type SellApplicationDetail,
  type SellApplicationSummary,
  type SellApplicationValues,
  type SellIdleSchema,
  type SellProgressStep,
  type SellStatus,
  type SellStep,
} from '@yachts/contracts/selling';
import type { Db } from '../db/database';
import {
  LISTED,
  newYachts,
  sellApplicationEvents,
  sellApplications,
  sellerEntries,
  usedYachtPrices,
  usedYachts,
  userMessages,
  users,
  yachtEnquiries,
  yachtFollows,
} from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PageQuery {
  page: number;
  pageSize: number;
}

/**
 * What the sell form's validation leaves (photos apart: they have their own column). New-yacht applications have
 * no engine_hours or condition.
 */
export type SellDetails = Omit<(typeof SellIdleSchema)['__outputType'], 'photos' | 'engine_hours' | 'condition'> & {
  engine_hours?: number | undefined;
  condition?: string | undefined;
};

/**
 * The status of an application the seller deleted. Not one of SELL_STATUSES: the row and its progress stay for the
 * operator's records, but no call of the seller's finds it any more.
 */
export const WITHDRAWN = 'withdrawn';

export type ReviewTarget = 'under_review' | 'approved' | 'rejected';
export type EntryReviewTarget = 'approved' | 'rejected';

/** Which statuses each review step may start from (docs/decisions/017-selling.md). */
export const REVIEW_FROM: Record<ReviewTarget, readonly SellStatus[]> = {
  under_review: ['submitted'],
  approved: ['submitted', 'under_review'],
  rejected: ['submitted', 'under_review'],
};

export interface InboxMessage {
  title: string;
  body: string;
  link: string | null;
}

export type ReviewResult<T> =
  | { outcome: 'notFound' }
  | { outcome: 'refused'; status: string }
  | { outcome: 'done'; item: T; applicant: Applicant; message: InboxMessage };

const offsetOf = ({ page, pageSize }: PageQuery) => (page - 1) * pageSize;
const pageOf = <T>(items: T[], total: number | undefined, query: PageQuery): Page<T> => ({
  items,
  total: total ?? 0,
  page: query.page,
  pageSize: query.pageSize,
});
const iso = (date: Date) => date.toISOString();

/** Same rule as the seed's slugs: ASCII words joined by hyphens; never empty, never longer than the column. */
export function listingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 140)
    .replace(/-+$/, '');
  return slug || 'yacht';
}

/** The columns a summary needs, with the slug of the listing an approval made (null before). */
const applicationColumns = {
  id: sellApplications.id,
  userId: sellApplications.userId,
  kind: sellApplications.kind,
  status: sellApplications.status,
  details: sellApplications.details,
  photos: sellApplications.photos,
  reason: sellApplications.reason,
  listingId: sellApplications.listingId,
  createdAt: sellApplications.createdAt,
  updatedAt: sellApplications.updatedAt,
  newSlug: newYachts.slug,
  newStatus: newYachts.status,
  usedSlug: usedYachts.slug,
  usedStatus: usedYachts.status,
};

type ApplicationRow = {
  id: number;
  userId: number;
  kind: string;
  status: string;
  details: Record<string, unknown>;
  photos: string[];
  reason: string | null;
  listingId: number | null;
  createdAt: Date;
  updatedAt: Date;
  newSlug: string | null;
  newStatus: string | null;
  usedSlug: string | null;
  usedStatus: string | null;
};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function titleOf(details: Record<string, unknown>): string {
  return `${str(details.builder)} ${str(details.model)}`.trim();
}

function listingUrlOf(row: ApplicationRow): string | null {
  if (row.listingId === null) return null;
  if (row.kind === 'new') return row.newSlug !== null && row.newStatus === LISTED ? paths.newYacht(row.listingId, row.newSlug) : null;
  return row.usedSlug !== null && row.usedStatus === LISTED ? paths.usedYacht(row.listingId, row.usedSlug) : null;
}

function summaryOf(row: ApplicationRow): SellApplicationSummary {
  const status = row.status as SellStatus;
  const currency = str(row.details.currency);
  return {
    id: row.id,
    kind: row.kind as CatalogueKind,
    status,
    title: titleOf(row.details),
    year: num(row.details.year),
    price: num(row.details.price),
    currency: currency ? (currency as Currency) : null,
    coverUrl: row.photos[0] ?? null,
    listingUrl: listingUrlOf(row),
    reason: row.reason,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    editable: SELL_EDITABLE.includes(status),
  };
}

/** The form's values, every field present (null where the seller left an optional one empty). */
function valuesOf(row: Pick<ApplicationRow, 'kind' | 'details' | 'photos'>): SellApplicationValues['values'] {
  const fields = row.kind === 'idle' ? SELL_IDLE_FIELDS : SELL_FIELDS;
  const values: Record<string, string | number | null | string[]> = {};
  for (const field of fields) {
    if (field === 'photos') continue;
    const value = row.details[field];
    values[field] = typeof value === 'string' || typeof value === 'number' ? value : null;
  }
  values.photos = [...row.photos];
  return values as SellApplicationValues['values'];
}

function entryOf(row: typeof sellerEntries.$inferSelect): EntryApplication {
  return {
    id: row.id,
    type: row.type as EntryType,
    category: row.category,
    status: row.status as EntryStatus,
    companyName: row.companyName,
    contactName: row.contactName,
    email: row.email,
    country: row.country,
    website: row.website,
    reason: row.reason,
    createdAt: iso(row.createdAt),
    reviewedAt: row.reviewedAt ? iso(row.reviewedAt) : null,
  };
}

export interface NewEntry {
  type: EntryType;
  category: string;
  companyName: string;
  contactName: string;
  email: string;
  areaCode: string;
  mobile: string;
  country: string;
  website: string | null;
  content: string;
}

export function createSellingRepository(db: Db) {
  /** Applications with the slug of their listing, if any. */
  function selectApplications(executor: Db | Tx = db) {
    return executor
      .select(applicationColumns)
      .from(sellApplications)
      .leftJoin(newYachts, and(eq(sellApplications.kind, 'new'), eq(newYachts.id, sellApplications.listingId)))
      .leftJoin(usedYachts, and(eq(sellApplications.kind, 'idle'), eq(usedYachts.id, sellApplications.listingId)));
  }

  /** The user's application (not withdrawn), of this kind when one is given. */
  function ownedWhere(userId: number, id: number, kind: CatalogueKind | null): SQL {
    return and(
      eq(sellApplications.id, id),
      eq(sellApplications.userId, userId),
      ne(sellApplications.status, WITHDRAWN),
      kind ? eq(sellApplications.kind, kind) : undefined,
    ) as SQL;
  }

  async function findOwned(userId: number, id: number, kind: CatalogueKind | null): Promise<ApplicationRow | null> {
    const [row] = await selectApplications().where(ownedWhere(userId, id, kind));
    return row ?? null;
  }

  async function progressOf(applicationId: number): Promise<SellProgressStep[]> {
    const rows = await db
      .select({ status: sellApplicationEvents.status, note: sellApplicationEvents.note, at: sellApplicationEvents.createdAt })
      .from(sellApplicationEvents)
      .where(eq(sellApplicationEvents.applicationId, applicationId))
      .orderBy(asc(sellApplicationEvents.createdAt), asc(sellApplicationEvents.id));
    return rows.map((row) => ({
      status: row.status as SellStep,
      label: SELL_STEP_LABELS[row.status as SellStep] ?? row.status,
      note: row.note,
      at: iso(row.at),
    }));
  }

  /** Locks the application row for the rest of the transaction: concurrent edits and reviews take turns. */
  async function lockApplication(tx: Tx, id: number) {
    const [row] = await tx.select().from(sellApplications).where(eq(sellApplications.id, id)).for('update');
    return row ?? null;
  }

  /** A slug no listing of this catalogue has: the name, then the name with -2, -3, … */
  async function freeSlug(tx: Tx, kind: CatalogueKind, base: string): Promise<string> {
    const table = kind === 'new' ? newYachts : usedYachts;
    // Two approvals of the same model at once would otherwise pick the same suffix.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`listing-slug:${kind}`}))`);
    const taken = new Set(
      (
        await tx
          .select({ slug: table.slug })
          .from(table)
          .where(or(eq(table.slug, base), like(table.slug, `${base}-%`)))
      ).map((row) => row.slug),
    );
    if (!taken.has(base)) return base;
    for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  /** The catalogue row an approved application becomes; answers its id and slug. */
  async function createListing(tx: Tx, application: typeof sellApplications.$inferSelect, now: Date) {
    const d = application.details as SellDetails;
    const kind = application.kind as CatalogueKind;
    const slug = await freeSlug(tx, kind, listingSlug(`${d.builder} ${d.model}`));
    const common = {
      slug,
      builder: d.builder,
      model: d.model,
      modelLine: d.model_line ?? '',
      type: d.type,
      year: d.year,
      lengthM: d.length_m,
      beamM: d.beam_m,
      draftM: d.draft_m,
      cabins: d.cabins,
      berths: d.berths,
      engines: d.engines ?? '',
      fuel: d.fuel,
      hullMaterial: d.hull_material,
      topSpeedKn: d.top_speed_kn ?? null,
      cruiseSpeedKn: d.cruise_speed_kn ?? null,
      currency: d.currency,
      priceEur: toEur(d.price, d.currency),
      location: d.location,
      country: d.country,
      description: d.description,
      photos: application.photos,
      sellerId: application.userId,
      status: LISTED,
      createdAt: now,
      updatedAt: now,
    };
    if (kind === 'new') {
      const [row] = await tx
        .insert(newYachts)
        .values({ ...common, basePrice: d.price, imageUrl: application.photos[0] ?? null })
        .returning({ id: newYachts.id });
      if (!row) throw new Error('insert into new_yachts returned no row');
      return { id: row.id, url: paths.newYacht(row.id, slug) };
    }
    const [row] = await tx
      .insert(usedYachts)
      .values({ ...common, price: d.price, condition: d.condition ?? 'good', engineHours: d.engine_hours ?? null })
      .returning({ id: usedYachts.id });
    if (!row) throw new Error('insert into used_yachts returned no row');
    await tx.insert(usedYachtPrices).values({ yachtId: row.id, price: d.price, currency: d.currency, changedAt: now });
    return { id: row.id, url: paths.usedYacht(row.id, slug) };
  }

  async function applicantOf(executor: Db | Tx, userId: number): Promise<Applicant> {
    const [row] = await executor.select({ uuid: users.uuid, email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
    if (!row) throw new Error(`no user ${userId}`);
    return row;
  }

  /** MyListing rows from catalogue rows: followers, enquiries and the application that made each. */
  async function withCounts(
    rows: {
      kind: CatalogueKind;
      id: number;
      slug: string;
      builder: string;
      model: string;
      photos: string[];
      price: number;
      currency: string;
      listedAt: Date;
    }[],
  ): Promise<MyListing[]> {
    const counts = new Map<string, { followers: number; enquiries: number; applicationId: number | null }>();
    for (const kind of ['new', 'idle'] as const) {
      const ids = rows.filter((row) => row.kind === kind).map((row) => row.id);
      if (ids.length === 0) continue;
      const [followers, enquiries, applications] = await Promise.all([
        db
          .select({ id: yachtFollows.yachtId, n: count() })
          .from(yachtFollows)
          .where(and(eq(yachtFollows.yachtKind, kind), inArray(yachtFollows.yachtId, ids)))
          .groupBy(yachtFollows.yachtId),
        db
          .select({ id: yachtEnquiries.yachtId, n: count() })
          .from(yachtEnquiries)
          .where(and(eq(yachtEnquiries.yachtKind, kind), inArray(yachtEnquiries.yachtId, ids)))
          .groupBy(yachtEnquiries.yachtId),
        db
          .select({ id: sellApplications.listingId, applicationId: sellApplications.id })
          .from(sellApplications)
          .where(and(eq(sellApplications.kind, kind), inArray(sellApplications.listingId, ids))),
      ]);
      const followersOf = new Map(followers.map((row) => [row.id, row.n]));
      const enquiriesOf = new Map(enquiries.map((row) => [row.id, row.n]));
      const applicationOf = new Map(applications.map((row) => [row.id, row.applicationId]));
      for (const id of ids) {
        counts.set(`${kind}:${id}`, {
          followers: followersOf.get(id) ?? 0,
          enquiries: enquiriesOf.get(id) ?? 0,
          applicationId: applicationOf.get(id) ?? null,
        });
      }
    }
    return rows.map((row) => {
      const extra = counts.get(`${row.kind}:${row.id}`) ?? { followers: 0, enquiries: 0, applicationId: null };
      return {
        kind: row.kind,
        id: row.id,
        applicationId: extra.applicationId,
        title: `${row.builder} ${row.model}`.trim(),
        url: row.kind === 'new' ? paths.newYacht(row.id, row.slug) : paths.usedYacht(row.id, row.slug),
        coverUrl: row.photos[0] ?? null,
        price: row.price,
        currency: row.currency as Currency,
        listedAt: iso(row.listedAt),
        followers: extra.followers,
        enquiries: extra.enquiries,
      };
    });
  }

  return {
    // -----------------------------------------------------------------------------------------------------------
    // The seller's applications

    async create(userId: number, kind: CatalogueKind, details: SellDetails, photos: string[], now = new Date()): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(sellApplications)
          .values({ userId, kind, status: 'submitted', details, photos, createdAt: now, updatedAt: now })
          .returning({ id: sellApplications.id });
        if (!row) throw new Error('insert into sell_applications returned no row');
        await tx.insert(sellApplicationEvents).values({ applicationId: row.id, status: 'submitted', createdAt: now });
        return row.id;
      });
    },

    /** The user's application of this kind (any kind with null), or null: missing, another's, withdrawn alike. */
    async findOwned(userId: number, id: number, kind: CatalogueKind | null) {
      const row = await findOwned(userId, id, kind);
      return row ? { id: row.id, kind: row.kind as CatalogueKind, status: row.status as SellStatus, photos: row.photos } : null;
    },

    async values(userId: number, id: number): Promise<SellApplicationValues | null> {
      const row = await findOwned(userId, id, null);
      if (!row) return null;
      return { id: row.id, kind: row.kind as CatalogueKind, status: row.status as SellStatus, values: valuesOf(row) };
    },

    async detail(userId: number, id: number): Promise<SellApplicationDetail | null> {
      const row = await findOwned(userId, id, null);
      if (!row) return null;
      return { ...summaryOf(row), values: valuesOf(row), progress: await progressOf(row.id) };
    },

    async progress(userId: number, id: number): Promise<SellProgressStep[] | null> {
      const row = await findOwned(userId, id, null);
      return row ? progressOf(row.id) : null;
    },

    /**
     * Replaces the values of an editable application; a rejected one is submitted again. 'notEditable' when its
     * status changed meanwhile (the row is locked while this decides).
     */
    async update(
      userId: number,
      id: number,
      kind: CatalogueKind,
      details: SellDetails,
      photos: string[],
      now = new Date(),
    ): Promise<'done' | 'notFound' | 'notEditable'> {
      return db.transaction(async (tx) => {
        const row = await lockApplication(tx, id);
        if (!row || row.userId !== userId || row.kind !== kind || row.status === WITHDRAWN) return 'notFound';
        if (!SELL_EDITABLE.includes(row.status as SellStatus)) return 'notEditable';
        await tx
          .update(sellApplications)
          .set({ details, photos, status: 'submitted', reason: null, updatedAt: now })
          .where(eq(sellApplications.id, id));
        await tx.insert(sellApplicationEvents).values({ applicationId: id, status: 'edited', createdAt: now });
        return 'done';
      });
    },

    /** Withdraws an application at any status; its listing, if approval made one, leaves the catalogue. */
    async withdraw(userId: number, id: number, kind: CatalogueKind, now = new Date()): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await lockApplication(tx, id);
        if (!row || row.userId !== userId || row.kind !== kind || row.status === WITHDRAWN) return false;
        await tx.update(sellApplications).set({ status: WITHDRAWN, updatedAt: now }).where(eq(sellApplications.id, id));
        await tx.insert(sellApplicationEvents).values({ applicationId: id, status: 'withdrawn', createdAt: now });
        if (row.listingId !== null) {
          const table = kind === 'new' ? newYachts : usedYachts;
          await tx.update(table).set({ status: WITHDRAWN, updatedAt: now }).where(eq(table.id, row.listingId));
        }
        return true;
      });
    },

    /** Every application of the user that is not withdrawn, newest first. */
    async listOwned(userId: number, filter: { kind: CatalogueKind | null; status: SellStatus | null }, query: PageQuery) {
      const where = and(
        eq(sellApplications.userId, userId),
        ne(sellApplications.status, WITHDRAWN),
        filter.kind ? eq(sellApplications.kind, filter.kind) : undefined,
        filter.status ? eq(sellApplications.status, filter.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        selectApplications()
          .where(where)
          .orderBy(desc(sellApplications.createdAt), desc(sellApplications.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(sellApplications).where(where),
      ]);
      return pageOf(rows.map(summaryOf), total?.n, query);
    },

    /** Builders of both catalogues' listed yachts, each once, in alphabetical order. */
    async builders(): Promise<string[]> {
      const [fromNew, fromUsed] = await Promise.all([
        db.selectDistinct({ builder: newYachts.builder }).from(newYachts).where(eq(newYachts.status, LISTED)),
        db.selectDistinct({ builder: usedYachts.builder }).from(usedYachts).where(eq(usedYachts.status, LISTED)),
      ]);
      const names = new Set([...fromNew, ...fromUsed].map((row) => row.builder.trim()).filter(Boolean));
      return [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    },

    // -----------------------------------------------------------------------------------------------------------
    // The seller's listings

    /** The user's yachts in the catalogue, both kinds, newest listing first, with follower and enquiry counts. */
    async listings(userId: number, query: PageQuery): Promise<Page<MyListing>> {
      const newWhere = and(eq(newYachts.sellerId, userId), eq(newYachts.status, LISTED));
      const usedWhere = and(eq(usedYachts.sellerId, userId), eq(usedYachts.status, LISTED));
      const fromNew = db
        .select({
          kind: sql<string>`'new'`.as('kind'),
          id: newYachts.id,
          slug: newYachts.slug,
          builder: newYachts.builder,
          model: newYachts.model,
          photos: newYachts.photos,
          price: newYachts.basePrice,
          currency: newYachts.currency,
          listedAt: newYachts.createdAt,
        })
        .from(newYachts)
        .where(newWhere);
      const fromUsed = db
        .select({
          kind: sql<string>`'idle'`.as('kind'),
          id: usedYachts.id,
          slug: usedYachts.slug,
          builder: usedYachts.builder,
          model: usedYachts.model,
          photos: usedYachts.photos,
          price: usedYachts.price,
          currency: usedYachts.currency,
          listedAt: usedYachts.createdAt,
        })
        .from(usedYachts)
        .where(usedWhere);
      const [rows, [newTotal], [usedTotal]] = await Promise.all([
        fromNew
          .unionAll(fromUsed)
          .orderBy(desc(sql`created_at`), desc(sql`id`))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(newYachts).where(newWhere),
        db.select({ n: count() }).from(usedYachts).where(usedWhere),
      ]);
      const items = await withCounts(rows.map((row) => ({ ...row, kind: row.kind as CatalogueKind })));
      return pageOf(items, (newTotal?.n ?? 0) + (usedTotal?.n ?? 0), query);
    },

    /** One of the user's listed yachts with the enquiries it received, newest first. */
    async listing(userId: number, kind: CatalogueKind, id: number, query: PageQuery) {
      const table = kind === 'new' ? newYachts : usedYachts;
      const [row] = await db
        .select({
          id: table.id,
          slug: table.slug,
          builder: table.builder,
          model: table.model,
          photos: table.photos,
          price: kind === 'new' ? newYachts.basePrice : usedYachts.price,
          currency: table.currency,
          listedAt: table.createdAt,
        })
        .from(table)
        .where(and(eq(table.id, id), eq(table.sellerId, userId), eq(table.status, LISTED)));
      if (!row) return null;
      const [listing] = await withCounts([{ ...row, kind }]);
      const enquiryWhere = and(eq(yachtEnquiries.yachtKind, kind), eq(yachtEnquiries.yachtId, id));
      const [enquiries, [total]] = await Promise.all([
        db
          .select({
            id: yachtEnquiries.id,
            email: yachtEnquiries.email,
            areaCode: yachtEnquiries.areaCode,
            mobile: yachtEnquiries.mobile,
            content: yachtEnquiries.content,
            createdAt: yachtEnquiries.createdAt,
          })
          .from(yachtEnquiries)
          .where(enquiryWhere)
          .orderBy(desc(yachtEnquiries.createdAt), desc(yachtEnquiries.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(yachtEnquiries).where(enquiryWhere),
      ]);
      const list: ListingEnquiry[] = enquiries.map((e) => ({ ...e, createdAt: iso(e.createdAt) }));
      return { ...(listing as MyListing), enquiriesList: pageOf(list, total?.n, query) };
    },

    // -----------------------------------------------------------------------------------------------------------
    // Seller and business entries

    /** A new entry, unless one of this type is still waiting for review ('pending'). */
    async createEntry(userId: number, entry: NewEntry, now = new Date()): Promise<{ id: number } | 'pending'> {
      return db.transaction(async (tx) => {
        // The user's row is the lock: two entries sent at once cannot both find no pending one.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [pending] = await tx
          .select({ id: sellerEntries.id })
          .from(sellerEntries)
          .where(and(eq(sellerEntries.userId, userId), eq(sellerEntries.type, entry.type), eq(sellerEntries.status, 'submitted')));
        if (pending) return 'pending';
        const [row] = await tx
          .insert(sellerEntries)
          .values({ userId, ...entry, status: 'submitted', createdAt: now, updatedAt: now })
          .returning({ id: sellerEntries.id });
        if (!row) throw new Error('insert into seller_entries returned no row');
        return { id: row.id };
      });
    },

    async entriesOf(userId: number): Promise<EntryApplication[]> {
      const rows = await db
        .select()
        .from(sellerEntries)
        .where(eq(sellerEntries.userId, userId))
        .orderBy(desc(sellerEntries.createdAt), desc(sellerEntries.id));
      return rows.map(entryOf);
    },

    // -----------------------------------------------------------------------------------------------------------
    // Operator review

    /** Applications for the operator, oldest first (the queue order), with the applicant and the values. */
    async listForOperator(status: string | null, query: PageQuery): Promise<Page<OperatorApplication>> {
      const where = status ? eq(sellApplications.status, status) : ne(sellApplications.status, WITHDRAWN);
      const [rows, [total]] = await Promise.all([
        selectApplications()
          .where(where)
          .orderBy(asc(sellApplications.createdAt), asc(sellApplications.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(sellApplications).where(where),
      ]);
      // selectApplications picks its own columns; the applicant comes from a second small query per page.
      const userIds = [...new Set(rows.map((row) => row.userId))];
      const applicants = userIds.length
        ? await db
            .select({ id: users.id, uuid: users.uuid, email: users.email, name: users.name })
            .from(users)
            .where(inArray(users.id, userIds))
        : [];
      const byId = new Map(applicants.map((a) => [a.id, { uuid: a.uuid, email: a.email, name: a.name }]));
      return pageOf(
        rows.map((row) => ({ ...summaryOf(row), values: valuesOf(row), user: byId.get(row.userId) as Applicant })),
        total?.n,
        query,
      );
    },

    /**
     * Moves an application to the next step of review. Approval makes the listing (once: the application row is
     * locked, and a listing already made is kept). `compose` writes the applicant's inbox message, stored in the
     * same transaction, from the result.
     */
    async review(
      id: number,
      target: ReviewTarget,
      reason: string | null,
      compose: (summary: SellApplicationSummary) => InboxMessage,
      now = new Date(),
    ): Promise<ReviewResult<SellApplicationSummary>> {
      return db.transaction(async (tx) => {
        const row = await lockApplication(tx, id);
        if (!row) return { outcome: 'notFound' } as const;
        if (!REVIEW_FROM[target].includes(row.status as SellStatus)) return { outcome: 'refused', status: row.status } as const;
        let listingId = row.listingId;
        if (target === 'approved') {
          if (listingId === null) listingId = (await createListing(tx, row, now)).id;
          else {
            const table = row.kind === 'new' ? newYachts : usedYachts;
            await tx.update(table).set({ status: LISTED, updatedAt: now }).where(eq(table.id, listingId));
          }
        }
        await tx
          .update(sellApplications)
          .set({ status: target, reason: target === 'rejected' ? reason : null, listingId, reviewedAt: now, updatedAt: now })
          .where(eq(sellApplications.id, id));
        await tx
          .insert(sellApplicationEvents)
          .values({ applicationId: id, status: target, note: target === 'rejected' ? reason : null, createdAt: now });
        const [updated] = await selectApplications(tx).where(eq(sellApplications.id, id));
        const summary = summaryOf(updated as ApplicationRow);
        const message = compose(summary);
        await tx.insert(userMessages).values({ userId: row.userId, type: 'system', ...message, createdAt: now });
        return { outcome: 'done', item: summary, applicant: await applicantOf(tx, row.userId), message } as const;
      });
    },

    async listEntriesForOperator(status: string | null, query: PageQuery): Promise<Page<OperatorEntry>> {
      const where = status ? eq(sellerEntries.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: sellerEntries, user: { uuid: users.uuid, email: users.email, name: users.name } })
          .from(sellerEntries)
          .innerJoin(users, eq(users.id, sellerEntries.userId))
          .where(where)
          .orderBy(asc(sellerEntries.createdAt), asc(sellerEntries.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(sellerEntries).where(where),
      ]);
      return pageOf(
        rows.map((row) => ({ ...entryOf(row.entry), user: row.user })),
        total?.n,
        query,
      );
    },

    /** Decides a waiting entry; anything already decided is refused. */
    async reviewEntry(
      id: number,
      target: EntryReviewTarget,
      reason: string | null,
      compose: (entry: EntryApplication) => InboxMessage,
      now = new Date(),
    ): Promise<ReviewResult<EntryApplication>> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(sellerEntries).where(eq(sellerEntries.id, id)).for('update');
        if (!row) return { outcome: 'notFound' } as const;
        if (row.status !== 'submitted') return { outcome: 'refused', status: row.status } as const;
        const [updated] = await tx
          .update(sellerEntries)
          .set({ status: target, reason: target === 'rejected' ? reason : null, reviewedAt: now, updatedAt: now })
          .where(eq(sellerEntries.id, id))
          .returning();
        const entry = entryOf(updated as typeof sellerEntries.$inferSelect);
        const message = compose(entry);
        await tx.insert(userMessages).values({ userId: row.userId, type: 'system', ...message, createdAt: now });
        return { outcome: 'done', item: entry, applicant: await applicantOf(tx, row.userId), message } as const;
      });
    },
  };
}

export type SellingRepository = ReturnType<typeof createSellingRepository>;
