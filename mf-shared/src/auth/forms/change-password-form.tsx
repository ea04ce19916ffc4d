// Change the password of the logged-in account: the current one and the new one twice, all hashed by the call.
import { ChangePasswordSchema } from '@yachts/contracts/validation';
import { PasswordField } from '../../forms/password-field';
import { changePassword } from '../api/change-password';
import { AuthFormShell, PASSWORD_HINT, type AuthFormProps } from '../components/auth-form';
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
      <PasswordField
        {...form.bind('new_password')}
        formId={id}
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        required
      />
      <PasswordField {...form.bind('repassword')} formId={id} label="Confirm new password" autoComplete="new-password" required />
    </AuthFormShell>
  );
}
