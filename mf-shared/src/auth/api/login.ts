// POST /user/login (form-style, product rules §7A) in its two forms: e-mail and password (hashed, product rules §5), or
// e-mail and the code sent for `login`. Success sets the uuid and token cookies.
import type { InferType } from 'yup';
import { ACCOUNT_CALLS, type AccountUser } from '@yachts/contracts/account';
import { hashPassword } from '@yachts/contracts/password';
import { CodeLoginSchema, LoginSchema } from '@yachts/contracts/validation';
import { formClient } from '../../api/form-client';
import { sessionStore } from '../../session/session-store';

export { LoginSchema, CodeLoginSchema };
export type LoginInput = InferType<typeof LoginSchema>;
export type CodeLoginInput = InferType<typeof CodeLoginSchema>;

export async function loginWithPassword(input: LoginInput): Promise<AccountUser> {
  const response = await formClient.post<AccountUser>(ACCOUNT_CALLS.login, {
    email: input.email.trim(),
    password: hashPassword(input.password),
  });
  sessionStore.refresh();
  return response.data;
}

export async function loginWithCode(input: CodeLoginInput): Promise<AccountUser> {
  const response = await formClient.post<AccountUser>(ACCOUNT_CALLS.login, {
    email: input.email.trim(),
    verify_code: input.verify_code.trim(),
  });
  sessionStore.refresh();
  return response.data;
}
