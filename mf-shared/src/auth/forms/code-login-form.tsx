// Log in with a code sent by e-mail (product rules §1): the e-mail, then the code the send-code link asked for (event
// login).
import { useRef } from 'react';
import { CodeLoginSchema } from '@yachts/contracts/validation';
import { useForm } from '../../forms/use-form';
import { useSubmit } from '../../forms/use-submit';
import { TextField } from '../../forms/text-field';
import { loginWithCode } from '../api/login';
import { AuthFormShell, doneInstead, useFormId, type AuthFormProps } from '../components/auth-form';
import { CodeField, useCodeSender } from '../components/code-field';

const FIELDS = ['email', 'verify_code'] as const;

export function CodeLoginForm({ variant, onDone, redirect, onSwitch, formId }: AuthFormProps) {
  const id = useFormId('code-login', formId);
  const form = useForm({ email: '', verify_code: '' });
  const codeInput = useRef<HTMLInputElement>(null);
  const sendLoginCode = useCodeSender({ form, event: 'login', emailField: 'email', codeInput });
  const { submit, submitting } = useSubmit({
    action: 'user_login',
    validate: () => form.validateWith(CodeLoginSchema),
    call: () => loginWithCode(form.values),
    setFieldErrors: form.setErrors,
    resetFields: form.reset,
    fields: FIELDS,
    reload: doneInstead(onDone),
  });
  return (
    <AuthFormShell
      label="Log in with a code"
      submitLabel="Log in"
      submitting={submitting}
      onSubmit={submit}
      variant={variant}
      redirect={redirect}
      onSwitch={onSwitch}
      lead="We will e-mail you a 6-digit code. No password needed."
      links={[
        { view: 'login', label: 'Log in with a password' },
        { view: 'register', label: 'Create an account' },
      ]}
    >
      <TextField {...form.bind('email')} formId={id} type="email" label="E-mail" autoComplete="email" required />
      <CodeField {...form.bind('verify_code')} formId={id} onSend={sendLoginCode} inputRef={codeInput} />
    </AuthFormShell>
  );
}
