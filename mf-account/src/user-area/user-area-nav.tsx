// The user area's navigation: a side column on wide screens, a horizontally scrolling tab bar on phones (one list,
// laid out by account.css). aria-current marks the section of the page shown, including its sub-pages.
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { PAGES, paths } from '@yachts/contracts/paths';
import { conversationsUnread } from '../conversations/conversations-unread';
import { inboxStore, type InboxStore } from '../messages/inbox-store';

interface NavItem {
  label: string;
  to: string;
  /** Path prefixes that belong to this section (e.g. a message's page belongs to Messages). */
  match: string[];
  exact?: boolean;
}

export const USER_AREA_NAV: NavItem[] = [
  { label: 'Overview', to: paths.accountInformation(), match: [paths.accountInformation()], exact: true },
  { label: 'Messages', to: paths.userMessages(), match: [paths.userMessages(), PAGES.messageDetailAddress] },
  { label: 'Conversations', to: paths.userConversations(), match: [paths.userConversations(), '/message/conversation'] },
  { label: 'Followed', to: paths.userFollows(), match: [paths.userFollows()] },
  { label: 'Saved searches', to: paths.userSavedSearches(), match: [paths.userSavedSearches()] },
  { label: 'Notifications', to: paths.userNotifications(), match: [paths.userNotifications()] },
  { label: 'Collection', to: paths.userCollection(), match: [paths.userCollection()] },
  { label: 'My topics', to: paths.userTopics(), match: [paths.userTopics(), paths.accountTopic()], exact: true },
  { label: 'My articles', to: paths.userArticles(), match: [paths.userArticles()] },
  { label: 'My replies', to: paths.userReplies(), match: [paths.userReplies(), paths.accountReply()], exact: true },
  { label: 'Profile', to: paths.userProfile(), match: [paths.userProfile()] },
];

function normalise(pathname: string): string {
  return (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
}

export function isActive(item: NavItem, pathname: string): boolean {
  const here = normalise(pathname);
  return item.match.some((prefix) => {
    const base = prefix.toLowerCase();
    return here === base || (!item.exact && here.startsWith(`${base}/`));
  });
}

/** The sections that show a count of unread items beside their name. */
const UNREAD_STORES: Record<string, InboxStore> = { Messages: inboxStore, Conversations: conversationsUnread };

const UnreadBadge = observer(function UnreadBadge({ store }: { store: InboxStore }) {
  const count = store.unread;
  if (!count) return null;
  return (
    <span className="soft-pill account-count account-count-alert">
      {count > 99 ? '99+' : count}
      <span className="visually-hidden"> unread</span>
    </span>
  );
});

export function UserAreaNav() {
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // On a phone the bar scrolls sideways: keep the current section in view.
    const current = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <nav className="account-nav pill-nav" aria-label="Your account">
      <ul ref={listRef}>
        {USER_AREA_NAV.map((item) => (
          <li key={item.label}>
            <Link className="pill-link" to={item.to} aria-current={isActive(item, pathname) ? 'page' : undefined}>
              <span>{item.label}</span>
              {UNREAD_STORES[item.label] ? <UnreadBadge store={UNREAD_STORES[item.label]!} /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
