// What the user area's repositories share (decision 015): paging, a member's summary, the senders' and authors'
// aliases, live comment counts, and who is reading a member's list.
import { and, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MemberSummary } from '@yachts/contracts/account';
import { comments, users } from '../db/schema';

/** The paging every list of the area reads (one home: lib/page-request.ts). */
export { offsetOf, pageOf, type PageQuery } from '../lib/page-request';

/** A member as routes look them up by public id. */
export interface Member extends MemberSummary {
  id: number;
  createdAt: Date;
}

/** Shown instead of a yacht's name when an enquiry's yacht is not (or no longer) in a catalogue. */
export const UNLISTED_YACHT_NAME = 'A yacht no longer listed';

export function summaryOf(row: { uuid: string | null; name: string | null; avatarUrl: string | null }): MemberSummary | null {
  return row.uuid && row.name !== null ? { uuid: row.uuid, name: row.name, avatarUrl: row.avatarUrl } : null;
}

export const iso = (date: Date) => date.toISOString();

/**
 * Who is reading a member's list. Decision 018: an item hidden after reports is left out of every list but its
 * author's own, and its words are withheld from all but its author. `owner` is the member reading their own
 * (/user/myTopic, /user/myReply); `public` is anyone else (/account/topic/{uuid}, /account/reply/{uuid}).
 */
export type ListAudience = 'owner' | 'public';

export const sender = alias(users, 'sender');
export const author = alias(users, 'author');

// Comment counts leave out deleted and hidden comments: what a reader of the page would count (as the community
// counts them). A join with GROUP BY rather than a correlated subquery: Drizzle writes columns of a single-table
// select without their table, and inside a subquery on comments an unqualified "id" would silently mean comments.id.
export const liveComments = (on: SQL) => and(on, isNull(comments.deletedAt), isNull(comments.hiddenAt));
export const commentCount = sql<number>`count(${comments.id})`.mapWith(Number);
