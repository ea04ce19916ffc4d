// What the user area lists (decision 015): a member's inbox, collections, articles, topics, comments, follows and
// enquiries, plus a member's public profile. Rows that point at something gone (a deleted article, a yacht no
// longer listed) are left out of lists and totals alike, so a page never shows an item it cannot link.
import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import type {
  CollectedItem,
  CommunityItemKind,
  FollowTargetKind,
  FollowedTopic,
  FollowedYacht,
  LeftMessage,
  MemberComment,
  MemberProfile,
  MemberSummary,
  MessageReadType,
  MyArticle,
  MyTopic,
  UserMessage,
  UserMessageType,
  UserMessagesPage,
} from '@yachts/contracts/account';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import type { Db } from '../db/database';
import { htmlToText } from '../community/sanitize-community';
import {
  articles,
  collections,
  comments,
  newYachts,
  topicFollows,
  topicModules,
  topics,
  usedYachts,
  userMessages,
  users,
  yachtEnquiries,
  yachtFollows,
} from '../db/schema';
import { LISTED } from '../db/schema';
import { excerpt } from '../lib/excerpt';

export interface PageQuery {
  page: number;
  pageSize: number;
}

/** A member as routes look them up by public id. */
export interface Member extends MemberSummary {
  id: number;
  createdAt: Date;
}

/** Shown instead of a yacht's name when an enquiry's yacht is not (or no longer) in a catalogue. */
export const UNLISTED_YACHT_NAME = 'A yacht no longer listed';

const offsetOf = ({ page, pageSize }: PageQuery) => (page - 1) * pageSize;

function pageOf<T>(items: T[], total: number | undefined, query: PageQuery): Page<T> {
  return { items, total: total ?? 0, page: query.page, pageSize: query.pageSize };
}

function summaryOf(row: { uuid: string | null; name: string | null; avatarUrl: string | null }): MemberSummary | null {
  return row.uuid && row.name !== null ? { uuid: row.uuid, name: row.name, avatarUrl: row.avatarUrl } : null;
}

const iso = (date: Date) => date.toISOString();

/**
 * Who is reading a member's list. Decision 018: an item hidden after reports is left out of every list but its
 * author's own, and its words are withheld from all but its author. `owner` is the member reading their own
 * (/user/myTopic, /user/myReply); `public` is anyone else (/account/topic/{uuid}, /account/reply/{uuid}).
 */
export type ListAudience = 'owner' | 'public';

