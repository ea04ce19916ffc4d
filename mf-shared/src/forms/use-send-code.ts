// The state machine behind a send-code link (product rules §4 "Send-code link"): idle, sending (locked), counting down,
// idle.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '../ui/use-latest';

/** docs/product.md §9: the wait before another code can be sent, in seconds; it ticks once a second. */
export const SEND_CODE_COOLDOWN_SECONDS = 60;

/**
 * The caller's send action. Resolving `false` or rejecting means the code was not sent: the link is released at once.
 * Anything else starts the countdown. A rejection is not reported further; show its message from the action itself.
 */
export type SendCodeAction = () => Promise<boolean | void> | boolean | void;

export type SendCodeStatus = 'idle' | 'sending' | 'counting';

export interface SendCode {
  status: SendCodeStatus;
  /** Whole seconds left while counting, 0 otherwise. */
  secondsLeft: number;
  /** The idle text the last reset gave, until the next send; undefined for the original. */
  resetText: string | undefined;
  send: () => Promise<void>;
  /** Stops any countdown or pending send and returns to idle, showing `text` if given, else the original text. */
  reset: (text?: string) => void;
}

export function useSendCode(onSend: SendCodeAction, seconds: number = SEND_CODE_COOLDOWN_SECONDS): SendCode {
  const [status, setStatus] = useState<SendCodeStatus>('idle');
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [resetText, setResetText] = useState<string>();
  // Read synchronously so a double click cannot send twice before the re-render.
  const locked = useRef(false);
  // Bumped by reset and unmount: a send or tick from an earlier round then ends quietly.
  const round = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const action = useLatest(onSend);

  const stopTimer = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };

  useEffect(
    () => () => {
      round.current += 1;
      stopTimer();
    },
    [],
  );

  const countDown = useCallback(
    (myRound: number) => {
      // Counted from an end time, not by adding up ticks: a background tab's timers run late, the clock does not.
      const endsAt = Date.now() + seconds * 1000;
      const tick = () => {
        if (myRound !== round.current) return;
        const remaining = endsAt - Date.now();
        const left = Math.ceil(remaining / 1000);
        if (left <= 0) {
          locked.current = false;
          setSecondsLeft(0);
          setStatus('idle');
          return;
        }
        setSecondsLeft(left);
        // Wake up when the shown number next changes.
        timer.current = setTimeout(tick, remaining - (left - 1) * 1000);
      };
      setStatus('counting');
      tick();
    },
    [seconds],
  );

  const send = useCallback(async () => {
    if (locked.current) return;
    locked.current = true;
    const myRound = ++round.current;
    // A reset's text lasts until the next send; at the end of the countdown the original text returns
    // (product rules §4).
    setResetText(undefined);
    setStatus('sending');
    let sent: boolean;
    try {
      sent = (await action.current()) !== false;
    } catch {
      sent = false;
    }
    if (myRound !== round.current) return;
    if (sent) {
      countDown(myRound);
    } else {
      locked.current = false;
      setStatus('idle');
    }
  }, [countDown, action]);

  const reset = useCallback((text?: string) => {
    round.current += 1;
    stopTimer();
    locked.current = false;
    setSecondsLeft(0);
    setStatus('idle');
    setResetText(text);
  }, []);

  return { status, secondsLeft, resetText, send, reset };
}
