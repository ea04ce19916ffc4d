// The list and search query of the catalogue api (contracts/src/catalogue.ts CatalogueQuery), read strictly: the
// browser reads the same names leniently (parseCatalogueQuery drops what falls outside CATALOGUE_RANGES, the same
// ranges checked here) and never sends a bad one, so whatever is wrong here
// came from a hand-edited link or another client, and gets one sentence naming the parameter. Ajv checks the
// numbers (querystringSchema, with catalogueSchemaErrors for its words); this file checks what Ajv cannot: the
// comma lists, the sort, text lengths and min <= max.
import {
  CATALOGUE_LIMITS,
  CATALOGUE_RANGES,
  DEALER_SLUG,
  DEALER_SLUG_MAX,
  catalogueQueryToParams,
  parseCatalogueQuery,
  CONDITIONS,
  DISPLAY_CURRENCIES,
  FUELS,
  HULL_MATERIALS,
  SORTS,
  YACHT_TYPES,
  type CatalogueKind,
  type CatalogueQuery,
  type Condition,
  type DisplayCurrency,
  type Fuel,
  type HullMaterial,
  type SortKey,
  type YachtType,
} from '@yachts/contracts/catalogue';
import { COUNTRIES } from '@yachts/contracts/countries';

const COUNTRY_CODES: readonly string[] = COUNTRIES.map((country) => country.code);
import { HttpError } from '../lib/http-error';

// One set of limits for the browser and the api (contracts/src/catalogue.ts).
const PRICE_MAX = CATALOGUE_RANGES.price.max;
const LENGTH_MAX = CATALOGUE_RANGES.length.max;
const YEAR_RANGE = CATALOGUE_RANGES.year;
const CABINS_MAX = CATALOGUE_RANGES.cabins.max;
const LOCATION_MAX = CATALOGUE_LIMITS.locationMaxLength;
const BUILDER_MAX = CATALOGUE_LIMITS.builderMaxLength;
const LIST_MAX = CATALOGUE_LIMITS.listMaxValues;

/** What a list or search asks the repository for: every filter checked, with the sort and page decided. */
export interface ListRequest extends Omit<CatalogueQuery, 'location' | 'sort' | 'page' | 'pageSize'> {
  location?: LocationFilter;
  /** The seller whose yachts a `dealer` names, found by the route (the dealer's page, decision 028). */
  sellerId?: number;
  sort: SortKey;
  page: number;
  pageSize: number;
}

export interface LocationFilter {
  /** What the visitor typed, lower case. */
  text: string;
  /** A PostgreSQL regular expression: the text at the start of a word. */
  pattern: string;
  /** Countries whose English name has a word starting with the text. */
  countries: string[];
}

export const CATALOGUE_QUERY_MESSAGES = {
  unknownParameter: (name: string) => `Unknown parameter "${name}".`,
  once: (name: string) => `Give ${name} once, as text.`,
  characters: (name: string) => `${name} contains characters that are not allowed.`,
  keywordsTooLong: `Please keep the keywords to ${CATALOGUE_LIMITS.keywordsMaxLength} characters or fewer.`,
  locationTooLong: `Please keep the location to ${LOCATION_MAX} characters or fewer.`,
  builderTooLong: `A builder, model or place name has at most ${BUILDER_MAX} characters.`,
  tooManyValues: (name: string) => `Choose at most ${LIST_MAX} values for ${name}.`,
  unknownValue: (name: string, value: string, allowed: readonly string[]) =>
    `Unknown ${name} "${value}": use ${allowed.slice(0, -1).join(', ')} or ${allowed[allowed.length - 1]}.`,
  unknownCountry: (value: string) => `Unknown country "${value}": use two-letter ISO 3166 codes such as FR or GB.`,
  conditionOnNew: 'condition applies to used yachts only.',
  sort: (value: string) => `Unknown sort "${value}": use ${SORTS.join(', ')}.`,
  relevanceNeedsKeywords: 'Sorting by best match (relevance) needs keywords (q).',
  minAboveMax: (what: string) => `The minimum ${what} cannot be more than the maximum.`,
  dealer: 'dealer must be the name of a dealer’s page: lower-case letters, digits and hyphens.',
  currency: (value: string) =>
    `Unknown currency "${value}": use ${DISPLAY_CURRENCIES.slice(0, -1).join(', ')} or ${DISPLAY_CURRENCIES.at(-1)}.`,
} as const;

