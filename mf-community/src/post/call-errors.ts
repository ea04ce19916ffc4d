// What a failed community call means for the page: the api no longer knows the login (the page becomes a
// visitor's and is asked to log in), the post is not there, or an ordinary failure whose words are shown.
import { isSilentCancel } from 'shared/api';
import { modalStore, MODAL_IDS } from 'shared/modals';
import { sessionStore } from 'shared/session';
import { ErrorCode } from '@yachts/contracts/envelope';

/** 400401: the api does not know this visitor; 400208 / 400209: the login token expired or is invalid. */
const LOGIN_NEEDED_CODES: readonly number[] = [ErrorCode.UNAUTHORIZED, ErrorCode.TOKEN_EXPIRED, ErrorCode.TOKEN_INVALID];

export function errorCode(error: unknown): number | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'number' ? code : null;
}

export function isNotFound(error: unknown): boolean {
  if (errorCode(error) === ErrorCode.NOT_FOUND) return true;
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 404;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

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
