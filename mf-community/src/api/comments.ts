// The comment calls of docs/product.md §7A: /community/commentList, /community/replyList, /community/createcomments,
// /community/delcomments and /article/delcomments (both with `cid`).
import { formClient } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import { COMMUNITY_CALLS, COMMUNITY_LIMITS, type CommunityComment } from '@yachts/contracts/community';
import type { CommunityItemKind } from '@yachts/contracts/account';

export interface CommentTarget {
  kind: CommunityItemKind;
  id: number;
}

const targetFields = (target: CommentTarget) => (target.kind === 'topic' ? { topic_id: target.id } : { article_id: target.id });

export async function listComments(target: CommentTarget, page: number, signal?: AbortSignal): Promise<Page<CommunityComment>> {
  const fields = { ...targetFields(target), page, pageSize: COMMUNITY_LIMITS.commentPageSize };
  return (await formClient.post<Page<CommunityComment>>(COMMUNITY_CALLS.comments, fields, { signal })).data;
}

export async function listReplies(cid: number, page: number, signal?: AbortSignal): Promise<Page<CommunityComment>> {
  const fields = { cid, page, pageSize: COMMUNITY_LIMITS.replyPageSize };
  return (await formClient.post<Page<CommunityComment>>(COMMUNITY_CALLS.replies, fields, { signal })).data;
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
