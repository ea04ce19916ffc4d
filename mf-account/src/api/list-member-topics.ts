// GET /api/v1/user/{uuid}/topics (signed): the topics a member started.
import { signedClient } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import { ACCOUNT_API, type MyTopic } from '@yachts/contracts/account';
import { pageFields, type PageInput } from './page-request';

export function listMemberTopics(uuid: string, input: PageInput, signal?: AbortSignal): Promise<Page<MyTopic>> {
  return signedClient.get<Page<MyTopic>>(ACCOUNT_API.memberTopics(uuid), pageFields(input), signal);
}
