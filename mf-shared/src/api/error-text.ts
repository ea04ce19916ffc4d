// docs/product.md §8: the error text of a failed call, and what both clients read from a failed answer.
import { ErrorCode } from '@yachts/contracts/envelope';

export const FALLBACK_ERROR_TEXT = 'error: -1024';
export const NETWORK_ERROR_TEXT = 'The network is unreachable. Check your connection and try again.';

/** 400208 / 400209: the login token expired or is invalid; the client forgets the login (product rules §8). */
export const LOGIN_TOKEN_CODES: readonly number[] = [ErrorCode.TOKEN_EXPIRED, ErrorCode.TOKEN_INVALID];

/** The envelope's numeric `code`, or null when the body has none. */
export function responseCode(body: unknown): number | null {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'number' ? code : null;
}

/** A `msg` that is an object of field -> message (product rules §8: shown under each field). */
export function fieldMessages(msg: unknown): Record<string, string> | null {
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) return null;
  const entries = Object.entries(msg as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/**
 * data.msg (a string, or several messages joined by new lines); else `error: -1024` when the server answered
 * with a body but no message; else the HTTP status text with the code.
 */
export function errorText(data: unknown, status?: number | null, statusText?: string | null): string {
  if (typeof data === 'object' && data !== null) {
    const msg = (data as { msg?: unknown }).msg;
    if (typeof msg === 'string' && msg.trim()) return msg;
    if (Array.isArray(msg)) {
      const lines = msg.filter((line): line is string => typeof line === 'string' && line.trim() !== '');
      if (lines.length > 0) return lines.join('\n');
    }
    const fields = fieldMessages(msg);
    if (fields) return Object.values(fields).join('\n');
    return FALLBACK_ERROR_TEXT;
  }
  if (status) return `${statusText || 'Error'} ${status}`.trim();
  return FALLBACK_ERROR_TEXT;
}
