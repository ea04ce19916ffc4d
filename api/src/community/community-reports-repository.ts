// Members' reports and the hiding they cause (docs/decisions/018-community.md). Only this layer knows the
// ORM. One report per member and item (unique index community_reports_once_idx); when COMMUNITY_LIMITS.reportsToHide
// distinct members have reported an item it is hidden once, and its author is told in the same transaction.
import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  COMMUNITY_LIMITS,
  REPORT_KINDS,
  REPORT_REASONS,
  type ReportKind,
  type ReportQueueState,
  type ReportReason,
  type ReportResult,
} from '@yachts/contracts/community';
import { paths } from '@yachts/contracts/paths';
import type { ModerationAction } from '@yachts/contracts/community';
import type { ReportedEntry } from '@yachts/contracts/wire/community';
import type { Page } from '@yachts/contracts/envelope';
import type { Db } from '../db/database';
import { articles, comments, communityReports, secondLooks, topics, userMessages, users } from '../db/schema';
import { insertAudit, type AuditDraft } from '../lib/audit-log';
import { commentLink, targetOf } from './community-comments-repository';

/** The reported item as its author's message names it. */
export interface ReportedItem {
  kind: ReportKind;
  id: number;
  authorId: number | null;
  /** The topic's or article's title; for a comment, the title of what it was about. */
  title: string;
  /** A comment's text; '' for a topic or an article. */
  text: string;
  /** Its page on the site. */
  link: string;
}

export interface NewReport {
  reporterId: number;
  kind: ReportKind;
  targetId: number;
  reason: ReportReason;
  detail: string;
}

/** The author's message when an item is hidden, worded by the route from the item and the reasons given. */
export type HiddenNotice = (item: ReportedItem, reasons: ReportReason[]) => { title: string; body: string };

export type ReportOutcome = ReportResult | 'missing' | 'own' | 'already';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The live item, locked until the transaction ends: reports of one item are counted one after another, so two
 * reports arriving together can neither both miss the threshold nor both hide it.
 */
