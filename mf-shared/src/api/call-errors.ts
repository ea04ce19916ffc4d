// What a failed call means for a page, the same in every area: the user must log in (the api does not know this
// visitor, or the login expired or is invalid), the page needs cookie consent (a form-style call cancelled without
// it), the thing is not there, or an ordinary failure whose words are shown.
import { ErrorCode } from '@yachts/contracts/envelope';
import { CallError } from './call-error';
import { isSilentCancel } from './form-client';

/** 400401: the api does not know this visitor; 400208 / 400209: the login token expired or is invalid. */
export const LOGIN_NEEDED_CODES: readonly number[] = [ErrorCode.UNAUTHORIZED, ErrorCode.TOKEN_EXPIRED, ErrorCode.TOKEN_INVALID];

/** The api's error code of a failed call, or null. */
export function errorCode(error: unknown): number | null {
  return error instanceof CallError ? error.code : null;
}

/** field -> message when the api answered a form with them (shown under the fields), else null. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  return error instanceof CallError ? error.fieldErrors : null;
}

export function needsLogin(error: unknown): boolean {
  const code = errorCode(error);
  return code !== null && LOGIN_NEEDED_CODES.includes(code);
}

/** The api's not-found code, an HTTP 404, or (for calls that answer a missing item in their own words) that text. */
export function isNotFound(error: unknown, notFoundText?: string): boolean {
  if (errorCode(error) === ErrorCode.NOT_FOUND) return true;
  return (
    (error instanceof CallError && error.status === 404) ||
    (notFoundText !== undefined && error instanceof Error && error.message === notFoundText)
  );
}

/** A call cancelled because cookie consent is missing: the banner asks, so the page says nothing of an error. */
export function needsConsent(error: unknown): boolean {
  return isSilentCancel(error);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
