// The one schema of the site (PostgreSQL dialect), for PGlite and PostgreSQL alike.
// Change it, then `pnpm --filter ./api db:generate` writes the next migration into api/drizzle.
import { sql, type SQL } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** SHA-256 hex of the visitor-session cookie: links rows to a visitor without storing the cookie itself. */
const sidHash = (name: string) => varchar(name, { length: 64 });

/** PostgreSQL full-text vectors (header search: docs/product.md §2, docs/decisions/016-catalogue-and-search.md). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A yacht's pictures: upload URLs in gallery order (the first is the cover). */
const photos = () =>
  jsonb('photos')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/**
 * The text the search ranks: builder and model weigh most, then the place, then the description. 'simple' keeps
 * names as written (no stemming of "Oceanis"); 'english' stems the description. Generated, so it never drifts.
 */
const searchVector = (t: {
  builder: AnyPgColumn;
  model: AnyPgColumn;
  modelLine: AnyPgColumn;
  location: AnyPgColumn;
  description: AnyPgColumn;
}): SQL =>
  sql`setweight(to_tsvector('simple'::regconfig, coalesce(${t.builder}, '') || ' ' || coalesce(${t.model}, '') || ' ' || coalesce(${t.modelLine}, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(${t.location}, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(${t.description}, '')), 'C')`;

/** The short text typo-tolerant matching (pg_trgm) compares a query with: builder, model, line and place. */
const searchText = (t: { builder: AnyPgColumn; model: AnyPgColumn; modelLine: AnyPgColumn; location: AnyPgColumn }): SQL =>
  sql`lower(coalesce(${t.builder}, '') || ' ' || coalesce(${t.model}, '') || ' ' || coalesce(${t.modelLine}, '') || ' ' || coalesce(${t.location}, ''))`;

/** Only rows with this status are in the catalogue; a withdrawn listing keeps its row (follows and enquiries point at it). */
export const LISTED = 'listed';

