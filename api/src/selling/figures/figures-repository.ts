// A listing's and a dealer's figures (decision 045): page views and saves to compare (one per visitor and day,
// crawlers left out by the routes), follows and enquiries (conversations opened), by day over the last days, for the
// workspace's chart and table.
import { and, eq, sql } from 'drizzle-orm';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { conversations, listingCompares, listingViews, newYachts, usedYachts, yachtFollows } from '../../db/schema';
import type { DayFigures } from './figures-chart';

export const FIGURES_DAYS = 30;

/** The days from `days - 1` days ago to today (UTC), oldest first. */
export function dayRange(now: Date, days = FIGURES_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

type Scope = { dealerId: number; listing?: { kind: CatalogueKind; id: number } };

export function createFiguresRepository(db: Db) {
  /** The dealer's listings (or the one asked for, if it is theirs) as (kind, id) pairs, in SQL. */
  function listingsOf(scope: Scope) {
    const { dealerId, listing } = scope;
    const one = (kind: CatalogueKind, table: typeof newYachts | typeof usedYachts) =>
      sql`select ${kind}::varchar as kind, ${table.id} as id from ${table} where ${table.sellerId} = ${dealerId}${
        listing ? sql` and ${table.id} = ${listing.id}` : sql``
      }`;
    if (listing) return listing.kind === 'new' ? one('new', newYachts) : one('idle', usedYachts);
    return sql`${one('new', newYachts)} union all ${one('idle', usedYachts)}`;
  }

  async function countsByDay(query: ReturnType<typeof sql>): Promise<Map<string, number>> {
    const rows = rowsOf<{ day: string; n: number | string }>(await db.execute(query));
    return new Map(rows.map((row) => [row.day, Number(row.n)]));
  }

  return {
    /** One view of a listed yacht by a visitor (the hash of their session, or of their address and browser) today. */
    async recordView(kind: CatalogueKind, id: number, visitor: string, now = new Date()): Promise<void> {
      await db
        .insert(listingViews)
        .values({ yachtKind: kind, yachtId: id, day: now.toISOString().slice(0, 10), sidHash: visitor })
        .onConflictDoNothing();
    },

    /** A visitor put a listed yacht aside to compare, counted once that day. */
    async recordCompare(kind: CatalogueKind, id: number, visitor: string, now = new Date()): Promise<void> {
      await db
        .insert(listingCompares)
        .values({ yachtKind: kind, yachtId: id, day: now.toISOString().slice(0, 10), sidHash: visitor })
        .onConflictDoNothing();
    },

    /** The listing's name ("Beneteau Oceanis 46.1") when it is the dealer's; null otherwise. */
    async nameOf(dealerId: number, kind: CatalogueKind, id: number): Promise<string | null> {
      const table = kind === 'new' ? newYachts : usedYachts;
      const [row] = await db
        .select({ builder: table.builder, model: table.model })
        .from(table)
        .where(and(eq(table.id, id), eq(table.sellerId, dealerId)));
      return row ? `${row.builder} ${row.model}` : null;
    },

    /** Views, follows, saves to compare and enquiries by day over the last FIGURES_DAYS days, oldest first, every day present. */
    async daily(scope: Scope, now = new Date()): Promise<DayFigures[]> {
      const days = dayRange(now);
      const since = days[0]!;
      const mine = listingsOf(scope);
      const day = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
      const perVisitor = (table: typeof listingViews | typeof listingCompares) =>
        countsByDay(sql`select ${table.day}::text as day, count(*) as n from ${table}
          join (${mine}) m on m.kind = ${table.yachtKind} and m.id = ${table.yachtId}
          where ${table.day} >= ${since}::date group by 1`);
      const [views, compares, follows, enquiries] = await Promise.all([
        perVisitor(listingViews),
        perVisitor(listingCompares),
        countsByDay(sql`select ${day(yachtFollows.createdAt)} as day, count(*) as n from ${yachtFollows}
          join (${mine}) m on m.kind = ${yachtFollows.yachtKind} and m.id = ${yachtFollows.yachtId}
          where ${yachtFollows.createdAt} >= ${since}::date group by 1`),
        countsByDay(sql`select ${day(conversations.createdAt)} as day, count(*) as n from ${conversations}
          join (${mine}) m on m.kind = ${conversations.yachtKind} and m.id = ${conversations.yachtId}
          where ${conversations.createdAt} >= ${since}::date and ${conversations.status} <> 'spam' group by 1`),
      ]);
      return days.map((d) => ({
        day: d,
        views: views.get(d) ?? 0,
        follows: follows.get(d) ?? 0,
        compares: compares.get(d) ?? 0,
        enquiries: enquiries.get(d) ?? 0,
      }));
    },
  };
}

export type FiguresRepository = ReturnType<typeof createFiguresRepository>;
