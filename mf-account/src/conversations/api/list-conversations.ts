// GET /api/v1/conversations?role=&status=&page=&page_size= (login): one page of the member's conversations as a buyer
// or as a seller (decision 045), latest first, with how many of that list have unread messages.
import { signedClient } from 'shared/api';
import { CONVERSATIONS_API, type ConversationRole, type ConversationStatus } from '@yachts/contracts/conversations';
import type { ConversationsPage } from '@yachts/contracts/wire/conversations';
import { pageFields, type PageInput } from '../../api/page-request';

export interface ListConversationsInput extends PageInput {
  role: ConversationRole;
  /** Only the conversations of this status (the seller's list); all when left out. */
  status?: ConversationStatus | null;
}

export function listConversations({ role, status, ...page }: ListConversationsInput, signal?: AbortSignal): Promise<ConversationsPage> {
  return signedClient.get<ConversationsPage>(CONVERSATIONS_API.list, { ...pageFields(page), role, ...(status ? { status } : {}) }, signal);
}
