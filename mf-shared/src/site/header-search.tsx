// The header search (docs/product.md §2): a category dropdown whose options carry their target URLs; searching opens
// {category url}/{encoded keywords}/ in the window named for the search page; blank keywords give a toast.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_CATEGORIES, paths } from '@yachts/contracts/paths';
import { MESSAGES } from '@yachts/contracts/validation';
import { showToast } from '../ui/toast-store';
import './site.css';

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
  const { pathname } = useLocation();
  const [category, setCategory] = useState<string>(() => defaultCategory(pathname));
  const [keywords, setKeywords] = useState('');
  const inputId = useId();
  const selectId = useId();

  useEffect(() => {
    if (!window.name) window.name = SEARCH_WINDOW_NAME;
  }, []);

  // Moving to another area's page moves the category with it; a choice made on this page stays until then.
  useEffect(() => {
    setCategory(defaultCategory(pathname));
  }, [pathname]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = keywords.trim();
    if (!trimmed) {
      showToast(MESSAGES.keywords);
      return;
    }
    const select = event.currentTarget.elements.namedItem('category') as HTMLSelectElement | null;
    const url = select?.selectedOptions[0]?.dataset.url ?? category;
    const target = paths.search(url, trimmed);
    if (window.name === SEARCH_WINDOW_NAME) navigate(target);
    else window.open(target, SEARCH_WINDOW_NAME);
    onSearched?.();
  }

  return (
    <form
      className={variant === 'hero' ? 'header-search header-search-hero' : 'header-search'}
      // Without JavaScript the gateway sends the GET on to the same page the script opens.
      action="/search"
      method="get"
      role="search"
      aria-label={variant === 'hero' ? 'Find a yacht' : 'Search yachts'}
      onSubmit={onSubmit}
    >
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
        id={inputId}
        name="keywords"
        type="search"
        className="header-search-input"
        placeholder="Builder, model or port"
        autoComplete="off"
        enterKeyHint="search"
        value={keywords}
        onChange={(event) => setKeywords(event.target.value)}
      />
      <button type="submit" className="header-search-submit" aria-label="Search">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M10 4a6 6 0 1 0 3.6 10.8l4.8 4.8 1.4-1.4-4.8-4.8A6 6 0 0 0 10 4zm0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8z" fill="currentColor" />
        </svg>
      </button>
    </form>
  );
}
