// A password field whose text can be shown and hidden again (docs/product.md §2: a password field can
// switch between hiding and showing what was typed).
import { useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react';
import type { FieldBaseProps } from './field-shell';
import { useMergedRef } from './field-shell';
import { InputField, type NativeInputAttributes } from './input-field';

export interface PasswordFieldProps extends FieldBaseProps, NativeInputAttributes {
  value: string;
  onValueChange(value: string): void;
  ref?: Ref<HTMLInputElement>;
}

export function PasswordField({ autoComplete = 'current-password', ref, disabled, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);
  // The caret and selection to put back after the type switch, which resets them in some browsers.
  const restore = useRef<{ start: number | null; end: number | null } | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const selection = restore.current;
    restore.current = null;
    if (!input || !selection) return;
    input.focus();
    if (selection.start !== null && selection.end !== null) input.setSelectionRange(selection.start, selection.end);
  }, [visible]);

  // Hide the text again when the form is sent: password managers only offer to save a password field, and a
  // visible password should not stay on screen after the user has moved on.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const hide = () => setVisible(false);
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, []);

  const toggle = (pointer: boolean) => {
    const input = inputRef.current;
    // Keep the user typing where they were: a pointer press never took focus from the field (see onMouseDown), so
    // put it back with its selection; a keyboard user stays on the button to toggle again.
    if (input && (pointer || document.activeElement === input)) {
      restore.current =
        document.activeElement === input ? { start: input.selectionStart, end: input.selectionEnd } : { start: null, end: null };
    }
    setVisible((shown) => !shown);
  };

  return (
    <InputField
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      ref={mergedRef}
      kind="password"
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      disabled={disabled}
      end={
        <button
          type="button"
          className="field-adornment password-toggle"
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          disabled={disabled}
          // Pressing the button must not blur the field (that would close the phone keyboard and lose the caret).
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => toggle(event.detail > 0)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M3 3l18 18M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.7 8.5 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
