import { lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signedCallEchostrs } from '../db/schema';

export function createSignedCallsRepository(db: Db) {
  return {
    /**
     * Records an echostr until `expiresAt`; false when it is already recorded and not yet expired (a replay).
     * One statement, so two api instances on one database cannot both accept the same echostr.
     */
    async rememberEchostr(echostr: string, expiresAt: Date, now: Date = new Date()): Promise<boolean> {
      const rows = await db
        .insert(signedCallEchostrs)
        .values({ echostr, seenAt: now, expiresAt })
        .onConflictDoUpdate({
          target: signedCallEchostrs.echostr,
          set: { seenAt: now, expiresAt },
          setWhere: lt(signedCallEchostrs.expiresAt, now),
        })
        .returning({ echostr: signedCallEchostrs.echostr });
      return rows.length === 1;
    },

    /** Deletes echostrs whose request timestamp has left the window; returns how many went. */
    async forgetExpiredEchostrs(now: Date = new Date()): Promise<number> {
      const rows = await db
        .delete(signedCallEchostrs)
        .where(lt(signedCallEchostrs.expiresAt, now))
        .returning({ echostr: signedCallEchostrs.echostr });
      return rows.length;
    },
  };
}

export type SignedCallsRepository = ReturnType<typeof createSignedCallsRepository>;
