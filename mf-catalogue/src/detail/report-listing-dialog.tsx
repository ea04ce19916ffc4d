// The "Report this listing" dialog (EU Digital Services Act Art. 16 notice): one of five reasons, optional details
// and an optional address for our answer, checked with ListingReportSchema as the api checks it. A form-style call
// that needs only the strictly necessary session cookie (decision 034), so a visitor who refused cookies can send it.
// The outcome is said in the dialog itself: the thanks, or, for a second report from this browser, that it was
// reported already (the api's 409, which is no failure to the visitor). The dialog and its submit flow are
// shared/forms' report dialog.
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import {
  LISTING_REPORT_API,
  LISTING_REPORT_LIMITS,
  LISTING_REPORT_MESSAGES,
  LISTING_REPORT_REASONS,
  LISTING_REPORT_REASON_LABELS,
  type ListingReportReason,
} from '@yachts/contracts/listing-reports';
import { ListingReportSchema } from '@yachts/contracts/listing-report-schemas';
import { formClient, isSilentCancel } from 'shared/api';
import { ReportFormModal, TextField, useReportDialog, type ReportFormText } from 'shared/forms';

export const REPORT_LISTING_TITLE = 'Report this listing';
export const REPORT_LISTING_LEGEND = 'What is wrong with this listing?';

const TEXT: ReportFormText<ListingReportReason> = {
  title: REPORT_LISTING_TITLE,
  description: 'Tell our team what is wrong. We look at every report; the seller is not told who sent it.',
  testId: 'report-listing-dialog',
  legend: REPORT_LISTING_LEGEND,
  reasons: LISTING_REPORT_REASONS,
  labels: LISTING_REPORT_REASON_LABELS,
  detailHint: 'Optional: anything that helps us check, such as the other listing’s address.',
  detailMax: LISTING_REPORT_LIMITS.detailMax,
  formClassName: 'listing-report-form',
};

export interface ReportListingDialogProps {
  kind: CatalogueKind;
  yachtId: number;
  onClose: () => void;
  /** The api took the report, or says this browser reported the listing before. */
  onReported: () => void;
}

export function ReportListingDialog({ kind, yachtId, onClose, onReported }: ReportListingDialogProps) {
  const report = useReportDialog({
    initial: { reason: '', detail: '', email: '' },
    schema: ListingReportSchema,
    send: async ({ reason, detail, email }) => {
      await formClient.post<null>(LISTING_REPORT_API.report, {
        kind,
        yacht_id: String(yachtId),
        reason,
        detail: detail.trim(),
        email: email.trim(),
      });
      onReported();
      return LISTING_REPORT_MESSAGES.reported;
    },
    handled: isSilentCancel,
    refused: (message) => {
      if (message !== LISTING_REPORT_MESSAGES.alreadyReported) return null;
      onReported();
      return message;
    },
  });

  return (
    <ReportFormModal text={TEXT} state={report} onClose={onClose}>
      <TextField
        {...report.form.bind('email')}
        formId={report.formId}
        type="email"
        label="Your e-mail address"
        hint="Optional: if you would like to hear what we decided."
      />
    </ReportFormModal>
  );
}
