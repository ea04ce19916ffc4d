// Reports of listings by visitors and members (DSA Art. 16 notices) and the operators' decisions on them (Art. 17
// statements of reasons), mirroring the community's reports. Only this layer knows the ORM. One report per session
// and listing (unique index listing_reports_once_idx); a decision resolves the listing's open reports, is written to
// listing_decisions and the audit log, and tells the seller in their inbox in the same transaction. A withdrawal sets
// the listing's status, which the statement triggers of the yacht tables turn into a new catalogue version, so every
// instance's list cache drops it.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import type { Page } from '@yachts/contracts/envelope';
import {
  LISTING_PRIORITY_REASONS,
  LISTING_REPORT_LIMITS,
  LISTING_REPORT_REASONS,
  type ListingDecisionAction,
  type ListingQueueState,
  type ListingReportReason,
  type ListingSecondLookOutcome,
} from '@yachts/contracts/listing-reports';
import { paths } from '@yachts/contracts/paths';
import type { ReportedListing, WithdrawnListing } from '@yachts/contracts/wire/listing-reports';
import type { Db } from '../db/database';
import { LISTED, UNCONFIRMED, listingDecisions, listingReports, newYachts, usedYachts, users } from '../db/schema';
import { insertAudit, type AuditDraft } from '../lib/audit-log';
import { tellReporters, tellSeller, type ReportedListingItem, type Told } from './listing-report-notices';
import { offsetOf, type PageQuery } from '../lib/page-request';

const WITHDRAWN = 'withdrawn';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type { ReportedListingItem, Told } from './listing-report-notices';
export { reporterNoticeOf } from './listing-report-notices';

export interface NewListingReport {
  kind: CatalogueKind;
  yachtId: number;
  reporterId: number | null;
  sidHash: string;
  reason: ListingReportReason;
  detail: string;
  email: string;
}

/** The seller's message about a decision, worded by the route. */
export type ListingNotice = (
  listing: ReportedListingItem,
  decision: { action: ListingDecisionAction | ListingSecondLookOutcome; reason: string; reasons: ListingReportReason[] },
) => { title: string; body: string };

const tableOf = (kind: CatalogueKind) => (kind === 'new' ? newYachts : usedYachts);
const linkOf = (kind: CatalogueKind, id: number, slug: string) => (kind === 'new' ? paths.newYacht(id, slug) : paths.usedYacht(id, slug));

/** The listing, locked until the transaction ends when `lock`: decisions on one listing run one after another. */
async function listingOf(tx: Tx | Db, kind: CatalogueKind, id: number, lock = true): Promise<ReportedListingItem | null> {
  const table = tableOf(kind);
  const query = tx
    .select({ slug: table.slug, builder: table.builder, model: table.model, status: table.status, sellerId: table.sellerId })
    .from(table)
    .where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row
    ? { kind, id, name: `${row.builder} ${row.model}`, link: linkOf(kind, id, row.slug), status: row.status, sellerId: row.sellerId }
    : null;
}

const openReportsOf = (kind: CatalogueKind, id: number) =>
  and(eq(listingReports.yachtKind, kind), eq(listingReports.yachtId, id), isNull(listingReports.resolvedAt));

/** Reported by several sessions, or as a scam or something illegal. */
const priorityExpr = sql<boolean>`(count(*) >= ${LISTING_REPORT_LIMITS.prioritySessions} or bool_or(${listingReports.reason} in (${sql.join(
  LISTING_PRIORITY_REASONS.map((reason) => sql`${reason}`),
  sql`, `,
)})))`;

interface Aggregate {
  kind: string;
  yachtId: number;
  reports: number;
  reasons: string[];
  details: string[];
  contacts: number;
  priority: boolean;
  first: Date | null;
}

const aggregateColumns = {
  kind: listingReports.yachtKind,
  yachtId: listingReports.yachtId,
  reports: sql<number>`count(*)::int`,
  reasons: sql<string[]>`array_agg(${listingReports.reason})`,
  details: sql<
    string[]
  >`coalesce(array_agg(${listingReports.detail} order by ${listingReports.createdAt}) filter (where ${listingReports.detail} <> ''), '{}')`,
  contacts: sql<number>`(count(*) filter (where ${listingReports.email} <> ''))::int`,
  priority: priorityExpr,
  first: sql<Date>`min(${listingReports.createdAt})`,
};

