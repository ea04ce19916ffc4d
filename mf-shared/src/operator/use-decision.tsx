// A console decision's state (decision 033): busy while the call is out, the api's words when it is refused, and what
// follows a decision (a toast, the queue reloaded). A decision that needs a reason (ReasonForm) shows a refusal under
// its own field, so it is given back to the form instead.
import { useCallback, useState } from 'react';
import { errorMessage } from '../api/call-errors';
import { showToast } from '../ui/toast-store';

export interface DecisionOptions {
  /** The toast once it is done. */
  done: string;
  /** What follows: the queue reloaded. */
  then: () => void;
  /** A decision sent from a ReasonForm: the form shows the refusal, so it is thrown back to it. */
  fromForm?: boolean;
}

export function useDecision() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const decide = useCallback(async (call: () => Promise<unknown>, { done, then, fromForm = false }: DecisionOptions) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      showToast(done);
      then();
    } catch (failure) {
      if (fromForm) throw failure;
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, decide };
}

/** The refusal of the last decision, announced. */
export function DecisionError({ error }: { error: string | null }) {
  return error ? (
    <p className="console-error" role="alert">
      {error}
    </p>
  ) : null;
}
