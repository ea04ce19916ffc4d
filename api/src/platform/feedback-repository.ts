import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { feedbackReports, feedbackTypes } from '../db/schema';

export interface FeedbackType {
  name: string;
  value: number;
}

export interface NewFeedbackReport {
  feedbackType: number;
  advice: string;
  email: string;
  areaCode: string;
  mobile: string;
  imageUrls: string[];
  sidHash: string;
}

/** A report as stored and read back: what was sent, less the browser session it came from. */
export interface StoredFeedbackReport extends Omit<NewFeedbackReport, 'sidHash'> {
  id: number;
  createdAt: Date;
}

export function createFeedbackRepository(db: Db) {
  return {
    async listTypes(): Promise<FeedbackType[]> {
      return db
        .select({ name: feedbackTypes.name, value: feedbackTypes.value })
        .from(feedbackTypes)
        .orderBy(asc(feedbackTypes.position), asc(feedbackTypes.value));
    },

    async typeExists(value: number): Promise<boolean> {
      const rows = await db.select({ value: feedbackTypes.value }).from(feedbackTypes).where(eq(feedbackTypes.value, value)).limit(1);
      return rows.length === 1;
    },

    /** The newest reports first, for operators. */
    async listReports(limit: number): Promise<StoredFeedbackReport[]> {
      return db
        .select({
          id: feedbackReports.id,
          feedbackType: feedbackReports.feedbackType,
          advice: feedbackReports.advice,
          email: feedbackReports.email,
          areaCode: feedbackReports.areaCode,
          mobile: feedbackReports.mobile,
          imageUrls: feedbackReports.imageUrls,
          createdAt: feedbackReports.createdAt,
        })
        .from(feedbackReports)
        .orderBy(desc(feedbackReports.createdAt), desc(feedbackReports.id))
        .limit(limit);
    },

    async createReport(report: NewFeedbackReport): Promise<{ id: number }> {
      const [row] = await db.insert(feedbackReports).values(report).returning({ id: feedbackReports.id });
      if (!row) throw new Error('insert into feedback_reports returned no row');
      return row;
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
