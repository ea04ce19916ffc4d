// A text widget on the field shell, the single-line input's and the textarea's common part: the contract's props split
// off, and the value wiring of the control: the caller's ref merged with the cleaning and typed-before-live refs, a
// change that clears the error and passes the (input-cleaned) value out, and a blur that cleans before the caller's
// own blur handler runs.
import type { ChangeEvent, FocusEvent, FocusEventHandler, Ref, RefCallback } from 'react';
import {
  splitFieldProps,
  useFieldWidget,
  useMergedRef,
  type FieldBaseProps,
  type FieldControlAttributes,
  type FieldShellProps,
  type FieldWidget,
} from './field-shell';
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

function useTextControl<E extends TextControl>({
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

/** What a text widget takes beside its element's own attributes. */
export interface TextWidgetProps<E extends TextControl> extends FieldBaseProps, FieldCleaningProps {
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<E>;
  onBlur?: FocusEventHandler<E>;
  'aria-describedby'?: string;
}

/** The props of the value wiring, taken off the element's own. */
type TextWiringProps = keyof FieldCleaningProps | 'value' | 'onValueChange' | 'ref' | 'onBlur' | 'aria-describedby';

export interface TextWidget<E extends TextControl, P> extends Omit<FieldWidget, 'control'> {
  /** The element's own attributes, the widget's props but those of the contract and the value wiring. */
  own: Omit<Omit<P, keyof FieldBaseProps>, TextWiringProps>;
  /** All the control carries from the widget: described by the caller's ids, the hint, `between` (a counter), the error. */
  control: (...between: Array<string | undefined>) => FieldControlAttributes & TextControlProps<E> & { value: string };
}

export function useTextWidget<E extends TextControl, P extends TextWidgetProps<E>>(
  props: P,
  kind: string,
  rootAttributes?: FieldShellProps['rootAttributes'],
): TextWidget<E, P> {
  const [base, { value, onValueChange, clean, cleanOn, ref, onBlur, 'aria-describedby': describedBy, ...own }] = splitFieldProps(props);
  const { control, ...widget } = useFieldWidget(base, kind, rootAttributes);
  const textControl = useTextControl<E>({ value, onValueChange, clean, cleanOn, clearError: widget.clearError, ref, onBlur });
  return { ...widget, own, control: (...between) => ({ ...control(describedBy, ...between), ...textControl, value }) };
}
