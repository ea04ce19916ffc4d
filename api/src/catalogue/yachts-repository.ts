// The catalogue (docs/decisions/016-catalogue-and-search.md): new and used yachts, listed, filtered,
// searched and read one by one. Both tables share their column names, so one set of queries serves both kinds;
// what differs (the price column, the older image_url of new yachts, the used-only columns) is chosen in `columnsOf`.
import { and, asc, count, desc, eq, getTableName, gte, inArray, lte, max, min, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  CatalogueFilters,
  CatalogueKind,
  Condition,
  Currency,
  Fuel,
  HullMaterial,
  PricePoint,
  SellerInfo,
  SellerKind,
  SortKey,
  Suggestion,
  YachtDetail,
  YachtSummary,
  YachtType,
} from '@yachts/contracts/catalogue';
import { CATALOGUE_LIMITS, CONDITIONS, FUELS, HULL_MATERIALS, SELLER_KIND_LABELS, YACHT_TYPES } from '@yachts/contracts/catalogue';
import type { Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import type { Db } from '../db/database';
import {
  LISTED,
  catalogueVersions,
  newYachts,
  newYachtsListed,
  dealers,
  sellerEntries,
  usedYachtPrices,
  usedYachts,
  usedYachtsListed,
  users,
  yachtFollows,
} from '../db/schema';
import type { ListRequest, LocationFilter } from './catalogue-query';
import { VersionedCache } from '../lib/versioned-cache';

/** How many builders and places the filter panel is offered at most (the most common first). */
export const FILTER_VALUES_MAX = 200;
/** Similar yachts are looked for first within this ratio of lengths (the length index serves the band). */
const SIMILAR_BAND = 1.2;

/** The table of a kind. Both have the same column names, so code written against one reads the other. */
const tableOf = (kind: CatalogueKind) => (kind === 'new' ? newYachts : usedYachts);
type YachtTable = ReturnType<typeof tableOf>;
/**
 * The listed yachts of a kind, narrow, kept by triggers (migration 0008): what lists filter, sort and count on. Both
 * have the same columns.
 */
const listedOf = (kind: CatalogueKind) => (kind === 'new' ? (newYachtsListed as unknown as typeof usedYachtsListed) : usedYachtsListed);
type ListedTable = ReturnType<typeof listedOf>;

/** The columns that differ between the kinds, as expressions with one name. */
function columnsOf(kind: CatalogueKind) {
  if (kind === 'new') {
    return {
      t: newYachts as YachtTable,
      price: newYachts.basePrice,
      // Older rows have only image_url; the gallery (photos) wins when it has pictures.
      cover: sql<string | null>`coalesce(${newYachts.photos}->>0, ${newYachts.imageUrl})`,
      photoCount:
        sql<number>`(case when jsonb_array_length(${newYachts.photos}) > 0 then jsonb_array_length(${newYachts.photos}) when ${newYachts.imageUrl} is not null then 1 else 0 end)`.mapWith(
          Number,
        ),
      condition: sql<string | null>`null`,
      engineHours: sql<number | null>`null`,
    };
  }
  return {
    t: usedYachts as YachtTable,
    price: usedYachts.price,
    cover: sql<string | null>`${usedYachts.photos}->>0`,
    photoCount: sql<number>`jsonb_array_length(${usedYachts.photos})`.mapWith(Number),
    condition: sql<string | null>`${usedYachts.condition}`,
    engineHours: sql<number | null>`${usedYachts.engineHours}`,
  };
}

function summaryColumns(kind: CatalogueKind) {
  const c = columnsOf(kind);
  const { t } = c;
  return {
    id: t.id,
    slug: t.slug,
    builder: t.builder,
    model: t.model,
    modelLine: t.modelLine,
    type: t.type,
    year: t.year,
    lengthM: t.lengthM,
    cabins: t.cabins,
    berths: t.berths,
    fuel: t.fuel,
    price: c.price,
    currency: t.currency,
    location: t.location,
    country: t.country,
    cover: c.cover,
    photoCount: c.photoCount,
    createdAt: t.createdAt,
    condition: c.condition,
    engineHours: c.engineHours,
  };
}

interface SummaryRow {
  id: number;
  slug: string;
  builder: string;
  model: string;
  modelLine: string;
  type: string;
  year: number;
  lengthM: number;
  cabins: number;
  berths: number;
  fuel: string;
  price: number;
  currency: string;
  location: string;
  country: string;
  cover: string | null;
  photoCount: number;
  createdAt: Date;
  condition: string | null;
  engineHours: number | null;
}

export function yachtUrl(kind: CatalogueKind, id: number, slug: string): string {
  return kind === 'new' ? paths.newYacht(id, slug) : paths.usedYacht(id, slug);
}

/** float4 lengths read back as 11.979999… on some drivers: two decimals is what was stored. */
const metres = (value: number) => Math.round(Number(value) * 100) / 100;

function toSummary(kind: CatalogueKind, row: SummaryRow): YachtSummary {
  const summary: YachtSummary = {
    kind,
    id: row.id,
    slug: row.slug,
    url: yachtUrl(kind, row.id, row.slug),
    builder: row.builder,
    model: row.model,
    modelLine: row.modelLine,
    type: row.type as YachtType,
    year: row.year,
    lengthM: metres(row.lengthM),
    cabins: row.cabins,
    berths: row.berths,
    fuel: row.fuel as Fuel,
    price: row.price,
    currency: row.currency as Currency,
    location: row.location,
    country: row.country,
    imageUrl: row.cover,
    photoCount: row.photoCount,
    listedAt: row.createdAt.toISOString(),
  };
  if (kind === 'idle') {
    summary.condition = (row.condition ?? 'good') as Condition;
    summary.engineHours = row.engineHours;
  }
  return summary;
}

/** More words than anyone types into a search box; the rest are ignored. */
const SEARCH_WORDS_MAX = 12;

/**
 * Search (decision 016): full text over search_vector (builder, model and line weigh A, the place B, the
 * description C, stemmed in English), and typo-tolerant matching of the words against search_text with pg_trgm
 * (word_similarity over its default 0.6 threshold, the `%>` operator the trigram GIN index serves). A row matches
 * either way.
 *
 * Each word must match, as written ('simple', how names are stored) or stemmed ('english', how descriptions are):
 * "sunseeker flybridge" finds the Sunseeker whose description says "flybridge" although neither reading alone
 * holds both words. Words English ignores ("the", "with") are dropped, as they are from descriptions. The words are
 * read with websearch_to_tsquery, so no character of them is ever tsquery syntax.
 *
 * A full-text match scores 1 + its rank (ts_rank with the default weights: A 1.0, B 0.4, C 0.2, scaled into 0..1),
 * so every one of them comes before a row that only resembles the words, which scores how closely (below 1). ts_rank rather than ts_rank_cd, and the similarity only where it counts: ranking is most of a search's time
 * when thousands of descriptions match (ts_rank_cd costs twice as much per row).
 *
 * The two ways are asked separately, each through its GIN index, and their ids united into an array the primary
 * key looks up: with `a OR b` in one WHERE, or a join with the union, the planner misjudges the rows and scans the
 * whole table (0.4 s on 100,000 rows, computing trigrams for each, against tens of milliseconds this way).
 */
function searchOf(t: YachtTable, q: string) {
  const words = q
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, SEARCH_WORDS_MAX);
  const fuzzy = words.join(' ').toLowerCase();
  const table = sql.identifier(getTableName(t));
  const list = sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const tsquery = sql`(select coalesce(string_agg('(' || x.term::text || ')', ' & '), '')::tsquery from (select websearch_to_tsquery('simple', w) || websearch_to_tsquery('english', w) as term, websearch_to_tsquery('english', w) as en from unnest(${list}) as w) x where numnode(x.en) > 0)`;
  const exact = sql`${t.searchVector} @@ ${tsquery}`;
  const ids = sql`array(select s.id from ${table} s where s.search_vector @@ ${tsquery} union select s.id from ${table} s where s.search_text %> ${fuzzy})`;
  return {
    /** The listed rows that match, on the narrow table (or any with an `id`). */
    matchOn: (p: ListedTable) => sql`${p.id} = any(${ids})`,
    /**
     * At most `limit` matches of each way, in the order their indexes give them, each tagged with its way (1 the
     * words, 2 the resemblance): the candidates the filter panel counts when the words match a large part of the
     * catalogue (decision 024), without reading every match's row.
     */
    candidates: (limit: number) =>
      sql`(select s.id, 1 as way from ${table} s where s.search_vector @@ ${tsquery} limit ${limit}) union all (select s.id, 2 as way from ${table} s where s.search_text %> ${fuzzy} limit ${limit})`,
    /** The same test on one joined yacht row (for a few known ids, where collecting every match would be waste). */
    rowMatches: sql`(${exact} or ${t.searchText} %> ${fuzzy})`,
    // word_similarity finds "benetau" as close to Benetti as to Beneteau (both share "bene", "net"); the strict
    // form compares whole words, which tells them apart.
    score: sql`(case when ${exact} then 1 + ts_rank(${t.searchVector}, ${tsquery}, 32) else (word_similarity(${fuzzy}, ${t.searchText}) + strict_word_similarity(${fuzzy}, ${t.searchText})) / 2 end)`,
  };
}