/** The queue's entries for listings, with their open reports, seller and last decision; listings gone are left out. */
async function entriesOf(db: Db, rows: Aggregate[]): Promise<ReportedListing[]> {
  const listings = await Promise.all(rows.map((row) => listingOf(db, row.kind as CatalogueKind, row.yachtId, false)));
  const sellerIds = [...new Set(listings.map((listing) => listing?.sellerId).filter((id): id is number => typeof id === 'number'))];
  const sellers = sellerIds.length
    ? await db.select({ id: users.id, uuid: users.uuid, name: users.name }).from(users).where(inArray(users.id, sellerIds))
    : [];
  const decisions = rows.length
    ? await db
        .select()
        .from(listingDecisions)
        .where(
          inArray(
            listingDecisions.yachtId,
            rows.map((row) => row.yachtId),
          ),
        )
        .orderBy(desc(listingDecisions.decidedAt), desc(listingDecisions.id))
    : [];
  const entries: ReportedListing[] = [];
  rows.forEach((row, index) => {
    const listing = listings[index];
    if (!listing) return;
    const seller = sellers.find((candidate) => candidate.id === listing.sellerId);
    const last = decisions.find((decision) => decision.yachtKind === listing.kind && decision.yachtId === listing.id);
    entries.push({
      kind: listing.kind,
      id: listing.id,
      name: listing.name,
      link: listing.link,
      status: listing.status,
      seller: seller ? { uuid: seller.uuid, name: seller.name } : null,
      reports: row.reports,
      reasons: LISTING_REPORT_REASONS.filter((reason) => row.reasons.includes(reason)).map((reason) => ({
        reason,
        count: row.reasons.filter((given) => given === reason).length,
      })),
      details: row.details,
      contacts: row.contacts,
      priority: row.priority,
      first_reported_at: row.first ? new Date(row.first).toISOString() : null,
      decision: last
        ? {
            action: last.action as ListingDecisionAction,
            reason: last.reason,
            decided_at: last.decidedAt.toISOString(),
            second_look:
              last.secondLookAt && last.secondLookText !== null
                ? { text: last.secondLookText, asked_at: last.secondLookAt.toISOString(), outcome: last.secondLookOutcome }
                : null,
          }
        : null,
    });
  });
  return entries;
}

const noReports = (kind: CatalogueKind, yachtId: number): Aggregate => ({
  kind,
  yachtId,
  reports: 0,
  reasons: [],
  details: [],
  contacts: 0,
  priority: false,
  first: null,
});

export type DecideOutcome = { entry: ReportedListing; told: Told | null; reporters: string[] } | 'missing' | 'notListed' | 'noSeller';

/**
 * An operator's decision on a listing: withdraw it (out of the catalogue), keep it, or warn its seller; the open
 * reports are resolved whichever it is. The seller is told (withdraw, warn) and the audit entry written in the same
 * transaction.
 */
async function decide(
  db: Db,
  kind: CatalogueKind,
  id: number,
  action: ListingDecisionAction,
  reason: string,
  audit: AuditDraft,
  notice: ListingNotice,
  now = new Date(),
): Promise<DecideOutcome> {
  const decided = await db.transaction(
    async (tx): Promise<{ told: Told | null; reporters: string[] } | 'missing' | 'notListed' | 'noSeller'> => {
      const listing = await listingOf(tx, kind, id);
      if (!listing) return 'missing';
      if (action === 'withdraw' && listing.status !== LISTED && listing.status !== UNCONFIRMED) return 'notListed';
      if (action === 'warn' && listing.sellerId === null) return 'noSeller';
      const open = await tx
        .select({ reason: listingReports.reason, email: listingReports.email, reporterId: listingReports.reporterId })
        .from(listingReports)
        .where(openReportsOf(kind, id));
      const reasons = LISTING_REPORT_REASONS.filter((candidate) => open.some((row) => row.reason === candidate));
      const table = tableOf(kind);
      if (action === 'withdraw') await tx.update(table).set({ status: WITHDRAWN, updatedAt: now }).where(eq(table.id, id));
      await tx.update(listingReports).set({ resolvedAt: now }).where(openReportsOf(kind, id));
      await tx.insert(listingDecisions).values({ yachtKind: kind, yachtId: id, action, reason, decidedBy: audit.actor, decidedAt: now });
      const told = action === 'keep' ? null : await tellSeller(tx, listing, notice(listing, { action, reason, reasons }), now);
      const reporters = await tellReporters(tx, listing, action, open, now);
      await insertAudit(tx, {
        ...audit,
        before: { status: listing.status, reports: open.length, reasons },
        after: { status: action === 'withdraw' ? WITHDRAWN : listing.status, reason },
      });
      return { told, reporters };
    },
  );
  if (decided === 'missing' || decided === 'notListed' || decided === 'noSeller') return decided;
  const [entry] = await entriesOf(db, [noReports(kind, id)]);
  if (!entry) return 'missing';
  return { entry, ...decided };
}

