// POST /community/recommendsTopic {page, pageSize} (submit action community_recommends_topic).
import { formClient } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import { COMMUNITY_CALLS, COMMUNITY_LIMITS, type TopicSummary } from '@yachts/contracts/community';

export async function listRecommendedTopics(page = 1, signal?: AbortSignal): Promise<Page<TopicSummary>> {
  const fields = { page, pageSize: COMMUNITY_LIMITS.recommendedPageSize };
  return (await formClient.post<Page<TopicSummary>>(COMMUNITY_CALLS.recommendedTopics, fields, { signal })).data;
}
