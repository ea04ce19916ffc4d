// The operator's second factor (decision 032): an authenticator app's time-based codes (RFC 6238, through the
// otpauth library) and single-use recovery codes. The app's secret is kept encrypted with a key derived from the
// server secret, so a copy of the database alone does not give the codes away.
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { OPERATOR_LIMITS } from '@yachts/contracts/operators';
import { SITE_NAME } from '@yachts/contracts/site';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

/** The key that encrypts authenticator secrets, from the server secret (APP_SECRET or the data dir's). */
export function secondFactorKey(appSecret: string): Buffer {
  return crypto.createHmac('sha256', appSecret).update('yachts:operator-totp:v1').digest();
}

export function encryptSecret(base32: string, key: Buffer): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv(ALGORITHM, key, iv);
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(':');
}

export function decryptSecret(stored: string, key: Buffer): string {
  const [version, iv, tag, sealed] = stored.split(':');
  if (version !== VERSION || !iv || !tag || !sealed) throw new Error('an authenticator secret in an unknown form');
  const decipher = crypto.createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

function totpOf(base32: string, label = ''): TOTP {
  return new TOTP({
    issuer: SITE_NAME,
    label,
    algorithm: 'SHA1',
    digits: OPERATOR_LIMITS.totpDigits,
    period: OPERATOR_LIMITS.totpPeriodSeconds,
    secret: Secret.fromBase32(base32),
  });
}

/** A new secret (160 random bits, as RFC 4226 recommends) and the address an authenticator app reads it from. */
export function newTotpSecret(accountEmail: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpOf(secret, accountEmail).toString() };
}

/** The 30-second step of a time. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / OPERATOR_LIMITS.totpPeriodSeconds);
}

/**
 * The step a code belongs to when it is right now (one step either side allowed), or null. The caller refuses a
 * step it has already accepted, so a code works once.
 */
export function totpCodeStep(base32: string, code: string, now: Date): number | null {
  const delta = totpOf(base32).validate({ token: code, timestamp: now.getTime(), window: OPERATOR_LIMITS.totpWindow });
  return delta === null ? null : totpStep(now) + delta;
}

/** The code an authenticator app shows at a time (for tests and the first-admin command's check). */
export function totpCodeAt(base32: string, at: Date): string {
  return totpOf(base32).generate({ timestamp: at.getTime() });
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Recovery codes as shown ("k7q2-m9xd"): 40 bits each, without letters that read like others. */
export function newRecoveryCodes(count: number = OPERATOR_LIMITS.recoveryCodes): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 8 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
}

/** What is kept of a recovery code: typed with or without its dash, in any case. */
export function hashRecoveryCode(code: string): string {
  return crypto.createHash('sha256').update(code.replace(/-/g, '').toLowerCase()).digest('hex');
}
