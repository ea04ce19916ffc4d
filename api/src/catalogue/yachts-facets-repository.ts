// The filter panel's values with their counts (decision 024): each group counted under every other group's filter,
// the ranges and the words, in as few scans as grouping sets allow.
import { and, max, min, sql, type SQL } from 'drizzle-orm';
import type { CatalogueFilters, CatalogueKind } from '@yachts/contracts/catalogue';
import { CONDITIONS, FUELS, HULL_MATERIALS, YACHT_TYPES } from '@yachts/contracts/catalogue';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import type { ListRequest } from './catalogue-query';
import { VersionedCache } from '../lib/versioned-cache';
import {
  CACHE,
  FILTER_VALUES_MAX,
  columnsOf,
  listedOf,
  metres,
  type FacetRequest,
  type ListedTable,
  type YachtsContext,
} from './yachts-columns';
import { filtersOf, readCandidates, searchOf } from './yachts-filters';

/** The groups of the filter panel that count their values, each named as its query parameter. */
const FACET_GROUPS = ['type', 'builder', 'model', 'fuel', 'hull', 'condition', 'country', 'port'] as const;
type FacetGroup = (typeof FACET_GROUPS)[number];
interface FacetRow {
  facet: FacetGroup;
  a: string;
  b: string;
  n: number | string;
}
type Counted = { facet: FacetGroup; n: number | string } & Record<`c${number}`, string | null> &
  Record<'l0' | 'l1' | 'p0' | 'p1' | 'y0' | 'y1', unknown>;
interface Ranges {
  lengthMin: unknown;
  lengthMax: unknown;
  priceMin: unknown;
  priceMax: unknown;
  yearMin: unknown;
  yearMax: unknown;
}

/**
 * The columns the groups count by (in this order), and each group's set of them: one value, or two for a model (its
 * builder) and a port (its country).
 */
const facetColumns = (t: ListedTable) => [t.type, t.builder, t.model, t.fuel, t.hullMaterial, t.condition, t.country, t.location];
const FACET_SETS: Record<FacetGroup, number[]> = {
  type: [0],
  builder: [1],
  model: [1, 2],
  fuel: [3],
  hull: [4],
  condition: [5],
  country: [6],
  port: [6, 7],
};

/**
 * One scan counting the values of these groups (grouping sets: one hash table per group in one pass) and the ranges,
 * under `where`.
 */
function countIn(t: ListedTable, list: FacetGroup[], where: SQL | undefined): SQL {
  const columns = facetColumns(t);
  // GROUPING() and the select list may name only the columns the sets group by; its value has a bit per column
  // named, the first the highest, set for each column the row is not grouped by.
  const used = [...new Set(list.flatMap((group) => FACET_SETS[group]))].sort((x, y) => x - y);
  const maskOf = (group: FacetGroup) =>
    used.reduce((mask, i, at) => (FACET_SETS[group].includes(i) ? mask : mask | (1 << (used.length - 1 - at))), 0);
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
          FACET_SETS[group].map((i) => columns[i]!),
          sql`, `,
        )})`,
    ),
    sql`, `,
  )}))`;
}

/** Every row of the open scan holds its group's ranges; together, the ranges under all the filters. */
function rangesOf(openRows: Counted[]): Ranges {
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
  return { lengthMin, lengthMax, priceMin, priceMax, yearMin, yearMax };
}

/** The filter panel's answer from the counted rows and the ranges. */
function facetAnswer(kind: CatalogueKind, rows: FacetRow[], ranges: Ranges | undefined, countsCapped: boolean): CatalogueFilters {
  const of = (facet: FacetGroup) => rows.filter((row) => row.facet === facet).map((row) => ({ a: row.a, b: row.b, count: Number(row.n) }));
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
    ...(countsCapped ? { countsCapped: true } : {}),
  };
}

/** The filter panel's values with their counts (decision 024). */
export function createYachtFacets({ db, countCap, cache, versionOf }: YachtsContext) {
  const filterValues = new VersionedCache<CatalogueFilters>(CACHE);

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
      return facetsWith(tx, kind, request);
    });
  }

  async function facetsWith(on: Db, kind: CatalogueKind, request: FacetRequest): Promise<CatalogueFilters> {
    const { t: yachts } = columnsOf(kind);
    // Counted on the narrow table of listed yachts; words are matched on the yachts' text, by id.
    const t = listedOf(kind);
    const search = request.q !== undefined ? searchOf(yachts, request.q) : null;
    // Words that match more yachts than the count cap are counted on the first countCap matches of each way, read
    // from the indexes (a word of the descriptions matches a quarter of the catalogue: counting every match read
    // 250,000 wide rows at 1,000,000); the answer then says its counts are "at least" (`countsCapped`).
    const candidates = search ? await readCandidates(on, search, countCap) : null;
    const whereWithout = (group: FacetGroup | null) => {
      const rest: ListRequest = { ...request, sort: 'newest', page: 1, pageSize: 1 };
      if (group) delete rest[group];
      return and(...filtersOf(kind, rest), candidates ? sql`${t.id} = any(${candidates.ids}::int[])` : undefined);
    };
    const groups = FACET_GROUPS.filter((group) => (group !== 'condition' || kind === 'idle') && (group !== 'model' || request.builder));
    const filtered = groups.filter((group) => request[group] !== undefined);
    const open = groups.filter((group) => request[group] === undefined);
    // One scan counts every group without a choice of its own and the ranges under all the filters; each group with
    // choices is counted in a scan of its own, without them.
    const parts = [
      ...(open.length > 0 ? [countIn(t, open, whereWithout(null))] : []),
      ...filtered.map((group) => countIn(t, [group], whereWithout(group))),
    ];
    const counted = parts.length > 0 ? rowsOf<Counted>(await on.execute(sql.join(parts, sql` union all `))) : [];
    const rows: FacetRow[] = counted.map(({ facet, ...row }) => {
      const [first, second] = FACET_SETS[facet];
      return { facet, a: row[`c${first!}`] ?? '', b: second === undefined ? '' : (row[`c${second}`] ?? ''), n: row.n };
    });
    // With every group chosen (rare), the ranges are read apart.
    const [ranges] =
      open.length > 0
        ? [rangesOf(counted.filter((row) => open.includes(row.facet)))]
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
    return facetAnswer(kind, rows, ranges, candidates?.capped ?? false);
  }

  return { filters };
}
