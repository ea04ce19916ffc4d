// A member's community lists (decision 015): collections, articles, topics, comments and follows.
import { and, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import type {
  CollectedItem,
  CommunityItemKind,
  FollowTargetKind,
  FollowedTopic,
  MemberComment,
  MyArticle,
  MyTopic,
} from '@yachts/contracts/account';
import type { Db } from '../db/database';
import { pageOfSelect } from '../db/paged';
import { htmlToText } from '../community/sanitize-community';
import { articles, collections, comments, topicFollows, topicModules, topics } from '../db/schema';
import { excerpt } from '../lib/excerpt';

import {
  summaryOf,
  iso,
  author,
  liveComments,
  commentCount,
  type PageQuery,
  type ListAudience,
} from './user-area-columns';

async function listCollections(db: Db, userId: number, kind: CommunityItemKind | null, query: PageQuery): Promise<Page<CollectedItem>> {
  const where = and(
    eq(collections.userId, userId),
    kind === null ? undefined : eq(collections.kind, kind),
    or(isNotNull(topics.id), isNotNull(articles.id)),
  );
  const topicJoin = and(eq(collections.kind, 'topic'), eq(topics.id, collections.targetId));
  const articleJoin = and(eq(collections.kind, 'article'), eq(articles.id, collections.targetId), isNull(articles.deletedAt));
  return pageOfSelect(
    db
      .select({
        kind: collections.kind,
        id: collections.targetId,
        topicTitle: topics.title,
        // Enough HTML for an excerpt's words once the tags are gone.
        topicBody: sql<string | null>`left(${topics.body}, 2000)`,
        articleTitle: articles.title,
        articleSummary: articles.summary,
        articleBody: sql<string | null>`left(${articles.body}, 2000)`,
        hidden: sql<boolean>`(${topics.hiddenAt} is not null or ${articles.hiddenAt} is not null)`.mapWith(Boolean),
        authorId: author.id,
        uuid: author.uuid,
        name: author.name,
        avatarUrl: author.avatarUrl,
        collectedAt: collections.createdAt,
      })
      .from(collections)
      .leftJoin(topics, topicJoin)
      .leftJoin(articles, articleJoin)
      .leftJoin(author, eq(author.id, sql`coalesce(${topics.authorId}, ${articles.authorId})`))
      .where(where)
      .orderBy(desc(collections.createdAt), desc(collections.targetId))
      .$dynamic(),
    db.select({ n: count() }).from(collections).leftJoin(topics, topicJoin).leftJoin(articles, articleJoin).where(where),
    query,
    (row): CollectedItem => {
      const isTopic = row.kind === 'topic';
      const hidden = row.hidden;
      // Bodies are sanitised HTML (decision 018): the excerpt is their words, never their tags.
      const text = isTopic ? htmlToText(row.topicBody ?? '') : row.articleSummary || htmlToText(row.articleBody ?? '');
      return {
        kind: isTopic ? 'topic' : 'article',
        id: row.id,
        title: (isTopic ? row.topicTitle : row.articleTitle) ?? '',
        url: isTopic ? paths.communityTopic(row.id) : paths.communityArticle(row.id),
        excerpt: hidden && row.authorId !== userId ? '' : excerpt(text),
        author: summaryOf(row),
        collectedAt: iso(row.collectedAt),
        hidden,
      };
    },
  );
}

async function listArticles(db: Db, authorId: number, query: PageQuery): Promise<Page<MyArticle>> {
  const where = and(eq(articles.authorId, authorId), isNull(articles.deletedAt));
  return pageOfSelect(
    db
      .select({
        id: articles.id,
        title: articles.title,
        summary: articles.summary,
        body: sql<string>`left(${articles.body}, 2000)`,
        coverUrl: articles.coverUrl,
        praiseCount: articles.praiseCount,
        commentCount,
        createdAt: articles.createdAt,
      })
      .from(articles)
      .leftJoin(comments, liveComments(eq(comments.articleId, articles.id)))
      .where(where)
      .groupBy(articles.id)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .$dynamic(),
    db.select({ n: count() }).from(articles).where(where),
    query,
    ({ body, ...row }): MyArticle => ({
      ...row,
      // An article written without a summary still gets one line under its title.
      summary: row.summary || excerpt(htmlToText(body)),
      url: paths.communityArticle(row.id),
      createdAt: iso(row.createdAt),
    }),
  );
}

async function listTopics(db: Db, authorId: number, query: PageQuery, audience: ListAudience): Promise<Page<MyTopic>> {
  const where = and(eq(topics.authorId, authorId), audience === 'public' ? isNull(topics.hiddenAt) : undefined);
  return pageOfSelect(
    db
      .select({
        id: topics.id,
        title: topics.title,
        moduleName: topicModules.name,
        commentCount,
        createdAt: topics.createdAt,
        hiddenAt: topics.hiddenAt,
      })
      .from(topics)
      .innerJoin(topicModules, eq(topicModules.id, topics.moduleId))
      .leftJoin(comments, liveComments(eq(comments.topicId, topics.id)))
      .where(where)
      .groupBy(topics.id, topicModules.name)
      .orderBy(desc(topics.createdAt), desc(topics.id))
      .$dynamic(),
    db.select({ n: count() }).from(topics).where(where),
    query,
    ({ hiddenAt, ...row }): MyTopic => ({
      ...row,
      url: paths.communityTopic(row.id),
      createdAt: iso(row.createdAt),
      hidden: hiddenAt !== null,
    }),
  );
}

/**
 * A member's comments and replies, newest first; not deleted, and not under a deleted article. The public list
 * also leaves out hidden comments and comments under a hidden topic or article (decision 018).
 */
async function listComments(db: Db, authorId: number, query: PageQuery, audience: ListAudience): Promise<Page<MemberComment>> {
  const articleJoin = and(eq(articles.id, comments.articleId), isNull(articles.deletedAt));
  const anyHidden = or(isNotNull(comments.hiddenAt), isNotNull(topics.hiddenAt), isNotNull(articles.hiddenAt));
  const where = and(
    eq(comments.authorId, authorId),
    isNull(comments.deletedAt),
    or(isNotNull(topics.id), isNotNull(articles.id)),
    audience === 'public' ? sql`not coalesce(${anyHidden}, false)` : undefined,
  );
  return pageOfSelect(
    db
      .select({
        id: comments.id,
        content: comments.content,
        praiseCount: comments.praiseCount,
        createdAt: comments.createdAt,
        parentId: comments.parentId,
        topicId: topics.id,
        topicTitle: topics.title,
        articleId: articles.id,
        articleTitle: articles.title,
        hidden: sql<boolean>`coalesce(${anyHidden}, false)`.mapWith(Boolean),
      })
      .from(comments)
      .leftJoin(topics, eq(topics.id, comments.topicId))
      .leftJoin(articles, articleJoin)
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .$dynamic(),
    db.select({ n: count() }).from(comments).leftJoin(topics, eq(topics.id, comments.topicId)).leftJoin(articles, articleJoin).where(where),
    query,
    (row): MemberComment => {
      const target: MemberComment['target'] =
        row.topicId !== null
          ? { kind: 'topic', id: row.topicId, title: row.topicTitle ?? '', url: paths.communityTopic(row.topicId) }
          : { kind: 'article', id: row.articleId ?? 0, title: row.articleTitle ?? '', url: paths.communityArticle(row.articleId ?? 0) };
      return {
        id: row.id,
        content: row.content,
        praiseCount: row.praiseCount,
        createdAt: iso(row.createdAt),
        isReply: row.parentId !== null,
        target,
        hidden: row.hidden,
      };
    },
  );
}

async function listTopicFollows(db: Db, userId: number, kind: FollowTargetKind | null, query: PageQuery): Promise<Page<FollowedTopic>> {
  const topicJoin = and(eq(topicFollows.kind, 'topic'), eq(topics.id, topicFollows.targetId));
  const moduleJoin = and(eq(topicFollows.kind, 'module'), eq(topicModules.id, topicFollows.targetId));
  const where = and(
    eq(topicFollows.userId, userId),
    kind === null ? undefined : eq(topicFollows.kind, kind),
    or(isNotNull(topics.id), isNotNull(topicModules.id)),
  );
  return pageOfSelect(
    db
      .select({
        kind: topicFollows.kind,
        id: topicFollows.targetId,
        topicTitle: topics.title,
        moduleName: topicModules.name,
        followedAt: topicFollows.createdAt,
      })
      .from(topicFollows)
      .leftJoin(topics, topicJoin)
      .leftJoin(topicModules, moduleJoin)
      .where(where)
      .orderBy(desc(topicFollows.createdAt), desc(topicFollows.targetId))
      .$dynamic(),
    db.select({ n: count() }).from(topicFollows).leftJoin(topics, topicJoin).leftJoin(topicModules, moduleJoin).where(where),
    query,
    (row): FollowedTopic => {
      const isTopic = row.kind === 'topic';
      return {
        kind: isTopic ? 'topic' : 'module',
        id: row.id,
        title: (isTopic ? row.topicTitle : row.moduleName) ?? '',
        url: isTopic ? paths.communityTopic(row.id) : paths.communityModule(row.id),
        followedAt: iso(row.followedAt),
      };
    },
  );
}

/** A member's community lists, each leaving out what it cannot link. */
export function createMemberLists(db: Db) {
  return {
    listCollections: (userId: number, kind: CommunityItemKind | null, query: PageQuery) => listCollections(db, userId, kind, query),
    listArticles: (authorId: number, query: PageQuery) => listArticles(db, authorId, query),
    listTopics: (authorId: number, query: PageQuery, audience: ListAudience) => listTopics(db, authorId, query, audience),
    listComments: (authorId: number, query: PageQuery, audience: ListAudience) => listComments(db, authorId, query, audience),
    listTopicFollows: (userId: number, kind: FollowTargetKind | null, query: PageQuery) => listTopicFollows(db, userId, kind, query),
  };
}
