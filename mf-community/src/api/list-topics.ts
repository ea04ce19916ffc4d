// GET /api/v1/community/topics?module=&sort=&page=&pageSize=&builder=&model=: a page of topics, newest or most active
// first (those about a builder and model for a yacht page).
import { signedClient } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import { COMMUNITY_API, COMMUNITY_LIMITS, type TopicSort, type TopicSummary } from '@yachts/contracts/community';

export interface TopicListQuery {
  moduleId?: number;
  /** Topics that name this builder, those naming the model first (a yacht page's widget). */
  about?: { builder: string; model?: string };
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
  if (query.about) {
    params.builder = query.about.builder;
    if (query.about.model) params.model = query.about.model;
  }
  return signedClient.get<Page<TopicSummary>>(COMMUNITY_API.topics, params, signal);
}
