// The frame of every user-area page: the navigation beside (or above, on a phone) the page. A visitor sees the
// page alone, whose own panel asks them to log in. The layout stays mounted while the user moves between sections.
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { consentStore } from 'shared/consent';
import { sessionStore } from 'shared/session';
import { BuildStamp } from 'shared/ui';
import { listMessages } from '../api/list-messages';
import { inboxStore } from '../messages/inbox-store';
import { UserAreaNav } from './user-area-nav';

/** Asks once for the unread count the navigation shows; a failure only leaves the badge off. */
function useUnreadCount(uuid: string | null, consented: boolean) {
  useEffect(() => {
    if (!uuid) {
      inboxStore.reset();
      return;
    }
    // A badge is not worth bringing the cookie banner back for; the page's own call asks when it needs to.
    if (!consented) return;
    const controller = new AbortController();
    listMessages({ page: 1, pageSize: 1, type: 'all' }, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) inboxStore.setUnread(page.unread);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [uuid, consented]);
}

export const UserAreaLayout = observer(function UserAreaLayout() {
  const uuid = sessionStore.uuid;
  useUnreadCount(uuid, consentStore.allowsCallsFrom(window.location.pathname));
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
