// One reaction of the member to a post or a comment (praise, follow, save): the control changes at once, the call
// goes out, and the answer has the last word (its state and count replace the guess). A failed call puts the
// control back as it was and says why; a lost login asks the member to log in again.
import { errorMessage } from 'shared/api';
import { useState } from 'react';
import { sessionStore } from 'shared/session';
import { showToast, useMounted, useStateFrom } from 'shared/ui';
import { handleCommonFailure } from '../post/call-errors';

export interface ReactionOptions<S> {
  /** The state the page was given (from the api's answer, or "not reacted" for a visitor). */
  initial: S;
  /** The state to show while the call is out. */
  guess: (current: S) => S;
  /** Sends the change from `current` and resolves with the api's state. */
  send: (current: S) => Promise<S>;
  /** Shown in the login-required modal when the login was lost. */
  reason: string;
  /** Runs with the api's state, for a toast or an announcement. */
  onAnswer?: (state: S) => void;
}

export interface Reaction<S> {
  state: S;
  busy: boolean;
  toggle: () => void;
}

export function useReaction<S>({ initial, guess, send, reason, onAnswer }: ReactionOptions<S>): Reaction<S> {
  // A reloaded page brings the api's state for the same item (a key, so an equal object does not reset a guess).
  const [state, setState] = useStateFrom(initial, JSON.stringify(initial));
  const [busy, setBusy] = useState(false);
  const mounted = useMounted();

  const toggle = () => {
    if (busy || !sessionStore.isLoggedIn) return;
    const before = state;
    setState(guess(before));
    setBusy(true);
    send(before).then(
      (answer) => {
        if (!mounted.current) return;
        setState(answer);
        setBusy(false);
        onAnswer?.(answer);
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setState(before);
        setBusy(false);
        if (!handleCommonFailure(error, reason)) showToast(errorMessage(error), { tone: 'error' });
      },
    );
  };
  return { state, busy, toggle };
}
