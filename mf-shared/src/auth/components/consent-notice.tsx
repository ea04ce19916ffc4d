// Without accepted cookies no account form can be sent from an ordinary page (a visitor's login, or a logged-in
// user's change of password): the form-style client cancels the call silently and brings the consent banner back
// (product rules §4, decision 012). In a modal that would look like a dead button, so the form says why and offers the
// account page, which works without consent, when the form has one.
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { CallCancelledError } from '../../api/form-client';
import { modalStore } from '../../modals/modal-store';
import { authPageHref, type AuthView } from '../auth-views';

/** Every account form that can wait for consent: a visitor's flows and a logged-in user's own account forms. */
export type ConsentNoticeForm = AuthView | 'changeEmail' | 'changePassword' | 'emailVerify';

/** The exempt account page that shows the same form, carrying where the user is; null when there is none. */
function exemptPageHref(form: ConsentNoticeForm, here: string): string | null {
  switch (form) {
    // Logging in with a code has no page of its own; the login page offers it.
    case 'codeLogin':
      return authPageHref('login', here);
    case 'changeEmail':
      return `${paths.userChangeEmail()}?redirect=${encodeURIComponent(here)}`;
    // Changing the password and verifying the address have no page that works without consent.
    case 'changePassword':
    case 'emailVerify':
      return null;
    default:
      return authPageHref(form, here);
  }
}

/** `onFailure` for useSubmit and the code sender: remembers that a call waited for consent. */
export function useConsentNotice(): { shown: boolean; onFailure: (error: unknown) => void } {
  const [shown, setShown] = useState(false);
  const onFailure = useCallback((error: unknown) => {
    if (error instanceof CallCancelledError) setShown(true);
  }, []);
  return { shown, onFailure };
}

export function ConsentNotice({ view }: { view: ConsentNoticeForm }) {
  const { pathname, search } = useLocation();
  const href = exemptPageHref(view, `${pathname}${search}`);
  return (
    <p className="auth-notice" role="alert">
      To send this form here, please accept cookies in the banner first.
      {href ? (
        <>
          {' '}
          Or continue on the{' '}
          <Link to={href} onClick={() => modalStore.close()}>
            account page
          </Link>
          , which works without them.
        </>
      ) : null}
    </p>
  );
}
