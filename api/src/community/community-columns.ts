// What the community's repositories share (docs/decisions/018-community.md): the paging, the columns and subqueries
// of a topic card, visibility (`withheld`) and the viewer's own marks (followed, praised, reported).
//
// Visibility, everywhere: a hidden topic or article (hidden_at, set after reports) is left out of lists except for its
// own author, and its body is withheld from everyone else; a deleted article (deleted_at) is gone for everyone.
// Comment counts are of live comments and replies (not deleted, not hidden): what a reader of the page would count.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FollowTargetKind, MemberSummary } from '@yachts/contracts/account';
import type { TopicLink, TopicSort, TopicSummary } from '@yachts/contracts/community';
import type { Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import type { Db } from '../db/database';
import { articles, collections, communityReports, comments, praises, topicFollows, topicModules, topics, users } from '../db/schema';
import { htmlToText } from './sanitize-community';
import { excerpt } from '../lib/excerpt';
import { offsetOf, pageOf, type PageQuery } from '../lib/page-request';

/** The paging every list of the area reads (one home: lib/page-request.ts). */
export { offsetOf, pageOf, type PageQuery } from '../lib/page-request';

export interface TopicListQuery extends PageQuery {
  moduleId: number | null;
  sort: TopicSort;
  /** Topics that name this builder (and, first, this model) in their title or text: a yacht page's widget. */
  about?: { builder: string; model: string | null };
}

/** A LIKE pattern for `text` anywhere, its wildcards taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface NewTopic {
  moduleId: number;
  authorId: number;
  title: string;
  /** Already sanitised (community/sanitize-community.ts). */
  body: string;
  images: string[];
  links: TopicLink[];
}

/** Why a change to a topic or an article was refused; the route turns each into the contract's words. */
export type Refusal = 'missing' | 'notYours' | 'own' | 'hidden';

/** "Recommended" looks at this many days of praise and comments. */
export const RECOMMEND_WINDOW_DAYS = 30;
/** A praise weighs two comments: it costs less to give, but a comment can be a complaint. */
export const RECOMMEND_PRAISE_WEIGHT = 2;
export const EXCERPT_LENGTH = 200;
/** Enough of a body for a 200-character excerpt without reading 20 kB per row of a list. */
export const BODY_HEAD = 2000;

export const iso = (date: Date) => date.toISOString();

export function memberOf(row: { authorUuid: string | null; authorName: string | null; authorAvatar: string | null }): MemberSummary | null {
  return row.authorUuid !== null && row.authorName !== null
    ? { uuid: row.authorUuid, name: row.authorName, avatarUrl: row.authorAvatar }
    : null;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const author = alias(users, 'author');

// Subqueries name their tables through the column objects; the outer selects always join, so Drizzle qualifies
// every column and "id" inside a subquery cannot silently mean the wrong table's.
export const liveTopicComments =
  sql<number>`(select count(*) from ${comments} where ${comments.topicId} = ${topics.id} and ${comments.deletedAt} is null and ${comments.hiddenAt} is null)`.mapWith(
    Number,
  );
export const liveArticleComments =
  sql<number>`(select count(*) from ${comments} where ${comments.articleId} = ${articles.id} and ${comments.deletedAt} is null and ${comments.hiddenAt} is null)`.mapWith(
    Number,
  );
export const topicFollowers =
  sql<number>`(select count(*) from ${topicFollows} where ${topicFollows.kind} = 'topic' and ${topicFollows.targetId} = ${topics.id})`.mapWith(
    Number,
  );
/** Whether the viewer has a row in a table of member + kind + target; plain false for a visitor. */
export const viewerHas = (
  viewerId: number | null,
  table: typeof topicFollows | typeof collections | typeof praises,
  kind: string,
  target: AnyPgColumn,
) =>
  viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${table} where ${table.userId} = ${viewerId} and ${table.kind} = ${kind} and ${table.targetId} = ${target})`;
export const viewerReported = (viewerId: number | null, kind: string, target: AnyPgColumn) =>
  viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${communityReports} where ${communityReports.reporterId} = ${viewerId} and ${communityReports.kind} = ${kind} and ${communityReports.targetId} = ${target})`;

export const topicColumns = {
  id: topics.id,
  title: topics.title,
  bodyHead: sql<string>`left(${topics.body}, ${sql.raw(String(BODY_HEAD))})`,
  images: topics.images,
  moduleId: topicModules.id,
  moduleName: topicModules.name,
  moduleSlug: topicModules.slug,
  authorId: topics.authorId,
  authorUuid: author.uuid,
  authorName: author.name,
  authorAvatar: author.avatarUrl,
  commentCount: liveTopicComments,
  praiseCount: topics.praiseCount,
  createdAt: topics.createdAt,
  lastActivityAt: topics.lastActivityAt,
  hiddenAt: topics.hiddenAt,
};

export type TopicRow = {
  id: number;
  title: string;
  bodyHead: string;
  images: string[];
  moduleId: number;
  moduleName: string;
  moduleSlug: string;
  authorId: number | null;
  authorUuid: string | null;
  authorName: string | null;
  authorAvatar: string | null;
  commentCount: number;
  praiseCount: number;
  createdAt: Date;
  lastActivityAt: Date;
  hiddenAt: Date | null;
};

/** Whether the viewer may read what a hidden item says: only its author. */
export const withheld = (row: { hiddenAt: Date | null; authorId: number | null }, viewerId: number | null) =>
  row.hiddenAt !== null && (viewerId === null || row.authorId !== viewerId);

export function toTopicSummary(row: TopicRow, viewerId: number | null): TopicSummary {
  const secret = withheld(row, viewerId);
  return {
    id: row.id,
    title: row.title,
    url: paths.communityTopic(row.id),
    excerpt: secret ? '' : excerpt(htmlToText(row.bodyHead), EXCERPT_LENGTH),
    module: { id: row.moduleId, name: row.moduleName, slug: row.moduleSlug },
    author: memberOf(row),
    imageUrl: secret ? null : (row.images[0] ?? null),
    commentCount: row.commentCount,
    praiseCount: row.praiseCount,
    createdAt: iso(row.createdAt),
    lastActivityAt: iso(row.lastActivityAt),
    hidden: row.hiddenAt !== null,
  };
}

export const topicSummaries = (db: Db) =>
  db
    .select(topicColumns)
    .from(topics)
    .innerJoin(topicModules, eq(topicModules.id, topics.moduleId))
    .leftJoin(author, eq(author.id, topics.authorId));

export async function pageOfTopics(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  query: PageQuery,
  viewerId: number | null,
): Promise<Page<TopicSummary>> {
  const [rows, totals] = await Promise.all([
    topicSummaries(db)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(topics).where(where),
  ]);
  return pageOf(
    rows.map((row) => toTopicSummary(row, viewerId)),
    totals[0]?.n,
    query,
  );
}

export const byActivity = [desc(topics.lastActivityAt), desc(topics.id)];
export const byCreation = [desc(topics.createdAt), desc(topics.id)];

/** How many members follow a topic or a section. */
export async function countFollowers(db: Db, kind: FollowTargetKind, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(topicFollows)
    .where(and(eq(topicFollows.kind, kind), eq(topicFollows.targetId, id)));
  return row?.n ?? 0;
}
