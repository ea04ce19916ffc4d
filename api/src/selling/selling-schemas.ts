// Response schemas of selling (contracts/src/selling.ts shapes): they shape the answers of selling.ts and
// operator-selling.ts and document them in the OpenAPI reference. Undeclared properties are not sent.
import { ENTRY_STATUSES, ENTRY_TYPES, SELL_IDLE_FIELDS, SELL_STATUSES } from '@yachts/contracts/selling';
import { PageOf } from '@yachts/contracts/wire/common';

const nullable = (type: string) => ({ type: [type, 'null'] });
const dateTime = { type: 'string', format: 'date-time' };
const kind = { type: 'string', enum: ['new', 'idle'], description: "'idle' is a used yacht" };

export const sellValues = {
  type: 'object',
  description: 'The form values; engine_hours and condition for used yachts only',
  properties: Object.fromEntries(
    SELL_IDLE_FIELDS.map((field) => [
      field,
      field === 'photos' ? { type: 'array', items: { type: 'string' } } : { type: ['string', 'number', 'null'] },
    ]),
  ),
};

export const sellApplicationValues = {
  type: 'object',
  required: ['id', 'kind', 'status', 'values'],
  properties: { id: { type: 'integer' }, kind, status: { type: 'string', enum: [...SELL_STATUSES] }, values: sellValues },
};

const summaryProperties = {
  id: { type: 'integer' },
  kind,
  status: { type: 'string', enum: [...SELL_STATUSES] },
  title: { type: 'string', description: 'Builder and model as entered' },
  year: nullable('integer'),
  price: nullable('integer'),
  currency: nullable('string'),
  coverUrl: nullable('string'),
  listingUrl: { ...nullable('string'), description: 'The listing page once approved' },
  reason: { ...nullable('string'), description: 'Why it was rejected' },
  createdAt: dateTime,
  updatedAt: dateTime,
  editable: { type: 'boolean', description: 'Whether the seller may still change it (submitted or rejected)' },
};

export const sellApplicationSummary = { type: 'object', properties: summaryProperties };

export const sellProgressStep = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: [...SELL_STATUSES, 'edited', 'withdrawn'] },
    label: { type: 'string' },
    note: { ...nullable('string'), description: 'The reason of a rejection' },
    at: dateTime,
  },
};

export const sellApplicationDetail = {
  type: 'object',
  properties: { ...summaryProperties, values: sellValues, progress: { type: 'array', items: sellProgressStep } },
};

const myListingProperties = {
  kind,
  id: { type: 'integer' },
  applicationId: nullable('integer'),
  title: { type: 'string' },
  url: { type: 'string' },
  coverUrl: nullable('string'),
  price: { type: 'integer' },
  currency: { type: 'string' },
  listedAt: dateTime,
  followers: { type: 'integer' },
  enquiries: { type: 'integer' },
};

export const myListing = { type: 'object', properties: myListingProperties };

export const listingEnquiry = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    areaCode: { type: 'string' },
    mobile: { type: 'string' },
    content: { type: 'string' },
    createdAt: dateTime,
  },
};

export const myListingDetail = {
  type: 'object',
  properties: { ...myListingProperties, enquiriesList: PageOf(listingEnquiry) },
};

const entryProperties = {
  id: { type: 'integer' },
  type: { type: 'string', enum: [...ENTRY_TYPES] },
  category: { type: 'string' },
  status: { type: 'string', enum: [...ENTRY_STATUSES] },
  companyName: { type: 'string' },
  contactName: { type: 'string' },
  email: { type: 'string' },
  country: { type: 'string' },
  website: nullable('string'),
  reason: nullable('string'),
  createdAt: dateTime,
  reviewedAt: { ...dateTime, type: ['string', 'null'] },
};

export const entryApplication = { type: 'object', properties: entryProperties };

const choice = { type: 'object', properties: { value: { type: 'string' }, label: { type: 'string' } } };

export const sellParameters = {
  type: 'object',
  properties: {
    types: { type: 'array', items: choice },
    fuels: { type: 'array', items: choice },
    hulls: { type: 'array', items: choice },
    conditions: { type: 'array', items: choice },
    currencies: { type: 'array', items: { type: 'string' } },
    builders: { type: 'array', items: { type: 'string' }, description: 'Builders in the catalogue, for suggestions' },
    limits: { type: 'object', additionalProperties: { type: 'number' } },
  },
};

export const applicant = {
  type: 'object',
  properties: { uuid: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } },
};

export const operatorApplication = {
  type: 'object',
  properties: {
    ...summaryProperties,
    status: { type: 'string', enum: [...SELL_STATUSES, 'withdrawn'], description: 'withdrawn: the seller deleted it' },
    values: sellValues,
    user: applicant,
  },
};

export const operatorEntry = { type: 'object', properties: { ...entryProperties, user: applicant } };
