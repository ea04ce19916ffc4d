// POST /user/myReply (form-style): the user's comments and replies, each with what it answers.
import { formClient } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import { ACCOUNT_CALLS, type MemberComment } from '@yachts/contracts/account';
import { pageFields, type PageInput } from './page-request';

export async function listMyReplies(input: PageInput, signal?: AbortSignal): Promise<Page<MemberComment>> {
  const response = await formClient.post<Page<MemberComment>>(ACCOUNT_CALLS.replies, pageFields(input), { signal });
  return response.data;
}
