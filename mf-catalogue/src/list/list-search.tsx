// The search box of a list page: the words go into the path like the header search's (product rules §2), filters stay.
// Blank words on a search page go back to the whole list; blank words on the list give the header's toast.
//
// Without JavaScript it is a plain GET form to the list: a form cannot write its words into the path, so they go as
// `?q=`, which catalogue-address.ts reads as the keywords (and, with a script, moves into the path); the filters and
// sort go along as hidden fields. Blank words then simply show the list with its filters.
import { useId, type FormEvent } from 'react';
import { MESSAGES } from '@yachts/contracts/rules';
import { CATALOGUE_LIMITS } from '@yachts/contracts/catalogue';
import { showToast, useStateFrom } from 'shared/ui';

export function ListSearch({
  label,
  keywords,
  onSearch,
  action,
  kept,
}: {
  label: string;
  keywords: string | undefined;
  onSearch: (keywords: string | undefined) => void;
  /** The list's path, without keywords. */
  action: string;
  /** The rest of the list's query (filters and sort, not the page), as the address writes it. */
  kept: URLSearchParams;
}) {
  const inputId = useId();
  const [draft, setDraft] = useStateFrom(keywords ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = draft.trim();
    if (!trimmed && !keywords) {
      showToast(MESSAGES.keywords);
      return;
    }
    onSearch(trimmed || undefined);
  };
  return (
    <form className="list-search" role="search" aria-label={label} method="get" action={action} onSubmit={submit}>
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="visually-hidden" htmlFor={inputId}>
        Keywords
      </label>
      <svg className="list-search-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M10 4a6 6 0 1 0 3.6 10.8l4.8 4.8 1.4-1.4-4.8-4.8A6 6 0 0 0 10 4zm0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8z" fill="currentColor" />
      </svg>
      <input
        id={inputId}
        className="list-search-input"
        type="search"
        name="q"
        placeholder="Search these yachts: builder, model, port or feature"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={CATALOGUE_LIMITS.keywordsMaxLength}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="btn btn-primary list-search-button">
        Search
      </button>
    </form>
  );
}
