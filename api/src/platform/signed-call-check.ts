// The stateless checks of a signed call (product rules §7B, architecture §4, docs/decisions/009-signed-calls.md), in
// the order the client can fix them: the fields are there, the timestamp is fresh, the echostr is well formed, the sign
// matches. The replay check needs the database and lives in platform/signed-calls.ts.
import crypto from 'node:crypto';
import { ErrorCode } from '@yachts/contracts/envelope';
import { SIGN_WINDOW_SECONDS, computeSign, isEchostr } from '@yachts/contracts/signing';
import { isPlainObject } from '../lib/form-validation';

export const SIGNED_CALL_MESSAGES = {
  missing: 'The request is not signed: timestamp, echostr and sign are required.',
  timestampFormat: 'The request timestamp must be whole seconds since 1970.',
  timestamp: 'The request timestamp is outside the allowed window.',
  echostr: 'The echostr must be 32 letters and digits.',
  mismatch: 'The signature does not match.',
  replayed: 'This request was already received (echostr reused).',
} as const;

export type SignedCallCheck =
  { ok: true; echostr: string; timestamp: number } | { ok: false; status: 400 | 401; code: number; msg: string };

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function fail(status: 400 | 401, code: number, msg: string): SignedCallCheck {
  return { ok: false, status, code, msg };
}

export function checkSignedCall(body: unknown, nowMs: number = Date.now()): SignedCallCheck {
  if (!isPlainObject(body) || isBlank(body.timestamp) || isBlank(body.echostr) || isBlank(body.sign)) {
    return fail(400, ErrorCode.SIGN_MISSING, SIGNED_CALL_MESSAGES.missing);
  }
  const { timestamp, echostr, sign } = body;
  const seconds = typeof timestamp === 'string' && /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : timestamp;
  if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds) || seconds < 0) {
    return fail(400, ErrorCode.SIGN_TIMESTAMP, SIGNED_CALL_MESSAGES.timestampFormat);
  }
  if (Math.abs(nowMs / 1000 - seconds) > SIGN_WINDOW_SECONDS) {
    return fail(401, ErrorCode.SIGN_TIMESTAMP, SIGNED_CALL_MESSAGES.timestamp);
  }
  if (!isEchostr(echostr)) return fail(400, ErrorCode.SIGN_ECHOSTR, SIGNED_CALL_MESSAGES.echostr);
  const expected = Buffer.from(computeSign(body));
  const given = Buffer.from(typeof sign === 'string' ? sign : '');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    return fail(401, ErrorCode.SIGN_MISMATCH, SIGNED_CALL_MESSAGES.mismatch);
  }
  return { ok: true, echostr, timestamp: seconds };
}
