// The frame of every user-area page: the navigation beside (or above, on a phone) the page. A visitor sees the
// page alone, whose own panel asks them to log in. The layout stays mounted while the user moves between sections.
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { sessionStore } from 'shared/session';
import { BuildStamp, usePageTitle } from 'shared/ui';
import { listMessages } from '../api/list-messages';
import { useConversationsUnread } from '../conversations/conversations-unread';
import { inboxStore } from '../messages/inbox-store';
import { isActive, USER_AREA_NAV, UserAreaNav } from './user-area-nav';

/** Asks once for the unread count the navigation shows; a failure only leaves the badge off. */
function useUnreadCount(uuid: string | null) {
  useEffect(() => {
    if (!uuid) {
      inboxStore.reset();
      return;
    }
    const controller = new AbortController();
    listMessages({ page: 1, pageSize: 1, type: 'all' }, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) inboxStore.setUnread(page.unread);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [uuid]);
}

/** The tab and the history list name the section shown (its own page may name itself more precisely). */
function useSectionTitle() {
  const { pathname } = useLocation();
  const section = USER_AREA_NAV.find((item) => isActive(item, pathname));
  usePageTitle(section ? `${section.label} · Your account` : 'Your account');
}

export const UserAreaLayout = observer(function UserAreaLayout() {
  const uuid = sessionStore.uuid;
  useUnreadCount(uuid);
  useConversationsUnread(uuid);
  useSectionTitle();
  return (
    <div className={`container account-shell${uuid ? ' account-shell-nav' : ''}`}>
      {uuid ? <UserAreaNav /> : null}
      <div className="account-main">
        <Outlet />
      </div>
      <BuildStamp area="account" version={__BUILD_VERSION__} />
    </div>
  );
});
