// The quiet Report button under a listing or a conversation, which opens the report's dialog. Once reported it says so
// and is aria-disabled, still focusable, so focus comes back to it from the dialog. (A post's or a comment's Report is
// one of its actions and looks like them.)
import type { Ref } from 'react';
import { FlagIcon } from './icons';
import './report-open-button.css';

export interface ReportOpenButtonProps {
  reported: boolean;
  /** The words before reporting ("Report this listing") and after ("Reported"). */
  label: string;
  reportedLabel: string;
  onOpen: () => void;
  /** The area's own classes (a smaller size, the button's own name in the area). */
  className: string;
  ref?: Ref<HTMLButtonElement>;
}

export function ReportOpenButton({ reported, label, reportedLabel, onOpen, className, ref }: ReportOpenButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={`btn btn-secondary report-open ${className}`}
      aria-haspopup="dialog"
      aria-disabled={reported || undefined}
      onClick={() => {
        if (!reported) onOpen();
      }}
    >
      <FlagIcon size={16} />
      {reported ? reportedLabel : label}
    </button>
  );
}
