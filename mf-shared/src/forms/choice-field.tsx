// A choice of a few options shown as cards of radio buttons (what describes you best): a fieldset with a legend,
// arrow keys move between the options as in any radio group, and the message goes under the group.
import { useId } from 'react';
import { FieldError } from './field-shell';
import './forms.css';

export interface Choice {
  value: string;
  label: string;
  description?: string;
}

export interface ChoiceFieldProps {
  name: string;
  legend: string;
  value: string;
  onValueChange: (value: string) => void;
  choices: readonly Choice[];
  error?: string;
  onErrorClear?: () => void;
  formId?: string;
  required?: boolean;
}

export function ChoiceField({ name, legend, value, onValueChange, choices, error, onErrorClear, formId, required }: ChoiceFieldProps) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const domName = formId ? `${name}_${formId}` : name;
  return (
    <fieldset
      className={`field choice-field${error ? ' field-invalid' : ''}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field-label" data-required={required || undefined}>
        {legend}
      </legend>
      <div className="choice-options">
        {choices.map((choice) => {
          const id = `${baseId}-${choice.value}`;
          return (
            <label key={choice.value} htmlFor={id} className={`choice-option${value === choice.value ? ' is-chosen' : ''}`}>
              <input
                id={id}
                type="radio"
                name={domName}
                value={choice.value}
                checked={value === choice.value}
                aria-describedby={choice.description ? `${id}-description` : undefined}
                onFocus={() => error && onErrorClear?.()}
                onChange={() => {
                  if (error) onErrorClear?.();
                  onValueChange(choice.value);
                }}
              />
              <span className="choice-text">
                <span className="choice-label">{choice.label}</span>
                {choice.description ? (
                  <span className="choice-description" id={`${id}-description`}>
                    {choice.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
