// Lists and searches of the catalogue (decisions 016 and 024): one page of cards and its capped total, from the
// versioned cache while nothing was written.
import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { CatalogueKind, YachtSummary } from '@yachts/contracts/catalogue';
import type { Db } from '../db/database';
import { LISTED, usedYachtPrices } from '../db/schema';
import type { ListRequest } from './catalogue-query';
import { VersionedCache } from '../lib/versioned-cache';
import { CACHE, columnsOf, listedOf, summaryColumns, toSummary, type ListedPage, type YachtsContext } from './yachts-columns';
import { filtersOf, orderOf, searchOf } from './yachts-filters';

/**
 * One page of a list, and its total, exact up to the count cap (decision 024): above it the count stops
 * at the cap plus one and says so, instead of reading every match of a broad list. Pages end at the cap too: a page
 * that starts beyond it reads no rows (the page says which pages there are).
 */
async function listWith(on: Db, kind: CatalogueKind, request: ListRequest, q: string | null, cap: number): Promise<ListedPage> {
  const { t } = columnsOf(kind);
  const p = listedOf(kind);
  const search = q !== null ? searchOf(t, q) : null;
  // Filters, order and count on the narrow table; a search joins the yacht rows it ranks by their text.
  const where = and(...filtersOf(kind, request), search?.matchOn(p));
  const page = { page: request.page, pageSize: request.pageSize };
  const offset = (request.page - 1) * request.pageSize;
  // The page's ids first, reading only the sort's index and the filters' columns (skipping `offset` rows costs
  // next to nothing then), and the cards' columns for those ids alone: a deep page read whole rows for every row it
  // skipped, photos included (28 ms for page 200 of 100,000 against 0.5 ms).
  const ranked =
    offset >= cap
      ? []
      : search
        ? await on
            .select({
              id: p.id,
              // A search ranks every match anyway, so it counts them in the same pass; a plain list reads one page
              // in index order and counts apart (below).
              total: sql<number>`count(*) over ()`.mapWith(Number),
            })
            .from(p)
            .innerJoin(t, eq(t.id, p.id))
            .where(where)
            .orderBy(...orderOf(p, request.sort, search.score))
            .limit(Math.min(request.pageSize, cap - offset))
            .offset(offset)
        : await on
            .select({ id: p.id, total: sql<number>`0`.mapWith(Number) })
            .from(p)
            .where(where)
            .orderBy(...orderOf(p, request.sort, null))
            .limit(Math.min(request.pageSize, cap - offset))
            .offset(offset);
  const ids = ranked.map((row) => row.id);
  const capped = (n: number) => ({ total: Math.min(n, cap), totalCapped: n > cap });
  // A search counted its matches while ranking them; a first page shorter than the page size knows its total.
  const known =
    search && ranked[0]
      ? capped(ranked[0].total)
      : request.page === 1 && ranked.length < request.pageSize
        ? { total: ranked.length, totalCapped: false }
        : null;
  const matches = on
    .select({ one: sql`1` })
    .from(p)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const readCards = async () =>
    ids.length > 0
      ? on
          .select(summaryColumns(kind))
          .from(t)
          .where(and(inArray(t.id, ids), eq(t.status, LISTED)))
      : [];
  const readCount = async () => (known ? null : on.select({ n: count() }).from(matches));
  // Side by side on the pool; one after the other inside a search's transaction, which holds one connection.
  const [cards, counted] = search ? [await readCards(), await readCount()] : await Promise.all([readCards(), readCount()]);
  const byId = new Map(cards.map((row) => [row.id, row]));
  // In the page's order; a yacht withdrawn between the two reads is left out.
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(kind, row)] : [];
  });
  if (kind === 'idle') await markReductions(on, items);
  return { items, ...(known ?? capped(counted?.[0]?.n ?? 0)), ...page };
}

/**
 * A used yacht whose last price change lowered it carries the price before (`reducedFrom`; the card says "Price
 * reduced"). The last two points of each page's yacht, in one read through the history's (yacht, date) index.
 */
async function markReductions(on: Db, items: YachtSummary[]): Promise<void> {
  if (items.length === 0) return;
  const ranked = on
    .select({
      yachtId: usedYachtPrices.yachtId,
      price: usedYachtPrices.price,
      currency: usedYachtPrices.currency,
      rank: sql<number>`row_number() over (partition by ${usedYachtPrices.yachtId} order by ${usedYachtPrices.changedAt} desc, ${usedYachtPrices.id} desc)`
        .mapWith(Number)
        .as('rank'),
    })
    .from(usedYachtPrices)
    .where(
      inArray(
        usedYachtPrices.yachtId,
        items.map((item) => item.id),
      ),
    )
    .as('ranked');
  const rows = await on.select().from(ranked).where(lte(ranked.rank, 2));
  for (const item of items) {
    const points = rows.filter((row) => row.yachtId === item.id).sort((a, b) => a.rank - b.rank);
    // The history ends with the current price; one that does not (an older row) has its last point before it.
    const latest = points[0];
    const before = latest && latest.price === item.price && latest.currency === item.currency ? points[1] : latest;
    if (before && before.currency === item.currency && before.price > item.price) {
      item.reducedFrom = { price: before.price, currency: before.currency };
    }
  }
}

export function createYachtListing({ db, countCap, cache, versionOf }: YachtsContext) {
  const lists = new VersionedCache<ListedPage>(CACHE);

  /**
   * A list or search page (decision 024: from the versioned cache while nothing was written since it was computed).
   * The version is read before the page, so a cached page is never older than the version it is filed under.
   */
  async function list(kind: CatalogueKind, request: ListRequest): Promise<ListedPage> {
    if (!cache) return listUncached(kind, request);
    const version = await versionOf(kind);
    return lists.get(version, `${kind} ${JSON.stringify(request)}`, () => listUncached(kind, request));
  }

  async function listUncached(kind: CatalogueKind, request: ListRequest): Promise<ListedPage> {
    if (request.q === undefined) return listWith(db, kind, request, null, countCap);
    const q = request.q;
    // PostgreSQL 17 (PGlite) guesses that thousands of rows resemble a short word and reads the whole table for
    // the trigram half of a search (0.6 s on 100,000 rows, computing the similarity for each) where its index takes
    // a tenth of that; PostgreSQL 15 guesses right. Inside this transaction only, the indexes are the way.
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return listWith(tx, kind, request, q, countCap);
    });
  }

  return { list, listUncached };
}