/** Number parameters with the sentence that explains each when Ajv refuses it. */
const NUMBER_RULES: Record<string, { schema: object; message: string }> = {
  lengthMin: {
    schema: { type: 'number', minimum: 0, maximum: LENGTH_MAX },
    message: `lengthMin must be a length in metres from 0 to ${LENGTH_MAX}.`,
  },
  lengthMax: {
    schema: { type: 'number', minimum: 0, maximum: LENGTH_MAX },
    message: `lengthMax must be a length in metres from 0 to ${LENGTH_MAX}.`,
  },
  priceMin: {
    schema: { type: 'number', minimum: 0, maximum: PRICE_MAX },
    message: `priceMin must be a price from 0 to ${PRICE_MAX}, in euros or in the currency given.`,
  },
  priceMax: {
    schema: { type: 'number', minimum: 0, maximum: PRICE_MAX },
    message: `priceMax must be a price from 0 to ${PRICE_MAX}, in euros or in the currency given.`,
  },
  yearMin: {
    schema: { type: 'integer', minimum: YEAR_RANGE.min, maximum: YEAR_RANGE.max },
    message: `yearMin must be a year from ${YEAR_RANGE.min} to ${YEAR_RANGE.max}.`,
  },
  yearMax: {
    schema: { type: 'integer', minimum: YEAR_RANGE.min, maximum: YEAR_RANGE.max },
    message: `yearMax must be a year from ${YEAR_RANGE.min} to ${YEAR_RANGE.max}.`,
  },
  cabins: {
    schema: { type: 'integer', minimum: 0, maximum: CABINS_MAX },
    message: `cabins must be a whole number from 0 to ${CABINS_MAX}.`,
  },
  page: {
    schema: { type: 'integer', minimum: 1, maximum: CATALOGUE_LIMITS.maxPage, default: 1 },
    message: `page must be a whole number from 1 to ${CATALOGUE_LIMITS.maxPage}.`,
  },
  pageSize: {
    schema: { type: 'integer', minimum: 1, maximum: CATALOGUE_LIMITS.maxPageSize, default: CATALOGUE_LIMITS.pageSize },
    message: `pageSize must be a whole number from 1 to ${CATALOGUE_LIMITS.maxPageSize}.`,
  },
};

const text = (description: string) => ({ type: 'string', description });

/** The querystring of GET /api/v1/yachts/{kind}: it documents every CatalogueQuery name and checks the numbers. */
export const catalogueQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: text(`Search words over builder, model, place and description (at most ${CATALOGUE_LIMITS.keywordsMaxLength} characters)`),
    type: text(`Comma list of ${YACHT_TYPES.join(', ')}`),
    builder: text('Comma list of builder names, as GET …/filters gives them'),
    model: text('Comma list of model names, as GET …/filters gives them for the chosen builders'),
    country: text('Comma list of ISO 3166 alpha-2 country codes'),
    port: text('Comma list of places, as GET …/filters gives them'),
    fuel: text(`Comma list of ${FUELS.join(', ')}`),
    hull: text(`Comma list of ${HULL_MATERIALS.join(', ')}`),
    condition: text(`Used yachts only: comma list of ${CONDITIONS.join(', ')}`),
    location: text('A port, region or country: matches places with a word starting with it, in any case'),
    dealer: text('One dealer’s, broker’s or builder’s yachts: the slug of its page (/dealers/{slug})'),
    currency: text(
      `One of ${DISPLAY_CURRENCIES.join(', ')}: the currency of priceMin and priceMax, and of the converted prices (shownPrice) of the answer; euros without it`,
    ),
    sort: text(`One of ${SORTS.join(', ')}; default relevance with q, else newest (relevance needs q)`),
    ...Object.fromEntries(Object.entries(NUMBER_RULES).map(([name, rule]) => [name, { ...rule.schema, description: rule.message }])),
  },
} as const;

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/**
 * Fastify's schemaErrorFormatter for the catalogue's querystrings and paths: Ajv's "querystring/pageSize must be
 * <= 60" becomes the sentence of the parameter.
 */
