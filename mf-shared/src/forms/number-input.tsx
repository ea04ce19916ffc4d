// A field for numbers (length, price, year…) that accepts only digits and one decimal point (product rules §5
// "Number-type inputs"). The decimal point may be typed as a point or as a comma, as people in much of Europe write
// it: the field shows the separator as typed, and its value always has a point ("12,35" is 12.35, never 1235).
//
// It is a text input with a numeric keyboard, not <input type="number">: that one lets "e", "+" and "-" through,
// reports "" for a half-typed "12.", and changes its value when the page is scrolled over it.
import { useRef, useState, type KeyboardEvent, type Ref, type WheelEvent } from 'react';
import type { FieldBaseProps } from './field-shell';
import { useMergedRef } from './field-shell';
import { InputField, type NativeInputAttributes } from './input-field';
import { useCleanPaste } from './use-clean-paste';

export interface NumberInputProps extends FieldBaseProps, NativeInputAttributes {
  value: string;
  onValueChange: (value: string) => void;
  /** Accept one decimal point (default true); false for whole numbers such as a year. */
  allowDecimal?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** Either way of writing the decimal separator. */
const SEPARATOR = /[.,]/;

/**
 * The text as the field shows it: digits and, when allowed, the first decimal separator as it was typed (a point or
 * a comma); any later separator and everything else are dropped.
 */
export function cleanNumberText(raw: string, allowDecimal = true): string {
  if (!allowDecimal) return raw.replace(/\D/g, '');
  const kept = raw.replace(/[^\d.,]/g, '');
  const separator = kept.search(SEPARATOR);
  return separator === -1 ? kept : kept.slice(0, separator + 1) + kept.slice(separator + 1).replace(/[.,]/g, '');
}

/** The field's value: its text with the decimal separator written as a point, so that Number() reads it. */
export function sanitizeNumber(raw: string, allowDecimal = true): string {
  return cleanNumberText(raw, allowDecimal).replace(',', '.');
}

/**
 * Text that groups thousands ("1,150,000", "1.234.567", "1,234.50", "1.234,50", as pasted or filled in at once)
 * loses its grouping separators. A separator counts as grouping only where it cannot be the decimal one: it comes
 * before whole groups of three digits and appears twice, or the other separator follows with decimals. Anything
 * else ("12,35", "1,150", "1.2." typed on a phone) is left for the first separator to be read as the decimal one.
 */
export function dropThousandsSeparators(text: string): string {
  const compact = text.replace(/[^\d.,]/g, '');
  for (const [group, decimal] of [
    [',', '.'],
    ['.', ','],
  ] as const) {
    const g = `\\${group}`;
    const d = `\\${decimal}`;
    const twice = new RegExp(`^\\d{1,3}(${g}\\d{3}){2,}(${d}\\d+)?$`);
    const withDecimals = new RegExp(`^\\d{1,3}(${g}\\d{3})+${d}\\d+$`);
    if (twice.test(compact) || withDecimals.test(compact)) return compact.split(group).join('');
  }
  return text;
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

export function NumberInput({
  allowDecimal = true,
  ref,
  onKeyDown,
  onPaste,
  onWheel,
  maxLength,
  value,
  onValueChange,
  ...props
}: NumberInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);
  // The text as typed ("12,35"): shown while it still means the form's value; a value set from outside (a reset, a
  // saved draft) is shown as it is.
  const [typed, setTyped] = useState(value);
  const shown = sanitizeNumber(typed, allowDecimal) === value ? typed : value;
  const change = (text: string) => {
    const cleaned = cleanNumberText(allowDecimal ? dropThousandsSeparators(text) : text, allowDecimal);
    setTyped(cleaned);
    onValueChange(sanitizeNumber(cleaned, allowDecimal));
  };
  const pasteClean = useCleanPaste(inputRef, {
    cleanPrefix: (text) => cleanNumberText(text, allowDecimal),
    cleanAll: (text) => {
      const next = cleanNumberText(text, allowDecimal);
      return maxLength !== undefined && maxLength >= 0 ? next.slice(0, maxLength) : next;
    },
    cleanPasted: dropThousandsSeparators,
    apply: change,
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
    if (allowDecimal && SEPARATOR.test(event.key)) {
      const input = event.currentTarget;
      const selected = input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0);
      // A second separator (point or comma) is refused, unless it replaces the selected one.
      if (!SEPARATOR.test(input.value) || SEPARATOR.test(selected)) return;
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
      value={shown}
      ref={mergedRef}
      kind="number"
      type="text"
      maxLength={maxLength}
      // Keys are filtered as they are pressed, but phone keyboards and IMEs often report no key at all, and text can
      // also arrive by drag-and-drop or autofill: every value is cleaned on its way out as well.
      onValueChange={change}
      onKeyDown={refuseKey}
      onPaste={pasteClean}
      onWheel={blurOnWheel}
    />
  );
}
