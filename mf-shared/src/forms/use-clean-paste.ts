// A paste into a field that keeps only some characters (digits, one decimal point): the browser would cut the
// pasted text at maxlength before dropping what is not allowed, so the widget cleans it in order itself and puts
// the caret after the pasted part rather than at the end.
import { useLayoutEffect, useRef, type ClipboardEvent, type RefObject } from 'react';

export interface CleanPasteOptions {
  /** Cleans the text before the caret plus the pasted text (no length cut), to place the caret. */
  cleanPrefix: (text: string) => string;
  /** Cleans the whole new value, with any length cut. */
  cleanAll: (text: string) => string;
  /** Reads the pasted text on its own first (e.g. a number's thousands separators); default: as it is. */
  cleanPasted?: (pasted: string) => string;
  /** Receives the cleaned value. */
  apply: (next: string) => void;
  /** The caller's own paste handler, run first; preventing its default skips the cleaning. */
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
}

export function useCleanPaste(
  inputRef: RefObject<HTMLInputElement | null>,
  { cleanPrefix, cleanAll, cleanPasted, apply, onPaste }: CleanPasteOptions,
) {
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && caret.current !== null && document.activeElement === input) input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const pasted = event.clipboardData.getData('text');
    const before = cleanPrefix(input.value.slice(0, start) + (cleanPasted ? cleanPasted(pasted) : pasted));
    const next = cleanAll(before + input.value.slice(end));
    caret.current = Math.min(before.length, next.length);
    apply(next);
  };
}
