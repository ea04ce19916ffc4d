// POST /api/v1/yachts/{new|idle}/{id}/follow (signed) with operation follow | unfollow: the one client of the call,
// for the catalogue's follow buttons and the member's list of followed yachts.
import { CATALOGUE_API, type CatalogueKind } from '@yachts/contracts/catalogue';
import type { FollowOperation, FollowState } from '@yachts/contracts/account';
import { signedClient } from '../api/signed-client';

export function followYacht(kind: CatalogueKind, id: number, operation: FollowOperation): Promise<FollowState> {
  return signedClient.post<FollowState>(CATALOGUE_API.follow(kind, id), { operation });
}
