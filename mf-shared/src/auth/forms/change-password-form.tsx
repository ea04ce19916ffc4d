// Change the password of the logged-in account: the current one and the new one twice, all hashed by the call.
import { ChangePasswordSchema } from '@yachts/contracts/validation';
import { useForm } from '../../forms/use-form';
import { useSubmit } from '../../forms/use-submit';
import { PasswordField } from '../../forms/password-field';
import { changePassword } from '../api/change-password';
import { AuthFormShell, doneInstead, PASSWORD_HINT, useFormId, type AuthFormProps } from '../components/auth-form';

const FIELDS = ['old_password', 'new_password', 'repassword'] as const;

export function ChangePasswordForm({ variant, onDone, redirect, onSwitch, formId }: AuthFormProps) {
  const id = useFormId('change-password', formId);
  const form = useForm({ old_password: '', new_password: '', repassword: '' });
  const { submit, submitting } = useSubmit({
    action: 'user_change_password',
    validate: () => form.validateWith(ChangePasswordSchema),
    call: () => changePassword(form.values),
    setFieldErrors: form.setErrors,
    resetFields: form.reset,
    fields: FIELDS,
    reload: doneInstead(onDone),
  });
  return (
    <AuthFormShell
      label="Change password"
      submitLabel="Change password"
      submitting={submitting}
      onSubmit={submit}
      variant={variant}
      redirect={redirect}
      onSwitch={onSwitch}
      links={[{ view: 'resetPassword', label: 'Forgot your current password?' }]}
    >
      <PasswordField {...form.bind('old_password')} formId={id} label="Current password" autoComplete="current-password" required />
      <PasswordField
        {...form.bind('new_password')}
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
