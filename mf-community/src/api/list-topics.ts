// GET /api/v1/community/topics?module=&sort=&page=&pageSize=: a page of topics, newest or most active first.
import { signedClient } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import { COMMUNITY_API, COMMUNITY_LIMITS, type TopicSort, type TopicSummary } from '@yachts/contracts/community';

export interface TopicListQuery {
  moduleId?: number;
  sort: TopicSort;
  page: number;
  pageSize?: number;
}

export function listTopics(query: TopicListQuery, signal?: AbortSignal): Promise<Page<TopicSummary>> {
  const params: Record<string, string> = {
    sort: query.sort,
    page: String(query.page),
    pageSize: String(query.pageSize ?? COMMUNITY_LIMITS.topicPageSize),
  };
  if (query.moduleId !== undefined) params.module = String(query.moduleId);
  return signedClient.get<Page<TopicSummary>>(COMMUNITY_API.topics, params, signal);
}
