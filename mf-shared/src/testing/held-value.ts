// Test support: a controlled field's value held by its caller, as the form controller holds it, for a test harness
// that draws one field on its own.
import { useState } from 'react';

export interface HeldValue<T> {
  value: T;
  onValueChange: (next: T) => void;
}

/** The value of a controlled field, starting at `initial`; each change is kept, then told to `onValue`. */
export function useHeldValue<T>(initial: T, onValue?: (next: T) => void): HeldValue<T> {
  const [value, setValue] = useState(initial);
  return {
    value,
    onValueChange: (next) => {
      setValue(next);
      onValue?.(next);
    },
  };
}
