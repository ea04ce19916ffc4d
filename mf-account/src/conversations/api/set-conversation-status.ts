// Signed POST /api/v1/conversations/:id/status { status } (the seller, logged in): new, answered, closed or spam; the
// answer is the thread.
import { signedClient } from 'shared/api';
import { CONVERSATIONS_API, type ConversationStatus } from '@yachts/contracts/conversations';
import type { ConversationThread } from '@yachts/contracts/wire/conversations';

export function setConversationStatus(id: number, status: ConversationStatus): Promise<ConversationThread> {
  return signedClient.post<ConversationThread>(CONVERSATIONS_API.status(id), { status });
}
