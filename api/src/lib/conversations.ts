// Opening a conversation (decision 045), written inside the transaction of the enquiry that opens it (the catalogue's
// enquiry route), and the signed key of a visitor buyer's link: a visitor has no login, so the link in their mail is
// what lets them read and answer. The key is an HMAC of the conversation and the buyer's address with a key derived
// from the app secret: nothing to store, and a link for one conversation opens no other.
import crypto from 'node:crypto';
import { conversationMessages, conversations, dealerStaff, dealers, userMessages } from '../db/schema';
import { JOB_KINDS, enqueueJob } from './job-queue';
import type { Db } from '../db/database';
import { and, eq, isNotNull } from 'drizzle-orm';

export function conversationKeySecret(appSecret: string): Buffer {
  return crypto.createHmac('sha256', appSecret).update('yachts:conversation-link:v1').digest();
}

/** The key of a visitor buyer's link to one conversation (43 base64url characters). */
export function conversationKey(secret: Buffer, conversationId: number, buyerEmail: string): string {
  return crypto.createHmac('sha256', secret).update(`${conversationId}:${buyerEmail.trim().toLowerCase()}`).digest('base64url');
}

/** Whether `key` is the key of that conversation's link, compared in constant time. */
export function isConversationKey(secret: Buffer, conversationId: number, buyerEmail: string, key: unknown): boolean {
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(key)) return false;
  const expected = Buffer.from(conversationKey(secret, conversationId, buyerEmail));
  return crypto.timingSafeEqual(expected, Buffer.from(key));
}

export interface ConversationDraft {
  yachtKind: string;
  yachtId: number;
  sellerId: number;
  buyerId: number | null;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
  contactShared: boolean;
  enquiryId: number | null;
  body: string;
}

/** A message in a member's inbox telling them of a message in a conversation (the bell counts it). */
export interface ConversationNotice {
  title: string;
  body: string;
  link: string;
}

type Writer = Pick<Db, 'insert' | 'select' | 'execute'>;

/** The accounts that answer for a seller: the seller, and a dealer's staff who accepted their invitation. */
export async function sellerTeam(tx: Pick<Db, 'select'>, sellerId: number): Promise<number[]> {
  const staff = await tx
    .select({ userId: dealerStaff.userId })
    .from(dealerStaff)
    .where(and(eq(dealerStaff.dealerId, sellerId), isNotNull(dealerStaff.acceptedAt)));
  return [...new Set([sellerId, ...staff.map((row) => row.userId).filter((id): id is number => id !== null)])];
}

/** Inbox notices to members, from the member (or visitor) who wrote. */
export async function insertConversationNotices(
  tx: Pick<Db, 'insert'>,
  userIds: number[],
  notice: ConversationNotice,
  fromUserId: number | null,
  now: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(userMessages)
    .values(userIds.map((userId) => ({ userId, type: 'interactive', kind: 'conversation', ...notice, fromUserId, createdAt: now })));
}

/**
 * The conversation an enquiry opens, its first message, and the seller's (and staff's) inbox notice; answers its id.
 * `notice` is given the conversation's id, so its link can point at the thread.
 */
export async function openConversation(
  tx: Writer,
  draft: ConversationDraft,
  notice: (conversationId: number) => ConversationNotice,
  now: Date,
): Promise<number> {
  const { body, ...conversation } = draft;
  const [row] = await tx
    .insert(conversations)
    .values({ ...conversation, status: 'new', createdAt: now, lastMessageAt: now, buyerMessageAt: now, buyerReadAt: now })
    .returning({ id: conversations.id });
  if (!row) throw new Error('insert into conversations returned no row');
  await tx.insert(conversationMessages).values({ conversationId: row.id, side: 'buyer', authorId: draft.buyerId, body, createdAt: now });
  await insertConversationNotices(tx, await sellerTeam(tx, draft.sellerId), notice(row.id), draft.buyerId, now);
  // A dealer with a CRM webhook gets the lead as signed JSON, sent by the job queue (retried until it is taken).
  const [hook] = await tx.select({ url: dealers.webhookUrl }).from(dealers).where(eq(dealers.userId, draft.sellerId));
  if (hook?.url)
    await enqueueJob(tx, { kind: JOB_KINDS.leadWebhook, payload: { conversationId: row.id }, key: `${JOB_KINDS.leadWebhook}:${row.id}` });
  return row.id;
}
