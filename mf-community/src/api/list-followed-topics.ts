// POST /community/myFollowTopic {page, pageSize} (submit action community_my_follow_topic): topics the member
// follows and the topics of modules they follow, most active first. Login required (400401 for a visitor).
import { formClient } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import { COMMUNITY_CALLS, COMMUNITY_LIMITS, type TopicSummary } from '@yachts/contracts/community';

export async function listFollowedTopics(page: number, signal?: AbortSignal): Promise<Page<TopicSummary>> {
  const fields = { page, pageSize: COMMUNITY_LIMITS.topicPageSize };
  return (await formClient.post<Page<TopicSummary>>(COMMUNITY_CALLS.followedTopics, fields, { signal })).data;
}
