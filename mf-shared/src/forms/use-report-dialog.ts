// The state of a report dialog drawn outside the modal store (a listing's, a post's): it gives focus back itself; its
// values are checked with the schema the api checks them with; clicks within 300 ms are one submit, and nothing is
// sent again while a report is out (product rules §4). The api's field errors go under their fields; a failure the
// area deals with itself (a cancelled call, a lost login) says nothing; any other refusal is said in the api's words
// under the form, or, where the area says so (reported before), as the dialog's outcome.
import { useId, useState } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';
import { errorMessage, fieldErrorsOf } from '../api/call-errors';
import { useDebouncedSubmit } from './use-debounced-submit';
import { useForm, type FormApi } from './use-form';
import type { ReportFormState } from './report-form-modal';
import { useReturnFocus } from '../modals/use-return-focus';

/** A report's values: why and the details, and any field `F` of the area's own. */
export type ReportValues<F extends string = never> = Record<'reason' | 'detail' | F, string>;

export interface ReportDialogOptions<F extends string> {
  /** The values the form starts with; its fields are theirs. */
  initial: ReportValues<F>;
  schema: ObjectSchema<AnyObject>;
  /** Sends the report; resolves with what the dialog says then, or null where the area closed it. */
  send: (values: ReportValues<F>) => Promise<string | null>;
  /** Deals with a failure itself and says so (a cancelled call, a lost login). */
  handled: (error: unknown) => boolean;
  /**
   * A refusal in the api's words that the dialog says as its outcome instead of the form (reported before), the area
   * acting on it as it needs; null: the words go under the form as a failure.
   */
  refused?: (message: string) => string | null;
}

export function useReportDialog<F extends string = never>({
  initial,
  schema,
  send,
  handled,
  refused,
}: ReportDialogOptions<F>): ReportFormState & { form: FormApi<ReportValues<F>> } {
  useReturnFocus();
  const form = useForm(initial);
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const { submit, submitting } = useDebouncedSubmit(async () => {
    setFailure(null);
    if (!form.validateWith(schema)) return;
    try {
      setOutcome(await send(form.values));
    } catch (error) {
      if (handled(error)) return;
      const fields = fieldErrorsOf(error);
      if (fields && Object.keys(fields).every((name) => Object.hasOwn(initial, name))) {
        form.setErrors(fields);
        return;
      }
      const message = errorMessage(error);
      const said = refused?.(message) ?? null;
      if (said) setOutcome(said);
      else setFailure(message);
    }
  });

  return { form, formId, reason: form.bind('reason'), detail: form.bind('detail'), busy: submitting, failure, outcome, submit };
}
