// The password a form sets (registering, resetting, changing it) and its confirmation: the rule as the hint on the
// first, the browser told both are a new password.
import type { FieldBinding } from '../../forms/use-form';
import { PasswordField } from '../../forms/password-field';
import { PASSWORD_HINT } from './auth-form';

export function NewPasswordFields({
  formId,
  password,
  repassword,
  label = 'New password',
  confirmLabel = 'Confirm new password',
}: {
  formId: string;
  password: FieldBinding<string>;
  repassword: FieldBinding<string>;
  label?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <PasswordField {...password} formId={formId} label={label} autoComplete="new-password" hint={PASSWORD_HINT} required />
      <PasswordField {...repassword} formId={formId} label={confirmLabel} autoComplete="new-password" required />
    </>
  );
}
