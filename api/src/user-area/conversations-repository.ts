// Conversations between buyers and sellers (decision 045): the lists of each side, one thread, replies, the seller's
// status, the buyer's choice to share their address, reports, the unread count, and each seller's response time. Who
// may read a conversation is decided here: its buyer (a member, or a visitor holding the link's key, which the route
// checks), its seller, or a dealer's staff who accepted their invitation.
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  CONVERSATION_LIMITS,
  mentionsPayment,
  responseTimeText,
  type ConversationReportReason,
  type ConversationRole,
  type ConversationSide,
  type ConversationStatus,
} from '@yachts/contracts/conversations';
import type { ConversationMessage, ConversationSummary, ConversationThread, ConversationsPage } from '@yachts/contracts/wire/conversations';
import { paths } from '@yachts/contracts/paths';
import type { Db } from '../db/database';
import { onPage } from '../db/paged';
import { rowsOf } from '../db/rows';
import {
  conversationMessages,
  conversationReports,
  conversations,
  dealerStaff,
  dealers,
  newYachts,
  usedYachts,
  userMessages,
  users,
} from '../db/schema';
import { excerpt } from '../lib/excerpt';
import { insertConversationNotices, sellerTeam, type ConversationNotice } from '../lib/conversations';
import { iso, pageOf, type PageQuery } from './user-area-columns';

type ConversationRow = typeof conversations.$inferSelect;

/** Who is asking: a member (by id), or a visitor whose link's key the route has checked for this conversation. */
export type ConversationCaller = { userId: number } | { visitorOf: number };

export interface Access {
  row: ConversationRow;
  side: ConversationSide;
  /** The member acting (null for a visitor buyer). */
  userId: number | null;
}

export interface YachtLine {
  title: string;
  url: string;
  photoUrl: string | null;
  listed: boolean;
}

export interface ResponseTime {
  /** Median minutes from a conversation's opening to the seller's first reply, over the answered ones. */
  medianMinutes: number;
  /** Share (0-1) of the conversations answered within 24 hours. */
  within24h: number;
  threads: number;
  text: string;
}

const EXCERPT_CHARS = 140;
const UNLISTED = { title: 'A yacht no longer listed', url: paths.usedYachts(), photoUrl: null, listed: false } satisfies YachtLine;

/** The dealers whose conversations a member answers as staff (accepted invitations). */
async function staffOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ dealerId: dealerStaff.dealerId })
    .from(dealerStaff)
    .where(and(eq(dealerStaff.userId, userId), isNotNull(dealerStaff.acceptedAt)));
  return rows.map((row) => row.dealerId);
}

/** A conversation's latest `limit` messages, newest first, each with its author's name (null for a visitor). */
export function latestMessages(db: Pick<Db, 'select'>, conversationId: number, limit: number) {
  return db
    .select({ message: conversationMessages, author: users.name })
    .from(conversationMessages)
    .leftJoin(users, eq(users.id, conversationMessages.authorId))
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(limit);
}

/** The yachts of a set of conversations, by `kind:id`: title, page, first photo and whether it is still listed. */
export async function yachtLines(db: Pick<Db, 'select'>, rows: { yachtKind: string; yachtId: number }[]): Promise<Map<string, YachtLine>> {
  const lines = new Map<string, YachtLine>();
  for (const [kind, table] of [
    ['new', newYachts],
    ['idle', usedYachts],
  ] as const) {
    const ids = [...new Set(rows.filter((row) => row.yachtKind === kind).map((row) => row.yachtId))];
    if (ids.length === 0) continue;
    const found = await db
      .select({ id: table.id, builder: table.builder, model: table.model, slug: table.slug, status: table.status, photos: table.photos })
      .from(table)
      .where(inArray(table.id, ids));
    for (const yacht of found) {
      lines.set(`${kind}:${yacht.id}`, {
        title: `${yacht.builder} ${yacht.model}`,
        url: kind === 'new' ? paths.newYacht(yacht.id, yacht.slug) : paths.usedYacht(yacht.id, yacht.slug),
        photoUrl: yacht.photos[0] ?? null,
        listed: yacht.status === 'listed',
      });
    }
  }
  return lines;
}

function sideOf(row: ConversationRow, caller: ConversationCaller, staffDealers: number[]): ConversationSide | null {
  if ('visitorOf' in caller) return caller.visitorOf === row.id && row.buyerId === null ? 'buyer' : null;
  if (row.sellerId === caller.userId || staffDealers.includes(row.sellerId)) return 'seller';
  if (row.buyerId === caller.userId) return 'buyer';
  return null;
}