/**
 * A place: the text at the start of a word of the location (the narrow table's trigram index serves the regular
 * expression), or a country whose name has such a word.
 */
function locationOf(p: ListedTable, { pattern, countries }: LocationFilter): SQL | undefined {
  const place = sql`${p.location} ~* ${pattern}`;
  return countries.length > 0 ? or(place, inArray(p.country, countries)) : place;
}

/** A list's filters on the narrow table of listed yachts (every row of it is listed). */
function filtersOf(kind: CatalogueKind, request: ListRequest): SQL[] {
  const t = listedOf(kind);
  const where: (SQL | undefined)[] = [];
  if (request.type) where.push(inArray(t.type, request.type));
  if (request.builder) where.push(inArray(t.builder, request.builder));
  if (request.model) where.push(inArray(t.model, request.model));
  if (request.country) where.push(inArray(t.country, request.country));
  if (request.port) where.push(inArray(t.location, request.port));
  if (request.fuel) where.push(inArray(t.fuel, request.fuel));
  if (request.hull) where.push(inArray(t.hullMaterial, request.hull));
  if (request.condition && kind === 'idle') where.push(inArray(t.condition, request.condition));
  if (request.lengthMin !== undefined) where.push(gte(t.lengthM, request.lengthMin));
  if (request.lengthMax !== undefined) where.push(lte(t.lengthM, request.lengthMax));
  if (request.priceMin !== undefined) where.push(gte(t.priceEur, request.priceMin));
  if (request.priceMax !== undefined) where.push(lte(t.priceEur, request.priceMax));
  if (request.yearMin !== undefined) where.push(gte(t.year, request.yearMin));
  if (request.yearMax !== undefined) where.push(lte(t.year, request.yearMax));
  if (request.cabins !== undefined) where.push(gte(t.cabins, request.cabins));
  if (request.location) where.push(locationOf(t, request.location));
  // One seller's yachts (a dealer's page, decision 028): through the yacht table's seller index, a few dozen ids.
  if (request.sellerId !== undefined) {
    const yachts = sql.identifier(getTableName(tableOf(kind)));
    where.push(sql`${t.id} in (select s.id from ${yachts} s where s.seller_id = ${request.sellerId} and s.status = ${LISTED})`);
  }
  return where.filter((part): part is SQL => part !== undefined);
}

