// A catalogue list (/new-yachts-for-sale/, /used-yachts-for-sale/) and its search results ({list}/{keywords}/):
// filters beside the list on a desktop and in a sheet on a phone, sort, result count (with "Save search" beside it),
// paging, active filters as chips, and the states of a list (skeletons while loading, empty with a way out, an error
// with a retry). All of it is read from and written to the address. A list of one dealer's yachts (`dealer=`, decision
// 028) says whose they are in its heading and a chip, and leads to the dealer's page; the others lead to the directory.
//
// Without JavaScript the page is still usable: the filters and the sort are one GET form (the sort select belongs to
// the sidebar's form by its form attribute), the search box is another, and paging and the cards are plain links.
// catalogue.css shows the sidebar on a phone then, since the sheet cannot open.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { CATALOGUE_LIMITS, catalogueQueryToParams, type CatalogueKind } from '@yachts/contracts/catalogue';
import { BuildStamp, SkeletonCards } from 'shared/ui';
import { countOf } from '../common/format';
import { KINDS } from '../common/kinds';
import { CompareTray } from '../compare/compare-toggle';
import { ActiveFilters, clearedQuery } from './active-filters';
import { activeFilterCount, listHref, useCatalogueAddress, withoutPage } from './catalogue-address';
import { FilterPanel } from './filter-panel';
import { FilterSheet } from './filter-sheet';
import { ListIntro } from './list-intro';
import { ListResults, RatesNote } from './list-results';
import { ListSearch } from './list-search';
import { ListStates } from './list-states';
import { ListToolbar } from './list-toolbar';
import { useListData } from './use-list-data';

export { relaxedLabel } from './list-states';
export { resultCount } from './list-toolbar';

/** After moving to another page of results, reading (and looking) starts at the top of the new ones: the count. */
function useTopOfNewPage(ready: boolean, page: number) {
  const countRef = useRef<HTMLParagraphElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (!ready || shownPage.current === page) return;
    shownPage.current = page;
    countRef.current?.focus({ preventScroll: true });
    countRef.current?.scrollIntoView?.({ block: 'start' });
  }, [ready, page]);
  return countRef;
}

type Address = ReturnType<typeof useCatalogueAddress>;

/** The list's search box; without a script it sends its words as `?q=` and the other filters as hidden fields. */
function CatalogueSearch({ kind, query, change }: { kind: CatalogueKind; query: Address['query']; change: Address['change'] }) {
  const info = KINDS[kind];
  return (
    <ListSearch
      label={`Search ${info.plural.toLowerCase()}`}
      keywords={query.q}
      onSearch={(q) => change({ q })}
      action={info.listPath}
      // Sent along as hidden fields by the form without a script (which sends its words as `?q=`).
      kept={catalogueQueryToParams({ ...withoutPage(query), q: undefined })}
    />
  );
}

type SheetProps = Omit<Parameters<typeof FilterSheet>[0], 'titleId' | 'showLabel'>;

/** The filters in a sheet on a phone; its button names how many yachts the filters find. */
function ListFilterSheet({
  kind,
  data,
  ...props
}: SheetProps & { kind: CatalogueKind; data: { total: number; totalCapped?: boolean } | null }) {
  const titleId = useId();
  const { noun } = KINDS[kind];
  return (
    <FilterSheet {...props} titleId={titleId} showLabel={data ? `Show ${countOf(data.total, noun, data.totalCapped)}` : 'Show yachts'} />
  );
}

/** The filters beside the list on a desktop (and on a phone without a script, when the sheet cannot open). */
function FiltersSidebar({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <aside className="catalogue-sidebar" aria-labelledby={titleId}>
      <h2 id={titleId} className="catalogue-sidebar-title">
        Filters
      </h2>
      {children}
    </aside>
  );
}

export const CatalogueListPage = observer(function CatalogueListPage({ kind }: { kind: CatalogueKind }) {
  const info = KINDS[kind];
  const address = useCatalogueAddress(kind);
  const { query, go, change, hrefWith, hrefFor } = address;
  const list = useListData(kind, address);
  const { state, filters, reloadFilters, priced, dealer } = list;
  const [sheetOpen, setSheetOpen] = useState(false);
  const sortId = useId();
  const filtersButton = useRef<HTMLButtonElement>(null);
  const page = query.page ?? 1;
  const data = state.status === 'ready' ? state.data : null;
  const countRef = useTopOfNewPage(state.status === 'ready', page);

  const filterCount = activeFilterCount(query);
  // The filter form goes to this list (its keywords in the path) from the first page; its fields and the sort make
  // the query.
  const formId = `${sortId}-form`;
  const panelProps = { kind, query, filters, onChange: change, onRetryFilters: reloadFilters, currency: priced };
  const panel = (id?: string) => <FilterPanel {...panelProps} action={listHref(kind, { q: query.q })} formId={id} />;
  const pageCount = data ? Math.min(CATALOGUE_LIMITS.maxPage, Math.max(1, Math.ceil(data.total / data.pageSize))) : 1;

  return (
    <div className="container catalogue-page">
      <ListIntro kind={kind} query={query} dealer={dealer} />
      <CatalogueSearch kind={kind} query={query} change={change} />
      <div className="catalogue-layout">
        <FiltersSidebar titleId={`${sortId}-filters`}>{panel(formId)}</FiltersSidebar>
        <section className="catalogue-results" aria-labelledby={`${sortId}-count`}>
          <ListToolbar
            kind={kind}
            query={query}
            data={data}
            loading={state.status === 'loading'}
            sortId={sortId}
            formId={formId}
            countRef={countRef}
            filtersButton={filtersButton}
            dealerName={dealer?.name}
            filterCount={filterCount}
            onOpenFilters={() => setSheetOpen(true)}
            change={change}
          />
          <ActiveFilters query={query} dealerName={dealer?.name} hrefOf={hrefWith} clearHref={listHref(kind, clearedQuery(query))} />
          {data ? <RatesNote data={data} /> : null}
          {state.status === 'loading' ? <SkeletonCards count={6} label={`Loading ${info.plural.toLowerCase()}`} /> : null}
          <ListStates kind={kind} address={address} list={list} pageCount={pageCount} />
          {data ? <ListResults kind={kind} data={data} page={page} pageCount={pageCount} hrefFor={hrefFor} /> : null}
        </section>
      </div>
      {sheetOpen ? (
        <ListFilterSheet
          kind={kind}
          data={data}
          panel={panel()}
          onClose={() => setSheetOpen(false)}
          returnFocus={() => filtersButton.current}
          onClearAll={() => go(clearedQuery(query))}
          clearDisabled={filterCount === 0 && !query.q}
        />
      ) : null}
      <CompareTray />
      <BuildStamp area="catalogue" version={__BUILD_VERSION__} />
    </div>
  );
});
