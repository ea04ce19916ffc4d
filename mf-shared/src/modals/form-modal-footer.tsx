// The footer of a modal that holds a form: Cancel first (the safe choice, the first control focus reaches), then
// the form's submit button, outside the form and tied to it by `form`, busy while the call is out.
import { BusyButton } from '../ui/busy-button';

export interface FormModalFooterProps {
  /** The id of the form in the modal's body. */
  formId: string;
  busy: boolean;
  submitLabel: string;
  /** What the submit button says while the call is out. */
  busyLabel: string;
  onCancel: () => void;
}

export function FormModalFooter({ formId, busy, submitLabel, busyLabel, onCancel }: FormModalFooterProps) {
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <BusyButton type="submit" form={formId} className="btn btn-primary" busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </BusyButton>
    </>
  );
}
