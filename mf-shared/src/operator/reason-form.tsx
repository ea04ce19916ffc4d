// A decision that needs its reason (reject an application, hide a post): the button opens a field for the reason the
// member will read, and the decision is sent with it. The reason is required and limited as the api limits it.
import { useEffect, useId, useRef, useState } from 'react';
import { TextareaField } from '../forms/textarea-field';
import { useOneFieldSubmit } from '../forms/use-one-field-submit';

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

export function ReasonForm({ action, label, hint, maxLength, requiredMessage, tone = 'danger', onDecide }: ReasonFormProps) {
  const [open, setOpen] = useState(false);
  const { field, busy, onSubmit } = useOneFieldSubmit({
    clean: (typed) => typed.trim(),
    check: (reason) => (reason ? null : requiredMessage),
    send: onDecide,
  });
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
    <form className="console-decision" noValidate onSubmit={onSubmit}>
      <TextareaField name="reason" formId={formId} label={label} hint={hint} {...field} maxLength={maxLength} rows={3} required autoFocus />
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
            field.onErrorClear();
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
