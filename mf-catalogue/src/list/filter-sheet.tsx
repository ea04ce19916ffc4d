// The filters in a sheet on a phone (catalogue-list-page.tsx): the same panel as the sidebar's, with "Clear all" and
// a button that shows the list and says how many yachts it has.
import type { ReactNode } from 'react';
import { PageDialog } from 'shared/modals';
import { CloseIcon } from 'shared/ui';

export function FilterSheet({
  titleId,
  panel,
  onClose,
  returnFocus,
  onClearAll,
  clearDisabled,
  showLabel,
}: {
  titleId: string;
  panel: ReactNode;
  onClose: () => void;
  /** The button that opened the sheet, which has the focus back. */
  returnFocus: () => HTMLElement | null;
  onClearAll: () => void;
  clearDisabled: boolean;
  /** "Show 24 used yachts". */
  showLabel: string;
}) {
  return (
    <PageDialog className="filter-sheet" labelledBy={titleId} onClose={onClose} returnFocus={returnFocus} testId="filter-sheet">
      <div className="spread-row filter-sheet-head">
        <h2 id={titleId}>Filters</h2>
        <button type="button" className="icon-button filter-sheet-close" aria-label="Close filters" onClick={onClose}>
          <CloseIcon size={22} />
        </button>
      </div>
      <div className="filter-sheet-body">{panel}</div>
      <div className="filter-sheet-foot">
        <button type="button" className="btn btn-secondary" onClick={onClearAll} disabled={clearDisabled}>
          Clear all
        </button>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {showLabel}
        </button>
      </div>
    </PageDialog>
  );
}
