// The "Report this listing" dialog (EU Digital Services Act Art. 16 notice): one of five reasons, optional details
// and an optional address for our answer, checked with ListingReportSchema as the api checks it. A form-style call
// that needs only the strictly necessary session cookie (decision 034), so a visitor who refused cookies can send it.
// The outcome is said in the dialog itself: the thanks, or, for a second report from this browser, that it was
// reported already (the api's 409, which is no failure to the visitor).
import { useId, useState } from 'react';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import {
  LISTING_REPORT_API,
  LISTING_REPORT_LIMITS,
  LISTING_REPORT_MESSAGES,
  LISTING_REPORT_REASONS,
  LISTING_REPORT_REASON_LABELS,
} from '@yachts/contracts/listing-reports';
import { ListingReportSchema } from '@yachts/contracts/listing-report-schemas';
import { errorMessage, fieldErrorsOf, formClient, isSilentCancel } from 'shared/api';
import {
  FormFailure,
  ReasonChoice,
  TextField,
  TextareaField,
  submitHandler,
  useDebouncedSubmit,
  useForm,
  type FormApi,
} from 'shared/forms';
import { FormModal, useReturnFocus } from 'shared/modals';

export const REPORT_LISTING_TITLE = 'Report this listing';
export const REPORT_LISTING_LEGEND = 'What is wrong with this listing?';
const FIELDS = ['reason', 'detail', 'email'];

export interface ReportListingDialogProps {
  kind: CatalogueKind;
  yachtId: number;
  onClose: () => void;
  /** The api took the report, or says this browser reported the listing before. */
  onReported: () => void;
}

type ReportForm = FormApi<{ reason: string; detail: string; email: string }>;

/** The form: the reasons, the details and the address. */
function ReportFields({ form, formId, failure, submit }: { form: ReportForm; formId: string; failure: string | null; submit: () => void }) {
  return (
    <form id={formId} className="listing-report-form" noValidate onSubmit={submitHandler(submit)}>
      <ReasonChoice
        {...form.bind('reason')}
        formId={formId}
        legend={REPORT_LISTING_LEGEND}
        reasons={LISTING_REPORT_REASONS}
        labels={LISTING_REPORT_REASON_LABELS}
      />
      <TextareaField
        {...form.bind('detail')}
        formId={formId}
        label="Details"
        hint="Optional: anything that helps us check, such as the other listing’s address."
        rows={3}
        maxLength={LISTING_REPORT_LIMITS.detailMax}
      />
      <TextField
        {...form.bind('email')}
        formId={formId}
        type="email"
        label="Your e-mail address"
        hint="Optional: if you would like to hear what we decided."
      />
      <FormFailure message={failure} />
    </form>
  );
}

export function ReportListingDialog({ kind, yachtId, onClose, onReported }: ReportListingDialogProps) {
  // The dialog is drawn outside the modal store, which would give focus back itself.
  useReturnFocus();
  const form = useForm({ reason: '', detail: '', email: '' });
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // Clicks within 300 ms are one submit, and nothing is sent again while a report is out (product rules §4).
  const { submit, submitting } = useDebouncedSubmit(async () => {
    setFailure(null);
    if (!form.validateWith(ListingReportSchema)) return;
    const { reason, detail, email } = form.values;
    try {
      await formClient.post<null>(LISTING_REPORT_API.report, {
        kind,
        yacht_id: String(yachtId),
        reason,
        detail: detail.trim(),
        email: email.trim(),
      });
      setDone(LISTING_REPORT_MESSAGES.reported);
      onReported();
    } catch (error) {
      if (isSilentCancel(error)) return;
      const fields = fieldErrorsOf(error);
      if (fields && Object.keys(fields).every((name) => FIELDS.includes(name))) {
        form.setErrors(fields);
        return;
      }
      const message = errorMessage(error);
      if (message === LISTING_REPORT_MESSAGES.alreadyReported) {
        setDone(message);
        onReported();
      } else setFailure(message);
    }
  });

  return (
    <FormModal
      title={REPORT_LISTING_TITLE}
      description="Tell our team what is wrong. We look at every report; the seller is not told who sent it."
      testId="report-listing-dialog"
      formId={formId}
      busy={submitting}
      submitLabel="Send report"
      busyLabel="Sending…"
      onClose={onClose}
      outcome={done}
    >
      <ReportFields form={form} formId={formId} failure={failure} submit={submit} />
    </FormModal>
  );
}
