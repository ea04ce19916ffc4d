// The reply under a thread: a labelled text area with its counter, Send, and the api's words under the field when it
// refuses (empty, too long, too many messages, marked as spam). After sending, the page draws the thread the api
// answered with, the field empties and keeps the focus, and "Your message has been sent." is read out. A conversation
// marked as spam takes no more messages: the field is disabled and says why.
import { useRef, useState } from 'react';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES } from '@yachts/contracts/conversations';
import type { ConversationThread } from '@yachts/contracts/wire/conversations';
import { errorMessage, isSilentCancel } from 'shared/api';
import { TextareaField } from 'shared/forms';
import { BusyButton } from 'shared/ui';
import { replyToConversation } from './api/reply-to-conversation';

interface ReplyFormProps {
  thread: ConversationThread;
  visitorKey: string;
  onThread: (thread: ConversationThread) => void;
}

function checkBody(body: string): string | undefined {
  if (!body) return CONVERSATION_MESSAGES.bodyRequired;
  if (body.length > CONVERSATION_LIMITS.bodyMax) return CONVERSATION_MESSAGES.bodyTooLong;
  return undefined;
}

export function ReplyForm({ thread, visitorKey, onThread }: ReplyFormProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const closed = !thread.canReply;
  // The keyboard stays in the field, ready for the next message (Send was disabled while busy, which drops focus).
  // Focus first, then the error: the field clears its error when it gains focus.
  const keepFocus = () => field.current?.focus();

  const send = () => {
    if (sending || closed) return;
    const text = body.trim();
    const invalid = checkBody(text);
    setSent('');
    if (invalid) {
      keepFocus();
      setError(invalid);
      return;
    }
    setSending(true);
    replyToConversation(thread.id, text, visitorKey)
      .then(
        (next) => {
          keepFocus();
          setBody('');
          setError(undefined);
          setSent(CONVERSATION_MESSAGES.sent);
          onThread(next);
        },
        (failure: unknown) => {
          keepFocus();
          if (!isSilentCancel(failure)) setError(errorMessage(failure));
        },
      )
      .finally(() => setSending(false));
  };

  return (
    <section className="card account-card conversation-reply" aria-labelledby="conversation-reply-heading">
      <form
        className="card-body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <h2 className="conversation-section-title" id="conversation-reply-heading">
          Reply
        </h2>
        <TextareaField
          ref={field}
          name="body"
          formId={`conversation-${thread.id}`}
          label="Your message"
          value={body}
          onValueChange={setBody}
          error={error}
          onErrorClear={() => setError(undefined)}
          hint={
            closed ? CONVERSATION_MESSAGES.closed : 'Keep payments and personal documents out of messages until you have seen the yacht.'
          }
          maxLength={CONVERSATION_LIMITS.bodyMax}
          rows={4}
          disabled={closed}
        />
        <div className="end-row conversation-reply-actions">
          <p className="conversation-reply-status" role="status">
            {sent}
            {error ? <span className="visually-hidden">{error}</span> : null}
          </p>
          <BusyButton type="submit" className="btn btn-primary" busy={sending} busyLabel="Sending…" disabled={closed}>
            Send
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
