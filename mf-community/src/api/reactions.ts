// The member's reactions: follow a topic or a module and praise a comment (signed, product rules §7B), praise a topic
// or an article (/index/ajax/support), collect one (/api/v1/article/operation) and report one (/community/report).
import { formClient, signedClient } from 'shared/api';
import type { CommunityItemKind, FollowOperation, FollowState } from '@yachts/contracts/account';
import {
  COMMUNITY_API,
  COMMUNITY_CALLS,
  type CollectOperation,
  type CollectState,
  type PraiseState,
  type ReportKind,
  type ReportReason,
  type ReportResult,
} from '@yachts/contracts/community';

export function followTopic(id: number, operation: FollowOperation): Promise<FollowState> {
  return signedClient.post<FollowState>(COMMUNITY_API.followTopic(id), { operation });
}

export function followModule(id: number, operation: FollowOperation): Promise<FollowState> {
  return signedClient.post<FollowState>(COMMUNITY_API.followModule(id), { operation });
}

export function praiseComment(id: number): Promise<PraiseState> {
  return signedClient.post<PraiseState>(COMMUNITY_API.praiseComment(id), {});
}

export async function praisePost(kind: CommunityItemKind, id: number): Promise<PraiseState> {
  return (await formClient.post<PraiseState>(COMMUNITY_CALLS.praise, { id, type: kind })).data;
}

export function collectPost(kind: CommunityItemKind, id: number, operation: CollectOperation): Promise<CollectState> {
  return signedClient.post<CollectState>(COMMUNITY_API.collect, { type: kind, id, operation });
}

export async function reportPost(kind: ReportKind, id: number, reason: ReportReason | '', detail: string): Promise<ReportResult> {
  return (await formClient.post<ReportResult>(COMMUNITY_CALLS.report, { type: kind, id, reason, detail })).data;
}