/** Whether the other side wrote after this side's mark (each side's latest message is kept on the row). */
function unreadFor(row: ConversationRow, side: ConversationSide): boolean {
  const lastFromOther = side === 'buyer' ? row.sellerMessageAt : row.buyerMessageAt;
  if (!lastFromOther) return false;
  const readAt = side === 'buyer' ? row.buyerReadAt : row.sellerReadAt;
  return readAt === null || lastFromOther > readAt;
}

/** The same, in SQL, for counting a side's unread conversations. */
function unreadSql(side: ConversationSide): SQL {
  return side === 'seller'
    ? sql`${conversations.buyerMessageAt} > coalesce(${conversations.sellerReadAt}, '-infinity'::timestamptz)`
    : sql`${conversations.sellerMessageAt} > coalesce(${conversations.buyerReadAt}, '-infinity'::timestamptz)`;
}

/** The seller's public face in a thread: the dealer page's name, or the member's display name. */
async function sellerFace(db: Db, sellerId: number) {
  const [row] = await db
    .select({ name: users.name, dealerName: dealers.name, slug: dealers.slug, verifiedAt: dealers.verifiedAt })
    .from(users)
    .leftJoin(dealers, eq(dealers.userId, users.id))
    .where(eq(users.id, sellerId));
  return {
    name: row?.dealerName ?? row?.name ?? 'The seller',
    dealerUrl: row?.slug ? paths.dealer(row.slug) : null,
    verified: Boolean(row?.verifiedAt),
  };
}

/** The last message of each conversation. */
async function lastMessages(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { body: string; side: string; at: Date }>();
  const result = await db.execute(sql`
    select distinct on (m.conversation_id) m.conversation_id, m.body, m.side, m.created_at
    from ${conversationMessages} m
    where m.conversation_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by m.conversation_id, m.created_at desc, m.id desc`);
  type Row = { conversation_id: number; body: string; side: string; created_at: string | Date };
  return new Map(
    rowsOf<Row>(result).map((row) => [Number(row.conversation_id), { body: row.body, side: row.side, at: new Date(row.created_at) }]),
  );
}

