// Delete, for the author only: asks first (ConfirmDialog), then calls. The api's refusal (not yours, gone) is shown
// as a toast and nothing changes on the page.
import { errorMessage } from 'shared/api';
import { useState } from 'react';
import { showToast, TrashIcon } from 'shared/ui';
import { handleCommonFailure } from './call-errors';
import { ConfirmDialog } from 'shared/modals';
import './post.css';

export interface DeleteButtonProps {
  /** The accessible name: "Delete this topic", "Delete your comment". */
  label: string;
  question: { title: string; message: string; confirmLabel: string };
  remove: () => Promise<void>;
  onDeleted: () => void;
  compact?: boolean;
}

export function DeleteButton({ label, question, remove, onDeleted, compact = false }: DeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    if (busy) return;
    setBusy(true);
    remove().then(
      () => {
        setBusy(false);
        setAsking(false);
        onDeleted();
      },
      (error: unknown) => {
        setBusy(false);
        setAsking(false);
        if (!handleCommonFailure(error)) showToast(errorMessage(error), { tone: 'error' });
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className={`post-action post-delete${compact ? ' post-action-compact' : ''}`}
        aria-label={label}
        onClick={() => setAsking(true)}
      >
        <TrashIcon filled={false} size={18} />
        {compact ? null : <span className="post-action-label">Delete</span>}
      </button>
      {asking ? <ConfirmDialog {...question} busy={busy} onConfirm={confirm} onCancel={() => setAsking(false)} /> : null}
    </>
  );
}
