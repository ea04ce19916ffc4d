// One row of the conversations list: the yacht's photo and title (linking to the thread), the other side's name, the
// last message's first words ("You: …" when it was the member's), its time, the unread state (a dot, bold, and
// "Unread" for screen readers) and, on the seller's list, the status they keep.
import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import type { ConversationSummary } from '@yachts/contracts/wire/conversations';
import { FallbackImage, formatDateTime } from 'shared/ui';
import { ConversationStatusBadge } from './conversation-status-badge';

export function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const { id, yacht, counterpart, lastMessage, unread, status, side } = conversation;
  return (
    <li className={`account-row conversation-row${unread ? ' is-unread' : ''}`} data-testid="conversation-row">
      <FallbackImage className="conversation-row-photo" src={yacht.photoUrl} alt="" width={88} height={66} />
      <div className="account-row-body">
        <h3 className="account-row-title">
          {unread ? (
            <>
              <span className="message-dot" aria-hidden="true" />
              <span className="visually-hidden">Unread: </span>
            </>
          ) : null}
          <Link to={paths.conversation(id)}>{yacht.title}</Link>
        </h3>
        <p className="conversation-row-counterpart">{counterpart}</p>
        <p className="account-row-text conversation-row-excerpt">
          {lastMessage.fromMe ? <span className="conversation-row-you">You: </span> : null}
          {lastMessage.excerpt}
        </p>
        <p className="account-row-meta">
          <time dateTime={lastMessage.at}>{formatDateTime(lastMessage.at)}</time>
          {/* The status is the seller's own sorting of their enquiries; a buyer is not shown it. */}
          {side === 'seller' ? <ConversationStatusBadge status={status} /> : null}
          {yacht.listed ? null : <span>No longer listed</span>}
        </p>
      </div>
    </li>
  );
}
