// The user area's tables: messages in a member's inbox (decision 015) and which of them are e-mailed (decision 033).
// Part of the one schema (db/schema.ts); change it, then `pnpm --filter ./api db:generate` writes the migration.
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts-tables';

/** A message in a user's inbox (/user/mymessage, /message/interactiveDetail/{id}). */
export const userMessages = pgTable(
  'user_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** system | interactive (a reply, an enquiry answer, a report outcome) */
    type: varchar('type', { length: 20 }).notNull(),
    /** What it tells of where a member can choose to have it e-mailed (decision 033): reply, mention, praise; else null. */
    kind: varchar('kind', { length: 20 }),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    /** A page of the site the message is about, e.g. /community/topic/12. */
    link: text('link'),
    /** The member whose action caused it (a reply's author), if any. */
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_messages_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A member's choice of whether a kind of notice (EMAIL_NOTICE_KINDS) is e-mailed as well as put on the bell. No row:
 * the kind's default (EMAIL_NOTICE_DEFAULTS).
 */
export const emailPreferences = pgTable(
  'email_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