/** New yachts: a builder's current models, listed by the builder or a dealer (the seller). */
export const newYachts = pgTable(
  'new_yachts',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 160 }).notNull(),
    builder: varchar('builder', { length: 80 }).notNull(),
    model: varchar('model', { length: 120 }).notNull(),
    /** The builder's range, e.g. "Oceanis" or "Flybridge". */
    modelLine: varchar('model_line', { length: 80 }).notNull().default(''),
    type: varchar('type', { length: 20 }).notNull(),
    /** Model year. */
    year: integer('year').notNull().default(2026),
    lengthM: real('length_m').notNull(),
    beamM: real('beam_m').notNull(),
    draftM: real('draft_m').notNull(),
    cabins: integer('cabins').notNull(),
    berths: integer('berths').notNull(),
    /** e.g. "2 x Volvo Penta IPS 650 (2 x 353 kW)". */
    engines: varchar('engines', { length: 160 }).notNull().default(''),
    fuel: varchar('fuel', { length: 12 }).notNull().default('diesel'),
    hullMaterial: varchar('hull_material', { length: 12 }).notNull().default('grp'),
    topSpeedKn: real('top_speed_kn'),
    cruiseSpeedKn: real('cruise_speed_kn'),
    basePrice: integer('base_price').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The price in euros at the fixed rates of contracts/src/catalogue.ts, for price filters and sorting. */
    priceEur: integer('price_eur').notNull().default(0),
    /** Where the yacht can be seen: the yard or the dealer's port. */
    location: varchar('location', { length: 120 }).notNull().default(''),
    /** ISO 3166 alpha-2. */
    country: varchar('country', { length: 2 }).notNull().default(''),
    description: text('description').notNull(),
    /** Kept for the first picture (older rows); `photos` is the gallery. */
    imageUrl: text('image_url'),
    photos: photos(),
    sellerId: integer('seller_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** listed | withdrawn (the seller deleted its application); only listed yachts are in the catalogue. */
    status: varchar('status', { length: 12 }).notNull().default('listed'),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL => searchVector(newYachts)),
    searchText: text('search_text').generatedAlwaysAs((): SQL => searchText(newYachts)),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('new_yachts_slug_idx').on(t.slug),
    index('new_yachts_created_idx').on(t.createdAt, t.id),
    // The catalogue reads listed rows only (decision 016): newest first through a partial index, and its count
    // index-only from the small status index (every value 'listed' or 'withdrawn', deduplicated to a few pages).
    index('new_yachts_listed_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'listed'`),
    index('new_yachts_status_idx').on(t.status),
    index('new_yachts_price_idx').on(t.priceEur),
    index('new_yachts_length_idx').on(t.lengthM),
    index('new_yachts_builder_idx').on(t.builder),
    index('new_yachts_seller_idx').on(t.sellerId),
    index('new_yachts_search_idx').using('gin', t.searchVector),
    index('new_yachts_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Used ("idle") yachts: one boat with a history, offered by its owner or a broker (the seller). */
export const usedYachts = pgTable(
  'used_yachts',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 160 }).notNull(),
    builder: varchar('builder', { length: 80 }).notNull(),
    model: varchar('model', { length: 120 }).notNull(),
    modelLine: varchar('model_line', { length: 80 }).notNull().default(''),
    type: varchar('type', { length: 20 }).notNull(),
    /** Year built. */
    year: integer('year').notNull(),
    lengthM: real('length_m').notNull(),
    beamM: real('beam_m').notNull(),
    draftM: real('draft_m').notNull(),
    cabins: integer('cabins').notNull(),
    berths: integer('berths').notNull(),
    engines: varchar('engines', { length: 160 }).notNull().default(''),
    engineHours: integer('engine_hours'),
    fuel: varchar('fuel', { length: 12 }).notNull().default('diesel'),
    hullMaterial: varchar('hull_material', { length: 12 }).notNull().default('grp'),
    topSpeedKn: real('top_speed_kn'),
    cruiseSpeedKn: real('cruise_speed_kn'),
    /** Asking price. */
    price: integer('price').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    priceEur: integer('price_eur').notNull(),
    /** excellent | good | fair | project */
    condition: varchar('condition', { length: 12 }).notNull(),
    /** The port where she lies, e.g. "Palma de Mallorca". */
    location: varchar('location', { length: 120 }).notNull(),
    country: varchar('country', { length: 2 }).notNull().default(''),
    description: text('description').notNull(),
    photos: photos(),
    sellerId: integer('seller_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 12 }).notNull().default('listed'),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL => searchVector(usedYachts)),
    searchText: text('search_text').generatedAlwaysAs((): SQL => searchText(usedYachts)),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('used_yachts_slug_idx').on(t.slug),
    index('used_yachts_created_idx').on(t.createdAt, t.id),
    // The catalogue reads listed rows only (decision 016): newest first through a partial index, and its count
    // index-only from the small status index (every value 'listed' or 'withdrawn', deduplicated to a few pages).
    index('used_yachts_listed_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'listed'`),
    index('used_yachts_status_idx').on(t.status),
    index('used_yachts_price_idx').on(t.priceEur),
    index('used_yachts_length_idx').on(t.lengthM),
    index('used_yachts_year_idx').on(t.year),
    index('used_yachts_builder_idx').on(t.builder),
    index('used_yachts_seller_idx').on(t.sellerId),
    index('used_yachts_search_idx').using('gin', t.searchVector),
    index('used_yachts_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Every asking price a used yacht has had, newest last (the detail page shows the history). */
export const usedYachtPrices = pgTable(
  'used_yacht_prices',
  {
    id: serial('id').primaryKey(),
    yachtId: integer('yacht_id')
      .notNull()
      .references(() => usedYachts.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('used_yacht_prices_yacht_idx').on(t.yachtId, t.changedAt)],
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
    /** Null for the seeded editorial topics that no member wrote. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    /** Sanitised HTML (api/src/community/sanitize-community.ts); the browser sanitises it again before rendering. */
    body: text('body')
      .notNull()
      .default(sql`''`),
    /** Uploaded image URLs (/uploads/...), in the author's order; the first is the list thumbnail. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    links: jsonb('links')
      .$type<{ title: string; url: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    praiseCount: integer('praise_count').notNull().default(0),
    /** Creation, then each new comment or reply: the "most active" order. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when COMMUNITY_LIMITS.reportsToHide members reported it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('topics_module_idx').on(t.moduleId, t.createdAt),
    index('topics_author_idx').on(t.authorId, t.createdAt),
    index('topics_created_idx').on(t.createdAt),
    index('topics_activity_idx').on(t.lastActivityAt),
    index('topics_module_activity_idx').on(t.moduleId, t.lastActivityAt),
  ],
);

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

// ---------------------------------------------------------------------------------------------------------------
// Accounts (docs/decisions/013-accounts-and-login-tokens.md)

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
    name: varchar('name', { length: 60 }).notNull(),
    /** An /uploads/… URL from POST /index/ajax/pic, or null for the default profile image. */
    avatarUrl: text('avatar_url'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_uuid_idx').on(t.uuid), uniqueIndex('users_email_idx').on(t.email)],
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

// ---------------------------------------------------------------------------------------------------------------
// The user area (decision 015): messages to a user, follows, collections, and the community rows it lists.

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

/** Enquiries a user left about a yacht (product rules §1 messages about a new / used yacht): GET
 * /api/v1/user/leaveMessage. */
export const yachtEnquiries = pgTable(
  'yacht_enquiries',
  {
    id: serial('id').primaryKey(),
    /** Null when a visitor sent it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** new | idle */
    yachtKind: varchar('yacht_kind', { length: 8 }).notNull(),
    yachtId: integer('yacht_id').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    areaCode: varchar('area_code', { length: 4 }).notNull().default(''),
    mobile: varchar('mobile', { length: 15 }).notNull().default(''),
    content: text('content').notNull(),
    sidHash: sidHash('sid_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('yacht_enquiries_user_idx').on(t.userId, t.createdAt), index('yacht_enquiries_yacht_idx').on(t.yachtKind, t.yachtId)],
);

/** Followed yachts (product rules §4 Follow): kind new | idle; /user/myFollow and GET /api/v1/user/yacht list them. */
export const yachtFollows = pgTable(
  'yacht_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    yachtKind: varchar('yacht_kind', { length: 8 }).notNull(),
    yachtId: integer('yacht_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.yachtKind, t.yachtId] }), index('yacht_follows_yacht_idx').on(t.yachtKind, t.yachtId)],
);

/** Articles: longer pieces with a cover, written by members (the community area writes them). */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    summary: text('summary')
      .notNull()
      .default(sql`''`),
    body: text('body').notNull(),
    coverUrl: text('cover_url'),
    praiseCount: integer('praise_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [index('articles_author_idx').on(t.authorId, t.createdAt), index('articles_created_idx').on(t.createdAt)],
);

/** Comments on a topic or an article; a reply has a parent. Soft-deleted so reply threads keep their shape. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    /** The top-level comment a reply belongs to (replies to replies stay in the same thread). */
    parentId: integer('parent_id'),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** For a reply to a reply: the member it answers. */
    replyToUserId: integer('reply_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Plain text as written; rendered as text, never as HTML. */
    content: text('content').notNull(),
    praiseCount: integer('praise_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_parent_idx').on(t.parentId, t.createdAt),
    index('comments_topic_idx').on(t.topicId, t.createdAt),
    index('comments_article_idx').on(t.articleId, t.createdAt),
    index('comments_author_idx').on(t.authorId, t.createdAt),
  ],
);

/** Collected (bookmarked) articles and topics: kind article | topic; /user/myCollection lists them. */
export const collections = pgTable(
  'collections',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.targetId] })],
);

/** Followed topics and topic modules: kind topic | module (product rules §7B topic operations). */
export const topicFollows = pgTable(
  'topic_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.targetId] })],
);

/** Praise of a topic, an article or a comment: once per member (praising again undoes it). kind topic | article | comment */
export const praises = pgTable(
  'praises',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.targetId] })],
);

/** Members' reports of a topic, an article or a comment (/community/report): one per member and item. */
export const communityReports = pgTable(
  'community_reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** topic | article | comment */
    kind: varchar('kind', { length: 8 }).notNull(),
    targetId: integer('target_id').notNull(),
    /** REPORT_REASONS of the contract. */
    reason: varchar('reason', { length: 20 }).notNull(),
    detail: text('detail')
      .notNull()
      .default(sql`''`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('community_reports_once_idx').on(t.reporterId, t.kind, t.targetId),
    index('community_reports_target_idx').on(t.kind, t.targetId),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Selling (docs/decisions/017-selling.md): applications to list a yacht, and seller / business entries.

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
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('seller_entries_user_idx').on(t.userId, t.createdAt)],
);
