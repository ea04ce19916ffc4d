// The seller's status of a conversation as a small pill: the word says it, the tone repeats it (tokens.css's
// status-badge), so it is never colour alone.
import { CONVERSATION_STATUS_LABELS, type ConversationStatus } from '@yachts/contracts/conversations';

const TONES: Record<ConversationStatus, string> = {
  new: 'conversation-status-new',
  answered: 'status-ok',
  closed: 'conversation-status-closed',
  spam: 'status-danger',
};

export function ConversationStatusBadge({ status }: { status: ConversationStatus }) {
  return <span className={`status-badge ${TONES[status]}`}>{CONVERSATION_STATUS_LABELS[status]}</span>;
}
