// A state a component may change, which starts again from a given value whenever that value (or a key) changes: a
// field's typed text when the address brings another value, a picture's failure when its address changes, a toggle's
// guess when a reload brings the api's answer. The state is adjusted while rendering, as React advises
// (react.dev, "You might not need an effect"), so the old state is never drawn for a frame and no effect runs twice.
import { useState, type Dispatch, type SetStateAction } from 'react';

export function useStateFrom<T>(initial: T, key: unknown = initial): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(initial);
  const [seen, setSeen] = useState(key);
  if (!Object.is(seen, key)) {
    setSeen(key);
    setState(initial);
  }
  return [state, setState];
}
