// The catalogue's tables: new and used yachts, the used yachts' price history, enquiries and follows (decision 016).
// Part of the one schema (db/schema.ts); change it, then `pnpm --filter ./api db:generate` writes the migration.
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
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
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { photos, sidHash, tsvector } from '../db/columns';
import { users } from '../accounts/accounts-tables';

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

/** What the search columns are generated from. */
type SearchSource = Parameters<typeof searchVector>[0];

/** What names a yacht and says what she is, alike in both catalogues. */
const nameColumns = () => ({
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 160 }).notNull(),
  builder: varchar('builder', { length: 80 }).notNull(),
  model: varchar('model', { length: 120 }).notNull(),
  /** The builder's range, e.g. "Oceanis" or "Flybridge". */
  modelLine: varchar('model_line', { length: 80 }).notNull().default(''),
  type: varchar('type', { length: 20 }).notNull(),
});

/** Her size and accommodation. */
const sizeColumns = () => ({
  lengthM: real('length_m').notNull(),
  beamM: real('beam_m').notNull(),
  draftM: real('draft_m').notNull(),
  cabins: integer('cabins').notNull(),
  berths: integer('berths').notNull(),
});

/** Fuel, hull and speeds. */
const buildColumns = () => ({
  fuel: varchar('fuel', { length: 12 }).notNull().default('diesel'),
  hullMaterial: varchar('hull_material', { length: 12 }).notNull().default('grp'),
  topSpeedKn: real('top_speed_kn'),
  cruiseSpeedKn: real('cruise_speed_kn'),
});

/** The listing: its seller, status and freshness, the generated search columns, its times. */
/**
 * A listing that came from a dealer's stock feed (decision 045): the dealer's own reference for it (unique per seller),
 * and the descriptions per language the feed gave besides the main one.
 */
const feedColumns = () => ({
  feedRef: varchar('feed_ref', { length: 64 }),
  descriptions: jsonb('descriptions')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
});

