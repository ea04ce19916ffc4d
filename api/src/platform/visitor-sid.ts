// The visitor session: a random id in the `sid` cookie, created by POST /api/index/test/gettoken. It carries no
// data; anti-forgery tokens are bound to it, and rows a visitor creates (uploads, messages) record its hash.
import { COOKIES } from '@yachts/contracts/cookies';
import crypto from 'node:crypto';

export const SID_COOKIE = COOKIES.visitor;
/** 32 random bytes (256 bits), base64url: 43 characters. */
const SID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function createSid(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function isSid(value: unknown): value is string {
  return typeof value === 'string' && SID_PATTERN.test(value);
}

export { hashSid } from '../lib/sid-hash';
