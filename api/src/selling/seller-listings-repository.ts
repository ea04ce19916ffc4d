// The seller's yachts in the catalogue and the enquiries they received. Only listed rows whose seller is the user
// are found, so another seller's yacht or a withdrawn one answers like a missing one.
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { LISTING_FRESHNESS, toEur, type CatalogueKind, type Currency } from '@yachts/contracts/catalogue';
import type { Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import type { ListingEnquiry, ListingPrice, MyListing } from '@yachts/contracts/selling';
import { JOB_KINDS, enqueueJob } from '../lib/job-queue';
import type { Db } from '../db/database';
import { pageOfSelect } from '../db/paged';
import {
  LISTED,
  UNCONFIRMED,
  newYachts,
  sellApplicationEvents,
  sellApplications,
  usedYachtPrices,
  usedYachts,
  users,
  yachtEnquiries,
  yachtFollows,
} from '../db/schema';
import { WITHDRAWN, iso, listingFaceColumns, offsetOf, pageOf, type PageQuery } from './selling-rows';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 86_400_000;

/** A listing a link or the seller acted on: its status before, its name and page. */
export interface ListingState {
  before: 'listed' | 'unconfirmed';
  name: string;
  url: string;
}

function nameOf(kind: CatalogueKind, id: number, row: { slug: string; builder: string; model: string }) {
  return { name: `${row.builder} ${row.model}`.trim(), url: kind === 'new' ? paths.newYacht(id, row.slug) : paths.usedYacht(id, row.slug) };
}

/** MyListing rows from catalogue rows: followers, enquiries and the application that made each. */
async function withCounts(
  db: Db,
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
    status: string;
    confirmedAt: Date;
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
      status: row.status === UNCONFIRMED ? UNCONFIRMED : LISTED,
      confirmedAt: iso(row.confirmedAt),
      unlistsAt: iso(new Date(row.confirmedAt.getTime() + LISTING_FRESHNESS.unlistDays * DAY_MS)),
    };
  });
}

/** A page of the enquiries a listing received, newest first. */
async function enquiriesPage(db: Db, kind: CatalogueKind, id: number, query: PageQuery): Promise<Page<ListingEnquiry>> {
  const enquiryWhere = and(eq(yachtEnquiries.yachtKind, kind), eq(yachtEnquiries.yachtId, id));
  return pageOfSelect(
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
      .$dynamic(),
    db.select({ n: count() }).from(yachtEnquiries).where(enquiryWhere),
    query,
    (e): ListingEnquiry => ({ ...e, createdAt: iso(e.createdAt) }),
  );
}

/** What a seller's list shows of one of their yachts, read from the table of its kind. */
function listingColumns(kind: CatalogueKind) {
  const table = kind === 'new' ? newYachts : usedYachts;
  return {
    ...listingFaceColumns(kind),
    listedAt: table.createdAt,
    status: table.status,
    confirmedAt: table.confirmedAt,
  };
}

/** The seller's listed yachts: the list and one with its enquiries. */
function listingViews(db: Db) {
  return {
    /** The user's yachts in the catalogue, both kinds, newest listing first, with follower and enquiry counts. */
    async listings(userId: number, query: PageQuery): Promise<Page<MyListing>> {
      // Listed, and those that left for want of confirmation (the seller may confirm them back).
      const newWhere = and(eq(newYachts.sellerId, userId), inArray(newYachts.status, [LISTED, UNCONFIRMED]));
      const usedWhere = and(eq(usedYachts.sellerId, userId), inArray(usedYachts.status, [LISTED, UNCONFIRMED]));
      const fromNew = db
        .select({ kind: sql<string>`'new'`.as('kind'), ...listingColumns('new') })
        .from(newYachts)
        .where(newWhere);
      const fromUsed = db
        .select({ kind: sql<string>`'idle'`.as('kind'), ...listingColumns('idle') })
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
      const items = await withCounts(
        db,
        rows.map((row) => ({ ...row, kind: row.kind as CatalogueKind })),
      );
      return pageOf(items, (newTotal?.n ?? 0) + (usedTotal?.n ?? 0), query);
    },

    /** One of the user's listed yachts with the enquiries it received, newest first. */
    async listing(userId: number, kind: CatalogueKind, id: number, query: PageQuery) {
      const table = kind === 'new' ? newYachts : usedYachts;
      const [row] = await db
        .select(listingColumns(kind))
        .from(table)
        .where(and(eq(table.id, id), eq(table.sellerId, userId), inArray(table.status, [LISTED, UNCONFIRMED])));
      if (!row) return null;
      const [listing] = await withCounts(db, [{ ...row, kind }]);
      return { ...(listing as MyListing), enquiriesList: await enquiriesPage(db, kind, id, query) };
    },
  };
}

