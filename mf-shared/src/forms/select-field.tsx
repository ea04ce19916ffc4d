// A native select in the field contract of shared/forms (label, hint, error under the field, the error flag, the
// error cleared on change or focus). Native on purpose: every phone draws its own picker, and screen readers know it.
// The sell forms and the entry modals use it; the country list is the one of contracts/countries.ts.
import { useMemo } from 'react';
import { COUNTRIES } from '@yachts/contracts/countries';
import { FieldShell, useFieldIds, type FieldBaseProps } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldBaseProps {
  value: string;
  onValueChange(value: string): void;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose…"); left out when the field always has a value. */
  placeholder?: string;
}

export function SelectField({
  name,
  label,
  value,
  onValueChange,
  error,
  onErrorClear,
  formId,
  hint,
  required,
  autoComplete,
  disabled,
  className,
  options,
  placeholder,
}: SelectFieldProps) {
  const ids = useFieldIds(name, formId);
  const clear = () => {
    if (error) onErrorClear?.();
  };
  const describedBy = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      className={className}
      kind="select"
    >
      <div className="field-control">
        <select
          id={ids.id}
          name={ids.domName}
          className="field-input select-input"
          value={value}
          autoComplete={autoComplete}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onFocus={clear}
          onChange={(event) => {
            clear();
            onValueChange(event.target.value);
          }}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </FieldShell>
  );
}

/** Every country of contracts/countries.ts by its English name, valued by its two-letter code. */
export function CountrySelect(props: Omit<SelectFieldProps, 'options'>) {
  const options = useMemo(() => COUNTRIES.map((country) => ({ value: country.code, label: country.name_en })), []);
  return <SelectField autoComplete="country" placeholder="Choose a country" {...props} options={options} />;
}
