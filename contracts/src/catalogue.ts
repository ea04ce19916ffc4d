// The catalogue as browser and api agree on it (docs/decisions/016-catalogue-and-search.md): the kinds of
// yacht and their fields, the list query with its URL names (one set of names for the page URL and the api query,
// so a shared search link is the api call), the calls, and the shapes the catalogue renders.
import type { YachtDetail, YachtSummary, PricePoint } from './wire/catalogue';
import { COUNTRY_CODES } from './country-codes';
import { pathOf } from './route-pattern';
import {
  CONDITIONS,
  FUELS,
  HULL_MATERIALS,
  SORTS,
  YACHT_TYPES,
  isDisplayCurrency,
  type CatalogueKind,
  type Condition,
  type Currency,
  type DisplayCurrency,
  type Fuel,
  type HullMaterial,
  type SortKey,
  type YachtType,
} from './catalogue-terms';

export * from './catalogue-terms';

/**
 * Fixed rates to euros for price filters and sorting across currencies (a listing keeps its own currency; the
 * page shows that). Reviewed by hand, not live: a filter off by a few percent is fine, a moving one is not.
 */
export const EUR_PER_UNIT: Record<Currency, number> = { EUR: 1, USD: 0.92, GBP: 1.17 };
export function toEur(amount: number, currency: string): number {
  return Math.round(amount * (EUR_PER_UNIT[currency as Currency] ?? 1));
}

/** How many yachts the compare page puts side by side. */
export const COMPARE_MAX = 4;

/** A yacht on the compare page: its catalogue and id, written "idle-7" in the address. */
export interface CompareId {
  kind: CatalogueKind;
  id: number;
}

/** The compare page's `ids`, leniently: what is not a kind and an id is dropped, repeats once, at most COMPARE_MAX. */
export function parseCompareIds(value: string | null): CompareId[] {
  const seen = new Set<string>();
  const ids: CompareId[] = [];
  for (const part of (value ?? '').split(',')) {
    const match = /^(new|idle)-([1-9]\d{0,9})$/.exec(part.trim());
    if (!match || seen.has(match[0]) || Number(match[2]) > 2_147_483_647) continue;
    seen.add(match[0]);
    ids.push({ kind: match[1] as CatalogueKind, id: Number(match[2]) });
    if (ids.length === COMPARE_MAX) break;
  }
  return ids;
}

export const compareIdText = ({ kind, id }: CompareId) => `${kind}-${id}`;

export const FEET_PER_METRE = 3.28084;
export function metresToFeet(metres: number): number {
  return Math.round(metres * FEET_PER_METRE);
}

export const CATALOGUE_LIMITS = {
  pageSize: 24,
  maxPageSize: 60,
  maxPage: 5000,
  /**
   * Totals are exact up to this many matches and read "10,000+" above it (decision 024: counting every match of a
   * broad list is what made it slow); a list can be paged through as far as this many yachts.
   */
  countCap: 10_000,
  keywordsMaxLength: 100,
  locationMaxLength: 80,
  builderMaxLength: 80,
  /** Values in one comma list (more than any filter panel offers). */
  listMaxValues: 30,
  similar: 4,
  /** Suggestions the header search shows at most. */
  suggestions: 8,
} as const;

export interface CatalogueRange {
  min: number;
  max: number;
  /** Whole numbers only. */
  integer: boolean;
}

/**
 * The numbers the list api accepts, written once: the api's querystring schema refuses anything outside these with
 * a 400, parseCatalogueQuery drops it from a link, and the filter panel refuses to apply it. Lengths in metres,
 * prices in euros.
 */
export const CATALOGUE_RANGES = {
  length: { min: 0, max: 1000, integer: false },
  /** Far above any yacht's price; keeps euro amounts inside a PostgreSQL integer. */
  price: { min: 0, max: 2_000_000_000, integer: false },
  year: { min: 1800, max: 2100, integer: true },
  cabins: { min: 0, max: 100, integer: true },
  page: { min: 1, max: CATALOGUE_LIMITS.maxPage, integer: true },
  pageSize: { min: 1, max: CATALOGUE_LIMITS.maxPageSize, integer: true },
} as const satisfies Record<string, CatalogueRange>;

