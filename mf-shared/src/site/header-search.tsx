// The header search (docs/product.md §2): a category dropdown whose options carry their target URLs; searching opens
// {category url}/{encoded keywords}/ in the window named for the search page; blank keywords give a toast.
//
// As a visitor types, the box suggests builders, models and places of the chosen catalogue with how many yachts each
// has (decision 024), in the ARIA combobox pattern: the arrow keys move through the suggestions while focus stays in
// the box, Enter opens the one shown as active (else searches the words), Escape closes the list. A suggestion opens
// its list already filtered (a builder, a builder's model, a port in its country).
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_CATEGORIES, SEARCH_FORM, paths } from '@yachts/contracts/paths';
import { catalogueQueryToParams, type CatalogueQuery, type Suggestion } from '@yachts/contracts/catalogue';
import { MESSAGES } from '@yachts/contracts/rules';
import { showToast } from '../ui/toast-store';
import { useStateFrom } from '../ui/use-state-from';
import { useTypedBeforeLive } from '../forms/use-typed-before-live';
import { getSuggestions } from './api/get-suggestions';
import { SearchIcon } from '../ui/icons';
import './site.css';

/** How long typing pauses before the suggestions are asked for. */
const SUGGEST_AFTER_MS = 150;

// The country names are fetched with the first suggestions, not with every page (decision 023).
let countryNames: ReadonlyMap<string, string> | null = null;
function loadCountryNames(): Promise<unknown> {
  return import('@yachts/contracts/country-names').then(
    ({ COUNTRY_NAMES }) => (countryNames ??= COUNTRY_NAMES),
    // Without it a place is shown without its country.
    () => null,
  );
}

/** What a suggestion says, and the list it opens (filtered, not searched: the visitor picked an exact name). */
function describe(suggestion: Suggestion): { label: string; detail: string; filter: CatalogueQuery } {
  const yachts = `${suggestion.count.toLocaleString('en-GB')} ${suggestion.count === 1 ? 'yacht' : 'yachts'}`;
  if (suggestion.type === 'model')
    return {
      label: `${suggestion.builder} ${suggestion.model}`,
      detail: `Model · ${yachts}`,
      filter: { builder: [suggestion.builder!], model: [suggestion.model!] },
    };
  if (suggestion.type === 'place') {
    const country = suggestion.country ? countryNames?.get(suggestion.country) : undefined;
    return {
      label: country ? `${suggestion.place}, ${country}` : suggestion.place!,
      detail: `Port · ${yachts}`,
      filter: suggestion.country ? { country: [suggestion.country], port: [suggestion.place!] } : { port: [suggestion.place!] },
    };
  }
  return { label: suggestion.builder!, detail: `Builder · ${yachts}`, filter: { builder: [suggestion.builder!] } };
}

/** The window the search pages open in. The site's own window takes this name, so results replace the page. */
export const SEARCH_WINDOW_NAME = 'yacht-search';

const USED_PAGE_PREFIXES = [paths.usedYachts(), '/yachts/used/'];

/** The category a search starts in: the one of the yachts being viewed (used on the used list and used yacht pages). */
export function defaultCategory(pathname: string): string {
  const used = USED_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  return used ? paths.usedYachts() : paths.newYachts();
}

interface HeaderSearchProps {
  onSearched?: () => void;
  /** `hero`: the larger box of the home page; the label names it so two search landmarks stay apart. */
  variant?: 'header' | 'hero';
}

