// Change the account's e-mail address: the current password proves it is the owner, the code sent to the new
// address (event changeEmail) proves the new address is theirs.
import { PasswordField } from '../../forms/password-field';
import { changeEmail, ChangeEmailSchema } from '../api/change-email';
import { AuthFormShell, type AuthFormProps } from '../components/auth-form';
import { EmailCodeFields } from '../components/email-code-fields';
import { useAuthForm } from '../components/use-auth-form';

export function ChangeEmailForm(props: AuthFormProps) {
  const { id, form, shell } = useAuthForm(
    'change-email',
    props,
    { password: '', email: '', verify_code: '' },
    { action: 'user_change_email', schema: ChangeEmailSchema, call: changeEmail },
  );
  return (
    <AuthFormShell
      {...shell}
      label="Change e-mail address"
      submitLabel="Change e-mail address"
      lead="We will send a code to the new address to make sure it is yours."
    >
      <PasswordField {...form.bind('password')} formId={id} label="Current password" autoComplete="current-password" required />
      <EmailCodeFields form={form} formId={id} event="changeEmail" emailLabel="New e-mail address" />
    </AuthFormShell>
  );
}