function orderOf(t: ListedTable, sort: SortKey, score: SQL | null): SQL[] {
  const newestFirst = [desc(t.createdAt), desc(t.id)];
  switch (sort) {
    case 'price-asc':
      return [asc(t.priceEur), ...newestFirst];
    case 'price-desc':
      return [desc(t.priceEur), ...newestFirst];
    case 'length-asc':
      return [asc(t.lengthM), ...newestFirst];
    case 'length-desc':
      return [desc(t.lengthM), ...newestFirst];
    case 'year-asc':
      return [asc(t.year), ...newestFirst];
    case 'year-desc':
      return [desc(t.year), ...newestFirst];
    case 'relevance':
      return score ? [desc(score), ...newestFirst] : newestFirst;
    case 'newest':
      return newestFirst;
  }
}

function sellerKind(category: string | null): SellerKind {
  return category && category in SELLER_KIND_LABELS ? (category as SellerKind) : 'private';
}

export interface ListedYacht {
  kind: CatalogueKind;
  id: number;
  slug: string;
  builder: string;
  model: string;
  url: string;
  /** The member selling it, if any: enquiries go to their inbox and address. */
  seller: { id: number; email: string; name: string } | null;
}

/** Lower case without accents: "Bénéteau" is found by "bene". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface VocabularyEntry {
  text: string;
  words: string[];
  suggestion: Suggestion;
}

export function entry(name: string, suggestion: Suggestion): VocabularyEntry {
  const text = fold(name);
  return { text, words: text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== ''), suggestion };
}

/** What a zero-result list may suggest instead (decision 024). */
export interface ListAlternatives {
  correction?: string;
  relaxations: { drop: string[]; total: number; totalCapped: boolean }[];
}

/** Filters a zero-result list tries without, one at a time (a builder goes with its models, a country with its ports). */
const RELAXABLE: readonly (readonly string[])[] = [
  ['type'],
  ['builder', 'model'],
  ['model'],
  ['fuel'],
  ['hull'],
  ['condition'],
  ['country', 'port'],
  ['port'],
  ['location'],
  ['lengthMin', 'lengthMax'],
  ['priceMin', 'priceMax'],
  ['yearMin', 'yearMax'],
  ['cabins'],
];

/** Edits (insert, delete, change a letter) from one word to another, or more than `limit` when it is further. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The words respelt as the catalogue's names write them ("benetau" -> "beneteau"): each word of four letters or more
 * that starts no word of a builder, model or place takes the closest such word within one edit (two from eight
 * letters), the most common on a tie. Null when nothing changes.
 */
export function respell(q: string, names: VocabularyEntry[]): string | null {
  const known = new Map<string, number>();
  for (const name of names) for (const word of name.words) known.set(word, (known.get(word) ?? 0) + name.suggestion.count);
  let changed = false;
  const words = fold(q)
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => {
      if (word.length < 4 || [...known.keys()].some((candidate) => candidate.startsWith(word))) return word;
      const limit = word.length >= 8 ? 2 : 1;
      let best: { word: string; edits: number; count: number } | null = null;
      for (const [candidate, count] of known) {
        const edits = distance(word, candidate, limit);
        if (edits > limit) continue;
        if (!best || edits < best.edits || (edits === best.edits && count > best.count)) best = { word: candidate, edits, count };
      }
      if (!best) return word;
      changed = true;
      return best.word;
    });
  return changed ? words.join(' ') : null;
}

/** The groups of the filter panel that count their values, each named as its query parameter. */
const FACET_GROUPS = ['type', 'builder', 'model', 'fuel', 'hull', 'condition', 'country', 'port'] as const;
type FacetGroup = (typeof FACET_GROUPS)[number];
interface FacetRow {
  facet: FacetGroup;
  a: string;
  b: string;
  n: number | string;
}
/** What the filter values are counted under: a list's filters and words, without its sort and page. */
export type FacetRequest = Omit<ListRequest, 'sort' | 'page' | 'pageSize'>;

