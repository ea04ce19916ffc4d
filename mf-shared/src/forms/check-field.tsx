// A tick box on the widget contract (field-shell.tsx): the label beside the box, then the hint and the message under
// it, so a tick the schema requires (a business's self-certification) shows the api's words like any other field.
import type { ReactNode } from 'react';
import { classNames, FieldError, useFieldWidget, type FieldBaseProps } from './field-shell';
import './check-field.css';

export interface CheckFieldProps extends Omit<FieldBaseProps, 'label' | 'autoComplete'> {
  /** The sentence the user ticks; it names the box. */
  label: string;
  value: boolean;
  onValueChange: (value: boolean) => void;
  hint?: ReactNode;
}

export function CheckField({ value, onValueChange, ...base }: CheckFieldProps) {
  const { ids, clearError, shell, control } = useFieldWidget(base, 'check');
  // Not the text widgets' field-input class: a box keeps the browser's own size and focus ring.
  const { className: _textInput, ...attributes } = control();
  return (
    <div
      className={classNames('field', 'field-check', shell.error && 'field-invalid', shell.disabled && 'field-disabled', shell.className)}
    >
      <input
        {...attributes}
        className="check-field-box"
        type="checkbox"
        value="1"
        checked={value}
        onChange={(event) => {
          clearError();
          onValueChange(event.currentTarget.checked);
        }}
      />
      <label className="check-field-label" id={ids.labelId} htmlFor={ids.id} data-required={shell.required || undefined}>
        {shell.label}
      </label>
      {shell.hint ? (
        <p className="field-hint check-field-hint" id={ids.hintId}>
          {shell.hint}
        </p>
      ) : null}
      <div className="check-field-error">
        <FieldError id={ids.errorId} error={shell.error} />
      </div>
    </div>
  );
}
