// Operator accounts (decision 032): roles, the authenticator app and recovery codes, verified logins, the audit log.
import { and, count, desc, eq, gt, isNull, like, sql } from 'drizzle-orm';
import type { OperatorRole } from '@yachts/contracts/operators';
import type { Db } from '../db/database';
import { onPage } from '../db/paged';
import { auditLog, operatorRecoveryCodes, operators, operatorVerifications, users } from '../db/schema';
import { insertAudit, type AuditRecord } from '../lib/audit-log';

/** A member as the console lists them: who they are and their operator role, if any (users joined to operators). */
export const memberWithRole = { uuid: users.uuid, email: users.email, name: users.name, role: operators.role };

export type OperatorRow = typeof operators.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

/** Operators and their roles. */
function operatorRoles(db: Db) {
  return {
    async find(userId: number): Promise<OperatorRow | null> {
      const [row] = await db.select().from(operators).where(eq(operators.userId, userId));
      return row ?? null;
    },

    /** The member with this (normalised) address and their operator role, if any. */
    async findMember(email: string) {
      const [row] = await db
        .select({ user: users, role: operators.role })
        .from(users)
        .leftJoin(operators, eq(operators.userId, users.id))
        .where(eq(users.email, email));
      return row ? { user: row.user, role: (row.role as OperatorRole | null) ?? null } : null;
    },

    /** Every operator, admins first, then by address; with whether their authenticator app is set up. */
    async list() {
      const rows = await db
        .select({
          ...memberWithRole,
          totpEnabledAt: operators.totpEnabledAt,
          grantedBy: operators.grantedBy,
          createdAt: operators.createdAt,
        })
        .from(operators)
        .innerJoin(users, eq(users.id, operators.userId))
        .orderBy(sql`${operators.role} = 'admin' desc`, users.email);
      return rows;
    },

    /**
     * Gives a member a role (or takes it away with null), with its audit entry, in one transaction. Refuses (false)
     * to leave the site without an admin: the count is taken under a lock on the admins' rows.
     */
    async setRole(userId: number, role: OperatorRole | null, grantedBy: string, audit: AuditRecord): Promise<boolean> {
      return db.transaction(async (tx) => {
        const admins = await tx.select({ userId: operators.userId }).from(operators).where(eq(operators.role, 'admin')).for('update');
        const isAdmin = admins.some((admin) => admin.userId === userId);
        if (isAdmin && role !== 'admin' && admins.length === 1) return false;
        if (role === null) {
          await tx.delete(operators).where(eq(operators.userId, userId));
        } else {
          await tx
            .insert(operators)
            .values({ userId, role, grantedBy })
            .onConflictDoUpdate({ target: operators.userId, set: { role, grantedBy } });
        }
        await insertAudit(tx, audit);
        return true;
      });
    },
  };
}

