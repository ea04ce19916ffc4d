// The header's account controls (decision 014): a visitor gets "Log in" and "Sign up", which open the account modals
// over the page; a logged-in user gets a disclosure menu of the user area and "Log out". Observes the one session
// store, so logging in or out anywhere updates it at once.
import { useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { paths } from '@yachts/contracts/paths';
import { sessionStore } from 'shared/session';
import { logout, openLogin, openRegister } from 'shared/auth';
import { useHeaderDisclosure, type HeaderDisclosure } from './use-header-disclosure';

export const ACCOUNT_LINKS = [
  { to: paths.member(), label: 'My account' },
  { to: paths.userMessages(), label: 'Messages' },
  { to: paths.userFollows(), label: 'Followed yachts' },
  { to: paths.userSavedSearches(), label: 'Saved searches' },
  { to: paths.userCollection(), label: 'Collection' },
  { to: paths.userTopics(), label: 'My topics' },
  // The seller's pages live in the catalogue area (/sell/…), beside the listings they become.
  { to: paths.myListings(), label: 'My listings' },
  { to: paths.sellApplications(), label: 'Sell applications' },
] as const;

export const HeaderAccount = observer(function HeaderAccount({ onNavigate }: { onNavigate: () => void }) {
  if (sessionStore.isLoggedIn) return <AccountMenu onNavigate={onNavigate} />;
  // The phone menu stays open under the modal: when the modal closes, focus goes back to the button that opened it.
  return (
    <div className="header-auth">
      <button type="button" className="header-login" onClick={openLogin}>
        Log in
      </button>
      <button type="button" className="header-signup" onClick={openRegister}>
        Sign up
      </button>
    </div>
  );
});

/** Escape closes the menu (focus back on its button); the arrow keys, Home and End open it and move between its items. */
function useMenuKeys({ root, button, open, setOpen, escape }: HeaderDisclosure) {
  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>('.account-menu-list a, .account-menu-list button') ?? []);

  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (escape(event)) return;
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    if (current === -1 && event.target !== button.current) return;
    event.preventDefault();
    if (!open) setOpen(true);
    // Opening renders the list first; focus the item on the next frame when it was hidden.
    const move = () => {
      if (event.key === 'Home') focusItem(0);
      else if (event.key === 'End') focusItem(-1);
      else if (current === -1) focusItem(event.key === 'ArrowUp' ? -1 : 0);
      else focusItem(current + (event.key === 'ArrowDown' ? 1 : -1));
    };
    if (open) move();
    else requestAnimationFrame(move);
  };
  return onKeyDown;
}

/**
 * A disclosure (button + list of links) rather than an ARIA menu: the items are ordinary links and one button,
 * which screen readers announce best as such. Enter and Space toggle it (native button), Escape closes it and puts
 * focus back on the button, the arrow keys move between its items, and it closes when focus or a click leaves it.
 */
function AccountMenu({ onNavigate }: { onNavigate: () => void }) {
  const disclosure = useHeaderDisclosure();
  const { open, setOpen, root, button, id: listId } = disclosure;
  const [leaving, setLeaving] = useState(false);

  const onKeyDown = useMenuKeys(disclosure);

  const close = () => {
    setOpen(false);
    onNavigate();
  };

  return (
    <div
      className="account-menu"
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Only when focus lands somewhere else: Safari does not focus a clicked link, so a click inside the list
        // blurs the button with no new target, and closing then would swallow the click. Clicks outside are
        // handled by the mousedown listener.
        const next = event.relatedTarget as Node | null;
        if (open && next && !root.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="account-menu-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <svg className="account-menu-avatar" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="12" fill="currentColor" opacity="0.18" />
          <circle cx="12" cy="9.5" r="4" fill="currentColor" />
          <path d="M4.8 19.4a8.4 8.4 0 0 1 14.4 0A10 10 0 0 1 12 22a10 10 0 0 1-7.2-2.6z" fill="currentColor" />
        </svg>
        Account
        <svg className="account-menu-chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} className="account-menu-list" hidden={!open}>
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end onClick={close}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li className="account-menu-separator">
          <button
            type="button"
            className="account-menu-logout"
            aria-busy={leaving || undefined}
            onClick={() => {
              if (leaving) return;
              setLeaving(true);
              // logout() ends on the home page (a full load), so nothing here needs resetting afterwards.
              void logout();
            }}
          >
            Log out
          </button>
        </li>
      </ul>
    </div>
  );
}
