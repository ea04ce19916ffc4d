// POST /user/resetpwd (form-style, product rules §7A): e-mail, the code sent for `resetpwd`, and the new password
// twice, hashed (docs/product.md §5). Success logs the user in (uuid and token cookies).
import type { InferType } from 'yup';
import { ACCOUNT_CALLS, type AccountUser } from '@yachts/contracts/account';
import { hashPassword } from '@yachts/contracts/password';
import { ResetPasswordSchema } from '@yachts/contracts/validation';
import { formClient } from '../../api/form-client';
import { sessionStore } from '../../session/session-store';

export { ResetPasswordSchema };
export type ResetPasswordInput = InferType<typeof ResetPasswordSchema>;

export async function resetPassword(input: ResetPasswordInput): Promise<AccountUser> {
  const response = await formClient.post<AccountUser>(ACCOUNT_CALLS.resetPassword, {
    email: input.email.trim(),
    verify_code: input.verify_code.trim(),
    password: hashPassword(input.password),
    repassword: hashPassword(input.repassword),
  });
  sessionStore.refresh();
  return response.data;
}
