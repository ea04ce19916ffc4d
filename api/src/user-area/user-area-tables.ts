// The user area's tables: messages in a member's inbox (decision 015), which of them are e-mailed (decision 033), and
// conversations between a buyer and a seller about a listing (decision 045).
// Part of the one schema (db/schema.ts); change it, then `pnpm --filter ./api db:generate` writes the migration.
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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

/**
 * A conversation about one listing between its buyer (a member, or a visitor who reads it through a signed link) and
 * its seller (a private seller, or a dealer whose staff answer for it), decision 045. An enquiry opens it; the
 * enquiry's text is its first message. Neither side sees the other's address until the buyer shares theirs.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    /** new | idle */
    yachtKind: varchar('yacht_kind', { length: 8 }).notNull(),
    yachtId: integer('yacht_id').notNull(),
    /** The listing's seller when it was opened: a private seller, or the dealer (its owner's account). */
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null when a visitor asked: they read and answer through the link in their mail. */
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    buyerName: varchar('buyer_name', { length: 80 }).notNull(),
    buyerEmail: varchar('buyer_email', { length: 254 }).notNull(),
    buyerPhone: varchar('buyer_phone', { length: 24 }).notNull().default(''),
    /** Whether the buyer chose to show the seller their e-mail address and phone. */
    contactShared: boolean('contact_shared').notNull().default(false),
    /** new | answered | closed | spam (CONVERSATION_STATUSES); the seller's to set, 'answered' also on a reply. */
    status: varchar('status', { length: 10 }).notNull().default('new'),
    /** The enquiry (yacht_enquiries) that opened it. */
    enquiryId: integer('enquiry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** The seller's first reply: the response time is measured from createdAt to it. */
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
    /** When each side last read it: newer messages from the other side are unread. */
    buyerReadAt: timestamp('buyer_read_at', { withTimezone: true }),
    sellerReadAt: timestamp('seller_read_at', { withTimezone: true }),
    /**
     * Each side's latest message, kept with every message written, so that what is unread (the other side's latest
     * after the reader's mark) is read from the row instead of the messages.
     */
    buyerMessageAt: timestamp('buyer_message_at', { withTimezone: true }),
    sellerMessageAt: timestamp('seller_message_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_enquiry_idx').on(t.enquiryId),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt),
    index('conversations_seller_created_idx').on(t.sellerId, t.createdAt),
  ],
);

/** The messages of a conversation, oldest first. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** buyer | seller */
    side: varchar('side', { length: 6 }).notNull(),
    /** Who wrote it: the buyer, the private seller, or one of the dealer's staff; null for a visitor. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_messages_conversation_idx').on(t.conversationId, t.createdAt, t.id)],
);

/** A side's report of a conversation to the operators (spam, a scam, abuse): one per side and conversation. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** buyer | seller: who reported it. */
    side: varchar('side', { length: 6 }).notNull(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** CONVERSATION_REPORT_REASONS */
    reason: varchar('reason', { length: 20 }).notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The operator's address. */
    resolvedBy: varchar('resolved_by', { length: 254 }),
    /** spam (closed as spam) | dismissed */
    outcome: varchar('outcome', { length: 12 }),
  },
  (t) => [
    uniqueIndex('conversation_reports_once_idx').on(t.conversationId, t.side),
    index('conversation_reports_open_idx').on(t.resolvedAt, t.createdAt),
  ],
);
