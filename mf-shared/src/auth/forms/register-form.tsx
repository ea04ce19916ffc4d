// Create an account (product rules §1, §5): e-mail, the code sent for `register`, the display name other members see
// (decision 036), a password twice, and the agreement.
import { useState } from 'react';
import { DISPLAY_NAME_HINT, LIMITS, MESSAGES, RegisterSchema } from '@yachts/contracts/validation';
import { TextField } from '../../forms/text-field';
import { showToast } from '../../ui/toast-store';
import { register } from '../api/register';
import { AuthFormShell, type AuthFormProps } from '../components/auth-form';
import { NewPasswordFields } from '../components/new-password-fields';
import { AgreementField } from '../components/agreement-field';
import { EmailCodeFields } from '../components/email-code-fields';
import { useAuthForm } from '../components/use-auth-form';

export function RegisterForm(props: AuthFormProps) {
  const [agreed, setAgreed] = useState(false);
  const [agreementMissed, setAgreementMissed] = useState(false);
  const { id, form, shell } = useAuthForm(
    'register',
    props,
    { email: '', verify_code: '', name: '', password: '', repassword: '' },
    {
      action: 'user_register',
      schema: RegisterSchema,
      call: register,
      check: () => {
        if (agreed) return true;
        // Product rules §5: the agreement is a toast, not a field message; nothing is sent.
        setAgreementMissed(true);
        showToast(MESSAGES.agreement, { tone: 'error' });
        return false;
      },
    },
  );
  return (
    <AuthFormShell
      {...shell}
      label="Create your account"
      submitLabel="Create account"
      links={[{ view: 'login', label: 'Already have an account? Log in' }]}
      beforeSubmit={
        <>
          <AgreementField
            formId={id}
            checked={agreed}
            invalid={agreementMissed && !agreed}
            onChange={(checked) => {
              setAgreed(checked);
              if (checked) setAgreementMissed(false);
            }}
          />
        </>
      }
    >
      <EmailCodeFields form={form} formId={id} event="register" resetLinkOnFailure />
      <TextField
        {...form.bind('name')}
        formId={id}
        label="Display name"
        autoComplete="nickname"
        hint={DISPLAY_NAME_HINT}
        maxLength={LIMITS.displayNameMax * 2}
        required
      />
      <NewPasswordFields
        formId={id}
        password={form.bind('password')}
        repassword={form.bind('repassword')}
        label="Password"
        confirmLabel="Confirm password"
      />
    </AuthFormShell>
  );
}
