// Create an account (product rules §1, §5): e-mail, the code sent for `register`, the display name other members see
// (decision 036), a password twice, and the agreement.
import { useRef, useState } from 'react';
import { DISPLAY_NAME_HINT, LIMITS, MESSAGES, RegisterSchema } from '@yachts/contracts/validation';
import { TextField } from '../../forms/text-field';
import type { SendCodeLinkHandle } from '../../forms/send-code-link';
import { showToast } from '../../ui/toast-store';
import { register } from '../api/register';
import { AuthFormShell, type AuthFormProps } from '../components/auth-form';
import { NewPasswordFields } from '../components/new-password-fields';
import { AgreementField } from '../components/agreement-field';
import { CodeField, useCodeSender } from '../components/code-field';
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
  const codeInput = useRef<HTMLInputElement>(null);
  const link = useRef<SendCodeLinkHandle>(null);
  const sendRegisterCode = useCodeSender({
    form,
    event: 'register',
    emailField: 'email',
    codeInput,
    // docs/product.md §4: for a register send failure the resend timer is reset, whatever state the link was in.
    onFailure: () => link.current?.reset(),
  });
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
      <TextField {...form.bind('email')} formId={id} type="email" label="E-mail" autoComplete="email" required />
      <CodeField {...form.bind('verify_code')} formId={id} onSend={sendRegisterCode} inputRef={codeInput} linkRef={link} />
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
