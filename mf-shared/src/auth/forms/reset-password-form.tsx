// Reset a forgotten password (docs/product.md §1): e-mail, the code sent for `resetpwd`, the new password twice.
import { ResetPasswordSchema } from '@yachts/contracts/validation';
import { resetPassword } from '../api/reset-password';
import { NewPasswordFields } from '../components/new-password-fields';
import { EmailCodeFields } from '../components/email-code-fields';
import { plainAuthForm } from '../components/plain-auth-form';

export const ResetPasswordForm = plainAuthForm('reset-password', {
  initial: { email: '', verify_code: '', password: '', repassword: '' },
  submit: { action: 'user_resetpwd', schema: ResetPasswordSchema, call: resetPassword },
  label: 'Reset your password',
  submitLabel: 'Reset password',
  lead: 'Enter the e-mail address of your account and we will send you a code to set a new password.',
  links: { login: 'Back to log in', codeLogin: 'Log in with a code instead' },
  fields: ({ id, form }) => (
    <>
      <EmailCodeFields form={form} formId={id} event="resetpwd" />
      <NewPasswordFields formId={id} password={form.bind('password')} repassword={form.bind('repassword')} />
    </>
  ),
});
