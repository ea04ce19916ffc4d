// Report a topic, an article or a comment (/community/report). A reason is required (ReportSchema, the api checks
// the same schema); details are optional. The api's refusals (already reported, your own post) are shown in the
// dialog; a sent report closes it with a thank-you toast.
import { useId, useState } from 'react';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES, REPORT_REASONS, REPORT_REASON_LABELS } from '@yachts/contracts/community';
import { ReportSchema } from '@yachts/contracts/community-schemas';
import type { ReportKind, ReportReason, ReportResult } from '@yachts/contracts/community';
import { errorMessage, fieldErrorsOf } from 'shared/api';
import { FieldError, FormFailure, submitHandler, TextareaField, useForm, type FormApi } from 'shared/forms';
import { FormModalFooter, Modal } from 'shared/modals';
import { showToast } from 'shared/ui';
import { reportPost } from '../api/reactions';
import { handleCommonFailure } from '../post/call-errors';
import { useDebouncedSubmit } from '../post/use-debounced-submit';
import { useReturnFocus } from '../post/use-return-focus';
import { LOGIN_REASONS } from '../reactions/reasons';
import './report.css';

export const REPORT_LEGEND = 'Why are you reporting it?';

export interface ReportDialogProps {
  kind: ReportKind;
  id: number;
  onClose: () => void;
  onReported: (result: ReportResult) => void;
  /** The api says this member reported it before: the item is shown as reported. */
  onAlreadyReported?: () => void;
}

type ReportForm = FormApi<{ reason: string; detail: string }>;

/** The reasons to choose from, as radio buttons, with the message when none is chosen. */
function ReportReasons({ form, formId }: { form: ReportForm; formId: string }) {
  const reasonErrorId = useId();
  const reasonError = form.errors.reason;
  return (
    <fieldset className={`report-reasons${reasonError ? ' field-invalid' : ''}`} aria-describedby={reasonError ? reasonErrorId : undefined}>
      <legend className="field-label">{REPORT_LEGEND}</legend>
      {REPORT_REASONS.map((reason) => (
        <label key={reason} className="report-reason">
          <input
            type="radio"
            name={`reason_${formId}`}
            value={reason}
            checked={form.values.reason === reason}
            aria-invalid={reasonError ? true : undefined}
            onChange={() => {
              form.setValue('reason', reason);
              form.clearError('reason');
            }}
          />
          <span>{REPORT_REASON_LABELS[reason]}</span>
        </label>
      ))}
      <FieldError id={reasonErrorId} error={reasonError} />
    </fieldset>
  );
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
    <Modal
      title={`Report this ${kind}`}
      size="md"
      onClose={() => !submitting && onClose()}
      testId="report-dialog"
      footer={<FormModalFooter formId={formId} busy={submitting} submitLabel="Send report" busyLabel="Sending…" onCancel={onClose} />}
    >
      <form id={formId} className="report-form" noValidate onSubmit={submitHandler(submit)}>
        <ReportReasons form={form} formId={formId} />
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
    </Modal>
  );
}
