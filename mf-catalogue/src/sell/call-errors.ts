// What a failed call of the selling pages means for the page: the user must log in, the page needs cookie consent,
// the application does not exist (or is someone else's: the api answers both alike), or an ordinary failure.
import { isSilentCancel } from 'shared/api';
import { ErrorCode } from '@yachts/contracts/envelope';
import { SELL_MESSAGES } from '@yachts/contracts/selling';

/** 400401: the api does not know this visitor; 400208 / 400209: the login token expired or is invalid. */
export const LOGIN_NEEDED_CODES: readonly number[] = [ErrorCode.UNAUTHORIZED, ErrorCode.TOKEN_EXPIRED, ErrorCode.TOKEN_INVALID];

export function errorCode(error: unknown): number | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'number' ? code : null;
}

export function needsLogin(error: unknown): boolean {
  const code = errorCode(error);
  return code !== null && LOGIN_NEEDED_CODES.includes(code);
}

export function isNotFound(error: unknown): boolean {
  if (errorCode(error) === ErrorCode.NOT_FOUND) return true;
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  // The selling calls answer a missing (or another user's) application with their own words.
  return status === 404 || (error instanceof Error && error.message === SELL_MESSAGES.notFound);
}

export function needsConsent(error: unknown): boolean {
  return isSilentCancel(error);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
