// Signed POST /api/v1/conversations/:id/messages { body, key? }: a message from the caller's side; the answer is the
// thread with it.
import { signedClient } from 'shared/api';
import { CONVERSATIONS_API } from '@yachts/contracts/conversations';
import type { ConversationThread } from '@yachts/contracts/wire/conversations';
import { keyField } from './visitor-key';

export function replyToConversation(id: number, body: string, key: string): Promise<ConversationThread> {
  return signedClient.post<ConversationThread>(CONVERSATIONS_API.reply(id), { body, ...keyField(key) });
}
