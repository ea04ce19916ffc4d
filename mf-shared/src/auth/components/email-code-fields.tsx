// An e-mail address and the code sent to it (registering, logging in with a code, resetting a password, changing
// the address): the code field's send-code link checks the address with the shared rule, sends the form's event's
// code to it, then puts the focus in the code field.
import { useRef } from 'react';
import type { CodeEvent } from '@yachts/contracts/account';
import type { FormApi } from '../../forms/use-form';
import { TextField } from '../../forms/text-field';
import type { SendCodeLinkHandle } from '../../forms/send-code-link';
import { CodeField, useCodeSender } from './code-field';

export interface EmailCodeFieldsProps<V extends Record<string, unknown>> {
  /** The account form holding the two fields (beside its own). */
  form: FormApi<V>;
  formId: string;
  event: CodeEvent;
  emailLabel?: string;
  /** The register form's rule (docs/product.md §4): a failed send resets the link's resend timer, whatever its state. */
  resetLinkOnFailure?: boolean;
}

export function EmailCodeFields<V extends Record<string, unknown> & { email: string; verify_code: string }>({
  form,
  formId,
  event,
  emailLabel = 'E-mail',
  resetLinkOnFailure = false,
}: EmailCodeFieldsProps<V>) {
  const codeInput = useRef<HTMLInputElement>(null);
  const link = useRef<SendCodeLinkHandle>(null);
  const sendCode = useCodeSender({
    form,
    event,
    emailField: 'email',
    codeInput,
    onFailure: resetLinkOnFailure ? () => link.current?.reset() : undefined,
  });
  return (
    <>
      <TextField {...form.bind('email')} formId={formId} type="email" label={emailLabel} autoComplete="email" required />
      <CodeField {...form.bind('verify_code')} formId={formId} onSend={sendCode} inputRef={codeInput} linkRef={link} />
    </>
  );
}
