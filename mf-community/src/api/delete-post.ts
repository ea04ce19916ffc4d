// POST /community/deltopic {id} and /article/del {id}: the author deletes their own topic or article.
import { formClient } from 'shared/api';
import { COMMUNITY_CALLS } from '@yachts/contracts/community';

export async function deleteTopic(id: number): Promise<void> {
  await formClient.post(COMMUNITY_CALLS.deleteTopic, { id });
}

export async function deleteArticle(id: number): Promise<void> {
  await formClient.post(COMMUNITY_CALLS.deleteArticle, { id });
}
