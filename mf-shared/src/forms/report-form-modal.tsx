// A report's dialog (a listing, a post, a conversation; decision 045), alike in every area: the shared FormModal with
// why (the area's reasons as radio buttons), optional details, any field of the area's own, and the failure in the
// api's words under them; Send report, busy while the call is out. Where the outcome is said in the dialog, it
// replaces the form. The area gives the words and the form's state (useReportDialog, or its own). It is shared/forms',
// loaded with the widgets when a report dialog first opens, not shared/modals', which every page loads.
import type { ReactNode } from 'react';
import { FormFailure } from './form-failure';
import { ReasonChoice } from './reason-choice';
import { submitHandler } from './submit-handler';
import { TextareaField } from './textarea-field';
import type { FieldBinding } from './use-form';
import { FormModal } from '../modals/form-modal';

/** The area's words for its report dialog. */
export interface ReportFormText<R extends string> {
  title: string;
  /** Said under the title while the form is shown. */
  description?: string;
  testId: string;
  /** The reasons' group's name, the reasons in the order they are offered, and the words each is shown with. */
  legend: string;
  reasons: readonly R[];
  labels: Readonly<Record<R, string>>;
  /** The details' hint and their longest length. */
  detailHint: string;
  detailMax: number;
  /** The form's own class name. */
  formClassName?: string;
}

/** The form's state: its id, the two fields' bindings, the call's busy state and failure, and the outcome once said. */
export interface ReportFormState {
  formId: string;
  reason: FieldBinding<string>;
  detail: FieldBinding<string>;
  busy: boolean;
  failure: string | null;
  /** What the dialog says once the report was sent; null while the form is shown. */
  outcome: string | null;
  submit: () => void;
}

export interface ReportFormModalProps<R extends string> {
  text: ReportFormText<R>;
  state: ReportFormState;
  onClose: () => void;
  /** The area's own fields, after the details. */
  children?: ReactNode;
}

export function ReportFormModal<R extends string>({ text, state, onClose, children }: ReportFormModalProps<R>) {
  const { formId } = state;
  return (
    <FormModal
      title={text.title}
      description={text.description}
      testId={text.testId}
      formId={formId}
      busy={state.busy}
      submitLabel="Send report"
      busyLabel="Sending…"
      onClose={onClose}
      outcome={state.outcome}
    >
      <form id={formId} className={text.formClassName} noValidate onSubmit={submitHandler(state.submit)}>
        <ReasonChoice {...state.reason} formId={formId} legend={text.legend} reasons={text.reasons} labels={text.labels} />
        <TextareaField {...state.detail} formId={formId} label="Details" hint={text.detailHint} rows={3} maxLength={text.detailMax} />
        {children}
        <FormFailure message={state.failure} />
      </form>
    </FormModal>
  );
}
