// POST /send (form-style, product rules §7A): an e-mail code for one of the account flows. For `verify` the server
// sends it to the logged-in account's own address, so no e-mail is needed.
import type { InferType } from 'yup';
import { ACCOUNT_CALLS, type CodeEvent } from '@yachts/contracts/account';
import { SendCodeRequestSchema } from '@yachts/contracts/account-schemas';
import type { FormResponse } from '@yachts/contracts/envelope';
import { formClient } from '../../api/form-client';

export { SendCodeRequestSchema };
export type SendCodeInput = Omit<InferType<typeof SendCodeRequestSchema>, 'event'> & { event: CodeEvent };

export function sendCode(input: SendCodeInput): Promise<FormResponse<null>> {
  return formClient.post<null>(ACCOUNT_CALLS.sendCode, { email: input.email.trim(), event: input.event });
}
