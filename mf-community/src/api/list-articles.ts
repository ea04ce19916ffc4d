// GET /api/v1/community/articles?page=&pageSize=: a page of articles, newest first.
import { signedClient } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import { COMMUNITY_API, type ArticleSummary } from '@yachts/contracts/community';

export function listArticles(page: number, pageSize: number, signal?: AbortSignal): Promise<Page<ArticleSummary>> {
  return signedClient.get<Page<ArticleSummary>>(COMMUNITY_API.articles, { page: String(page), pageSize: String(pageSize) }, signal);
}
