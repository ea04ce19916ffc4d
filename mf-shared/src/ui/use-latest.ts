// The props a component was last drawn with, for code that runs later: an event handler made once, a listener added
// once, an answer that arrives. The ref is set once the render is committed, not while rendering: React may draw a
// component again or throw a render away, and a value written during a render that never reaches the page would
// leak into the next event.
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** A ref holding `value` as of the last committed render; read it in events and effects, never while rendering. */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  // Layout effects run as the render is committed, before the browser can deliver another event.
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