export function catalogueSchemaErrors(errors: AjvError[], dataVar: string): Error {
  const error = errors[0];
  if (!error) return new Error(`The ${dataVar} is not valid.`);
  if (error.keyword === 'additionalProperties')
    return new Error(CATALOGUE_QUERY_MESSAGES.unknownParameter(String(error.params.additionalProperty)));
  const name = error.instancePath.replace(/^\//, '');
  const rule = NUMBER_RULES[name];
  if (dataVar === 'querystring' && rule) return new Error(rule.message);
  if (dataVar === 'querystring' && error.keyword === 'type') return new Error(CATALOGUE_QUERY_MESSAGES.once(name));
  return new Error(`${name || dataVar} ${error.message ?? 'is not valid'}`.trim());
}

/** The query as Fastify hands it over after the querystring schema: numbers are numbers, the rest text. */
export type RawCatalogueQuery = Partial<
  Record<
    'q' | 'type' | 'builder' | 'model' | 'fuel' | 'hull' | 'condition' | 'location' | 'country' | 'port' | 'sort' | 'currency' | 'dealer',
    string
  >
> &
  Partial<Record<'lengthMin' | 'lengthMax' | 'priceMin' | 'priceMax' | 'yearMin' | 'yearMax' | 'cabins', number>> & {
    page: number;
    pageSize: number;
  };

// eslint-disable-next-line no-control-regex -- the point is to find control characters (PostgreSQL refuses NUL in text)
export const CONTROL = /[\u0000-\u001f\u007f]/;

function cleanText(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (CONTROL.test(value)) throw new HttpError(400, CATALOGUE_QUERY_MESSAGES.characters(name));
  const trimmed = value.trim().replace(/\s+/g, ' ');
  return trimmed === '' ? undefined : trimmed;
}

function readList<T extends string>(name: string, value: string | undefined, allowed: readonly T[] | null): T[] | undefined {
  const raw = cleanText(name, value);
  if (raw === undefined) return undefined;
  const values = [...new Set(raw.split(',').map((part) => part.trim()))].filter((part) => part !== '');
  if (values.length === 0) return undefined;
  if (values.length > LIST_MAX) throw new HttpError(400, CATALOGUE_QUERY_MESSAGES.tooManyValues(name));
  for (const item of values) {
    if (allowed && !(allowed as readonly string[]).includes(item))
      throw new HttpError(
        400,
        allowed === COUNTRY_CODES
          ? CATALOGUE_QUERY_MESSAGES.unknownCountry(item)
          : CATALOGUE_QUERY_MESSAGES.unknownValue(name, item, allowed),
      );
    if (!allowed && item.length > BUILDER_MAX) throw new HttpError(400, CATALOGUE_QUERY_MESSAGES.builderTooLong);
  }
  return values as T[];
}

function checkRange(what: string, min: number | undefined, max: number | undefined) {
  if (min !== undefined && max !== undefined && min > max) throw new HttpError(400, CATALOGUE_QUERY_MESSAGES.minAboveMax(what));
}

/** Every character that means something in a PostgreSQL regular expression, escaped; letters and digits kept. */
function regexLiteral(value: string): string {
  return value.replace(/[^\p{L}\p{N} ]/gu, (char) => `\\${char}`);
}

/** True when `phrase` starts at a word of `name` (case already folded). */
function startsAWord(name: string, phrase: string): boolean {
  for (let i = name.indexOf(phrase); i !== -1; i = name.indexOf(phrase, i + 1)) {
    if (i === 0 || !/[\p{L}\p{N}]/u.test(name[i - 1]!)) return true;
  }
  return false;
}

export function locationFilter(value: string): LocationFilter {
  const folded = value.toLowerCase();
  return {
    text: folded,
    // \m: the beginning of a word (PostgreSQL's ARE syntax, in PGlite and in PostgreSQL 15 alike).
    pattern: `\\m${regexLiteral(folded)}`,
    countries: COUNTRIES.filter((country) => startsAWord(country.name_en.toLowerCase(), folded)).map((country) => country.code),
  };
}

/** Reads and checks a list or search query; throws an HttpError 400 with one sentence for the first mistake. */
export function readCatalogueQuery(kind: CatalogueKind, raw: RawCatalogueQuery): ListRequest {
  // Ajv coerces "1e400" to Infinity and lets it through its bounds.
  for (const [name, rule] of Object.entries(NUMBER_RULES)) {
    const value = (raw as Record<string, unknown>)[name];
    if (value !== undefined && !Number.isFinite(value)) throw new HttpError(400, rule.message);
  }
  const q = cleanText('q', raw.q);
  if (q !== undefined && q.length > CATALOGUE_LIMITS.keywordsMaxLength) throw new HttpError(400, CATALOGUE_QUERY_MESSAGES.keywordsTooLong);
  const location = cleanText('location', raw.location);
  if (location !== undefined && location.length > LOCATION_MAX) throw new HttpError(400, CATALOGUE_QUERY_MESSAGES.locationTooLong);

  const condition = readList<Condition>('condition', raw.condition, CONDITIONS);
  if (condition && kind === 'new') throw new HttpError(400, CATALOGUE_QUERY_MESSAGES.conditionOnNew);

  const sortText = cleanText('sort', raw.sort);
  if (sortText !== undefined && !(SORTS as readonly string[]).includes(sortText))
    throw new HttpError(400, CATALOGUE_QUERY_MESSAGES.sort(sortText));
  if (sortText === 'relevance' && q === undefined) throw new HttpError(400, CATALOGUE_QUERY_MESSAGES.relevanceNeedsKeywords);
  const sort: SortKey = (sortText as SortKey | undefined) ?? (q !== undefined ? 'relevance' : 'newest');

  const currencyText = cleanText('currency', raw.currency);
  if (currencyText !== undefined && !(DISPLAY_CURRENCIES as readonly string[]).includes(currencyText))
    throw new HttpError(400, CATALOGUE_QUERY_MESSAGES.currency(currencyText));

  checkRange('length', raw.lengthMin, raw.lengthMax);
  checkRange('price', raw.priceMin, raw.priceMax);
  checkRange('year', raw.yearMin, raw.yearMax);

  const request: ListRequest = { sort, page: raw.page, pageSize: raw.pageSize };
  if (q !== undefined) request.q = q;
  const type = readList<YachtType>('type', raw.type, YACHT_TYPES);
  if (type) request.type = type;
  const builder = readList<string>('builder', raw.builder, null);
  if (builder) request.builder = builder;
  const model = readList<string>('model', raw.model, null);
  if (model) request.model = model;
  const country = readList<string>('country', raw.country, COUNTRY_CODES);
  if (country) request.country = country;
  const port = readList<string>('port', raw.port, null);
  if (port) request.port = port;
  const fuel = readList<Fuel>('fuel', raw.fuel, FUELS);
  if (fuel) request.fuel = fuel;
  const hull = readList<HullMaterial>('hull', raw.hull, HULL_MATERIALS);
  if (hull) request.hull = hull;
  if (condition) request.condition = condition;
  if (location !== undefined) request.location = locationFilter(location);
  if (raw.lengthMin !== undefined) request.lengthMin = raw.lengthMin;
  if (raw.lengthMax !== undefined) request.lengthMax = raw.lengthMax;
  // Prices are whole euros in the table: a fractional bound is rounded inwards, so it never widens the range.
  if (raw.priceMin !== undefined) request.priceMin = Math.ceil(raw.priceMin);
  if (raw.priceMax !== undefined) request.priceMax = Math.floor(raw.priceMax);
  if (raw.yearMin !== undefined) request.yearMin = raw.yearMin;
  if (raw.yearMax !== undefined) request.yearMax = raw.yearMax;
  if (raw.cabins !== undefined) request.cabins = raw.cabins;
  if (currencyText !== undefined) request.currency = currencyText as DisplayCurrency;
  const dealer = cleanText('dealer', raw.dealer);
  if (dealer !== undefined) {
    if (dealer.length > DEALER_SLUG_MAX || !DEALER_SLUG.test(dealer)) throw new HttpError(400, CATALOGUE_QUERY_MESSAGES.dealer);
    request.dealer = dealer;
  }
  return request;
}

/**
 * A saved search's query (decision 027): a list's address parameters, read as strictly as the list reads them (the
 * same sentences for the same mistakes), page and page size left out. Answers the request, the query as the browser
 * reads it, and the canonical text kept in the database (parameters in a stable order).
 */
export function readSavedQuery(kind: CatalogueKind, text: string): { request: ListRequest; query: CatalogueQuery; canonical: string } {
  const params = new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
  const raw: Record<string, string | number> = {};
  for (const name of new Set(params.keys())) {
    if (name === 'page' || name === 'pageSize') continue;
    if (!(name in catalogueQuerystring.properties)) throw new HttpError(400, CATALOGUE_QUERY_MESSAGES.unknownParameter(name));
    const values = params.getAll(name);
    if (values.length > 1) throw new HttpError(400, CATALOGUE_QUERY_MESSAGES.once(name));
    const value = (values[0] ?? '').trim();
    if (value === '') continue;
    const rule = NUMBER_RULES[name];
    if (rule) {
      const { type, minimum, maximum } = rule.schema as { type: string; minimum: number; maximum: number };
      const number = Number(value);
      if (!Number.isFinite(number) || number < minimum || number > maximum || (type === 'integer' && !Number.isInteger(number)))
        throw new HttpError(400, rule.message);
      raw[name] = number;
    } else raw[name] = value;
  }
  const request = readCatalogueQuery(kind, { ...raw, page: 1, pageSize: CATALOGUE_LIMITS.pageSize });
  const { page: _page, pageSize: _pageSize, ...query } = parseCatalogueQuery(params);
  return { request, query, canonical: catalogueQueryToParams(query).toString() };
}
