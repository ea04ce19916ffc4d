// What visitors wrote to the team, as the console's inbox reads it (decision 033): feedback reports and side
// messages, open (the longest waiting first) or handled (the newest first), and marking one handled with its audit
// entry in one transaction.
import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { VisitorMessageSource, VisitorMessageState } from '@yachts/contracts/operators';
import type { VisitorMessage } from '@yachts/contracts/wire/operators';
import type { Db } from '../db/database';
import { feedbackReports, feedbackTypes, sideMessages } from '../db/schema';
import { insertAudit, type AuditDraft } from '../lib/audit-log';
import type { PageQuery } from '../lib/page-request';
import { pageOfSelect } from '../db/paged';

type FeedbackRow = {
  id: number;
  email: string;
  advice: string;
  topic: string | null;
  areaCode: string;
  mobile: string;
  imageUrls: string[];
  createdAt: Date;
  handledAt: Date | null;
  handledBy: string | null;
};
type SideRow = { id: number; email: string; content: string; createdAt: Date; handledAt: Date | null; handledBy: string | null };

/** A message as the console reads it: what both kinds have from the row, the text, and what only feedback has. */
function messageOf(
  source: VisitorMessage['source'],
  row: Omit<SideRow, 'content'>,
  text: string,
  more: Pick<VisitorMessage, 'topic' | 'phone' | 'images'>,
): VisitorMessage {
  return {
    source,
    id: row.id,
    email: row.email,
    text,
    ...more,
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by: row.handledBy,
  };
}

const fromFeedback = (row: FeedbackRow) =>
  messageOf('feedback', row, row.advice, {
    topic: row.topic,
    phone: row.mobile ? `+${row.areaCode} ${row.mobile}` : null,
    images: row.imageUrls,
  });

const fromSide = (row: SideRow) => messageOf('side-message', row, row.content, { topic: null, phone: null, images: [] });

const feedbackColumns = {
  id: feedbackReports.id,
  email: feedbackReports.email,
  advice: feedbackReports.advice,
  topic: feedbackTypes.name,
  areaCode: feedbackReports.areaCode,
  mobile: feedbackReports.mobile,
  imageUrls: feedbackReports.imageUrls,
  createdAt: feedbackReports.createdAt,
  handledAt: feedbackReports.handledAt,
  handledBy: feedbackReports.handledBy,
};
const sideColumns = {
  id: sideMessages.id,
  email: sideMessages.email,
  content: sideMessages.content,
  createdAt: sideMessages.createdAt,
  handledAt: sideMessages.handledAt,
  handledBy: sideMessages.handledBy,
};

async function findOne(db: Db, source: VisitorMessageSource, id: number): Promise<VisitorMessage | null> {
  if (source === 'feedback') {
    const [row] = await db
      .select(feedbackColumns)
      .from(feedbackReports)
      .leftJoin(feedbackTypes, eq(feedbackTypes.value, feedbackReports.feedbackType))
      .where(eq(feedbackReports.id, id));
    return row ? fromFeedback(row) : null;
  }
  const [row] = await db.select(sideColumns).from(sideMessages).where(eq(sideMessages.id, id));
  return row ? fromSide(row) : null;
}

/** The messages of a state and their order: open ones oldest first (the queue), handled ones last handled first. */
function inState(table: typeof feedbackReports | typeof sideMessages, state: VisitorMessageState) {
  return state === 'open'
    ? { where: isNull(table.handledAt), order: [asc(table.createdAt), asc(table.id)] }
    : { where: isNotNull(table.handledAt), order: [desc(table.handledAt), desc(table.id)] };
}

/** A page of feedback reports, open ones oldest first, handled ones latest handled first. */
function feedbackPage(db: Db, state: VisitorMessageState, query: PageQuery) {
  const { where, order } = inState(feedbackReports, state);
  return pageOfSelect(
    db
      .select(feedbackColumns)
      .from(feedbackReports)
      .leftJoin(feedbackTypes, eq(feedbackTypes.value, feedbackReports.feedbackType))
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db.select({ n: count() }).from(feedbackReports).where(where),
    query,
    fromFeedback,
  );
}

/** A page of side messages, in the same orders. */
function sidePage(db: Db, state: VisitorMessageState, query: PageQuery) {
  const { where, order } = inState(sideMessages, state);
  return pageOfSelect(
    db
      .select(sideColumns)
      .from(sideMessages)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db.select({ n: count() }).from(sideMessages).where(where),
    query,
    fromSide,
  );
}

export function createVisitorMessagesRepository(db: Db) {
  return {
    async page(source: VisitorMessageSource, state: VisitorMessageState, page: number, pageSize: number) {
      return source === 'feedback' ? feedbackPage(db, state, { page, pageSize }) : sidePage(db, state, { page, pageSize });
    },

    /** Marks a message handled by `audit.actor`; 'missing' or 'already' when it cannot be. */
    async markHandled(
      source: VisitorMessageSource,
      id: number,
      audit: AuditDraft,
      now = new Date(),
    ): Promise<{ outcome: 'done'; message: VisitorMessage } | { outcome: 'missing' | 'already' }> {
      const outcome = await db.transaction(async (tx) => {
        const table = source === 'feedback' ? feedbackReports : sideMessages;
        const [row] = await tx.select({ handledAt: table.handledAt }).from(table).where(eq(table.id, id)).for('update');
        if (!row) return 'missing' as const;
        if (row.handledAt) return 'already' as const;
        await tx
          .update(table)
          .set({ handledAt: now, handledBy: audit.actor })
          .where(and(eq(table.id, id), isNull(table.handledAt)));
        await insertAudit(tx, { ...audit, before: { handled: false }, after: { handled: true } });
        return 'done' as const;
      });
      if (outcome !== 'done') return { outcome };
      const message = await findOne(db, source, id);
      return message ? { outcome, message } : { outcome: 'missing' };
    },
  };
}

export type VisitorMessagesRepository = ReturnType<typeof createVisitorMessagesRepository>;
