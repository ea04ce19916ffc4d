// What a catalogue list shows, loaded for its address (catalogue-list-page.tsx): the page of yachts and the filters'
// values and counts, both in the currency the prices are asked in.
import { useState } from 'react';
import {
  catalogueQueryToParams,
  type CatalogueFilters,
  type CatalogueKind,
  type DisplayCurrency,
  type YachtListPage,
} from '@yachts/contracts/catalogue';
import { sessionStore } from 'shared/session';
import { useAsync, type AsyncState } from 'shared/ui';
import { getCatalogueFilters } from '../api/get-catalogue-filters';
import { listYachts } from '../api/list-yachts';
import { facetQuery, type CatalogueAddress } from './catalogue-address';
import { useCarriedPriceBounds } from './use-carried-price-bounds';

export interface ListData {
  state: AsyncState<YachtListPage>;
  reload: () => void;
  filters: AsyncState<CatalogueFilters>;
  reloadFilters: () => void;
  /** The currency of the prices and of the price bounds. */
  priced: DisplayCurrency;
  /** Whose yachts these are, when the list is one dealer's. */
  dealer: YachtListPage['dealer'] | null;
}

/** The last value a load answered with, kept while the next one loads (adjusted while rendering). */
function useLastReady<T>(value: T | null | undefined): T | null {
  const [last, setLast] = useState<T | null>(value ?? null);
  if (value && value !== last) setLast(value);
  return value ?? last;
}

export function useListData(kind: CatalogueKind, { query, key, go }: Pick<CatalogueAddress, 'query' | 'key' | 'go'>): ListData {
  // Prices come in the visitor's currency; price bounds are in the currency the address names (euros without one),
  // which is the visitor's once the hook below has carried a link's bounds over. Read in an observer component.
  const { currency } = sessionStore;
  const bounded = query.priceMin !== undefined || query.priceMax !== undefined;
  const priced: DisplayCurrency = bounded ? (query.currency ?? 'EUR') : currency;
  const [state, reload] = useAsync((signal) => listYachts(kind, { ...query, currency: priced }, signal), `${key}|${priced}`);
  // The panel's counts follow the filters: asked again when they change (not for a new sort or page).
  const facets = { ...facetQuery(query), currency: priced };
  const facetKey = `filters:${kind}?${catalogueQueryToParams(facets).toString()}`;
  const [asked, reloadFilters] = useAsync((signal) => getCatalogueFilters(kind, facets, signal), facetKey);
  // While new counts load, the panel keeps the last ones instead of going blank.
  const lastFilters = useLastReady(asked.status === 'ready' ? asked.data : null);
  const filters: AsyncState<CatalogueFilters> = asked.status === 'loading' && lastFilters ? { status: 'ready', data: lastFilters } : asked;
  // Whose yachts these are, from the list's answer; kept while the next page of the same dealer's loads.
  const lastDealer = useLastReady(state.status === 'ready' ? state.data.dealer : null);
  const dealer = query.dealer && lastDealer?.slug === query.dealer ? lastDealer : null;
  useCarriedPriceBounds({ query, go, bounded, priced, currency });
  return { state, reload, filters, reloadFilters, priced, dealer };
}
