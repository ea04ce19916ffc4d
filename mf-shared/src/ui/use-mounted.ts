// Whether the component is still on the page: an answer that arrives after it went must not set its state.
import { useEffect, useRef, type RefObject } from 'react';

/** A ref that is true while the component is mounted (again after a remount) and false once it has gone. */
export function useMounted(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
