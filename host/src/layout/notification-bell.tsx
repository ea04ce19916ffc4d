// The header's bell (decision 033): a member's unread messages (replies, answers, alerts, operators' decisions),
// counted live through Server-Sent Events (the api's notification stream), asked for every NOTIFICATION_LIMITS.pollMs
// where the stream cannot stay open. Opening it lists the newest messages and marks the ones shown read. A disclosure
// like the account menu: Escape and a click outside close it, focus goes back to the button.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { NOTIFICATION_LIMITS, NOTIFICATIONS_API, type Notifications, type UserMessage } from '@yachts/contracts/account';
import { paths } from '@yachts/contracts/paths';
import { errorMessage, signedClient } from 'shared/api';
import { sessionStore } from 'shared/session';
import { formatDateTime } from 'shared/ui';
import { useHeaderDisclosure } from './use-header-disclosure';

/** The count as the badge shows it. */
export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

function useUnreadCount(): [number | null, (unread: number) => void] {
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    let poll: ReturnType<typeof setInterval> | null = null;
    const ask = () =>
      signedClient.get<Notifications>(NOTIFICATIONS_API.latest).then(
        (answer) => setUnread(answer.unread),
        () => undefined,
      );
    const fallBack = () => {
      if (poll) return;
      void ask();
      poll = setInterval(() => void ask(), NOTIFICATION_LIMITS.pollMs);
    };
    const source = typeof EventSource === 'function' ? new EventSource(NOTIFICATIONS_API.stream) : null;
    if (source) {
      source.addEventListener('unread', (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data) as { unread: number };
        setUnread(data.unread);
      });
      // The browser reconnects by itself; a closed stream (refused, or no streaming on the way) means asking instead.
      source.onerror = () => {
        if (source.readyState === EventSource.CLOSED) fallBack();
      };
    } else fallBack();
    return () => {
      source?.close();
      if (poll) clearInterval(poll);
    };
  }, []);
  return [unread, setUnread];
}

interface BellPanelProps {
  id: string;
  open: boolean;
  error: string | null;
  items: UserMessage[] | null;
  /** A link of the panel was followed: the panel closes. */
  onNavigate: () => void;
}

/** The open bell: the newest messages (or why there are none), and links to all of them and to the e-mail settings. */
function BellPanel({ id: panelId, open, error, items, onNavigate }: BellPanelProps) {
  return (
    <div id={panelId} className="notification-bell-panel" hidden={!open}>
      <p className="notification-bell-title">Notifications</p>
      {error ? <p role="alert">{error}</p> : null}
      {items && items.length === 0 ? <p className="notification-bell-empty">Nothing yet: replies and alerts will show here.</p> : null}
      {items && items.length > 0 ? (
        <ul aria-label="Newest messages">
          {items.map((item) => (
            <li key={item.id} className={item.read ? undefined : 'is-new'}>
              <Link to={paths.messageDetail(item.id)} onClick={onNavigate}>
                <span className="notification-bell-item-title">{item.title}</span>
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="notification-bell-links">
        <Link className="notification-bell-all" to={paths.userMessages()} onClick={onNavigate}>
          All messages
        </Link>
        <Link to={paths.userNotifications()} onClick={onNavigate}>
          E-mail settings
        </Link>
      </div>
    </div>
  );
}

function Bell() {
  const [unread, setUnread] = useUnreadCount();
  const { open, setOpen, root, button, id: panelId, close, escape } = useHeaderDisclosure();
  const [items, setItems] = useState<UserMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    if (open) {
      close(false);
      return;
    }
    setOpen(true);
    setError(null);
    try {
      const answer = await signedClient.get<Notifications>(NOTIFICATIONS_API.latest);
      setItems(answer.items);
      setUnread(answer.unread);
      const shown = answer.items.filter((item) => !item.read).map((item) => item.id);
      if (shown.length > 0) setUnread((await signedClient.post<Notifications>(NOTIFICATIONS_API.read, { ids: shown })).unread);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  const count = unread ?? 0;
  return (
    <div className="notification-bell" ref={root} onKeyDown={escape}>
      <button
        ref={button}
        type="button"
        className="notification-bell-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
            fill="currentColor"
          />
        </svg>
        {count > 0 ? (
          <span className="notification-bell-count" aria-hidden="true" data-count={count}>
            {badgeText(count)}
          </span>
        ) : null}
      </button>
      <BellPanel id={panelId} open={open} error={error} items={items} onNavigate={() => close(false)} />
    </div>
  );
}

/** Only a member has a bell; a new login starts it afresh. */
export const NotificationBell = observer(function NotificationBell() {
  if (!sessionStore.isLoggedIn) return null;
  return <Bell key={sessionStore.uuid ?? ''} />;
});
