// The comments of a topic or an article. Reading is a public GET that needs no cookie consent (decision 018): the
// first page comes with the server-rendered page, further pages and the rest of a thread from
// GET /api/v1/community/{topics|articles}/{id}/comments and /api/v1/community/comments/{id}/replies (the login
// cookie adds the reader's own state). Writing is the product's form-style calls (docs/product.md §7A):
// /community/createcomments, /community/delcomments and /article/delcomments (both with `cid`).
import { apiGet, formClient } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import { COMMUNITY_API, COMMUNITY_CALLS, COMMUNITY_LIMITS, type CommunityComment } from '@yachts/contracts/community';
import type { CommunityItemKind } from '@yachts/contracts/account';

export interface CommentTarget {
  kind: CommunityItemKind;
  id: number;
}

const targetFields = (target: CommentTarget) => (target.kind === 'topic' ? { topic_id: target.id } : { article_id: target.id });

/** The page-data key of a post's first page of comments (unique on the page: shared/ssr). */
export const commentsKey = (target: CommentTarget) => `comments:${target.kind}:${target.id}`;

export function listComments(target: CommentTarget, page: number, signal?: AbortSignal): Promise<Page<CommunityComment>> {
  const path = target.kind === 'topic' ? COMMUNITY_API.topicComments(target.id) : COMMUNITY_API.articleComments(target.id);
  return apiGet<Page<CommunityComment>>(path, { page, pageSize: COMMUNITY_LIMITS.commentPageSize }, signal);
}

export function listReplies(cid: number, page: number, signal?: AbortSignal): Promise<Page<CommunityComment>> {
  return apiGet<Page<CommunityComment>>(COMMUNITY_API.commentReplies(cid), { page, pageSize: COMMUNITY_LIMITS.replyPageSize }, signal);
}

/** A comment, or with `replyTo` a reply to that comment (a top-level comment or another reply). */
export async function createComment(target: CommentTarget, content: string, replyTo?: number): Promise<CommunityComment> {
  const fields: Record<string, unknown> = { ...targetFields(target), content };
  if (replyTo !== undefined) fields.cid = replyTo;
  return (await formClient.post<CommunityComment>(COMMUNITY_CALLS.createComment, fields)).data;
}

export async function deleteComment(kind: CommunityItemKind, cid: number): Promise<void> {
  await formClient.post(kind === 'topic' ? COMMUNITY_CALLS.deleteComment : COMMUNITY_CALLS.deleteArticleComment, { cid });
}

/** The author's edit of their comment (decision 033); answers the comment as it is now. */
export async function editComment(cid: number, content: string): Promise<CommunityComment> {
  return (await formClient.post<CommunityComment>(COMMUNITY_CALLS.editComment, { cid, content })).data;
}
