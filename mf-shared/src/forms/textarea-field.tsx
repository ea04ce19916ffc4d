// A multi-line field (messages, comments, feedback) with an optional character counter.
import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldShell, type FieldBaseProps, type OwnControlAttributes } from './field-shell';
import type { FieldCleaningProps } from './field-cleaning';
import { useTextWidget } from './use-text-control';

export interface TextareaFieldProps
  extends FieldBaseProps, FieldCleaningProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, OwnControlAttributes> {
  value: string;
  onValueChange: (value: string) => void;
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

export function TextareaField(props: TextareaFieldProps) {
  const { ids, clearError, shell, control, own } = useTextWidget<HTMLTextAreaElement, TextareaFieldProps>(props, 'textarea');
  const { counter, maxLength, rows = 5, ...textareaAttributes } = own;
  const showCounter = maxLength !== undefined && (counter ?? true);
  const counterId = `${ids.id}-counter`;

  // Each clearing event also runs the caller's handler of the same name, if any.
  const clearingHandlers: Record<string, (event: never) => void> = {};
  for (const key of CLEARING_EVENTS) {
    const own: ((event: never) => void) | undefined = textareaAttributes[key];
    clearingHandlers[key] = (event: never) => {
      clearError();
      own?.(event);
    };
  }

  return (
    <FieldShell
      {...shell}
      extra={
        showCounter ? (
          <p className="field-counter" id={counterId} data-full={props.value.length >= maxLength || undefined}>
            {props.value.length} / {maxLength}
          </p>
        ) : null
      }
    >
      <div className="field-control">
        <textarea
          {...textareaAttributes}
          {...clearingHandlers}
          {...control(showCounter ? counterId : undefined)}
          rows={rows}
          maxLength={maxLength}
        />
      </div>
    </FieldShell>
  );
}
