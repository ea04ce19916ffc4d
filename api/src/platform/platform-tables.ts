// The platform's tables: signed-call replay checks, uploads, feedback, side messages and the mail log.
// Part of the one schema (db/schema.ts); change it, then `pnpm --filter ./api db:generate` writes the migration.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sidHash } from '../db/columns';

/** Signed calls already received (architecture §4 replay check): kept until their timestamp leaves the window. */
export const signedCallEchostrs = pgTable(
  'signed_call_echostrs',
  {
    echostr: varchar('echostr', { length: 32 }).primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('signed_call_echostrs_expires_idx').on(t.expiresAt)],
);

/** The question types of the feedback popup (reference data, seeded). */
export const feedbackTypes = pgTable('feedback_types', {
  id: serial('id').primaryKey(),
  // A constraint, not just an index: feedback_reports references it.
  value: integer('value').notNull().unique('feedback_types_value_key'),
  name: varchar('name', { length: 80 }).notNull(),
  position: integer('position').notNull().default(0),
});

/** Every image stored by POST /index/ajax/pic; `path` is relative to UPLOADS_DIR and to /uploads/. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    path: varchar('path', { length: 200 }).notNull(),
    mime: varchar('mime', { length: 40 }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sidHash: sidHash('sid_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_path_idx').on(t.path)],
);

/** What both kinds of visitor message keep after their words: the visitor, when, and an operator's handling. */
const visitorMessageState = () => ({
  sidHash: sidHash('sid_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When an operator marked it handled (decision 033), and who (their address). */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: varchar('handled_by', { length: 254 }),
});

export const feedbackReports = pgTable(
  'feedback_reports',
  {
    id: serial('id').primaryKey(),
    feedbackType: integer('feedback_type')
      .notNull()
      .references(() => feedbackTypes.value),
    advice: text('advice').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    areaCode: varchar('area_code', { length: 4 }).notNull().default(''),
    mobile: varchar('mobile', { length: 15 }).notNull().default(''),
    /** The /uploads/… URLs of the attached photos, in the order the visitor added them. */
    imageUrls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...visitorMessageState(),
  },
  (t) => [index('feedback_reports_created_idx').on(t.createdAt)],
);

export const sideMessages = pgTable(
  'side_messages',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    content: text('content').notNull(),
    ...visitorMessageState(),
  },
  (t) => [index('side_messages_created_idx').on(t.createdAt)],
);

/** Every e-mail the site sent, as handed to the transport (the dev outbox page and the operator read it). */
export const sentMails = pgTable(
  'sent_mails',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    /** Which template: register-code, login-code, account-exists, email-changed, … */
    kind: varchar('kind', { length: 40 }).notNull(),
    messageId: varchar('message_id', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sent_mails_to_idx').on(t.to, t.createdAt)],
);

/**
 * The job queue (decision 027): work the api does after answering (alert mails, fan-out to followers), kept in the
 * database so it survives a restart and runs once however many instances there are. A worker claims due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`): a crashed worker's job is claimed again when its lease ends.
 * `key` makes an enqueue idempotent (a second insert with the same key is ignored, done or not).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 60 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    key: varchar('key', { length: 200 }),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** The last failure's message; a job that failed JOB_MAX_ATTEMPTS times stays with done_at null and failed_at set. */
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`done_at is null and failed_at is null`),
  ],
);

/**
 * Rate-limit counters every api instance shares (RATE_LIMIT_STORE=database, decision 031): one row per limit and
 * key (a visitor session or a client address), counting hits until `window_ends`, then starting again.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: varchar('key', { length: 400 }).primaryKey(),
    hits: integer('hits').notNull(),
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEnds)],
);
