// One call behind a button or a small form whose failure is said in the api's words under it (FormFailure): accept an
// invitation, share one's contact, invite a colleague, add a feed's address. The button is busy while the call runs
// and a second press then does nothing; a call the page cancelled (it was left) says nothing.
import { useState } from 'react';
import { errorMessage } from '../api/call-errors';
import { isSilentCancel } from '../api/call-cancelled';

export interface PressCall {
  busy: boolean;
  /** The api's words for the last failed call, or null. */
  failure: string | null;
  setFailure: (failure: string | null) => void;
  /**
   * Runs `call` unless one is under way, the old failure cleared first. `placeFailure` may deal with a failure
   * otherwise (the api's words under the field they are about, a lost login) and return true; otherwise the api's
   * words become `failure`.
   */
  run: <T>(call: () => Promise<T>, onDone: (result: T) => void, placeFailure?: (message: string, error: unknown) => boolean) => void;
}

export function usePressCall(): PressCall {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run: PressCall['run'] = (call, onDone, placeFailure) => {
    if (busy) return;
    setFailure(null);
    setBusy(true);
    call()
      .then(onDone, (error: unknown) => {
        if (isSilentCancel(error)) return;
        const message = errorMessage(error);
        if (!placeFailure?.(message, error)) setFailure(message);
      })
      .finally(() => setBusy(false));
  };
  return { busy, failure, setFailure, run };
}
