// The account pages of SPEC §2. Each shows the shared form in its page variant; after success the browser goes to
// ?redirect= when it is a path of this site, else reloads (SPEC §4), so the whole site starts logged in.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { ChangeEmailForm, CodeLoginForm, LoginForm, RegisterForm, ResetPasswordForm, authPageHref, type AuthView } from 'shared/auth';
import { sessionStore } from 'shared/session';
import { LoginPanel } from '../user-area/login-panel';
import { AlreadyLoggedIn } from './already-logged-in';
import { AuthPage, useRedirect } from './auth-page';
import { finishAuth } from './redirect';

/** The links between the account forms: to the page of a view, or (logging in with a code) swapped in place. */
function useSwitch(redirect: string | null, inPlace: (view: AuthView) => boolean) {
  const navigate = useNavigate();
  return (view: AuthView) => {
    if (inPlace(view)) return;
    const href = authPageHref(view, redirect ?? undefined);
    if (href) navigate(href);
  };
}

export const LoginPage = observer(function LoginPage() {
  const redirect = useRedirect();
  const [view, setView] = useState<'login' | 'codeLogin'>('login');
  const onSwitch = useSwitch(redirect, (next) => {
    if (next !== 'login' && next !== 'codeLogin') return false;
    setView(next);
    return true;
  });
  const done = () => finishAuth(redirect);
  if (sessionStore.isLoggedIn) {
    return (
      <AuthPage title="Log in">
        <AlreadyLoggedIn redirect={redirect} />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title={view === 'login' ? 'Log in' : 'Log in with a code'}
      lead="Welcome back. Follow yachts, message sellers and join the community."
    >
      {view === 'login' ? (
        <LoginForm variant="page" redirect={redirect ?? undefined} onDone={done} onSwitch={onSwitch} />
      ) : (
        <CodeLoginForm variant="page" redirect={redirect ?? undefined} onDone={done} onSwitch={onSwitch} />
      )}
    </AuthPage>
  );
});

export const RegisterPage = observer(function RegisterPage() {
  const redirect = useRedirect();
  const onSwitch = useSwitch(redirect, () => false);
  if (sessionStore.isLoggedIn) {
    return (
      <AuthPage title="Create your account">
        <AlreadyLoggedIn redirect={redirect} />
      </AuthPage>
    );
  }
  return (
    <AuthPage title="Create your account" lead="Free for buyers and sellers. It takes a minute, with a code we e-mail you.">
      <RegisterForm variant="page" redirect={redirect ?? undefined} onDone={() => finishAuth(redirect)} onSwitch={onSwitch} />
    </AuthPage>
  );
});

export function ResetPasswordPage() {
  const redirect = useRedirect();
  const onSwitch = useSwitch(redirect, () => false);
  return (
    <AuthPage title="Reset your password" lead="We will e-mail you a code; then choose a new password.">
      <ResetPasswordForm variant="page" redirect={redirect ?? undefined} onDone={() => finishAuth(redirect)} onSwitch={onSwitch} />
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