export function createUserAreaRepository(db: Db) {
  const sender = alias(users, 'sender');
  const author = alias(users, 'author');

  // Comment counts leave out deleted and hidden comments: what a reader of the page would count (as the community
  // counts them). A join with GROUP BY rather than a correlated subquery: Drizzle writes columns of a single-table
  // select without their table, and inside a subquery on comments an unqualified "id" would silently mean comments.id.
  const liveComments = (on: SQL) => and(on, isNull(comments.deletedAt), isNull(comments.hiddenAt));
  const commentCount = sql<number>`count(${comments.id})`.mapWith(Number);

  /** A message row with its sender, as the inbox and the detail both read it. */
  const messageColumns = {
    id: userMessages.id,
    type: userMessages.type,
    title: userMessages.title,
    body: userMessages.body,
    link: userMessages.link,
    readAt: userMessages.readAt,
    createdAt: userMessages.createdAt,
    uuid: sender.uuid,
    name: sender.name,
    avatarUrl: sender.avatarUrl,
  };

  async function listMessages(userId: number, type: MessageReadType, query: PageQuery): Promise<UserMessagesPage> {
    const where = and(eq(userMessages.userId, userId), type === 'all' ? undefined : eq(userMessages.type, type));
    const [rows, totals] = await Promise.all([
      db
        .select(messageColumns)
        .from(userMessages)
        .leftJoin(sender, eq(sender.id, userMessages.fromUserId))
        .where(where)
        .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      db
        .select({ total: count(), unread: sql<number>`count(*) filter (where ${userMessages.readAt} is null)`.mapWith(Number) })
        .from(userMessages)
        .where(where),
    ]);
    return { ...pageOf(rows.map(toUserMessage), totals[0]?.total, query), unread: totals[0]?.unread ?? 0 };
  }

  function toUserMessage(row: {
    id: number;
    type: string;
    title: string;
    body: string;
    link: string | null;
    readAt: Date | null;
    createdAt: Date;
    uuid: string | null;
    name: string | null;
    avatarUrl: string | null;
  }): UserMessage {
    return {
      id: row.id,
      type: row.type as UserMessageType,
      title: row.title,
      body: row.body,
      link: row.link,
      from: summaryOf(row),
      read: row.readAt !== null,
      createdAt: iso(row.createdAt),
    };
  }

  /**
   * Marks the user's unread messages of a type as read: those with the given ids, or all of them when ids is
   * null. Ids of other users' messages match nothing. Answers how many changed.
   */
  async function markMessagesRead(userId: number, type: MessageReadType, ids: number[] | null, now = new Date()): Promise<number> {
    if (ids !== null && ids.length === 0) return 0;
    const changed = await db
      .update(userMessages)
      .set({ readAt: now })
      .where(
        and(
          eq(userMessages.userId, userId),
          isNull(userMessages.readAt),
          type === 'all' ? undefined : eq(userMessages.type, type),
          ids === null ? undefined : inArray(userMessages.id, ids),
        ),
      )
      .returning({ id: userMessages.id });
    return changed.length;
  }

  /** One of the user's own messages, marked read on the way; null when it is missing or someone else's. */
  async function openMessage(userId: number, id: number, now = new Date()): Promise<UserMessage | null> {
    const owned = and(eq(userMessages.id, id), eq(userMessages.userId, userId));
    await db
      .update(userMessages)
      .set({ readAt: now })
      .where(and(owned, isNull(userMessages.readAt)));
    const [row] = await db.select(messageColumns).from(userMessages).leftJoin(sender, eq(sender.id, userMessages.fromUserId)).where(owned);
    return row ? toUserMessage(row) : null;
  }

  async function listCollections(userId: number, kind: CommunityItemKind | null, query: PageQuery): Promise<Page<CollectedItem>> {
    const where = and(
      eq(collections.userId, userId),
      kind === null ? undefined : eq(collections.kind, kind),
      or(isNotNull(topics.id), isNotNull(articles.id)),
    );
    const topicJoin = and(eq(collections.kind, 'topic'), eq(topics.id, collections.targetId));
    const articleJoin = and(eq(collections.kind, 'article'), eq(articles.id, collections.targetId), isNull(articles.deletedAt));
    const [rows, totals] = await Promise.all([
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
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      db.select({ n: count() }).from(collections).leftJoin(topics, topicJoin).leftJoin(articles, articleJoin).where(where),
    ]);
    const items = rows.map((row): CollectedItem => {
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
    });
    return pageOf(items, totals[0]?.n, query);
  }

  async function listArticles(authorId: number, query: PageQuery): Promise<Page<MyArticle>> {
    const where = and(eq(articles.authorId, authorId), isNull(articles.deletedAt));
    const [rows, totals] = await Promise.all([
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
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      db.select({ n: count() }).from(articles).where(where),
    ]);
    const items = rows.map(({ body, ...row }): MyArticle => ({
      ...row,
      // An article written without a summary still gets one line under its title.
      summary: row.summary || excerpt(htmlToText(body)),
      url: paths.communityArticle(row.id),
      createdAt: iso(row.createdAt),
    }));
    return pageOf(items, totals[0]?.n, query);
  }

  async function listTopics(authorId: number, query: PageQuery, audience: ListAudience): Promise<Page<MyTopic>> {
    const where = and(eq(topics.authorId, authorId), audience === 'public' ? isNull(topics.hiddenAt) : undefined);
    const [rows, totals] = await Promise.all([
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
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      db.select({ n: count() }).from(topics).where(where),
    ]);
    const items = rows.map(({ hiddenAt, ...row }): MyTopic => ({
      ...row,
      url: paths.communityTopic(row.id),
      createdAt: iso(row.createdAt),
      hidden: hiddenAt !== null,
    }));
    return pageOf(items, totals[0]?.n, query);
  }

  /**
   * A member's comments and replies, newest first; not deleted, and not under a deleted article. The public list
   * also leaves out hidden comments and comments under a hidden topic or article (decision 018).
   */
  async function listComments(authorId: number, query: PageQuery, audience: ListAudience): Promise<Page<MemberComment>> {
    const articleJoin = and(eq(articles.id, comments.articleId), isNull(articles.deletedAt));
    const anyHidden = or(isNotNull(comments.hiddenAt), isNotNull(topics.hiddenAt), isNotNull(articles.hiddenAt));
    const where = and(
      eq(comments.authorId, authorId),
      isNull(comments.deletedAt),
      or(isNotNull(topics.id), isNotNull(articles.id)),
      audience === 'public' ? sql`not coalesce(${anyHidden}, false)` : undefined,
    );
    const [rows, totals] = await Promise.all([
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
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      db
        .select({ n: count() })
        .from(comments)
        .leftJoin(topics, eq(topics.id, comments.topicId))
        .leftJoin(articles, articleJoin)
        .where(where),
    ]);
    const items = rows.map((row): MemberComment => {
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
    });
    return pageOf(items, totals[0]?.n, query);
  }

  async function listTopicFollows(userId: number, kind: FollowTargetKind | null, query: PageQuery): Promise<Page<FollowedTopic>> {
    const topicJoin = and(eq(topicFollows.kind, 'topic'), eq(topics.id, topicFollows.targetId));
    const moduleJoin = and(eq(topicFollows.kind, 'module'), eq(topicModules.id, topicFollows.targetId));
    const where = and(
      eq(topicFollows.userId, userId),
      kind === null ? undefined : eq(topicFollows.kind, kind),
      or(isNotNull(topics.id), isNotNull(topicModules.id)),
    );
    const [rows, totals] = await Promise.all([
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
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      db.select({ n: count() }).from(topicFollows).leftJoin(topics, topicJoin).leftJoin(topicModules, moduleJoin).where(where),
    ]);
    const items = rows.map((row): FollowedTopic => {
      const isTopic = row.kind === 'topic';
      return {
        kind: isTopic ? 'topic' : 'module',
        id: row.id,
        title: (isTopic ? row.topicTitle : row.moduleName) ?? '',
        url: isTopic ? paths.communityTopic(row.id) : paths.communityModule(row.id),
        followedAt: iso(row.followedAt),
      };
    });
    return pageOf(items, totals[0]?.n, query);
  }

  // The yacht a follow or an enquiry points at, when it is listed: one join per kind, and the columns read through
  // whichever matched. A withdrawn yacht joins nothing, like a deleted article.
  const newJoin = (kind: AnyPgColumn, id: AnyPgColumn) => and(eq(kind, 'new'), eq(newYachts.id, id), eq(newYachts.status, LISTED));
  const usedJoin = (kind: AnyPgColumn, id: AnyPgColumn) => and(eq(kind, 'idle'), eq(usedYachts.id, id), eq(usedYachts.status, LISTED));
  const either = <T>(a: AnyPgColumn | SQL, b: AnyPgColumn | SQL) => sql<T>`coalesce(${a}, ${b})`;
  const yachtColumns = {
    slug: either<string | null>(newYachts.slug, usedYachts.slug),
    builder: either<string | null>(newYachts.builder, usedYachts.builder),
    model: either<string | null>(newYachts.model, usedYachts.model),
  };

  /** Yachts the user follows, new and used, newest follow first; only listed ones (lists and totals alike). */
  async function listFollowedYachts(userId: number, kind: CatalogueKind | 'all', query: PageQuery): Promise<Page<FollowedYacht>> {
    const where = and(
      eq(yachtFollows.userId, userId),
      kind === 'all' ? undefined : eq(yachtFollows.yachtKind, kind),
      or(isNotNull(newYachts.id), isNotNull(usedYachts.id)),
    );
    const joinNew = newJoin(yachtFollows.yachtKind, yachtFollows.yachtId);
    const joinUsed = usedJoin(yachtFollows.yachtKind, yachtFollows.yachtId);
    const [rows, totals] = await Promise.all([
      db
        .select({
          kind: yachtFollows.yachtKind,
          id: yachtFollows.yachtId,
          ...yachtColumns,
          // The gallery's first picture; older new-yacht rows have only image_url.
          imageUrl: sql<string | null>`coalesce(${newYachts.photos}->>0, ${newYachts.imageUrl}, ${usedYachts.photos}->>0)`,
          price: either<number | null>(newYachts.basePrice, usedYachts.price).mapWith(Number),
          currency: either<string | null>(newYachts.currency, usedYachts.currency),
          lengthM: either<number | null>(newYachts.lengthM, usedYachts.lengthM).mapWith(Number),
          followedAt: yachtFollows.createdAt,
        })
        .from(yachtFollows)
        .leftJoin(newYachts, joinNew)
        .leftJoin(usedYachts, joinUsed)
        .where(where)
        .orderBy(desc(yachtFollows.createdAt), desc(yachtFollows.yachtId))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      db.select({ n: count() }).from(yachtFollows).leftJoin(newYachts, joinNew).leftJoin(usedYachts, joinUsed).where(where),
    ]);
    const items = rows.map((row): FollowedYacht => {
      const yachtKind: CatalogueKind = row.kind === 'idle' ? 'idle' : 'new';
      const slug = row.slug ?? '';
      return {
        kind: yachtKind,
        id: row.id,
        name: `${row.builder ?? ''} ${row.model ?? ''}`.trim(),
        url: yachtKind === 'new' ? paths.newYacht(row.id, slug) : paths.usedYacht(row.id, slug),
        imageUrl: row.imageUrl,
        price: row.price,
        currency: row.currency ?? '',
        lengthM: Math.round((row.lengthM ?? 0) * 100) / 100,
        followedAt: iso(row.followedAt),
      };
    });
    return pageOf(items, totals[0]?.n, query);
  }

  /**
   * Enquiries the user sent, newest first. Unlike follows, every one is listed: they are the user's own words.
   * One whose yacht is no longer listed (withdrawn by its seller) links to the list of its kind under a neutral name.
   */
  async function listEnquiries(userId: number, query: PageQuery): Promise<Page<LeftMessage>> {
    const where = eq(yachtEnquiries.userId, userId);
    const [rows, totals] = await Promise.all([
      db
        .select({
          id: yachtEnquiries.id,
          yachtKind: yachtEnquiries.yachtKind,
          yachtId: yachtEnquiries.yachtId,
          content: yachtEnquiries.content,
          createdAt: yachtEnquiries.createdAt,
          ...yachtColumns,
        })
        .from(yachtEnquiries)
        .leftJoin(newYachts, newJoin(yachtEnquiries.yachtKind, yachtEnquiries.yachtId))
        .leftJoin(usedYachts, usedJoin(yachtEnquiries.yachtKind, yachtEnquiries.yachtId))
        .where(where)
        .orderBy(desc(yachtEnquiries.createdAt), desc(yachtEnquiries.id))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      db.select({ n: count() }).from(yachtEnquiries).where(where),
    ]);
    const items = rows.map((row): LeftMessage => {
      const yachtKind: CatalogueKind = row.yachtKind === 'idle' ? 'idle' : 'new';
      const listed = row.slug !== null && row.builder !== null && row.model !== null;
      const list = yachtKind === 'new' ? paths.newYachts() : paths.usedYachts();
      const page = yachtKind === 'new' ? paths.newYacht : paths.usedYacht;
      return {
        id: row.id,
        yachtKind,
        yachtId: row.yachtId,
        yachtName: listed ? `${row.builder} ${row.model}` : UNLISTED_YACHT_NAME,
        yachtUrl: listed ? page(row.yachtId, row.slug!) : list,
        content: row.content,
        createdAt: iso(row.createdAt),
      };
    });
    return pageOf(items, totals[0]?.n, query);
  }

  async function findMember(uuid: string): Promise<Member | null> {
    const [row] = await db
      .select({ id: users.id, uuid: users.uuid, name: users.name, avatarUrl: users.avatarUrl, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.uuid, uuid));
    return row ?? null;
  }

  async function memberProfile(member: Member): Promise<MemberProfile> {
    const [topicRows, articleRows, commentRows] = await Promise.all([
      // What the public lists show (decision 018): nothing hidden after reports.
      db
        .select({ n: count() })
        .from(topics)
        .where(and(eq(topics.authorId, member.id), isNull(topics.hiddenAt))),
      db
        .select({ n: count() })
        .from(articles)
        .where(and(eq(articles.authorId, member.id), isNull(articles.deletedAt), isNull(articles.hiddenAt))),
      db
        .select({ n: count() })
        .from(comments)
        .leftJoin(topics, eq(topics.id, comments.topicId))
        .leftJoin(articles, eq(articles.id, comments.articleId))
        .where(
          and(
            eq(comments.authorId, member.id),
            isNull(comments.deletedAt),
            isNull(comments.hiddenAt),
            isNull(topics.hiddenAt),
            isNull(articles.hiddenAt),
          ),
        ),
    ]);
    return {
      uuid: member.uuid,
      name: member.name,
      avatarUrl: member.avatarUrl,
      joinedAt: iso(member.createdAt),
      topicCount: topicRows[0]?.n ?? 0,
      articleCount: articleRows[0]?.n ?? 0,
      replyCount: commentRows[0]?.n ?? 0,
    };
  }

  /** A notice with what its mail needs: its kind, whether it was read, and the member's address and name. */
  async function noticeForMail(messageId: number) {
    const [row] = await db
      .select({
        kind: userMessages.kind,
        title: userMessages.title,
        body: userMessages.body,
        link: userMessages.link,
        readAt: userMessages.readAt,
        userId: users.id,
        email: users.email,
        name: users.name,
      })
      .from(userMessages)
      .innerJoin(users, eq(users.id, userMessages.userId))
      .where(eq(userMessages.id, messageId));
    return row ?? null;
  }

  return {
    noticeForMail,
    listMessages,
    markMessagesRead,
    openMessage,
    listCollections,
    listArticles,
    listTopics,
    listComments,
    listTopicFollows,
    listFollowedYachts,
    listEnquiries,
    findMember,
    memberProfile,
  };
}

export type UserAreaRepository = ReturnType<typeof createUserAreaRepository>;
