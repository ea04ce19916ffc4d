// The "Report this conversation" dialog (decision 045): why (CONVERSATION_REPORT_REASONS as radio buttons) and an
// optional detail. The shared FormModal holds focus inside it and closes with Escape. The outcome replaces the form in
// the dialog, so focus never leaves it; a refusal is said in the api's words.
import { useId, useState } from 'react';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  CONVERSATION_REPORT_REASON_LABELS,
  CONVERSATION_REPORT_REASONS,
  type ConversationReportReason,
} from '@yachts/contracts/conversations';
import { FormFailure, ReasonChoice, submitHandler, TextareaField, usePressCall } from 'shared/forms';
import { FormModal } from 'shared/modals';
import { reportConversation } from './api/report-conversation';

export const REPORT_CONVERSATION_TITLE = 'Report this conversation';

export interface ReportConversationDialogProps {
  conversationId: number;
  visitorKey: string;
  onClose: () => void;
  onReported: () => void;
}

export function ReportConversationDialog({ conversationId, visitorKey, onClose, onReported }: ReportConversationDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState<ConversationReportReason | ''>('');
  const [detail, setDetail] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const { busy, failure, setFailure, run } = usePressCall();
  const [done, setDone] = useState<string | null>(null);

  const submit = () => {
    if (busy) return;
    setFailure(null);
    if (!reason) {
      setReasonError(CONVERSATION_MESSAGES.reportReason);
      return;
    }
    run(
      () => reportConversation(conversationId, { reason, detail: detail.trim() }, visitorKey),
      () => {
        // The api says "thank you" or "already reported" with the same empty answer; the page asked only because the
        // thread said it was not reported, so it is the thanks.
        setDone(CONVERSATION_MESSAGES.reported);
        onReported();
      },
    );
  };

  return (
    <FormModal
      title={REPORT_CONVERSATION_TITLE}
      description="Tell our team what is wrong. The other side is not told who reported it."
      testId="report-conversation-dialog"
      formId={formId}
      busy={busy}
      submitLabel="Send report"
      busyLabel="Sending…"
      onClose={onClose}
      outcome={done}
    >
      <form id={formId} noValidate onSubmit={submitHandler(submit)}>
        <ReasonChoice
          name="reason"
          formId={formId}
          legend="Why are you reporting it?"
          reasons={CONVERSATION_REPORT_REASONS}
          labels={CONVERSATION_REPORT_REASON_LABELS}
          value={reason}
          onValueChange={setReason}
          error={reasonError}
          onErrorClear={() => setReasonError(undefined)}
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
    </FormModal>
  );
}
