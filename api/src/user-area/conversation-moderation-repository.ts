// The operators' queue of reported conversations and their decisions (decisions 033 and 045). Only this layer knows
// the ORM. A decision resolves every open report of the conversation in one transaction with its effects: the
// conversation closed as spam, the inbox messages of the side at fault (the statement of reasons) and of the
// reporters (the outcome), and the audit log's row. The route words the messages and sends the mails after commit.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@yachts/contracts/envelope';
import {
  CONVERSATION_MODERATION_LIMITS,
  CONVERSATION_PRIORITY_REASONS,
  CONVERSATION_REPORT_OUTCOME_WORDS,
  reportedSideOf,
  type ConversationDecisionOutcome,
  type ConversationQueueState,
} from '@yachts/contracts/conversation-moderation';
import type { ConversationReportReason, ConversationSide, ConversationStatus } from '@yachts/contracts/conversations';
import { paths } from '@yachts/contracts/paths';
import type { ReportedConversation, ReportedConversationMessage } from '@yachts/contracts/wire/conversation-moderation';
import type { Db } from '../db/database';
import { conversationMessages, conversationReports, conversations, dealers, newYachts, usedYachts, userMessages, users } from '../db/schema';
import { insertAudit, type AuditDraft } from '../lib/audit-log';
import { offsetOf, type PageQuery } from '../lib/page-request';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ConversationRow = typeof conversations.$inferSelect;
type ReportRow = typeof conversationReports.$inferSelect;

/** What the route needs to word a decision's messages. */
export interface DecisionContext {
  yachtTitle: string;
  /** The side the decision is about (spam, warn); null for a dismissal. */
  against: ConversationSide | null;
  reporters: ConversationSide[];
}

/** The messages of a decision, worded by the route. */
export interface DecisionWords {
  /** The statement of reasons to the side at fault (spam, warn). */
  atFault: { title: string; body: string } | null;
  /** The one sentence a reporter reads. */
  reporter: { title: string; body: string };
}

/** Someone to e-mail after the commit. */
export interface Told {
  email: string;
  side: ConversationSide;
  /** A visitor buyer: their mail's link needs the conversation's key. */
  visitor: boolean;
  title: string;
  body: string;
  role: 'at-fault' | 'reporter';
}

export type DecideResult = { entry: ReportedConversation; told: Told[] } | 'missing' | 'decided' | 'side';

const PRIORITY = sql.join(
  CONVERSATION_PRIORITY_REASONS.map((reason) => sql`${reason}`),
  sql`, `,
);

/** The yacht, the seller's face and its staff's names for a set of conversations. */
async function yachtsOf(db: Pick<Db, 'select'>, rows: ConversationRow[]) {
  const found = new Map<string, { title: string; url: string; listed: boolean }>();
  for (const [kind, table] of [
    ['new', newYachts],
    ['idle', usedYachts],
  ] as const) {
    const ids = [...new Set(rows.filter((row) => row.yachtKind === kind).map((row) => row.yachtId))];
    if (!ids.length) continue;
    const yachts = await db
      .select({ id: table.id, builder: table.builder, model: table.model, slug: table.slug, status: table.status })
      .from(table)
      .where(inArray(table.id, ids));
    for (const yacht of yachts) {
      found.set(`${kind}:${yacht.id}`, {
        title: `${yacht.builder} ${yacht.model}`,
        url: kind === 'new' ? paths.newYacht(yacht.id, yacht.slug) : paths.usedYacht(yacht.id, yacht.slug),
        listed: yacht.status === 'listed',
      });
    }
  }
  return found;
}

const GONE = { title: 'A yacht no longer listed', url: paths.usedYachts(), listed: false };

async function peopleOf(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, { name: string; uuid: string; email: string; dealer: string | null }>();
  const rows = await db
    .select({ id: users.id, name: users.name, uuid: users.uuid, email: users.email, dealer: dealers.name })
    .from(users)
    .leftJoin(dealers, eq(dealers.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, { name: row.name, uuid: row.uuid, email: row.email, dealer: row.dealer }]));
}

