// The single-line input every field widget is built on (text, e-mail, password, number, mobile): one place for the
// widget contract (DOM name with the form suffix, label, hint, error wiring, error clearing, cleaning).
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldShell, splitFieldProps, useFieldWidget, type FieldBaseProps, type OwnControlAttributes } from './field-shell';
import type { FieldCleaningProps } from './field-cleaning';
import { useTextControl } from './use-text-control';

export type NativeInputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, OwnControlAttributes>;

export interface InputFieldProps extends FieldBaseProps, FieldCleaningProps, NativeInputAttributes {
  type: string;
  value: string;
  onValueChange: (value: string) => void;
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

export function InputField(props: InputFieldProps) {
  const [
    base,
    {
      value,
      onValueChange,
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
    },
  ] = splitFieldProps(props);
  const { ids, clearError, shell, control } = useFieldWidget(base, kind, rootAttributes);
  const textControl = useTextControl<HTMLInputElement>({ value, onValueChange, clean, cleanOn, clearError, ref, onBlur });

  return (
    <FieldShell {...shell}>
      <div className="field-control" role={controlRole} aria-labelledby={controlRole ? ids.labelId : undefined}>
        {start}
        <input
          {...inputAttributes}
          {...control(describedBy)}
          {...textControl}
          type={type}
          value={value}
          onInput={(event) => {
            clearError();
            onInput?.(event);
          }}
          onFocus={(event) => {
            clearError();
            onFocus?.(event);
          }}
        />
        {end}
      </div>
      {after}
    </FieldShell>
  );
}