/**
 * A new asking price written (decision 027): the row (and its euro price), a used yacht's history point, and the job
 * that tells followers of a lower price, in the caller's transaction. A seller's own change and a stock feed's
 * (decision 045) both go through here, so followers hear of either alike.
 */
export async function writePriceChange(
  tx: Tx,
  change: { kind: CatalogueKind; id: number; from: number; to: number; currency: Currency; now: Date },
): Promise<void> {
  const { kind, id, from, to, currency, now } = change;
  const priceEur = toEur(to, currency);
  if (kind === 'new') await tx.update(newYachts).set({ basePrice: to, priceEur, updatedAt: now }).where(eq(newYachts.id, id));
  else {
    await tx.update(usedYachts).set({ price: to, priceEur, updatedAt: now }).where(eq(usedYachts.id, id));
    await tx.insert(usedYachtPrices).values({ yachtId: id, price: to, currency, changedAt: now });
  }
  const at = now.getTime();
  await enqueueJob(tx, {
    kind: JOB_KINDS.priceChanged,
    payload: { kind, id, from, to, currency, at },
    key: `${JOB_KINDS.priceChanged}:${kind}:${id}:${at}`,
  });
}

/** The seller's changes: a new price, a confirmation, a withdrawal. */
function listingChanges(db: Db) {
  return {
    /**
     * A new asking price for one of the user's listed yachts, in its currency (decision 027): a used yacht's history
     * gains a point, and the followers are told of a lower price by a job enqueued in the same transaction.
     */
    async changePrice(
      userId: number,
      kind: CatalogueKind,
      id: number,
      price: number,
      now = new Date(),
    ): Promise<ListingPrice | 'notFound' | 'unchanged'> {
      return db.transaction(async (tx) => {
        const table = kind === 'new' ? newYachts : usedYachts;
        const priceColumn = kind === 'new' ? newYachts.basePrice : usedYachts.price;
        const [row] = await tx
          .select({ price: priceColumn, currency: table.currency })
          .from(table)
          .where(and(eq(table.id, id), eq(table.sellerId, userId), eq(table.status, LISTED)))
          .for('update');
        if (!row) return 'notFound';
        if (row.price === price) return 'unchanged';
        await writePriceChange(tx, { kind, id, from: row.price, to: price, currency: row.currency as Currency, now });
        return { price, previousPrice: row.price, currency: row.currency as Currency, changedAt: now.toISOString() };
      });
    },

    /**
     * The seller says the yacht is still for sale (decision 029): confirmed now, and back in the catalogue if it had
     * left for want of confirmation. `userId` null: a signed link decided (it names the listing). Answers the status
     * before, or null when the listing is not the user's or was withdrawn.
     */
    async confirmListing(kind: CatalogueKind, id: number, userId: number | null, now = new Date()): Promise<ListingState | null> {
      return db.transaction(async (tx) => {
        const table = kind === 'new' ? newYachts : usedYachts;
        const [row] = await tx
          .select({ status: table.status, slug: table.slug, builder: table.builder, model: table.model })
          .from(table)
          .where(
            and(eq(table.id, id), inArray(table.status, [LISTED, UNCONFIRMED]), userId === null ? undefined : eq(table.sellerId, userId)),
          )
          .for('update');
        if (!row) return null;
        await tx.update(table).set({ status: LISTED, confirmedAt: now, remindedAt: null }).where(eq(table.id, id));
        return { before: row.status as ListingState['before'], ...nameOf(kind, id, row) };
      });
    },

    /**
     * The seller withdraws the yacht from a confirm mail's link (decision 029): like deleting its application (which
     * is withdrawn with it); a listing without one (the seed's) leaves the catalogue alone.
     */
    async withdrawListing(kind: CatalogueKind, id: number, now = new Date()): Promise<ListingState | null> {
      return db.transaction(async (tx) => {
        const table = kind === 'new' ? newYachts : usedYachts;
        const [row] = await tx
          .select({ status: table.status, slug: table.slug, builder: table.builder, model: table.model })
          .from(table)
          .where(and(eq(table.id, id), inArray(table.status, [LISTED, UNCONFIRMED])))
          .for('update');
        if (!row) return null;
        await tx.update(table).set({ status: WITHDRAWN, updatedAt: now }).where(eq(table.id, id));
        const applications = await tx
          .update(sellApplications)
          .set({ status: WITHDRAWN, updatedAt: now })
          .where(and(eq(sellApplications.kind, kind), eq(sellApplications.listingId, id), ne(sellApplications.status, WITHDRAWN)))
          .returning({ id: sellApplications.id });
        for (const application of applications)
          await tx.insert(sellApplicationEvents).values({ applicationId: application.id, status: 'withdrawn', createdAt: now });
        return { before: row.status as ListingState['before'], ...nameOf(kind, id, row) };
      });
    },
  };
}

