// docs/product.md §5 "Field cleaning": a field may have a cleaning function of its own, run on the event it is
// configured for. A text field or textarea takes `clean` and `cleanOn`; this hook runs the function on that event and
// hands the cleaned value out.
import { useCallback, type FocusEvent, type RefCallback } from 'react';
import { useLatest } from '../ui/use-latest';

/**
 * - `input`: every keystroke (the value passed out is always clean; trimming here would eat spaces as they are typed).
 * - `change`: the browser's change event, when the user commits an edited value (leaves the field, or Enter).
 * - `blur`: whenever the field loses focus (the default, and the usual place to trim).
 */
export type CleanOn = 'input' | 'change' | 'blur';

export interface FieldCleaningProps {
  clean?: (value: string) => string;
  cleanOn?: CleanOn;
}

type Control = HTMLInputElement | HTMLTextAreaElement;

export interface FieldCleaning<E extends Control> {
  /** Attach to the control: the `change` trigger needs the native event, which React folds into onChange. */
  ref: RefCallback<E>;
  /** The value to pass out for an input event. */
  fromInput(raw: string): string;
  onBlur(event: FocusEvent<E>): void;
}

export function useFieldCleaning<E extends Control>({
  clean,
  cleanOn = 'blur',
  onValueChange,
}: FieldCleaningProps & { onValueChange: (value: string) => void }): FieldCleaning<E> {
  // The native listener is added once; it reads the current props through this ref.
  const latest = useLatest({ clean, cleanOn, onValueChange });

  const ref = useCallback(
    (element: E | null) => {
      if (!element) return;
      const onNativeChange = () => {
        const { clean: cleanFn, cleanOn: trigger, onValueChange: emit } = latest.current;
        if (!cleanFn || trigger !== 'change') return;
        const cleaned = cleanFn(element.value);
        if (cleaned === element.value) return;
        // Writing the element first keeps React's own change handling (which runs after this listener) from
        // passing the uncleaned text out again.
        element.value = cleaned;
        emit(cleaned);
      };
      element.addEventListener('change', onNativeChange);
      return () => element.removeEventListener('change', onNativeChange);
      // `latest` is the same ref for the component's life: the listener is added once.
    },
    [latest],
  );

  const fromInput = useCallback((raw: string) => (clean && cleanOn === 'input' ? clean(raw) : raw), [clean, cleanOn]);

  const onBlur = useCallback(
    (event: FocusEvent<E>) => {
      if (!clean || cleanOn !== 'blur') return;
      const raw = event.currentTarget.value;
      const cleaned = clean(raw);
      if (cleaned !== raw) onValueChange(cleaned);
    },
    [clean, cleanOn, onValueChange],
  );

  return { ref, fromInput, onBlur };
}
