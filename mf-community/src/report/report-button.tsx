// The Report control of a post or a comment: opens the report dialog for a member (a visitor gets the
// login-required modal); once reported it reads "Reported" and cannot be pressed again.
import { useRef, useState } from 'react';
import type { ReportKind, ReportResult } from '@yachts/contracts/community';
import { LoginRequiredButton } from 'shared/modals';
import { FlagIcon } from 'shared/ui';
import { LOGIN_REASONS } from '../reactions/reasons';
import { ReportDialog } from '../post/lazy-parts';
import '../post/post.css';

export interface ReportButtonProps {
  kind: ReportKind;
  id: number;
  /** The accessible name before reporting: "Report this topic", "Report comment by Ana". */
  label: string;
  reported: boolean;
  onReported: (result: ReportResult) => void;
  compact?: boolean;
}

export function ReportButton({ kind, id, label, reported, onReported, compact = false }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  // The api said this member reported it before: the dialog shows those words, and the item reads "Reported" once
  // the dialog is closed.
  const reportedBefore = useRef(false);
  const close = () => {
    setOpen(false);
    if (reportedBefore.current) onReported({ hidden: false });
  };
  // One button in both states, so focus comes back to it from the dialog; once reported it is aria-disabled (still
  // focusable and read as "Reported, dimmed").
  return (
    <>
      <LoginRequiredButton
        className={`post-action post-report${compact ? ' post-action-compact' : ''}${reported ? ' is-done' : ''}`}
        aria-label={reported ? 'Reported' : label}
        aria-disabled={reported || undefined}
        reason={LOGIN_REASONS.report}
        onClick={() => {
          if (!reported) setOpen(true);
        }}
      >
        <FlagIcon size={18} />
        {reported ? <span aria-hidden="true">Reported</span> : compact ? null : <span className="post-action-label">Report</span>}
      </LoginRequiredButton>
      {open ? (
        <ReportDialog
          kind={kind}
          id={id}
          onClose={close}
          onReported={onReported}
          onAlreadyReported={() => {
            reportedBefore.current = true;
          }}
        />
      ) : null}
    </>
  );
}