/** The last decision on a listing, locked. */
async function lastDecision(tx: Tx, kind: CatalogueKind, id: number) {
  const [row] = await tx
    .select()
    .from(listingDecisions)
    .where(and(eq(listingDecisions.yachtKind, kind), eq(listingDecisions.yachtId, id)))
    .orderBy(desc(listingDecisions.decidedAt), desc(listingDecisions.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export type AnswerOutcome = { entry: ReportedListing; told: Told | null } | 'missing' | 'none';

/**
 * The answer to the seller's second look at a withdrawal: reverse (listed again) or uphold (stays withdrawn); the
 * seller is told either way, and the audit log keeps it.
 */
async function answerSecondLook(
  db: Db,
  kind: CatalogueKind,
  id: number,
  outcome: ListingSecondLookOutcome,
  reason: string,
  audit: AuditDraft,
  notice: ListingNotice,
  now = new Date(),
): Promise<AnswerOutcome> {
  const answered = await db.transaction(async (tx): Promise<Told | null | 'missing' | 'none'> => {
    const listing = await listingOf(tx, kind, id);
    if (!listing) return 'missing';
    const last = await lastDecision(tx, kind, id);
    if (!last || last.action !== 'withdraw' || last.secondLookAt === null || last.secondLookOutcome !== null) return 'none';
    const reverse = outcome === 'reverse';
    const table = tableOf(kind);
    // Listed again only if it is still the withdrawal: a seller who withdrew it since keeps it withdrawn.
    const relisted = reverse && listing.status === WITHDRAWN;
    if (relisted) await tx.update(table).set({ status: LISTED, updatedAt: now }).where(eq(table.id, id));
    const word = reverse ? 'reversed' : 'upheld';
    await tx
      .update(listingDecisions)
      .set({ secondLookOutcome: word, secondLookDecidedAt: now, secondLookDecidedBy: audit.actor })
      .where(eq(listingDecisions.id, last.id));
    const told = await tellSeller(tx, listing, notice(listing, { action: outcome, reason, reasons: [] }), now);
    await insertAudit(tx, {
      ...audit,
      before: { status: listing.status },
      after: { status: relisted ? LISTED : listing.status, second_look: word, reason },
    });
    return told;
  });
  if (answered === 'missing' || answered === 'none') return answered;
  const [entry] = await entriesOf(db, [noReports(kind, id)]);
  if (!entry) return 'missing';
  return { entry, told: answered };
}

/** Visitors' and members' reports, and the seller's asking for a second look. */
function reportWriters(db: Db) {
  /** 'missing' when the listing is not in the catalogue; 'already' when this session reported it before. */
  async function report(input: NewListingReport, now = new Date()): Promise<'done' | 'missing' | 'already'> {
    const table = tableOf(input.kind);
    const [listed] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, input.yachtId), eq(table.status, LISTED)));
    if (!listed) return 'missing';
    const added = await db
      .insert(listingReports)
      .values({
        yachtKind: input.kind,
        yachtId: input.yachtId,
        reporterId: input.reporterId,
        sidHash: input.sidHash,
        reason: input.reason,
        detail: input.detail,
        email: input.email,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: listingReports.id });
    return added.length ? 'done' : 'already';
  }

  /**
   * The seller asks once for a second look at the withdrawal of their listing; written to the audit log with the
   * seller as its actor. 'missing' when the listing is not theirs.
   */
  async function askSecondLook(
    kind: CatalogueKind,
    id: number,
    seller: { id: number; email: string },
    text: string,
    now = new Date(),
  ): Promise<'done' | 'missing' | 'notWithdrawn' | 'already'> {
    return db.transaction(async (tx) => {
      const listing = await listingOf(tx, kind, id);
      if (!listing || listing.sellerId !== seller.id) return 'missing';
      const last = await lastDecision(tx, kind, id);
      if (listing.status !== WITHDRAWN || !last || last.action !== 'withdraw') return 'notWithdrawn';
      if (last.secondLookAt !== null) return 'already';
      await tx.update(listingDecisions).set({ secondLookText: text, secondLookAt: now }).where(eq(listingDecisions.id, last.id));
      await insertAudit(tx, {
        actorUserId: seller.id,
        actor: seller.email,
        action: 'listing.second-look-asked',
        targetKind: 'listing',
        targetId: `${kind}-${id}`,
        after: { text },
      });
      return 'done';
    });
  }

  return { report, askSecondLook };
}

