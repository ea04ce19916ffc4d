// A multi-line field (messages, comments, feedback) with an optional character counter.
import type { Ref, TextareaHTMLAttributes } from 'react';
import {
  FieldShell,
  joinIds,
  useErrorClear,
  useFieldIds,
  useMergedRef,
  type FieldBaseProps,
  type OwnControlAttributes,
} from './field-shell';
import { useTypedBeforeLive } from './use-typed-before-live';
import { useFieldCleaning, type FieldCleaningProps } from './field-cleaning';

export interface TextareaFieldProps
  extends FieldBaseProps, FieldCleaningProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, OwnControlAttributes> {
  value: string;
  onValueChange(value: string): void;
  /** Show "used / maxLength" under the field; on by default when maxLength is given. */
  counter?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

// docs/product.md §4: a textarea's error clears on any event except blur. These are the events a user causes in one.
const CLEARING_EVENTS = [
  'onFocus',
  'onInput',
  'onKeyDown',
  'onKeyUp',
  'onPaste',
  'onCut',
  'onDrop',
  'onClick',
  'onPointerDown',
  'onCompositionStart',
  'onSelect',
] as const;

export function TextareaField({
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
  counter,
  maxLength,
  rows = 5,
  ref,
  onBlur,
  'aria-describedby': describedBy,
  ...textareaAttributes
}: TextareaFieldProps) {
  const ids = useFieldIds(name, formId);
  const clearError = useErrorClear(error, onErrorClear);
  const cleaning = useFieldCleaning<HTMLTextAreaElement>({ clean, cleanOn, onValueChange });
  const typedBeforeLive = useTypedBeforeLive<HTMLTextAreaElement>(value, onValueChange);
  const textareaRef = useMergedRef(ref, cleaning.ref, typedBeforeLive);
  const showCounter = maxLength !== undefined && (counter ?? true);
  const counterId = `${ids.id}-counter`;

  // Each clearing event also runs the caller's handler of the same name, if any.
  const clearingHandlers: Record<string, (event: never) => void> = {};
  for (const key of CLEARING_EVENTS) {
    const own = textareaAttributes[key] as ((event: never) => void) | undefined;
    clearingHandlers[key] = (event: never) => {
      clearError();
      own?.(event);
    };
  }

  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      className={className}
      kind="textarea"
      extra={
        showCounter ? (
          <p className="field-counter" id={counterId} data-full={value.length >= maxLength || undefined}>
            {value.length} / {maxLength}
          </p>
        ) : null
      }
    >
      <div className="field-control">
        <textarea
          {...textareaAttributes}
          {...clearingHandlers}
          ref={textareaRef}
          id={ids.id}
          name={ids.domName}
          className="field-input"
          rows={rows}
          value={value}
          maxLength={maxLength}
          autoComplete={autoComplete}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(
            describedBy,
            hint ? ids.hintId : undefined,
            showCounter ? counterId : undefined,
            error ? ids.errorId : undefined,
          )}
          onChange={(event) => {
            clearError();
            onValueChange(cleaning.fromInput(event.currentTarget.value));
          }}
          onBlur={(event) => {
            cleaning.onBlur(event);
            onBlur?.(event);
          }}
        />
      </div>
    </FieldShell>
  );
}
