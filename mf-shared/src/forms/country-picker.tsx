// The country dialling-code picker of the mobile widget (product rules §3 "Country-code entry", §4 "Country dropdown"):
// the countries grouped by first letter with an A-Z index, a search over name and dialling code, keyboard use, and a
// full-width sheet on a phone.
//
// Pattern: a modal dialog holding a combobox (the search box) that controls a listbox. Focus stays in the search box
// while the arrow keys move the active option (aria-activedescendant), so a user can type and choose without
// leaving the keyboard. It renders in place, not in a portal, so it stays inside a native <dialog> opened as modal
// (everything outside one is inert); `position: fixed` keeps it clear of the form's overflow.
import { COUNTRIES, type Country } from '@yachts/contracts/countries';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { classNames } from './field-shell';
import { dialText, findMatches, groupByLetter, matchCountries } from './country-search';
import './forms.css';

/** docs/product.md §9: the search waits this long after the last key before filtering. */
export const COUNTRY_SEARCH_DEBOUNCE_MS = 200;

export interface CountryPickerProps {
  open: boolean;
  onClose: () => void;
  onSelect: (country: Country) => void;
  /** ISO code of the current choice: marked selected, and the active option when the picker opens. */
  selectedCode?: string;
  countries?: readonly Country[];
  /** The control that opened the picker: on wide screens the popover sits under it; focus returns to it on close. */
  anchorRef?: RefObject<HTMLElement | null>;
  title?: string;
}

/** Renders nothing while closed: closing discards the search, so the picker always reopens unfiltered
 * (product rules §4). */
export function CountryPicker(props: CountryPickerProps) {
  return props.open ? <CountryPickerPanel {...props} /> : null;
}

