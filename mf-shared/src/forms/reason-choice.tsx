// Why something is reported (a post, a listing, a conversation): one reason of a fixed list, as radio buttons in a
// group named by its legend, drawn as large, tappable rows. Takes the form controller's binding like any field
// widget; the message when none is chosen goes under the group and describes it.
import { useId } from 'react';
import { fieldDomName, FieldError } from './field-shell';
import './reason-choice.css';

export interface ReasonChoiceProps<R extends string> {
  /** The field's name in the form's values. */
  name: string;
  legend: string;
  /** The reasons in the order they are offered, and the words each is shown with. */
  reasons: readonly R[];
  labels: Readonly<Record<R, string>>;
  value: string;
  onValueChange: (value: R) => void;
  error?: string;
  onErrorClear?: () => void;
  /** The form instance; suffixes the radios' name so two forms on a page never share one (product rules §3). */
  formId?: string;
}

export function ReasonChoice<R extends string>({
  name,
  legend,
  reasons,
  labels,
  value,
  onValueChange,
  error,
  onErrorClear,
  formId,
}: ReasonChoiceProps<R>) {
  const errorId = useId();
  return (
    <fieldset className={`reason-choice${error ? ' field-invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{legend}</legend>
      {reasons.map((reason) => (
        <label key={reason} className="reason-choice-option">
          <input
            type="radio"
            name={fieldDomName(name, formId)}
            value={reason}
            checked={value === reason}
            aria-invalid={error ? true : undefined}
            onChange={() => {
              onValueChange(reason);
              onErrorClear?.();
            }}
          />
          <span>{labels[reason]}</span>
        </label>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
