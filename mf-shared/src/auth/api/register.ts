// POST /user/register (form-style, docs/product.md §7A): e-mail, the code sent for `register`, the display name
// (decision 036) and the password twice, each password hashed before it leaves the page (product rules §5). Success
// sets the uuid and token cookies.
import type { InferType } from 'yup';
import { ACCOUNT_CALLS, type AccountUser } from '@yachts/contracts/account';
import { cleanDisplayName, RegisterSchema } from '@yachts/contracts/validation';
import { codeAndPasswords } from './code-and-passwords';
import { postSigningIn } from './signing-in-call';

export { RegisterSchema };
export type RegisterInput = InferType<typeof RegisterSchema>;

export function register(input: RegisterInput): Promise<AccountUser> {
  return postSigningIn(ACCOUNT_CALLS.register, { ...codeAndPasswords(input), name: cleanDisplayName(input.name) });
}
