// GET /api/v1/conversations/unread (login): how many of the member's conversations, buying and selling, have messages
// they have not read (the navigation's badge).
import { signedClient } from 'shared/api';
import { CONVERSATIONS_API } from '@yachts/contracts/conversations';
import type { ConversationUnread } from '@yachts/contracts/wire/conversations';

export async function countUnreadConversations(signal?: AbortSignal): Promise<number> {
  const answer = await signedClient.get<ConversationUnread>(CONVERSATIONS_API.unread, undefined, signal);
  return answer.unread;
}
