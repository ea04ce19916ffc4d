// The "Report this listing" dialog (EU Digital Services Act Art. 16 notice): one of five reasons, optional details
// and an optional address for our answer, checked with ListingReportSchema as the api checks it. A form-style call
// that needs only the strictly necessary session cookie (decision 034), so a visitor who refused cookies can send it.
// The outcome is said in the dialog itself: the thanks, or, for a second report from this browser, that it was
// reported already (the api's 409, which is no failure to the visitor).
import { useEffect, useId, useRef, useState } from 'react';
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
import { FieldError, FormFailure, TextField, TextareaField, submitHandler, useDebouncedCall, useForm, type FormApi } from 'shared/forms';
import { FormModalFooter, Modal } from 'shared/modals';
import { useMounted } from 'shared/ui';
import './report-listing.css';

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

/** The reasons as radio buttons in a named group, with the message when none is chosen. */
function ReportReasons({ form, formId }: { form: ReportForm; formId: string }) {
  const errorId = useId();
  const error = form.errors.reason;
  return (
    <fieldset className={`listing-report-reasons${error ? ' field-invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{REPORT_LISTING_LEGEND}</legend>
      {LISTING_REPORT_REASONS.map((reason) => (
        <label key={reason} className="listing-report-reason">
          <input
            type="radio"
            name={`reason_${formId}`}
            value={reason}
            checked={form.values.reason === reason}
            aria-invalid={error ? true : undefined}
            onChange={() => {
              form.setValue('reason', reason);
              form.clearError('reason');
            }}
          />
          <span>{LISTING_REPORT_REASON_LABELS[reason]}</span>
        </label>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** Focus goes back to the control that opened the dialog (it is drawn outside the modal store, which would do it). */
function useReturnFocus(): void {
  // Read during the first render: the Modal's own effect moves focus into the dialog before ours runs.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      if (opener?.isConnected) queueMicrotask(() => opener.focus());
    },
    [opener],
  );
}

/** Clicks within 300 ms are one submit, and nothing is sent again while a report is out (product rules §4). */
function useOneSubmit(run: () => Promise<void>): { submit: () => void; submitting: boolean } {
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const mounted = useMounted();
  const submit = useDebouncedCall(() => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    void run().finally(() => {
      busy.current = false;
      if (mounted.current) setSubmitting(false);
    });
  });
  return { submit, submitting };
}

/** The dialog's one button once the outcome is said: focused, so Enter or Space closes it. */
function DoneButton({ onClose }: { onClose: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <button ref={button} type="button" className="btn btn-primary" onClick={onClose}>
      Done
    </button>
  );
}

/** The form: the reasons, the details and the address. */
function ReportFields({ form, formId, failure, submit }: { form: ReportForm; formId: string; failure: string | null; submit: () => void }) {
  return (
    <form id={formId} className="listing-report-form" noValidate onSubmit={submitHandler(submit)}>
      <ReportReasons form={form} formId={formId} />
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
  useReturnFocus();
  const form = useForm({ reason: '', detail: '', email: '' });
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const { submit, submitting } = useOneSubmit(async () => {
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

  // One dialog throughout: the outcome replaces the form in it, so focus never leaves the dialog.
  return (
    <Modal
      title={REPORT_LISTING_TITLE}
      size="md"
      description={done ? undefined : 'Tell our team what is wrong. We look at every report; the seller is not told who sent it.'}
      onClose={() => !submitting && onClose()}
      testId="report-listing-dialog"
      footer={
        done ? (
          <DoneButton onClose={onClose} />
        ) : (
          <FormModalFooter formId={formId} busy={submitting} submitLabel="Send report" busyLabel="Sending…" onCancel={onClose} />
        )
      }
    >
      {done ? (
        <p className="listing-report-done" role="status">
          {done}
        </p>
      ) : (
        <ReportFields form={form} formId={formId} failure={failure} submit={submit} />
      )}
    </Modal>
  );
}