async function lockItem(tx: Tx | Db, kind: ReportKind, id: number, lock = true): Promise<(ReportedItem & { hidden: boolean }) | null> {
  switch (kind) {
    case 'topic': {
      const query = tx
        .select({ authorId: topics.authorId, title: topics.title, hiddenAt: topics.hiddenAt })
        .from(topics)
        .where(eq(topics.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row
        ? { kind, id, authorId: row.authorId, title: row.title, text: '', link: paths.communityTopic(id), hidden: row.hiddenAt !== null }
        : null;
    }
    case 'article': {
      const query = tx
        .select({ authorId: articles.authorId, title: articles.title, hiddenAt: articles.hiddenAt })
        .from(articles)
        .where(and(eq(articles.id, id), isNull(articles.deletedAt)));
      const [row] = lock ? await query.for('update') : await query;
      return row
        ? {
            kind,
            id,
            authorId: row.authorId,
            title: row.title,
            text: '',
            link: paths.communityArticle(id),
            hidden: row.hiddenAt !== null,
          }
        : null;
    }
    case 'comment': {
      const query = tx
        .select({
          authorId: comments.authorId,
          content: comments.content,
          hiddenAt: comments.hiddenAt,
          topicId: comments.topicId,
          articleId: comments.articleId,
          topicTitle: topics.title,
          articleTitle: articles.title,
          articleDeletedAt: articles.deletedAt,
        })
        .from(comments)
        .leftJoin(topics, eq(topics.id, comments.topicId))
        .leftJoin(articles, eq(articles.id, comments.articleId))
        .where(and(eq(comments.id, id), isNull(comments.deletedAt)));
      const [row] = lock ? await query.for('update', { of: comments }) : await query;
      // A comment under a deleted article is gone with it.
      if (!row || (row.articleId !== null && (row.articleTitle === null || row.articleDeletedAt !== null))) return null;
      return {
        kind,
        id,
        authorId: row.authorId,
        title: row.topicTitle ?? row.articleTitle ?? '',
        text: row.content,
        link: commentLink(targetOf(row), id),
        hidden: row.hiddenAt !== null,
      };
    }
  }
}

/** Hides an item (at `hiddenAt`) or shows it again (null). */
async function setHidden(tx: Tx, kind: ReportKind, id: number, hiddenAt: Date | null): Promise<void> {
  const table = kind === 'topic' ? topics : kind === 'article' ? articles : comments;
  await tx.update(table).set({ hiddenAt }).where(eq(table.id, id));
}

const secondLookOf = (open: { kind: string; targetId: number; text: string; createdAt: Date }[], kind: string, id: number) => {
  const found = open.find((row) => row.kind === kind && row.targetId === id);
  return found ? { text: found.text, asked_at: found.createdAt.toISOString() } : null;
};

/** Queue entries for items, with their undecided reports and authors; items gone since are left out. */
async function entriesOf(
  db: Db,
  rows: { kind: string; targetId: number; reports: number; reasons: string[]; details: string[]; first: Date }[],
): Promise<ReportedEntry[]> {
  const items = await Promise.all(rows.map((row) => lockItem(db, row.kind as ReportKind, row.targetId, false)));
  const open = rows.length
    ? await db
        .select({ kind: secondLooks.kind, targetId: secondLooks.targetId, text: secondLooks.text, createdAt: secondLooks.createdAt })
        .from(secondLooks)
        .where(
          and(
            isNull(secondLooks.decidedAt),
            inArray(
              secondLooks.targetId,
              rows.map((row) => row.targetId),
            ),
          ),
        )
    : [];
  const authorIds = [...new Set(items.map((item) => item?.authorId).filter((id): id is number => typeof id === 'number'))];
  const authors = authorIds.length
    ? await db.select({ id: users.id, uuid: users.uuid, name: users.name }).from(users).where(inArray(users.id, authorIds))
    : [];
  const entries: ReportedEntry[] = [];
  rows.forEach((row, index) => {
    const item = items[index];
    if (!item) return;
    const author = authors.find((candidate) => candidate.id === item.authorId);
    entries.push({
      kind: item.kind,
      id: item.id,
      title: item.title,
      text: item.text,
      link: item.link,
      author: author ? { uuid: author.uuid, name: author.name } : null,
      hidden: item.hidden,
      reports: row.reports,
      reasons: REPORT_REASONS.filter((reason) => row.reasons.includes(reason)),
      details: row.details,
      first_reported_at: row.first.toISOString(),
      second_look: secondLookOf(open, item.kind, item.id),
    });
  });
  return entries;
}

/** The message an author reads about a moderator's decision on their item. */
type DecisionNotice = (
  item: ReportedItem,
  action: ModerationAction,
  reason: string,
  secondLook: boolean,
) => { title: string; body: string };

/**
 * A moderator's decision on an item: hide it or show it again; either way its undecided reports are resolved, so
 * they count no more. The author is told (when the item was hidden, or shown again after being hidden) and the
 * audit entry written in the same transaction. Null when the item is gone.
 */
async function decide(
  db: Db,
  kind: ReportKind,
  id: number,
  action: ModerationAction,
  reason: string,
  audit: AuditDraft,
  notice: DecisionNotice,
  now = new Date(),
): Promise<{ entry: ReportedEntry; told: { email: string; title: string; body: string } | null } | null> {
  const decided = await db.transaction(async (tx) => {
    const item = await lockItem(tx, kind, id);
    if (!item) return null;
    const [pending] = await tx
      .select({ n: count() })
      .from(communityReports)
      .where(and(eq(communityReports.kind, kind), eq(communityReports.targetId, id), isNull(communityReports.resolvedAt)));
    const hide = action === 'hide';
    if (hide !== item.hidden) await setHidden(tx, kind, id, hide ? now : null);
    await tx
      .update(communityReports)
      .set({ resolvedAt: now })
      .where(and(eq(communityReports.kind, kind), eq(communityReports.targetId, id), isNull(communityReports.resolvedAt)));
    // A decision on an item whose author asked for a second look is that second look.
    const closed = await tx
      .update(secondLooks)
      .set({ decidedAt: now, decidedBy: audit.actor, outcome: hide ? 'upheld' : 'reversed' })
      .where(and(eq(secondLooks.kind, kind), eq(secondLooks.targetId, id), isNull(secondLooks.decidedAt)))
      .returning({ id: secondLooks.id });
    const secondLook = closed.length > 0;
    let told: { email: string; title: string; body: string } | null = null;
    if (item.authorId !== null && (hide || item.hidden || action === 'warn')) {
      const message = notice(item, action, reason, secondLook);
      await tx.insert(userMessages).values({ userId: item.authorId, type: 'system', ...message, link: item.link, createdAt: now });
      const [author] = await tx.select({ email: users.email }).from(users).where(eq(users.id, item.authorId));
      if (author) told = { email: author.email, ...message };
    }
    await insertAudit(tx, {
      ...audit,
      before: { hidden: item.hidden, reports: Number(pending?.n ?? 0) },
      after: { hidden: hide, reason, ...(secondLook ? { second_look: hide ? 'upheld' : 'reversed' } : {}) },
    });
    return { item: { ...item, hidden: hide }, told };
  });
  if (!decided) return null;
  const { item, told } = decided;
  const [entry] = await entriesOf(db, [{ kind, targetId: id, reports: 0, reasons: [], details: [], first: now }]);
  return {
    entry: entry ?? {
      ...item,
      author: null,
      reports: 0,
      reasons: [],
      details: [],
      first_reported_at: now.toISOString(),
      second_look: null,
    },
    told,
  };
}

type DecideArgs = Parameters<typeof decide> extends [Db, ...infer Rest] ? Rest : never;

/** Members' reports, and their asking for a second look. */
function reportWriters(db: Db) {
  async function report(input: NewReport, notice: HiddenNotice, now = new Date()): Promise<ReportOutcome> {
    return db.transaction(async (tx) => {
      const item = await lockItem(tx, input.kind, input.targetId);
      if (!item) return 'missing';
      if (item.authorId === input.reporterId) return 'own';
      const added = await tx
        .insert(communityReports)
        .values({ ...input, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: communityReports.id });
      if (added.length === 0) return 'already';
      if (item.hidden) return { hidden: false };

      // Reports a moderator has decided on no longer count (decision 032): a restored item is not hidden again by them.
      const where = and(
        eq(communityReports.kind, input.kind),
        eq(communityReports.targetId, input.targetId),
        isNull(communityReports.resolvedAt),
      );
      // Each row is a distinct member (the unique index), so the row count is the count of reporters.
      const [reporters] = await tx.select({ n: count() }).from(communityReports).where(where);
      if ((reporters?.n ?? 0) < COMMUNITY_LIMITS.reportsToHide) return { hidden: false };

      await setHidden(tx, input.kind, input.targetId, now);
      if (item.authorId !== null) {
        const given = await tx
          .selectDistinct({ reason: communityReports.reason })
          .from(communityReports)
          .where(where)
          .orderBy(asc(communityReports.reason));
        // In the contract's order, so the message reads the same whoever reported first.
        const reasons = REPORT_REASONS.filter((reason) => given.some((row) => row.reason === reason));
        const { title, body } = notice(item, reasons);
        await tx.insert(userMessages).values({ userId: item.authorId, type: 'system', title, body, link: item.link, createdAt: now });
      }
      return { hidden: true };
    });
  }

  /**
   * The author asks for a second look at their hidden item, once (decision 033); written to the audit log with the
   * member as its actor. 'missing' when the item is gone or not theirs.
   */
  async function askSecondLook(
    kind: ReportKind,
    id: number,
    author: { id: number; email: string },
    text: string,
    now = new Date(),
  ): Promise<'done' | 'missing' | 'notHidden' | 'already'> {
    return db.transaction(async (tx) => {
      const item = await lockItem(tx, kind, id);
      if (!item || item.authorId !== author.id) return 'missing';
      if (!item.hidden) return 'notHidden';
      const inserted = await tx
        .insert(secondLooks)
        .values({ kind, targetId: id, userId: author.id, text, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: secondLooks.id });
      if (inserted.length === 0) return 'already';
      await insertAudit(tx, {
        actorUserId: author.id,
        actor: author.email,
        action: `${kind}.second-look-asked`,
        targetKind: kind,
        targetId: String(id),
        after: { text },
      });
      return 'done';
    });
  }

  return { report, askSecondLook };
}

/** The moderators' queue of reported items. */
function reportQueue(db: Db) {
  const ofKind = (kind: ReportKind | null) => (kind ? eq(communityReports.kind, kind) : undefined);
  const undecided = (kind: ReportKind | null) => and(isNull(communityReports.resolvedAt), ofKind(kind));
  /** Reports (decided or not) on items hidden now: what a moderator may show again. */
  const onHiddenItems = (kind: ReportKind | null) =>
    or(
      ...REPORT_KINDS.filter((candidate) => kind === null || candidate === kind).map((candidate) => {
        const table = candidate === 'topic' ? topics : candidate === 'article' ? articles : comments;
        return and(
          eq(communityReports.kind, candidate),
          inArray(communityReports.targetId, db.select({ id: table.id }).from(table).where(isNotNull(table.hiddenAt))),
        );
      }),
    );
  const whereOf = (state: ReportQueueState, kind: ReportKind | null) => (state === 'hidden' ? onHiddenItems(kind) : undecided(kind));

  /**
   * Reported items, the longest waiting first (decision 032): `waiting`, of one kind or all, with reports no moderator
   * has decided on; `hidden`, those hidden now (by their reports or a moderator), with all their reports.
   */
  async function queue(
    page: number,
    pageSize: number,
    kind: ReportKind | null = null,
    state: ReportQueueState = 'waiting',
  ): Promise<Page<ReportedEntry>> {
    if (state === 'second-look') {
      const where = and(isNull(secondLooks.decidedAt), kind ? eq(secondLooks.kind, kind) : undefined);
      const [asked, [total]] = await Promise.all([
        db
          .select({ kind: secondLooks.kind, targetId: secondLooks.targetId, first: secondLooks.createdAt })
          .from(secondLooks)
          .where(where)
          .orderBy(secondLooks.createdAt, secondLooks.id)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(secondLooks).where(where),
      ]);
      const rows = asked.map((row) => ({ ...row, reports: 0, reasons: [] as string[], details: [] as string[] }));
      return { items: await entriesOf(db, rows), total: Number(total?.n ?? 0), page, pageSize };
    }
    const where = whereOf(state, kind);
    const rows = await db
      .select({
        kind: communityReports.kind,
        targetId: communityReports.targetId,
        reports: sql<number>`count(*)::int`,
        reasons: sql<string[]>`array_agg(distinct ${communityReports.reason})`,
        details: sql<
          string[]
        >`coalesce(array_agg(${communityReports.detail} order by ${communityReports.createdAt}) filter (where ${communityReports.detail} <> ''), '{}')`,
        first: sql<Date>`min(${communityReports.createdAt})`,
      })
      .from(communityReports)
      .where(where)
      .groupBy(communityReports.kind, communityReports.targetId)
      .orderBy(sql`min(${communityReports.createdAt})`, communityReports.kind, communityReports.targetId)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await db
      .select({ n: sql<number>`count(distinct (${communityReports.kind}, ${communityReports.targetId}))::int` })
      .from(communityReports)
      .where(where);
    const normalised = rows.map((row) => ({ ...row, first: new Date(row.first) }));
    return { items: await entriesOf(db, normalised), total: total?.n ?? 0, page, pageSize };
  }

  return { queue };
}

export function createCommunityReportsRepository(db: Db) {
  return {
    ...reportWriters(db),
    ...reportQueue(db),
    decide: (...args: DecideArgs) => decide(db, ...args),
  };
}

export type CommunityReportsRepository = ReturnType<typeof createCommunityReportsRepository>;
