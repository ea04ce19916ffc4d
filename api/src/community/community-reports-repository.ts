// Members' reports and the hiding they cause (docs/decisions/018-community.md). Only this layer knows the
// ORM. One report per member and item (unique index community_reports_once_idx); when COMMUNITY_LIMITS.reportsToHide
// distinct members have reported an item it is hidden once, and its author is told in the same transaction.
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { COMMUNITY_LIMITS, REPORT_REASONS, type ReportKind, type ReportReason, type ReportResult } from '@yachts/contracts/community';
import { paths } from '@yachts/contracts/paths';
import type { Db } from '../db/database';
import { articles, comments, communityReports, topics, userMessages } from '../db/schema';
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

export function createCommunityReportsRepository(db: Db) {
  /**
   * The live item, locked until the transaction ends: reports of one item are counted one after another, so two
   * reports arriving together can neither both miss the threshold nor both hide it.
   */
  async function lockItem(tx: Tx, kind: ReportKind, id: number): Promise<(ReportedItem & { hidden: boolean }) | null> {
    switch (kind) {
      case 'topic': {
        const [row] = await tx
          .select({ authorId: topics.authorId, title: topics.title, hiddenAt: topics.hiddenAt })
          .from(topics)
          .where(eq(topics.id, id))
          .for('update');
        return row
          ? { kind, id, authorId: row.authorId, title: row.title, text: '', link: paths.communityTopic(id), hidden: row.hiddenAt !== null }
          : null;
      }
      case 'article': {
        const [row] = await tx
          .select({ authorId: articles.authorId, title: articles.title, hiddenAt: articles.hiddenAt })
          .from(articles)
          .where(and(eq(articles.id, id), isNull(articles.deletedAt)))
          .for('update');
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
        const [row] = await tx
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
          .where(and(eq(comments.id, id), isNull(comments.deletedAt)))
          .for('update', { of: comments });
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

  async function hide(tx: Tx, kind: ReportKind, id: number, now: Date): Promise<void> {
    const table = kind === 'topic' ? topics : kind === 'article' ? articles : comments;
    await tx.update(table).set({ hiddenAt: now }).where(eq(table.id, id));
  }

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

      const where = and(eq(communityReports.kind, input.kind), eq(communityReports.targetId, input.targetId));
      // Each row is a distinct member (the unique index), so the row count is the count of reporters.
      const [reporters] = await tx.select({ n: count() }).from(communityReports).where(where);
      if ((reporters?.n ?? 0) < COMMUNITY_LIMITS.reportsToHide) return { hidden: false };

      await hide(tx, input.kind, input.targetId, now);
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

  return { report };
}

export type CommunityReportsRepository = ReturnType<typeof createCommunityReportsRepository>;
