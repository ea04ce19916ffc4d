// Saved searches and their matches (decision 027). A member's searches are found by their id and the member's, so
// another member's id answers like a missing one. Matches are kept once per search and yacht; an alert names each
// once (notified_at).
import { and, count, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { SAVED_SEARCH_LIMITS, type AlertFrequency } from '@yachts/contracts/alerts';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import type { Db } from '../../db/database';
import { savedSearchMatches, savedSearches, userMessages, users, yachtFollows } from '../../db/schema';
import { createEmailPreferencesRepository, wantsEmailSql } from '../../lib/email-preferences';

export interface InboxMessage {
  userId: number;
  title: string;
  body: string;
  link: string;
}

export type SavedSearchRow = typeof savedSearches.$inferSelect & { newMatches: number };

export interface SearchOwner {
  search: typeof savedSearches.$inferSelect;
  email: string;
  name: string;
}

const DAY_MS = 86_400_000;
/** A digest is due a little before its period is over, so the hourly sweep never slips it by an hour. */
const PERIOD_MS: Record<'daily' | 'weekly', number> = { daily: DAY_MS - 3600_000, weekly: 7 * DAY_MS - 3600_000 };

/** A member's own searches, each with how many matches no alert has named yet. */
function memberSearches(db: Db) {
  const newMatches =
    sql<number>`(select count(*) from ${savedSearchMatches} m where m.search_id = ${savedSearches.id} and m.notified_at is null)`.mapWith(
      Number,
    );

  return {
    async list(userId: number): Promise<SavedSearchRow[]> {
      return db
        .select({ ...savedSearchColumns(), newMatches })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    },

    async find(userId: number, id: number): Promise<SavedSearchRow | null> {
      const [row] = await db
        .select({ ...savedSearchColumns(), newMatches })
        .from(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
      return row ?? null;
    },

    /** Adds one; 'tooMany' when the member keeps SAVED_SEARCH_LIMITS.perMember already (counted under a lock). */
    async create(
      userId: number,
      values: { kind: CatalogueKind; name: string; query: string; frequency: AlertFrequency },
      now = new Date(),
    ): Promise<number | 'tooMany'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${userId}`}))`);
        const [kept] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
        if ((kept?.n ?? 0) >= SAVED_SEARCH_LIMITS.perMember) return 'tooMany';
        const [row] = await tx
          .insert(savedSearches)
          .values({ userId, ...values, createdAt: now, updatedAt: now })
          .returning({ id: savedSearches.id });
        if (!row) throw new Error('insert into saved_searches returned no row');
        return row.id;
      });
    },

    async update(userId: number, id: number, values: { name?: string; frequency?: AlertFrequency }, now = new Date()): Promise<boolean> {
      const rows = await db
        .update(savedSearches)
        .set({ ...values, updatedAt: now })
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /** The unsubscribe link of a search's alert: turns it off; its name, or null when it was deleted since. */
    async stop(id: number, now = new Date()): Promise<string | null> {
      const [row] = await db
        .update(savedSearches)
        .set({ frequency: 'off', updatedAt: now })
        .where(eq(savedSearches.id, id))
        .returning({ name: savedSearches.name });
      return row?.name ?? null;
    },
  };
}

