// What the forms that reach the site's people share (the enquiry to a seller, the application to sell): the member's
// own name and address as the likely contact, the mobile number's messages in one place, and the send and cancel
// buttons at the foot of the modal.
import { useEffect, useState } from 'react';
import type { FieldErrors } from '@yachts/contracts/validation';
import { getProfile } from '../auth/api/get-profile';
import { modalStore } from '../modals/modal-store';
import { BusyButton } from '../ui/busy-button';

/** The dialling code and the number are one widget, so either's message goes under it. */
export function mobileFieldErrors(errors: FieldErrors): FieldErrors {
  const next: FieldErrors = {};
  for (const [name, message] of Object.entries(errors)) {
    if (name === 'area_code' || name === 'mobile') next.mobile ??= message;
    else next[name] = message;
  }
  return next;
}

/**
 * Fills the name field `nameField` and `email` from the member's profile, once per opening, unless the user has typed
 * their own by the time it arrives. `enabled` is read when the form opens.
 */
export function useProfileDefaults<N extends string>(
  updateValue: (name: N | 'email', update: (typed: string) => string) => void,
  nameField: N,
  enabled = true,
) {
  const [enabledAtOpening] = useState(enabled);
  useEffect(() => {
    if (!enabledAtOpening) return;
    const controller = new AbortController();
    getProfile({ signal: controller.signal }).then(
      (user) => {
        if (controller.signal.aborted) return;
        if (user.name) updateValue(nameField, (typed) => typed || user.name);
        if (user.email) updateValue('email', (typed) => typed || user.email);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [updateValue, nameField, enabledAtOpening]);
}

/** Send (busy while sending) and Cancel, which closes the modal. */
export function ModalFormActions({ className, submitting, sendLabel }: { className: string; submitting: boolean; sendLabel: string }) {
  return (
    <div className={className}>
      <BusyButton type="submit" className="btn btn-primary" busy={submitting} busyLabel="Sending…">
        {sendLabel}
      </BusyButton>
      <button type="button" className="btn btn-secondary" onClick={() => modalStore.close()}>
        Cancel
      </button>
    </div>
  );
}
