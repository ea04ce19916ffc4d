// Anti-forgery tokens for form-style calls (product rules §7A `__token__`; docs/decisions/010-anti-forgery-tokens.md).
//
// A token is `<issued at, base-36 seconds>.<random nonce>.<HMAC-SHA256(key, sid | issued at | nonce)>`: bound to the
// visitor-session cookie, checked without any server state, valid for TOKEN_TTL_MS. Tokens are not single-use, so
// every token a page holds stays valid and concurrent requests from one page never fail each other.
import crypto from 'node:crypto';

export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
/** Tolerated clock difference between two api instances (a token "issued in the future" by a peer). */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const NONCE_BYTES = 12;
const TOKEN_PATTERN = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

export type TokenCheck = 'valid' | 'missing' | 'malformed' | 'forged' | 'expired';

/** The HMAC key, derived from the app secret so the secret itself is never used for two purposes. */
export function tokenKey(appSecret: string): Buffer {
  return crypto.createHmac('sha256', appSecret).update('yachts:anti-forgery-token:v1').digest();
}

function mac(key: Buffer, sid: string, issuedAt: string, nonce: string): string {
  return crypto.createHmac('sha256', key).update(`${sid}|${issuedAt}|${nonce}`).digest('base64url');
}

export function issueToken(key: Buffer, sid: string, nowMs: number = Date.now()): string {
  const issuedAt = Math.floor(nowMs / 1000).toString(36);
  const nonce = crypto.randomBytes(NONCE_BYTES).toString('base64url');
  return `${issuedAt}.${nonce}.${mac(key, sid, issuedAt, nonce)}`;
}

export function checkToken(key: Buffer, sid: string | null, token: unknown, nowMs: number = Date.now()): TokenCheck {
  if (typeof token !== 'string' || token === '' || !sid) return 'missing';
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return 'malformed';
  const [, issuedAt = '', nonce = '', given = ''] = match;
  const expected = Buffer.from(mac(key, sid, issuedAt, nonce));
  if (!crypto.timingSafeEqual(expected, Buffer.from(given))) return 'forged';
  const issuedMs = parseInt(issuedAt, 36) * 1000;
  if (nowMs - issuedMs > TOKEN_TTL_MS || issuedMs - nowMs > CLOCK_SKEW_MS) return 'expired';
  return 'valid';
}
