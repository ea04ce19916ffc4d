import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginFailures } from '../db/schema';

export function createLoginFailuresRepository(db: Db) {
  return {
    /** `email` whether or not it has an account, so the lockout looks the same for both. */
    async record(email: string, clientKey: string, now: Date): Promise<void> {
      await db.insert(loginFailures).values({ email, clientKey, createdAt: now });
    },

    async countForEmailSince(email: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.email, email), gte(loginFailures.createdAt, since)));
      return row?.n ?? 0;
    },

    async countForClientSince(clientKey: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.clientKey, clientKey), gte(loginFailures.createdAt, since)));
      return row?.n ?? 0;
    },

    /**
     * After a successful login or password reset the account's count starts again. The rows stay, without their
     * address, so the client addresses that failed keep their count.
     */
    async clearForEmail(email: string): Promise<void> {
      await db.update(loginFailures).set({ email: null }).where(eq(loginFailures.email, email));
    },

    async purgeOlderThan(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
