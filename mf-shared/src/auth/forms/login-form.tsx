// Log in with e-mail and password (docs/product.md §1, §5): the password is hashed by the call, never sent as typed.
import { LoginSchema } from '@yachts/contracts/validation';
import { TextField } from '../../forms/text-field';
import { PasswordField } from '../../forms/password-field';
import { loginWithPassword } from '../api/login';
import { AuthFormShell, type AuthFormProps } from '../components/auth-form';
import { useAuthForm } from '../components/use-auth-form';

export function LoginForm(props: AuthFormProps) {
  const { id, form, shell } = useAuthForm(
    'login',
    props,
    { email: '', password: '' },
    { action: 'user_login', schema: LoginSchema, call: loginWithPassword },
  );
  return (
    <AuthFormShell
      {...shell}
      label="Log in"
      submitLabel="Log in"
      links={[
        { view: 'resetPassword', label: 'Forgot password?' },
        { view: 'codeLogin', label: 'Log in with a code instead' },
        { view: 'register', label: 'Create an account' },
      ]}
    >
      <TextField {...form.bind('email')} formId={id} type="email" label="E-mail" autoComplete="email" required />
      <PasswordField {...form.bind('password')} formId={id} label="Password" autoComplete="current-password" required />
    </AuthFormShell>
  );
}
