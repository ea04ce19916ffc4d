// GET /api/v1/user/{uuid}/article/comment (signed): a member's comments and replies, with what each answers.
import { signedClient } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import { ACCOUNT_API, type MemberComment } from '@yachts/contracts/account';
import { pageFields, type PageInput } from './page-request';

export function listMemberComments(uuid: string, input: PageInput, signal?: AbortSignal): Promise<Page<MemberComment>> {
  return signedClient.get<Page<MemberComment>>(ACCOUNT_API.memberComments(uuid), pageFields(input), signal);
}
