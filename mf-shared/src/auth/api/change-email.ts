// POST /user/changeEmail (form-style, product rules §7A): the current password (hashed, product rules §5), the new
// address and the code sent to that new address for `changeEmail`.
import { object, type InferType } from 'yup';
import { ACCOUNT_CALLS, type AccountUser } from '@yachts/contracts/account';
import { hashPassword } from '@yachts/contracts/password';
import { EmailSchema, PasswordSchema, VerifyCodeSchema } from '@yachts/contracts/validation';
import { formClient } from '../../api/form-client';

/** What the user types: the contracts' own rules, composed (there is no separate change-e-mail rule). */
export const ChangeEmailSchema = object({ password: PasswordSchema, email: EmailSchema, verify_code: VerifyCodeSchema });
export type ChangeEmailInput = InferType<typeof ChangeEmailSchema>;

export async function changeEmail(input: ChangeEmailInput): Promise<AccountUser | null> {
  const response = await formClient.post<AccountUser | null>(ACCOUNT_CALLS.changeEmail, {
    password: hashPassword(input.password),
    email: input.email.trim(),
    verify_code: input.verify_code.trim(),
  });
  return response.data;
}
