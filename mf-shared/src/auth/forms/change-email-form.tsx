// Change the account's e-mail address: the current password proves it is the owner, the code sent to the new
// address (event changeEmail) proves the new address is theirs.
import { useRef } from 'react';
import { TextField } from '../../forms/text-field';
import { PasswordField } from '../../forms/password-field';
import { changeEmail, ChangeEmailSchema } from '../api/change-email';
import { AuthFormShell, type AuthFormProps } from '../components/auth-form';
import { CodeField, useCodeSender } from '../components/code-field';
import { useAuthForm } from '../components/use-auth-form';

export function ChangeEmailForm(props: AuthFormProps) {
  const { id, form, shell } = useAuthForm(
    'change-email',
    props,
    { password: '', email: '', verify_code: '' },
    { action: 'user_change_email', schema: ChangeEmailSchema, call: changeEmail },
  );
  const codeInput = useRef<HTMLInputElement>(null);
  const sendChangeCode = useCodeSender({ form, event: 'changeEmail', emailField: 'email', codeInput });
  return (
    <AuthFormShell
      {...shell}
      label="Change e-mail address"
      submitLabel="Change e-mail address"
      lead="We will send a code to the new address to make sure it is yours."
    >
      <PasswordField {...form.bind('password')} formId={id} label="Current password" autoComplete="current-password" required />
      <TextField {...form.bind('email')} formId={id} type="email" label="New e-mail address" autoComplete="email" required />
      <CodeField {...form.bind('verify_code')} formId={id} onSend={sendChangeCode} inputRef={codeInput} />
    </AuthFormShell>
  );
}
