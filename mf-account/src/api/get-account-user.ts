// POST /user/profile with no fields (form-style): reads the logged-in user's account.
import { formClient } from 'shared/api';
import { ACCOUNT_CALLS, type AccountUser } from '@yachts/contracts/account';

export async function getAccountUser(signal?: AbortSignal): Promise<AccountUser> {
  const response = await formClient.post<AccountUser>(ACCOUNT_CALLS.profile, {}, { signal });
  return response.data;
}
