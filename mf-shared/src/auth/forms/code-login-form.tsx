// Log in with a code sent by e-mail (product rules §1): the e-mail, then the code the send-code link asked for (event
// login).
import { CodeLoginSchema } from '@yachts/contracts/validation';
import { loginWithCode } from '../api/login';
import { EmailCodeFields } from '../components/email-code-fields';
import { plainAuthForm } from '../components/plain-auth-form';

export const CodeLoginForm = plainAuthForm('code-login', {
  initial: { email: '', verify_code: '' },
  submit: { action: 'user_login', schema: CodeLoginSchema, call: loginWithCode },
  label: 'Log in with a code',
  submitLabel: 'Log in',
  lead: 'We will e-mail you a 6-digit code. No password needed.',
  links: { login: 'Log in with a password', register: 'Create an account' },
  fields: ({ id, form }) => <EmailCodeFields form={form} formId={id} event="login" />,
});
