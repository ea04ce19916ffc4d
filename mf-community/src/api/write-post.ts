// Writing and rewriting (decision 033): publish an article (/community/createarticle), and the author's edit of a
// topic (/community/edittopic) or an article (/community/editarticle); form-style like starting a topic, with its
// field errors as field -> message. And the history of a post's versions (GET …/revisions).
import { formClient, signedClient } from 'shared/api';
import { COMMUNITY_API, COMMUNITY_CALLS, type CreatedTopic, type PostRevision } from '@yachts/contracts/community';
import type { NewTopic } from './create-topic';

export type PostKind = 'topic' | 'article';

export async function createArticle(article: Omit<NewTopic, 'links'>): Promise<CreatedTopic> {
  return (await formClient.post<CreatedTopic>(COMMUNITY_CALLS.createArticle, { ...article })).data;
}

export async function editPost(kind: PostKind, id: number, post: NewTopic): Promise<CreatedTopic> {
  const { links, ...rest } = post;
  const fields = kind === 'topic' ? { id, ...rest, links } : { id, ...rest };
  return (await formClient.post<CreatedTopic>(kind === 'topic' ? COMMUNITY_CALLS.editTopic : COMMUNITY_CALLS.editArticle, fields)).data;
}

export function listRevisions(kind: PostKind | 'comment', id: number, signal?: AbortSignal): Promise<PostRevision[]> {
  // With the login token: the author may read the history of their own hidden post.
  return signedClient.get<PostRevision[]>(COMMUNITY_API.revisions(kind, id), undefined, signal);
}
