// What the pages a listing's mail links to draw alike: the heading and the card under it, and in the card what the
// call is doing or came to.
import type { ReactNode, RefObject } from 'react';
import { SellIntro } from '../sell-layout';

/** The heading, then the card; `cardRef` makes the card focusable, for moving focus to what it now says. */
export function LinkCard({
  title,
  busy = false,
  cardRef,
  children,
}: {
  title: string;
  busy?: boolean;
  cardRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  return (
    <>
      <SellIntro title={title} />
      <div className="surface-panel sell-card sell-link" ref={cardRef} tabIndex={cardRef ? -1 : undefined} aria-busy={busy || undefined}>
        {children}
      </div>
    </>
  );
}

type LinkStep =
  { status: 'asking' } | { status: 'sending' } | { status: 'done'; result: { message: string } } | { status: 'failed'; message: string };

/** The call's progress and answer in the api's words, and a refusal as an alert. */
export function LinkOutcome({ step, sendingText }: { step: LinkStep; sendingText: string }) {
  return (
    <>
      {/* One status line from the start, so what it comes to say is read out when it changes. */}
      <p className="sell-link-message" role="status">
        {step.status === 'sending' ? sendingText : null}
        {step.status === 'done' ? step.result.message : null}
      </p>
      {step.status === 'failed' ? (
        <p className="sell-link-error" role="alert">
          {step.message}
        </p>
      ) : null}
    </>
  );
}
