// GET /api/v1/conversations/:id (login, or ?key= from a visitor's mail): one thread with its newest messages. Reading
// it marks it read for the caller's side.
import { signedClient } from 'shared/api';
import { CONVERSATIONS_API } from '@yachts/contracts/conversations';
import type { ConversationThread } from '@yachts/contracts/wire/conversations';
import { keyField } from './visitor-key';

export function getConversation(id: string | number, key: string, signal?: AbortSignal): Promise<ConversationThread> {
  return signedClient.get<ConversationThread>(CONVERSATIONS_API.thread(id), keyField(key), signal);
}
