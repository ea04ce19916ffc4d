// A dealer's feeds as the workspace and the job queue read them (decision 045): the feed
// addresses registered and when each is due, the runs and their reports, and the stock and conversations as the
// exports give them back (no lock-in).
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { CatalogueKind, Condition, Currency, Fuel, HullMaterial, YachtType } from '@yachts/contracts/catalogue';
import type { Db } from '../../db/database';
import { conversationMessages, conversations, feedRuns, feedSources, newYachts, usedYachts } from '../../db/schema';
import type { FeedListing, FeedRefusal } from './feed-listing';

export interface FeedSource {
  id: number;
  url: string;
  format: 'openmarine' | 'csv';
  full: boolean;
  everyHours: number;
  nextRunAt: string;
  lastRunAt: string | null;
}

/** What a run did, as its report and its row both count it. */
export interface FeedRunCounts {
  created: number;
  updated: number;
  withdrawn: number;
  unchanged: number;
  photosFetched: number;
  refused: FeedRefusal[];
  warnings: string[];
}

export interface FeedRunRow extends FeedRunCounts {
  id: number;
  sourceId: number | null;
  origin: 'upload' | 'fetch';
  format: string;
  status: 'running' | 'done' | 'failed';
  failure: string | null;
  startedAt: string;
  finishedAt: string | null;
}

const iso = (date: Date) => date.toISOString();

function sourceOf(row: typeof feedSources.$inferSelect): FeedSource {
  return {
    id: row.id,
    url: row.url,
    format: row.format as FeedSource['format'],
    full: row.full,
    everyHours: row.everyHours,
    nextRunAt: iso(row.nextRunAt),
    lastRunAt: row.lastRunAt ? iso(row.lastRunAt) : null,
  };
}

function runOf(row: typeof feedRuns.$inferSelect): FeedRunRow {
  return {
    id: row.id,
    sourceId: row.sourceId,
    origin: row.origin as FeedRunRow['origin'],
    format: row.format,
    status: row.status as FeedRunRow['status'],
    created: row.created,
    updated: row.updated,
    withdrawn: row.withdrawn,
    unchanged: row.unchanged,
    photosFetched: row.photosFetched,
    refused: row.report.refused,
    warnings: row.report.warnings,
    failure: row.report.failure ?? null,
    startedAt: iso(row.startedAt),
    finishedAt: row.finishedAt ? iso(row.finishedAt) : null,
  };
}

/** A listing row as a feed record, for the exports: what was imported comes back the same. */
function feedListingOf(kind: CatalogueKind, row: typeof usedYachts.$inferSelect | typeof newYachts.$inferSelect): FeedListing {
  const used = kind === 'idle' ? (row as typeof usedYachts.$inferSelect) : null;
  const price = used ? used.price : (row as typeof newYachts.$inferSelect).basePrice;
  const descriptions = Object.keys(row.descriptions).length > 0 ? row.descriptions : { en: row.description };
  return {
    ref: row.feedRef ?? `${kind}-${row.id}`,
    kind,
    builder: row.builder,
    model: row.model,
    year: row.year,
    lengthM: row.lengthM,
    beamM: row.beamM,
    draftM: row.draftM,
    hullMaterial: row.hullMaterial as HullMaterial,
    fuel: row.fuel as Fuel,
    yachtType: row.type as YachtType,
    cabins: row.cabins,
    berths: row.berths,
    ...(row.engines ? { engines: row.engines } : {}),
    ...(used?.engineHours != null ? { engineHours: used.engineHours } : {}),
    price,
    currency: row.currency as Currency,
    ...(used ? { condition: used.condition as Condition } : {}),
    location: row.location,
    country: row.country,
    descriptions,
    photoUrls: row.photos,
  };
}