async function summaries(db: Db, rows: ConversationRow[], sides: Map<number, ConversationSide>): Promise<ConversationSummary[]> {
  const [yachts, lasts] = await Promise.all([
    yachtLines(db, rows),
    lastMessages(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const sellerIds = [...new Set(rows.filter((row) => sides.get(row.id) === 'buyer').map((row) => row.sellerId))];
  const faces = new Map(await Promise.all(sellerIds.map(async (id) => [id, (await sellerFace(db, id)).name] as const)));
  return rows.map((row) => {
    const side = sides.get(row.id) ?? 'buyer';
    const last = lasts.get(row.id);
    const yacht = yachts.get(`${row.yachtKind}:${row.yachtId}`) ?? UNLISTED;
    return {
      id: row.id,
      side,
      status: row.status as ConversationStatus,
      yacht: { kind: row.yachtKind as 'new' | 'idle', id: row.yachtId, ...yacht },
      counterpart: side === 'seller' ? row.buyerName : (faces.get(row.sellerId) ?? 'The seller'),
      lastMessage: {
        excerpt: excerpt(last?.body ?? '', EXCERPT_CHARS),
        fromMe: last?.side === side,
        at: iso(last?.at ?? row.lastMessageAt),
      },
      unread: unreadFor(row, side),
      createdAt: iso(row.createdAt),
    };
  });
}

/** The conversation if the caller is one of its sides; null otherwise (the same answer as a missing one). */
async function access(db: Db, id: number, caller: ConversationCaller): Promise<Access | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  if (!row) return null;
  const staffDealers = 'userId' in caller ? await staffOf(db, caller.userId) : [];
  const side = sideOf(row, caller, staffDealers);
  if (!side) return null;
  return { row, side, userId: 'userId' in caller ? caller.userId : null };
}

/** Seller response times (decision 045) for these sellers, over the last CONVERSATION_LIMITS.responseDays days. */
async function responseTimes(db: Db, sellerIds: number[], now = new Date()): Promise<Map<number, ResponseTime>> {
  const times = new Map<number, ResponseTime>();
  if (sellerIds.length === 0) return times;
  const since = new Date(now.getTime() - CONVERSATION_LIMITS.responseDays * 86_400_000);
  const rows = await db
    .select({
      sellerId: conversations.sellerId,
      threads: count(),
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${conversations.firstReplyAt} - ${conversations.createdAt}))`.mapWith(
        (value: string | number | null) => (value === null ? null : Number(value)),
      ),
      within:
        sql<number>`count(*) filter (where ${conversations.firstReplyAt} - ${conversations.createdAt} <= interval '24 hours')`.mapWith(
          Number,
        ),
    })
    .from(conversations)
    .where(
      and(
        inArray(conversations.sellerId, sellerIds),
        gte(conversations.createdAt, since),
        sql`${conversations.status} <> 'spam'`,
        // A conversation younger than a day without a reply cannot count against the seller yet.
        or(isNotNull(conversations.firstReplyAt), sql`${conversations.createdAt} <= ${new Date(now.getTime() - 86_400_000)}`),
      ),
    )
    .groupBy(conversations.sellerId);
  for (const row of rows) {
    if (row.threads < CONVERSATION_LIMITS.responseMinThreads || row.median === null) continue;
    const medianMinutes = Math.max(1, Math.round(row.median / 60));
    times.set(row.sellerId, {
      medianMinutes,
      within24h: row.within / row.threads,
      threads: row.threads,
      text: responseTimeText(medianMinutes),
    });
  }
  return times;
}

async function thread(db: Db, found: Access, markRead = true, now = new Date()): Promise<ConversationThread> {
  const { row, side } = found;
  if (markRead) {
    // Only a side with something new to read moves its mark: a thread read again and again (a seller keeping it open,
    // several staff) writes nothing, so readers never queue on the row's lock and a commit's flush.
    const readAt = side === 'buyer' ? conversations.buyerReadAt : conversations.sellerReadAt;
    await db
      .update(conversations)
      .set(side === 'buyer' ? { buyerReadAt: now } : { sellerReadAt: now })
      .where(and(eq(conversations.id, row.id), or(isNull(readAt), lt(readAt, conversations.lastMessageAt))));
    if (found.userId !== null) {
      // The inbox notices of this conversation are read too: the bell stops counting them.
      const link = paths.conversation(row.id);
      await db
        .update(userMessages)
        .set({ readAt: now })
        .where(
          and(
            eq(userMessages.userId, found.userId),
            eq(userMessages.kind, 'conversation'),
            eq(userMessages.link, link),
            isNull(userMessages.readAt),
          ),
        );
    }
  }
  const fresh = markRead ? { ...row, ...(side === 'buyer' ? { buyerReadAt: now } : { sellerReadAt: now }) } : row;
  const [[summary], face, times, total, authorRows, reported] = await Promise.all([
    summaries(db, [fresh], new Map([[row.id, side]])),
    sellerFace(db, row.sellerId),
    responseTimes(db, [row.sellerId], now),
    db.select({ n: count() }).from(conversationMessages).where(eq(conversationMessages.conversationId, row.id)),
    latestMessages(db, row.id, CONVERSATION_LIMITS.threadMax),
    db
      .select({ id: conversationReports.id })
      .from(conversationReports)
      .where(and(eq(conversationReports.conversationId, row.id), eq(conversationReports.side, side))),
  ]);
  const messages: ConversationMessage[] = authorRows.reverse().map(({ message }) => ({
    id: message.id,
    side: message.side as ConversationSide,
    mine: message.side === side,
    author: message.side === 'seller' ? face.name : row.buyerName,
    body: message.body,
    // The warning is for the reader: a message from the other side that talks of payment.
    paymentWarning: message.side !== side && mentionsPayment(message.body),
    createdAt: iso(message.createdAt),
  }));
  const showContact = side === 'buyer' || row.contactShared;
  return {
    ...summary!,
    seller: { ...face, responseTime: times.get(row.sellerId)?.text ?? null },
    buyer: {
      name: row.buyerName,
      email: showContact ? row.buyerEmail : null,
      phone: showContact && row.buyerPhone ? row.buyerPhone : null,
    },
    contactShared: row.contactShared,
    messages,
    earlier: Math.max(0, (total[0]?.n ?? 0) - messages.length),
    canReply: row.status !== 'spam',
    reported: reported.length > 0,
  };
}

/** The member's conversations of one role, the latest message first. */
async function listConversations(
  db: Db,
  userId: number,
  role: ConversationRole,
  status: ConversationStatus | null,
  query: PageQuery,
): Promise<ConversationsPage> {
  const sellers = role === 'selling' ? [userId, ...(await staffOf(db, userId))] : [];
  const mine: SQL = role === 'selling' ? inArray(conversations.sellerId, sellers) : eq(conversations.buyerId, userId);
  const where = and(mine, status ? eq(conversations.status, status) : undefined);
  const [rows, [totals]] = await Promise.all([
    onPage(
      db.select().from(conversations).where(where).orderBy(desc(conversations.lastMessageAt), desc(conversations.id)).$dynamic(),
      query,
    ),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${unreadSql(role === 'selling' ? 'seller' : 'buyer')})`.mapWith(Number),
      })
      .from(conversations)
      .where(where),
  ]);
  const side: ConversationSide = role === 'selling' ? 'seller' : 'buyer';
  const items = await summaries(db, rows, new Map(rows.map((row) => [row.id, side])));
  return { ...pageOf(items, totals?.total, query), unread: totals?.unread ?? 0 };
}

