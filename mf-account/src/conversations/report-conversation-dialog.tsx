// The "Report this conversation" dialog (decision 045): why (CONVERSATION_REPORT_REASONS as radio buttons) and an
// optional detail, in shared/forms' report dialog, which holds focus inside it and closes with Escape. The outcome
// replaces the form in the dialog, so focus never leaves it; a refusal is said in the api's words.
import { useId, useState } from 'react';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  CONVERSATION_REPORT_REASON_LABELS,
  CONVERSATION_REPORT_REASONS,
  type ConversationReportReason,
} from '@yachts/contracts/conversations';
import { ReportFormModal, useForm, usePressCall, type ReportFormText } from 'shared/forms';
import { reportConversation } from './api/report-conversation';

export const REPORT_CONVERSATION_TITLE = 'Report this conversation';

const TEXT: ReportFormText<ConversationReportReason> = {
  title: REPORT_CONVERSATION_TITLE,
  description: 'Tell our team what is wrong. The other side is not told who reported it.',
  testId: 'report-conversation-dialog',
  legend: 'Why are you reporting it?',
  reasons: CONVERSATION_REPORT_REASONS,
  labels: CONVERSATION_REPORT_REASON_LABELS,
  detailHint: 'Optional: anything that helps us check.',
  detailMax: CONVERSATION_LIMITS.reportDetailMax,
};

export interface ReportConversationDialogProps {
  conversationId: number;
  visitorKey: string;
  onClose: () => void;
  onReported: () => void;
}

export function ReportConversationDialog({ conversationId, visitorKey, onClose, onReported }: ReportConversationDialogProps) {
  const formId = useId();
  const form = useForm({ reason: '', detail: '' });
  const { busy, failure, setFailure, run } = usePressCall();
  const [done, setDone] = useState<string | null>(null);

  // Checked and sent at once, no debounce: the press call's busy state keeps a second press from sending again.
  const submit = () => {
    if (busy) return;
    setFailure(null);
    const reason = CONVERSATION_REPORT_REASONS.find((option) => option === form.values.reason);
    if (!reason) {
      form.setErrors({ reason: CONVERSATION_MESSAGES.reportReason });
      return;
    }
    run(
      () => reportConversation(conversationId, { reason, detail: form.values.detail.trim() }, visitorKey),
      () => {
        // The api says "thank you" or "already reported" with the same empty answer; the page asked only because the
        // thread said it was not reported, so it is the thanks.
        setDone(CONVERSATION_MESSAGES.reported);
        onReported();
      },
    );
  };

  const state = { formId, reason: form.bind('reason'), detail: form.bind('detail'), busy, failure, outcome: done, submit };
  return <ReportFormModal text={TEXT} state={state} onClose={onClose} />;
}
