// Operator accounts' tables (decision 032): the role a member holds beyond a member's, their authenticator app,
// its recovery codes, which logins have passed it, and the audit log of what operators did.
// Part of the one schema (db/schema.ts); change it, then `pnpm --filter ./api db:generate` writes the migration.
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { loginSessions, users } from '../accounts/accounts-tables';

export const operators = pgTable('operators', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** moderator | admin */
  role: varchar('role', { length: 20 }).notNull(),
  /** The authenticator app's secret, encrypted with a key from APP_SECRET (AES-256-GCM); null until set up. */
  totpSecret: text('totp_secret'),
  /** When the app was confirmed with its first code; null while a new secret waits for it. */
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The 30-second step of the last code accepted: a code is used once. */
  totpLastStep: integer('totp_last_step'),
  /** Wrong codes since codeFailuresSince; too many lock the second factor for a while. */
  codeFailures: integer('code_failures').notNull().default(0),
  codeFailuresSince: timestamp('code_failures_since', { withTimezone: true }),
  /** Who gave the role: an admin's e-mail address, or "command" for the first admin. */
  grantedBy: varchar('granted_by', { length: 254 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Recovery codes: only their SHA-256 is kept; each works once. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => operators.userId, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('operator_recovery_codes_user_idx').on(t.userId)],
);

/** A login that passed the second factor, until when. Ends with its login session. */
export const operatorVerifications = pgTable(
  'operator_verifications',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => loginSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => operators.userId, { onDelete: 'cascade' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId] })],
);

/** What operators did: who, what, when, and the state before and after. Kept when the operator's account goes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The operator's e-mail address at the time, or "automation" for the bearer token. */
    actor: varchar('actor', { length: 254 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    targetKind: varchar('target_kind', { length: 40 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_target_idx').on(t.targetKind, t.targetId)],
);
