// Response schemas of the catalogue (contracts/src/catalogue.ts shapes): they shape the answers of catalogue.ts (a
// field missing here is dropped from the answer) and document them in the OpenAPI reference.
import { CONDITIONS, CURRENCIES, FUELS, HULL_MATERIALS, SELLER_KIND_LABELS, SORTS, YACHT_TYPES } from '@yachts/contracts/catalogue';
import { pageOf } from '../lib/route-schemas';

const nullable = (type: string) => ({ type: [type, 'null'] });
const dateTime = { type: 'string', format: 'date-time' };
const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values] });

const summaryProperties = {
  kind: oneOf(['new', 'idle']),
  id: { type: 'integer' },
  slug: { type: 'string' },
  url: { type: 'string', description: 'The page of the yacht' },
  builder: { type: 'string' },
  model: { type: 'string' },
  modelLine: { type: 'string' },
  type: oneOf(YACHT_TYPES),
  year: { type: 'integer', description: 'Model year (new) or year built (used)' },
  lengthM: { type: 'number' },
  cabins: { type: 'integer' },
  berths: { type: 'integer' },
  fuel: oneOf(FUELS),
  price: { type: 'integer', description: 'Base price (new) or asking price (used), in currency' },
  currency: oneOf(CURRENCIES),
  location: { type: 'string' },
  country: { type: 'string', description: 'ISO 3166 alpha-2, or empty' },
  imageUrl: { ...nullable('string'), description: 'The cover picture; null for the default picture' },
  photoCount: { type: 'integer' },
  listedAt: dateTime,
  condition: { ...oneOf(CONDITIONS), description: 'Used yachts only' },
  engineHours: { ...nullable('integer'), description: 'Used yachts only' },
  followed: { type: 'boolean', description: 'Whether the caller follows it; only when logged in' },
};

export const yachtSummary = { type: 'object', properties: summaryProperties };

export const yachtListPage = {
  ...pageOf(yachtSummary),
  required: [...pageOf(yachtSummary).required, 'sort'],
  properties: { ...pageOf(yachtSummary).properties, sort: { ...oneOf(SORTS), description: 'The sort applied' } },
};

const counted = {
  type: 'array',
  items: { type: 'object', properties: { name: { type: 'string' }, count: { type: 'integer' } } },
};
const range = { type: 'object', properties: { min: { type: 'number' }, max: { type: 'number' } } };

export const catalogueFilters = {
  type: 'object',
  properties: {
    builders: { ...counted, description: 'Builders of listed yachts, most yachts first' },
    locations: { ...counted, description: 'Places of listed yachts, most yachts first' },
    lengthM: range,
    price: { ...range, description: 'In euros' },
    year: range,
  },
};

const sellerInfo = {
  type: 'object',
  properties: {
    name: { type: 'string', description: 'The company of a business, the member name of a private seller' },
    kind: oneOf(Object.keys(SELLER_KIND_LABELS)),
    uuid: nullable('string'),
    avatarUrl: nullable('string'),
    memberSince: { type: ['string', 'null'], format: 'date-time' },
    country: { type: 'string' },
  },
};

export const yachtDetail = {
  type: 'object',
  properties: {
    ...summaryProperties,
    beamM: { type: 'number' },
    draftM: { type: 'number' },
    engines: { type: 'string' },
    hullMaterial: oneOf(HULL_MATERIALS),
    topSpeedKn: nullable('number'),
    cruiseSpeedKn: nullable('number'),
    description: { type: 'string' },
    photos: { type: 'array', items: { type: 'string' }, description: 'Gallery order; the first is the cover' },
    seller: { anyOf: [sellerInfo, { type: 'null' }] },
    followers: { type: 'integer' },
    updatedAt: dateTime,
    priceHistory: {
      type: 'array',
      description: 'Used yachts only: asking prices, oldest first; the last is the current one',
      items: { type: 'object', properties: { price: { type: 'integer' }, currency: oneOf(CURRENCIES), changedAt: dateTime } },
    },
  },
};

export const followResult = {
  type: 'object',
  required: ['followed', 'followers'],
  properties: { followed: { type: 'boolean' }, followers: { type: 'integer', description: 'Members following the yacht' } },
};
