// POST /user/mymessage (form-style): one page of the inbox, filtered by type, with the unread count.
import { formClient } from 'shared/api';
import { ACCOUNT_CALLS, type MessageReadType, type UserMessagesPage } from '@yachts/contracts/account';
import { pageFields, type PageInput } from './page-request';

export interface ListMessagesInput extends PageInput {
  type: MessageReadType;
}

export async function listMessages(input: ListMessagesInput, signal?: AbortSignal): Promise<UserMessagesPage> {
  const response = await formClient.post<UserMessagesPage>(ACCOUNT_CALLS.messages, { ...pageFields(input), type: input.type }, { signal });
  return response.data;
}
