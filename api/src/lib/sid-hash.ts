// The hash the database keeps of a visitor's session cookie (`sid_hash`): what the session, the rate limits and every
// row a visitor creates share.
import crypto from 'node:crypto';

/** What the database keeps instead of the cookie value, which stays a bearer secret of the browser. */
export function hashSid(sid: string): string {
  return crypto.createHash('sha256').update(sid).digest('hex');
}
