// POST /user/logout (form-style, product rules §7A): the server revokes the login token and clears its cookies. It goes
// out without cookie consent too (revokesLogin): a logout the server never heard of would leave the token valid.
import { ACCOUNT_CALLS } from '@yachts/contracts/account';
import type { FormResponse } from '@yachts/contracts/envelope';
import { formClient } from '../../api/form-client';

export function postLogout(): Promise<FormResponse<null>> {
  return formClient.post<null>(ACCOUNT_CALLS.logout, {}, { revokesLogin: true });
}