/** The last messages of a conversation, oldest first, and how many came before. */
async function lastMessagesOf(db: Db, row: ConversationRow, sellerName: string) {
  const [found, [total]] = await Promise.all([
    db
      .select({ message: conversationMessages, author: users.name })
      .from(conversationMessages)
      .leftJoin(users, eq(users.id, conversationMessages.authorId))
      .where(eq(conversationMessages.conversationId, row.id))
      .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
      .limit(CONVERSATION_MODERATION_LIMITS.messagesShown),
    db.select({ n: count() }).from(conversationMessages).where(eq(conversationMessages.conversationId, row.id)),
  ]);
  const messages: ReportedConversationMessage[] = found.reverse().map(({ message, author }) => ({
    id: message.id,
    side: message.side as ConversationSide,
    // A dealer's staff member writes for the dealer: the operator sees both names.
    author:
      message.side === 'buyer'
        ? row.buyerName
        : message.authorId !== null && message.authorId !== row.sellerId && author
          ? `${author} (${sellerName})`
          : sellerName,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  }));
  return { messages, earlier: Math.max(0, (total?.n ?? 0) - messages.length) };
}

/** The queue's entries for these conversations, in the order given, each with the reports chosen. */
async function entriesOf(db: Db, ids: number[], reportsWhere: SQL | undefined): Promise<ReportedConversation[]> {
  if (!ids.length) return [];
  const [rows, reports] = await Promise.all([
    db.select().from(conversations).where(inArray(conversations.id, ids)),
    db
      .select()
      .from(conversationReports)
      .where(and(inArray(conversationReports.conversationId, ids), reportsWhere))
      .orderBy(asc(conversationReports.createdAt), asc(conversationReports.id)),
  ]);
  const [yachts, people] = await Promise.all([
    yachtsOf(db, rows),
    peopleOf(db, [...new Set(rows.flatMap((row) => (row.buyerId === null ? [row.sellerId] : [row.sellerId, row.buyerId])))]),
  ]);
  const entries = await Promise.all(
    ids.map(async (id) => {
      const row = rows.find((candidate) => candidate.id === id);
      if (!row) return null;
      const mine = reports.filter((report) => report.conversationId === id);
      const seller = people.get(row.sellerId);
      const buyer = row.buyerId === null ? undefined : people.get(row.buyerId);
      const sellerName = seller?.dealer ?? seller?.name ?? 'The seller';
      const { messages, earlier } = await lastMessagesOf(db, row, sellerName);
      const entry: ReportedConversation = {
        id: row.id,
        status: row.status as ConversationStatus,
        createdAt: row.createdAt.toISOString(),
        yacht: { kind: row.yachtKind as 'new' | 'idle', id: row.yachtId, ...(yachts.get(`${row.yachtKind}:${row.yachtId}`) ?? GONE) },
        buyer: { name: row.buyerName, uuid: buyer?.uuid ?? null },
        seller: { name: sellerName, uuid: seller?.uuid ?? null },
        reports: mine.map(reportEntry),
        priority: mine.some(
          (report) => report.resolvedAt === null && CONVERSATION_PRIORITY_REASONS.includes(report.reason as ConversationReportReason),
        ),
        firstReportedAt: (mine[0]?.createdAt ?? row.createdAt).toISOString(),
        messages,
        earlier,
      };
      return entry;
    }),
  );
  return entries.filter((entry): entry is ReportedConversation => entry !== null);
}

function reportEntry(report: ReportRow) {
  return {
    id: report.id,
    side: report.side as ConversationSide,
    reason: report.reason as ConversationReportReason,
    detail: report.detail,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    resolvedBy: report.resolvedBy,
    outcome: report.outcome,
  };
}

/** Open: conversations with open reports, a scam first, then the longest waiting. Resolved: the latest decided first. */
async function queue(db: Db, state: ConversationQueueState, query: PageQuery): Promise<Page<ReportedConversation>> {
  const open = state === 'open';
  const where = open ? isNull(conversationReports.resolvedAt) : isNotNull(conversationReports.resolvedAt);
  const order = open
    ? [
        sql`bool_or(${conversationReports.reason} in (${PRIORITY})) desc`,
        sql`min(${conversationReports.createdAt})`,
        asc(conversationReports.conversationId),
      ]
    : [sql`max(${conversationReports.resolvedAt}) desc`, desc(conversationReports.conversationId)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: conversationReports.conversationId })
      .from(conversationReports)
      .where(where)
      .groupBy(conversationReports.conversationId)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ n: sql<number>`count(distinct ${conversationReports.conversationId})::int` })
      .from(conversationReports)
      .where(where),
  ]);
  const items = await entriesOf(
    db,
    rows.map((row) => row.id),
    where,
  );
  return { items, total: Number(total?.n ?? 0), ...query };
}

