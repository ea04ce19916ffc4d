// Password storage (docs/architecture.md §4, decision 013). The browser sends hashPassword(typed password) of
// @yachts/contracts/password, a SHA-1 hex string; the api treats that string as the password and stores only
// argon2id of it, with the parameters OWASP recommends for argon2id at the time of writing (m=19 MiB, t=2, p=1),
// about 9 ms per hash on this hardware.
import crypto from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// The package's Algorithm is a const enum that does not exist at run time; 2 is its Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;

export const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export async function hashStoredPassword(transportHash: string): Promise<string> {
  return hash(transportHash, ARGON2_OPTIONS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash at all (never throws). */
export async function verifyStoredPassword(storedHash: string, transportHash: string): Promise<boolean> {
  try {
    return await verify(storedHash, transportHash);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;

/**
 * A hash no password matches, verified when the address has no account: a failed login then costs one argon2
 * verify either way, so the answer's timing does not tell whether the address is registered.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hash(crypto.randomBytes(32).toString('hex'), ARGON2_OPTIONS);
  return dummy;
}
