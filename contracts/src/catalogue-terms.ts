// The catalogue's closed lists of values (the two catalogues, yacht types, fuels, hulls, conditions, currencies,
// sorts, kinds of seller) with their labels: the words the wire schemas spell out. The wire schemas import this
// module and catalogue.ts re-exports it, so the two never import each other.

export const YACHT_TYPES = ['motor', 'sail', 'catamaran', 'superyacht'] as const;
export type YachtType = (typeof YACHT_TYPES)[number];
export const YACHT_TYPE_LABELS: Record<YachtType, string> = {
  motor: 'Motor yacht',
  sail: 'Sailing yacht',
  catamaran: 'Catamaran',
  superyacht: 'Superyacht',
};

export const FUELS = ['diesel', 'petrol', 'electric', 'hybrid'] as const;
export type Fuel = (typeof FUELS)[number];
export const FUEL_LABELS: Record<Fuel, string> = { diesel: 'Diesel', petrol: 'Petrol', electric: 'Electric', hybrid: 'Hybrid' };

export const HULL_MATERIALS = ['grp', 'aluminium', 'steel', 'wood', 'carbon'] as const;
export type HullMaterial = (typeof HULL_MATERIALS)[number];
export const HULL_LABELS: Record<HullMaterial, string> = {
  grp: 'GRP (fibreglass)',
  aluminium: 'Aluminium',
  steel: 'Steel',
  wood: 'Wood',
  carbon: 'Carbon composite',
};

export const CONDITIONS = ['excellent', 'good', 'fair', 'project'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const CONDITION_LABELS: Record<Condition, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  project: 'Project boat',
};

export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * The currencies a visitor can see prices in (a switch beside the length unit, kept in a cookie like it). Listings
 * keep the currency they are asked in (CURRENCIES); the api converts at the exchange rates in its database, whose
 * date the page shows.
 */
export const DISPLAY_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'AUD'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];
export const DISPLAY_CURRENCY_NAMES: Record<DisplayCurrency, string> = {
  EUR: 'euros',
  USD: 'US dollars',
  GBP: 'pounds sterling',
  CHF: 'Swiss francs',
  AUD: 'Australian dollars',
};
export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return typeof value === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(value);
}
/** The currency prices are shown in when the visitor has not chosen one. */
export const DEFAULT_CURRENCY: DisplayCurrency = 'EUR';

/** The two catalogues. 'idle' is the product's word for used yachts (docs/product.md §1), kept in calls and data; pages
 * say "used". */
export const CATALOGUE_KINDS = ['new', 'idle'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export const SORTS = ['newest', 'price-asc', 'price-desc', 'length-desc', 'length-asc', 'year-desc', 'year-asc', 'relevance'] as const;
export type SortKey = (typeof SORTS)[number];
export const SORT_LABELS: Record<SortKey, string> = {
  newest: 'Newest listings',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'length-desc': 'Length: longest first',
  'length-asc': 'Length: shortest first',
  'year-desc': 'Year: newest first',
  'year-asc': 'Year: oldest first',
  relevance: 'Best match',
};

export type SellerKind = 'builder' | 'dealer' | 'broker' | 'private';
export const SELLER_KIND_LABELS: Record<SellerKind, string> = {
  builder: 'Builder',
  dealer: 'Authorised dealer',
  broker: 'Yacht broker',
  private: 'Private seller',
};
