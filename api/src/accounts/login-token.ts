// Login tokens (product rules §4 "Login token", §6; docs/decisions/013-accounts-and-login-tokens.md): 32 random bytes,
// base64url. The browser holds the token itself; the database keeps only its SHA-256, so a copy of the database
// (a backup, a leaked dump) logs nobody in. A plain hash is enough here, unlike passwords: 256 random bits cannot
// be guessed, so there is nothing for a slow hash to slow down.
import crypto from 'node:crypto';
import { ACCOUNT_LIMITS } from '@yachts/contracts/account';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A token is 43 base64url characters; anything else is refused before the database is asked. */
const LOGIN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const SESSION_IDLE_MS = ACCOUNT_LIMITS.sessionIdleDays * DAY_MS;
export const SESSION_ABSOLUTE_MS = ACCOUNT_LIMITS.sessionAbsoluteDays * DAY_MS;
/** lastSeenAt is written at most this often per session: one write a minute, not one per request. */
export const TOUCH_INTERVAL_MS = 60_000;

export function createLoginToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLoginToken(token) };
}

export function isLoginTokenFormat(value: unknown): value is string {
  return typeof value === 'string' && LOGIN_TOKEN_PATTERN.test(value);
}

export function hashLoginToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export type SessionState = 'valid' | 'revoked' | 'expired';

/** Whether a stored session still logs its holder in at `now`: not revoked, not idle too long, not too old. */
export function sessionState(session: { revokedAt: Date | null; lastSeenAt: Date; expiresAt: Date }, now: Date): SessionState {
  if (session.revokedAt) return 'revoked';
  if (session.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now.getTime()) return 'expired';
  return 'valid';
}
