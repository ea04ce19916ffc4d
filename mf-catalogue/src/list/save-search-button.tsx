// "Save search" beside a list's result count (decision 027): a member keeps the list's filters, keywords and sort
// under a name and hears of new matches by e-mail; a visitor gets the login-required modal. The modal is
// shared/catalogue's, loaded when first opened; the name it starts with is the list's filters in words.
import { SAVED_SEARCH_LIMITS } from '@yachts/contracts/alerts';
import { catalogueQueryToParams, type CatalogueKind, type CatalogueQuery } from '@yachts/contracts/catalogue';
import { openSaveSearch, SAVE_SEARCH_AFTER_LOGIN } from 'shared/catalogue';
import { useAfterLogin } from 'shared/modals';
import { sessionStore, type LengthUnit } from 'shared/session';
import { KINDS } from '../common/kinds';
import { chipsFor } from './active-filters';

/** The address parameters a saved search keeps: filters, keywords and sort, without the page or its size. */
export function savedSearchQuery(query: CatalogueQuery): string {
  const kept: CatalogueQuery = { ...query };
  delete kept.page;
  delete kept.pageSize;
  return catalogueQueryToParams(kept).toString();
}

/** "Used yachts: Sailing yacht · Beneteau · “oceanis”", cut to the longest name the api keeps. */
export function savedSearchName(kind: CatalogueKind, query: CatalogueQuery, unit: LengthUnit = 'm', dealerName?: string): string {
  const labels = chipsFor(query, unit, dealerName).map((chip) => chip.label);
  const name = labels.length > 0 ? `${KINDS[kind].plural}: ${labels.join(' · ')}` : `All ${KINDS[kind].plural.toLowerCase()}`;
  const max = SAVED_SEARCH_LIMITS.nameMax;
  return name.length <= max ? name : `${name.slice(0, max - 1).trimEnd()}…`;
}

export function SaveSearchButton({
  kind,
  query,
  dealerName,
}: {
  kind: CatalogueKind;
  query: CatalogueQuery;
  /** Whose yachts these are, when the list is one dealer's: the name the search starts with says it. */
  dealerName?: string | undefined;
}) {
  // A visitor who pressed it and then logged in finds the modal open with the search they chose.
  useAfterLogin(SAVE_SEARCH_AFTER_LOGIN, (kept) => {
    if (kept.kind === kind && typeof kept.query === 'string' && typeof kept.name === 'string')
      openSaveSearch({ kind, query: kept.query, name: kept.name });
  });
  return (
    <button
      type="button"
      className="btn btn-secondary save-search-button needs-script"
      aria-haspopup="dialog"
      // The visitor's length unit is read on the click, never while the server draws the page.
      onClick={() =>
        openSaveSearch({ kind, query: savedSearchQuery(query), name: savedSearchName(kind, query, sessionStore.lengthUnit, dealerName) })
      }
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
          fill="currentColor"
        />
      </svg>
      Save search
    </button>
  );
}
