// The submit flow's timing (product rules §4, §9) for the community's inline forms (comment, reply, report): clicks
// within 300 ms are one submit, and nothing is sent again while a call is out. These forms show their own busy button
// instead of the page-wide loading overlay, so the thread stays readable while a comment is sent.
import { useRef, useState } from 'react';
import { useDebouncedCall } from 'shared/forms';
import { useMounted } from 'shared/ui';

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
