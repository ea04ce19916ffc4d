// Log in with a code sent by e-mail (product rules §1): the e-mail, then the code the send-code link asked for (event
// login).
import { CodeLoginSchema } from '@yachts/contracts/validation';
import { loginWithCode } from '../api/login';
import { AuthFormShell, type AuthFormProps } from '../components/auth-form';
import { EmailCodeFields } from '../components/email-code-fields';
import { useAuthForm } from '../components/use-auth-form';

export function CodeLoginForm(props: AuthFormProps) {
  const { id, form, shell } = useAuthForm(
    'code-login',
    props,
    { email: '', verify_code: '' },
    { action: 'user_login', schema: CodeLoginSchema, call: loginWithCode },
  );
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
      <EmailCodeFields form={form} formId={id} event="login" />
    </AuthFormShell>
  );
}
