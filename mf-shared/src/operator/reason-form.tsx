// A decision that needs its reason (reject an application, hide a post): the button opens a field for the reason the
// member will read, and the decision is sent with it. The reason is required and limited as the api limits it.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TextareaField } from '../forms/textarea-field';
import { errorMessage } from '../api/call-errors';

export interface ReasonFormProps {
  /** The button's words ("Reject", "Hide"). */
  action: string;
  label: string;
  hint?: string;
  maxLength: number;
  requiredMessage: string;
  tone?: 'danger' | 'primary';
  onDecide: (reason: string) => Promise<void>;
}

/** The reason as typed, its message, and sending it: required, and a failure's message shown under the field. */
function useReasonSubmit(onDecide: ReasonFormProps['onDecide'], requiredMessage: string) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(requiredMessage);
      return;
    }
    setBusy(true);
    try {
      await onDecide(text);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return { reason, setReason, error, setError, busy, submit };
}

export function ReasonForm({ action, label, hint, maxLength, requiredMessage, tone = 'danger', onDecide }: ReasonFormProps) {
  const [open, setOpen] = useState(false);
  const { reason, setReason, error, setError, busy, submit } = useReasonSubmit(onDecide, requiredMessage);
  const opener = useRef<HTMLButtonElement>(null);
  const formId = useId();
  // Cancelled, the focus goes back to the button that opened the field (a keyboard user stays where they were).
  const cancelled = useRef(false);
  useEffect(() => {
    if (!open && cancelled.current) {
      cancelled.current = false;
      opener.current?.focus();
    }
  }, [open]);

  if (!open) {
    // In a row of its own like the other actions, so the button keeps its own width in the item's grid.
    return (
      <div className="console-actions">
        <button
          ref={opener}
          type="button"
          className={`btn ${tone === 'danger' ? 'btn-danger' : 'btn-primary'}`}
          onClick={() => setOpen(true)}
        >
          {action}…
        </button>
      </div>
    );
  }
  return (
    <form className="console-decision" noValidate onSubmit={(event) => void submit(event)}>
      <TextareaField
        name="reason"
        formId={formId}
        label={label}
        hint={hint}
        value={reason}
        onValueChange={setReason}
        error={error}
        onErrorClear={() => setError(undefined)}
        maxLength={maxLength}
        rows={3}
        required
        autoFocus
      />
      <div className="console-actions">
        <button type="submit" className={`btn ${tone === 'danger' ? 'btn-danger' : 'btn-primary'}`} disabled={busy}>
          {busy ? 'Saving…' : action}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            cancelled.current = true;
            setOpen(false);
            setError(undefined);
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
