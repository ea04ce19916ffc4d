// The operators' queue of reported conversations and their decisions (decisions 033 and 045). Only this layer knows
// the ORM. A decision resolves every open report of the conversation in one transaction with its effects: the
// conversation closed as spam, the inbox messages of the side at fault (the statement of reasons) and of the
// reporters (the outcome), and the audit log's row. The route words the messages and sends the mails after commit.
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Page } from '@yachts/contracts/envelope';
import {
  CONVERSATION_PRIORITY_REASONS,
  CONVERSATION_REPORT_OUTCOME_WORDS,
  reportedSideOf,
  type ConversationDecisionOutcome,
  type ConversationQueueState,
} from '@yachts/contracts/conversation-moderation';
import type { ConversationSide } from '@yachts/contracts/conversations';
import { paths } from '@yachts/contracts/paths';
import type { ReportedConversation } from '@yachts/contracts/wire/conversation-moderation';
import type { Db } from '../db/database';
import { conversationReports, conversations, userMessages, users } from '../db/schema';
import { insertAudit, type AuditDraft } from '../lib/audit-log';
import { sellerTeam } from '../lib/conversations';
import { offsetOf, type PageQuery } from '../lib/page-request';
import { GONE, entriesOf, yachtsOf, type ConversationRow } from './reported-conversations';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

/** 'side': both sides reported and the decision names neither; 'notReported': it names a side nobody reported. */
export type DecideResult = { entry: ReportedConversation; told: Told[] } | 'missing' | 'decided' | 'side' | 'notReported';

const PRIORITY = sql.join(
  CONVERSATION_PRIORITY_REASONS.map((reason) => sql`${reason}`),
  sql`, `,
);

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

/**
 * A message about the decision in the inbox of the side's members: the buyer, or the seller and, for a dealer, every
 * staff member who joined (they answer the dealer's conversations too).
 */
async function tell(tx: Tx, row: ConversationRow, side: ConversationSide, message: { title: string; body: string }, now: Date) {
  const userIds = side === 'seller' ? await sellerTeam(tx, row.sellerId) : row.buyerId === null ? [] : [row.buyerId];
  if (userIds.length === 0) return;
  await tx.insert(userMessages).values(
    userIds.map((userId) => ({
      userId,
      type: 'system',
      title: message.title.slice(0, 200),
      body: message.body,
      link: paths.conversation(row.id),
      createdAt: now,
    })),
  );
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
  const result = await db.transaction(async (tx): Promise<Told[] | Exclude<DecideResult, { entry: ReportedConversation }>> => {
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
      // The decision is about a side that was reported: the other side than a reporter.
      if (chosenSide) {
        if (!reported.includes(chosenSide)) return 'notReported';
        against = chosenSide;
      } else if (reported.length === 1) against = reported[0]!;
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
      await tell(tx, row, against, worded.atFault, now);
      if (contact.email) told.push({ email: contact.email, side: against, visitor: contact.visitor, ...worded.atFault, role: 'at-fault' });
    }
    for (const side of reporters) {
      // A side that reported and is also the one at fault reads the statement of reasons only.
      if (side === against) continue;
      const contact = await sideContact(tx, row, side);
      await tell(tx, row, side, worded.reporter, now);
      if (contact.email) told.push({ email: contact.email, side, visitor: contact.visitor, ...worded.reporter, role: 'reporter' });
    }
    await insertAudit(tx, {
      ...audit,
      before: { status: row.status, reports: open.map((report) => ({ side: report.side, reason: report.reason })) },
      after: {
        status: outcome === 'spam' ? 'spam' : row.status,
        outcome: CONVERSATION_REPORT_OUTCOME_WORDS[outcome],
        side: against,
        reason,
      },
    });
    return told;
  });
  if (typeof result === 'string') return result;
  const [entry] = await entriesOf(db, [id], isNotNull(conversationReports.resolvedAt));
  if (!entry) return 'missing';
  return { entry, told: result };
}

type Rest<F> = F extends (db: Db, ...rest: infer R) => infer _ ? R : never;

/** An operator read these conversations' messages in the queue: one audit record each, with how many were shown. */
async function recordReading(db: Db, entries: ReportedConversation[], reader: AuditDraft): Promise<void> {
  await insertAudit(
    db,
    entries.map((entry) => ({ ...reader, targetId: String(entry.id), after: { messagesShown: entry.messages.length } })),
  );
}

export function createConversationModerationRepository(db: Db) {
  return {
    queue: (...args: Rest<typeof queue>) => queue(db, ...args),
    recordReading: (...args: Rest<typeof recordReading>) => recordReading(db, ...args),
    decide: (...args: Rest<typeof decide>) => decide(db, ...args),
  };
}

export type ConversationModerationRepository = ReturnType<typeof createConversationModerationRepository>;
