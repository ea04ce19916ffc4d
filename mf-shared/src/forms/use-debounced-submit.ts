// The submit flow's timing (product rules §4, §9) for forms that show their own busy button instead of the page-wide
// loading overlay (a comment, a report): clicks within 300 ms are one submit, and nothing is sent again while a call
// is out. What the call's outcome means (a message, field errors, closing) is the caller's own `run`.
import { useRef, useState } from 'react';
import { useMounted } from '../ui/use-mounted';
import { useDebouncedCall } from './use-debounced-call';

export function useDebouncedSubmit(run: () => Promise<void>): { submit: () => void; submitting: boolean } {
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const mounted = useMounted();
  // The latest form's values are sent: the timer calls the run of the last commit.
  const submit = useDebouncedCall(() => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    void run().finally(() => {
      busy.current = false;
      if (mounted.current) setSubmitting(false);
    });
  });
  return { submit, submitting };
}
