// GET /api/v1/user/{uuid}/profile (signed): a member's public profile and counts.
import { signedClient } from 'shared/api';
import { ACCOUNT_API, type MemberProfile } from '@yachts/contracts/account';

export function getMemberProfile(uuid: string, signal?: AbortSignal): Promise<MemberProfile> {
  return signedClient.get<MemberProfile>(ACCOUNT_API.memberProfile(uuid), undefined, signal);
}
