// Comments, replies and comment praise (docs/decisions/018-community.md). Only this layer knows the ORM.
// Threads are two levels deep: a reply's parent_id is always its thread's top-level comment, and a reply to a reply
// records whom it answers in reply_to_user_id. Deleting is soft, so a thread keeps its shape: a deleted top-level
// comment with live replies stays as a placeholder, deleted comments without live replies are left out.
import { and, asc, count, eq, exists, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CommunityItemKind, MemberSummary } from '@yachts/contracts/account';
import { COMMUNITY_LIMITS, type CommunityComment, type PraiseState } from '@yachts/contracts/community';
import type { Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import type { Db } from '../db/database';
import { articles, comments, communityReports, praises, topics, users } from '../db/schema';
import { insertNotice } from '../lib/notices';
import { offsetOf, type PageQuery } from '../lib/page-request';

export type { PageQuery } from '../lib/page-request';

export interface CommentTarget {
  kind: CommunityItemKind;
  id: number;
}

/** The topic or article a comment is about, as the routes check it and word messages about it. */
export interface CommentTargetInfo extends CommentTarget {
  authorId: number | null;
  title: string;
  hidden: boolean;
  /** Its page on the site. */
  url: string;
}

export interface CommentRow {
  id: number;
  topicId: number | null;
  articleId: number | null;
  parentId: number | null;
  authorId: number;
  deletedAt: Date | null;
  hiddenAt: Date | null;
}

/** An inbox message (type interactive) that goes out with a new comment, in the same transaction; it links to the comment. */
export interface CommentNotice {
  userId: number;
  kind: 'reply' | 'mention';
  title: string;
  body: string;
}

export interface NewComment {
  target: CommentTarget;
  authorId: number;
  /** The thread's top-level comment, for a reply. */
  parentId: number | null;
  replyToUserId: number | null;
  content: string;
}

export type PraiseOutcome = PraiseState | 'missing' | 'own';

/** The page a comment's messages link to: its topic or article, at the comment. */
export function commentLink(target: CommentTarget, commentId: number): string {
  const page = target.kind === 'topic' ? paths.communityTopic(target.id) : paths.communityArticle(target.id);
  return `${page}#comment-${commentId}`;
}

export function targetOf(row: Pick<CommentRow, 'topicId' | 'articleId'>): CommentTarget {
  return row.topicId !== null ? { kind: 'topic', id: row.topicId } : { kind: 'article', id: row.articleId ?? 0 };
}

const author = alias(users, 'author');
const answered = alias(users, 'answered');
const reply = alias(comments, 'reply');

const columns = {
  id: comments.id,
  parentId: comments.parentId,
  content: comments.content,
  authorId: comments.authorId,
  praiseCount: comments.praiseCount,
  createdAt: comments.createdAt,
  deletedAt: comments.deletedAt,
  hiddenAt: comments.hiddenAt,
  editedAt: comments.editedAt,
  authorUuid: author.uuid,
  authorName: author.name,
  authorAvatar: author.avatarUrl,
  replyToUuid: answered.uuid,
  replyToName: answered.name,
  replyToAvatar: answered.avatarUrl,
};
type Row = {
  id: number;
  parentId: number | null;
  content: string;
  authorId: number;
  praiseCount: number;
  createdAt: Date;
  deletedAt: Date | null;
  hiddenAt: Date | null;
  editedAt: Date | null;
  authorUuid: string;
  authorName: string;
  authorAvatar: string | null;
  replyToUuid: string | null;
  replyToName: string | null;
  replyToAvatar: string | null;
};

/** Comments with their author and, for a reply to a reply, whom it answers. */
const selectComments = (db: Db) =>
  db
    .select(columns)
    .from(comments)
    .innerJoin(author, eq(author.id, comments.authorId))
    .leftJoin(answered, eq(answered.id, comments.replyToUserId));

interface ViewerState {
  praised: Set<number>;
  reported: Set<number>;
}

/** Which of these comments the viewer praised and reported (null for a visitor: no fields at all). */
async function viewerState(db: Db, viewerId: number | null, ids: number[]): Promise<ViewerState | null> {
  if (viewerId === null) return null;
  if (ids.length === 0) return { praised: new Set(), reported: new Set() };
  const [praised, reported] = await Promise.all([
    db
      .select({ id: praises.targetId })
      .from(praises)
      .where(and(eq(praises.userId, viewerId), eq(praises.kind, 'comment'), inArray(praises.targetId, ids))),
    db
      .select({ id: communityReports.targetId })
      .from(communityReports)
      .where(and(eq(communityReports.reporterId, viewerId), eq(communityReports.kind, 'comment'), inArray(communityReports.targetId, ids))),
  ]);
  return { praised: new Set(praised.map((row) => row.id)), reported: new Set(reported.map((row) => row.id)) };
}

function toComment(
  row: Row,
  viewerId: number | null,
  state: ViewerState | null,
  replyCount: number,
  replies: CommunityComment[],
): CommunityComment {
  const mine = viewerId !== null && row.authorId === viewerId;
  const deleted = row.deletedAt !== null;
  const hidden = row.hiddenAt !== null;
  const replyTo: MemberSummary | null =
    row.replyToUuid !== null && row.replyToName !== null
      ? { uuid: row.replyToUuid, name: row.replyToName, avatarUrl: row.replyToAvatar }
      : null;
  return {
    id: row.id,
    parentId: row.parentId,
    // The author still reads their own hidden comment; nobody reads a deleted one.
    content: deleted || (hidden && !mine) ? '' : row.content,
    author: { uuid: row.authorUuid, name: row.authorName, avatarUrl: row.authorAvatar },
    replyTo,
    praiseCount: row.praiseCount,
    replyCount,
    replies,
    createdAt: row.createdAt.toISOString(),
    editedAt: deleted ? null : (row.editedAt?.toISOString() ?? null),
    deleted,
    hidden,
    mine,
    ...(state ? { praised: state.praised.has(row.id), reported: state.reported.has(row.id) } : {}),
  };
}

/** Reading: a post's comments, a thread's replies, one comment. */
function commentReaders(db: Db) {
  const targetColumn = (target: CommentTarget) => (target.kind === 'topic' ? comments.topicId : comments.articleId);
  const hasLiveReply = exists(
    db
      .select({ one: sql`1` })
      .from(reply)
      .where(and(eq(reply.parentId, comments.id), isNull(reply.deletedAt))),
  );
  /** What a thread shows at the top: live top-level comments, and deleted ones that still have live replies. */
  const shownTopLevel = (target: CommentTarget): SQL | undefined =>
    and(eq(targetColumn(target), target.id), isNull(comments.parentId), or(isNull(comments.deletedAt), hasLiveReply));

  /** Top-level comments with their live reply counts and first replies, in the order given. */
  async function withReplies(roots: Row[], viewerId: number | null): Promise<CommunityComment[]> {
    const rootIds = roots.map((row) => row.id);
    if (rootIds.length === 0) return [];
    const ranked = db
      .select({
        id: comments.id,
        rank: sql<number>`row_number() over (partition by ${comments.parentId} order by ${comments.createdAt}, ${comments.id})`.as('rank'),
      })
      .from(comments)
      .where(and(inArray(comments.parentId, rootIds), isNull(comments.deletedAt)))
      .as('ranked');
    const [counts, firstReplies] = await Promise.all([
      db
        .select({ parentId: comments.parentId, n: count() })
        .from(comments)
        .where(and(inArray(comments.parentId, rootIds), isNull(comments.deletedAt)))
        .groupBy(comments.parentId),
      selectComments(db)
        .innerJoin(ranked, eq(ranked.id, comments.id))
        .where(lte(ranked.rank, COMMUNITY_LIMITS.repliesShown))
        .orderBy(asc(comments.createdAt), asc(comments.id)),
    ]);
    const state = await viewerState(db, viewerId, [...rootIds, ...firstReplies.map((row) => row.id)]);
    const replyCounts = new Map(counts.map((row) => [row.parentId, row.n]));
    return roots.map((root) => {
      const replies = firstReplies.filter((row) => row.parentId === root.id).map((row) => toComment(row, viewerId, state, 0, []));
      return toComment(root, viewerId, state, replyCounts.get(root.id) ?? 0, replies);
    });
  }

  async function listTopLevel(target: CommentTarget, viewerId: number | null, query: PageQuery): Promise<Page<CommunityComment>> {
    const where = shownTopLevel(target);
    const [rows, totals] = await Promise.all([
      selectComments(db).where(where).orderBy(asc(comments.createdAt), asc(comments.id)).limit(query.pageSize).offset(offsetOf(query)),
      db.select({ n: count() }).from(comments).where(where),
    ]);
    return { items: await withReplies(rows, viewerId), total: totals[0]?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

  async function listReplies(rootId: number, viewerId: number | null, query: PageQuery): Promise<Page<CommunityComment>> {
    const where = and(eq(comments.parentId, rootId), isNull(comments.deletedAt));
    const [rows, totals] = await Promise.all([
      selectComments(db).where(where).orderBy(asc(comments.createdAt), asc(comments.id)).limit(query.pageSize).offset(offsetOf(query)),
      db.select({ n: count() }).from(comments).where(where),
    ]);
    const state = await viewerState(
      db,
      viewerId,
      rows.map((row) => row.id),
    );
    return {
      items: rows.map((row) => toComment(row, viewerId, state, 0, [])),
      total: totals[0]?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** One comment as the viewer sees it (a top-level one with its first replies). */
  async function get(id: number, viewerId: number | null): Promise<CommunityComment | null> {
    const [row] = await selectComments(db).where(eq(comments.id, id));
    if (!row) return null;
    if (row.parentId === null) return (await withReplies([row], viewerId))[0] ?? null;
    return toComment(row, viewerId, await viewerState(db, viewerId, [row.id]), 0, []);
  }

  return { listTopLevel, listReplies, get };
}

/** The post a comment is about, one comment in any state, and the members of a conversation. */
function commentLookups(db: Db) {
  async function findTarget(target: CommentTarget): Promise<CommentTargetInfo | null> {
    if (target.kind === 'topic') {
      const [row] = await db
        .select({ authorId: topics.authorId, title: topics.title, hiddenAt: topics.hiddenAt })
        .from(topics)
        .where(eq(topics.id, target.id));
      return row
        ? { ...target, authorId: row.authorId, title: row.title, hidden: row.hiddenAt !== null, url: paths.communityTopic(target.id) }
        : null;
    }
    const [row] = await db
      .select({ authorId: articles.authorId, title: articles.title, hiddenAt: articles.hiddenAt })
      .from(articles)
      .where(and(eq(articles.id, target.id), isNull(articles.deletedAt)));
    return row
      ? { ...target, authorId: row.authorId, title: row.title, hidden: row.hiddenAt !== null, url: paths.communityArticle(target.id) }
      : null;
  }

  /** A comment in any state, or null when there is no such row. */
  async function findComment(id: number): Promise<CommentRow | null> {
    const [row] = await db
      .select({
        id: comments.id,
        topicId: comments.topicId,
        articleId: comments.articleId,
        parentId: comments.parentId,
        authorId: comments.authorId,
        deletedAt: comments.deletedAt,
        hiddenAt: comments.hiddenAt,
      })
      .from(comments)
      .where(eq(comments.id, id));
    return row ?? null;
  }

  /**
   * The members of a conversation, the ones a new comment can mention (decision 033): the post's author and the members
   * who commented on it (deleted comments not counted).
   */
  async function participants(target: CommentTargetInfo, limit = 500): Promise<{ id: number; name: string }[]> {
    const column = target.kind === 'topic' ? comments.topicId : comments.articleId;
    const commenters = db
      .select({ id: comments.authorId })
      .from(comments)
      .where(and(eq(column, target.id), isNull(comments.deletedAt)));
    return db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(or(inArray(users.id, commenters), target.authorId === null ? undefined : eq(users.id, target.authorId)))
      .limit(limit);
  }

  return { findTarget, findComment, participants };
}

/** Writing: a new comment with its notices, a soft delete, a praise. */
function commentWriters(db: Db) {
  /**
   * Stores a comment, moves its topic's "most active" time and delivers the notices, in one transaction: a topic
   * never shows activity without the comment, nor a member a message about a comment that was not stored.
   */
  async function create(comment: NewComment, notices: CommentNotice[], now = new Date()): Promise<number> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(comments)
        .values({
          topicId: comment.target.kind === 'topic' ? comment.target.id : null,
          articleId: comment.target.kind === 'article' ? comment.target.id : null,
          parentId: comment.parentId,
          authorId: comment.authorId,
          replyToUserId: comment.replyToUserId,
          content: comment.content,
          createdAt: now,
        })
        .returning({ id: comments.id });
      if (!row) throw new Error('insert into comments returned no row');
      if (comment.target.kind === 'topic') {
        // greatest(): a clock step backwards must not make an older comment the topic's latest activity.
        await tx
          .update(topics)
          .set({ lastActivityAt: sql`greatest(${topics.lastActivityAt}, ${now.toISOString()}::timestamptz)` })
          .where(eq(topics.id, comment.target.id));
      }
      for (const notice of notices) {
        await insertNotice(tx, { ...notice, link: commentLink(comment.target, row.id), fromUserId: comment.authorId }, now);
      }
      return row.id;
    });
  }

  /**
   * Soft delete; false when it was already deleted (or is gone). Its reports are resolved with it: there is nothing
   * left for a moderator to decide (decision 032).
   */
  async function softDelete(id: number, now = new Date()): Promise<boolean> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .update(comments)
        .set({ deletedAt: now })
        .where(and(eq(comments.id, id), isNull(comments.deletedAt)))
        .returning({ id: comments.id });
      if (rows.length === 0) return false;
      await tx
        .update(communityReports)
        .set({ resolvedAt: now })
        .where(and(eq(communityReports.kind, 'comment'), eq(communityReports.targetId, id), isNull(communityReports.resolvedAt)));
      return true;
    });
  }

  /**
   * Praise, or undo a praise. The praise row's primary key (member, kind, id) decides which: the insert either
   * adds the row or finds it there, so two clicks at once never count twice, and the counter moves in the same
   * transaction as the row.
   */
  async function togglePraise(userId: number, commentId: number): Promise<PraiseOutcome> {
    return db.transaction(async (tx) => {
      // The lock keeps a delete or a hide from slipping between this check and the counter update.
      const [target] = await tx
        .select({ authorId: comments.authorId })
        .from(comments)
        .where(and(eq(comments.id, commentId), isNull(comments.deletedAt), isNull(comments.hiddenAt)))
        .for('update');
      if (!target) return 'missing';
      if (target.authorId === userId) return 'own';
      const added = await tx
        .insert(praises)
        .values({ userId, kind: 'comment', targetId: commentId })
        .onConflictDoNothing()
        .returning({ userId: praises.userId });
      if (added.length === 0) {
        await tx.delete(praises).where(and(eq(praises.userId, userId), eq(praises.kind, 'comment'), eq(praises.targetId, commentId)));
      }
      const change = added.length > 0 ? sql`${comments.praiseCount} + 1` : sql`greatest(${comments.praiseCount} - 1, 0)`;
      const [updated] = await tx
        .update(comments)
        .set({ praiseCount: change })
        .where(eq(comments.id, commentId))
        .returning({ praiseCount: comments.praiseCount });
      return { praised: added.length > 0, praiseCount: updated?.praiseCount ?? 0 };
    });
  }

  return { create, softDelete, togglePraise };
}

export function createCommunityCommentsRepository(db: Db) {
  return { ...commentReaders(db), ...commentLookups(db), ...commentWriters(db) };
}

export type CommunityCommentsRepository = ReturnType<typeof createCommunityCommentsRepository>;
