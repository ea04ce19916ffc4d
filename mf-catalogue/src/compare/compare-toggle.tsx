// "Compare": puts a yacht aside for the compare page, or takes it back; pressed while it is chosen. A fifth is
// refused with a toast that says how many fit. Once two are chosen the toast offers the way to the compare page. Each
// yacht put aside counts for its seller's figures (countCompare).
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { COMPARE_MAX, type CatalogueKind } from '@yachts/contracts/catalogue';
import { showToast, useHydrated } from 'shared/ui';
import { countCompare } from '../api/count-compare';
import { compareStore } from './compare-store';

export const COMPARE_MESSAGES = {
  full: `You can compare up to ${COMPARE_MAX} yachts. Take one out first.`,
  added: (count: number) => (count > 1 ? `Added: ${count} yachts to compare.` : 'Added to compare. Choose another yacht to set beside it.'),
  removed: 'Taken out of the comparison.',
} as const;

export const CompareToggle = observer(function CompareToggle({
  kind,
  id,
  name,
  className = 'btn btn-secondary compare-toggle',
}: {
  kind: CatalogueKind;
  id: number;
  name: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  useEffect(() => compareStore.load(), []);
  const chosen = hydrated && compareStore.has(kind, id);
  return (
    <button
      type="button"
      className={className}
      aria-pressed={chosen}
      aria-label={`Compare ${name}`}
      onClick={() => {
        const result = compareStore.toggle(kind, id);
        if (result === 'full') showToast(COMPARE_MESSAGES.full);
        else if (result === 'added') {
          showToast(COMPARE_MESSAGES.added(compareStore.ids.length));
          countCompare(kind, id);
        } else showToast(COMPARE_MESSAGES.removed);
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M10 3H4v18h6V3zm10 0h-6v18h6V3zM8 5v14H6V5h2zm10 0v14h-2V5h2z" fill="currentColor" />
      </svg>
      <span>Compare</span>
    </button>
  );
});

/** Beside a yacht's own Compare button: the way to the comparison once two or more are chosen. */
export const CompareLink = observer(function CompareLink() {
  const hydrated = useHydrated();
  const count = compareStore.ids.length;
  if (!hydrated || count < 2) return null;
  return (
    <Link className="compare-link" to={compareStore.href}>
      Compare {count} yachts
    </Link>
  );
});

/**
 * The way to the compare page while yachts are chosen: a bar at the foot of a list (drawn after hydration only, as
 * the choice lives in the browser).
 */
export const CompareTray = observer(function CompareTray() {
  const hydrated = useHydrated();
  useEffect(() => compareStore.load(), []);
  const count = compareStore.ids.length;
  if (!hydrated || count === 0) return null;
  return (
    <div className="compare-tray" role="region" aria-label="Compare">
      <p>
        {count} of {COMPARE_MAX} yachts chosen
      </p>
      <div className="compare-tray-actions">
        <button type="button" className="btn btn-secondary" onClick={() => compareStore.clear()}>
          Clear
        </button>
        {count > 1 ? (
          <Link className="btn btn-primary" to={compareStore.href}>
            Compare {count} yachts
          </Link>
        ) : (
          <span className="compare-tray-hint">Choose one more</span>
        )}
      </div>
    </div>
  );
});
