// A visitor who has not accepted cookies cannot send an account form from an ordinary page: the form-style client
// cancels the call silently and brings the consent banner back (SPEC §4, decision 012). In a modal that would look
// like a dead button, so the form says why and offers the account page, which works without consent.
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CallCancelledError } from '../../api/form-client';
import { modalStore } from '../../modals/modal-store';
import { authPageHref, type AuthView } from '../auth-views';

/** `onFailure` for useSubmit and the code sender: remembers that a call waited for consent. */
export function useConsentNotice(): { shown: boolean; onFailure: (error: unknown) => void } {
  const [shown, setShown] = useState(false);
  const onFailure = useCallback((error: unknown) => {
    if (error instanceof CallCancelledError) setShown(true);
  }, []);
  return { shown, onFailure };
}

export function ConsentNotice({ view }: { view: AuthView }) {
  const { pathname, search } = useLocation();
  // Logging in with a code has no page of its own; the login page offers it.
  const href = authPageHref(view === 'codeLogin' ? 'login' : view, `${pathname}${search}`);
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