const listingColumns = (self: () => SearchSource) => ({
  sellerId: integer('seller_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  /**
   * listed | withdrawn (the seller deleted its application) | unconfirmed (not confirmed in time, decision 029; the
   * seller can confirm it back); only listed yachts are in the catalogue.
   */
  status: varchar('status', { length: 12 }).notNull().default('listed'),
  /**
   * When the seller last said the yacht is still for sale (decision 029): listing, relisting or confirming. A
   * listing not confirmed for LISTING_FRESHNESS.unlistDays leaves the catalogue (status 'unconfirmed').
   */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the last confirm-or-withdraw mail was sent (once per confirmation). */
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
  searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL => searchVector(self())),
  searchText: text('search_text').generatedAlwaysAs((): SQL => searchText(self())),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Only rows with this status are in the catalogue; a withdrawn listing keeps its row (follows and enquiries point at it). */
/** The columns of a catalogue table its indexes are on. */
type IndexedListing = Record<
  | 'slug'
  | 'createdAt'
  | 'id'
  | 'status'
  | 'priceEur'
  | 'lengthM'
  | 'builder'
  | 'sellerId'
  | 'feedRef'
  | 'confirmedAt'
  | 'searchVector'
  | 'searchText',
  ExtraConfigColumn
>;

/** The indexes both catalogue tables have, named after the table. */
const listingIndexes = (table: 'new_yachts' | 'used_yachts', t: IndexedListing) => [
  uniqueIndex(`${table}_slug_idx`).on(t.slug),
  index(`${table}_created_idx`).on(t.createdAt, t.id),
  // The catalogue reads listed rows only (decision 016): newest first through a partial index, and its count
  // index-only from the small status index (every value 'listed' or 'withdrawn', deduplicated to a few pages).
  index(`${table}_listed_created_idx`)
    .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
    .where(sql`status = 'listed'`),
  index(`${table}_status_idx`).on(t.status),
  index(`${table}_price_idx`).on(t.priceEur),
  index(`${table}_length_idx`).on(t.lengthM),
  index(`${table}_builder_idx`).on(t.builder),
  index(`${table}_seller_idx`).on(t.sellerId),
  uniqueIndex(`${table}_feed_ref_idx`).on(t.sellerId, t.feedRef),
  index(`${table}_confirmed_idx`)
    .on(t.confirmedAt)
    .where(sql`status = 'listed' and seller_id is not null`),
  index(`${table}_search_idx`).using('gin', t.searchVector),
  index(`${table}_trgm_idx`).using('gin', sql`${t.searchText} gin_trgm_ops`),
];

export const LISTED = 'listed';
/** A listing its seller did not confirm in time (decision 029): out of the catalogue until confirmed again. */
export const UNCONFIRMED = 'unconfirmed';

/** New yachts: a builder's current models, listed by the builder or a dealer (the seller). */
export const newYachts = pgTable(
  'new_yachts',
  {
    ...nameColumns(),
    /** Model year. */
    year: integer('year').notNull().default(2026),
    ...sizeColumns(),
    /** e.g. "2 x Volvo Penta IPS 650 (2 x 353 kW)". */
    engines: varchar('engines', { length: 160 }).notNull().default(''),
    ...buildColumns(),
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
    ...feedColumns(),
    ...listingColumns((): SearchSource => newYachts),
  },
  (t) => listingIndexes('new_yachts', t),
);

/** Used ("idle") yachts: one boat with a history, offered by its owner or a broker (the seller). */
export const usedYachts = pgTable(
  'used_yachts',
  {
    ...nameColumns(),
    /** Year built. */
    year: integer('year').notNull(),
    ...sizeColumns(),
    engines: varchar('engines', { length: 160 }).notNull().default(''),
    engineHours: integer('engine_hours'),
    ...buildColumns(),
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
    ...feedColumns(),
    ...listingColumns((): SearchSource => usedYachts),
  },
  (t) => [...listingIndexes('used_yachts', t), index('used_yachts_year_idx').on(t.year)],
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
    /** Who asked, as they gave it (empty for enquiries sent before the form asked). */
    name: varchar('name', { length: 80 }).notNull().default(''),
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

/**
 * One number per catalogue (`new`, `idle`) that every write to its table raises, in the same transaction (statement
 * triggers of migration 0007): the list cache (decision 024) keys its answers by it, so an answer is never older
 * than the last committed write, on every api instance. Not a counter of anything; only its changes matter.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  kind: varchar('kind', { length: 8 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The listed yachts of one catalogue, narrow (decision 024): only what lists filter, sort and count by, one row per
 * listed yacht. Triggers on the yacht tables keep it in the writing transaction (migration 0008): a listing that
 * is withdrawn leaves it, one that changes is rewritten. About 100 bytes a row against 2 KB for the yacht's own
 * (its description, photos and search text), so a count, a filter or the filter panel's counts read a twentieth of
 * the pages; the cards of a page are then read from the yacht table by id.
 */
function listedTable<N extends string>(name: N) {
  return pgTable(
    name,
    {
      id: integer('id').primaryKey(),
      type: varchar('type', { length: 20 }).notNull(),
      builder: varchar('builder', { length: 80 }).notNull(),
      model: varchar('model', { length: 120 }).notNull(),
      fuel: varchar('fuel', { length: 12 }).notNull(),
      hullMaterial: varchar('hull_material', { length: 12 }).notNull(),
      /** Used yachts only; null for new ones. */
      condition: varchar('condition', { length: 12 }),
      country: varchar('country', { length: 2 }).notNull(),
      location: varchar('location', { length: 120 }).notNull(),
      priceEur: integer('price_eur').notNull(),
      lengthM: real('length_m').notNull(),
      year: integer('year').notNull(),
      cabins: integer('cabins').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    },
    (t) => [
      index(`${name}_newest_idx`).on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
      index(`${name}_price_idx`).on(t.priceEur),
      index(`${name}_length_idx`).on(t.lengthM),
      index(`${name}_year_idx`).on(t.year),
      index(`${name}_builder_idx`).on(t.builder, t.model),
      index(`${name}_place_idx`).on(t.country, t.location),
      // A typed place (`location`) is matched at the start of a word of the port, in any case: pg_trgm serves `~*`.
      index(`${name}_location_trgm_idx`).using('gin', sql`${t.location} gin_trgm_ops`),
    ],
  );
}

export const newYachtsListed = listedTable('new_yachts_listed');
export const usedYachtsListed = listedTable('used_yachts_listed');

/**
 * The exchange rates prices are converted at (the visitor's currency, price filters and sorts across currencies), in
 * the European Central Bank's convention: how many units of the currency one euro buys, on `rates_date`. Loaded by
 * `pnpm --filter ./api rates:load` or the operator route; a trigger of migration 0009 prices every listing in euros
 * from them when it is written, and a load reprices the listings of each currency whose rate changed.
 */
export const exchangeRates = pgTable('exchange_rates', {
  currency: varchar('currency', { length: 3 }).primaryKey(),
  perEuro: doublePrecision('per_euro').notNull(),
  ratesDate: date('rates_date', { mode: 'string' }).notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's saved search (decision 027): a list's filters and keywords (its address parameters, canonical, no
 * page) with a name and how often new matches are sent.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** new | idle */
    kind: varchar('kind', { length: 8 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    query: text('query').notNull(),
    /** instant | daily | weekly | off */
    frequency: varchar('frequency', { length: 8 }).notNull(),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt), index('saved_searches_kind_idx').on(t.kind, t.frequency)],
);

/**
 * Yachts a saved search matched, once each: the row is written when the listing is first seen matching, and
 * `notified_at` when an alert named it (an instant alert at once, a digest later). A yacht never alerts twice.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    searchId: integer('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    yachtId: integer('yacht_id').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.searchId, t.yachtId] })],
);

/**
 * Reports of a listing by members and visitors (sold, a scam, wrong details, a duplicate, illegal; DSA Art. 16),
 * decision 045: one per member (or visitor session) and listing. An operator's decision resolves them.
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: serial('id').primaryKey(),
    /** new | idle */
    yachtKind: varchar('yacht_kind', { length: 8 }).notNull(),
    yachtId: integer('yacht_id').notNull(),
    /** Null when a visitor reported it. */
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** The member's or visitor's session, so one of them counts once. */
    sidHash: sidHash('sid_hash').notNull(),
    /** LISTING_REPORT_REASONS */
    reason: varchar('reason', { length: 20 }).notNull(),
    detail: text('detail').notNull().default(''),
    /** A contact address for the reporter's answer (DSA Art. 16(2)(c)); optional. */
    email: varchar('email', { length: 254 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an operator decided on the listing: a resolved report no longer waits in the queue. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('listing_reports_once_idx').on(t.yachtKind, t.yachtId, t.sidHash),
    index('listing_reports_open_idx').on(t.resolvedAt, t.yachtKind, t.yachtId),
  ],
);

/**
 * An operator's decision on a reported listing (withdraw, keep, warn) with its statement of reasons to the seller
 * (DSA Art. 17), and the seller's request for a second look at a withdrawal and its outcome.
 */
export const listingDecisions = pgTable(
  'listing_decisions',
  {
    id: serial('id').primaryKey(),
    yachtKind: varchar('yacht_kind', { length: 8 }).notNull(),
    yachtId: integer('yacht_id').notNull(),
    /** withdraw | keep | warn */
    action: varchar('action', { length: 10 }).notNull(),
    /** The reason the seller reads (empty for keep). */
    reason: text('reason').notNull().default(''),
    /** The operator's address. */
    decidedBy: varchar('decided_by', { length: 254 }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
    /** The seller's words asking for a second look at a withdrawal. */
    secondLookText: text('second_look_text'),
    secondLookAt: timestamp('second_look_at', { withTimezone: true }),
    /** reversed (listed again) | upheld */
    secondLookOutcome: varchar('second_look_outcome', { length: 10 }),
    secondLookDecidedAt: timestamp('second_look_decided_at', { withTimezone: true }),
    secondLookDecidedBy: varchar('second_look_decided_by', { length: 254 }),
  },
  (t) => [
    index('listing_decisions_listing_idx').on(t.yachtKind, t.yachtId, t.decidedAt),
    index('listing_decisions_second_look_idx').on(t.secondLookAt),
  ],
);

/** A table of what visitors did with a listing, one row per visitor (the hash of their session) and day. */
function perVisitorAndDay<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      yachtKind: varchar('yacht_kind', { length: 8 }).notNull(),
      yachtId: integer('yacht_id').notNull(),
      day: date('day', { mode: 'string' }).notNull(),
      sidHash: sidHash('sid_hash').notNull(),
    },
    (t) => [primaryKey({ columns: [t.yachtKind, t.yachtId, t.day, t.sidHash] })],
  );
}

/**
 * A listing's page views (decision 045): one row per visitor and day, crawlers left out, so a listing's figures count
 * people, not reloads.
 */
export const listingViews = perVisitorAndDay('listing_views');

/** A listing put aside to compare, for the same figures: one row per visitor and day, as the views. */
export const listingCompares = perVisitorAndDay('listing_compares');
