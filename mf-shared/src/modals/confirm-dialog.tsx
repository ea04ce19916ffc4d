// A yes/no question before something that cannot be undone (deleting a sell application, a topic, a comment). Drawn
// in the shared modal frame (focus trapped, Escape and the close button cancel); focus goes back to the button that
// asked. It is a view of the page that asked, not one of the registered form modals, so it does not replace them.
import { useRef } from 'react';
import { BusyButton } from '../ui/busy-button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** What the confirm button says while the call is out. */
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busyLabel = 'Deleting…',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const returnTo = useRef<HTMLElement | null>(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  const cancel = () => {
    if (busy) return;
    onCancel();
    const target = returnTo.current;
    if (target?.isConnected) queueMicrotask(() => target.focus());
  };
  return (
    <Modal
      title={title}
      size="sm"
      description={message}
      onClose={cancel}
      testId="confirm-dialog"
      footer={
        // Cancel first: the dialog's first control gets focus, and the safe choice is the one an Enter presses.
        <>
          <button type="button" className="btn btn-secondary" onClick={cancel} disabled={busy}>
            Cancel
          </button>
          <BusyButton className="btn btn-danger" onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </BusyButton>
        </>
      }
    >
      <div className="confirm-dialog-mark" aria-hidden="true">
        <svg viewBox="0 0 48 48" width="48" height="48">
          <circle cx="24" cy="24" r="24" fill="currentColor" opacity="0.12" />
          <path d="M19 16h10l1 2h5v3H13v-3h5zm-3 7h16l-1.2 13.2A2 2 0 0 1 28.8 38H19.2a2 2 0 0 1-2-1.8z" fill="currentColor" />
        </svg>
      </div>
    </Modal>
  );
}