/** What the seller reads about their listings our team withdrew. */
function sellerWithdrawals(db: Db) {
  /** The seller's listings withdrawn by our team (still withdrawn), the newest withdrawal first. */
  async function withdrawals(sellerId: number): Promise<WithdrawnListing[]> {
    const listings = (
      await Promise.all(
        (['new', 'idle'] as const).map(async (kind) => {
          const table = tableOf(kind);
          const rows = await db
            .select({ id: table.id, builder: table.builder, model: table.model })
            .from(table)
            .where(and(eq(table.sellerId, sellerId), eq(table.status, WITHDRAWN)));
          return rows.map((row) => ({ kind, id: row.id, name: `${row.builder} ${row.model}` }));
        }),
      )
    ).flat();
    if (!listings.length) return [];
    const decisions = await db
      .select()
      .from(listingDecisions)
      .where(
        inArray(
          listingDecisions.yachtId,
          listings.map((listing) => listing.id),
        ),
      )
      .orderBy(desc(listingDecisions.decidedAt), desc(listingDecisions.id));
    const found: WithdrawnListing[] = [];
    for (const listing of listings) {
      const last = decisions.find((decision) => decision.yachtKind === listing.kind && decision.yachtId === listing.id);
      if (last?.action !== 'withdraw') continue;
      found.push({
        ...listing,
        reason: last.reason,
        withdrawn_at: last.decidedAt.toISOString(),
        second_look: last.secondLookAt ? { asked_at: last.secondLookAt.toISOString(), outcome: last.secondLookOutcome } : null,
      });
    }
    return found.sort((a, b) => b.withdrawn_at.localeCompare(a.withdrawn_at));
  }

  return { withdrawals };
}

/** The operators' queue: listings with open reports (priority first, then the longest waiting), or second looks. */
function reportQueue(db: Db) {
  async function queue(state: ListingQueueState, query: PageQuery): Promise<Page<ReportedListing>> {
    if (state === 'second-look') {
      const where = and(isNotNull(listingDecisions.secondLookAt), isNull(listingDecisions.secondLookOutcome));
      const [asked, [total]] = await Promise.all([
        db
          .select({ kind: listingDecisions.yachtKind, yachtId: listingDecisions.yachtId })
          .from(listingDecisions)
          .where(where)
          .orderBy(asc(listingDecisions.secondLookAt), asc(listingDecisions.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(listingDecisions).where(where),
      ]);
      const rows = asked.map((row) => noReports(row.kind as CatalogueKind, row.yachtId));
      return { items: await entriesOf(db, rows), total: Number(total?.n ?? 0), ...query };
    }
    const where = isNull(listingReports.resolvedAt);
    const rows = await db
      .select(aggregateColumns)
      .from(listingReports)
      .where(where)
      .groupBy(listingReports.yachtKind, listingReports.yachtId)
      .orderBy(sql`${priorityExpr} desc`, sql`min(${listingReports.createdAt})`, listingReports.yachtKind, listingReports.yachtId)
      .limit(query.pageSize)
      .offset(offsetOf(query));
    const [total] = await db
      .select({ n: sql<number>`count(distinct (${listingReports.yachtKind}, ${listingReports.yachtId}))::int` })
      .from(listingReports)
      .where(where);
    return { items: await entriesOf(db, rows), total: total?.n ?? 0, ...query };
  }
  return { queue };
}

type Rest<F> = F extends (db: Db, ...rest: infer R) => infer _ ? R : never;

export function createListingReportsRepository(db: Db) {
  return {
    ...reportWriters(db),
    ...reportQueue(db),
    ...sellerWithdrawals(db),
    decide: (...args: Rest<typeof decide>) => decide(db, ...args),
    answerSecondLook: (...args: Rest<typeof answerSecondLook>) => answerSecondLook(db, ...args),
  };
}

export type ListingReportsRepository = ReturnType<typeof createListingReportsRepository>;
