// POST /message/readAll (form-style, product rules §3 "type and ids"): without ids every message of `type` is marked
// read.
import { formClient } from 'shared/api';
import { ACCOUNT_CALLS, type MessageReadType } from '@yachts/contracts/account';

export interface MarkMessagesReadInput {
  type: MessageReadType;
  ids?: number[];
}

export async function markMessagesRead({ type, ids }: MarkMessagesReadInput): Promise<void> {
  await formClient.post(ACCOUNT_CALLS.readMessages, ids && ids.length > 0 ? { type, ids } : { type });
}
