// An e-mail address and the code sent to it (logging in with a code, resetting a password, changing the address): the
// code field's send-code link checks the address with the shared rule, sends the form's event's code to it, then
// puts the focus in the code field.
import { useRef } from 'react';
import type { CodeEvent } from '@yachts/contracts/account';
import type { FormApi } from '../../forms/use-form';
import { TextField } from '../../forms/text-field';
import { CodeField, useCodeSender } from './code-field';

export interface EmailCodeFieldsProps<V extends Record<string, unknown>> {
  /** The account form holding the two fields (beside its own). */
  form: FormApi<V>;
  formId: string;
  event: CodeEvent;
  emailLabel?: string;
}

export function EmailCodeFields<V extends Record<string, unknown> & { email: string; verify_code: string }>({
  form,
  formId,
  event,
  emailLabel = 'E-mail',
}: EmailCodeFieldsProps<V>) {
  const codeInput = useRef<HTMLInputElement>(null);
  const sendCode = useCodeSender({ form, event, emailField: 'email', codeInput });
  return (
    <>
      <TextField {...form.bind('email')} formId={formId} type="email" label={emailLabel} autoComplete="email" required />
      <CodeField {...form.bind('verify_code')} formId={formId} onSend={sendCode} inputRef={codeInput} />
    </>
  );
}
