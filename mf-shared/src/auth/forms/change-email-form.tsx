// Change the account's e-mail address: the current password proves it is the owner, the code sent to the new
// address (event changeEmail) proves the new address is theirs.
import { PasswordField } from '../../forms/password-field';
import { changeEmail, ChangeEmailSchema } from '../api/change-email';
import { EmailCodeFields } from '../components/email-code-fields';
import { plainAuthForm } from '../components/plain-auth-form';

export const ChangeEmailForm = plainAuthForm('change-email', {
  initial: { password: '', email: '', verify_code: '' },
  submit: { action: 'user_change_email', schema: ChangeEmailSchema, call: changeEmail },
  label: 'Change e-mail address',
  lead: 'We will send a code to the new address to make sure it is yours.',
  fields: ({ id, form }) => (
    <>
      <PasswordField {...form.bind('password')} formId={id} label="Current password" autoComplete="current-password" required />
      <EmailCodeFields form={form} formId={id} event="changeEmail" emailLabel="New e-mail address" />
    </>
  ),
});
