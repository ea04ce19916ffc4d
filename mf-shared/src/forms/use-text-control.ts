// The value wiring of a field's text control, shared by the single-line input and the textarea: the caller's ref
// merged with the cleaning and typed-before-live refs, a change that clears the error and passes the (input-cleaned)
// value out, and a blur that cleans before the caller's own blur handler runs.
import type { ChangeEvent, FocusEvent, FocusEventHandler, Ref, RefCallback } from 'react';
import { useMergedRef } from './field-shell';
import { useFieldCleaning, type FieldCleaningProps } from './field-cleaning';
import { useTypedBeforeLive } from './use-typed-before-live';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export interface TextControlOptions<E extends TextControl> extends FieldCleaningProps {
  value: string;
  onValueChange: (value: string) => void;
  clearError: () => void;
  ref?: Ref<E>;
  onBlur?: FocusEventHandler<E>;
}

export interface TextControlProps<E extends TextControl> {
  ref: RefCallback<E>;
  onChange: (event: ChangeEvent<E>) => void;
  onBlur: (event: FocusEvent<E>) => void;
}

export function useTextControl<E extends TextControl>({
  value,
  onValueChange,
  clean,
  cleanOn,
  clearError,
  ref,
  onBlur,
}: TextControlOptions<E>): TextControlProps<E> {
  const cleaning = useFieldCleaning<E>({ clean, cleanOn, onValueChange });
  const typedBeforeLive = useTypedBeforeLive<E>(value, onValueChange);
  return {
    ref: useMergedRef(ref, cleaning.ref, typedBeforeLive),
    onChange: (event) => {
      clearError();
      onValueChange(cleaning.fromInput(event.currentTarget.value));
    },
    onBlur: (event) => {
      cleaning.onBlur(event);
      onBlur?.(event);
    },
  };
}
