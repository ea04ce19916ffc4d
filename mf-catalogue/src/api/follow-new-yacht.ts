// POST /api/v1/yachts/new/{id}/follow (signed, SPEC §7B) with operation follow | unfollow.
import { signedClient } from 'shared/api';

export type FollowOperation = 'follow' | 'unfollow';

export function followNewYacht(id: number, operation: FollowOperation) {
  return signedClient.post<unknown>(`/api/v1/yachts/new/${encodeURIComponent(String(id))}/follow`, { operation });
}
