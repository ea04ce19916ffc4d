// The messages of a conversation as a chat: the caller's own on one side, the other side's on the other, each with
// its author and time. A message is plain text from the api: drawn as text with its line breaks kept, never as HTML.
// One the api flags as talking of payment carries the payment warning for its reader.
import type { ConversationMessage } from '@yachts/contracts/wire/conversations';
import { formatDateTime } from 'shared/ui';
import { PaymentWarning } from './payment-warning';

function MessageItem({ message }: { message: ConversationMessage }) {
  const author = message.mine ? 'You' : message.author;
  return (
    <li className={`conversation-message ${message.mine ? 'is-mine' : 'is-theirs'}`} data-testid="conversation-message">
      <div className="conversation-bubble">
        <p className="conversation-message-meta">
          <span className="conversation-message-author">{author}</span>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </p>
        <p className="conversation-message-body">{message.body}</p>
      </div>
      {message.paymentWarning ? <PaymentWarning /> : null}
    </li>
  );
}

export function ThreadMessages({ messages, earlier }: { messages: ConversationMessage[]; earlier: number }) {
  return (
    <section className="conversation-thread" aria-labelledby="conversation-messages-heading">
      <h2 className="visually-hidden" id="conversation-messages-heading">
        Messages
      </h2>
      {earlier > 0 ? (
        <p className="conversation-earlier">{earlier === 1 ? '1 earlier message not shown' : `${earlier} earlier messages not shown`}</p>
      ) : null}
      <ol className="conversation-messages" aria-label="Messages">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ol>
    </section>
  );
}
