// The "Report this conversation" dialog (decision 045): why (CONVERSATION_REPORT_REASONS as radio buttons) and an
// optional detail. The shared Modal holds focus inside it and closes with Escape. The outcome replaces the form in the
// dialog, so focus never leaves it; a refusal is said in the api's words.
import { useEffect, useId, useRef, useState } from 'react';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  CONVERSATION_REPORT_REASON_LABELS,
  CONVERSATION_REPORT_REASONS,
  type ConversationReportReason,
} from '@yachts/contracts/conversations';
import { errorMessage, isSilentCancel } from 'shared/api';
import { FieldError, FormFailure, submitHandler, TextareaField } from 'shared/forms';
import { FormModalFooter, Modal } from 'shared/modals';
import { reportConversation } from './api/report-conversation';

export const REPORT_CONVERSATION_TITLE = 'Report this conversation';

export interface ReportConversationDialogProps {
  conversationId: number;
  visitorKey: string;
  onClose: () => void;
  onReported: () => void;
}

function Reasons({
  value,
  error,
  formId,
  onChange,
}: {
  value: string;
  error?: string;
  formId: string;
  onChange: (reason: ConversationReportReason) => void;
}) {
  const errorId = `${formId}-reason-error`;
  return (
    <fieldset className={`conversation-report-reasons${error ? ' field-invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">Why are you reporting it?</legend>
      {CONVERSATION_REPORT_REASONS.map((reason) => (
        <label key={reason} className="conversation-report-reason">
          <input type="radio" name={`reason_${formId}`} value={reason} checked={value === reason} onChange={() => onChange(reason)} />
          <span>{CONVERSATION_REPORT_REASON_LABELS[reason]}</span>
        </label>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

function DoneButton({ onClose }: { onClose: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <button ref={button} type="button" className="btn btn-primary" onClick={onClose}>
      Done
    </button>
  );
}

export function ReportConversationDialog({ conversationId, visitorKey, onClose, onReported }: ReportConversationDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState<ConversationReportReason | ''>('');
  const [detail, setDetail] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const submit = () => {
    if (busy) return;
    setFailure(null);
    if (!reason) {
      setReasonError(CONVERSATION_MESSAGES.reportReason);
      return;
    }
    setBusy(true);
    reportConversation(conversationId, { reason, detail: detail.trim() }, visitorKey)
      .then(
        () => {
          // The api says "thank you" or "already reported" with the same empty answer; the page asked only because
          // the thread said it was not reported, so it is the thanks.
          setDone(CONVERSATION_MESSAGES.reported);
          onReported();
        },
        (error: unknown) => {
          if (!isSilentCancel(error)) setFailure(errorMessage(error));
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <Modal
      title={REPORT_CONVERSATION_TITLE}
      size="md"
      description={done ? undefined : 'Tell our team what is wrong. The other side is not told who reported it.'}
      onClose={() => !busy && onClose()}
      testId="report-conversation-dialog"
      footer={
        done ? (
          <DoneButton onClose={onClose} />
        ) : (
          <FormModalFooter formId={formId} busy={busy} submitLabel="Send report" busyLabel="Sending…" onCancel={onClose} />
        )
      }
    >
      {done ? (
        <p className="conversation-report-done" role="status">
          {done}
        </p>
      ) : (
        <form id={formId} noValidate onSubmit={submitHandler(submit)}>
          <Reasons
            value={reason}
            error={reasonError}
            formId={formId}
            onChange={(next) => {
              setReason(next);
              setReasonError(undefined);
            }}
          />
          <TextareaField
            name="detail"
            formId={formId}
            label="Details"
            hint="Optional: anything that helps us check."
            value={detail}
            onValueChange={setDetail}
            rows={3}
            maxLength={CONVERSATION_LIMITS.reportDetailMax}
          />
          <FormFailure message={failure} />
        </form>
      )}
    </Modal>
  );
}
