import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { emailCodes } from '../db/schema';

export type EmailCodeRow = typeof emailCodes.$inferSelect;

export interface NewEmailCode {
  email: string;
  event: string;
  /** Null when the mail carried no code (e.g. a login code asked for an address without an account). */
  codeHash: string | null;
  userId: number | null;
  sidHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export function createEmailCodesRepository(db: Db) {
  return {
    async create(code: NewEmailCode): Promise<EmailCodeRow> {
      const [row] = await db.insert(emailCodes).values(code).returning();
      if (!row) throw new Error('insert into email_codes returned no row');
      return row;
    },

    async delete(id: number): Promise<void> {
      await db.delete(emailCodes).where(eq(emailCodes.id, id));
    },

    /** When the last code for this address and event was asked for (the resend cooldown). */
    async lastSentAt(email: string, event: string): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: emailCodes.createdAt })
        .from(emailCodes)
        .where(and(eq(emailCodes.email, email), eq(emailCodes.event, event)))
        .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
        .limit(1);
      return row?.createdAt ?? null;
    },

    async countForEmailSince(email: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(emailCodes)
        .where(and(eq(emailCodes.email, email), gte(emailCodes.createdAt, since)));
      return row?.n ?? 0;
    },

    async countForClientSince(sidHash: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(emailCodes)
        .where(and(eq(emailCodes.sidHash, sidHash), gte(emailCodes.createdAt, since)));
      return row?.n ?? 0;
    },

    /** The one code that counts for an address and event: the newest one not used and not expired. */
    async findCurrent(email: string, event: string, now: Date): Promise<EmailCodeRow | null> {
      const [row] = await db
        .select()
        .from(emailCodes)
        .where(and(eq(emailCodes.email, email), eq(emailCodes.event, event), isNull(emailCodes.usedAt), gt(emailCodes.expiresAt, now)))
        .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
        .limit(1);
      return row ?? null;
    },

    async recordWrongAttempt(id: number): Promise<void> {
      await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(eq(emailCodes.id, id));
    },

    /**
     * Marks a code used, in one statement that also re-checks it is unused, live and not out of attempts: of two
     * requests racing with the same code, exactly one gets true.
     */
    async consume(id: number, now: Date, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(emailCodes)
        .set({ usedAt: now })
        .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt), gt(emailCodes.expiresAt, now), lt(emailCodes.attempts, maxAttempts)))
        .returning({ id: emailCodes.id });
      return rows.length === 1;
    },

    /** Rows older than `before` count for nothing any more (every limit looks back an hour at most). */
    async purgeOlderThan(before: Date): Promise<void> {
      await db.delete(emailCodes).where(lt(emailCodes.createdAt, before));
    },
  };
}

export type EmailCodesRepository = ReturnType<typeof createEmailCodesRepository>;
