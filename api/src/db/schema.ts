// The one schema of the site (PostgreSQL dialect), for PGlite and PostgreSQL alike.
// Change it, then `pnpm --filter ./api db:generate` writes the next migration into api/drizzle.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, real, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** SHA-256 hex of the visitor-session cookie: links rows to a visitor without storing the cookie itself. */
const sidHash = (name: string) => varchar(name, { length: 64 });

export const newYachts = pgTable(
  'new_yachts',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 160 }).notNull(),
    builder: varchar('builder', { length: 80 }).notNull(),
    model: varchar('model', { length: 120 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    lengthM: real('length_m').notNull(),
    beamM: real('beam_m').notNull(),
    draftM: real('draft_m').notNull(),
    cabins: integer('cabins').notNull(),
    berths: integer('berths').notNull(),
    basePrice: integer('base_price').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('new_yachts_slug_idx').on(t.slug), index('new_yachts_created_idx').on(t.createdAt, t.id)],
);

export const topicModules = pgTable(
  'topic_modules',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('topic_modules_slug_idx').on(t.slug)],
);

export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => topicModules.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body')
      .notNull()
      .default(sql`''`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('topics_module_idx').on(t.moduleId, t.createdAt)],
);

/** Signed calls already received (SPEC §7B replay check): kept until their timestamp leaves the window. */
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
    sidHash: sidHash('sid_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_reports_created_idx').on(t.createdAt)],
);

export const sideMessages = pgTable(
  'side_messages',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    content: text('content').notNull(),
    sidHash: sidHash('sid_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('side_messages_created_idx').on(t.createdAt)],
);
