// GET /api/v1/community/articles/{id}: one article (code 404 when it does not exist or was deleted).
import { signedClient } from 'shared/api';
import { COMMUNITY_API, type ArticleDetail } from '@yachts/contracts/community';

export function getArticle(id: number, signal?: AbortSignal): Promise<ArticleDetail> {
  return signedClient.get<ArticleDetail>(COMMUNITY_API.article(id), undefined, signal);
}
