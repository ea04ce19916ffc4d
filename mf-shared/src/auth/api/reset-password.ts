// POST /user/resetpwd (form-style, product rules §7A): e-mail, the code sent for `resetpwd`, and the new password
// twice, hashed (docs/product.md §5). Success logs the user in (uuid and token cookies).
import type { InferType } from 'yup';
import { ACCOUNT_CALLS, type AccountUser } from '@yachts/contracts/account';
import { ResetPasswordSchema } from '@yachts/contracts/validation';
import { codeAndPasswords } from './code-and-passwords';
import { postSigningIn } from './signing-in-call';

export { ResetPasswordSchema };
export type ResetPasswordInput = InferType<typeof ResetPasswordSchema>;

export function resetPassword(input: ResetPasswordInput): Promise<AccountUser> {
  return postSigningIn(ACCOUNT_CALLS.resetPassword, codeAndPasswords(input));
}
