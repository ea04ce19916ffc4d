// The operator's review of sell applications (docs/decisions/017-selling.md). Approval lists the yacht in the
// catalogue in the same transaction as the status change, so no approved application lacks its listing.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import type { Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import type { Applicant, OperatorApplication } from '@yachts/contracts/wire/selling';
import type { SellApplicationSummary, SellStatus } from '@yachts/contracts/selling';
import type { Db } from '../db/database';
import { onPage } from '../db/paged';
import { insertAudit, type AuditDraft } from '../lib/audit-log';
import { JOB_KINDS, enqueueJob } from '../lib/job-queue';
import {
  LISTED,
  dealers,
  newYachts,
  sellApplicationEvents,
  sellApplications,
  sellerEntries,
  usedYachtPrices,
  usedYachts,
  userMessages,
  users,
} from '../db/schema';
import {
  WITHDRAWN,
  applicantOf,
  freeSlugIn,
  listingColumnsOf,
  lockApplication,
  pageOf,
  selectApplications,
  summaryOf,
  valuesOf,
  type ApplicationRow,
  type InboxMessage,
  type PageQuery,
  type ReviewResult,
  type SellDetails,
  type Tx,
} from './selling-rows';

export type ReviewTarget = 'under_review' | 'approved' | 'rejected';

/** Which statuses each review step may start from (docs/decisions/017-selling.md). */
export const REVIEW_FROM: Record<ReviewTarget, readonly SellStatus[]> = {
  under_review: ['submitted'],
  approved: ['submitted', 'under_review'],
  rejected: ['submitted', 'under_review'],
};

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

/** A slug no listing of this catalogue has: the name, then the name with -2, -3, … */
export async function freeSlug(tx: Tx, kind: CatalogueKind, base: string): Promise<string> {
  const table = kind === 'new' ? newYachts : usedYachts;
  // Two approvals of the same model at once would otherwise pick the same suffix.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`listing-slug:${kind}`}))`);
  return freeSlugIn(tx, table, base);
}

/** A review's result; an approval is also refused while the seller is a business not verified (decision 045). */
export type SellReviewResult = ReviewResult<SellApplicationSummary> | { outcome: 'unverifiedTrader' };

/**
 * Whether the member sells as a business whose trader details are not checked: a dealer page not verified, or a
 * business entry waiting for review (decision 045). A private seller is neither.
 */
async function isUnverifiedTrader(tx: Tx, userId: number): Promise<boolean> {
  const [page] = await tx.select({ verifiedAt: dealers.verifiedAt }).from(dealers).where(eq(dealers.userId, userId));
  if (page) return page.verifiedAt === null;
  const [waiting] = await tx
    .select({ id: sellerEntries.id })
    .from(sellerEntries)
    .where(and(eq(sellerEntries.userId, userId), eq(sellerEntries.type, 'business'), eq(sellerEntries.status, 'submitted')));
  return Boolean(waiting);
}

/** The catalogue row an approved application becomes; answers its id and slug. */
async function createListing(tx: Tx, application: typeof sellApplications.$inferSelect, now: Date) {
  const d = application.details as SellDetails;
  const kind = application.kind as CatalogueKind;
  const slug = await freeSlug(tx, kind, listingSlug(`${d.builder} ${d.model}`));
  const common = {
    slug,
    ...listingColumnsOf(d),
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

export function createSellReviewRepository(db: Db) {
  return {
    /** Applications for the operator, oldest first (the queue order), with the applicant and the values. */
    async listForOperator(status: string | null, query: PageQuery): Promise<Page<OperatorApplication>> {
      const where = status ? eq(sellApplications.status, status) : ne(sellApplications.status, WITHDRAWN);
      const [rows, [total]] = await Promise.all([
        onPage(selectApplications(db).where(where).orderBy(asc(sellApplications.createdAt), asc(sellApplications.id)).$dynamic(), query),
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
      audit?: AuditDraft,
      now = new Date(),
    ): Promise<SellReviewResult> {
      return db.transaction(async (tx) => {
        const row = await lockApplication(tx, id);
        if (!row) return { outcome: 'notFound' } as const;
        if (!REVIEW_FROM[target].includes(row.status as SellStatus)) return { outcome: 'refused', status: row.status } as const;
        let listingId = row.listingId;
        // Only verified traders publish (DSA Art. 30): a business seller's page must carry checked details first.
        if (target === 'approved' && (await isUnverifiedTrader(tx, row.userId))) return { outcome: 'unverifiedTrader' } as const;
        if (target === 'approved') {
          if (listingId === null) listingId = (await createListing(tx, row, now)).id;
          else {
            const table = row.kind === 'new' ? newYachts : usedYachts;
            await tx.update(table).set({ status: LISTED, updatedAt: now }).where(eq(table.id, listingId));
          }
          // Saved searches it matches hear of it (decision 027), once the listing is committed with this.
          await enqueueJob(tx, {
            kind: JOB_KINDS.listed,
            payload: { kind: row.kind, id: listingId },
            key: `${JOB_KINDS.listed}:${row.kind}:${listingId}:${now.getTime()}`,
          });
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
        if (audit) {
          const after = target === 'rejected' ? { status: target, reason } : { status: target, listing_id: listingId };
          await insertAudit(tx, { ...audit, before: { status: row.status }, after });
        }
        return { outcome: 'done', item: summary, applicant: await applicantOf(tx, row.userId), message } as const;
      });
    },
  };
}
