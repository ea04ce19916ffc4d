// POST /api/v1/yachts/{new|idle}/{id}/follow (signed, SPEC §7B) with operation follow | unfollow.
import { signedClient } from 'shared/api';
import { CATALOGUE_API, type CatalogueKind, type FollowResult } from '@yachts/contracts/catalogue';
import type { FollowOperation } from '@yachts/contracts/account';

export function followYacht(kind: CatalogueKind, id: number, operation: FollowOperation): Promise<FollowResult> {
  return signedClient.post<FollowResult>(CATALOGUE_API.follow(kind, id), { operation });
}
