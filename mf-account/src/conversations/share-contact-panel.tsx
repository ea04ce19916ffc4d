// The buyer's choice to let the seller see their e-mail address and phone (decision 045): until then the two talk on
// Yacht Harbour only. Once shared, the panel says so (read out) and the thread the api answers with is drawn.
import { useEffect, useRef, useState } from 'react';
import { CONVERSATION_MESSAGES } from '@yachts/contracts/conversations';
import type { ConversationThread } from '@yachts/contracts/wire/conversations';
import { FormFailure, usePressCall } from 'shared/forms';
import { BusyButton } from 'shared/ui';
import { shareContact } from './api/share-contact';

interface ShareContactPanelProps {
  thread: ConversationThread;
  visitorKey: string;
  onThread: (thread: ConversationThread) => void;
}

export function ShareContactPanel({ thread, visitorKey, onThread }: ShareContactPanelProps) {
  const { busy, failure, run } = usePressCall();
  const [done, setDone] = useState(false);
  const said = useRef<HTMLParagraphElement>(null);
  // The button is gone once shared: focus moves to the words that replace it, not to the top of the page.
  useEffect(() => {
    if (done) said.current?.focus();
  }, [done]);
  if (thread.contactShared && !done) return null;

  const share = () =>
    run(
      () => shareContact(thread.id, visitorKey),
      (next) => {
        setDone(true);
        onThread(next);
      },
    );

  return (
    <div className="conversation-share">
      {done ? null : (
        <>
          <p className="conversation-party-note">
            Share them if you would like the seller to call or write to you directly. You can talk here without them.
          </p>
          <BusyButton className="btn btn-secondary" busy={busy} busyLabel="Sharing…" onClick={share}>
            Share my e-mail and phone with the seller
          </BusyButton>
        </>
      )}
      <p className="conversation-share-said" role="status" ref={said} tabIndex={-1}>
        {done ? CONVERSATION_MESSAGES.shared : null}
      </p>
      <FormFailure message={failure} />
    </div>
  );
}
