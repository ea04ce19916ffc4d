// The list's state lives in its address (so it can be shared and bookmarked, and back and forward work). Keywords go in
// the path as the header search writes them ({category url}/{encoded keywords}/, product rules §2) and to the api as
// `q`; everything else uses the query names of the contract, the same ones the api reads.
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import {
  CATALOGUE_LIMITS,
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

/**
 * What a page of one catalogue asks for: the address read leniently, keywords from the path. Only what the api
 * accepts comes out (parseCatalogueQuery), so a hand-edited link shows a list, never the api's 400.
 */
export function queryFromAddress(kind: CatalogueKind, keywords: string | undefined, params: URLSearchParams): CatalogueQuery {
  const query = parseCatalogueQuery(params);
  const fromPath = catalogueText(keywords, CATALOGUE_LIMITS.keywordsMaxLength);
  if (fromPath) query.q = fromPath;
  // Condition describes used yachts only; "best match" needs words to match.
  if (kind === 'new') delete query.condition;
  if (!query.q && query.sort === 'relevance') delete query.sort;
  return query;
}

export function withoutPage(query: CatalogueQuery): CatalogueQuery {
  const next = { ...query };
  delete next.page;
  return next;
}

/** How many filters (not keywords, sort or page) are set: the count on the phone's Filters button. */
export function activeFilterCount(query: CatalogueQuery): number {
  let count = 0;
  for (const key of ['type', 'builder', 'fuel', 'hull', 'condition'] as const) count += query[key]?.length ?? 0;
  if (query.lengthMin !== undefined || query.lengthMax !== undefined) count += 1;
  if (query.priceMin !== undefined || query.priceMax !== undefined) count += 1;
  if (query.yearMin !== undefined || query.yearMax !== undefined) count += 1;
  if (query.cabins !== undefined) count += 1;
  if (query.location) count += 1;
  return count;
}

export interface CatalogueAddress {
  query: CatalogueQuery;
  /** A stable text of the query: what the list loads by. */
  key: string;
  /** The list for another query (a new history entry, so Back returns to this one). */
  go: (next: CatalogueQuery) => void;
  /** A filter, sort or search changed: the same list from its first page. */
  change: (patch: Partial<CatalogueQuery>) => void;
  hrefFor: (page: number) => string;
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
    if (!keywords && query.q) navigate(listHref(kind, query), { replace: true });
  }, [keywords, query, kind, navigate]);

  const go = useCallback((next: CatalogueQuery) => navigate(listHref(kind, next)), [kind, navigate]);
  const change = useCallback(
    (patch: Partial<CatalogueQuery>) => {
      const next: CatalogueQuery = withoutPage({ ...query, ...patch });
      for (const name of Object.keys(next) as (keyof CatalogueQuery)[]) {
        const value = next[name];
        if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete next[name];
      }
      if (next.sort && next.sort === defaultSort(next)) delete next.sort;
      if (!next.q && next.sort === 'relevance') delete next.sort;
      go(next);
    },
    [query, go],
  );
  const hrefFor = useCallback((page: number) => listHref(kind, { ...query, page }), [kind, query]);
  return { query, key, go, change, hrefFor };
}
