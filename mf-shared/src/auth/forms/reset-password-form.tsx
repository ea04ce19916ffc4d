// Reset a forgotten password (docs/product.md §1): e-mail, the code sent for `resetpwd`, the new password twice.
import { useRef } from 'react';
import { ResetPasswordSchema } from '@yachts/contracts/validation';
import { useForm } from '../../forms/use-form';
import { useSubmit } from '../../forms/use-submit';
import { TextField } from '../../forms/text-field';
import { PasswordField } from '../../forms/password-field';
import { resetPassword } from '../api/reset-password';
import { AuthFormShell, doneInstead, PASSWORD_HINT, useFormId, type AuthFormProps } from '../components/auth-form';
import { CodeField, useCodeSender } from '../components/code-field';

const FIELDS = ['email', 'verify_code', 'password', 'repassword'] as const;

export function ResetPasswordForm({ variant, onDone, redirect, onSwitch, formId }: AuthFormProps) {
  const id = useFormId('reset-password', formId);
  const form = useForm({ email: '', verify_code: '', password: '', repassword: '' });
  const codeInput = useRef<HTMLInputElement>(null);
  const sendResetCode = useCodeSender({ form, event: 'resetpwd', emailField: 'email', codeInput });
  const { submit, submitting } = useSubmit({
    action: 'user_resetpwd',
    validate: () => form.validateWith(ResetPasswordSchema),
    call: () => resetPassword(form.values),
    setFieldErrors: form.setErrors,
    resetFields: form.reset,
    fields: FIELDS,
    reload: doneInstead(onDone),
  });
  return (
    <AuthFormShell
      label="Reset your password"
      submitLabel="Reset password"
      submitting={submitting}
      onSubmit={submit}
      variant={variant}
      redirect={redirect}
      onSwitch={onSwitch}
      lead="Enter the e-mail address of your account and we will send you a code to set a new password."
      links={[
        { view: 'login', label: 'Back to log in' },
        { view: 'codeLogin', label: 'Log in with a code instead' },
      ]}
    >
      <TextField {...form.bind('email')} formId={id} type="email" label="E-mail" autoComplete="email" required />
      <CodeField {...form.bind('verify_code')} formId={id} onSend={sendResetCode} inputRef={codeInput} />
      <PasswordField
        {...form.bind('password')}
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