/** True when the api accepts `value` for a number of this range. */
export function inCatalogueRange(range: CatalogueRange, value: number): boolean {
  return Number.isFinite(value) && value >= range.min && value <= range.max && (!range.integer || Number.isInteger(value));
}

/**
 * A list or search request. The page URL (`/used-yachts-for-sale/?type=sail&priceMax=300000`) and the api query
 * (`GET /api/v1/yachts/idle?type=sail&priceMax=300000`) use these same names. Lists are comma separated in both.
 * Prices are in euros (EUR_PER_UNIT); lengths in metres.
 */
export interface CatalogueQuery {
  /** Search words (the header search puts them in the path; the api takes them as `q`). */
  q?: string;
  type?: YachtType[];
  builder?: string[];
  /** Model names (of the chosen builders, as the filter values give them). */
  model?: string[];
  fuel?: Fuel[];
  hull?: HullMaterial[];
  /** Used yachts only. */
  condition?: Condition[];
  lengthMin?: number;
  lengthMax?: number;
  /** In `currency` (euros without it). */
  priceMin?: number;
  priceMax?: number;
  /** The currency of the price bounds and of the converted prices the answer carries; EUR when absent. */
  currency?: DisplayCurrency;
  yearMin?: number;
  yearMax?: number;
  /** At least this many cabins. */
  cabins?: number;
  /** A port, region or country name; matched as a prefix of the place's words, case-insensitively. */
  location?: string;
  /** One dealer's, broker's or builder's listings: its page's slug (decision 028). */
  dealer?: string;
  /** Countries, as ISO 3166 alpha-2 codes. */
  country?: string[];
  /** Ports, as the filter values name them (within the chosen countries). */
  port?: string[];
  /** Default: relevance with keywords, else newest. */
  sort?: SortKey;
  page?: number;
  pageSize?: number;
}

const LIST_KEYS = ['type', 'builder', 'model', 'fuel', 'hull', 'condition', 'country', 'port'] as const;
/** The comma lists of a query, in the order the address writes them. */
export const CATALOGUE_LIST_KEYS = LIST_KEYS;
type NumberKey = 'lengthMin' | 'lengthMax' | 'priceMin' | 'priceMax' | 'yearMin' | 'yearMax' | 'cabins' | 'page' | 'pageSize';
/** Each number of the query with the range the api checks it against. */
export const CATALOGUE_NUMBER_RANGES: Record<NumberKey, CatalogueRange> = {
  lengthMin: CATALOGUE_RANGES.length,
  lengthMax: CATALOGUE_RANGES.length,
  priceMin: CATALOGUE_RANGES.price,
  priceMax: CATALOGUE_RANGES.price,
  yearMin: CATALOGUE_RANGES.year,
  yearMax: CATALOGUE_RANGES.year,
  cabins: CATALOGUE_RANGES.cabins,
  page: CATALOGUE_RANGES.page,
  pageSize: CATALOGUE_RANGES.pageSize,
};
const NUMBER_KEYS = Object.keys(CATALOGUE_NUMBER_RANGES) as NumberKey[];
const RANGE_PAIRS = [
  ['lengthMin', 'lengthMax'],
  ['priceMin', 'priceMax'],
  ['yearMin', 'yearMax'],
] as const;
const ALLOWED: Partial<Record<(typeof LIST_KEYS)[number], readonly string[]>> = {
  type: YACHT_TYPES,
  fuel: FUELS,
  hull: HULL_MATERIALS,
  condition: CONDITIONS,
  country: COUNTRY_CODES,
};

// eslint-disable-next-line no-control-regex -- the point is to find control characters (the api refuses them in text)
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');

/**
 * A text value as the api accepts it: control characters (which the api refuses) become spaces, and the rest is
 * trimmed and cut to `maxLength`; undefined when nothing is left.
 */
export function catalogueText(raw: string | null | undefined, maxLength: number): string | undefined {
  const text = raw?.replace(CONTROLS, ' ').trim().slice(0, maxLength).trim();
  return text ? text : undefined;
}

