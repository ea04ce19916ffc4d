// Report a topic, an article or a comment (/community/report). A reason is required (ReportSchema, the api checks
// the same schema); details are optional. The api's refusals (already reported, your own post) are shown in the
// dialog; a sent report closes it with a thank-you toast.
import { useId, useState } from 'react';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES, REPORT_REASONS, REPORT_REASON_LABELS } from '@yachts/contracts/community';
import { ReportSchema } from '@yachts/contracts/community-schemas';
import type { ReportKind, ReportReason, ReportResult } from '@yachts/contracts/community';
import { errorMessage, fieldErrorsOf } from 'shared/api';
import { FormFailure, ReasonChoice, submitHandler, TextareaField, useDebouncedSubmit, useForm } from 'shared/forms';
import { FormModal, useReturnFocus } from 'shared/modals';
import { showToast } from 'shared/ui';
import { reportPost } from '../api/reactions';
import { handleCommonFailure } from '../post/call-errors';
import { LOGIN_REASONS } from '../reactions/reasons';

export const REPORT_LEGEND = 'Why are you reporting it?';

export interface ReportDialogProps {
  kind: ReportKind;
  id: number;
  onClose: () => void;
  onReported: (result: ReportResult) => void;
  /** The api says this member reported it before: the item is shown as reported. */
  onAlreadyReported?: () => void;
}

export function ReportDialog({ kind, id, onClose, onReported, onAlreadyReported }: ReportDialogProps) {
  useReturnFocus();
  const form = useForm({ reason: '', detail: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();

  const { submit, submitting } = useDebouncedSubmit(async () => {
    setFailure(null);
    if (!form.validateWith(ReportSchema)) return;
    try {
      const result = await reportPost(kind, id, form.values.reason as ReportReason, form.values.detail.trim());
      onClose();
      showToast(COMMUNITY_MESSAGES.reported, { tone: 'success' });
      onReported(result);
    } catch (error) {
      if (handleCommonFailure(error, LOGIN_REASONS.report)) return;
      const fields = fieldErrorsOf(error);
      if (fields && Object.keys(fields).every((name) => name === 'reason' || name === 'detail')) {
        form.setErrors(fields);
        return;
      }
      const message = errorMessage(error);
      setFailure(message);
      if (message === COMMUNITY_MESSAGES.alreadyReported) onAlreadyReported?.();
    }
  });

  return (
    <FormModal
      title={`Report this ${kind}`}
      testId="report-dialog"
      formId={formId}
      busy={submitting}
      submitLabel="Send report"
      busyLabel="Sending…"
      onClose={onClose}
    >
      <form id={formId} className="report-form" noValidate onSubmit={submitHandler(submit)}>
        <ReasonChoice
          {...form.bind('reason')}
          formId={formId}
          legend={REPORT_LEGEND}
          reasons={REPORT_REASONS}
          labels={REPORT_REASON_LABELS}
        />
        <TextareaField
          {...form.bind('detail')}
          formId={formId}
          label="Details"
          hint="Optional: anything that helps us understand the problem."
          rows={3}
          maxLength={COMMUNITY_LIMITS.reportDetailMax}
        />
        <FormFailure message={failure} />
      </form>
    </FormModal>
  );
}
