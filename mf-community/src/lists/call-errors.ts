// What a failed community call means for the page: log in first (the api does not know this visitor, or the login
// expired), cookies first (SPEC §4: form-style calls are cancelled silently without consent), nothing there, or an
// ordinary failure whose text is shown.
import { isSilentCancel } from 'shared/api';
import { ErrorCode } from '@yachts/contracts/envelope';

const LOGIN_NEEDED_CODES: readonly number[] = [ErrorCode.UNAUTHORIZED, ErrorCode.TOKEN_EXPIRED, ErrorCode.TOKEN_INVALID];

export function errorCode(error: unknown): number | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'number' ? code : null;
}

export function needsLogin(error: unknown): boolean {
  const code = errorCode(error);
  return code !== null && LOGIN_NEEDED_CODES.includes(code);
}

export function needsConsent(error: unknown): boolean {
  return isSilentCancel(error);
}

export function isNotFound(error: unknown): boolean {
  if (errorCode(error) === ErrorCode.NOT_FOUND) return true;
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 404;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
