// Verify the account's e-mail address with a code sent to it (event verify). On success the result goes out as
// the email_verify event (product rules §4) for whatever shows the address's state, the modal closes and a toast
// confirms.
import { useRef } from 'react';
import { modalStore } from '../../modals/modal-store';
import { showToast } from '../../ui/toast-store';
import { verifyEmail, VerifyEmailSchema } from '../api/verify-email';
import { AuthFormShell, type AuthFormProps } from '../components/auth-form';
import { CodeField, useCodeSender } from '../components/code-field';
import { useAuthForm } from '../components/use-auth-form';

export const EMAIL_VERIFIED_TEXT = 'Your e-mail address is verified.';

export interface EmailVerifyFormProps extends AuthFormProps {
  /** The account's address, shown so the user knows where to look; the server sends to it either way. */
  email?: string;
}

export function EmailVerifyForm(props: EmailVerifyFormProps) {
  const { variant = 'modal', onDone, email } = props;
  const { id, form, shell } = useAuthForm(
    'email-verify',
    props,
    { verify_code: '' },
    {
      action: 'email_verify',
      schema: VerifyEmailSchema,
      call: verifyEmail,
      onSuccess: () => {
        if (variant === 'modal') modalStore.close();
        showToast(EMAIL_VERIFIED_TEXT, { tone: 'success' });
        onDone?.();
      },
    },
  );
  const codeInput = useRef<HTMLInputElement>(null);
  const sendVerifyCode = useCodeSender({ form, event: 'verify', codeInput });
  return (
    <AuthFormShell
      {...shell}
      variant={variant}
      label="Verify your e-mail"
      submitLabel="Verify e-mail"
      lead={
        email ? (
          <>
            We will send a 6-digit code to <strong>{email}</strong>.
          </>
        ) : (
          'We will send a 6-digit code to the e-mail address of your account.'
        )
      }
    >
      <CodeField {...form.bind('verify_code')} formId={id} onSend={sendVerifyCode} inputRef={codeInput} />
    </AuthFormShell>
  );
}
