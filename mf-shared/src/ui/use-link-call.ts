// The pages a mail's one-click link opens (unsubscribe from alerts, confirm a listing): the token of the address is
// posted once when the page opens, also when React runs the effect twice or the page renders again, and the page
// shows the answer or the api's words. No token: nothing is sent and the page says the link is not valid.
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../api/call-errors';

export type LinkCallOutcome<T> = { status: 'sending' } | { status: 'done'; result: T } | { status: 'failed'; message: string };

export function useLinkCall<T>(token: string, call: (token: string) => Promise<T>, invalid: string): LinkCallOutcome<T> {
  // The answer, with the token it answers: a page whose token changed is sending again until its own answer comes.
  const [answer, setAnswer] = useState<{ token: string; outcome: LinkCallOutcome<T> } | null>(null);
  const sent = useRef<{ token: string; answer: Promise<T> } | null>(null);
  // The call of the last render, read by the effect below (refs are written after rendering).
  const callRef = useRef(call);
  useEffect(() => {
    callRef.current = call;
  });
  useEffect(() => {
    if (!token) return;
    let request = sent.current;
    if (request?.token !== token) {
      request = { token, answer: callRef.current(token) };
      sent.current = request;
    }
    let live = true;
    request.answer.then(
      (result) => live && setAnswer({ token, outcome: { status: 'done', result } }),
      (error: unknown) => live && setAnswer({ token, outcome: { status: 'failed', message: errorMessage(error) } }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  if (!token) return { status: 'failed', message: invalid };
  return answer?.token === token ? answer.outcome : { status: 'sending' };
}
