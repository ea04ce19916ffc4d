// A dialog that holds one form (a report): Cancel and the submit button below it, busy while the call is out, and no
// closing while it is. Where the outcome is said in the dialog itself, it replaces the form and its description, so
// focus never leaves the dialog, and one focused Done button closes it (Enter or Space).
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { FormModalFooter } from './form-modal-footer';
import { Modal } from './modal';

export interface FormModalProps {
  title: string;
  /** Said under the title while the form is shown. */
  description?: string;
  testId: string;
  /** The id of the form in `children`, which the submit button sends. */
  formId: string;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onClose: () => void;
  /** What the dialog says once the form was sent (a thank-you); null while the form is shown. */
  outcome?: string | null;
  /** The form. */
  children: ReactNode;
}

/** The dialog's one button once the outcome is said: focused, so Enter or Space closes it. */
function DoneButton({ onClose }: { onClose: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  // In the commit that drew it: the button that had focus (Send) is gone, and focus must not rest on the page
  // until a later effect, where a screen reader or a key press would find it.
  useLayoutEffect(() => button.current?.focus(), []);
  return (
    <button ref={button} type="button" className="btn btn-primary" onClick={onClose}>
      Done
    </button>
  );
}

export function FormModal({
  title,
  description,
  testId,
  formId,
  busy,
  submitLabel,
  busyLabel,
  onClose,
  outcome,
  children,
}: FormModalProps) {
  return (
    <Modal
      title={title}
      size="md"
      description={outcome ? undefined : description}
      onClose={() => !busy && onClose()}
      testId={testId}
      footer={
        outcome ? (
          <DoneButton onClose={onClose} />
        ) : (
          <FormModalFooter formId={formId} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onClose} />
        )
      }
    >
      {outcome ? (
        <p className="form-modal-outcome" role="status">
          {outcome}
        </p>
      ) : (
        children
      )}
    </Modal>
  );
}
