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

export interface SendLimits {
  cooldownMs: number;
  perAddressPerHour: number;
  perClientPerHour: number;
}

export type Reserved = { row: EmailCodeRow } | { refused: 'cooldown'; waitMs: number } | { refused: 'limit' };

const HOUR_MS = 3600_000;

export function createEmailCodesRepository(db: Db) {
  return {
    /**
     * Records a code unless this visitor session is in its resend cooldown for the address and event, or over an
     * hourly limit (per address and session, per session), all in one transaction under a lock per address and
     * session: of two sends at the same moment the second waits and then sees the first. What other sessions asked
     * for the address does not count here, so a stranger cannot use up or delay the owner's codes; the mailbox is
     * kept from floods by the per-session and per-IP limits.
     */
    async reserve(code: NewEmailCode, limits: SendLimits): Promise<Reserved> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-code:${code.email}:${code.sidHash}`}))`);
        const mine = and(eq(emailCodes.email, code.email), eq(emailCodes.sidHash, code.sidHash));
        const [last] = await tx
          .select({ createdAt: emailCodes.createdAt })
          .from(emailCodes)
          .where(and(mine, eq(emailCodes.event, code.event)))
          .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
          .limit(1);
        const since = code.createdAt.getTime() - (last?.createdAt.getTime() ?? 0);
        if (last && since < limits.cooldownMs) return { refused: 'cooldown', waitMs: limits.cooldownMs - since };
        const hourAgo = new Date(code.createdAt.getTime() - HOUR_MS);
        const [byAddress] = await tx
          .select({ n: count() })
          .from(emailCodes)
          .where(and(mine, gte(emailCodes.createdAt, hourAgo)));
        const [byClient] = await tx
          .select({ n: count() })
          .from(emailCodes)
          .where(and(eq(emailCodes.sidHash, code.sidHash), gte(emailCodes.createdAt, hourAgo)));
        if ((byAddress?.n ?? 0) >= limits.perAddressPerHour || (byClient?.n ?? 0) >= limits.perClientPerHour) return { refused: 'limit' };
        const [row] = await tx.insert(emailCodes).values(code).returning();
        if (!row) throw new Error('insert into email_codes returned no row');
        return { row };
      });
    },

    async delete(id: number): Promise<void> {
      await db.delete(emailCodes).where(eq(emailCodes.id, id));
    },

    /**
     * The one code that counts for an address and event in a visitor session: the newest one that session asked
     * for, not used and not expired. A code asked for in another session (a stranger's) neither replaces it nor
     * can be used here.
     */
    async findCurrent(email: string, event: string, sidHash: string, now: Date): Promise<EmailCodeRow | null> {
      const [row] = await db
        .select()
        .from(emailCodes)
        .where(
          and(
            eq(emailCodes.email, email),
            eq(emailCodes.event, event),
            eq(emailCodes.sidHash, sidHash),
            isNull(emailCodes.usedAt),
            gt(emailCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Counts one try at a code before it is compared, in one statement that also checks the code is unused, live and
     * has tries left: parallel guesses cannot get more than `maxAttempts` tries between them. False: no try left.
     */
    async claimAttempt(id: number, now: Date, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt), gt(emailCodes.expiresAt, now), lt(emailCodes.attempts, maxAttempts)))
        .returning({ id: emailCodes.id });
      return rows.length === 1;
    },

    /** Marks a code used, re-checking it is unused and live: of two requests racing with the same code, one gets true. */
    async consume(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(emailCodes)
        .set({ usedAt: now })
        .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt), gt(emailCodes.expiresAt, now)))
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
