// What members do with topics and articles (docs/decisions/018-community.md): praise (told to the author), follow, collect.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CommunityItemKind, FollowState, FollowTargetKind } from '@yachts/contracts/account';
import type { CollectState, PraiseState } from '@yachts/contracts/community';
import { paths } from '@yachts/contracts/paths';
import type { Db } from '../db/database';
import { articles, collections, praises, topicFollows, topics, userMessages, users } from '../db/schema';
import { insertNotice } from '../lib/notices';
import { countFollowers, withheld, type Refusal, type Tx } from './community-columns';

/**
 * Puts a member's mark (a follow, a collection) on a target, or takes it off; either twice changes nothing, and the
 * first mark keeps its date.
 */
async function setMark(
  db: Db,
  table: typeof topicFollows | typeof collections,
  mark: { userId: number; kind: string; targetId: number },
  on: boolean,
  now: Date,
): Promise<void> {
  if (on) {
    await db
      .insert(table)
      .values({ ...mark, createdAt: now })
      .onConflictDoNothing();
  } else {
    await db.delete(table).where(and(eq(table.userId, mark.userId), eq(table.kind, mark.kind), eq(table.targetId, mark.targetId)));
  }
}

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

/** Praise, follows and collections of topics, articles and sections; `moduleExists` comes from the topics. */
export function createCommunityMarks(db: Db, moduleExists: (id: number) => Promise<boolean>) {
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
    await setMark(db, topicFollows, { userId, kind, targetId: id }, follow, now);
    return { followed: follow, followers: await countFollowers(db, kind, id) };
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
    await setMark(db, collections, { userId, kind, targetId: id }, collect, now);
    return { collected: collect };
  }

  return { togglePraise, setFollow, setCollect };
}
