// One reported conversation as the operators' queue shows it (decisions 033 and 045): the conversation with the reports
// chosen (open or decided), the yacht, both sides (a dealer by its page's name) and its last messages, so the operator
// can judge. Read by conversation-moderation-repository.ts; only this layer knows the ORM.
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { CONVERSATION_MODERATION_LIMITS, CONVERSATION_PRIORITY_REASONS } from '@yachts/contracts/conversation-moderation';
import type { ConversationReportReason, ConversationSide, ConversationStatus } from '@yachts/contracts/conversations';
import { paths } from '@yachts/contracts/paths';
import type { ReportedConversation, ReportedConversationMessage } from '@yachts/contracts/wire/conversation-moderation';
import type { Db } from '../db/database';
import { latestMessages, yachtLines } from './conversations-repository';
import { conversationMessages, conversationReports, conversations, dealers, users } from '../db/schema';

export type ConversationRow = typeof conversations.$inferSelect;
type ReportRow = typeof conversationReports.$inferSelect;

/** The yachts of a set of conversations: title, page and whether it is still listed (the queue shows no photo). */
export async function yachtsOf(db: Pick<Db, 'select'>, rows: ConversationRow[]) {
  const lines = await yachtLines(db, rows);
  return new Map([...lines].map(([key, { title, url, listed }]) => [key, { title, url, listed }]));
}

export const GONE = { title: 'A yacht no longer listed', url: paths.usedYachts(), listed: false };

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
    latestMessages(db, row.id, CONVERSATION_MODERATION_LIMITS.messagesShown),
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
export async function entriesOf(db: Db, ids: number[], reportsWhere: SQL | undefined): Promise<ReportedConversation[]> {
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
