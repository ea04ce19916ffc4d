// A member's public page (decision 015): the member by public id and their profile's counts.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { MemberProfile } from '@yachts/contracts/account';
import type { Db } from '../db/database';
import { articles, comments, topics, users } from '../db/schema';

import { iso, type Member } from './user-area-columns';

/** A member looked up by public id, and their public profile. */
export function createMemberProfiles(db: Db) {
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

  return { findMember, memberProfile };
}
