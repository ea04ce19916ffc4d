// Signed POST /api/v1/conversations/:id/share { key? } (the buyer): the seller may now see the buyer's e-mail address
// and phone; the answer is the thread.
import { signedClient } from 'shared/api';
import { CONVERSATIONS_API } from '@yachts/contracts/conversations';
import type { ConversationThread } from '@yachts/contracts/wire/conversations';
import { keyField } from './visitor-key';

export function shareContact(id: number, key: string): Promise<ConversationThread> {
  return signedClient.post<ConversationThread>(CONVERSATIONS_API.share(id), keyField(key));
}
