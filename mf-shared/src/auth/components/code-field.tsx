// The verification-code field with its send-code link inside the box (docs/product.md §2: some
// inputs carry a send-code link; §4 "Send-code link"), and the send action every account form gives that link.
import type { ReactNode, Ref, RefObject } from 'react';
import type { CodeEvent } from '@yachts/contracts/account';
import { ACCOUNT_MESSAGES } from '@yachts/contracts/account';
import { LIMITS, SendCodeSchema, validate } from '@yachts/contracts/validation';
import { fieldErrorsOf } from '../../api/call-errors';
import { isSilentCancel } from '../../api/call-cancelled';
import type { FieldBinding, FormApi } from '../../forms/use-form';
import { TextField } from '../../forms/text-field';
import { SendCodeLink, type SendCodeLinkHandle } from '../../forms/send-code-link';
import type { SendCodeAction } from '../../forms/use-send-code';
import { showToast } from '../../ui/toast-store';
import { useLatest } from '../../ui/use-latest';
import { sendCode } from '../api/send-code';

/** The code-sent message is two sentences; the default 1.5 s toast is gone before it can be read. */
const CODE_SENT_TOAST_MS = 4000;

export interface CodeFieldProps extends FieldBinding<string> {
  formId: string;
  onSend: SendCodeAction;
  label?: string;
  hint?: ReactNode;
  linkRef?: Ref<SendCodeLinkHandle>;
  inputRef?: Ref<HTMLInputElement>;
}

export function CodeField({ label = 'Verification code', onSend, linkRef, inputRef, ...field }: CodeFieldProps) {
  return (
    <TextField
      {...field}
      ref={inputRef}
      label={label}
      required
      // The browser (and iOS from the mail app) may offer the code it has just seen.
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={LIMITS.verifyCodeLength}
      className="auth-code-field"
      end={<SendCodeLink onSend={onSend} ref={linkRef} />}
    />
  );
}

interface CodeSenderOptions<V extends Record<string, unknown>> {
  form: FormApi<V>;
  event: CodeEvent;
  /** The field holding the address to send to; none for `verify` (the account's own address). */
  emailField?: keyof V & string;
  /** Where focus goes once the code is on its way: the link it was on is disabled for the countdown. */
  codeInput: RefObject<HTMLInputElement | null>;
  /** Runs when the code was not sent (the register form resets its link, product rules §4). */
  onFailure?: (error: unknown) => void;
}

/**
 * The send action for a form's code field: checks the address with the shared rule first (its message under the
 * field, nothing sent), then POST /send. Resolves false on any failure, so the link is released at once.
 */
export function useCodeSender<V extends Record<string, unknown>>(options: CodeSenderOptions<V>): SendCodeAction {
  // The link keeps the latest action; the latest options (values, errors) are read when it runs.
  const latest = useLatest(options);
  return async () => {
    const { form, event, emailField, codeInput, onFailure } = latest.current;
    let email = '';
    if (emailField) {
      const checked = validate(SendCodeSchema, { email: form.values[emailField] });
      if (!checked.ok) {
        form.setErrors({ ...form.errors, [emailField]: checked.errors.email ?? '' });
        onFailure?.(null);
        return false;
      }
      email = checked.value.email;
    }
    try {
      const response = await sendCode({ email, event });
      const text = typeof response.msg === 'string' && response.msg ? response.msg : ACCOUNT_MESSAGES.codeSent;
      showToast(text, { tone: 'success', durationMs: CODE_SENT_TOAST_MS });
      codeInput.current?.focus();
      return true;
    } catch (error) {
      if (!isSilentCancel(error)) {
        // Product rules §8: a message about the address goes under the address field; anything else is a toast.
        const fields = fieldErrorsOf(error);
        const aboutEmail = fields && emailField && Object.keys(fields).every((name) => name === 'email') ? fields.email : undefined;
        if (aboutEmail && emailField) form.setErrors({ ...form.errors, [emailField]: aboutEmail });
        else showToast(error instanceof Error ? error.message : String(error), { tone: 'error' });
      }
      onFailure?.(error);
      return false;
    }
  };
}
