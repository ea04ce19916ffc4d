// The community's sections and topics (docs/decisions/018-community.md): lists, one topic, create and delete.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ModuleDetail, RandomModule, TopicDetail, TopicModule, TopicSummary } from '@yachts/contracts/community';
import { COMMUNITY_LIMITS } from '@yachts/contracts/community';
import type { Page } from '@yachts/contracts/envelope';
import type { Db } from '../db/database';
import { collections, communityReports, comments, praises, topicFollows, topicModules, topics, visibleTopic } from '../db/schema';
import {
  countFollowers,
  containing,
  author,
  topicFollowers,
  viewerHas,
  viewerReported,
  topicColumns,
  withheld,
  toTopicSummary,
  topicSummaries,
  pageOfTopics,
  byActivity,
  byCreation,
  type PageQuery,
  type TopicListQuery,
  type NewTopic,
  type Refusal,
  RECOMMEND_WINDOW_DAYS,
  RECOMMEND_PRAISE_WEIGHT,
} from './community-columns';

/** Sections with their counts of visible topics. */
const modulesWithCounts = (db: Db) =>
  db
    .select({
      id: topicModules.id,
      slug: topicModules.slug,
      name: topicModules.name,
      description: topicModules.description,
      topicCount: count(topics.id),
    })
    .from(topicModules)
    .leftJoin(topics, and(eq(topics.moduleId, topicModules.id), isNull(topics.hiddenAt)));

/** The sections: all, one, whether one exists, one at random. */
function moduleQueries(db: Db) {
  async function listModules(): Promise<TopicModule[]> {
    return modulesWithCounts(db).groupBy(topicModules.id).orderBy(asc(topicModules.position), asc(topicModules.id));
  }

  async function moduleExists(id: number): Promise<boolean> {
    const [row] = await db.select({ id: topicModules.id }).from(topicModules).where(eq(topicModules.id, id));
    return row !== undefined;
  }

  /** A section with its count of visible topics. */
  async function moduleSummary(id: number): Promise<TopicModule | null> {
    const [row] = await modulesWithCounts(db).where(eq(topicModules.id, id)).groupBy(topicModules.id);
    return row ?? null;
  }

  async function moduleDetail(id: number, viewerId: number | null): Promise<ModuleDetail | null> {
    const summary = await moduleSummary(id);
    if (!summary) return null;
    const detail: ModuleDetail = { ...summary, followers: await countFollowers(db, 'module', id) };
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
      topicSummaries(db)
        .where(and(eq(topics.moduleId, picked.id), isNull(topics.hiddenAt)))
        .orderBy(...byActivity)
        .limit(COMMUNITY_LIMITS.randomModuleTopics),
    ]);
    if (!module) return null;
    return { module, topics: rows.map((row) => toTopicSummary(row, null)) };
  }

  return { listModules, moduleExists, moduleDetail, randomModule };
}

/** Lists of topics: of a section or all, recommended, followed. */
function topicLists(db: Db) {
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
    return pageOfTopics(db, where, [...modelFirst, ...order], query, viewerId);
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
    return pageOfTopics(db, isNull(topics.hiddenAt), [desc(score), ...byActivity], query, null);
  }

  /** Topics the member follows and the topics of sections they follow, each once, most recently active first. */
  async function followedTopics(userId: number, query: PageQuery): Promise<Page<TopicSummary>> {
    const followsTopic = sql`exists (select 1 from ${topicFollows} where ${topicFollows.userId} = ${userId} and ${topicFollows.kind} = 'topic' and ${topicFollows.targetId} = ${topics.id})`;
    const followsModule = sql`exists (select 1 from ${topicFollows} where ${topicFollows.userId} = ${userId} and ${topicFollows.kind} = 'module' and ${topicFollows.targetId} = ${topics.moduleId})`;
    return pageOfTopics(db, and(or(followsTopic, followsModule), visibleTopic(userId)), byActivity, query, userId);
  }

  return { listTopics, recommendedTopics, followedTopics };
}

/** One topic: read, created, deleted. */
function topicRecords(db: Db) {
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

  return { topicDetail, createTopic, deleteTopic };
}

/** The community's sections and topics: lists, recommended and followed topics, one topic, create and delete. */
export function createCommunityTopics(db: Db) {
  return { ...moduleQueries(db), ...topicLists(db), ...topicRecords(db) };
}
