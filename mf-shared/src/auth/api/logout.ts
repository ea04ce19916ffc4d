// POST /user/logout (form-style, product rules §7A): the server revokes the login token and clears its cookies. Like
// every call that uses only the strictly necessary cookies, it goes out without cookie consent (decision 034).
import { ACCOUNT_CALLS } from '@yachts/contracts/account';
import type { FormResponse } from '@yachts/contracts/envelope';
import { formClient } from '../../api/form-client';

export function postLogout(): Promise<FormResponse<null>> {
  return formClient.post<null>(ACCOUNT_CALLS.logout, {});
}