/** A message in a member's inbox about the decision. */
async function tell(tx: Tx, userId: number, conversationId: number, message: { title: string; body: string }, now: Date) {
  await tx.insert(userMessages).values({
    userId,
    type: 'system',
    title: message.title.slice(0, 200),
    body: message.body,
    link: paths.conversation(conversationId),
    createdAt: now,
  });
}

/** The member and address of one side: the buyer (a member, or a visitor at the conversation's address) or the seller. */
async function sideContact(tx: Tx, row: ConversationRow, side: ConversationSide) {
  const userId = side === 'buyer' ? row.buyerId : row.sellerId;
  if (userId === null) return { userId: null, email: row.buyerEmail, visitor: true };
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return { userId, email: user?.email ?? (side === 'buyer' ? row.buyerEmail : null), visitor: false };
}

/**
 * An operator's decision on a reported conversation: every open report resolved with the outcome; spam closes the
 * conversation; the side at fault (spam, warn) and the reporters are told in their inbox when they are members.
 * 'side' when both sides reported and the decision does not say which side it is about.
 */
async function decide(
  db: Db,
  id: number,
  outcome: ConversationDecisionOutcome,
  reason: string,
  chosenSide: ConversationSide | null,
  audit: AuditDraft,
  words: (context: DecisionContext) => DecisionWords,
  now = new Date(),
): Promise<DecideResult> {
  const result = await db.transaction(async (tx): Promise<Told[] | 'missing' | 'decided' | 'side'> => {
    const [row] = await tx.select().from(conversations).where(eq(conversations.id, id)).for('update');
    if (!row) return 'missing';
    const all = await tx.select().from(conversationReports).where(eq(conversationReports.conversationId, id));
    if (!all.length) return 'missing';
    const open = all.filter((report) => report.resolvedAt === null);
    if (!open.length) return 'decided';
    const reporters = [...new Set(open.map((report) => report.side as ConversationSide))];
    const reported = [...new Set(reporters.map(reportedSideOf))];
    let against: ConversationSide | null = null;
    if (outcome !== 'dismiss') {
      if (chosenSide) against = chosenSide;
      else if (reported.length === 1) against = reported[0]!;
      else return 'side';
    }
    const yachts = await yachtsOf(tx, [row]);
    const yachtTitle = (yachts.get(`${row.yachtKind}:${row.yachtId}`) ?? GONE).title;
    const worded = words({ yachtTitle, against, reporters });

    await tx
      .update(conversationReports)
      .set({ resolvedAt: now, resolvedBy: audit.actor, outcome: CONVERSATION_REPORT_OUTCOME_WORDS[outcome] })
      .where(and(eq(conversationReports.conversationId, id), isNull(conversationReports.resolvedAt)));
    if (outcome === 'spam') await tx.update(conversations).set({ status: 'spam' }).where(eq(conversations.id, id));

    const told: Told[] = [];
    if (against && worded.atFault) {
      const contact = await sideContact(tx, row, against);
      if (contact.userId !== null) await tell(tx, contact.userId, id, worded.atFault, now);
      if (contact.email) told.push({ email: contact.email, side: against, visitor: contact.visitor, ...worded.atFault, role: 'at-fault' });
    }
    for (const side of reporters) {
      // A side that reported and is also the one at fault reads the statement of reasons only.
      if (side === against) continue;
      const contact = await sideContact(tx, row, side);
      if (contact.userId !== null) await tell(tx, contact.userId, id, worded.reporter, now);
      if (contact.email) told.push({ email: contact.email, side, visitor: contact.visitor, ...worded.reporter, role: 'reporter' });
    }
    await insertAudit(tx, {
      ...audit,
      before: { status: row.status, reports: open.map((report) => ({ side: report.side, reason: report.reason })) },
      after: { status: outcome === 'spam' ? 'spam' : row.status, outcome: CONVERSATION_REPORT_OUTCOME_WORDS[outcome], side: against, reason },
    });
    return told;
  });
  if (typeof result === 'string') return result;
  const [entry] = await entriesOf(db, [id], isNotNull(conversationReports.resolvedAt));
  if (!entry) return 'missing';
  return { entry, told: result };
}

type Rest<F> = F extends (db: Db, ...rest: infer R) => infer _ ? R : never;

export function createConversationModerationRepository(db: Db) {
  return {
    queue: (...args: Rest<typeof queue>) => queue(db, ...args),
    decide: (...args: Rest<typeof decide>) => decide(db, ...args),
  };
}

export type ConversationModerationRepository = ReturnType<typeof createConversationModerationRepository>;
