// How a password travels (product rules §5), apart from the account's calls and words so that pages which only call
// the account api do not bring SHA-1: only the forms that send a password import this.
import { sha1 } from 'js-sha1';

/**
 * Product rules §5: the password is hashed before it is sent, by a method of ours. The browser sends the SHA-1 (hex) of
 * a site-specific prefix plus the password, so the typed password never leaves the page and is not the same string
 * as on any other site; the server treats the hash as the password and keeps only argon2id of it.
 */
export const PASSWORD_HASH_PREFIX = 'yacht-harbour/v1:';
export const PASSWORD_HASH_PATTERN = /^[0-9a-f]{40}$/;

export function hashPassword(password: string): string {
  return sha1(`${PASSWORD_HASH_PREFIX}${password}`);
}
