// POST /user/myTopic (form-style): the topics the user started.
import { formClient } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import { ACCOUNT_CALLS, type MyTopic } from '@yachts/contracts/account';
import { pageFields, type PageInput } from './page-request';

export async function listMyTopics(input: PageInput, signal?: AbortSignal): Promise<Page<MyTopic>> {
  const response = await formClient.post<Page<MyTopic>>(ACCOUNT_CALLS.topics, pageFields(input), { signal });
  return response.data;
}
