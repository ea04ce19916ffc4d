// The list's state lives in its address (so it can be shared and bookmarked, and back and forward work). Keywords go in
// the path as the header search writes them ({category url}/{encoded keywords}/, product rules §2) and to the api as
// `q`; everything else uses the query names of the contract, the same ones the api reads.
//
// Without JavaScript the filter panel, the sort and the list's search are plain GET forms with these same names, so
// the browser writes the address itself: ticked boxes come as one parameter each (type=sail&type=motor) and the search
// box's words as `?q=` (a form cannot put them in the path). Both are read here like the links this page writes
// (type=sail,motor and the keywords path); with a script, a `?q=` address is then replaced by the path one.
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import {
  CATALOGUE_LIMITS,
  CATALOGUE_LIST_KEYS,
  catalogueQueryToParams,
  catalogueText,
  parseCatalogueQuery,
  type CatalogueKind,
  type CatalogueQuery,
  type SortKey,
} from '@yachts/contracts/catalogue';
import { KINDS } from '../common/kinds';

/** The sort the api applies when none is asked for. */
export function defaultSort(query: CatalogueQuery): SortKey {
  return query.q ? 'relevance' : 'newest';
}

/** The address of a list: keywords in the path, the rest as query parameters (commas left readable). */
export function listHref(kind: CatalogueKind, query: CatalogueQuery): string {
  const { q, ...rest } = query;
  const base = q ? paths.search(KINDS[kind].listPath, q) : KINDS[kind].listPath;
  const search = catalogueQueryToParams(rest).toString().replace(/%2C/gi, ',');
  return search ? `${base}?${search}` : base;
}

/** The filters that are lists: a link writes each as one comma list, a form sends a parameter per ticked box. */
const LIST_PARAMS = CATALOGUE_LIST_KEYS;

/**
 * The parameters with a list given as repeated names (what a GET form sends for ticked boxes) joined into the comma
 * list a link carries; blank ones are left out, as parseCatalogueQuery leaves out blank values. Everything else is
 * kept as it is.
 */
export function joinRepeatedLists(params: URLSearchParams): URLSearchParams {
  const joined = new URLSearchParams(params);
  for (const name of LIST_PARAMS) {
    const values = params.getAll(name);
    if (values.length > 1) joined.set(name, values.filter((value) => value.trim() !== '').join(','));
  }
  return joined;
}

/**
 * What a page of one catalogue asks for: the address read leniently, keywords from the path (or `?q=`, what the list's
 * search form sends without a script). Only what the api accepts comes out (parseCatalogueQuery), so a hand-edited
 * link or a form's blank fields show a list, never the api's 400.
 */
export function queryFromAddress(kind: CatalogueKind, keywords: string | undefined, params: URLSearchParams): CatalogueQuery {
  const query = parseCatalogueQuery(joinRepeatedLists(params));
  const fromPath = catalogueText(keywords, CATALOGUE_LIMITS.keywordsMaxLength);
  if (fromPath) query.q = fromPath;
  // Condition describes used yachts only; "best match" needs words to match.
  if (kind === 'new') delete query.condition;
  if (!query.q && query.sort === 'relevance') delete query.sort;
  return query;
}

/** What the filter panel's counts are asked under: the filters and words, without the sort and page. */
export function facetQuery(query: CatalogueQuery): CatalogueQuery {
  const next = withoutPage(query);
  delete next.sort;
  delete next.pageSize;
  return next;
}

export function withoutPage(query: CatalogueQuery): CatalogueQuery {
  const next = { ...query };
  delete next.page;
  return next;
}

/** How many filters (not keywords, sort or page) are set, one dealer's yachts among them: the count on the phone's Filters button. */
export function activeFilterCount(query: CatalogueQuery): number {
  let count = 0;
  for (const key of LIST_PARAMS) count += query[key]?.length ?? 0;
  if (query.lengthMin !== undefined || query.lengthMax !== undefined) count += 1;
  if (query.priceMin !== undefined || query.priceMax !== undefined) count += 1;
  if (query.yearMin !== undefined || query.yearMax !== undefined) count += 1;
  if (query.cabins !== undefined) count += 1;
  if (query.location) count += 1;
  if (query.dealer) count += 1;
  return count;
}

export interface CatalogueAddress {
  query: CatalogueQuery;
  /** A stable text of the query: what the list loads by. */
  key: string;
  /** The list for another query (a new history entry, so Back returns to this one, unless `replace`). */
  go: (next: CatalogueQuery, options?: { replace?: boolean }) => void;
  /** A filter, sort or search changed: the same list from its first page. */
  change: (patch: Partial<CatalogueQuery>) => void;
  /** The address `change` goes to: a link that works before (or without) the script. */
  hrefWith: (patch: Partial<CatalogueQuery>) => string;
  hrefFor: (page: number) => string;
}

/**
 * The query with a change applied, as a list is addressed: back on the first page, without empty filters, and
 * without a sort that is already the default.
 */
export function patchedQuery(query: CatalogueQuery, patch: Partial<CatalogueQuery>): CatalogueQuery {
  const next: CatalogueQuery = withoutPage({ ...query, ...patch });
  for (const name of Object.keys(next) as (keyof CatalogueQuery)[]) {
    const value = next[name];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete next[name];
  }
  if (next.sort && next.sort === defaultSort(next)) delete next.sort;
  if (!next.q && next.sort === 'relevance') delete next.sort;
  return next;
}

export function useCatalogueAddress(kind: CatalogueKind): CatalogueAddress {
  const { keywords } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString();
  const query = useMemo(() => queryFromAddress(kind, keywords, new URLSearchParams(search)), [kind, keywords, search]);
  const key = `${kind}:${listHref(kind, query)}`;

  // ?q= in a hand-made link: the same list at the address the header search would have opened.
  useEffect(() => {
    if (!keywords && query.q) void navigate(listHref(kind, query), { replace: true });
  }, [keywords, query, kind, navigate]);

  const go = useCallback(
    (next: CatalogueQuery, options?: { replace?: boolean }) => void navigate(listHref(kind, next), options),
    [kind, navigate],
  );
  const change = useCallback((patch: Partial<CatalogueQuery>) => go(patchedQuery(query, patch)), [query, go]);
  const hrefWith = useCallback((patch: Partial<CatalogueQuery>) => listHref(kind, patchedQuery(query, patch)), [kind, query]);
  const hrefFor = useCallback((page: number) => listHref(kind, { ...query, page }), [kind, query]);
  return { query, key, go, change, hrefWith, hrefFor };
}
