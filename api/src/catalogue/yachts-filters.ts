// A list's words and filters as SQL: the search (full text and trigrams), the filters, the order.
import { asc, desc, getTableName, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CatalogueKind, SortKey } from '@yachts/contracts/catalogue';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { LISTED } from '../db/schema';
import type { ListRequest, LocationFilter } from './catalogue-query';
import { listedOf, tableOf, type ListedTable, type YachtTable } from './yachts-columns';

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
export function searchOf(t: YachtTable, q: string) {
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
export function filtersOf(kind: CatalogueKind, request: ListRequest): SQL[] {
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

export function orderOf(t: ListedTable, sort: SortKey, score: SQL | null): SQL[] {
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

/** The words' candidates (searchOf's `candidates`) as an array literal, and whether either way had more than `countCap`. */
export async function readCandidates(
  on: Db,
  search: ReturnType<typeof searchOf>,
  countCap: number,
): Promise<{ ids: string; capped: boolean }> {
  const rows = rowsOf<{ id: number; way: number }>(await on.execute(search.candidates(countCap + 1)));
  const capped = [1, 2].some((way) => rows.filter((row) => Number(row.way) === way).length > countCap);
  const ids = [...new Set(rows.map((row) => Number(row.id)))];
  return { ids: `{${ids.join(',')}}`, capped };
}
