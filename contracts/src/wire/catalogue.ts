// The catalogue's answers (lists, filters, a yacht, a follow): their types for the browser and their schemas for the
// api, from one description.
import { Type, type Static } from 'typebox';
import {
  CATALOGUE_KINDS,
  CONDITIONS,
  CURRENCIES,
  DISPLAY_CURRENCIES,
  FUELS,
  HULL_MATERIALS,
  SELLER_KIND_LABELS,
  SORTS,
  YACHT_TYPES,
  type SellerKind,
} from '../catalogue-terms';
import { DateTime, Nullable, OneOf, PageOf } from './common';

const summaryFields = {
  kind: OneOf(CATALOGUE_KINDS),
  id: Type.Integer(),
  slug: Type.String(),
  url: Type.String({ description: 'The page of the yacht' }),
  builder: Type.String(),
  model: Type.String(),
  modelLine: Type.String(),
  type: OneOf(YACHT_TYPES),
  year: Type.Integer({ description: 'Model year (new) or year built (used)' }),
  lengthM: Type.Number(),
  cabins: Type.Integer(),
  berths: Type.Integer(),
  fuel: OneOf(FUELS),
  price: Type.Integer({ description: 'Base price (new) or asking price (used), in currency' }),
  currency: OneOf(CURRENCIES),
  shownPrice: Type.Optional(
    Type.Object(
      { amount: Type.Integer(), currency: OneOf(DISPLAY_CURRENCIES) },
      { description: 'The price in the currency the call asked for (`currency`), when that is not the asking currency' },
    ),
  ),
  reducedFrom: Type.Optional(
    Type.Object(
      { price: Type.Integer(), currency: OneOf(CURRENCIES) },
      { description: 'Used yachts in a list: the asking price before the last change, when that change lowered it' },
    ),
  ),
  location: Type.String({ description: 'Port or yard' }),
  country: Type.String({ description: 'ISO 3166 alpha-2, or empty' }),
  imageUrl: Nullable(Type.String(), { description: 'The cover picture; null for the default picture' }),
  photoCount: Type.Integer(),
  listedAt: DateTime(),
  condition: Type.Optional(OneOf(CONDITIONS, { description: 'Used yachts only' })),
  engineHours: Type.Optional(Nullable(Type.Integer(), { description: 'Used yachts only' })),
  followed: Type.Optional(Type.Boolean({ description: 'Whether the caller follows it; only when logged in' })),
};

export const YachtSummarySchema = Type.Object(summaryFields);

/** The exchange rates prices were converted at: their currency and the date they are from. */
export const ConversionSchema = Type.Object(
  { currency: OneOf(DISPLAY_CURRENCIES), ratesDate: Type.String({ format: 'date', description: 'YYYY-MM-DD' }) },
  { description: 'With `currency`: what `shownPrice` and the price bounds are in, and the date of the rates' },
);
export type Conversion = Static<typeof ConversionSchema>;
export type YachtSummary = Static<typeof YachtSummarySchema>;

export const YachtListPageSchema = Type.Object({
  ...PageOf(YachtSummarySchema).properties,
  sort: OneOf(SORTS, { description: 'The sort applied (the default depends on whether there were keywords)' }),
  conversion: Type.Optional(ConversionSchema),
  dealer: Type.Optional(
    Type.Object({ slug: Type.String(), name: Type.String(), url: Type.String() }, { description: 'With dealer=: whose yachts' }),
  ),
  alternatives: Type.Optional(
    Type.Object(
      {
        correction: Type.Optional(Type.String({ description: 'The words spelt as the catalogue writes them, when that finds yachts' })),
        relaxations: Type.Array(
          Type.Object({
            drop: Type.Array(Type.String(), { description: 'The query names to leave out, e.g. ["priceMin", "priceMax"]' }),
            total: Type.Integer(),
            totalCapped: Type.Boolean(),
          }),
          { description: 'Filters whose removal alone finds yachts, most yachts first, three at most' },
        ),
      },
      { description: 'Only when nothing matches (on the first page): how to find something' },
    ),
  ),
  totalCapped: Type.Boolean({
    description: 'True when more yachts match than CATALOGUE_LIMITS.countCap: total is then that cap, a lower bound, and pages end there',
  }),
});
export type YachtListPage = Static<typeof YachtListPageSchema>;

