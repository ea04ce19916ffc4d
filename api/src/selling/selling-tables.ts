// Selling's tables: applications to list a yacht, their progress, and seller / business entries (decision 017).
// Part of the one schema (db/schema.ts); change it, then `pnpm --filter ./api db:generate` writes the migration.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { photos } from '../db/columns';
import { users } from '../accounts/accounts-tables';

/** An application to list a new (kind 'new') or used (kind 'idle') yacht; an operator approves it into a listing. */
export const sellApplications = pgTable(
  'sell_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    /** submitted | under_review | approved | rejected (SELL_STATUSES in contracts/src/selling.ts) */
    status: varchar('status', { length: 16 }).notNull().default('submitted'),
    /** The yacht as the seller describes it (the fields of the sell form, validated by the shared schema). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    photos: photos(),
    /** Why it was rejected; shown to the seller. */
    reason: text('reason'),
    /** The catalogue row made from it on approval (new_yachts or used_yachts by kind). */
    listingId: integer('listing_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('sell_applications_user_idx').on(t.userId, t.createdAt), index('sell_applications_status_idx').on(t.status, t.createdAt)],
);

/** The progress of an application, one row per step (/index/user/progress). */
export const sellApplicationEvents = pgTable(
  'sell_application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => sellApplications.id, { onDelete: 'cascade' }),
    /** submitted | edited | under_review | approved | rejected | withdrawn */
    status: varchar('status', { length: 16 }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sell_application_events_app_idx').on(t.applicationId, t.createdAt)],
);

/** Seller (private or broker) and business entry (builder, dealer) applications (/index/user/enters). */
export const sellerEntries = pgTable(
  'seller_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** seller | business */
    type: varchar('type', { length: 12 }).notNull(),
    /** For a business: builder | dealer | broker; for a seller: private | broker. */
    category: varchar('category', { length: 12 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('submitted'),
    companyName: varchar('company_name', { length: 120 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 60 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    areaCode: varchar('area_code', { length: 4 }).notNull().default(''),
    mobile: varchar('mobile', { length: 15 }).notNull().default(''),
    country: varchar('country', { length: 2 }).notNull().default(''),
    website: text('website'),
    content: text('content').notNull().default(''),
    /** A business's trader details (DSA Art. 30, decision 045): postal address and trade register entry. */
    address: varchar('address', { length: 200 }).notNull().default(''),
    /** The register and the number, e.g. "Registro Mercantil de Palma, B-07123456". */
    tradeRegister: varchar('trade_register', { length: 120 }).notNull().default(''),
    /** When the business certified that it offers only products and services that comply with EU law. */
    selfCertifiedAt: timestamp('self_certified_at', { withTimezone: true }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('seller_entries_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The public page of a dealer, broker or builder (decision 028): made from its approved business entry when the
 * entry is approved (and refreshed when a later one is), at /dealers/{slug}. The slug stays once given, so a shared
 * address keeps working when the company is renamed.
 */
export const dealers = pgTable(
  'dealers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 80 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    /** builder | dealer | broker */
    category: varchar('category', { length: 12 }).notNull(),
    city: varchar('city', { length: 80 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    country: varchar('country', { length: 2 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 24 }).notNull().default(''),
    website: text('website'),
    languages: jsonb('languages')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    about: text('about').notNull().default(''),
    logoUrl: text('logo_url'),
    /** Where each new lead (a conversation's first message) is sent as signed JSON for the dealer's CRM (decision 045). */
    webhookUrl: text('webhook_url'),
    /** The key the webhook's signature is made with (shown to the dealer once, to check it). */
    webhookSecret: varchar('webhook_secret', { length: 64 }),
    /** Opening hours as the dealer writes them, one line a day or period. */
    openingHours: text('opening_hours').notNull().default(''),
    /** The trader details an operator checked (DSA Art. 30): the register entry, and when and by whom. */
    tradeRegister: varchar('trade_register', { length: 120 }).notNull().default(''),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: varchar('verified_by', { length: 254 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dealers_slug_idx').on(t.slug)],
);

/**
 * The people who work a dealer's workspace (decision 045): the owner (the account the dealer page belongs to) and the
 * staff the owner invited by e-mail. An invitation waits (user_id null) until the invited member accepts it with the
 * link of their mail; staff see the dealer's stock and conversations and answer buyers.
 */
export const dealerStaff = pgTable(
  'dealer_staff',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.userId, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    /** owner | staff */
    role: varchar('role', { length: 8 }).notNull().default('staff'),
    /** SHA-256 of the invitation link's token; null once accepted. */
    tokenHash: varchar('token_hash', { length: 64 }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('dealer_staff_email_idx').on(t.dealerId, t.email), index('dealer_staff_user_idx').on(t.userId)],
);

/**
 * A dealer's registered stock feed (decision 045): a URL the site fetches on a schedule through the job queue, its
 * format, and whether it is the full stock (listings missing from it are withdrawn) or only additions and changes.
 */
export const feedSources = pgTable(
  'feed_sources',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.userId, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** openmarine | csv */
    format: varchar('format', { length: 12 }).notNull(),
    full: boolean('full').notNull().default(true),
    /** Hours between two fetches. */
    everyHours: integer('every_hours').notNull().default(24),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('feed_sources_dealer_url_idx').on(t.dealerId, t.url), index('feed_sources_next_idx').on(t.nextRunAt)],
);

/** One import of a dealer's feed (an upload or a fetch) and its report: created, updated, withdrawn, refused. */
export const feedRuns = pgTable(
  'feed_runs',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.userId, { onDelete: 'cascade' }),
    sourceId: integer('source_id').references(() => feedSources.id, { onDelete: 'set null' }),
    /** upload | fetch */
    origin: varchar('origin', { length: 8 }).notNull(),
    format: varchar('format', { length: 12 }).notNull(),
    /** running | done | failed */
    status: varchar('status', { length: 8 }).notNull().default('running'),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    withdrawn: integer('withdrawn').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    photosFetched: integer('photos_fetched').notNull().default(0),
    /** Each refused record ({ where, reason }), the warnings, and why a failed run failed. */
    report: jsonb('report')
      .$type<{ refused: { where: string; reason: string }[]; warnings: string[]; failure?: string }>()
      .notNull()
      .default(sql`'{"refused":[],"warnings":[]}'::jsonb`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('feed_runs_dealer_idx').on(t.dealerId, t.startedAt)],
);

/** A photo a feed named by URL, fetched once and stored like an upload: an unchanged URL is not fetched again. */
export const feedPhotos = pgTable(
  'feed_photos',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.userId, { onDelete: 'cascade' }),
    sourceUrl: text('source_url').notNull(),
    /** The stored picture's address under /uploads. */
    storedUrl: text('stored_url').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.sourceUrl] })],
);