function CountryPickerPanel({
  onClose,
  onSelect,
  selectedCode,
  countries = COUNTRIES,
  anchorRef,
  title = 'Choose a country code',
}: CountryPickerProps) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const listId = `${baseId}-list`;
  const optionId = useCallback((code: string) => `${baseId}-option-${code}`, [baseId]);
  const groupId = (letter: string) => `${baseId}-group-${letter}`;

  const panelRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const startCode = countries.some((c) => c.code === selectedCode) ? selectedCode : countries[0]?.code;
  const [query, setQuery] = useState('');
  const [applied, setApplied] = useState('');
  const [active, setActive] = useState<string | undefined>(startCode);
  const results = useMemo(() => matchCountries(countries, applied), [countries, applied]);
  const groups = useMemo(() => groupByLetter(results), [results]);

  const applyQuery = (next: string) => {
    setApplied(next);
    setActive(next.trim() ? matchCountries(countries, next)[0]?.code : startCode);
  };

  // Filter once typing pauses; each key restarts the wait (the wait applies with the latest render's props).
  const applyTyped = useEffectEvent(applyQuery);
  useEffect(() => {
    if (query === applied) return;
    const timer = setTimeout(() => applyTyped(query), COUNTRY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, applied]);

  // Focus the search box on open; on close, give focus back to the opener when it was inside the picker (not when
  // the user has already moved on to another control).
  useEffect(() => {
    const panel = panelRef.current;
    const opener = anchorRef?.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    searchRef.current?.focus();
    return () => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || panel?.contains(focused)) opener?.focus();
    };
  }, [anchorRef]);

  // Keep the active option in view as the arrow keys move it.
  useEffect(() => {
    if (active) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, optionId]);

  usePopoverPosition(panelRef, anchorRef);

  const move = (delta: number) => {
    if (results.length === 0) return;
    const at = results.findIndex((c) => c.code === active);
    const next = at === -1 ? 0 : Math.min(results.length - 1, Math.max(0, at + delta));
    setActive(results[next]?.code);
  };

  const clearSearch = () => {
    setQuery('');
    applyQuery('');
    searchRef.current?.focus();
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 8, PageUp: -8 };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      move(step);
    } else if (event.key === 'Enter') {
      // Never let Enter reach the surrounding form: it would submit it.
      event.preventDefault();
      const chosen = results.find((c) => c.code === active);
      if (chosen) onSelect(chosen);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Handled here only: a surrounding modal must not close with the picker.
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      trapTab(event, panelRef.current);
    }
  };

  const jumpTo = (letter: string) => {
    const group = groups.find((g) => g.letter === letter);
    const list = listRef.current;
    const element = document.getElementById(groupId(letter));
    if (!group) return;
    if (list && element) list.scrollTop = element.offsetTop;
    setActive(group.countries[0]?.code);
  };

  const searched = applied.trim() !== '';
  const status = results.length === 0 ? 'No data' : searched ? `${results.length} ${results.length === 1 ? 'country' : 'countries'}` : '';

  return (
    <div className="country-picker">
      <div className="country-picker-backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className="country-picker-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onPanelKeyDown}
      >
        <div className="country-picker-header">
          <h2 className="country-picker-title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="field-adornment country-picker-close" aria-label="Close" onClick={onClose}>
            <CrossIcon />
          </button>
        </div>
        <div className="country-picker-search">
          <SearchIcon />
          <input
            ref={searchRef}
            className="country-picker-input"
            type="text"
            role="combobox"
            aria-label="Search country or dialling code"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active && results.some((c) => c.code === active) ? optionId(active) : undefined}
            placeholder="Search country or code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={onSearchKeyDown}
          />
          {query ? (
            <button
              type="button"
              className="field-adornment country-picker-clear"
              aria-label="Clear search"
              onMouseDown={(event) => event.preventDefault()}
              onClick={clearSearch}
            >
              <CrossIcon />
            </button>
          ) : null}
        </div>
        {/* Right under the search box: the count for screen readers, or the visible "No data". */}
        <p className={results.length === 0 ? 'country-picker-empty' : 'visually-hidden'} role="status">
          {status}
        </p>
        <div className="country-picker-body">
          <div ref={listRef} className="country-picker-list" role="listbox" id={listId} aria-label="Countries">
            {groups.map((group) => (
              <div key={group.letter} id={groupId(group.letter)} className="country-picker-group" role="group" aria-label={group.letter}>
                <div className="country-picker-letter" aria-hidden="true">
                  {group.letter}
                </div>
                {group.countries.map((country) => (
                  <div
                    key={country.code}
                    id={optionId(country.code)}
                    role="option"
                    aria-selected={country.code === selectedCode}
                    className={classNames('country-option', country.code === active && 'is-active')}
                    // Keep focus in the search box; the click picks.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => onSelect(country)}
                  >
                    <span className="country-option-name">
                      <Highlighted text={country.name_en} query={applied} />
                    </span>
                    <span className="country-option-iso">{country.code}</span>
                    <span className="country-option-dial">
                      <Highlighted text={dialText(country)} query={applied} />
                    </span>
                  </div>
                ))}
              </div>
            ))}
          </div>
          {groups.length > 1 ? (
            // Pointer shortcuts: keyboard users reach any country faster by typing, so the letters stay out of the
            // tab order rather than adding 25 stops between the search box and the list.
            <nav className="country-picker-index" aria-label="Jump to letter">
              {groups.map((group) => (
                <button
                  key={group.letter}
                  type="button"
                  tabIndex={-1}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => jumpTo(group.letter)}
                >
                  {group.letter}
                </button>
              ))}
            </nav>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The text with each match of the query wrapped in <mark>. */
function Highlighted({ text, query }: { text: string; query: string }) {
  const ranges = findMatches(text, query);
  if (ranges.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let from = 0;
  for (const [start, end] of ranges) {
    if (start > from) parts.push(text.slice(from, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    from = end;
  }
  if (from < text.length) parts.push(text.slice(from));
  return <>{parts}</>;
}

/** Keeps Tab and Shift+Tab inside the dialog (aria-modal promises that nothing outside is reachable). */
function trapTab(event: KeyboardEvent, panel: HTMLElement | null) {
  if (!panel) return;
  const focusable = [...panel.querySelectorAll<HTMLElement>('button:not([disabled]):not([tabindex="-1"]), input:not([disabled])')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Places the popover under its anchor (or above it when there is more room there) through CSS variables, which the
 * stylesheet uses on wide screens only; on a phone the sheet is pinned to the bottom edge instead.
 */
function usePopoverPosition(panelRef: RefObject<HTMLDivElement | null>, anchorRef: RefObject<HTMLElement | null> | undefined) {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const anchor = anchorRef?.current;
    if (!panel || !anchor) return;
    const margin = 8;
    const gap = 4;
    const place = () => {
      const box = anchor.getBoundingClientRect();
      const height = panel.offsetHeight;
      const width = panel.offsetWidth;
      const below = window.innerHeight - box.bottom - gap - margin;
      const above = box.top - gap - margin;
      const up = below < Math.min(height, 320) && above > below;
      const room = Math.max(up ? above : below, 240);
      let top = up ? Math.max(margin, box.top - gap - Math.min(height, room)) : box.bottom + gap;
      let left = Math.max(margin, Math.min(box.left, window.innerWidth - width - margin));
      const set = () => {
        panel.style.setProperty('--picker-top', `${top}px`);
        panel.style.setProperty('--picker-left', `${left}px`);
        panel.style.setProperty('--picker-room', `${room}px`);
      };
      set();
      // A transformed ancestor (a modal that animates in) makes `fixed` relative to itself, not to the viewport:
      // measure where the panel landed and shift it by the difference.
      const landed = panel.getBoundingClientRect();
      if (
        getComputedStyle(panel).getPropertyValue('--picker-mode').trim() === 'popover' &&
        (Math.abs(landed.top - top) > 0.5 || Math.abs(landed.left - left) > 0.5)
      ) {
        top += top - landed.top;
        left += left - landed.left;
        set();
      }
    };
    place();
    const onScroll = (event: Event) => {
      if (!(event.target instanceof Node && panel.contains(event.target))) place();
    };
    window.addEventListener('resize', place);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [panelRef, anchorRef]);
}

function SearchIcon() {
  return (
    <svg className="country-picker-search-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
