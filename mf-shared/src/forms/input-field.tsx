// The single-line input every field widget is built on (text, e-mail, password, number, mobile): one place for the
// widget contract (DOM name with the form suffix, label, hint, error wiring, error clearing, cleaning).
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import {
  FieldShell,
  joinIds,
  useErrorClear,
  useFieldIds,
  useMergedRef,
  type FieldBaseProps,
  type OwnControlAttributes,
} from './field-shell';
import { useFieldCleaning, type FieldCleaningProps } from './field-cleaning';
import { useTypedBeforeLive } from './use-typed-before-live';

export type NativeInputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, OwnControlAttributes>;

export interface InputFieldProps extends FieldBaseProps, FieldCleaningProps, NativeInputAttributes {
  type: string;
  value: string;
  onValueChange(value: string): void;
  /** Shown inside the field's box before the input (the mobile widget's dialling code). */
  start?: ReactNode;
  /** Shown inside the field's box after the input (a password toggle, a send-code link). */
  end?: ReactNode;
  /** Wrapper modifier, `field-${kind}`. */
  kind?: string;
  /** Role and name for the box when it holds more than the input (a group: dialling code plus number). */
  controlRole?: 'group';
  rootAttributes?: { [key: `data-${string}`]: string | boolean | undefined };
  /** Rendered after the box, inside the wrapper (the mobile widget's picker and hidden area-code input). */
  after?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function InputField({
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
  clean,
  cleanOn,
  type,
  start,
  end,
  kind = 'text',
  controlRole,
  rootAttributes,
  after,
  ref,
  onFocus,
  onBlur,
  onInput,
  'aria-describedby': describedBy,
  ...inputAttributes
}: InputFieldProps) {
  const ids = useFieldIds(name, formId);
  const clearError = useErrorClear(error, onErrorClear);
  const cleaning = useFieldCleaning<HTMLInputElement>({ clean, cleanOn, onValueChange });
  const typedBeforeLive = useTypedBeforeLive<HTMLInputElement>(value, onValueChange);
  const inputRef = useMergedRef(ref, cleaning.ref, typedBeforeLive);

  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      className={className}
      kind={kind}
      rootAttributes={rootAttributes}
    >
      <div className="field-control" role={controlRole} aria-labelledby={controlRole ? ids.labelId : undefined}>
        {start}
        <input
          {...inputAttributes}
          ref={inputRef}
          id={ids.id}
          name={ids.domName}
          type={type}
          className="field-input"
          value={value}
          autoComplete={autoComplete}
          disabled={disabled}
          // aria-required rather than `required`: the form controller validates with the shared schemas, and the
          // browser's own bubbles would speak over its messages.
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(describedBy, hint ? ids.hintId : undefined, error ? ids.errorId : undefined)}
          onChange={(event) => {
            clearError();
            onValueChange(cleaning.fromInput(event.currentTarget.value));
          }}
          onInput={(event) => {
            clearError();
            onInput?.(event);
          }}
          onFocus={(event) => {
            clearError();
            onFocus?.(event);
          }}
          onBlur={(event) => {
            cleaning.onBlur(event);
            onBlur?.(event);
          }}
        />
        {end}
      </div>
      {after}
    </FieldShell>
  );
}
