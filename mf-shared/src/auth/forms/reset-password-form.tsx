// Reset a forgotten password (docs/product.md §1): e-mail, the code sent for `resetpwd`, the new password twice.
import { ResetPasswordSchema } from '@yachts/contracts/validation';
import { resetPassword } from '../api/reset-password';
import { AuthFormShell, type AuthFormProps } from '../components/auth-form';
import { NewPasswordFields } from '../components/new-password-fields';
import { EmailCodeFields } from '../components/email-code-fields';
import { useAuthForm } from '../components/use-auth-form';

export function ResetPasswordForm(props: AuthFormProps) {
  const { id, form, shell } = useAuthForm(
    'reset-password',
    props,
    { email: '', verify_code: '', password: '', repassword: '' },
    { action: 'user_resetpwd', schema: ResetPasswordSchema, call: resetPassword },
  );
  return (
    <AuthFormShell
      {...shell}
      label="Reset your password"
      submitLabel="Reset password"
      lead="Enter the e-mail address of your account and we will send you a code to set a new password."
      links={[
        { view: 'login', label: 'Back to log in' },
        { view: 'codeLogin', label: 'Log in with a code instead' },
      ]}
    >
      <EmailCodeFields form={form} formId={id} event="resetpwd" />
      <NewPasswordFields formId={id} password={form.bind('password')} repassword={form.bind('repassword')} />
    </AuthFormShell>
  );
}