/** What the alert jobs record and read: the searches a listed yacht is checked against, their matches, their turn. */
function searchMatches(db: Db) {
  return {
    /** The searches of this catalogue that send alerts, but not the seller's own (nobody is alerted to their yacht). */
    async alerting(kind: CatalogueKind, sellerId: number | null): Promise<(typeof savedSearches.$inferSelect)[]> {
      return db
        .select()
        .from(savedSearches)
        .where(
          and(
            eq(savedSearches.kind, kind),
            ne(savedSearches.frequency, 'off'),
            sellerId === null ? undefined : ne(savedSearches.userId, sellerId),
          ),
        );
    },

    /** Records that a search matched a yacht; false when it had already (so nothing is sent twice). */
    async recordMatch(searchId: number, yachtId: number, now = new Date()): Promise<boolean> {
      const rows = await db
        .insert(savedSearchMatches)
        .values({ searchId, yachtId, matchedAt: now })
        .onConflictDoNothing()
        .returning({ yachtId: savedSearchMatches.yachtId });
      return rows.length > 0;
    },

    /** The search with its member's address, for an alert. */
    async owner(id: number): Promise<SearchOwner | null> {
      const [row] = await db
        .select({ search: savedSearches, email: users.email, name: users.name })
        .from(savedSearches)
        .innerJoin(users, eq(users.id, savedSearches.userId))
        .where(eq(savedSearches.id, id));
      return row ?? null;
    },

    /** Of these yachts, those the search matched and no alert has named yet, oldest match first. */
    async pending(searchId: number, yachtIds?: number[]): Promise<number[]> {
      const rows = await db
        .select({ yachtId: savedSearchMatches.yachtId })
        .from(savedSearchMatches)
        .where(
          and(
            eq(savedSearchMatches.searchId, searchId),
            isNull(savedSearchMatches.notifiedAt),
            yachtIds ? inArray(savedSearchMatches.yachtId, yachtIds) : undefined,
          ),
        )
        .orderBy(savedSearchMatches.matchedAt, savedSearchMatches.yachtId);
      return rows.map((row) => row.yachtId);
    },

    /** After the alert's mail went out: its yachts are named, and the member's inbox has the message. */
    async markNotified(searchId: number, yachtIds: number[], message: InboxMessage, now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(userMessages).values({ ...message, type: 'system', createdAt: now });
        if (yachtIds.length > 0)
          await tx
            .update(savedSearchMatches)
            .set({ notifiedAt: now })
            .where(and(eq(savedSearchMatches.searchId, searchId), inArray(savedSearchMatches.yachtId, yachtIds)));
        await tx.update(savedSearches).set({ lastAlertAt: now }).where(eq(savedSearches.id, searchId));
      });
    },

    /**
     * Searches with matches no alert has named whose turn it is: daily and weekly ones once their period since the
     * last alert is over, and instant ones at any time (matches found while a search was off or on a digest).
     */
    async due(now = new Date()): Promise<number[]> {
      const since = (frequency: 'daily' | 'weekly') =>
        and(
          eq(savedSearches.frequency, frequency),
          or(isNull(savedSearches.lastAlertAt), lte(savedSearches.lastAlertAt, new Date(now.getTime() - PERIOD_MS[frequency]))),
        );
      const rows = await db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(
          and(
            or(eq(savedSearches.frequency, 'instant'), since('daily'), since('weekly')),
            sql`exists (select 1 from ${savedSearchMatches} m where m.search_id = ${savedSearches.id} and m.notified_at is null)`,
          ),
        );
      return rows.map((row) => row.id);
    },
  };
}

/** Price-drop alerts: who gets them, the member's choice, and the inbox message beside the mail. */
function priceDrops(db: Db) {
  const preferences = createEmailPreferencesRepository(db);
  return {
    /** The members to tell of a lower price: the yacht's followers who did not turn price-drop alerts off. */
    async priceDropRecipients(kind: CatalogueKind, yachtId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: yachtFollows.userId })
        .from(yachtFollows)
        .where(and(eq(yachtFollows.yachtKind, kind), eq(yachtFollows.yachtId, yachtId), wantsEmailSql(yachtFollows.userId, 'price-drops')));
      return rows.map((row) => row.userId);
    },

    /** Price drops are one of the member's e-mail choices (decision 033), kept with the others. */
    async priceDropsOff(userId: number): Promise<boolean> {
      return !(await preferences.wants(userId, 'price-drops'));
    },

    /** The unsubscribe link of a price-drop alert; false when the member no longer exists. */
    async stopPriceDrops(userId: number, now = new Date()): Promise<boolean> {
      return (await preferences.set(userId, { 'price-drops': false }, now)) !== null;
    },

    async inbox(message: InboxMessage, now = new Date()): Promise<void> {
      await db.insert(userMessages).values({ ...message, type: 'system', createdAt: now });
    },

    /** Turns price-drop alerts back on (the account's setting). */
    async startPriceDrops(userId: number, now = new Date()): Promise<void> {
      await preferences.set(userId, { 'price-drops': true }, now);
    },

    async member(userId: number): Promise<{ email: string; name: string } | null> {
      const [row] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
      return row ?? null;
    },
  };
}

export function createSavedSearchesRepository(db: Db) {
  return { ...memberSearches(db), ...searchMatches(db), ...priceDrops(db) };
}

function savedSearchColumns() {
  return {
    id: savedSearches.id,
    userId: savedSearches.userId,
    kind: savedSearches.kind,
    name: savedSearches.name,
    query: savedSearches.query,
    frequency: savedSearches.frequency,
    lastAlertAt: savedSearches.lastAlertAt,
    createdAt: savedSearches.createdAt,
    updatedAt: savedSearches.updatedAt,
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
