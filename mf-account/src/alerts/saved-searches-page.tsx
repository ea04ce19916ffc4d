// /user/mySearch: the member's saved searches (decision 027), newest first, each with its alerts' frequency, Rename,
// Delete and a link that runs it; an empty state says how to save one from a list. The searches are saved from the
// catalogue's lists ("Save search", shared/catalogue's modal).
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { SAVED_SEARCH_LIMITS } from '@yachts/contracts/alerts';
import { paths } from '@yachts/contracts/paths';
import type { SavedSearch } from '@yachts/contracts/wire/alerts';
import { errorMessage, needsLogin } from 'shared/api';
import { deleteSavedSearch, listSavedSearches } from 'shared/catalogue';
import { ConfirmDialog } from 'shared/modals';
import { sessionStore } from 'shared/session';
import { EmptyState, showToast, useMemberAsync } from 'shared/ui';
import { NamedAsyncView } from '../user-area/async-view';
import { ListToolbar } from '../user-area/list-toolbar';
import { UserPage } from '../user-area/user-page';
import { SavedSearchRow } from './saved-search-row';
import { BrowseYachts } from '../user-area/browse-yachts';

export const SAVED_SEARCHES_TITLE = 'Saved searches';

function NoSavedSearches() {
  return (
    <EmptyState title="You have no saved searches yet">
      <p>
        Open the new or used yachts, choose filters or type what you are looking for, then press “Save search” beside the number of yachts.
        We will e-mail you when new yachts match.
      </p>
      <BrowseYachts />
    </EmptyState>
  );
}

function SavedSearchList({ searches }: { searches: SavedSearch[] }) {
  // Changes and deletions made here hold until the list is loaded again.
  const [local, setLocal] = useState({ source: searches, items: searches });
  const items = local.source === searches ? local.items : searches;
  const [asking, setAsking] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const replace = (changed: SavedSearch) =>
    setLocal((current) => {
      const base = current.source === searches ? current.items : searches;
      return { source: searches, items: base.map((item) => (item.id === changed.id ? changed : item)) };
    });

  const confirmDelete = () => {
    if (!asking || deleting) return;
    const target = asking;
    setDeleting(true);
    deleteSavedSearch(target.id).then(
      () => {
        setDeleting(false);
        setAsking(null);
        setLocal((current) => {
          const base = current.source === searches ? current.items : searches;
          return { source: searches, items: base.filter((item) => item.id !== target.id) };
        });
        showToast(`“${target.name}” was deleted. Its e-mails stop.`, { tone: 'success' });
        // The row that had focus is gone; the list's heading is the nearest stable place.
        queueMicrotask(() => headingRef.current?.focus());
      },
      (error: unknown) => {
        setDeleting(false);
        setAsking(null);
        if (needsLogin(error)) {
          sessionStore.forgetLogin();
          return;
        }
        showToast(errorMessage(error), { tone: 'error' });
      },
    );
  };

  if (items.length === 0) return <NoSavedSearches />;
  return (
    <>
      <ListToolbar
        title="Your saved searches"
        headingRef={headingRef}
        status={`${items.length} of ${SAVED_SEARCH_LIMITS.perMember} saved searches`}
        live
      />
      <ul className="panel-list" aria-label="Your saved searches">
        {items.map((search) => (
          <li key={search.id} className="account-list-item">
            <SavedSearchRow search={search} onChanged={replace} onDelete={setAsking} />
          </li>
        ))}
      </ul>
      <p className="account-note">
        Alert e-mails name up to {SAVED_SEARCH_LIMITS.yachtsPerMail} new yachts and link to the rest; each has a link to stop them without
        logging in.
      </p>
      {asking ? (
        <ConfirmDialog
          title="Delete this saved search?"
          message={`“${asking.name}” and its e-mails will be deleted. This cannot be undone.`}
          confirmLabel="Delete search"
          busy={deleting}
          onConfirm={confirmDelete}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}

const SavedSearches = observer(function SavedSearches() {
  const [state, reload] = useMemberAsync((signal) => listSavedSearches(signal), 'saved-searches');
  return (
    <NamedAsyncView state={state} reload={reload} what="your saved searches">
      {(searches) => <SavedSearchList searches={searches} />}
    </NamedAsyncView>
  );
});

export function SavedSearchesPage() {
  return (
    <UserPage
      title={SAVED_SEARCHES_TITLE}
      lead="The lists you keep, and how often we e-mail you the yachts newly listed in them."
      loginWhat="your saved searches"
    >
      <SavedSearches />
      {/* Price-drop e-mails are one of the member's notice choices (decision 033), set with the others. */}
      <p className="saved-search-more">
        E-mails when a yacht you follow is offered for less, and about replies and mentions:{' '}
        <Link to={paths.userNotifications()}>choose them on Notifications</Link>.
      </p>
    </UserPage>
  );
}
