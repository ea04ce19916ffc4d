import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginSessions, users } from '../db/schema';

export type LoginSessionRow = typeof loginSessions.$inferSelect;
export type SessionUserRow = typeof users.$inferSelect;

export interface NewLoginSession {
  userId: number;
  /** SHA-256 of the token (accounts/login-token.ts); the token itself is never stored. */
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
  userAgent: string;
}

export function createLoginSessionsRepository(db: Db) {
  return {
    async create(session: NewLoginSession): Promise<LoginSessionRow> {
      const [row] = await db
        .insert(loginSessions)
        .values({ ...session, lastSeenAt: session.createdAt, userAgent: session.userAgent.slice(0, 200) })
        .returning();
      if (!row) throw new Error('insert into login_sessions returned no row');
      return row;
    },

    /** The session of a token hash with its user, in whatever state it is (the caller judges expiry). */
    async findByTokenHash(tokenHash: string): Promise<{ session: LoginSessionRow; user: SessionUserRow } | null> {
      const [row] = await db
        .select({ session: loginSessions, user: users })
        .from(loginSessions)
        .innerJoin(users, eq(users.id, loginSessions.userId))
        .where(eq(loginSessions.tokenHash, tokenHash));
      return row ?? null;
    },

    async touch(id: number, now: Date): Promise<void> {
      await db.update(loginSessions).set({ lastSeenAt: now }).where(eq(loginSessions.id, id));
    },

    /** Revokes the session of a token hash, if it is live (logout, rotation at login). */
    async revokeByTokenHash(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(loginSessions)
        .set({ revokedAt: now })
        .where(and(eq(loginSessions.tokenHash, tokenHash), isNull(loginSessions.revokedAt)));
    },

    async revoke(id: number, now: Date): Promise<void> {
      await db
        .update(loginSessions)
        .set({ revokedAt: now })
        .where(and(eq(loginSessions.id, id), isNull(loginSessions.revokedAt)));
    },

    /** Every live session of a user, except one if named (password reset: all; password change: the others). */
    async revokeAllOfUser(userId: number, now: Date, exceptId?: number): Promise<void> {
      const conditions = [eq(loginSessions.userId, userId), isNull(loginSessions.revokedAt)];
      if (exceptId !== undefined) conditions.push(ne(loginSessions.id, exceptId));
      await db
        .update(loginSessions)
        .set({ revokedAt: now })
        .where(and(...conditions));
    },

    /** Ends every live session of a user now, as if each had run out (operator: "sign out everywhere"). */
    async expireAllOfUser(userId: number, now: Date): Promise<number> {
      const rows = await db
        .update(loginSessions)
        .set({ expiresAt: now })
        .where(and(eq(loginSessions.userId, userId), isNull(loginSessions.revokedAt), gt(loginSessions.expiresAt, now)))
        .returning({ id: loginSessions.id });
      return rows.length;
    },
  };
}

export type LoginSessionsRepository = ReturnType<typeof createLoginSessionsRepository>;
