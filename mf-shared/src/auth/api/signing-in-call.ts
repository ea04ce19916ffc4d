// The form-style calls that end with the user logged in (log in, register, reset the password): the server sets the
// uuid and token cookies, and the session store reads them at once, so every area sees the user without waiting for
// the reload.
import type { AccountUser } from '@yachts/contracts/account';
import { formClient } from '../../api/form-client';
import { sessionStore } from '../../session/session-store';

/** Posts `body` to the call at `path`, then refreshes the session; the answer is the account now logged in. */
export async function postSigningIn(path: string, body: Record<string, string>): Promise<AccountUser> {
  const response = await formClient.post<AccountUser>(path, body);
  sessionStore.refresh();
  return response.data;
}
