// The members page of the console (decision 033): members found by address, name or id, and suspension, which ends
// the account's logins and keeps it from logging in until it is lifted. Each change is written with its audit entry in
// one transaction.
import { and, count, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { onPage } from '../db/paged';
import { loginSessions, operators, users } from '../db/schema';
import { insertAudit, type AuditDraft } from '../lib/audit-log';
import { memberWithRole } from './operators-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `text` as a LIKE pattern that matches it anywhere, its own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export type SuspensionOutcome<T> = { outcome: 'done'; member: T } | { outcome: 'missing' | 'operator' | 'already' | 'not-suspended' };

/** Members found by address, name or uuid, each with their role and live logins. */
function memberLookups(db: Db) {
  const liveLogins = (now: Date) =>
    db
      .select({ userId: loginSessions.userId, n: count().as('n') })
      .from(loginSessions)
      .where(and(isNull(loginSessions.revokedAt), gt(loginSessions.expiresAt, now)))
      .groupBy(loginSessions.userId)
      .as('live_logins');

  async function select(where: ReturnType<typeof and> | undefined, page: number, pageSize: number, now: Date) {
    const live = liveLogins(now);
    const ordered = db
      .select({
        ...memberWithRole,
        emailVerifiedAt: users.emailVerifiedAt,
        createdAt: users.createdAt,
        suspendedAt: users.suspendedAt,
        suspendedReason: users.suspendedReason,
        logins: sql<number>`coalesce(${live.n}, 0)::int`,
      })
      .from(users)
      .leftJoin(operators, eq(operators.userId, users.id))
      .leftJoin(live, eq(live.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .$dynamic();
    return onPage(ordered, { page, pageSize });
  }

  return {
    /** Members newest first; `query` is part of an address or a name (any case), or a whole uuid. */
    async search(query: string, page: number, pageSize: number, now = new Date()) {
      const text = query.trim();
      const where = !text
        ? undefined
        : UUID.test(text)
          ? eq(users.uuid, text.toLowerCase())
          : or(ilike(users.email, containing(text)), ilike(users.name, containing(text)));
      const [rows, [total]] = await Promise.all([
        select(where ? and(where) : undefined, page, pageSize, now),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async findByUuid(uuid: string, now = new Date()) {
      const [row] = await select(and(eq(users.uuid, uuid.toLowerCase())), 1, 1, now);
      return row ?? null;
    },
  };
}

/** Suspending a member and lifting it, each with its audit entry. */
function suspensions(db: Db) {
  return {
    /**
     * Suspends a member: the reason kept, every login ended, the audit entry written. Operators are refused (their
     * role goes first), as is an account already suspended.
     */
    async suspend(uuid: string, reason: string, audit: Omit<AuditDraft, 'targetKind' | 'targetId'>, now = new Date()) {
      return db.transaction(async (tx): Promise<SuspensionOutcome<{ id: number; email: string; name: string }>> => {
        const [user] = await tx
          .select({ id: users.id, email: users.email, name: users.name, suspendedAt: users.suspendedAt, role: operators.role })
          .from(users)
          .leftJoin(operators, eq(operators.userId, users.id))
          .where(eq(users.uuid, uuid.toLowerCase()))
          .for('update', { of: users });
        if (!user) return { outcome: 'missing' };
        if (user.role) return { outcome: 'operator' };
        if (user.suspendedAt) return { outcome: 'already' };
        await tx.update(users).set({ suspendedAt: now, suspendedReason: reason }).where(eq(users.id, user.id));
        const ended = await tx
          .update(loginSessions)
          .set({ expiresAt: now })
          .where(and(eq(loginSessions.userId, user.id), isNull(loginSessions.revokedAt), gt(loginSessions.expiresAt, now)))
          .returning({ id: loginSessions.id });
        await insertAudit(tx, {
          ...audit,
          targetKind: 'member',
          targetId: uuid.toLowerCase(),
          before: { suspended: false },
          after: { suspended: true, reason, logins_ended: ended.length },
        });
        return { outcome: 'done', member: { id: user.id, email: user.email, name: user.name } };
      });
    },

    /** Lifts a suspension, with its audit entry. */
    async unsuspend(uuid: string, reason: string, audit: Omit<AuditDraft, 'targetKind' | 'targetId'>) {
      return db.transaction(async (tx): Promise<SuspensionOutcome<{ id: number; email: string; name: string }>> => {
        const [user] = await tx
          .select({
            id: users.id,
            email: users.email,
            name: users.name,
            suspendedAt: users.suspendedAt,
            suspendedReason: users.suspendedReason,
          })
          .from(users)
          .where(eq(users.uuid, uuid.toLowerCase()))
          .for('update');
        if (!user) return { outcome: 'missing' };
        if (!user.suspendedAt) return { outcome: 'not-suspended' };
        await tx.update(users).set({ suspendedAt: null, suspendedReason: null }).where(eq(users.id, user.id));
        await insertAudit(tx, {
          ...audit,
          targetKind: 'member',
          targetId: uuid.toLowerCase(),
          before: { suspended: true, reason: user.suspendedReason },
          after: { suspended: false, ...(reason ? { reason } : {}) },
        });
        return { outcome: 'done', member: { id: user.id, email: user.email, name: user.name } };
      });
    },
  };
}

export function createMembersRepository(db: Db) {
  return { ...memberLookups(db), ...suspensions(db) };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
