// A yes/no question before something that cannot be undone (deleting a topic, an article or a comment). Drawn in
// the shared modal frame (focus trapped, Escape and the close button cancel); focus goes back to the button that
// asked. The safe choice comes first, so it is the one that has focus.
import { Modal } from 'shared/modals';
import { useReturnFocus } from './use-return-focus';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, message, confirmLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  useReturnFocus();
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      title={title}
      size="sm"
      description={message}
      onClose={cancel}
      testId="confirm-dialog"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={cancel} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Deleting…' : confirmLabel}
          </button>
        </>
      }
    >
      <div className="post-confirm-mark" aria-hidden="true">
        <svg viewBox="0 0 48 48" width="48" height="48">
          <circle cx="24" cy="24" r="24" fill="currentColor" opacity="0.12" />
          <path d="M19 16h10l1 2h5v3H13v-3h5zm-3 7h16l-1.2 13.2A2 2 0 0 1 28.8 38H19.2a2 2 0 0 1-2-1.8z" fill="currentColor" />
        </svg>
      </div>
    </Modal>
  );
}
