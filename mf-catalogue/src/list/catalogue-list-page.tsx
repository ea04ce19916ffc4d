// A catalogue list (/new-yachts-for-sale/, /used-yachts-for-sale/) and its search results ({list}/{keywords}/):
// filters beside the list on a desktop and in a sheet on a phone, sort, result count (with "Save search" beside it),
// paging, active filters as chips, and the states of a list (skeletons while loading, empty with a way out, an error
// with a retry). All of it is read from and written to the address. A list of one dealer's yachts (`dealer=`, decision
// 028) says whose they are in its heading and a chip, and leads to the dealer's page; the others lead to the directory.
//
// Without JavaScript the page is still usable: the filters and the sort are one GET form (the sort select belongs to
// the sidebar's form by its form attribute), the search box is another, and paging and the cards are plain links.
// catalogue.css shows the sidebar on a phone then, since the sheet cannot open.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import {
  CATALOGUE_LIMITS,
  DISPLAY_CURRENCY_NAMES,
  SORT_LABELS,
  SORTS,
  catalogueQueryToParams,
  type CatalogueFilters,
  type CatalogueKind,
  type DisplayCurrency,
  type SortKey,
  type YachtListPage,
} from '@yachts/contracts/catalogue';
import { observer } from 'mobx-react-lite';
import { isNotFound } from 'shared/api';
import { sessionStore } from 'shared/session';
import {
  BuildStamp,
  EmptyState,
  ErrorState,
  formatDate,
  LengthUnitToggle,
  PageIntro,
  SkeletonCards,
  useAsync,
  usePageMeta,
  usePageTitle,
  type AsyncState,
} from 'shared/ui';
import { listYachts } from '../api/list-yachts';
import { getCatalogueFilters } from '../api/get-catalogue-filters';
import { getExchangeRates } from '../api/get-exchange-rates';
import { YachtCard } from '../cards/yacht-card';
import { PageDialog } from 'shared/modals';
import { countOf, formatNumber } from '../common/format';
import { KINDS, otherKind } from '../common/kinds';
import { ActiveFilters, clearedQuery } from './active-filters';
import { activeFilterCount, defaultSort, facetQuery, listHref, useCatalogueAddress, withoutPage } from './catalogue-address';
import { FilterPanel } from './filter-panel';
import { CompareTray } from '../compare/compare-toggle';
import { ListSearch } from './list-search';
import { NoScriptSubmit } from './no-script-submit';
import { Pagination } from './pagination';
import { SaveSearchButton } from './save-search-button';

const LEADS: Record<CatalogueKind, string> = {
  new: 'Current models from the builders, with base prices from the yard.',
  idle: 'Pre-owned yachts from owners and brokers, with their condition, hours and price history.',
};

/** What leaving out a filter widens, by the first query name it drops ("Any price (12 used yachts)"). */
const RELAXED_LABELS: Record<string, string> = {
  type: 'type',
  builder: 'builder',
  model: 'model',
  fuel: 'fuel',
  hull: 'hull material',
  condition: 'condition',
  country: 'country',
  port: 'port',
  location: 'location',
  lengthMin: 'length',
  lengthMax: 'length',
  priceMin: 'price',
  priceMax: 'price',
  yearMin: 'year',
  yearMax: 'year',
  cabins: 'number of cabins',
};

export function relaxedLabel(drop: string[]): string {
  return RELAXED_LABELS[drop[0] ?? ''] ?? drop.join(', ');
}

/** "24 used yachts", "3 results for “lagoon”"; "10,000+ …" when the total stopped at the cap (decision 024). */
export function resultCount(total: number, noun: string, keywords: string | undefined, capped = false): string {
  return keywords ? `${countOf(total, 'result', capped)} for “${keywords}”` : countOf(total, noun, capped);
}

