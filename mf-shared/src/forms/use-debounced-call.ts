// The submit flow's debounce (product rules §4): clicks within 300 ms are one submit. The timer is dropped when the
// component goes, so nothing is sent from a form that is no longer on the page.
import { useCallback, useEffect, useRef } from 'react';

export const SUBMIT_DEBOUNCE_MS = 300;

/**
 * A trigger that calls the latest `run` `delayMs` after the last of a burst of triggers (the delay read when
 * triggered). `run` is read after rendering, never during it, so the timer sends what was last drawn.
 */
export function useDebouncedCall(run: () => void, delayMs: number = SUBMIT_DEBOUNCE_MS): () => void {
  const latest = useRef({ run, delayMs });
  useEffect(() => {
    latest.current = { run, delayMs };
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current.run();
    }, latest.current.delayMs);
  }, []);
}
