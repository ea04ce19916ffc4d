// The bar above a catalogue list (catalogue-list-page.tsx): the result count (read out as it changes, and focused
// after paging), "Save search", the button that opens the filters' sheet on a phone, and the sort. Without a script
// the sort belongs to the sidebar's form by its form attribute, with an "Apply" button.
import type { RefObject } from 'react';
import { SORT_LABELS, SORTS, type CatalogueKind, type CatalogueQuery, type SortKey, type YachtListPage } from '@yachts/contracts/catalogue';
import { countOf } from '../common/format';
import { KINDS } from '../common/kinds';
import { defaultSort, type CatalogueAddress } from './catalogue-address';
import { NoScriptSubmit } from './no-script-submit';
import { SaveSearchButton } from './save-search-button';

/** "24 used yachts", "3 results for “lagoon”"; "10,000+ …" when the total stopped at the cap (decision 024). */
export function resultCount(total: number, noun: string, keywords: string | undefined, capped = false): string {
  return keywords ? `${countOf(total, 'result', capped)} for “${keywords}”` : countOf(total, noun, capped);
}

export function ListToolbar({
  kind,
  query,
  data,
  loading,
  sortId,
  formId,
  countRef,
  filtersButton,
  dealerName,
  filterCount,
  onOpenFilters,
  change,
}: {
  kind: CatalogueKind;
  query: CatalogueQuery;
  data: YachtListPage | null;
  loading: boolean;
  /** The sort select's id; the count is `${sortId}-count`. */
  sortId: string;
  formId: string;
  countRef: RefObject<HTMLParagraphElement | null>;
  filtersButton: RefObject<HTMLButtonElement | null>;
  dealerName: string | undefined;
  filterCount: number;
  onOpenFilters: () => void;
  change: CatalogueAddress['change'];
}) {
  const info = KINDS[kind];
  const sort: SortKey = query.sort ?? defaultSort(query);
  const sorts = SORTS.filter((key) => key !== 'relevance' || query.q);
  return (
    <div className="spread-row catalogue-toolbar">
      <div className="catalogue-toolbar-lead">
        <p id={`${sortId}-count`} ref={countRef} tabIndex={-1} className="result-count" role="status" aria-live="polite">
          {data ? resultCount(data.total, info.noun, query.q, data.totalCapped) : loading ? 'Loading yachts…' : info.plural}
        </p>
        <SaveSearchButton kind={kind} query={query} dealerName={dealerName} />
      </div>
      <div className="catalogue-toolbar-actions">
        <button
          ref={filtersButton}
          type="button"
          className="btn btn-secondary filters-button needs-script"
          aria-haspopup="dialog"
          aria-label={filterCount > 0 ? `Filters, ${filterCount} active` : 'Filters'}
          onClick={onOpenFilters}
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
  );
}
