// One page of the user area: its heading, then the content for a logged-in user or the login panel for a visitor.
// It observes the one session store, so a login token that expires mid-visit turns the page into the panel.
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { sessionStore } from 'shared/session';
import { PageIntro } from 'shared/ui';
import { LoginPanel } from './login-panel';

interface UserPageProps {
  title: string;
  lead?: ReactNode;
  /** Completes "Log in to see …", e.g. "your messages". */
  loginWhat: string;
  loginReason?: string;
  /** Beside the heading, for a logged-in user only (e.g. "Mark all as read"). */
  actions?: ReactNode;
  /** Rendered for a logged-in user only, so nothing loads for a visitor. */
  children: ReactNode;
  /** Rendered for everyone, after the content or the panel. */
  footer?: ReactNode;
  /** A link back to where this page belongs, above the heading. */
  back?: ReactNode;
}

export const UserPage = observer(function UserPage({
  title,
  lead,
  loginWhat,
  loginReason,
  actions,
  children,
  footer,
  back,
}: UserPageProps) {
  const loggedIn = sessionStore.isLoggedIn;
  return (
    <div className="account-page">
      {back}
      <PageIntro title={title} lead={loggedIn ? lead : undefined} aside={loggedIn ? actions : undefined} />
      {loggedIn ? children : <LoginPanel what={loginWhat} reason={loginReason} />}
      {footer}
    </div>
  );
});
