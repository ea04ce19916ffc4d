// Test support: what a call sent, without what the client adds to every call of its kind: a form-style call's
// anti-forgery token, a signed call's timestamp, echostr and signature (checked on the way).
import { ACCESS_TOKEN_HEADER, computeSign } from '@yachts/contracts/signing';
import type { SeenRequest } from './fake-server';

export function sentFields(request: SeenRequest | undefined): Record<string, unknown> {
  const { __token__: _token, ...fields } = (request?.body ?? {}) as Record<string, unknown>;
  return fields;
}

/**
 * What a signed call sent (product rules §7B), once it is checked to be signed for the member logged in with `token`:
 * its sign is the signature of the rest of its body, and the login token goes in the header.
 */
export function signedFields(request: SeenRequest | undefined, token = 'login-token'): Record<string, unknown> {
  const { sign, ...fields } = (request?.body ?? {}) as Record<string, unknown>;
  expect(sign).toBe(computeSign(fields));
  expect(request?.headers[ACCESS_TOKEN_HEADER]).toBe(token);
  const { timestamp: _timestamp, echostr: _echostr, ...chosen } = fields;
  return chosen;
}
