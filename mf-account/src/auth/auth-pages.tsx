// The account pages of product rules §2. Each shows the shared form in its page variant; after success the browser goes
// to ?redirect= when it is a path of this site, else reloads (docs/product.md §4), so the whole site starts logged in.
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { authPageHref, type AuthView } from 'shared/auth';
import { ChangeEmailForm, CodeLoginForm, LoginForm, RegisterForm, ResetPasswordForm } from 'shared/auth-forms';
import { sessionStore } from 'shared/session';
import { LoginPanel } from '../user-area/login-panel';
import { AlreadyLoggedIn } from './already-logged-in';
import { AuthPage, useRedirect } from './auth-page';
import { cameFrom, finishAuth } from './redirect';

/**
 * Whether to greet the user as already logged in: only someone who arrived logged in (and has stayed so). A login or
 * registration made on this page logs the user in at once, 1 s before the page moves on; the form stays on screen
 * under the success modal until then, instead of swapping to "You are already logged in" with a Log out button.
 */
function useArrivedLoggedIn(): boolean {
  const loggedIn = sessionStore.isLoggedIn;
  const [arrivedLoggedIn, setArrivedLoggedIn] = useState(loggedIn);
  // A login that ends while the page is open (logged out elsewhere, token expired) ends the greeting for good.
  if (arrivedLoggedIn && !loggedIn) setArrivedLoggedIn(false);
  return arrivedLoggedIn && loggedIn;
}

/** A page for visitors (log in, register): someone who arrived logged in gets the way onwards instead of the form. */
const VisitorAuthPage = observer(function VisitorAuthPage({
  title,
  lead,
  redirect,
  children,
}: {
  title: string;
  lead: string;
  redirect: string | null;
  children: ReactNode;
}) {
  const arrivedLoggedIn = useArrivedLoggedIn();
  if (arrivedLoggedIn) {
    return (
      <AuthPage title={title}>
        <AlreadyLoggedIn redirect={redirect} />
      </AuthPage>
    );
  }
  return (
    <AuthPage title={title} lead={lead}>
      {children}
    </AuthPage>
  );
});

/** The links between the account forms: to the page of a view, or (logging in with a code) swapped in place. */
function useSwitch(redirect: string | null, inPlace: (view: AuthView) => boolean) {
  const navigate = useNavigate();
  return (view: AuthView) => {
    if (inPlace(view)) return;
    const href = authPageHref(view, redirect ?? undefined);
    if (href) void navigate(href);
  };
}

export function LoginPage() {
  const redirect = useRedirect();
  const [view, setView] = useState<'login' | 'codeLogin'>('login');
  const onSwitch = useSwitch(redirect, (next) => {
    if (next !== 'login' && next !== 'codeLogin') return false;
    setView(next);
    return true;
  });
  const done = () => finishAuth(redirect ?? cameFrom());
  // Only a visitor switches views: someone who arrived logged in sees 'Log in', the view it starts on.
  return (
    <VisitorAuthPage
      title={view === 'login' ? 'Log in' : 'Log in with a code'}
      lead="Welcome back. Follow yachts, message sellers and join the community."
      redirect={redirect}
    >
      {view === 'login' ? (
        <LoginForm variant="page" redirect={redirect ?? undefined} onDone={done} onSwitch={onSwitch} />
      ) : (
        <CodeLoginForm variant="page" redirect={redirect ?? undefined} onDone={done} onSwitch={onSwitch} />
      )}
    </VisitorAuthPage>
  );
}

export function RegisterPage() {
  const redirect = useRedirect();
  const onSwitch = useSwitch(redirect, () => false);
  return (
    <VisitorAuthPage
      title="Create your account"
      lead="Free for buyers and sellers. It takes a minute, with a code we e-mail you."
      redirect={redirect}
    >
      <RegisterForm variant="page" redirect={redirect ?? undefined} onDone={() => finishAuth(redirect ?? cameFrom())} onSwitch={onSwitch} />
    </VisitorAuthPage>
  );
}

export function ResetPasswordPage() {
  const redirect = useRedirect();
  const onSwitch = useSwitch(redirect, () => false);
  return (
    <AuthPage title="Reset your password" lead="We will e-mail you a code; then choose a new password.">
      <ResetPasswordForm
        variant="page"
        redirect={redirect ?? undefined}
        onDone={() => finishAuth(redirect ?? cameFrom())}
        onSwitch={onSwitch}
      />
    </AuthPage>
  );
}

export const ChangeEmailPage = observer(function ChangeEmailPage() {
  const redirect = useRedirect();
  return (
    <AuthPage title="Change your e-mail address" lead="Your current password confirms it is you; a code confirms the new address.">
      {sessionStore.isLoggedIn ? (
        <ChangeEmailForm variant="page" redirect={redirect ?? undefined} onDone={() => finishAuth(redirect)} />
      ) : (
        <LoginPanel
          what="your account"
          title="Log in to change your e-mail address"
          reason="Log in first, then change the e-mail address of your account here."
        />
      )}
    </AuthPage>
  );
});
