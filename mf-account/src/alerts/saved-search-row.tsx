// One saved search on /user/mySearch: its name, kind and filters in words, how many new matches it has, a link that
// runs it, how often its alerts are e-mailed (saved as soon as it changes, said in a status line), Rename (an inline
// form in place of the name) and Delete (the page asks first).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, SAVED_SEARCH_LIMITS, type AlertFrequency } from '@yachts/contracts/alerts';
import type { SavedSearch } from '@yachts/contracts/wire/alerts';
import { needsLogin } from 'shared/api';
import { savedSearchErrors, savedSearchNameProblem, updateSavedSearch } from 'shared/catalogue';
import { SelectField, TextField } from 'shared/forms';
import { sessionStore } from 'shared/session';
import { BusyButton, formatDate, SiteLink, useStateFrom } from 'shared/ui';

export const FREQUENCY_LABEL = 'E-mail me new matches';
const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((value) => ({ value, label: ALERT_FREQUENCY_LABELS[value] }));

function isFrequency(value: string): value is AlertFrequency {
  return (ALERT_FREQUENCIES as readonly string[]).includes(value);
}

/** "3 new matches", "1 new match", "No new matches". */
export function newMatchesText(count: number): string {
  if (count === 0) return 'No new matches';
  return `${count.toLocaleString('en-GB')} new ${count === 1 ? 'match' : 'matches'}`;
}

function frequencySaved(search: SavedSearch): string {
  return search.frequency === 'off'
    ? `E-mails for “${search.name}” are off.`
    : `E-mails for “${search.name}”: ${ALERT_FREQUENCY_LABELS[search.frequency].toLowerCase()}.`;
}

/** A failure of a call from this row: a lost login turns the page into its login panel, anything else is said. */
function loginLost(error: unknown): boolean {
  if (!needsLogin(error)) return false;
  sessionStore.forgetLogin();
  return true;
}

interface RenameFormProps {
  search: SavedSearch;
  onRenamed: (search: SavedSearch) => void;
  onCancel: () => void;
}

