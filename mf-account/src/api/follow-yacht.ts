// POST /api/v1/yachts/{new|idle}/{id}/follow (signed) with operation follow | unfollow.
import { signedClient } from 'shared/api';
import { ACCOUNT_API, type FollowOperation, type FollowState, type YachtKind } from '@yachts/contracts/account';

export function followYacht(kind: YachtKind, id: number, operation: FollowOperation): Promise<FollowState> {
  const path = kind === 'idle' ? ACCOUNT_API.followIdleYacht(id) : ACCOUNT_API.followNewYacht(id);
  return signedClient.post<FollowState>(path, { operation });
}
