// POST /user/profile (form-style, docs/product.md §7A): {} reads the logged-in user.
import { ACCOUNT_CALLS, type AccountUser } from '@yachts/contracts/account';
import { formClient } from '../../api/form-client';

export async function getProfile(options: { signal?: AbortSignal } = {}): Promise<AccountUser> {
  const response = await formClient.post<AccountUser>(ACCOUNT_CALLS.profile, {}, { signal: options.signal });
  return response.data;
}
