// E-mail codes (architecture §4, decision 013): 6 digits from a CSPRNG, stored only as an HMAC keyed with the app
// secret. A plain hash would not do: there are only a million codes, so anyone with the table could try them all;
// without the key they cannot. The address and event are part of the MAC, so a row's hash fits no other row.
import crypto from 'node:crypto';
import { ACCOUNT_LIMITS, type CodeEvent } from '@yachts/contracts/account';

export const CODE_TTL_MS = ACCOUNT_LIMITS.codeTtlMinutes * 60_000;
export const CODE_COOLDOWN_MS = ACCOUNT_LIMITS.codeCooldownSeconds * 1000;

/** The HMAC key, derived from the app secret so the secret itself is never used for two purposes. */
export function codeKey(appSecret: string): Buffer {
  return crypto.createHmac('sha256', appSecret).update('yachts:email-code:v1').digest();
}

export function generateCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function hashCode(key: Buffer, email: string, event: CodeEvent, code: string): string {
  return crypto.createHmac('sha256', key).update(`${email}|${event}|${code}`).digest('hex');
}

export function codeMatches(key: Buffer, stored: string | null, email: string, event: CodeEvent, code: string): boolean {
  if (stored === null) return false;
  const expected = Buffer.from(hashCode(key, email, event, code), 'hex');
  const given = Buffer.from(stored, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(expected, given);
}

/** The key a client's login failures are counted under: a keyed hash of its IP, so the table holds no addresses. */
export function clientKey(key: Buffer, ip: string): string {
  return crypto.createHmac('sha256', key).update(`client|${ip}`).digest('hex');
}