/**
 * Reads a query from URL parameters, leniently: unknown values and names are dropped, so an old or hand-edited link
 * still opens a sensible list. Everything it returns is something the api accepts (the api validates strictly and
 * answers bad input with a 400, which would replace the whole list with an error).
 *
 * A number outside CATALOGUE_RANGES (or a fraction where the api wants a whole number) is dropped rather than
 * clamped: clamping `yearMin=19` to 1800 or `page=9000` to 5000 would apply a filter or open a page nobody asked for,
 * and show it in the panel and the chips as if it were theirs; dropped, the list is simply wider and visibly without
 * that filter. Two ends the wrong way round are swapped, as the filter panel does with typed ones.
 */
export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const query: CatalogueQuery = {};
  const q = catalogueText(params.get('q'), CATALOGUE_LIMITS.keywordsMaxLength);
  if (q) query.q = q;
  for (const key of LIST_KEYS) {
    const raw = params.get(key);
    if (!raw) continue;
    const allowed = ALLOWED[key];
    const values = [...new Set(raw.split(',').map((value) => value.trim()))]
      .filter((value) =>
        allowed ? allowed.includes(value) : value !== '' && value.length <= CATALOGUE_LIMITS.builderMaxLength && !CONTROL.test(value),
      )
      .slice(0, CATALOGUE_LIMITS.listMaxValues);
    if (values.length) (query as Record<string, unknown>)[key] = values;
  }
  for (const key of NUMBER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') continue;
    const value = Number(raw);
    if (inCatalogueRange(CATALOGUE_NUMBER_RANGES[key], value)) query[key] = value;
  }
  for (const [minKey, maxKey] of RANGE_PAIRS) {
    const min = query[minKey];
    const max = query[maxKey];
    if (min !== undefined && max !== undefined && min > max) {
      query[minKey] = max;
      query[maxKey] = min;
    }
  }
  const dealer = params.get('dealer');
  if (dealer && DEALER_SLUG.test(dealer)) query.dealer = dealer;
  const location = catalogueText(params.get('location'), CATALOGUE_LIMITS.locationMaxLength);
  if (location) query.location = location;
  const currency = params.get('currency');
  if (isDisplayCurrency(currency)) query.currency = currency;
  const sort = params.get('sort');
  if (sort && (SORTS as readonly string[]).includes(sort)) query.sort = sort as SortKey;
  return query;
}

