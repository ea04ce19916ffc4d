// The seller's status of a conversation (New, Answered, Closed, Spam) as a segmented control: the pressed button is the
// current status; pressing another sends it and the page draws the thread the api answers with. Spam also stops new
// messages in it (the reply form says so).
import { useState } from 'react';
import { CONVERSATION_STATUS_LABELS, CONVERSATION_STATUSES, type ConversationStatus } from '@yachts/contracts/conversations';
import type { ConversationThread } from '@yachts/contracts/wire/conversations';
import { errorMessage, isSilentCancel } from 'shared/api';
import { setConversationStatus } from './api/set-conversation-status';

interface StatusControlProps {
  thread: ConversationThread;
  onThread: (thread: ConversationThread) => void;
}

export function StatusControl({ thread, onThread }: StatusControlProps) {
  const [pending, setPending] = useState<ConversationStatus | null>(null);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);

  const choose = (status: ConversationStatus) => {
    if (pending || status === thread.status) return;
    setPending(status);
    setSaid(null);
    setConversationStatus(thread.id, status)
      .then(
        (next) => {
          onThread(next);
          setSaid({ text: `Marked as ${CONVERSATION_STATUS_LABELS[next.status].toLowerCase()}.`, failed: false });
        },
        (failure: unknown) => {
          if (!isSilentCancel(failure)) setSaid({ text: errorMessage(failure), failed: true });
        },
      )
      .finally(() => setPending(null));
  };

  return (
    <div className="conversation-status-control">
      <p className="overline" id="conversation-status-label">
        Status
      </p>
      <div
        className="segmented conversation-segmented"
        role="group"
        aria-labelledby="conversation-status-label"
        aria-busy={pending ? true : undefined}
      >
        {CONVERSATION_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={thread.status === status}
            onClick={() => choose(status)}
            disabled={pending !== null}
          >
            {CONVERSATION_STATUS_LABELS[status]}
          </button>
        ))}
      </div>
      <p className={`conversation-status-said${said?.failed ? ' is-failed' : ''}`} role="status">
        {said?.text}
      </p>
    </div>
  );
}
