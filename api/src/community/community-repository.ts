// The community's sections, topics and articles, and what members do with them: praise, follow, collect, create and
// delete (docs/decisions/018-community.md). Comments and reports have their own repositories. Only this
// layer knows the ORM.
//
// Visibility, everywhere: a hidden topic or article (hidden_at, set after reports) is left out of lists except for its
// own author, and its body is withheld from everyone else; a deleted article (deleted_at) is gone for everyone.
// Comment counts are of live comments and replies (not deleted, not hidden): what a reader of the page would count.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CommunityItemKind, FollowState, FollowTargetKind, MemberSummary } from '@yachts/contracts/account';
import type {
  ArticleDetail,
  ArticleSummary,
  CollectState,
  ModuleDetail,
  PraiseState,
  RandomModule,
  TopicDetail,
  TopicLink,
  TopicModule,
  TopicSort,
  TopicSummary,
} from '@yachts/contracts/community';
import { COMMUNITY_LIMITS } from '@yachts/contracts/community';
import type { Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import type { Db } from '../db/database';
import {
  articles,
  collections,
  communityReports,
  comments,
  praises,
  topicFollows,
  topicModules,
  topics,
  userMessages,
  users,
  visibleArticle,
  visibleTopic,
} from '../db/schema';
import { htmlToText, sanitizeCommunityHtml } from './sanitize-community';
import { excerpt } from '../lib/excerpt';
import { insertNotice } from '../lib/notices';

export interface PageQuery {
  page: number;
  pageSize: number;
}

export interface TopicListQuery extends PageQuery {
  moduleId: number | null;
  sort: TopicSort;
  /** Topics that name this builder (and, first, this model) in their title or text: a yacht page's widget. */
  about?: { builder: string; model: string | null };
}

/** A LIKE pattern for `text` anywhere, its wildcards taken literally. */
function containing(text: string): string {
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
const EXCERPT_LENGTH = 200;
/** Enough of a body for a 200-character excerpt without reading 20 kB per row of a list. */
const BODY_HEAD = 2000;

const iso = (date: Date) => date.toISOString();
const offsetOf = ({ page, pageSize }: PageQuery) => (page - 1) * pageSize;
const pageOf = <T>(items: T[], total: number | undefined, query: PageQuery): Page<T> => ({
  items,
  total: total ?? 0,
  page: query.page,
  pageSize: query.pageSize,
});

function memberOf(row: { authorUuid: string | null; authorName: string | null; authorAvatar: string | null }): MemberSummary | null {
  return row.authorUuid !== null && row.authorName !== null
    ? { uuid: row.authorUuid, name: row.authorName, avatarUrl: row.authorAvatar }
    : null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function createCommunityRepository(db: Db) {
  const author = alias(users, 'author');

  // Subqueries name their tables through the column objects; the outer selects always join, so Drizzle qualifies
  // every column and "id" inside a subquery cannot silently mean the wrong table's.
  const liveTopicComments =
    sql<number>`(select count(*) from ${comments} where ${comments.topicId} = ${topics.id} and ${comments.deletedAt} is null and ${comments.hiddenAt} is null)`.mapWith(
      Number,
    );
  const liveArticleComments =
    sql<number>`(select count(*) from ${comments} where ${comments.articleId} = ${articles.id} and ${comments.deletedAt} is null and ${comments.hiddenAt} is null)`.mapWith(
      Number,
    );
  const topicFollowers =
    sql<number>`(select count(*) from ${topicFollows} where ${topicFollows.kind} = 'topic' and ${topicFollows.targetId} = ${topics.id})`.mapWith(
      Number,
    );
  /** Whether the viewer has a row in a table of member + kind + target; plain false for a visitor. */
  const viewerHas = (
    viewerId: number | null,
    table: typeof topicFollows | typeof collections | typeof praises,
    kind: string,
    target: AnyPgColumn,
  ) =>
    viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${table} where ${table.userId} = ${viewerId} and ${table.kind} = ${kind} and ${table.targetId} = ${target})`;
  const viewerReported = (viewerId: number | null, kind: string, target: AnyPgColumn) =>
    viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${communityReports} where ${communityReports.reporterId} = ${viewerId} and ${communityReports.kind} = ${kind} and ${communityReports.targetId} = ${target})`;

  const topicColumns = {
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

  type TopicRow = {
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
  const withheld = (row: { hiddenAt: Date | null; authorId: number | null }, viewerId: number | null) =>
    row.hiddenAt !== null && (viewerId === null || row.authorId !== viewerId);

  function toTopicSummary(row: TopicRow, viewerId: number | null): TopicSummary {
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

  const topicSummaries = () =>
    db
      .select(topicColumns)
      .from(topics)
      .innerJoin(topicModules, eq(topicModules.id, topics.moduleId))
      .leftJoin(author, eq(author.id, topics.authorId));

  async function pageOfTopics(
    where: SQL | undefined,
    order: SQL[],
    query: PageQuery,
    viewerId: number | null,
  ): Promise<Page<TopicSummary>> {
    const [rows, totals] = await Promise.all([
      topicSummaries()
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

  const byActivity = [desc(topics.lastActivityAt), desc(topics.id)];
  const byCreation = [desc(topics.createdAt), desc(topics.id)];

  // ------------------------------------------------------------------------------------------------------------
  // Sections

  async function listModules(): Promise<TopicModule[]> {
    return db
      .select({
        id: topicModules.id,
        slug: topicModules.slug,
        name: topicModules.name,
        description: topicModules.description,
        topicCount: count(topics.id),
      })
      .from(topicModules)
      .leftJoin(topics, and(eq(topics.moduleId, topicModules.id), isNull(topics.hiddenAt)))
      .groupBy(topicModules.id)
      .orderBy(asc(topicModules.position), asc(topicModules.id));
  }

  async function moduleExists(id: number): Promise<boolean> {
    const [row] = await db.select({ id: topicModules.id }).from(topicModules).where(eq(topicModules.id, id));
    return row !== undefined;
  }

  /** A section with its count of visible topics. */
  async function moduleSummary(id: number): Promise<TopicModule | null> {
    const [row] = await db
      .select({
        id: topicModules.id,
        slug: topicModules.slug,
        name: topicModules.name,
        description: topicModules.description,
        topicCount: count(topics.id),
      })
      .from(topicModules)
      .leftJoin(topics, and(eq(topics.moduleId, topicModules.id), isNull(topics.hiddenAt)))
      .where(eq(topicModules.id, id))
      .groupBy(topicModules.id);
    return row ?? null;
  }

  async function moduleDetail(id: number, viewerId: number | null): Promise<ModuleDetail | null> {
    const summary = await moduleSummary(id);
    if (!summary) return null;
    const detail: ModuleDetail = { ...summary, followers: await followers('module', id) };
    if (viewerId !== null) {
      const [mine] = await db
        .select({ n: count() })
        .from(topicFollows)
        .where(and(eq(topicFollows.userId, viewerId), eq(topicFollows.kind, 'module'), eq(topicFollows.targetId, id)));
      detail.followed = (mine?.n ?? 0) > 0;
    }
    return detail;
  }

  /** A section that has visible topics, picked at random, with its liveliest ones; null when no section has any. */
  async function randomModule(): Promise<RandomModule | null> {
    const [picked] = await db
      .select({ id: topicModules.id })
      .from(topicModules)
      .where(sql`exists (select 1 from ${topics} where ${topics.moduleId} = ${topicModules.id} and ${topics.hiddenAt} is null)`)
      .orderBy(sql`random()`)
      .limit(1);
    if (!picked) return null;
    const [module, rows] = await Promise.all([
      moduleSummary(picked.id),
      topicSummaries()
        .where(and(eq(topics.moduleId, picked.id), isNull(topics.hiddenAt)))
        .orderBy(...byActivity)
        .limit(COMMUNITY_LIMITS.randomModuleTopics),
    ]);
    if (!module) return null;
    return { module, topics: rows.map((row) => toTopicSummary(row, null)) };
  }

  // ------------------------------------------------------------------------------------------------------------
  // Topics

  async function listTopics(query: TopicListQuery, viewerId: number | null): Promise<Page<TopicSummary>> {
    const about = query.about;
    const mentions = (text: string) => or(ilike(topics.title, containing(text)), ilike(topics.body, containing(text)));
    const where = and(
      query.moduleId === null ? undefined : eq(topics.moduleId, query.moduleId),
      visibleTopic(viewerId),
      about ? mentions(about.builder) : undefined,
    );
    const order = query.sort === 'active' ? byActivity : byCreation;
    // About a yacht: the topics that also name its model come first.
    const modelFirst = about?.model ? [desc(sql`(${mentions(about.model)})`)] : [];
    return pageOfTopics(where, [...modelFirst, ...order], query, viewerId);
  }

  /**
   * Topics worth reading: RECOMMEND_PRAISE_WEIGHT x praise received in the last RECOMMEND_WINDOW_DAYS days, plus the
   * live comments of those days; then the most recently active. Hidden topics never, not even to their author: a
   * recommendation is the site speaking.
   */
  async function recommendedTopics(query: PageQuery, now = new Date()): Promise<Page<TopicSummary>> {
    const since = new Date(now.getTime() - RECOMMEND_WINDOW_DAYS * 24 * 3600 * 1000);
    const recentPraise = sql`(select count(*) from ${praises} where ${praises.kind} = 'topic' and ${praises.targetId} = ${topics.id} and ${praises.createdAt} >= ${since})`;
    const recentComments = sql`(select count(*) from ${comments} where ${comments.topicId} = ${topics.id} and ${comments.deletedAt} is null and ${comments.hiddenAt} is null and ${comments.createdAt} >= ${since})`;
    const score = sql`(${sql.raw(String(RECOMMEND_PRAISE_WEIGHT))} * ${recentPraise} + ${recentComments})`;
    return pageOfTopics(isNull(topics.hiddenAt), [desc(score), ...byActivity], query, null);
  }

  /** Topics the member follows and the topics of sections they follow, each once, most recently active first. */
  async function followedTopics(userId: number, query: PageQuery): Promise<Page<TopicSummary>> {
    const followsTopic = sql`exists (select 1 from ${topicFollows} where ${topicFollows.userId} = ${userId} and ${topicFollows.kind} = 'topic' and ${topicFollows.targetId} = ${topics.id})`;
    const followsModule = sql`exists (select 1 from ${topicFollows} where ${topicFollows.userId} = ${userId} and ${topicFollows.kind} = 'module' and ${topicFollows.targetId} = ${topics.moduleId})`;
    return pageOfTopics(and(or(followsTopic, followsModule), visibleTopic(userId)), byActivity, query, userId);
  }

  async function topicDetail(id: number, viewerId: number | null): Promise<TopicDetail | null> {
    const [row] = await db
      .select({
        ...topicColumns,
        body: topics.body,
        links: topics.links,
        editedAt: topics.editedAt,
        followers: topicFollowers,
        followed: viewerHas(viewerId, topicFollows, 'topic', topics.id),
        collected: viewerHas(viewerId, collections, 'topic', topics.id),
        praised: viewerHas(viewerId, praises, 'topic', topics.id),
        reported: viewerReported(viewerId, 'topic', topics.id),
      })
      .from(topics)
      .innerJoin(topicModules, eq(topicModules.id, topics.moduleId))
      .leftJoin(author, eq(author.id, topics.authorId))
      .where(eq(topics.id, id));
    if (!row) return null;
    const secret = withheld(row, viewerId);
    const detail: TopicDetail = {
      ...toTopicSummary(row, viewerId),
      body: secret ? '' : row.body,
      images: secret ? [] : row.images,
      links: secret ? [] : row.links,
      followers: row.followers,
      mine: viewerId !== null && row.authorId === viewerId,
      editedAt: row.editedAt?.toISOString() ?? null,
      moduleId: row.moduleId,
      // Filled by the route, which reaches the catalogue's listings.
      citedYachts: [],
    };
    if (viewerId === null) return detail;
    return { ...detail, followed: row.followed, collected: row.collected, praised: row.praised, reported: row.reported };
  }

  async function createTopic(topic: NewTopic, now = new Date()): Promise<number> {
    const [row] = await db
      .insert(topics)
      .values({ ...topic, createdAt: now, lastActivityAt: now })
      .returning({ id: topics.id });
    if (!row) throw new Error('createTopic: no row returned');
    return row.id;
  }

  /**
   * Deletes the member's own topic with everything that points at it, in one transaction: its comments (the foreign
   * key cascades), the praise, reports of it and of its comments, follows and collections.
   */
  async function deleteTopic(userId: number, id: number): Promise<'deleted' | Refusal> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select({ authorId: topics.authorId }).from(topics).where(eq(topics.id, id)).for('update');
      if (!row) return 'missing';
      if (row.authorId !== userId) return 'notYours';
      const commentIds = (await tx.select({ id: comments.id }).from(comments).where(eq(comments.topicId, id))).map((c) => c.id);
      const pointingAt = (table: typeof praises | typeof communityReports) =>
        or(
          and(eq(table.kind, 'topic'), eq(table.targetId, id)),
          commentIds.length > 0 ? and(eq(table.kind, 'comment'), inArray(table.targetId, commentIds)) : undefined,
        );
      await tx.delete(praises).where(pointingAt(praises));
      await tx.delete(communityReports).where(pointingAt(communityReports));
      await tx.delete(topicFollows).where(and(eq(topicFollows.kind, 'topic'), eq(topicFollows.targetId, id)));
      await tx.delete(collections).where(and(eq(collections.kind, 'topic'), eq(collections.targetId, id)));
      await tx.delete(topics).where(eq(topics.id, id));
      return 'deleted';
    });
  }

  // ------------------------------------------------------------------------------------------------------------
  // Articles

  const articleColumns = {
    id: articles.id,
    title: articles.title,
    summary: articles.summary,
    bodyHead: sql<string>`left(${articles.body}, ${sql.raw(String(BODY_HEAD))})`,
    coverUrl: articles.coverUrl,
    authorId: articles.authorId,
    authorUuid: author.uuid,
    authorName: author.name,
    authorAvatar: author.avatarUrl,
    praiseCount: articles.praiseCount,
    commentCount: liveArticleComments,
    createdAt: articles.createdAt,
    hiddenAt: articles.hiddenAt,
  };

  function toArticleSummary(
    row: {
      id: number;
      title: string;
      summary: string;
      bodyHead: string;
      coverUrl: string | null;
      authorId: number | null;
      authorUuid: string | null;
      authorName: string | null;
      authorAvatar: string | null;
      praiseCount: number;
      commentCount: number;
      createdAt: Date;
      hiddenAt: Date | null;
    },
    viewerId: number | null,
  ): ArticleSummary {
    const secret = withheld(row, viewerId);
    return {
      id: row.id,
      title: row.title,
      url: paths.communityArticle(row.id),
      // An article written without a summary still gets one line under its title.
      summary: secret ? '' : row.summary || excerpt(htmlToText(row.bodyHead), EXCERPT_LENGTH),
      coverUrl: secret ? null : row.coverUrl,
      author: memberOf(row),
      praiseCount: row.praiseCount,
      commentCount: row.commentCount,
      createdAt: iso(row.createdAt),
      hidden: row.hiddenAt !== null,
    };
  }

  async function listArticles(query: PageQuery, viewerId: number | null): Promise<Page<ArticleSummary>> {
    const where = visibleArticle(viewerId);
    const [rows, totals] = await Promise.all([
      db
        .select(articleColumns)
        .from(articles)
        .leftJoin(author, eq(author.id, articles.authorId))
        .where(where)
        .orderBy(desc(articles.createdAt), desc(articles.id))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      db.select({ n: count() }).from(articles).where(where),
    ]);
    return pageOf(
      rows.map((row) => toArticleSummary(row, viewerId)),
      totals[0]?.n,
      query,
    );
  }

  async function articleDetail(id: number, viewerId: number | null): Promise<ArticleDetail | null> {
    const [row] = await db
      .select({
        ...articleColumns,
        body: articles.body,
        images: articles.images,
        moduleId: articles.moduleId,
        editedAt: articles.editedAt,
        collected: viewerHas(viewerId, collections, 'article', articles.id),
        praised: viewerHas(viewerId, praises, 'article', articles.id),
        reported: viewerReported(viewerId, 'article', articles.id),
      })
      .from(articles)
      .leftJoin(author, eq(author.id, articles.authorId))
      .where(and(eq(articles.id, id), isNull(articles.deletedAt)));
    if (!row) return null;
    const detail: ArticleDetail = {
      ...toArticleSummary(row, viewerId),
      // Sanitised when written, and on the way out all the same (the seed's articles were never through the editor).
      body: withheld(row, viewerId) ? '' : sanitizeCommunityHtml(row.body),
      images: withheld(row, viewerId) ? [] : row.images,
      moduleId: row.moduleId,
      editedAt: row.editedAt?.toISOString() ?? null,
      mine: viewerId !== null && row.authorId === viewerId,
    };
    if (viewerId === null) return detail;
    return { ...detail, collected: row.collected, praised: row.praised, reported: row.reported };
  }

  /** Soft-deletes the member's own article: the user area and its comments' lists already leave deleted ones out. */
  async function deleteArticle(userId: number, id: number, now = new Date()): Promise<'deleted' | Refusal> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ authorId: articles.authorId })
        .from(articles)
        .where(and(eq(articles.id, id), isNull(articles.deletedAt)))
        .for('update');
      if (!row) return 'missing';
      if (row.authorId !== userId) return 'notYours';
      await tx.update(articles).set({ deletedAt: now }).where(eq(articles.id, id));
      // The article's reports, and those of its comments (gone with it), leave the moderators' queue (decision 032).
      const ofItsComments = tx.select({ id: comments.id }).from(comments).where(eq(comments.articleId, id));
      await tx
        .update(communityReports)
        .set({ resolvedAt: now })
        .where(
          and(
            isNull(communityReports.resolvedAt),
            or(
              and(eq(communityReports.kind, 'article'), eq(communityReports.targetId, id)),
              and(eq(communityReports.kind, 'comment'), inArray(communityReports.targetId, ofItsComments)),
            ),
          ),
        );
      return 'deleted';
    });
  }

  // ------------------------------------------------------------------------------------------------------------
  // Praise, follows and collections

  /** The author and visibility of a topic or a live article, read inside a transaction; null when there is none. */
  async function targetOf(tx: Db | Tx, kind: CommunityItemKind, id: number) {
    if (kind === 'topic') {
      const [row] = await tx
        .select({ authorId: topics.authorId, hiddenAt: topics.hiddenAt, title: topics.title })
        .from(topics)
        .where(eq(topics.id, id));
      return row ?? null;
    }
    const [row] = await tx
      .select({ authorId: articles.authorId, hiddenAt: articles.hiddenAt, title: articles.title })
      .from(articles)
      .where(and(eq(articles.id, id), isNull(articles.deletedAt)));
    return row ?? null;
  }

  /**
   * The author hears of a member's praise in their inbox, and so on the bell (decision 033): once per member and post,
   * so praising, taking it back and praising again tells them once.
   */
  async function tellOfPraise(
    tx: Db | Tx,
    fromUserId: number,
    authorId: number,
    kind: CommunityItemKind,
    id: number,
    title: string,
    now: Date,
  ) {
    const link = kind === 'topic' ? paths.communityTopic(id) : paths.communityArticle(id);
    const [told] = await tx
      .select({ id: userMessages.id })
      .from(userMessages)
      .where(
        and(
          eq(userMessages.userId, authorId),
          eq(userMessages.fromUserId, fromUserId),
          eq(userMessages.link, link),
          eq(userMessages.kind, 'praise'),
        ),
      )
      .limit(1);
    if (told) return;
    const [praiser] = await tx.select({ name: users.name }).from(users).where(eq(users.id, fromUserId));
    const lead = `${praiser?.name ?? 'A member'} praised your ${kind} `;
    await insertNotice(
      tx,
      {
        userId: authorId,
        kind: 'praise',
        title: `${lead}“${title.length > 150 - lead.length ? `${title.slice(0, 147 - lead.length).trimEnd()}...` : title}”`,
        body: `${praiser?.name ?? 'A member'} praised “${title}”.`,
        link,
        fromUserId,
      },
      now,
    );
  }

  /**
   * Praises a topic or an article, or takes the praise back when the member had given it. The praises row (primary
   * key member + kind + id) decides: two clicks at once both find no row to take back, and the second insert then
   * meets the first's row and adds nothing, so a double click counts once. The counter moves in the same transaction.
   */
  async function togglePraise(userId: number, kind: CommunityItemKind, id: number, now = new Date()): Promise<PraiseState | Refusal> {
    return db.transaction(async (tx) => {
      const target = await targetOf(tx, kind, id);
      if (!target) return 'missing';
      if (target.authorId === userId) return 'own';
      const table = kind === 'topic' ? topics : articles;
      const move = async (step: 1 | -1) => {
        const [row] = await tx
          .update(table)
          .set({ praiseCount: sql`greatest(${table.praiseCount} + ${step}, 0)` })
          .where(eq(table.id, id))
          .returning({ praiseCount: table.praiseCount });
        return row?.praiseCount ?? 0;
      };

      const removed = await tx
        .delete(praises)
        .where(and(eq(praises.userId, userId), eq(praises.kind, kind), eq(praises.targetId, id)))
        .returning({ userId: praises.userId });
      if (removed.length > 0) return { praised: false, praiseCount: await move(-1) };

      // Taking a praise back is always possible; a hidden item takes no new one.
      if (target.hiddenAt !== null) return 'hidden';
      const added = await tx
        .insert(praises)
        .values({ userId, kind, targetId: id, createdAt: now })
        .onConflictDoNothing()
        .returning({ userId: praises.userId });
      if (added.length > 0) {
        if (target.authorId !== null) await tellOfPraise(tx, userId, target.authorId, kind, id, target.title, now);
        return { praised: true, praiseCount: await move(1) };
      }
      // The other click of a double click got there first: its praise is this one.
      const [row] = await tx.select({ praiseCount: table.praiseCount }).from(table).where(eq(table.id, id));
      return { praised: true, praiseCount: row?.praiseCount ?? 0 };
    });
  }

  async function followers(kind: FollowTargetKind, id: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(topicFollows)
      .where(and(eq(topicFollows.kind, kind), eq(topicFollows.targetId, id)));
    return row?.n ?? 0;
  }

  /**
   * Follows or unfollows a topic or a section; repeating either changes nothing (the first follow keeps its date, so
   * the user area's "newest follow first" does not reorder). Answers null when the topic or section does not exist,
   * 'hidden' for a new follow of a topic hidden from the member.
   */
  async function setFollow(
    userId: number,
    kind: FollowTargetKind,
    id: number,
    follow: boolean,
    now = new Date(),
  ): Promise<FollowState | 'missing' | 'hidden'> {
    if (kind === 'module') {
      if (!(await moduleExists(id))) return 'missing';
    } else {
      const [topic] = await db.select({ authorId: topics.authorId, hiddenAt: topics.hiddenAt }).from(topics).where(eq(topics.id, id));
      if (!topic) return 'missing';
      if (follow && withheld(topic, userId)) return 'hidden';
    }
    if (follow) {
      await db.insert(topicFollows).values({ userId, kind, targetId: id, createdAt: now }).onConflictDoNothing();
    } else {
      await db.delete(topicFollows).where(and(eq(topicFollows.userId, userId), eq(topicFollows.kind, kind), eq(topicFollows.targetId, id)));
    }
    return { followed: follow, followers: await followers(kind, id) };
  }

  /** Collects (bookmarks) a topic or an article, or takes it out of the collection; repeating changes nothing. */
  async function setCollect(
    userId: number,
    kind: CommunityItemKind,
    id: number,
    collect: boolean,
    now = new Date(),
  ): Promise<CollectState | 'missing' | 'hidden'> {
    const target = await targetOf(db, kind, id);
    if (!target) return 'missing';
    if (collect && withheld(target, userId)) return 'hidden';
    if (collect) {
      await db.insert(collections).values({ userId, kind, targetId: id, createdAt: now }).onConflictDoNothing();
    } else {
      await db.delete(collections).where(and(eq(collections.userId, userId), eq(collections.kind, kind), eq(collections.targetId, id)));
    }
    return { collected: collect };
  }

  return {
    listModules,
    moduleExists,
    moduleDetail,
    randomModule,
    listTopics,
    recommendedTopics,
    followedTopics,
    topicDetail,
    createTopic,
    deleteTopic,
    listArticles,
    articleDetail,
    deleteArticle,
    togglePraise,
    setFollow,
    setCollect,
  };
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