function RenameForm({ search, onRenamed, onCancel }: RenameFormProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problem = savedSearchNameProblem(name);
    if (problem) {
      setError(problem);
      return;
    }
    if (name.trim() === search.name) {
      onCancel();
      return;
    }
    setSaving(true);
    updateSavedSearch(search.id, { name: name.trim() }).then(onRenamed, (failure: unknown) => {
      setSaving(false);
      if (loginLost(failure)) return;
      const errors = savedSearchErrors(failure);
      setError(errors.name ?? errors.form ?? errors.frequency);
    });
  };

  return (
    <form
      className="saved-search-rename"
      onSubmit={submit}
      noValidate
      aria-label={`Rename “${search.name}”`}
      aria-busy={saving || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <TextField
        ref={inputRef}
        name="name"
        formId={`rename-${search.id}`}
        label="Name"
        value={name}
        onValueChange={setName}
        error={error}
        onErrorClear={() => setError(undefined)}
        required
        maxLength={SAVED_SEARCH_LIMITS.nameMax + 20}
        hint={`Up to ${SAVED_SEARCH_LIMITS.nameMax} characters.`}
      />
      <div className="button-row saved-search-rename-actions">
        <BusyButton type="submit" className="btn btn-primary btn-small" busy={saving} busyLabel="Saving…">
          Save name
        </BusyButton>
        <button type="button" className="btn btn-secondary btn-small" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The row's e-mail frequency: saved as soon as it changes, put back (with the api's message) when saving fails. */
function useFrequency(search: SavedSearch, onChanged: (search: SavedSearch) => void, setStatus: (status: string) => void) {
  // The saved search's frequency as the api last gave it, or as just chosen.
  const [frequency, setFrequency] = useStateFrom<string>(search.frequency);
  const [frequencyError, setFrequencyError] = useState<string | undefined>(undefined);
  // Only the answer to the latest change counts, when several go out one after another.
  const latest = useRef(0);

  const changeFrequency = (value: string) => {
    setFrequency(value);
    setStatus('');
    setFrequencyError(undefined);
    if (!isFrequency(value)) return;
    const call = ++latest.current;
    updateSavedSearch(search.id, { frequency: value }).then(
      (saved) => {
        if (call !== latest.current) return;
        onChanged(saved);
        setStatus(frequencySaved(saved));
      },
      (failure: unknown) => {
        if (call !== latest.current) return;
        setFrequency(search.frequency);
        if (loginLost(failure)) return;
        const errors = savedSearchErrors(failure);
        setFrequencyError(errors.frequency ?? errors.form ?? errors.name);
      },
    );
  };
  return { frequency, frequencyError, setFrequencyError, changeFrequency };
}

/** The row's facts: its new matches, when it was saved, when it last sent an e-mail. */
function SavedSearchMeta({ search }: { search: SavedSearch }) {
  return (
    <p className="account-row-meta">
      <span className={search.newMatches > 0 ? 'saved-search-matches has-matches' : 'saved-search-matches'}>
        {newMatchesText(search.newMatches)}
      </span>
      <span>
        Saved <time dateTime={search.createdAt}>{formatDate(search.createdAt)}</time>
      </span>
      {search.lastAlertAt ? (
        <span>
          Last e-mail <time dateTime={search.lastAlertAt}>{formatDate(search.lastAlertAt)}</time>
        </span>
      ) : null}
    </p>
  );
}

/** The row's mark: a bell, for the alerts it sends. */
function BellIcon() {
  return (
    <div className="account-row-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
        <path
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
          fill="currentColor"
        />
      </svg>
    </div>
  );
}

export interface SavedSearchRowProps {
  search: SavedSearch;
  onChanged: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
}

export function SavedSearchRow({ search, onChanged, onDelete }: SavedSearchRowProps) {
  const nameId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  const [renaming, setRenaming] = useState(false);
  const [status, setStatus] = useState('');
  const { frequency, frequencyError, setFrequencyError, changeFrequency } = useFrequency(search, onChanged, setStatus);
  // When the rename form closes, the focus it had goes back to the button that opened it.
  const wasRenaming = useRef(false);
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  const closeRename = () => setRenaming(false);

  return (
    <article className="account-row saved-search" aria-labelledby={nameId} data-testid="saved-search">
      <BellIcon />
      <div className="account-row-body">
        <p className="account-row-kicker">
          <span className="badge">{search.kind === 'new' ? 'New' : 'Used'}</span>
        </p>
        {renaming ? (
          <>
            <h3 id={nameId} className="visually-hidden">
              {search.name}
            </h3>
            <RenameForm
              search={search}
              onCancel={closeRename}
              onRenamed={(renamed) => {
                onChanged(renamed);
                setStatus(`Renamed to “${renamed.name}”.`);
                closeRename();
              }}
            />
          </>
        ) : (
          <h3 id={nameId} className="account-row-title">
            {search.name}
          </h3>
        )}
        {search.summary ? <p className="account-row-text">{search.summary}</p> : null}
        <SavedSearchMeta search={search} />
        <div className="saved-search-controls">
          <SelectField
            name="frequency"
            formId={`saved-search-${search.id}`}
            label={FREQUENCY_LABEL}
            value={frequency}
            onValueChange={changeFrequency}
            error={frequencyError}
            onErrorClear={() => setFrequencyError(undefined)}
            options={FREQUENCY_OPTIONS}
            className="saved-search-frequency"
          />
          <div className="button-row saved-search-actions">
            <SiteLink to={search.url} className="btn btn-primary btn-small">
              Run search<span className="visually-hidden"> “{search.name}”</span>
            </SiteLink>
            <button
              ref={renameButton}
              type="button"
              className="btn btn-secondary btn-small"
              aria-expanded={renaming}
              onClick={() => setRenaming((open) => !open)}
            >
              Rename<span className="visually-hidden"> “{search.name}”</span>
            </button>
            <button type="button" className="btn btn-secondary btn-small saved-search-delete" onClick={() => onDelete(search)}>
              Delete<span className="visually-hidden"> “{search.name}”</span>
            </button>
          </div>
        </div>
        <p className="saved-search-status" role="status">
          {status}
        </p>
      </div>
    </article>
  );
}
