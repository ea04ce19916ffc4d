// POST /user/myFollow (form-style): the topics (type topic) or community sections (type module) the user follows.
import { formClient } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import { ACCOUNT_CALLS, type FollowedTopic, type FollowTargetKind } from '@yachts/contracts/account';
import { pageFields, type PageInput } from './page-request';

export interface ListFollowedTopicsInput extends PageInput {
  type: FollowTargetKind;
}

export async function listFollowedTopics({ type, ...page }: ListFollowedTopicsInput, signal?: AbortSignal): Promise<Page<FollowedTopic>> {
  const response = await formClient.post<Page<FollowedTopic>>(ACCOUNT_CALLS.follows, { ...pageFields(page), type }, { signal });
  return response.data;
}
