// The one schema of the site (PostgreSQL dialect), for PGlite and PostgreSQL alike.
// Change it, then `pnpm --filter ./api db:generate` writes the next migration into api/drizzle.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, real, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