export function HeaderSearch({ onSearched, variant = 'header' }: HeaderSearchProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Sent back by the gateway when the form was sent blank before the page was live (the script says it as a toast).
  const blankNotice = new URLSearchParams(search).get(SEARCH_FORM.notice) === SEARCH_FORM.blankKeywords;
  // Moving to another area's page moves the category with it; a choice made on this page stays until then.
  const [category, setCategory] = useStateFrom<string>(defaultCategory(pathname), pathname);
  const [keywords, setKeywords] = useState('');
  // Words typed into the server's box before the page was live are the ones searched.
  const typedBeforeLive = useTypedBeforeLive<HTMLInputElement>(keywords, setKeywords);
  // Emptied when the box is: suggestions only ever follow words.
  const [suggestions, setSuggestions] = useStateFrom<Suggestion[]>([], keywords.trim() === '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const selectId = useId();
  const listId = useId();
  const asked = useRef(0);
  const kind = SEARCH_CATEGORIES.find((option) => option.url === category)?.kind ?? 'new';

  // Suggestions for what has been typed, once typing pauses; an answer to an older text is dropped.
  useEffect(() => {
    const text = keywords.trim();
    const ask = ++asked.current;
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      Promise.all([getSuggestions(kind, text, controller.signal), loadCountryNames()]).then(
        ([items]) => {
          if (ask !== asked.current) return;
          setSuggestions(items);
          setActive(-1);
        },
        () => {
          // No suggestions is a working search box: the words can still be searched.
          if (ask === asked.current) setSuggestions([]);
        },
      );
    }, SUGGEST_AFTER_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keywords, kind, setSuggestions]);

  const expanded = open && suggestions.length > 0;

  function go(target: string) {
    // Within the search window the router moves; its navigation needs nothing awaited.
    if (window.name === SEARCH_WINDOW_NAME) void navigate(target);
    else window.open(target, SEARCH_WINDOW_NAME);
    setOpen(false);
    onSearched?.();
  }

  function choose(suggestion: Suggestion) {
    const search = catalogueQueryToParams(describe(suggestion).filter).toString().replace(/%2C/gi, ',');
    setKeywords('');
    go(`${category}?${search}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!expanded) {
        setActive(step === 1 ? 0 : suggestions.length - 1);
        return;
      }
      // -1 is the box itself (the words as typed); the suggestions follow it in a ring.
      setActive((current) => {
        const next = current + step;
        if (next >= suggestions.length) return -1;
        if (next < -1) return suggestions.length - 1;
        return next;
      });
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    }
  }

  useEffect(() => {
    if (!window.name) window.name = SEARCH_WINDOW_NAME;
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = keywords.trim();
    if (!trimmed) {
      showToast(MESSAGES.keywords);
      return;
    }
    const select = event.currentTarget.elements.namedItem('category') as HTMLSelectElement | null;
    const url = select?.selectedOptions[0]?.dataset.url ?? category;
    go(paths.search(url, trimmed));
  }

  return (
    <div className={variant === 'hero' ? 'header-search-box header-search-box-hero' : 'header-search-box'}>
      <form
        className={variant === 'hero' ? 'header-search header-search-hero' : 'header-search'}
        // Without JavaScript the gateway sends the GET on to the same page the script opens.
        action="/search"
        method="get"
        role="search"
        aria-label={variant === 'hero' ? 'Find a yacht' : 'Search yachts'}
        onSubmit={onSubmit}
      >
        <input type="hidden" name={SEARCH_FORM.from} value={`${pathname}${search}`} />
        <label className="visually-hidden" htmlFor={selectId}>
          Search in
        </label>
        <select
          id={selectId}
          name="category"
          className="header-search-category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          {SEARCH_CATEGORIES.map((option) => (
            <option key={option.url} value={option.url} data-url={option.url}>
              {option.label}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={inputId}>
          Keywords
        </label>
        <input
          ref={typedBeforeLive}
          id={inputId}
          name="keywords"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          className="header-search-input"
          placeholder="Builder, model or port"
          autoComplete="off"
          enterKeyHint="search"
          value={keywords}
          onChange={(event) => {
            setKeywords(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <button type="submit" className="header-search-submit" aria-label="Search">
          <SearchIcon size={20} />
        </button>
      </form>
      <ul id={listId} role="listbox" aria-label="Suggestions" className="header-search-suggestions" hidden={!expanded}>
        {suggestions.map((suggestion, index) => {
          const { label, detail } = describe(suggestion);
          return (
            <li
              key={`${suggestion.type}:${label}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="header-search-suggestion"
              // Chosen on press, before the box loses focus and closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(suggestion);
              }}
            >
              <span className="header-search-suggestion-label">{label}</span>
              <span className="header-search-suggestion-detail">{detail}</span>
            </li>
          );
        })}
      </ul>
      {blankNotice && !keywords && variant === 'header' ? (
        <p className="header-search-notice" role="alert">
          {MESSAGES.keywords}
        </p>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </p>
    </div>
  );
}
