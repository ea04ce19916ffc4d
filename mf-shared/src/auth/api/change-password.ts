// POST /user/changePassword (form-style): the current password and the new one twice, all hashed (docs/product.md §5).
import type { InferType } from 'yup';
import { ACCOUNT_CALLS } from '@yachts/contracts/account';
import { hashPassword } from '@yachts/contracts/password';
import type { FormResponse } from '@yachts/contracts/envelope';
import { ChangePasswordSchema } from '@yachts/contracts/validation';
import { formClient } from '../../api/form-client';

export { ChangePasswordSchema };
export type ChangePasswordInput = InferType<typeof ChangePasswordSchema>;

export function changePassword(input: ChangePasswordInput): Promise<FormResponse<null>> {
  return formClient.post<null>(ACCOUNT_CALLS.changePassword, {
    old_password: hashPassword(input.old_password),
    new_password: hashPassword(input.new_password),
    repassword: hashPassword(input.repassword),
  });
}