/**
 * A message from the caller's side. The seller's first reply sets the response time's mark and the status to
 * answered (unless they closed it); a buyer's message to a closed conversation opens it again. Answers who is told:
 * the members to notify in their inbox, and whether this message starts an unread run for the other side (only
 * the first message the other side has not read is e-mailed).
 */
async function replyTo(db: Db, found: Access, body: string, notice: ConversationNotice, now = new Date()) {
  const { row, side } = found;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(conversations).where(eq(conversations.id, row.id)).for('update');
    if (!locked) return null;
    const otherReadAt = side === 'buyer' ? locked.sellerReadAt : locked.buyerReadAt;
    const [previousFromMe] = await tx
      .select({ at: conversationMessages.createdAt })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.conversationId, row.id), eq(conversationMessages.side, side)))
      .orderBy(desc(conversationMessages.createdAt))
      .limit(1);
    // The other side has read everything this side wrote before: this message is the first of a new unread run.
    const startsUnread = !previousFromMe || (otherReadAt !== null && otherReadAt >= previousFromMe.at);
    await tx.insert(conversationMessages).values({ conversationId: row.id, side, authorId: found.userId, body, createdAt: now });
    const changes: Partial<ConversationRow> = { lastMessageAt: now };
    if (side === 'buyer') {
      changes.buyerReadAt = now;
      changes.buyerMessageAt = now;
      if (locked.status === 'closed') changes.status = locked.firstReplyAt ? 'answered' : 'new';
    } else {
      changes.sellerReadAt = now;
      changes.sellerMessageAt = now;
      if (!locked.firstReplyAt) changes.firstReplyAt = now;
      if (locked.status === 'new') changes.status = 'answered';
    }
    await tx.update(conversations).set(changes).where(eq(conversations.id, row.id));
    const told = side === 'buyer' ? await sellerTeam(tx, locked.sellerId) : locked.buyerId === null ? [] : [locked.buyerId];
    if (startsUnread) await insertConversationNotices(tx, told, notice, found.userId, now);
    return { startsUnread, row: { ...locked, ...changes } };
  });
}

export function createConversations(db: Db) {
  return {
    access: (id: number, caller: ConversationCaller) => access(db, id, caller),
    thread: (found: Access, markRead = true, now = new Date()) => thread(db, found, markRead, now),
    responseTimes: (sellerIds: number[], now = new Date()) => responseTimes(db, sellerIds, now),
    /** The member's conversations of one role, the latest message first. */
    list: (userId: number, role: ConversationRole, status: ConversationStatus | null, query: PageQuery) =>
      listConversations(db, userId, role, status, query),
    /** A message from the caller's side (replyTo). */
    reply: (found: Access, body: string, notice: ConversationNotice, now = new Date()) => replyTo(db, found, body, notice, now),

    async setStatus(found: Access, status: ConversationStatus, now = new Date()): Promise<void> {
      await db.update(conversations).set({ status, sellerReadAt: now }).where(eq(conversations.id, found.row.id));
    },

    async shareContact(found: Access): Promise<void> {
      await db.update(conversations).set({ contactShared: true }).where(eq(conversations.id, found.row.id));
    },

    /** A side's report of the conversation; 'already' when this side reported it before. */
    async report(found: Access, reason: ConversationReportReason, detail: string, now = new Date()): Promise<'reported' | 'already'> {
      const inserted = await db
        .insert(conversationReports)
        .values({ conversationId: found.row.id, side: found.side, reporterId: found.userId, reason, detail, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: conversationReports.id });
      return inserted.length > 0 ? 'reported' : 'already';
    },

    /** Conversations (buying and selling) with messages the member has not read. */
    async unreadCount(userId: number): Promise<number> {
      const sellers = [userId, ...(await staffOf(db, userId))];
      const [row] = await db
        .select({ n: count() })
        .from(conversations)
        .where(
          or(
            and(inArray(conversations.sellerId, sellers), unreadSql('seller')),
            and(eq(conversations.buyerId, userId), unreadSql('buyer')),
          ),
        );
      return row?.n ?? 0;
    },

    /** The seller's and their staff's addresses, for the mails of a conversation. */
    async mailTargets(sellerId: number): Promise<{ email: string; name: string }[]> {
      const team = await sellerTeam(db, sellerId);
      return db.select({ email: users.email, name: users.name }).from(users).where(inArray(users.id, team));
    },

    /** The seller's name as buyers read it (a dealer's page name, or the member's); null for no such member. */
    async sellerName(sellerId: number): Promise<string | null> {
      return (await sellerFace(db, sellerId)).name;
    },

    yachtLine: async (kind: string, id: number): Promise<YachtLine> =>
      (await yachtLines(db, [{ yachtKind: kind, yachtId: id }])).get(`${kind}:${id}`) ?? UNLISTED,
  };
}

export type Conversations = ReturnType<typeof createConversations>;