const CountedSchema = Type.Object({ name: Type.String(), count: Type.Integer() });
const RangeSchema = Type.Object({ min: Type.Number(), max: Type.Number() });
const counted = (description: string) => Type.Array(CountedSchema, { description });

/**
 * The filter panel's values with their counts. Asked with a list's filters (the list call's names), each group is
 * counted under all the other groups' filters, so a group's own choices stay selectable: choosing Catamaran
 * changes the builders' counts, not the types'. Asked without, the whole catalogue.
 */
export const CatalogueFiltersSchema = Type.Object({
  types: counted('Every type, under the other filters'),
  builders: counted('Builders of matching yachts, most yachts first'),
  models: Type.Array(Type.Object({ builder: Type.String(), name: Type.String(), count: Type.Integer() }), {
    description: 'Models of the chosen builders, under the other filters; empty when no builder is chosen',
  }),
  fuels: counted('Every fuel, under the other filters'),
  hulls: counted('Every hull material, under the other filters'),
  conditions: counted('Used yachts only: every condition, under the other filters'),
  countries: counted('Countries (ISO 3166 alpha-2) of matching yachts, most yachts first'),
  locations: Type.Array(Type.Object({ name: Type.String(), country: Type.String(), count: Type.Integer() }), {
    description: 'Places (ports) of matching yachts with their country, most yachts first; within the chosen countries',
  }),
  lengthM: RangeSchema,
  price: Type.Object(RangeSchema.properties, { description: 'In the currency asked for (`currency`), euros without it' }),
  year: RangeSchema,
  countsCapped: Type.Optional(
    Type.Boolean({
      description:
        'Present (true) when the words match more yachts than CATALOGUE_LIMITS.countCap: the counts are of the first matches, so each is at least what it says',
    }),
  ),
});
export type CatalogueFilters = Static<typeof CatalogueFiltersSchema>;

export const SuggestionSchema = Type.Object({
  type: OneOf(['builder', 'model', 'place'] as const),
  builder: Type.Optional(Type.String()),
  model: Type.Optional(Type.String({ description: 'With its builder' })),
  place: Type.Optional(Type.String()),
  country: Type.Optional(Type.String({ description: "A place's country, ISO 3166 alpha-2" })),
  count: Type.Integer({ description: 'Listed yachts it has' }),
});
export type Suggestion = Static<typeof SuggestionSchema>;
export const SuggestionsSchema = Type.Object({ items: Type.Array(SuggestionSchema) });
export type Suggestions = Static<typeof SuggestionsSchema>;

/** A trader's identity as an operator checked it (DSA Art. 30): what a buyer may read before they deal with them. */
export const TraderDetailsSchema = Type.Object({
  name: Type.String({ description: 'The business name' }),
  address: Type.String(),
  country: Type.String({ description: 'ISO 3166 alpha-2, or empty' }),
  email: Type.String(),
  phone: Type.String(),
  tradeRegister: Type.String({ description: 'The trade register and number' }),
  verifiedAt: DateTime(),
});
export type TraderDetails = Static<typeof TraderDetailsSchema>;

export const SellerInfoSchema = Type.Object({
  name: Type.String({ description: "The company of a business, the member's name for a private seller" }),
  kind: OneOf(Object.keys(SELLER_KIND_LABELS) as SellerKind[]),
  uuid: Nullable(Type.String(), { description: "The member's public page, when the seller is a member" }),
  avatarUrl: Nullable(Type.String()),
  memberSince: Nullable(DateTime()),
  country: Type.String({ description: 'Where the seller is based, if known' }),
  dealerUrl: Nullable(Type.String(), { description: 'The page of a dealer, broker or builder with an approved business entry' }),
  verified: Type.Boolean({ description: 'A trader whose details an operator checked (DSA Art. 30, decision 045)' }),
  trader: Nullable(TraderDetailsSchema, { description: "A verified trader's details, for the buyer to read; null for a private seller" }),
  responseTime: Nullable(Type.String(), {
    description: 'e.g. "usually replies within 3 hours"; null until there are enough conversations',
  }),
});
export type SellerInfo = Static<typeof SellerInfoSchema>;