/** Writes a query as URL parameters in a stable order, leaving out what is empty (and page 1). */
export function catalogueQueryToParams(query: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const key of LIST_KEYS) {
    const values = query[key];
    if (values && values.length) params.set(key, values.join(','));
  }
  for (const key of NUMBER_KEYS) {
    const value = query[key];
    if (value === undefined || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  if (query.location) params.set('location', query.location);
  if (query.dealer) params.set('dealer', query.dealer);
  if (query.currency) params.set('currency', query.currency);
  if (query.sort) params.set('sort', query.sort);
  return params;
}

/**
 * Fresh listings (decision 029): a seller is asked to confirm a listing that has gone `remindDays` without
 * confirmation, by a mail with two signed links (still for sale / withdraw; `linkDays` valid, no login); one not
 * confirmed for `unlistDays` leaves the lists and search, kept, until its seller confirms it again.
 */
export const LISTING_FRESHNESS = { remindDays: 30, unlistDays: 60, linkDays: 30 } as const;

export const LISTING_LINKS_API = {
  /** POST ?token= -> ListingLinkResult: the listing is still for sale (and back in the catalogue if it had left). */
  confirm: '/api/v1/listings/confirm',
  /** POST ?token= -> ListingLinkResult: the listing is withdrawn, like deleting its application. */
  withdraw: '/api/v1/listings/withdraw',
  /** GET ?token= -> ListingLinkPreview: which yacht a link is about, for the page that asks before withdrawing. */
  preview: '/api/v1/listings/link',
} as const;

export const LISTING_LINK_MESSAGES = {
  invalid: 'This link is not valid. Open your listings under Sell to confirm or withdraw a yacht.',
  expired: 'This link has expired. Open your listings under Sell to confirm or withdraw a yacht.',
  gone: 'This listing was withdrawn already.',
  confirmed: (name: string) => `Thank you: ${name} stays on the market.`,
  relisted: (name: string) => `Thank you: ${name} is back on the market.`,
  withdrawn: (name: string) => `${name} has been withdrawn from the market.`,
} as const;

/** A dealer page's slug: lower-case letters, digits and single hyphens (decision 028). */
export const DEALER_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const DEALER_SLUG_MAX = 80;

/** Signed-style GET calls of the catalogue (public; a login token only adds `followed`). */
export const CATALOGUE_API = {
  /** List and search: CatalogueQuery as the query string. Answers YachtListPage. */
  list: (kind: CatalogueKind) => `/api/v1/yachts/${kind}`,
  /** The values the filters offer for this catalogue (builders, places, ranges): CatalogueFilters. */
  filters: (kind: CatalogueKind) => `/api/v1/yachts/${kind}/filters`,
  /** What the header search suggests as a visitor types (`q`): builders, models and places with counts: Suggestions. */
  suggestions: (kind: CatalogueKind) => `/api/v1/yachts/${kind}/suggestions`,
  /** One yacht: NewYachtDetail or UsedYachtDetail. An id that is not listed answers code 404. */
  detail: pathOf('/api/v1/yachts/:kind/:id', (kind: CatalogueKind, id: number | string) => ({ kind, id })),
  /** Up to CATALOGUE_LIMITS.similar listed yachts like this one: YachtSummary[]. */
  similar: pathOf('/api/v1/yachts/:kind/:id/similar', (kind: CatalogueKind, id: number | string) => ({ kind, id })),
  /** Signed POST with `operation` (FOLLOW_OPERATIONS of account.ts): { followed, followers }. */
  follow: pathOf('/api/v1/yachts/:kind/:id/follow', (kind: CatalogueKind, id: number | string) => ({ kind, id })),
  /**
   * Signed POST, no fields: the visitor put this yacht aside to compare, counted once a visitor and day for the seller's
   * figures (crawlers never). Answers null; an id that is not listed answers code 404.
   */
  compared: pathOf('/api/v1/yachts/:kind/:id/compared', (kind: CatalogueKind, id: number | string) => ({ kind, id })),
  /** The dealers, brokers and builders with a page, by name: DealerSummary[]. */
  dealers: '/api/v1/dealers',
  /** GET -> ExchangeRatesAnswer: units of each shown currency one euro buys, and the date of the rates (decision 025). */
  exchangeRates: '/api/v1/exchange-rates',
  /** PUT (admin) the day's rates, as the ECB's file gives them. */
  operatorExchangeRates: '/api/v1/operator/exchange-rates',
  /** One dealer's page: Dealer. An unknown slug answers code 404. */
  dealer: pathOf('/api/v1/dealers/:slug', (slug: string) => ({ slug })),
} as const;

/** Form-style enquiry calls (product rules §7A; the submit actions new_yacht_message and idle_yacht_message). */
export const ENQUIRY_CALLS = {
  new: '/newyacht/message',
  idle: '/idleYacht/message',
} as const;

/**
 * The enquiry form's fields (the message modal). Validated with EnquirySchema of validation.ts on both sides:
 * e-mail per product rules §5, content required ('Please leave a message.'), mobile digits only.
 */
export interface EnquiryFields {
  yacht_id: string;
  name: string;
  email: string;
  area_code: string;
  mobile: string;
  content: string;
  /** '1' when the asker ticked "Show my e-mail address and phone to the seller" (decision 045); left out otherwise. */
  share_contact?: '1';
}

export type { Suggestion, Suggestions } from './wire/catalogue';
export type {
  CatalogueFilters,
  Dealer,
  DealerSummary,
  ListingLinkPreview,
  ListingLinkResult,
  PricePoint,
  SellerInfo,
  YachtDetail,
  YachtListPage,
  YachtSummary,
} from './wire/catalogue';

/** Kept for the pieces written before used yachts (the follow heart, the home widget). */
export type NewYachtSummary = YachtSummary;

export type NewYachtDetail = YachtDetail & { kind: 'new' };

export type UsedYachtDetail = YachtDetail & {
  kind: 'idle';
  condition: Condition;
  engineHours: number | null;
  /** Oldest first; the last is the current asking price. */
  priceHistory: PricePoint[];
};
