// GET /api/v1/community/topics/{id}: one topic (code 404 when it does not exist); with a login token the answer
// carries the member's own state (followed, collected, praised, reported).
import { signedClient } from 'shared/api';
import { COMMUNITY_API, type TopicDetail } from '@yachts/contracts/community';

export function getTopic(id: number, signal?: AbortSignal): Promise<TopicDetail> {
  return signedClient.get<TopicDetail>(COMMUNITY_API.topic(id), undefined, signal);
}
