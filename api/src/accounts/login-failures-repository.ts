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

    async countForEmailAndClientSince(email: string, clientKey: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.email, email), eq(loginFailures.clientKey, clientKey), gte(loginFailures.createdAt, since)));
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
     * After a password reset the address's counts start again (a new password: earlier guesses mean nothing). The
     * rows stay, without their address, so the client addresses that failed keep their count.
     */
    async clearForEmail(email: string): Promise<void> {
      await db.update(loginFailures).set({ email: null }).where(eq(loginFailures.email, email));
    },

    /**
     * After a successful login, the count of that client for that address starts again: the member's own typos.
     * Other clients' failures on the address keep counting (a member's login does not give a guesser new tries).
     */
    async clearForEmailAndClient(email: string, clientKey: string): Promise<void> {
      await db
        .update(loginFailures)
        .set({ email: null })
        .where(and(eq(loginFailures.email, email), eq(loginFailures.clientKey, clientKey)));
    },

    async purgeOlderThan(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
