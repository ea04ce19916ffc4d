// POST /email/verify (form-style, docs/product.md §7A): the code sent to the account's own address for `verify`.
import type { InferType } from 'yup';
import { ACCOUNT_CALLS, type AccountUser } from '@yachts/contracts/account';
import { VerifyEmailRequestSchema } from '@yachts/contracts/account-schemas';
import { formClient } from '../../api/form-client';

/** One field, the same rule on both sides: the wire schema is also the form's. */
export const VerifyEmailSchema = VerifyEmailRequestSchema;
export type VerifyEmailInput = InferType<typeof VerifyEmailSchema>;

export async function verifyEmail(input: VerifyEmailInput): Promise<AccountUser | null> {
  const response = await formClient.post<AccountUser | null>(ACCOUNT_CALLS.verifyEmail, { verify_code: input.verify_code.trim() });
  return response.data;
}
