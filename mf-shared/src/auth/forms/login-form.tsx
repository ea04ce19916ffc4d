// Log in with e-mail and password (docs/product.md §1, §5): the password is hashed by the call, never sent as typed.
import { LoginSchema } from '@yachts/contracts/validation';
import { useForm } from '../../forms/use-form';
import { useSubmit } from '../../forms/use-submit';
import { TextField } from '../../forms/text-field';
import { PasswordField } from '../../forms/password-field';
import { loginWithPassword } from '../api/login';
import { AuthFormShell, doneInstead, useFormId, type AuthFormProps } from '../components/auth-form';

const FIELDS = ['email', 'password'] as const;

export function LoginForm({ variant, onDone, redirect, onSwitch, formId }: AuthFormProps) {
  const id = useFormId('login', formId);
  const form = useForm({ email: '', password: '' });
  const { submit, submitting } = useSubmit({
    action: 'user_login',
    validate: () => form.validateWith(LoginSchema),
    call: () => loginWithPassword(form.values),
    setFieldErrors: form.setErrors,
    resetFields: form.reset,
    fields: FIELDS,
    reload: doneInstead(onDone),
  });
  return (
    <AuthFormShell
      label="Log in"
      submitLabel="Log in"
      submitting={submitting}
      onSubmit={submit}
      variant={variant}
      redirect={redirect}
      onSwitch={onSwitch}
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
