// The pages a mail's one-click link opens (unsubscribe from alerts, confirm a listing): the token of the address is
// posted once when the page opens, also when React runs the effect twice or the page renders again, and the page
// shows the answer or the api's words. No token: nothing is sent and the page says the link is not valid.
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../api/call-errors';

export type LinkCallOutcome<T> = { status: 'sending' } | { status: 'done'; result: T } | { status: 'failed'; message: string };

export function useLinkCall<T>(token: string, call: (token: string) => Promise<T>, invalid: string): LinkCallOutcome<T> {
  const [outcome, setOutcome] = useState<LinkCallOutcome<T>>(() =>
    token ? { status: 'sending' } : { status: 'failed', message: invalid },
  );
  const sent = useRef<{ token: string; answer: Promise<T> } | null>(null);
  useEffect(() => {
    if (!token) {
      setOutcome({ status: 'failed', message: invalid });
      return;
    }
    let request = sent.current;
    if (request?.token !== token) {
      setOutcome({ status: 'sending' });
      request = { token, answer: call(token) };
      sent.current = request;
    }
    let live = true;
    request.answer.then(
      (result) => live && setOutcome({ status: 'done', result }),
      (error: unknown) => live && setOutcome({ status: 'failed', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
    // `call` and `invalid` are fixed per page; the token alone decides a new call.
  }, [token]);
  return outcome;
}
