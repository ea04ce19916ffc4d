// Log in with e-mail and password (docs/product.md §1, §5): the password is hashed by the call, never sent as typed.
import { LoginSchema } from '@yachts/contracts/validation';
import { TextField } from '../../forms/text-field';
import { PasswordField } from '../../forms/password-field';
import { loginWithPassword } from '../api/login';
import { plainAuthForm } from '../components/plain-auth-form';

export const LoginForm = plainAuthForm('login', {
  initial: { email: '', password: '' },
  submit: { action: 'user_login', schema: LoginSchema, call: loginWithPassword },
  label: 'Log in',
  links: { resetPassword: 'Forgot password?', codeLogin: 'Log in with a code instead', register: 'Create an account' },
  fields: ({ id, form }) => (
    <>
      <TextField {...form.bind('email')} formId={id} type="email" label="E-mail" autoComplete="email" required />
      <PasswordField {...form.bind('password')} formId={id} label="Password" autoComplete="current-password" required />
    </>
  ),
});
