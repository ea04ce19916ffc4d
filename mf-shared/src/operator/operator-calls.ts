// How every console page calls its operator routes (decision 033): JSON with the login token as the access-token
// header (the second-factor steps are signed calls; the decisions are not, their routes take only their own fields).
// An answer that the second factor is needed again (its hours ran out) sends the console back to the code page.
import { ErrorCode } from '@yachts/contracts/envelope';
import type { SignableFields } from '@yachts/contracts/signing';
import { errorCode } from '../api/call-errors';
import { signedClient } from '../api/signed-client';
import { operatorStore } from './operator-store';

async function guarded<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (errorCode(error) === ErrorCode.SECOND_FACTOR_REQUIRED) operatorStore.askAgain();
    throw error;
  }
}

/** GET an operator route; `params` become the query. */
export function operatorGet<T>(path: string, params?: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<T> {
  const query = params ? Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) : undefined;
  return guarded(signedClient.get<T>(path, query, signal));
}

/** POST a decision to an operator route. */
export function operatorPost<T>(path: string, body: SignableFields): Promise<T> {
  return guarded(signedClient.postUnsigned<T>(path, body));
}

/** POST one of the second factor's signed steps (set up, confirm, verify). */
export function operatorSignedPost<T>(path: string, body: SignableFields = {}): Promise<T> {
  return signedClient.post<T>(path, body);
}
