// A field for numbers (length, price, year…) that accepts only digits and one decimal point (product rules §5
// "Number-type inputs").
//
// It is a text input with a numeric keyboard, not <input type="number">: that one lets "e", "+" and "-" through,
// reports "" for a half-typed "12.", and changes its value when the page is scrolled over it.
import { useRef, type KeyboardEvent, type Ref, type WheelEvent } from 'react';
import type { FieldBaseProps } from './field-shell';
import { useMergedRef } from './field-shell';
import { InputField, type NativeInputAttributes } from './input-field';
import { useCleanPaste } from './use-clean-paste';

export interface NumberInputProps extends FieldBaseProps, NativeInputAttributes {
  value: string;
  onValueChange(value: string): void;
  /** Accept one decimal point (default true); false for whole numbers such as a year. */
  allowDecimal?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** Digits and, when allowed, the first decimal point; everything else is dropped. */
export function sanitizeNumber(raw: string, allowDecimal = true): string {
  const kept = raw.replace(allowDecimal ? /[^\d.]/g : /\D/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, '');
}

function isCharacterKey(key: string): boolean {
  // Named keys ("Backspace", "F5", "Enter") are longer than one character; an emoji is one character of two units.
  return [...key].length === 1;
}

/**
 * The named keys the field lets through: the editing and moving keys of the rule (Backspace, Delete, the left and
 * right arrows, Tab), Escape (refusing it would trap the keyboard in a dialog: WCAG 2.1.2), and the keys phone
 * keyboards and input methods report while typing ("Unidentified", "Process"), whose text is cleaned on input.
 * Home, End, the up and down arrows, Enter, the function keys and the rest are refused.
 */
const ALLOWED_NAMED_KEYS = new Set(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Tab', 'Escape', 'Unidentified', 'Process']);

export function NumberInput({ allowDecimal = true, ref, onKeyDown, onPaste, onWheel, maxLength, ...props }: NumberInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);
  const { onValueChange } = props;
  const pasteClean = useCleanPaste(inputRef, {
    cleanPrefix: (text) => sanitizeNumber(text, allowDecimal),
    cleanAll: (text) => {
      const next = sanitizeNumber(text, allowDecimal);
      return maxLength !== undefined && maxLength >= 0 ? next.slice(0, maxLength) : next;
    },
    apply: onValueChange,
    onPaste,
  });

  const refuseKey = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    // Shortcuts (copy, paste, select all, undo) pass; what they insert is cleaned on paste and on input.
    if (event.ctrlKey || event.metaKey) return;
    if (event.nativeEvent.isComposing) return;
    if (!isCharacterKey(event.key)) {
      if (!ALLOWED_NAMED_KEYS.has(event.key)) event.preventDefault();
      return;
    }
    if (/^\d$/.test(event.key)) return;
    if (allowDecimal && event.key === '.') {
      const input = event.currentTarget;
      const selected = input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0);
      // A second point is refused, unless it replaces the selected one.
      if (!input.value.includes('.') || selected.includes('.')) return;
    }
    event.preventDefault();
  };

  const blurOnWheel = (event: WheelEvent<HTMLInputElement>) => {
    onWheel?.(event);
    // Product rules §5: scrolling over a focused number field leaves it and scrolls the page; the default is not
    // cancelled.
    if (document.activeElement === event.currentTarget) event.currentTarget.blur();
  };

  return (
    <InputField
      inputMode={allowDecimal ? 'decimal' : 'numeric'}
      {...props}
      ref={mergedRef}
      kind="number"
      type="text"
      maxLength={maxLength}
      // Keys are filtered as they are pressed, but phone keyboards and IMEs often report no key at all, and text can
      // also arrive by drag-and-drop or autofill: every value is cleaned on its way out as well.
      onValueChange={(raw) => onValueChange(sanitizeNumber(raw, allowDecimal))}
      onKeyDown={refuseKey}
      onPaste={pasteClean}
      onWheel={blurOnWheel}
    />
  );
}
