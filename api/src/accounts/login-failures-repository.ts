import { and, count, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginFailures } from '../db/schema';

export function createLoginFailuresRepository(db: Db) {
  /** The failures recorded since `since` that match every one of `where`. */
  async function countSince(since: Date, ...where: SQL[]): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(...where, gte(loginFailures.createdAt, since)));
    return row?.n ?? 0;
  }

  return {
    /** `email` whether or not it has an account, so the lockout looks the same for both. */
    async record(email: string, clientKey: string, now: Date): Promise<void> {
      await db.insert(loginFailures).values({ email, clientKey, createdAt: now });
    },

    countForEmailSince(email: string, since: Date): Promise<number> {
      return countSince(since, eq(loginFailures.email, email));
    },

    countForEmailAndClientSince(email: string, clientKey: string, since: Date): Promise<number> {
      return countSince(since, eq(loginFailures.email, email), eq(loginFailures.clientKey, clientKey));
    },

    countForClientSince(clientKey: string, since: Date): Promise<number> {
      return countSince(since, eq(loginFailures.clientKey, clientKey));
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
