// POST /user/login (form-style, product rules §7A) in its two forms: e-mail and password (hashed, product rules §5), or
// e-mail and the code sent for `login`. Success sets the uuid and token cookies.
import type { InferType } from 'yup';
import { ACCOUNT_CALLS, type AccountUser } from '@yachts/contracts/account';
import { hashPassword } from '@yachts/contracts/password';
import { CodeLoginSchema, LoginSchema } from '@yachts/contracts/validation';
import { postSigningIn } from './signing-in-call';

export { LoginSchema, CodeLoginSchema };
export type LoginInput = InferType<typeof LoginSchema>;
export type CodeLoginInput = InferType<typeof CodeLoginSchema>;

export function loginWithPassword(input: LoginInput): Promise<AccountUser> {
  return postSigningIn(ACCOUNT_CALLS.login, {
    email: input.email.trim(),
    password: hashPassword(input.password),
  });
}

export function loginWithCode(input: CodeLoginInput): Promise<AccountUser> {
  return postSigningIn(ACCOUNT_CALLS.login, {
    email: input.email.trim(),
    verify_code: input.verify_code.trim(),
  });
}
