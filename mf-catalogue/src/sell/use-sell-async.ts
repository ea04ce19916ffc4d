// useAsync for the selling pages: the load runs again when the user or the cookie consent changes, and an answer
// that says the visitor is not logged in makes every area forget the login at once.
import { useEffect } from 'react';
import { consentStore } from 'shared/consent';
import { sessionStore } from 'shared/session';
import { useAsync, type AsyncState } from 'shared/ui';
import { ErrorCode } from '@yachts/contracts/envelope';
import { errorCode } from './call-errors';

/** Call from an observer component: the key reads the session and consent stores. */
export function useSellAsync<T>(load: (signal: AbortSignal) => Promise<T>, key: string): [AsyncState<T>, () => void] {
  const [state, reload] = useAsync(load, `${key}|user:${sessionStore.uuid ?? ''}|consent:${consentStore.value ?? ''}`);
  const failedCode = state.status === 'error' ? errorCode(state.error) : null;
  useEffect(() => {
    // 400401 means the page believes in a login (a uuid cookie) that the api does not: forget it, so the header
    // and every area agree and this page shows its login panel.
    if (failedCode === ErrorCode.UNAUTHORIZED && sessionStore.isLoggedIn) sessionStore.forgetLogin();
  }, [failedCode]);
  return [state, reload];
}
