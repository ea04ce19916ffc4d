// A mobile number with its country dialling code (product rules §5 "Mobile input"): digits only, cut to maxLength; the
// code is a button that opens the country picker. The value passed out is `{ value, code }` (product rules §3 feedback
// form data).
import { COUNTRIES, DEFAULT_AREA_CODE, countryForAreaCode, type Country } from '@yachts/contracts/countries';
import { LIMITS } from '@yachts/contracts/rules';
import { useId, useRef, useState, type Ref } from 'react';
import { CountryPicker } from './country-picker';
import { fieldDomName, useErrorClear, useMergedRef, type FieldBaseProps } from './field-shell';
import { InputField, type NativeInputAttributes } from './input-field';
import { useCleanPaste } from './use-clean-paste';

export interface MobileValue {
  /** The number's digits, without the dialling code. */
  value: string;
  /** The dialling code's digits, without "+". */
  code: string;
}

export interface MobileInputProps extends FieldBaseProps, NativeInputAttributes {
  value: MobileValue;
  onValueChange: (value: MobileValue) => void;
  /** The dialling code while the value has none; rendered as data-default-code (docs/product.md §5). Default 244. */
  defaultCode?: string;
  /** Digits kept at most; longer input and pastes are cut. Default 15, the ITU maximum. */
  maxLength?: number;
  /** The name of the hidden input carrying the dialling code, so a plain form post sends it too. */
  codeName?: string;
  countries?: readonly Country[];
  /** Told when the visitor picks a code in the picker (a form whose code follows its country stops following). */
  onCodePicked?: () => void;
  /** The form's chosen country (two letters), to name it among those sharing the code (+1: Canada, not the US). */
  country?: string;
  ref?: Ref<HTMLInputElement>;
}

export function digitsOnly(raw: string, maxLength: number = LIMITS.mobileMax): string {
  return raw.replace(/\D/g, '').slice(0, Math.max(0, maxLength));
}

export function MobileInput({
  value,
  onValueChange,
  defaultCode = DEFAULT_AREA_CODE,
  maxLength = LIMITS.mobileMax,
  codeName = 'area_code',
  countries = COUNTRIES,
  onCodePicked,
  country,
  autoComplete = 'tel-national',
  ref,
  onPaste,
  ...props
}: MobileInputProps) {
  const { error, onErrorClear, formId, disabled } = props;
  const code = value.code || defaultCode;
  const clearError = useErrorClear(error, onErrorClear);
  const [open, setOpen] = useState(false);
  // Several countries share a code (+1: United States, Canada, …): remember which one the user picked.
  const [pickedIso, setPickedIso] = useState<string>();
  const selected =
    countries.find((c) => c.code === pickedIso && c.area_code === code) ??
    countries.find((c) => c.code === country && c.area_code === code) ??
    (countries === COUNTRIES ? countryForAreaCode(code) : countries.find((c) => c.area_code === code));

  const codeButtonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);
  const codeHintId = `${useId()}-code-hint`;

  const pasteDigits = useCleanPaste(inputRef, {
    cleanPrefix: (text) => digitsOnly(text, Infinity),
    cleanAll: (text) => digitsOnly(text, maxLength),
    apply: (next) => {
      clearError();
      onValueChange({ value: next, code });
    },
    onPaste,
  });

  const pick = (chosen: Country) => {
    setPickedIso(chosen.code);
    setOpen(false);
    clearError();
    onCodePicked?.();
    onValueChange({ value: value.value, code: chosen.area_code });
  };

  return (
    <InputField
      inputMode="numeric"
      {...props}
      ref={mergedRef}
      kind="mobile"
      type="tel"
      autoComplete={autoComplete}
      value={value.value}
      maxLength={maxLength}
      onValueChange={(raw) => onValueChange({ value: digitsOnly(raw, maxLength), code })}
      onPaste={pasteDigits}
      controlRole="group"
      rootAttributes={{ 'data-mobile-input': '', 'data-default-code': defaultCode }}
      start={
        <button
          ref={codeButtonRef}
          type="button"
          className="field-adornment mobile-code"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-describedby={codeHintId}
          disabled={disabled}
          onClick={() => setOpen(true)}
        >
          +{code}
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M7 10l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      }
      after={
        <>
          <span id={codeHintId} hidden>
            {selected ? `Dialling code of ${selected.name_en}. ` : 'Dialling code. '}Press to choose another country.
          </span>
          <input type="hidden" name={fieldDomName(codeName, formId)} value={code} />
          <CountryPicker
            open={open}
            onClose={() => setOpen(false)}
            onSelect={pick}
            selectedCode={selected?.code}
            countries={countries}
            anchorRef={codeButtonRef}
          />
        </>
      }
    />
  );
}
