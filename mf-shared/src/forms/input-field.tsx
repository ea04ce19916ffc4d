// The single-line input every field widget is built on (text, e-mail, password, number, mobile): one place for the
// widget contract (DOM name with the form suffix, label, hint, error wiring, error clearing, cleaning).
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldShell, type FieldBaseProps, type OwnControlAttributes } from './field-shell';
import type { FieldCleaningProps } from './field-cleaning';
import { useTextWidget } from './use-text-control';

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

export function InputField({ kind = 'text', rootAttributes, ...props }: InputFieldProps) {
  const { ids, clearError, shell, control, own } = useTextWidget<HTMLInputElement, typeof props>(props, kind, rootAttributes);
  const { type, start, end, controlRole, after, onFocus, onInput, ...inputAttributes } = own;

  return (
    <FieldShell {...shell}>
      <div className="field-control" role={controlRole} aria-labelledby={controlRole ? ids.labelId : undefined}>
        {start}
        <input
          {...inputAttributes}
          {...control()}
          type={type}
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
