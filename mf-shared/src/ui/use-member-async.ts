// useAsync for a member's pages in any area: the load runs again when the user or the cookie consent changes, and
// an answer that says the visitor is not logged in makes every area forget the login at once.
import { useEffect } from 'react';
import { ErrorCode } from '@yachts/contracts/envelope';
import { errorCode } from '../api/call-errors';
import { consentStore } from '../consent/consent-store';
import { sessionStore } from '../session/session-store';
import { useAsync, type AsyncState } from './use-async';

/** Call from an observer component: the key reads the session and consent stores. */
export function useMemberAsync<T>(load: (signal: AbortSignal) => Promise<T>, key: string): [AsyncState<T>, () => void] {
  const [state, reload] = useAsync(load, `${key}|user:${sessionStore.uuid ?? ''}|consent:${consentStore.value ?? ''}`);
  const failedCode = state.status === 'error' ? errorCode(state.error) : null;
  useEffect(() => {
    // The shared clients forget the login on 400208 / 400209 themselves. 400401 means the page believes in a
    // login (a uuid cookie) that the api does not: forget it too, so the header and every area agree.
    if (failedCode === ErrorCode.UNAUTHORIZED && sessionStore.isLoggedIn) sessionStore.forgetLogin();
  }, [failedCode]);
  return [state, reload];
}
