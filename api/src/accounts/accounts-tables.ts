// Accounts' tables: users, login tokens, e-mail codes and failed logins (decision 013).
// Part of the one schema (db/schema.ts); change it, then `pnpm --filter ./api db:generate` writes the migration.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sidHash } from '../db/columns';

/** The index that keeps display names unique ignoring case: a violation of it is "this name is taken". */
export const USERS_NAME_INDEX = 'users_name_lower_idx';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The public id (product rules §3 "Current user"): the uuid cookie, profile links, /api/v1/user/{uuid}/…. */
    uuid: varchar('uuid', { length: 36 }).notNull(),
    /** Stored trimmed and lower-cased, so one address is one account. */
    email: varchar('email', { length: 254 }).notNull(),
    /** argon2id (PHC string) of the password hash the browser sends; never the password itself. */
    passwordHash: text('password_hash').notNull(),
    /**
     * The display name other members see (decision 036): chosen at sign-up, one per member ignoring case (the index
     * on lower(name)); never taken from the address. Members from before it have a neutral "Member 1042".
     */
    name: varchar('name', { length: 60 }).notNull(),
    /** An /uploads/… URL from POST /index/ajax/pic, or null for the default profile image. */
    avatarUrl: text('avatar_url'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by a moderator or an admin (decision 033): the account cannot log in until it is lifted. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** The reason the member was sent (a statement of reasons). */
    suspendedReason: text('suspended_reason'),
  },
  (t) => [
    uniqueIndex('users_uuid_idx').on(t.uuid),
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex(USERS_NAME_INDEX).on(sql`lower(${t.name})`),
  ],
);

/** Login tokens: only the SHA-256 of the token is kept; idle and absolute expiry; revoked at logout. */
export const loginSessions = pgTable(
  'login_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end, fixed at login; the idle end is lastSeenAt + the idle limit. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 200 }).notNull().default(''),
  },
  (t) => [uniqueIndex('login_sessions_token_idx').on(t.tokenHash), index('login_sessions_user_idx').on(t.userId)],
);

/**
 * E-mail codes (6 digits): one row per send, whether or not the address has an account, so cooldowns and
 * send limits cannot tell the two apart. Only a keyed hash of the code is kept.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    /** register | login | resetpwd | changeEmail | verify */
    event: varchar('event', { length: 20 }).notNull(),
    /** Null when no code was sent (e.g. a login code asked for an address without an account). */
    codeHash: varchar('code_hash', { length: 64 }),
    /** For changeEmail and verify: the account the code belongs to. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    sidHash: sidHash('sid_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_codes_email_idx').on(t.email, t.event, t.createdAt), index('email_codes_sid_idx').on(t.sidHash, t.createdAt)],
);

/** Failed logins, counted per address (known or not) and per client, for the login rate limits. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    /** Null once a successful login or reset cleared the account's count: the row still counts for the client. */
    email: varchar('email', { length: 254 }),
    clientKey: varchar('client_key', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.createdAt), index('login_failures_client_idx').on(t.clientKey, t.createdAt)],
);
