import { asc, eq } from 'drizzle-orm';
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

    async createReport(report: NewFeedbackReport): Promise<{ id: number }> {
      const [row] = await db.insert(feedbackReports).values(report).returning({ id: feedbackReports.id });
      if (!row) throw new Error('insert into feedback_reports returned no row');
      return row;
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