/** What the freshness sweep and its mails read and mark. */
function listingFreshness(db: Db) {
  return {
    /** A listing's name, page, status and seller, for a link's page and the mails. */
    async listingForLink(kind: CatalogueKind, id: number) {
      const table = kind === 'new' ? newYachts : usedYachts;
      const [row] = await db
        .select({
          status: table.status,
          slug: table.slug,
          builder: table.builder,
          model: table.model,
          confirmedAt: table.confirmedAt,
          sellerId: table.sellerId,
          email: users.email,
          sellerName: users.name,
        })
        .from(table)
        .leftJoin(users, eq(users.id, table.sellerId))
        .where(eq(table.id, id));
      if (!row) return null;
      return { ...row, ...nameOf(kind, id, row) };
    },

    /**
     * The hourly sweep (decision 029), for one kind: listings of members not confirmed for unlistDays leave the
     * catalogue (answered, to be told), and those not confirmed for remindDays and not yet reminded since their last
     * confirmation are marked reminded (answered, to be mailed). At most `limit` of each per sweep.
     */
    async sweepFreshness(kind: CatalogueKind, now = new Date(), limit = 500) {
      const table = kind === 'new' ? newYachts : usedYachts;
      const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
      const members = and(eq(table.status, LISTED), isNotNull(table.sellerId));
      return db.transaction(async (tx) => {
        /** The `limit` longest unconfirmed listings matching, locked (a sweep running beside skips them), then changed. */
        const take = async (where: SQL | undefined, change: { status?: string; updatedAt?: Date; remindedAt?: Date }) => {
          const rows = await tx
            .select({ id: table.id, confirmedAt: table.confirmedAt })
            .from(table)
            .where(where)
            .orderBy(table.confirmedAt)
            .limit(limit)
            .for('update', { skipLocked: true });
          if (rows.length > 0)
            await tx
              .update(table)
              .set(change)
              .where(
                inArray(
                  table.id,
                  rows.map((row) => row.id),
                ),
              );
          return rows;
        };
        const stale = await take(and(members, lte(table.confirmedAt, before(LISTING_FRESHNESS.unlistDays))), {
          status: UNCONFIRMED,
          updatedAt: now,
        });
        const due = await take(
          and(
            members,
            lte(table.confirmedAt, before(LISTING_FRESHNESS.remindDays)),
            or(isNull(table.remindedAt), lt(table.remindedAt, table.confirmedAt)),
          ),
          { remindedAt: now },
        );
        return { unlisted: stale, remind: due };
      });
    },
  };
}

export function createSellerListingsRepository(db: Db) {
  return { ...listingViews(db), ...listingChanges(db), ...listingFreshness(db) };
}
