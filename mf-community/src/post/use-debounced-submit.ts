// The submit flow's timing (product rules §4, §9) for the community's inline forms (comment, reply, report): clicks
// within 300 ms are one submit, and nothing is sent again while a call is out. These forms show their own busy button
// instead of the page-wide loading overlay, so the thread stays readable while a comment is sent.
import { useCallback, useEffect, useRef, useState } from 'react';
import { SUBMIT_DEBOUNCE_MS } from 'shared/forms';

export function useDebouncedSubmit(run: () => Promise<void>): { submit: () => void; submitting: boolean } {
  // The latest form's values are sent: the timer reads the run of the last commit.
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  }, [run]);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const submit = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      if (busy.current) return;
      busy.current = true;
      setSubmitting(true);
      void runRef.current().finally(() => {
        busy.current = false;
        if (mounted.current) setSubmitting(false);
      });
    }, SUBMIT_DEBOUNCE_MS);
  }, []);

  return { submit, submitting };
}
