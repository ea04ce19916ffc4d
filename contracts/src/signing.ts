// Signed calls (product rules §7B, architecture §4): the one implementation of the signature, imported by the browser's
// signed client and by the api's verifier, so both compute the same bytes. The secret is not a secret from users (it
// ships in the page); it protects integrity and, with timestamp and echostr, replay. Identity is the login token.
// See docs/decisions/009-signed-calls.md.
import { sha1 } from 'js-sha1';
import { ACCESS_TOKEN_HEADER } from './envelope';

export { ACCESS_TOKEN_HEADER };

export const SIGN_SECRET = 'yacht-marketplace:signed-calls:v1';
export const ECHOSTR_LENGTH = 32;
/** How far a signed call's timestamp may be from the server's clock, either way. */
export const SIGN_WINDOW_SECONDS = 300;

const ECHOSTR_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export type SignableFields = Record<string, unknown>;
export interface SigningFields {
  timestamp: number;
  echostr: string;
  sign: string;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function stringify(value: unknown): string {
  if (Array.isArray(value)) return value.map(stringify).join(',');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/**
 * The string that is hashed: every non-empty field except `sign`, sorted by name (code-unit order), as
 * `name=value` joined by `&`, then `&key=<secret>`.
 */
export function canonicalString(fields: SignableFields, secret: string = SIGN_SECRET): string {
  const pairs = Object.keys(fields)
    .filter((name) => name !== 'sign' && !isEmpty(fields[name]))
    .sort()
    .map((name) => `${name}=${stringify(fields[name])}`);
  pairs.push(`key=${secret}`);
  return pairs.join('&');
}

/** Uppercase SHA-1 hex of the canonical string. */
export function computeSign(fields: SignableFields, secret: string = SIGN_SECRET): string {
  return sha1(canonicalString(fields, secret)).toUpperCase();
}

/** 32 characters from [A-Za-z0-9], from the platform's cryptographic random source. */
export function createEchostr(): string {
  const bytes = new Uint8Array(ECHOSTR_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  for (const byte of bytes) out += ECHOSTR_ALPHABET[byte % ECHOSTR_ALPHABET.length];
  return out;
}

export function isEchostr(value: unknown): value is string {
  return typeof value === 'string' && value.length === ECHOSTR_LENGTH && /^[A-Za-z0-9]+$/.test(value);
}

/** Adds timestamp (seconds), echostr and sign to a POST body. */
export function signBody<T extends SignableFields>(body: T, nowMs: number = Date.now(), secret: string = SIGN_SECRET): T & SigningFields {
  const unsigned = { ...body, timestamp: Math.floor(nowMs / 1000), echostr: createEchostr() };
  return { ...unsigned, sign: computeSign(unsigned, secret) };
}