export const PricePointSchema = Type.Object({ price: Type.Integer(), currency: OneOf(CURRENCIES), changedAt: DateTime() });
export type PricePoint = Static<typeof PricePointSchema>;

export const YachtDetailSchema = Type.Object({
  ...summaryFields,
  beamM: Type.Number(),
  draftM: Type.Number(),
  engines: Type.String(),
  hullMaterial: OneOf(HULL_MATERIALS),
  topSpeedKn: Nullable(Type.Number()),
  cruiseSpeedKn: Nullable(Type.Number()),
  description: Type.String(),
  photos: Type.Array(Type.String(), { description: 'Gallery order; the first is the cover. Empty: the default picture' }),
  seller: Nullable(SellerInfoSchema),
  followers: Type.Integer(),
  updatedAt: DateTime(),
  confirmedAt: DateTime({ description: 'When the seller last confirmed it is still for sale (decision 029)' }),
  priceHistory: Type.Optional(
    Type.Array(PricePointSchema, { description: 'Used yachts only: asking prices, oldest first; the last is the current one' }),
  ),
  conversion: Type.Optional(ConversionSchema),
});
export type YachtDetail = Static<typeof YachtDetailSchema>;

/** The exchange rates in force, in the European Central Bank's convention: units of each currency one euro buys. */
export const ExchangeRatesSchema = Type.Object({
  date: Type.String({ format: 'date', description: 'The date of the rates (the oldest, if currencies differ)' }),
  perEuro: Type.Object(
    {
      EUR: Type.Number({ description: 'Always 1' }),
      USD: Type.Optional(Type.Number()),
      GBP: Type.Optional(Type.Number()),
      CHF: Type.Optional(Type.Number()),
      AUD: Type.Optional(Type.Number()),
    },
    { description: 'Units of each currency one euro buys; a currency without a rate is not converted' },
  ),
});
export type ExchangeRatesAnswer = Static<typeof ExchangeRatesSchema>;

export const DealerSummarySchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  category: OneOf(['builder', 'dealer', 'broker'] as const),
  url: Type.String({ description: 'The page, /dealers/{slug}' }),
  city: Type.String(),
  country: Type.String({ description: 'ISO 3166 alpha-2, or empty' }),
  logoUrl: Nullable(Type.String()),
  listings: Type.Object({ new: Type.Integer(), idle: Type.Integer() }, { description: 'Yachts listed, new and used' }),
});
export type DealerSummary = Static<typeof DealerSummarySchema>;

export const DealerSchema = Type.Object({
  ...DealerSummarySchema.properties,
  address: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  website: Nullable(Type.String()),
  languages: Type.Array(Type.String(), { description: 'Languages the team speaks, in English' }),
  about: Type.String({ description: 'Plain text: render it as text' }),
  openingHours: Type.String({ description: 'Plain text, a line a day or period' }),
  memberSince: DateTime(),
  verified: Type.Boolean({ description: 'Its trader details were checked by an operator (decision 045)' }),
  trader: Nullable(TraderDetailsSchema),
  responseTime: Nullable(Type.String(), {
    description: 'e.g. "usually replies within 3 hours"; null until there are enough conversations',
  }),
});
export type Dealer = Static<typeof DealerSchema>;

/** What a listing's signed link did (LISTING_LINKS_API). */
export const ListingLinkResultSchema = Type.Object({
  name: Type.String({ description: 'The yacht' }),
  url: Type.String({ description: 'Its page; it answers 404 once withdrawn' }),
  status: OneOf(['listed', 'withdrawn'] as const),
  message: Type.String({ description: 'What the page says' }),
});
export type ListingLinkResult = Static<typeof ListingLinkResultSchema>;

export const ListingLinkPreviewSchema = Type.Object({
  action: OneOf(['confirm', 'withdraw'] as const),
  name: Type.String(),
  status: Type.String({ description: 'listed | unconfirmed | withdrawn' }),
});
export type ListingLinkPreview = Static<typeof ListingLinkPreviewSchema>;
