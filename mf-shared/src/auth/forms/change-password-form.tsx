// Change the password of the logged-in account: the current one and the new one twice, all hashed by the call.
import { ChangePasswordSchema } from '@yachts/contracts/validation';
import { PasswordField } from '../../forms/password-field';
import { changePassword } from '../api/change-password';
import { AuthFormShell, type AuthFormProps } from '../components/auth-form';
import { NewPasswordFields } from '../components/new-password-fields';
import { useAuthForm } from '../components/use-auth-form';

export function ChangePasswordForm(props: AuthFormProps) {
  const { id, form, shell } = useAuthForm(
    'change-password',
    props,
    { old_password: '', new_password: '', repassword: '' },
    { action: 'user_change_password', schema: ChangePasswordSchema, call: changePassword },
  );
  return (
    <AuthFormShell
      {...shell}
      label="Change password"
      submitLabel="Change password"
      links={[{ view: 'resetPassword', label: 'Forgot your current password?' }]}
    >
      <PasswordField {...form.bind('old_password')} formId={id} label="Current password" autoComplete="current-password" required />
      <NewPasswordFields formId={id} password={form.bind('new_password')} repassword={form.bind('repassword')} />
    </AuthFormShell>
  );
}