/** A page of a list with its total, which stops at CATALOGUE_LIMITS.countCap (`totalCapped` then). */
export type ListedPage = Page<YachtSummary> & { totalCapped: boolean };

export interface YachtsRepositoryOptions {
  /** Where totals stop being exact and pages end: CATALOGUE_LIMITS.countCap (a test sets a small one). */
  countCap?: number;
  /** Lists and filter values answered from the versioned cache (on; a test compares with it off). */
  cache?: boolean;
}

/** About 15 KB a page of 24 cards: some 8 MB at most. */
const CACHE = { maxEntries: 500, ttlMs: 60_000 };

export function createYachtsRepository(db: Db, { countCap = CATALOGUE_LIMITS.countCap, cache = true }: YachtsRepositoryOptions = {}) {
  const lists = new VersionedCache<ListedPage>(CACHE);
  const filterValues = new VersionedCache<CatalogueFilters>(CACHE);

  /** The catalogue's version: raised by every write to its table (migration 0007). */
  async function versionOf(kind: CatalogueKind): Promise<number> {
    const [row] = await db.select({ version: catalogueVersions.version }).from(catalogueVersions).where(eq(catalogueVersions.kind, kind));
    return row?.version ?? 0;
  }

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
    if (request.q === undefined) return listWith(db, kind, request, null);
    const q = request.q;
    // PostgreSQL 17 (PGlite) guesses that thousands of rows resemble a short word and reads the whole table for
    // the trigram half of a search (0.6 s on 100,000 rows, computing the similarity for each) where its index takes
    // a tenth of that; PostgreSQL 15 guesses right. Inside this transaction only, the indexes are the way.
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return listWith(tx as unknown as Db, kind, request, q);
    });
  }

  /**
   * One page of a list, and its total, exact up to the count cap (decision 024): above it the count stops
   * at the cap plus one and says so, instead of reading every match of a broad list. Pages end at the cap too: a page
   * that starts beyond it reads no rows (the page says which pages there are).
   */
  async function listWith(on: Db, kind: CatalogueKind, request: ListRequest, q: string | null): Promise<ListedPage> {
    const { t } = columnsOf(kind);
    const p = listedOf(kind);
    const search = q !== null ? searchOf(t, q) : null;
    // Filters, order and count on the narrow table; a search joins the yacht rows it ranks by their text.
    const where = and(...filtersOf(kind, request), search?.matchOn(p));
    const page = { page: request.page, pageSize: request.pageSize };
    const cap = countCap;
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
        item.reducedFrom = { price: before.price, currency: before.currency as Currency };
      }
    }
  }

  /**
   * The filter panel's values with their counts (decision 024), from the versioned cache like the lists. Each group
   * is counted under every other group's filter and the ranges and words, not its own: choosing Catamaran changes
   * the builders' counts while the other types stay on offer with theirs.
   */
  async function filters(kind: CatalogueKind, request: FacetRequest = {}): Promise<CatalogueFilters> {
    if (!cache) return filtersUncached(kind, request);
    const version = await versionOf(kind);
    return filterValues.get(version, `${kind} ${JSON.stringify(request)}`, () => filtersUncached(kind, request));
  }

  async function filtersUncached(kind: CatalogueKind, request: FacetRequest): Promise<CatalogueFilters> {
    if (request.q === undefined) return facetsWith(db, kind, request);
    // As for a search's list: the indexes are the way to the words' matches (see list).
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return facetsWith(tx as unknown as Db, kind, request);
    });
  }

  /** The words' candidates (searchOf's `candidates`) as an array literal, and whether either way had more. */
  async function readCandidates(on: Db, search: ReturnType<typeof searchOf>): Promise<{ ids: string; capped: boolean }> {
    const result = (await on.execute(search.candidates(countCap + 1))) as unknown as
      { rows?: { id: number; way: number }[] } | { id: number; way: number }[];
    const rows = Array.isArray(result) ? result : (result.rows ?? []);
    const capped = [1, 2].some((way) => rows.filter((row) => Number(row.way) === way).length > countCap);
    const ids = [...new Set(rows.map((row) => Number(row.id)))];
    return { ids: `{${ids.join(',')}}`, capped };
  }

  async function facetsWith(on: Db, kind: CatalogueKind, request: FacetRequest): Promise<CatalogueFilters> {
    const { t: yachts } = columnsOf(kind);
    // Counted on the narrow table of listed yachts; words are matched on the yachts' text, by id.
    const t = listedOf(kind);
    const search = request.q !== undefined ? searchOf(yachts, request.q) : null;
    // Words that match more yachts than the count cap are counted on the first countCap matches of each way, read
    // from the indexes (a word of the descriptions matches a quarter of the catalogue: counting every match read
    // 250,000 wide rows at 1,000,000); the answer then says its counts are "at least" (`countsCapped`).
    const candidates = search ? await readCandidates(on, search) : null;
    const whereWithout = (group: FacetGroup | null) => {
      const rest: ListRequest = { ...request, sort: 'newest', page: 1, pageSize: 1 };
      if (group) delete rest[group];
      return and(...filtersOf(kind, rest), candidates ? sql`${t.id} = any(${candidates.ids}::int[])` : undefined);
    };
    // The columns the groups count by, and each group's set of them: one value, or two for a model (its builder) and
    // a port (its country).
    const columns = [t.type, t.builder, t.model, t.fuel, t.hullMaterial, t.condition, t.country, t.location];
    const sets: Record<FacetGroup, number[]> = {
      type: [0],
      builder: [1],
      model: [1, 2],
      fuel: [3],
      hull: [4],
      condition: [5],
      country: [6],
      port: [6, 7],
    };
    const groups = FACET_GROUPS.filter((group) => (group !== 'condition' || kind === 'idle') && (group !== 'model' || request.builder));
    const filtered = groups.filter((group) => request[group] !== undefined);
    const open = groups.filter((group) => request[group] === undefined);
    // One scan counts every group without a choice of its own (grouping sets: one hash table per group in one pass)
    // and the ranges under all the filters; each group with choices is counted in a scan of its own, without them.
    const countIn = (list: FacetGroup[], where: SQL | undefined) => {
      // GROUPING() and the select list may name only the columns the sets group by; its value has a bit per column
      // named, the first the highest, set for each column the row is not grouped by.
      const used = [...new Set(list.flatMap((group) => sets[group]))].sort((x, y) => x - y);
      const maskOf = (group: FacetGroup) =>
        used.reduce((mask, i, at) => (sets[group].includes(i) ? mask : mask | (1 << (used.length - 1 - at))), 0);
      const names = sql.join(
        used.map((i) => columns[i]!),
        sql`, `,
      );
      return sql`(select case grouping(${names}) ${sql.join(
        list.map((group) => sql`when ${maskOf(group)} then ${group}::text`),
        sql` `,
      )} end as facet, ${sql.join(
        columns.map((column, i) =>
          used.includes(i) ? sql`${column}::text as ${sql.identifier(`c${i}`)}` : sql`null::text as ${sql.identifier(`c${i}`)}`,
        ),
        sql`, `,
      )}, count(*)::int as n, min(${t.lengthM}) as l0, max(${t.lengthM}) as l1, min(${t.priceEur}) as p0, max(${t.priceEur}) as p1, min(${t.year}) as y0, max(${t.year}) as y1 from ${t} where ${where ?? sql`true`} group by grouping sets (${sql.join(
        list.map(
          (group) =>
            sql`(${sql.join(
              sets[group].map((i) => columns[i]!),
              sql`, `,
            )})`,
        ),
        sql`, `,
      )}))`;
    };
    const parts = [
      ...(open.length > 0 ? [countIn(open, whereWithout(null))] : []),
      ...filtered.map((group) => countIn([group], whereWithout(group))),
    ];
    type Counted = { facet: FacetGroup; n: number | string } & Record<`c${number}`, string | null> &
      Record<'l0' | 'l1' | 'p0' | 'p1' | 'y0' | 'y1', unknown>;
    const result =
      parts.length > 0 ? ((await on.execute(sql.join(parts, sql` union all `))) as unknown as { rows?: Counted[] } | Counted[]) : [];
    const counted: Counted[] = Array.isArray(result) ? result : (result.rows ?? []);
    const rows: FacetRow[] = counted.map(({ facet, ...row }) => {
      const [first, second] = sets[facet];
      return { facet, a: row[`c${first!}`] ?? '', b: second === undefined ? '' : (row[`c${second}`] ?? ''), n: row.n };
    });
    // Every row of the open scan holds its group's ranges; together, the ranges under all the filters. With every
    // group chosen (rare), they are read apart.
    const openRows = open.length > 0 ? counted.filter((row) => open.includes(row.facet)) : [];
    const extreme = (values: unknown[], pick: (...n: number[]) => number) => {
      const numbers = values.filter((value) => value !== null && value !== undefined).map(Number);
      return numbers.length > 0 ? pick(...numbers) : null;
    };
    const spanOf = (low: 'l0' | 'p0' | 'y0', high: 'l1' | 'p1' | 'y1') => [
      extreme(
        openRows.map((row) => row[low]),
        Math.min,
      ),
      extreme(
        openRows.map((row) => row[high]),
        Math.max,
      ),
    ];
    const [lengthMin, lengthMax] = spanOf('l0', 'l1');
    const [priceMin, priceMax] = spanOf('p0', 'p1');
    const [yearMin, yearMax] = spanOf('y0', 'y1');
    const [ranges] =
      open.length > 0
        ? [{ lengthMin, lengthMax, priceMin, priceMax, yearMin, yearMax }]
        : await on
            .select({
              lengthMin: min(t.lengthM),
              lengthMax: max(t.lengthM),
              priceMin: min(t.priceEur),
              priceMax: max(t.priceEur),
              yearMin: min(t.year),
              yearMax: max(t.year),
            })
            .from(t)
            .where(whereWithout(null));

    const of = (facet: FacetGroup) =>
      rows.filter((row) => row.facet === facet).map((row) => ({ a: row.a, b: row.b, count: Number(row.n) }));
    const mostFirst = <T extends { name: string; count: number }>(a: T, b: T) =>
      b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    const every = (facet: FacetGroup, all: readonly string[]) => {
      const counts = new Map(of(facet).map((row) => [row.a, row.count]));
      return all.map((name) => ({ name, count: counts.get(name) ?? 0 }));
    };
    const named = (facet: FacetGroup) =>
      of(facet)
        .filter((row) => row.a !== '')
        .map((row) => ({ name: row.a, count: row.count }))
        .sort(mostFirst)
        .slice(0, FILTER_VALUES_MAX);
    const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
    return {
      types: every('type', YACHT_TYPES),
      builders: named('builder'),
      models: of('model')
        .map((row) => ({ builder: row.a, name: row.b, count: row.count }))
        .sort((x, y) => (x.builder < y.builder ? -1 : x.builder > y.builder ? 1 : mostFirst(x, y)))
        .slice(0, FILTER_VALUES_MAX),
      fuels: every('fuel', FUELS),
      hulls: every('hull', HULL_MATERIALS),
      conditions: kind === 'idle' ? every('condition', CONDITIONS) : [],
      countries: named('country'),
      locations: of('port')
        .filter((row) => row.b !== '')
        .map((row) => ({ name: row.b, country: row.a, count: row.count }))
        .sort(mostFirst)
        .slice(0, FILTER_VALUES_MAX),
      lengthM: { min: metres(num(ranges?.lengthMin)), max: metres(num(ranges?.lengthMax)) },
      price: { min: num(ranges?.priceMin), max: num(ranges?.priceMax) },
      year: { min: num(ranges?.yearMin), max: num(ranges?.yearMax) },
      ...(candidates?.capped ? { countsCapped: true } : {}),
    };
  }

  /**
   * What the header search suggests for what a visitor has typed (decision 024): the builders, models (with their
   * builder) and places of listed yachts whose words start with every word typed, with how many yachts each has; a
   * name that starts with the whole text first, then the most yachts. The names and counts are one `GROUP BY` per
   * version of the catalogue, held in memory (a few thousand names), so a suggestion costs the version's read and a
   * scan of that list. After a write the previous list answers until the new one is counted (well under a second
   * at 100,000 listings), rather than every typist waiting for it.
   */
  async function suggest(kind: CatalogueKind, text: string): Promise<Suggestion[]> {
    const words = fold(text)
      .split(/\s+/)
      .filter((word) => word !== '');
    if (words.length === 0) return [];
    const names = await vocabularyOf(kind);
    const whole = words.join(' ');
    const matches = names.filter((entry) => words.every((word) => entry.words.some((candidate) => candidate.startsWith(word))));
    matches.sort(
      (a, b) =>
        Number(!a.text.startsWith(whole)) - Number(!b.text.startsWith(whole)) ||
        b.suggestion.count - a.suggestion.count ||
        (a.text < b.text ? -1 : a.text > b.text ? 1 : 0),
    );
    return matches.slice(0, CATALOGUE_LIMITS.suggestions).map((entry) => entry.suggestion);
  }

  const vocabularies = new Map<CatalogueKind, { version: number; names: Promise<VocabularyEntry[]> }>();
  const counting = new Map<CatalogueKind, { version: number; names: Promise<VocabularyEntry[]> }>();

  async function vocabularyOf(kind: CatalogueKind): Promise<VocabularyEntry[]> {
    const version = await versionOf(kind);
    const held = vocabularies.get(kind);
    if (held?.version === version) return held.names;
    let next = counting.get(kind);
    if (next?.version !== version) {
      next = { version, names: countNames(kind) };
      counting.set(kind, next);
      const started = next;
      started.names.then(
        () => {
          if ((vocabularies.get(kind)?.version ?? -1) < started.version) vocabularies.set(kind, started);
          if (counting.get(kind) === started) counting.delete(kind);
        },
        () => {
          if (counting.get(kind) === started) counting.delete(kind);
        },
      );
    }
    // The last list answers while the new one is counted; the first one is waited for.
    return held ? held.names : next.names;
  }

  async function countNames(kind: CatalogueKind): Promise<VocabularyEntry[]> {
    const t = listedOf(kind);
    const rows = await db
      .select({
        builder: t.builder,
        model: t.model,
        country: t.country,
        location: t.location,
        byModel: sql<number>`grouping(${t.model})`.mapWith(Number),
        byPlace: sql<number>`grouping(${t.location})`.mapWith(Number),
        count: count(),
      })
      .from(t)
      .groupBy(sql`grouping sets ((${t.builder}), (${t.builder}, ${t.model}), (${t.country}, ${t.location}))`);
    const entries: VocabularyEntry[] = [];
    for (const row of rows) {
      // grouping() is 0 for a column the row is grouped by.
      if (row.byPlace === 0) {
        if (row.location) entries.push(entry(row.location, { type: 'place', place: row.location, country: row.country, count: row.count }));
      } else if (row.byModel === 0) {
        entries.push(entry(`${row.builder} ${row.model}`, { type: 'model', builder: row.builder, model: row.model, count: row.count }));
      } else {
        entries.push(entry(row.builder, { type: 'builder', builder: row.builder, count: row.count }));
      }
    }
    return entries;
  }

  /** A listed yacht's name, page and seller; null when the id is not a listed yacht of that kind. */
  async function findListed(kind: CatalogueKind, id: number): Promise<ListedYacht | null> {
    const t = tableOf(kind);
    const [row] = await db
      .select({ id: t.id, slug: t.slug, builder: t.builder, model: t.model, sellerId: users.id, email: users.email, name: users.name })
      .from(t)
      .leftJoin(users, eq(users.id, t.sellerId))
      .where(and(eq(t.id, id), eq(t.status, LISTED)));
    if (!row) return null;
    return {
      kind,
      id: row.id,
      slug: row.slug,
      builder: row.builder,
      model: row.model,
      url: yachtUrl(kind, row.id, row.slug),
      seller:
        row.sellerId !== null && row.email !== null && row.name !== null ? { id: row.sellerId, email: row.email, name: row.name } : null,
    };
  }

  /**
   * The seller as the page shows them: a business or broker with an approved entry under its company name and
   * category; anyone else as a private seller under their member name.
   */
  async function sellerInfo(userId: number): Promise<SellerInfo | null> {
    const [user] = await db
      .select({ uuid: users.uuid, name: users.name, avatarUrl: users.avatarUrl, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return null;
    const [entry] = await db
      .select({ companyName: sellerEntries.companyName, category: sellerEntries.category, country: sellerEntries.country })
      .from(sellerEntries)
      .where(and(eq(sellerEntries.userId, userId), eq(sellerEntries.status, 'approved')))
      // A business entry says more than a seller entry; the latest review wins among equals.
      .orderBy(desc(sql`(${sellerEntries.type} = 'business')`), sql`${sellerEntries.reviewedAt} desc nulls last`, desc(sellerEntries.id))
      .limit(1);
    const [dealer] = await db.select({ slug: dealers.slug }).from(dealers).where(eq(dealers.userId, userId));
    return {
      name: entry?.companyName || user.name,
      kind: entry ? sellerKind(entry.category) : 'private',
      uuid: user.uuid,
      avatarUrl: user.avatarUrl,
      memberSince: user.createdAt.toISOString(),
      country: entry?.country ?? '',
      dealerUrl: dealer ? paths.dealer(dealer.slug) : null,
    };
  }

  async function followers(kind: CatalogueKind, id: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(yachtFollows)
      .where(and(eq(yachtFollows.yachtKind, kind), eq(yachtFollows.yachtId, id)));
    return row?.n ?? 0;
  }

  /** Price changes oldest first, ending with the current asking price (added when the history lacks it). */
  async function priceHistory(id: number, current: { price: number; currency: string; since: Date }): Promise<PricePoint[]> {
    const rows = await db
      .select({ price: usedYachtPrices.price, currency: usedYachtPrices.currency, changedAt: usedYachtPrices.changedAt })
      .from(usedYachtPrices)
      .where(eq(usedYachtPrices.yachtId, id))
      .orderBy(asc(usedYachtPrices.changedAt), asc(usedYachtPrices.id));
    const points: PricePoint[] = rows.map((row) => ({
      price: row.price,
      currency: row.currency as Currency,
      changedAt: row.changedAt.toISOString(),
    }));
    const last = points[points.length - 1];
    if (!last || last.price !== current.price || last.currency !== current.currency) {
      points.push({ price: current.price, currency: current.currency as Currency, changedAt: current.since.toISOString() });
    }
    return points;
  }

  async function detail(kind: CatalogueKind, id: number): Promise<YachtDetail | null> {
    const c = columnsOf(kind);
    const { t } = c;
    const [row] = await db
      .select({
        ...summaryColumns(kind),
        beamM: t.beamM,
        draftM: t.draftM,
        engines: t.engines,
        hullMaterial: t.hullMaterial,
        topSpeedKn: t.topSpeedKn,
        cruiseSpeedKn: t.cruiseSpeedKn,
        description: t.description,
        photos: t.photos,
        imageUrl: kind === 'new' ? newYachts.imageUrl : sql<string | null>`null`,
        sellerId: t.sellerId,
        updatedAt: t.updatedAt,
        confirmedAt: t.confirmedAt,
      })
      .from(t)
      .where(and(eq(t.id, id), eq(t.status, LISTED)));
    if (!row) return null;
    const [seller, followerCount] = await Promise.all([row.sellerId !== null ? sellerInfo(row.sellerId) : null, followers(kind, id)]);
    const photos = row.photos.length > 0 ? row.photos : row.imageUrl ? [row.imageUrl] : [];
    const detail: YachtDetail = {
      ...toSummary(kind, row),
      beamM: metres(row.beamM),
      draftM: metres(row.draftM),
      engines: row.engines,
      hullMaterial: row.hullMaterial as HullMaterial,
      topSpeedKn: row.topSpeedKn === null ? null : metres(row.topSpeedKn),
      cruiseSpeedKn: row.cruiseSpeedKn === null ? null : metres(row.cruiseSpeedKn),
      description: row.description,
      photos,
      seller,
      followers: followerCount,
      updatedAt: row.updatedAt.toISOString(),
      confirmedAt: row.confirmedAt.toISOString(),
    };
    if (kind === 'idle') {
      return Object.assign(detail, {
        priceHistory: await priceHistory(id, { price: row.price, currency: row.currency, since: row.updatedAt }),
      });
    }
    return detail;
  }

  /**
   * Up to CATALOGUE_LIMITS.similar listed yachts of the same kind and type, closest in length and price (each as a
   * ratio, so 10 m against 12 m weighs like 20 m against 24 m). First within a band of lengths the length index
   * serves, then, if that leaves places, from the whole type.
   */
  async function similar(kind: CatalogueKind, id: number): Promise<YachtSummary[] | null> {
    const t = tableOf(kind);
    const [self] = await db
      .select({ type: t.type, lengthM: t.lengthM, priceEur: t.priceEur })
      .from(t)
      .where(and(eq(t.id, id), eq(t.status, LISTED)));
    if (!self) return null;
    const length = Math.max(Number(self.lengthM), 1);
    const price = Math.max(self.priceEur, 1);
    const distance = sql`(abs(ln(greatest(${t.lengthM}, 1)::float8 / ${length}::float8)) + abs(ln(greatest(${t.priceEur}, 1)::float8 / ${price}::float8)))`;
    const base = and(eq(t.status, LISTED), eq(t.type, self.type), ne(t.id, id));
    const pick = (where: SQL | undefined, limit: number) =>
      db.select(summaryColumns(kind)).from(t).where(where).orderBy(asc(distance), desc(t.id)).limit(limit);
    const near = await pick(
      and(base, gte(t.lengthM, length / SIMILAR_BAND), lte(t.lengthM, length * SIMILAR_BAND)),
      CATALOGUE_LIMITS.similar,
    );
    const rows =
      near.length < CATALOGUE_LIMITS.similar
        ? [
            ...near,
            ...(await pick(
              and(
                base,
                near.length > 0
                  ? notInArray(
                      t.id,
                      near.map((row) => row.id),
                    )
                  : undefined,
              ),
              CATALOGUE_LIMITS.similar - near.length,
            )),
          ]
        : near;
    return rows.map((row) => toSummary(kind, row));
  }

  const alternativeAnswers = new VersionedCache<ListAlternatives>(CACHE);

  /**
   * When nothing matches (decision 024): the words as the catalogue spells them, if that finds yachts, and the
   * filters whose removal alone finds some, most yachts first. A few counts, each capped like a list's total.
   */
  /**
   * Which of these listed yachts a list or search would show (decision 027: a saved search's new matches): the
   * list's own filters and word matching, on the given ids only.
   */
  async function matching(kind: CatalogueKind, request: FacetRequest, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const { t } = columnsOf(kind);
    const p = listedOf(kind);
    const words = request.q !== undefined ? searchOf(t, request.q) : null;
    const rows = await db
      .select({ id: p.id })
      .from(p)
      .innerJoin(t, eq(t.id, p.id))
      .where(and(inArray(p.id, ids), ...filtersOf(kind, { ...request, sort: 'newest', page: 1, pageSize: 1 }), words?.rowMatches));
    return rows.map((row) => row.id);
  }

  /** The cards of these yachts that are listed, in the given order (the alert mails name them). */
  async function cards(kind: CatalogueKind, ids: number[]): Promise<YachtSummary[]> {
    if (ids.length === 0) return [];
    const { t } = columnsOf(kind);
    const rows = await db
      .select(summaryColumns(kind))
      .from(t)
      .where(and(inArray(t.id, ids), eq(t.status, LISTED)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toSummary(kind, row)] : [];
    });
  }

  async function alternatives(kind: CatalogueKind, request: ListRequest): Promise<ListAlternatives> {
    const compute = () => alternativesUncached(kind, request);
    if (!cache) return compute();
    const version = await versionOf(kind);
    return alternativeAnswers.get(version, `${kind} ${JSON.stringify(request)}`, compute);
  }

  async function alternativesUncached(kind: CatalogueKind, request: ListRequest): Promise<ListAlternatives> {
    const counted = async (changed: ListRequest) => {
      const page = await listUncached(kind, { ...changed, page: 1, pageSize: 1 });
      return { total: page.total, totalCapped: page.totalCapped };
    };
    const relaxations: ListAlternatives['relaxations'] = [];
    for (const drop of RELAXABLE) {
      if (!drop.some((name) => request[name as keyof ListRequest] !== undefined)) continue;
      const relaxed: ListRequest = { ...request };
      for (const name of drop) delete relaxed[name as keyof ListRequest];
      const found = await counted(relaxed);
      if (found.total > 0) relaxations.push({ drop: drop.filter((name) => request[name as keyof ListRequest] !== undefined), ...found });
    }
    relaxations.sort((a, b) => b.total - a.total);
    const answer: ListAlternatives = { relaxations: relaxations.slice(0, 3) };
    if (request.q !== undefined) {
      const correction = respell(request.q, await vocabularyOf(kind));
      if (correction && (await counted({ ...request, q: correction })).total > 0) answer.correction = correction;
    }
    return answer;
  }

  return { list, filters, suggest, alternatives, matching, cards, findListed, detail, similar, followers };
}

export type YachtsRepository = ReturnType<typeof createYachtsRepository>;
