// Seller and business entries: the user's requests and the operator's decision on them. A user has at most one
// entry of a type waiting for review.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Page } from '@yachts/contracts/envelope';
import type { OperatorEntry } from '@yachts/contracts/wire/selling';
import type { EntryApplication, EntryStatus, EntryType } from '@yachts/contracts/selling';
import type { Db } from '../db/database';
import { pageOfSelect } from '../db/paged';
import { dealers, sellerEntries, userMessages, users } from '../db/schema';
import { insertAudit, type AuditDraft } from '../lib/audit-log';
import { dealerSlug } from '../lib/dealer-slug';
import { applicantOf, freeSlugIn, iso, type InboxMessage, type PageQuery, type ReviewResult } from './selling-rows';

export type EntryReviewTarget = 'approved' | 'rejected';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
  /** A business's trader details (DSA Art. 30, decision 045); empty for a private seller. */
  address: string;
  tradeRegister: string;
  selfCertifiedAt: Date | null;
}

/**
 * An approved business entry makes (or refreshes) the member's public page (decision 028). A refresh keeps the slug,
 * so shared links keep working, and what the entry form does not ask (address, languages, logo).
 */
async function keepDealerPage(tx: Tx, entry: typeof sellerEntries.$inferSelect, verifiedBy: string, now: Date): Promise<void> {
  // Approving a business entry is checking its trader details (decision 045): the page says "Verified" from now on.
  const values = {
    ...(entry.address ? { address: entry.address } : {}),
    tradeRegister: entry.tradeRegister,
    verifiedAt: now,
    verifiedBy,
    name: entry.companyName,
    category: entry.category,
    country: entry.country,
    email: entry.email,
    phone: [entry.areaCode, entry.mobile].filter(Boolean).join(' ').slice(0, 24),
    website: entry.website,
    about: entry.content,
    updatedAt: now,
  };
  const [existing] = await tx.select({ userId: dealers.userId }).from(dealers).where(eq(dealers.userId, entry.userId));
  if (existing) {
    await tx.update(dealers).set(values).where(eq(dealers.userId, entry.userId));
    return;
  }
  // Two approvals of the same name at once would pick the same free slug: one at a time.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('dealer-slug'))`);
  const slug = await freeSlugIn(tx, dealers, dealerSlug(entry.companyName));
  await tx.insert(dealers).values({ userId: entry.userId, slug, ...values, createdAt: now });
}

/** An entry as the operator checks it, with a business's trader details. */
function operatorEntryOf(row: { entry: typeof sellerEntries.$inferSelect; user: OperatorEntry['user'] }): OperatorEntry {
  return {
    ...entryOf(row.entry),
    user: row.user,
    phone: [row.entry.areaCode ? `+${row.entry.areaCode}` : '', row.entry.mobile].filter(Boolean).join(' '),
    address: row.entry.address,
    tradeRegister: row.entry.tradeRegister,
    selfCertifiedAt: row.entry.selfCertifiedAt ? iso(row.entry.selfCertifiedAt) : null,
  };
}

export function createSellerEntriesRepository(db: Db) {
  return {
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

    async listEntriesForOperator(status: string | null, query: PageQuery): Promise<Page<OperatorEntry>> {
      const where = status ? eq(sellerEntries.status, status) : undefined;
      return pageOfSelect(
        db
          .select({ entry: sellerEntries, user: { uuid: users.uuid, email: users.email, name: users.name } })
          .from(sellerEntries)
          .innerJoin(users, eq(users.id, sellerEntries.userId))
          .where(where)
          .orderBy(asc(sellerEntries.createdAt), asc(sellerEntries.id))
          .$dynamic(),
        db.select({ n: count() }).from(sellerEntries).where(where),
        query,
        operatorEntryOf,
      );
    },

    /** Decides a waiting entry; anything already decided is refused. */
    async reviewEntry(
      id: number,
      target: EntryReviewTarget,
      reason: string | null,
      compose: (entry: EntryApplication) => InboxMessage,
      audit?: AuditDraft,
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
        if (target === 'approved' && row.type === 'business' && row.companyName !== '') {
          await keepDealerPage(tx, row, audit?.actor ?? 'operator', now);
        }
        const entry = entryOf(updated as typeof sellerEntries.$inferSelect);
        const message = compose(entry);
        await tx.insert(userMessages).values({ userId: row.userId, type: 'system', ...message, createdAt: now });
        if (audit) {
          await insertAudit(tx, {
            ...audit,
            before: { status: row.status },
            after: target === 'rejected' ? { status: target, reason } : { status: target },
          });
        }
        return { outcome: 'done', item: entry, applicant: await applicantOf(tx, row.userId), message } as const;
      });
    },
  };
}
