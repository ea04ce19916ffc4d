// Change the password of the logged-in account: the current one and the new one twice, all hashed by the call.
import { ChangePasswordSchema } from '@yachts/contracts/validation';
import { PasswordField } from '../../forms/password-field';
import { changePassword } from '../api/change-password';
import { NewPasswordFields } from '../components/new-password-fields';
import { plainAuthForm } from '../components/plain-auth-form';

export const ChangePasswordForm = plainAuthForm('change-password', {
  initial: { old_password: '', new_password: '', repassword: '' },
  submit: { action: 'user_change_password', schema: ChangePasswordSchema, call: changePassword },
  label: 'Change password',
  links: { resetPassword: 'Forgot your current password?' },
  fields: ({ id, form }) => (
    <>
      <PasswordField {...form.bind('old_password')} formId={id} label="Current password" autoComplete="current-password" required />
      <NewPasswordFields formId={id} password={form.bind('new_password')} repassword={form.bind('repassword')} />
    </>
  ),
});
