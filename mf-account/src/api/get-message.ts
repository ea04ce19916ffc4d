// POST /message/interactiveDetail/{id} (form-style): one message of the inbox; opening it marks it read.
import { formClient } from 'shared/api';
import { ACCOUNT_CALLS, type UserMessage } from '@yachts/contracts/account';

export async function getMessage(id: string | number, signal?: AbortSignal): Promise<UserMessage> {
  const response = await formClient.post<UserMessage>(ACCOUNT_CALLS.messageDetail(id), {}, { signal });
  return response.data;
}