export function createFeedsRepository(db: Db) {
  return {
    ...feedExports(db),
    async sources(dealerId: number): Promise<FeedSource[]> {
      const rows = await db.select().from(feedSources).where(eq(feedSources.dealerId, dealerId)).orderBy(asc(feedSources.id));
      return rows.map(sourceOf);
    },

    /** A new feed address (or the same address's settings changed); due at once. */
    async saveSource(
      dealerId: number,
      source: Pick<FeedSource, 'url' | 'format' | 'full' | 'everyHours'>,
      now = new Date(),
    ): Promise<FeedSource> {
      const [row] = await db
        .insert(feedSources)
        .values({ dealerId, ...source, nextRunAt: now, createdAt: now })
        .onConflictDoUpdate({
          target: [feedSources.dealerId, feedSources.url],
          set: { format: source.format, full: source.full, everyHours: source.everyHours, nextRunAt: now },
        })
        .returning();
      return sourceOf(row!);
    },

    async removeSource(dealerId: number, id: number): Promise<boolean> {
      const removed = await db
        .delete(feedSources)
        .where(and(eq(feedSources.id, id), eq(feedSources.dealerId, dealerId)))
        .returning({ id: feedSources.id });
      return removed.length > 0;
    },

    async source(id: number): Promise<(FeedSource & { dealerId: number }) | null> {
      const [row] = await db.select().from(feedSources).where(eq(feedSources.id, id));
      return row ? { ...sourceOf(row), dealerId: row.dealerId } : null;
    },

    /** Sources whose turn has come (every instance may ask: the jobs they become are keyed by source and turn). */
    async dueSources(now = new Date()): Promise<{ id: number; nextRunAt: Date }[]> {
      return db
        .select({ id: feedSources.id, nextRunAt: feedSources.nextRunAt })
        .from(feedSources)
        .where(lte(feedSources.nextRunAt, now))
        .orderBy(asc(feedSources.nextRunAt))
        .limit(500);
    },

    /** A source's run began: its next turn is everyHours from now. */
    async markRun(id: number, now = new Date()): Promise<void> {
      await db
        .update(feedSources)
        .set({ lastRunAt: now, nextRunAt: sql`${now.toISOString()}::timestamptz + make_interval(hours => ${feedSources.everyHours})` })
        .where(eq(feedSources.id, id));
    },

    /** Asks for a source's run now. */
    async dueNow(dealerId: number, id: number, now = new Date()): Promise<boolean> {
      const changed = await db
        .update(feedSources)
        .set({ nextRunAt: now })
        .where(and(eq(feedSources.id, id), eq(feedSources.dealerId, dealerId)))
        .returning({ id: feedSources.id });
      return changed.length > 0;
    },

    async runs(dealerId: number, limit = 20): Promise<FeedRunRow[]> {
      const rows = await db
        .select()
        .from(feedRuns)
        .where(eq(feedRuns.dealerId, dealerId))
        .orderBy(desc(feedRuns.startedAt), desc(feedRuns.id))
        .limit(limit);
      return rows.map(runOf);
    },

    async run(dealerId: number, id: number): Promise<FeedRunRow | null> {
      const [row] = await db
        .select()
        .from(feedRuns)
        .where(and(eq(feedRuns.id, id), eq(feedRuns.dealerId, dealerId)));
      return row ? runOf(row) : null;
    },
  };
}

/** What the exports read: the dealer's listings as feed records and the conversations a line per message. */
function feedExports(db: Db) {
  return {
    /** Every listing of the dealer (listed or not, from a feed or by hand), as feed records. */
    async listingsForExport(dealerId: number): Promise<FeedListing[]> {
      const fresh = await db.select().from(newYachts).where(eq(newYachts.sellerId, dealerId)).orderBy(asc(newYachts.id));
      const used = await db.select().from(usedYachts).where(eq(usedYachts.sellerId, dealerId)).orderBy(asc(usedYachts.id));
      return [...fresh.map((row) => feedListingOf('new', row)), ...used.map((row) => feedListingOf('idle', row))];
    },

    /** The dealer's conversations, a line per message, oldest first. */
    async conversationsForExport(dealerId: number) {
      const rows = await db
        .select({
          conversationId: conversations.id,
          yachtKind: conversations.yachtKind,
          yachtId: conversations.yachtId,
          status: conversations.status,
          buyerName: conversations.buyerName,
          buyerEmail: sql<string>`case when ${conversations.contactShared} then ${conversations.buyerEmail} else '' end`,
          buyerPhone: sql<string>`case when ${conversations.contactShared} then ${conversations.buyerPhone} else '' end`,
          side: conversationMessages.side,
          body: conversationMessages.body,
          at: conversationMessages.createdAt,
        })
        .from(conversations)
        .innerJoin(conversationMessages, eq(conversationMessages.conversationId, conversations.id))
        .where(eq(conversations.sellerId, dealerId))
        .orderBy(asc(conversations.id), asc(conversationMessages.createdAt), asc(conversationMessages.id));
      return rows.map((row) => ({ ...row, at: iso(row.at) }));
    },
  };
}

export type FeedsRepository = ReturnType<typeof createFeedsRepository>;
