// Change the account's e-mail address: the current password proves it is the owner, the code sent to the new
// address (event changeEmail) proves the new address is theirs.
import { useRef } from 'react';
import { useForm } from '../../forms/use-form';
import { useSubmit } from '../../forms/use-submit';
import { TextField } from '../../forms/text-field';
import { PasswordField } from '../../forms/password-field';
import { changeEmail, ChangeEmailSchema } from '../api/change-email';
import { AuthFormShell, doneInstead, useFormId, type AuthFormProps } from '../components/auth-form';
import { CodeField, useCodeSender } from '../components/code-field';

const FIELDS = ['password', 'email', 'verify_code'] as const;

export function ChangeEmailForm({ variant, onDone, redirect, onSwitch, formId }: AuthFormProps) {
  const id = useFormId('change-email', formId);
  const form = useForm({ password: '', email: '', verify_code: '' });
  const codeInput = useRef<HTMLInputElement>(null);
  const sendChangeCode = useCodeSender({ form, event: 'changeEmail', emailField: 'email', codeInput });
  const { submit, submitting } = useSubmit({
    action: 'user_change_email',
    validate: () => form.validateWith(ChangeEmailSchema),
    call: () => changeEmail(form.values),
    setFieldErrors: form.setErrors,
    resetFields: form.reset,
    fields: FIELDS,
    reload: doneInstead(onDone),
  });
  return (
    <AuthFormShell
      label="Change e-mail address"
      submitLabel="Change e-mail address"
      submitting={submitting}
      onSubmit={submit}
      variant={variant}
      redirect={redirect}
      onSwitch={onSwitch}
      lead="We will send a code to the new address to make sure it is yours."
    >
      <PasswordField {...form.bind('password')} formId={id} label="Current password" autoComplete="current-password" required />
      <TextField {...form.bind('email')} formId={id} type="email" label="New e-mail address" autoComplete="email" required />
      <CodeField {...form.bind('verify_code')} formId={id} onSend={sendChangeCode} inputRef={codeInput} />
    </AuthFormShell>
  );
}
