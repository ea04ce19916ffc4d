// The member's inbox (decision 015): messages and notices, read marks, one message, and what a notice's mail needs.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MessageReadType, UserMessage, UserMessageType, UserMessagesPage } from '@yachts/contracts/account';
import type { Db } from '../db/database';
import { onPage } from '../db/paged';
import { userMessages, users } from '../db/schema';

import { pageOf, summaryOf, iso, sender, type PageQuery } from './user-area-columns';

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

/** The member's inbox: list, mark read, open; and a notice as its mail needs it. */
export function createInbox(db: Db) {
  async function listMessages(userId: number, type: MessageReadType, query: PageQuery): Promise<UserMessagesPage> {
    const where = and(eq(userMessages.userId, userId), type === 'all' ? undefined : eq(userMessages.type, type));
    const [rows, totals] = await Promise.all([
      onPage(
        db
          .select(messageColumns)
          .from(userMessages)
          .leftJoin(sender, eq(sender.id, userMessages.fromUserId))
          .where(where)
          .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
          .$dynamic(),
        query,
      ),
      db
        .select({ total: count(), unread: sql<number>`count(*) filter (where ${userMessages.readAt} is null)`.mapWith(Number) })
        .from(userMessages)
        .where(where),
    ]);
    return { ...pageOf(rows.map(toUserMessage), totals[0]?.total, query), unread: totals[0]?.unread ?? 0 };
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

  return { noticeForMail, listMessages, markMessagesRead, openMessage };
}
