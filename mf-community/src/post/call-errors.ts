// The failures every community action handles alike (what a failure means is shared/api's call errors).
import { errorCode, isSilentCancel, LOGIN_NEEDED_CODES } from 'shared/api';
import { modalStore, MODAL_IDS } from 'shared/modals';
import { sessionStore } from 'shared/session';

/**
 * Handles the failures every action shares and says whether it did: a call cancelled for cookie consent stays
 * silent (the banner asks), a lost login opens the login-required modal. Anything else is the caller's to show.
 */
export function handleCommonFailure(error: unknown, reason?: string): boolean {
  if (isSilentCancel(error)) return true;
  const code = errorCode(error);
  if (code !== null && LOGIN_NEEDED_CODES.includes(code)) {
    sessionStore.forgetLogin();
    modalStore.open(MODAL_IDS.loginRequired, reason ? { reason } : {});
    return true;
  }
  return false;
}
