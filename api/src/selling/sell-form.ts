// What the selling calls read from a form (contracts/src/selling.ts): the application's fields with the contract's
// messages, ids, prices, pages and choices, and the reference's form bodies of the calls.
import { type CatalogueKind } from '@yachts/contracts/catalogue';
import { COUNTRIES } from '@yachts/contracts/countries';
import { SELL_LIMITS, SELL_MESSAGES, type SellField } from '@yachts/contracts/selling';
import { SellIdleSchema, SellSchema } from '@yachts/contracts/selling-schemas';
import { MESSAGES, validate, type FieldErrors } from '@yachts/contracts/validation';
import { HttpError } from '../lib/http-error';
import { parseId, readChoice, readPage, type PageQuery } from '../lib/page-request';
import { formBodyOf } from '../lib/form-body';
import type { SellDetails } from './selling-repository';
import { FormFailureSchema } from '@yachts/contracts/wire/common';

/** Our words for what the contract does not name: ids, list filters, and the answers on success. */
export const SELLING_MESSAGES = {
  id: 'The application id must be a whole number.',
  listingId: 'The listing id must be a whole number.',
  kind: 'Please choose new or used yachts.',
  status: 'Please choose submitted, under review, approved or rejected.',
  listingNotFound: SELL_MESSAGES.listingNotFound,
  priceChanged: 'The asking price has been changed.',
  created: 'Your application has been submitted. We will review it shortly.',
  saved: 'Your changes have been saved.',
  resubmitted: 'Your changes have been saved and the application is submitted again.',
  withdrawn: 'Your application has been withdrawn.',
  entrySent: 'Your application has been sent. We will write to you once it is reviewed.',
} as const;

/** Applications are work for the operators: a client that sends more than this in an hour is asked to wait. */
export const SELL_CREATE_LIMIT = { max: 20, timeWindow: '1 hour' };

export const COUNTRY_CODES = new Set(COUNTRIES.map((country) => country.code));

/** The message a field answers when it arrives as the wrong kind of value (a list for a number, …). */
const FIELD_MESSAGES: Record<SellField, string> = {
  builder: SELL_MESSAGES.builder,
  model: SELL_MESSAGES.model,
  model_line: MESSAGES.tooLong(80),
  type: SELL_MESSAGES.type,
  year: SELL_MESSAGES.year,
  length_m: SELL_MESSAGES.length,
  beam_m: SELL_MESSAGES.beam,
  draft_m: SELL_MESSAGES.draft,
  cabins: SELL_MESSAGES.cabins,
  berths: SELL_MESSAGES.berths,
  engines: MESSAGES.tooLong(160),
  fuel: SELL_MESSAGES.fuel,
  hull_material: SELL_MESSAGES.hull,
  top_speed_kn: SELL_MESSAGES.speed,
  cruise_speed_kn: SELL_MESSAGES.speed,
  price: SELL_MESSAGES.price,
  currency: SELL_MESSAGES.currency,
  location: SELL_MESSAGES.location,
  country: SELL_MESSAGES.country,
  description: SELL_MESSAGES.description,
  photos: SELL_MESSAGES.photoUrl,
  engine_hours: SELL_MESSAGES.engineHours,
  condition: SELL_MESSAGES.condition,
};

/** A number as a form sends it: a number, or its digits with an optional decimal part. */
const NUMBER_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

function acceptable(type: string, value: unknown): boolean {
  if (value === undefined) return true;
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return (
        (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'string' && (value.trim() === '' || NUMBER_TEXT.test(value)))
      );
    case 'array':
      // The contract takes a list of URLs or one comma-separated string.
      return typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));
    default:
      return false;
  }
}

/**
 * A sell form's fields, validated with the contract's schema, with every message under its field name. Before the
 * schema runs each value's JSON type is checked: yup would quietly read ["5"] as 5 or {} as "[object Object]".
 */
export function readSellForm(
  kind: CatalogueKind,
  fields: Record<string, unknown>,
): { values: SellDetails; photos: string[]; errors: FieldErrors } {
  const schema = kind === 'idle' ? SellIdleSchema : SellSchema;
  const errors: FieldErrors = {};
  const input: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.fields)) {
    // null is what a cleared field sends: the same as leaving it out.
    const value = fields[name] === null ? undefined : fields[name];
    const type = 'type' in field && typeof field.type === 'string' ? field.type : 'mixed';
    if (acceptable(type, value)) input[name] = value;
    else errors[name] = FIELD_MESSAGES[name as SellField];
  }
  const result = validate(schema, input);
  if (!result.ok) {
    for (const [path, message] of Object.entries(result.errors)) {
      // "photos[3]" is the fourth photo: the form shows it under photos.
      const name = path.replace(/[[.].*$/, '');
      if (!(name in errors)) errors[name] = message;
    }
    return { values: {} as SellDetails, photos: [], errors };
  }
  const { photos, ...values } = result.value;
  if (!COUNTRY_CODES.has(values.country)) errors.country = SELL_MESSAGES.country;
  // The same photo twice is one photo.
  return { values, photos: [...new Set(photos)], errors };
}

/** An id field: a positive whole number, or the sentence `message`. */
export function readId(value: unknown, message: string): number {
  const id = parseId(typeof value === 'string' ? value.trim() : value);
  if (id === null) throw new HttpError(400, message);
  return id;
}

/** An asking price: whole units of the listing's currency within SELL_LIMITS (digits as text too). */
export function readPrice(value: unknown): number {
  const text = typeof value === 'string' ? value.trim() : value;
  const price = typeof text === 'string' && /^\d{1,12}$/.test(text) ? Number(text) : text;
  if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < SELL_LIMITS.priceMin || price > SELL_LIMITS.priceMax)
    throw new HttpError(400, { price: SELL_MESSAGES.price });
  return price;
}

/** {page, page_size}; pageSize is read too, the name SELL_CALLS' comments use. */
export function readSellPage(fields: Record<string, unknown>): PageQuery {
  const size = fields.page_size ?? fields.pageSize;
  return readPage({ page: fields.page, page_size: size });
}

export function optionalChoice<T extends string>(value: unknown, choices: readonly T[], message: string): T | null {
  if (value === undefined || value === null || value === '') return null;
  return readChoice(value, choices, null, message);
}

export const KINDS: readonly CatalogueKind[] = ['new', 'idle'];
export const kindSchema = { type: 'string', enum: [...KINDS], description: "'idle' is a used yacht" };

export const idBody = (description = 'Application id') => formBodyOf(null, { id: { type: 'integer', description } }, ['id']);

/** The documented body of a sell form: the schema readSellForm validates it with (numbers may come as digits). */
export function sellBody(kind: CatalogueKind, withId: boolean) {
  const schema = kind === 'idle' ? SellIdleSchema : SellSchema;
  return withId ? formBodyOf(schema, { id: { type: 'integer', description: 'The application to change' } }, ['id']) : formBodyOf(schema);
}

export const failures = { '4xx': FormFailureSchema };
