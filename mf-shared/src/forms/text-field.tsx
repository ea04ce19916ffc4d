// A one-line text or e-mail field (the widget contract in field-shell.tsx).
import type { ReactNode, Ref } from 'react';
import type { FieldBaseProps } from './field-shell';
import type { FieldCleaningProps } from './field-cleaning';
import { InputField, type NativeInputAttributes } from './input-field';

export interface TextFieldProps extends FieldBaseProps, FieldCleaningProps, NativeInputAttributes {
  type?: 'text' | 'email' | 'search' | 'url' | 'tel';
  value: string;
  onValueChange(value: string): void;
  /** Shown inside the field's box after the input, such as a SendCodeLink. */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ type = 'text', autoComplete, ...props }: TextFieldProps) {
  const email = type === 'email';
  return (
    <InputField
      // Addresses are not words: no capitals, no spelling squiggles, and the browser may offer the saved one.
      autoCapitalize={email ? 'none' : undefined}
      spellCheck={email ? false : undefined}
      {...props}
      type={type}
      autoComplete={autoComplete ?? (email ? 'email' : undefined)}
      kind="text"
    />
  );
}