export const CatalogueListPage = observer(function CatalogueListPage({ kind }: { kind: CatalogueKind }) {
  const info = KINDS[kind];
  const { query, key, go, change, hrefWith, hrefFor } = useCatalogueAddress(kind);
  // Prices come in the visitor's currency; price bounds are in the currency the address names (euros without one),
  // which is the visitor's once the effect below has carried a link's bounds over.
  const { currency } = sessionStore;
  const bounded = query.priceMin !== undefined || query.priceMax !== undefined;
  const priced: DisplayCurrency = bounded ? (query.currency ?? 'EUR') : currency;
  const [state, reload] = useAsync((signal) => listYachts(kind, { ...query, currency: priced }, signal), `${key}|${priced}`);
  // The panel's counts follow the filters: asked again when they change (not for a new sort or page).
  const facets = { ...facetQuery(query), currency: priced };
  const facetKey = `filters:${kind}?${catalogueQueryToParams(facets).toString()}`;
  const [asked, reloadFilters] = useAsync((signal) => getCatalogueFilters(kind, facets, signal), facetKey);
  // While new counts load, the panel keeps the last ones instead of going blank.
  const lastFilters = useRef<CatalogueFilters | null>(null);
  if (asked.status === 'ready') lastFilters.current = asked.data;
  const filters: AsyncState<CatalogueFilters> =
    asked.status === 'loading' && lastFilters.current ? { status: 'ready', data: lastFilters.current } : asked;
  const [sheetOpen, setSheetOpen] = useState(false);
  const sortId = useId();
  const sheetTitleId = useId();
  const countRef = useRef<HTMLParagraphElement>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const page = query.page ?? 1;
  const data = state.status === 'ready' ? state.data : null;
  // Whose yachts these are, from the list's answer; kept while the next page of the same dealer's loads.
  const lastDealer = useRef<YachtListPage['dealer'] | null>(null);
  if (data?.dealer) lastDealer.current = data.dealer;
  const dealer = query.dealer && lastDealer.current?.slug === query.dealer ? lastDealer.current : null;
  const dealerMissing = Boolean(query.dealer) && state.status === 'error' && isNotFound(state.error);

  usePageTitle(
    query.q ? `“${query.q}” in ${info.plural.toLowerCase()}` : dealer ? `${info.plural} for sale from ${dealer.name}` : info.title,
  );
  const { pathname, search } = useLocation();
  usePageMeta({
    description: dealer ? `${info.plural} for sale from ${dealer.name}. ${LEADS[kind]}` : LEADS[kind],
    canonicalPath: `${pathname}${search}`,
  });

  // Bounds in another currency than the visitor's (a shared link, or the switch just moved): carried over at the
  // rates in force, rounded outwards to the whole unit, so the list stays the same yachts in the visitor's money.
  useEffect(() => {
    if (!bounded || priced === currency) return;
    const controller = new AbortController();
    getExchangeRates(controller.signal).then(
      ({ perEuro }) => {
        const from = perEuro[priced];
        const to = perEuro[currency];
        if (!from || !to || controller.signal.aborted) return;
        const carried = (value: number | undefined, round: (n: number) => number) =>
          value === undefined ? undefined : round((value / from) * to);
        go(
          {
            ...query,
            priceMin: carried(query.priceMin, Math.floor),
            priceMax: carried(query.priceMax, Math.ceil),
            currency: currency === 'EUR' ? undefined : currency,
          },
          { replace: true },
        );
      },
      () => {},
    );
    return () => controller.abort();
  }, [bounded, priced, currency, query, go]);

  // After moving to another page of results, start reading (and looking) at the top of the new ones.
  const shownPage = useRef(page);
  useEffect(() => {
    if (state.status !== 'ready' || shownPage.current === page) return;
    shownPage.current = page;
    countRef.current?.focus({ preventScroll: true });
    countRef.current?.scrollIntoView?.({ block: 'start' });
  }, [state.status, page]);

  const sort: SortKey = query.sort ?? defaultSort(query);
  const sorts = SORTS.filter((key) => key !== 'relevance' || query.q);
  const filterCount = activeFilterCount(query);
  const clearAll = () => go(clearedQuery(query));
  // The filter form goes to this list (its keywords in the path) from the first page; its fields and the sort make
  // the query.
  const formId = `${sortId}-form`;
  const panel = (id?: string) => (
    <FilterPanel
      kind={kind}
      query={query}
      filters={filters}
      onChange={change}
      onRetryFilters={reloadFilters}
      action={listHref(kind, { q: query.q })}
      formId={id}
      currency={priced}
    />
  );
  const pageCount = data ? Math.min(CATALOGUE_LIMITS.maxPage, Math.max(1, Math.ceil(data.total / data.pageSize))) : 1;

  return (
    <div className="container catalogue-page">
      <PageIntro
        title={dealer ? `${info.plural} for sale from ${dealer.name}` : info.title}
        lead={
          dealer ? (
            <>
              Every {info.noun} {dealer.name} has listed with us. <Link to={dealer.url}>See {dealer.name}’s page</Link> for who they are and
              how to reach them.
            </>
          ) : (
            <>
              {LEADS[kind]} Buying from a professional? Meet our <Link to={paths.dealers()}>dealers and brokers</Link>.
            </>
          )
        }
        aside={
          // One m/ft switch on screen: the header's on wide screens, this one where the header folds it into its menu.
          <div className="page-unit-toggle">
            <LengthUnitToggle />
          </div>
        }
      />
      <ListSearch
        label={`Search ${info.plural.toLowerCase()}`}
        keywords={query.q}
        onSearch={(q) => change({ q })}
        action={info.listPath}
        // Sent along as hidden fields by the form without a script (which sends its words as `?q=`).
        kept={catalogueQueryToParams({ ...withoutPage(query), q: undefined })}
      />
      <div className="catalogue-layout">
        <aside className="catalogue-sidebar" aria-labelledby={`${sortId}-filters`}>
          <h2 id={`${sortId}-filters`} className="catalogue-sidebar-title">
            Filters
          </h2>
          {panel(formId)}
        </aside>
        <section className="catalogue-results" aria-labelledby={`${sortId}-count`}>
          <div className="catalogue-toolbar">
            <div className="catalogue-toolbar-lead">
              <p id={`${sortId}-count`} ref={countRef} tabIndex={-1} className="result-count" role="status" aria-live="polite">
                {data
                  ? resultCount(data.total, info.noun, query.q, data.totalCapped)
                  : state.status === 'loading'
                    ? 'Loading yachts…'
                    : info.plural}
              </p>
              <SaveSearchButton kind={kind} query={query} dealerName={dealer?.name} />
            </div>
            <div className="catalogue-toolbar-actions">
              <button
                ref={filtersButton}
                type="button"
                className="btn btn-secondary filters-button needs-script"
                aria-haspopup="dialog"
                aria-label={filterCount > 0 ? `Filters, ${filterCount} active` : 'Filters'}
                onClick={() => setSheetOpen(true)}
              >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path d="M3 5h18v2H3zm4 6h10v2H7zm3 6h4v2h-4z" fill="currentColor" />
                </svg>
                Filters
                {filterCount > 0 ? <span className="filters-button-count">{filterCount}</span> : null}
              </button>
              <label className="sort-label" htmlFor={sortId}>
                Sort by
              </label>
              <select
                id={sortId}
                className="sort-select"
                name="sort"
                form={formId}
                value={sort}
                onChange={(event) => change({ sort: event.target.value as SortKey })}
              >
                {sorts.map((key) => (
                  <option key={key} value={key}>
                    {SORT_LABELS[key]}
                  </option>
                ))}
              </select>
              <NoScriptSubmit form={formId} className="btn-secondary sort-submit">
                Apply<span className="visually-hidden"> sort</span>
              </NoScriptSubmit>
            </div>
          </div>
          <ActiveFilters query={query} dealerName={dealer?.name} hrefOf={hrefWith} clearHref={listHref(kind, clearedQuery(query))} />
          {data?.conversion && data.items.some((yacht) => yacht.shownPrice) ? (
            <p className="rates-note">
              Prices in {DISPLAY_CURRENCY_NAMES[data.conversion.currency]} at the exchange rates of {formatDate(data.conversion.ratesDate)},
              with each asking price beside.
            </p>
          ) : null}
          {state.status === 'loading' ? <SkeletonCards count={6} label={`Loading ${info.plural.toLowerCase()}`} /> : null}
          {dealerMissing ? (
            <EmptyState title="This dealer does not exist">
              <p>The link may be out of date, or the business no longer sells with us.</p>
              <div className="state-actions">
                <Link className="btn btn-primary" to={hrefWith({ dealer: undefined })}>
                  Show all {info.plural.toLowerCase()}
                </Link>
                <Link className="btn btn-secondary" to={paths.dealers()}>
                  See all dealers and brokers
                </Link>
              </div>
            </EmptyState>
          ) : state.status === 'error' ? (
            <ErrorState title="We couldn’t load the yachts" message={state.error.message} onRetry={reload} />
          ) : null}
          {data && data.items.length === 0 && data.total > 0 ? (
            <EmptyState title={`There is no page ${formatNumber(page)}`}>
              <p>This list has {countOf(pageCount, 'page')}.</p>
              <Link className="btn btn-primary" to={hrefFor(1)}>
                Go to the first page
              </Link>
            </EmptyState>
          ) : null}
          {data && data.total === 0 ? (
            <EmptyState
              title={
                query.q
                  ? `No ${info.plural.toLowerCase()} match “${query.q}”`
                  : dealer && filterCount === 1
                    ? `${dealer.name} has no ${info.plural.toLowerCase()} listed right now`
                    : `No ${info.plural.toLowerCase()} match these filters`
              }
            >
              {data.alternatives?.correction ? (
                <p className="catalogue-correction">
                  Did you mean{' '}
                  <Link to={listHref(kind, { ...withoutPage(query), q: data.alternatives.correction })}>
                    “{data.alternatives.correction}”
                  </Link>
                  ?
                </p>
              ) : null}
              <p>
                {filterCount > 0
                  ? 'Try removing a filter or two to see more yachts.'
                  : query.q
                    ? 'Check the spelling, or try a builder, a model or a port.'
                    : 'There are no yachts listed here yet.'}
              </p>
              {data.alternatives?.relaxations.length ? (
                <ul className="catalogue-relaxations" aria-label="Ways to find yachts">
                  {data.alternatives.relaxations.map((relaxation) => (
                    <li key={relaxation.drop.join(',')}>
                      <Link to={hrefWith(Object.fromEntries(relaxation.drop.map((name) => [name, undefined])))}>
                        Any {relaxedLabel(relaxation.drop)} ({countOf(relaxation.total, info.noun, relaxation.totalCapped)})
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="state-actions">
                {filterCount > 0 || query.q ? (
                  <Link className="btn btn-primary" to={listHref(kind, clearedQuery(query))}>
                    {filterCount > 0 ? 'Clear all filters' : `Show all ${info.plural.toLowerCase()}`}
                  </Link>
                ) : null}
                {query.q ? (
                  <Link className="btn btn-secondary" to={listHref(otherKind(kind), { q: query.q })}>
                    Search {KINDS[otherKind(kind)].plural.toLowerCase()} for “{query.q}”
                  </Link>
                ) : (
                  <Link className="btn btn-secondary" to={KINDS[otherKind(kind)].listPath}>
                    Browse {KINDS[otherKind(kind)].plural.toLowerCase()}
                  </Link>
                )}
              </div>
            </EmptyState>
          ) : null}
          {data && data.items.length > 0 ? (
            <>
              <ul className="card-grid catalogue-grid" aria-label={info.plural}>
                {data.items.map((yacht, index) => (
                  <YachtCard key={`${yacht.kind}:${yacht.id}`} yacht={yacht} eager={index < 3} lead={index === 0} />
                ))}
              </ul>
              <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
              {data.totalCapped && page === pageCount ? (
                <p className="catalogue-window-end">
                  Lists show their first {formatNumber(data.total)} yachts. Add a filter or search words to see the others.
                </p>
              ) : null}
            </>
          ) : null}
        </section>
      </div>
      {sheetOpen ? (
        <PageDialog
          className="filter-sheet"
          labelledBy={sheetTitleId}
          onClose={() => setSheetOpen(false)}
          returnFocus={() => filtersButton.current}
          testId="filter-sheet"
        >
          <div className="filter-sheet-head">
            <h2 id={sheetTitleId}>Filters</h2>
            <button type="button" className="filter-sheet-close" aria-label="Close filters" onClick={() => setSheetOpen(false)}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" fill="currentColor" />
              </svg>
            </button>
          </div>
          <div className="filter-sheet-body">{panel()}</div>
          <div className="filter-sheet-foot">
            <button type="button" className="btn btn-secondary" onClick={clearAll} disabled={filterCount === 0 && !query.q}>
              Clear all
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setSheetOpen(false)}>
              {data ? `Show ${countOf(data.total, info.noun, data.totalCapped)}` : 'Show yachts'}
            </button>
          </div>
        </PageDialog>
      ) : null}
      <CompareTray />
      <BuildStamp area="catalogue" version={__BUILD_VERSION__} />
    </div>
  );
});