/** The authenticator app, the recovery codes and the count of wrong codes. */
function secondFactorStore(db: Db) {
  return {
    /** A new secret waiting for its first code (replacing one not confirmed yet); false when one is in use. */
    async setPendingSecret(userId: number, encrypted: string): Promise<boolean> {
      const updated = await db
        .update(operators)
        .set({ totpSecret: encrypted, totpEnabledAt: null, totpLastStep: null })
        .where(and(eq(operators.userId, userId), isNull(operators.totpEnabledAt)))
        .returning({ userId: operators.userId });
      return updated.length > 0;
    },

    /**
     * Confirms the app (its first code's step) and stores fresh recovery codes, with the audit entry, in one
     * transaction; false when it was confirmed meanwhile.
     */
    async enable(userId: number, step: number, recoveryHashes: string[], audit: AuditRecord): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(operators)
          .set({ totpEnabledAt: new Date(), totpLastStep: step, codeFailures: 0, codeFailuresSince: null })
          .where(and(eq(operators.userId, userId), isNull(operators.totpEnabledAt)))
          .returning({ userId: operators.userId });
        if (updated.length === 0) return false;
        await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, userId));
        await tx.insert(operatorRecoveryCodes).values(recoveryHashes.map((codeHash) => ({ userId, codeHash })));
        await insertAudit(tx, audit);
        return true;
      });
    },

    /** Takes the step of an accepted code, unless that step (or a later one) was taken already: a code works once. */
    async takeStep(userId: number, step: number): Promise<boolean> {
      const updated = await db
        .update(operators)
        .set({ totpLastStep: step, codeFailures: 0, codeFailuresSince: null })
        .where(and(eq(operators.userId, userId), sql`coalesce(${operators.totpLastStep}, -1) < ${step}`))
        .returning({ userId: operators.userId });
      return updated.length > 0;
    },

    /** Uses an unused recovery code; false when there is none with this hash. */
    async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const used = await db
        .update(operatorRecoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(eq(operatorRecoveryCodes.userId, userId), eq(operatorRecoveryCodes.codeHash, codeHash), isNull(operatorRecoveryCodes.usedAt)),
        )
        .returning({ id: operatorRecoveryCodes.id });
      if (used.length > 0) await db.update(operators).set({ codeFailures: 0, codeFailuresSince: null }).where(eq(operators.userId, userId));
      return used.length > 0;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(operatorRecoveryCodes)
        .where(and(eq(operatorRecoveryCodes.userId, userId), isNull(operatorRecoveryCodes.usedAt)));
      return Number(row?.n ?? 0);
    },

    /** Counts a wrong code: the count starts again once the window since the first one has passed. */
    async countFailure(userId: number, now: Date, windowMs: number): Promise<number> {
      const since = new Date(now.getTime() - windowMs);
      const [row] = await db
        .update(operators)
        .set({
          codeFailures: sql`case when ${operators.codeFailuresSince} is null or ${operators.codeFailuresSince} < ${since} then 1 else ${operators.codeFailures} + 1 end`,
          codeFailuresSince: sql`case when ${operators.codeFailuresSince} is null or ${operators.codeFailuresSince} < ${since} then ${now} else ${operators.codeFailuresSince} end`,
        })
        .where(eq(operators.userId, userId))
        .returning({ failures: operators.codeFailures });
      return row?.failures ?? 0;
    },
  };
}

/** The logins that passed the second factor, and the audit log. */
function verificationsAndAudit(db: Db) {
  return {
    async verifySession(sessionId: number, userId: number, verifiedAt: Date, expiresAt: Date): Promise<void> {
      await db
        .insert(operatorVerifications)
        .values({ sessionId, userId, verifiedAt, expiresAt })
        .onConflictDoUpdate({ target: operatorVerifications.sessionId, set: { verifiedAt, expiresAt } });
    },

    /** Until when this login has passed the second factor, or null. */
    async verifiedUntil(sessionId: number, userId: number, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ expiresAt: operatorVerifications.expiresAt })
        .from(operatorVerifications)
        .where(
          and(
            eq(operatorVerifications.sessionId, sessionId),
            eq(operatorVerifications.userId, userId),
            gt(operatorVerifications.expiresAt, now),
          ),
        );
      return row?.expiresAt ?? null;
    },

    async audit(record: AuditRecord): Promise<void> {
      await insertAudit(db, record);
    },

    /**
     * The audit log, newest first, optionally of one action ("topic.hide") or of every action on one kind of thing
     * ("topic"). The caller checks that `action` is words and dashes with at most one dot (no LIKE wildcards).
     */
    async auditPage(page: number, pageSize: number, action?: string): Promise<{ rows: AuditRow[]; total: number }> {
      const where = action ? (action.includes('.') ? eq(auditLog.action, action) : like(auditLog.action, `${action}.%`)) : undefined;
      const rows = await onPage(db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).$dynamic(), {
        page,
        pageSize,
      });
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}

export function createOperatorsRepository(db: Db) {
  return { ...operatorRoles(db), ...secondFactorStore(db), ...verificationsAndAudit(db) };
}

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
