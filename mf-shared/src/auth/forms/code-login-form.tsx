// Log in with a code sent by e-mail (product rules §1): the e-mail, then the code the send-code link asked for (event
// login).
import { useRef } from 'react';
import { CodeLoginSchema } from '@yachts/contracts/validation';
import { TextField } from '../../forms/text-field';
import { loginWithCode } from '../api/login';
import { AuthFormShell, type AuthFormProps } from '../components/auth-form';
import { CodeField, useCodeSender } from '../components/code-field';
import { useAuthForm } from '../components/use-auth-form';

export function CodeLoginForm(props: AuthFormProps) {
  const { id, form, shell } = useAuthForm(
    'code-login',
    props,
    { email: '', verify_code: '' },
    { action: 'user_login', schema: CodeLoginSchema, call: loginWithCode },
  );
  const codeInput = useRef<HTMLInputElement>(null);
  const sendLoginCode = useCodeSender({ form, event: 'login', emailField: 'email', codeInput });
  return (
    <AuthFormShell
      {...shell}
      label="Log in with a code"
      submitLabel="Log in"
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
