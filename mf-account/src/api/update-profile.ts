// POST /user/profile with {name} and/or {avatar_url} (form-style): updates the profile, answers the account.
import { formClient } from 'shared/api';
import { ACCOUNT_CALLS, type AccountUser } from '@yachts/contracts/account';

export interface UpdateProfileInput {
  name?: string;
  avatar_url?: string;
}

export async function updateProfile(input: UpdateProfileInput): Promise<AccountUser> {
  const response = await formClient.post<AccountUser>(ACCOUNT_CALLS.profile, { ...input });
  return response.data;
}
