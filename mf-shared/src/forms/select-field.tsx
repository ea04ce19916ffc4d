// A native select in the field contract of shared/forms (label, hint, error under the field, the error flag, the
// error cleared on change or focus). Native on purpose: every phone draws its own picker, and screen readers know it.
// The sell forms and the entry modals use it; the country list is the one of contracts/countries.ts.
import { useMemo } from 'react';
import { COUNTRIES } from '@yachts/contracts/countries';
import { FieldShell, splitFieldProps, useFieldWidget, type FieldBaseProps } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldBaseProps {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose…"); left out when the field always has a value. */
  placeholder?: string;
}

export function SelectField(props: SelectFieldProps) {
  const [base, { value, onValueChange, options, placeholder }] = splitFieldProps(props);
  const { clearError, shell, control } = useFieldWidget(base, 'select');
  return (
    <FieldShell {...shell}>
      <div className="field-control">
        <select
          {...control()}
          className="field-input select-input"
          value={value}
          onFocus={clearError}
          onChange={(event) => {
            clearError();
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
