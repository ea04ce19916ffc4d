// Sell applications and seller / business entries (product rules §7A /index/apply/*, /index/user/*;
// contracts/src/selling.ts SELL_CALLS; docs/decisions/017-selling.md). Every call is form-style and needs a login (a
// visitor gets 400401). Only the owner finds an application: another user's id, a withdrawn one and an id of the other
// kind all answer SELL_MESSAGES.notFound, and change nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  CONDITIONS,
  CONDITION_LABELS,
  CURRENCIES,
  FUELS,
  FUEL_LABELS,
  HULL_LABELS,
  HULL_MATERIALS,
  LISTING_FRESHNESS,
  LISTING_LINK_MESSAGES,
  YACHT_TYPES,
  YACHT_TYPE_LABELS,
  type CatalogueKind,
} from '@yachts/contracts/catalogue';
import { COUNTRIES } from '@yachts/contracts/countries';
import {
  SELL_CALLS,
  SELL_EDITABLE,
  SELL_LIMITS,
  SELL_MESSAGES,
  SELL_STATUSES,
  type SellField,
  type SellParameters,
  type SellStatus,
} from '@yachts/contracts/selling';
import { EnterSchema, SellIdleSchema, SellSchema } from '@yachts/contracts/selling-schemas';
import { MESSAGES, validate, type FieldErrors } from '@yachts/contracts/validation';
import { validateForm } from '../lib/form-validation';
import { HttpError } from '../lib/http-error';
import { formFields, pageFields, parseId, readChoice, readPage, type PageQuery } from '../lib/page-request';
import { formBodyOf } from '../lib/form-body';
import { hashSid } from '../platform/visitor-sid';
import { requireVisitorSid } from '../platform/form-style';
import type { SellDetails } from './selling-repository';
import { FormEnvelope, FormFailureSchema, PageOf } from '@yachts/contracts/wire/common';
import {
  ApplicationIdSchema,
  EntryApplicationSchema,
  ListingPriceSchema,
  MyListingDetailSchema,
  MyListingSchema,
  SellApplicationDetailSchema,
  SellApplicationSummarySchema,
  SellApplicationValuesSchema,
  SellParametersSchema,
  SellProgressStepSchema,
} from '@yachts/contracts/wire/selling';
import { UPLOADS_PREFIX } from '../platform/upload-routes';

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

const COUNTRY_CODES = new Set(COUNTRIES.map((country) => country.code));

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
function readSellForm(
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
  return { values: values as SellDetails, photos: [...new Set(photos)], errors };
}

/** An id field: a positive whole number, or the sentence `message`. */
function readId(value: unknown, message: string): number {
  const id = parseId(typeof value === 'string' ? value.trim() : value);
  if (id === null) throw new HttpError(400, message);
  return id;
}

/** An asking price: whole units of the listing's currency within SELL_LIMITS (digits as text too). */
function readPrice(value: unknown): number {
  const text = typeof value === 'string' ? value.trim() : value;
  const price = typeof text === 'string' && /^\d{1,12}$/.test(text) ? Number(text) : text;
  if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < SELL_LIMITS.priceMin || price > SELL_LIMITS.priceMax)
    throw new HttpError(400, { price: SELL_MESSAGES.price });
  return price;
}

/** {page, page_size}; pageSize is read too, the name SELL_CALLS' comments use. */
function readSellPage(fields: Record<string, unknown>): PageQuery {
  const size = fields.page_size ?? fields.pageSize;
  return readPage({ page: fields.page, page_size: size });
}

function optionalChoice<T extends string>(value: unknown, choices: readonly T[], message: string): T | null {
  if (value === undefined || value === null || value === '') return null;
  return readChoice(value, choices, null, message);
}

const KINDS: readonly CatalogueKind[] = ['new', 'idle'];
const kindSchema = { type: 'string', enum: [...KINDS], description: "'idle' is a used yacht" };

const idBody = (description = 'Application id') => formBodyOf(null, { id: { type: 'integer', description } }, ['id']);

/** The documented body of a sell form: the schema readSellForm validates it with (numbers may come as digits). */
function sellBody(kind: CatalogueKind, withId: boolean) {
  const schema = kind === 'idle' ? SellIdleSchema : SellSchema;
  return withId ? formBodyOf(schema, { id: { type: 'integer', description: 'The application to change' } }, ['id']) : formBodyOf(schema);
}

const failures = { '4xx': FormFailureSchema };

export default async function sellingRoutes(app: FastifyInstance) {
  const { selling, uploads } = app.repositories;

  /** Refuses photos this visitor did not upload, except those the application already had. */
  async function checkPhotos(request: FastifyRequest, photos: string[], errors: FieldErrors, already: readonly string[] = []) {
    if (errors.photos) return;
    const fresh = photos.filter((url) => !already.includes(url));
    if (fresh.length === 0) return;
    const relative = fresh.map((url) => (url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : null));
    const sidHash = hashSid(requireVisitorSid(request));
    const owned = relative.every((p) => p !== null) ? await uploads.pathsOwnedBy(relative as string[], sidHash) : [];
    if (owned.length !== fresh.length) errors.photos = SELL_MESSAGES.photoUrl;
  }

  /** The caller's application of this kind, or the not-found answer (missing, another's, withdrawn, other kind). */
  async function ownedOrNotFound(userId: number, id: number, kind: CatalogueKind | null) {
    const found = await selling.findOwned(userId, id, kind);
    if (!found) throw new HttpError(404, SELL_MESSAGES.notFound);
    return found;
  }

  for (const kind of KINDS) {
    const word = kind === 'new' ? 'new' : 'used';
    const calls =
      kind === 'new'
        ? { create: SELL_CALLS.createNew, edit: SELL_CALLS.editNew, remove: SELL_CALLS.deleteNew }
        : { create: SELL_CALLS.createIdle, edit: SELL_CALLS.editIdle, remove: SELL_CALLS.deleteIdle };

    app.post(
      calls.create,
      {
        bodyLimit: 64 * 1024,
        config: { rateLimit: SELL_CREATE_LIMIT },
        schema: {
          tags: ['selling'],
          summary: `Applies to list a ${word} yacht (login required); answers the application id`,
          description: 'Field errors come back as msg: {field: message}, in the words of SELL_MESSAGES.',
          formBody: sellBody(kind, false),
          response: { 200: FormEnvelope(ApplicationIdSchema), ...failures },
        },
      },
      async (request) => {
        const user = await app.requireUser(request);
        const { values, photos, errors } = readSellForm(kind, formFields(request.body));
        await checkPhotos(request, photos, errors);
        if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
        const id = await selling.create(user.id, kind, values, photos);
        return { code: 1, msg: SELLING_MESSAGES.created, data: { id } };
      },
    );

    app.post(
      calls.edit,
      {
        bodyLimit: 64 * 1024,
        schema: {
          tags: ['selling'],
          summary: `Changes one of the caller's ${word}-yacht applications while it is submitted or rejected`,
          description: 'A rejected application is submitted again. Other statuses answer "This application can no longer be changed."',
          formBody: sellBody(kind, true),
          response: { 200: FormEnvelope(ApplicationIdSchema), ...failures },
        },
      },
      async (request) => {
        const user = await app.requireUser(request);
        const fields = formFields(request.body);
        const id = readId(fields.id, SELLING_MESSAGES.id);
        const current = await ownedOrNotFound(user.id, id, kind);
        if (!SELL_EDITABLE.includes(current.status)) throw new HttpError(409, SELL_MESSAGES.notEditable);
        const { values, photos, errors } = readSellForm(kind, fields);
        await checkPhotos(request, photos, errors, current.photos);
        if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
        const result = await selling.update(user.id, id, kind, values, photos);
        if (result === 'notFound') throw new HttpError(404, SELL_MESSAGES.notFound);
        if (result === 'notEditable') throw new HttpError(409, SELL_MESSAGES.notEditable);
        return { code: 1, msg: current.status === 'rejected' ? SELLING_MESSAGES.resubmitted : SELLING_MESSAGES.saved, data: { id } };
      },
    );

    app.post(
      calls.remove,
      {
        schema: {
          tags: ['selling'],
          summary: `Withdraws one of the caller's ${word}-yacht applications, at any status`,
          description: 'An approved one takes its listing out of the catalogue. The application leaves every list of the seller.',
          formBody: idBody(),
          response: { 200: FormEnvelope(ApplicationIdSchema), ...failures },
        },
      },
      async (request) => {
        const user = await app.requireUser(request);
        const id = readId(formFields(request.body).id, SELLING_MESSAGES.id);
        if (!(await selling.withdraw(user.id, id, kind))) throw new HttpError(404, SELL_MESSAGES.notFound);
        return { code: 1, msg: SELLING_MESSAGES.withdrawn, data: { id } };
      },
    );
  }

  app.post(
    SELL_CALLS.idleParameters,
    {
      schema: {
        tags: ['selling'],
        summary: 'The choices and limits of the sell forms, with the builders already in the catalogue',
        formBody: formBodyOf(null),
        response: { 200: FormEnvelope(SellParametersSchema), ...failures },
      },
    },
    async (request) => {
      await app.requireUser(request);
      const data: SellParameters = {
        types: YACHT_TYPES.map((value) => ({ value, label: YACHT_TYPE_LABELS[value] })),
        fuels: FUELS.map((value) => ({ value, label: FUEL_LABELS[value] })),
        hulls: HULL_MATERIALS.map((value) => ({ value, label: HULL_LABELS[value] })),
        conditions: CONDITIONS.map((value) => ({ value, label: CONDITION_LABELS[value] })),
        currencies: [...CURRENCIES],
        builders: await selling.builders(),
        limits: SELL_LIMITS,
      };
      return { code: 1, msg: '', data };
    },
  );

  app.post(
    SELL_CALLS.get,
    {
      schema: {
        tags: ['selling'],
        summary: "One of the caller's applications as its edit form shows it",
        formBody: idBody(),
        response: { 200: FormEnvelope(SellApplicationValuesSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const id = readId(formFields(request.body).id, SELLING_MESSAGES.id);
      const values = await selling.values(user.id, id);
      if (!values) throw new HttpError(404, SELL_MESSAGES.notFound);
      return { code: 1, msg: '', data: values };
    },
  );

  app.post(
    SELL_CALLS.detail,
    {
      schema: {
        tags: ['selling'],
        summary: "One of the caller's applications: its values, its progress and, once approved, its listing's page",
        formBody: idBody(),
        response: { 200: FormEnvelope(SellApplicationDetailSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const id = readId(formFields(request.body).id, SELLING_MESSAGES.id);
      const detail = await selling.detail(user.id, id);
      if (!detail) throw new HttpError(404, SELL_MESSAGES.notFound);
      return { code: 1, msg: '', data: detail };
    },
  );

  app.post(
    SELL_CALLS.progress,
    {
      schema: {
        tags: ['selling'],
        summary: "The steps of one of the caller's applications, oldest first",
        formBody: idBody(),
        response: { 200: FormEnvelope(Type.Array(SellProgressStepSchema)), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const id = readId(formFields(request.body).id, SELLING_MESSAGES.id);
      const steps = await selling.progress(user.id, id);
      if (!steps) throw new HttpError(404, SELL_MESSAGES.notFound);
      return { code: 1, msg: '', data: steps };
    },
  );

  app.post(
    SELL_CALLS.mySells,
    {
      schema: {
        tags: ['selling'],
        summary: "The caller's applications (withdrawn ones left out), newest first",
        formBody: formBodyOf(null, {
          ...pageFields,
          kind: { ...kindSchema, description: 'Absent: both' },
          status: { type: 'string', enum: [...SELL_STATUSES], description: 'Absent: every status' },
        }),
        response: { 200: FormEnvelope(PageOf(SellApplicationSummarySchema)), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const fields = formFields(request.body);
      const page = readSellPage(fields);
      const kind = optionalChoice(fields.kind, KINDS, SELLING_MESSAGES.kind);
      const status = optionalChoice<SellStatus>(fields.status, SELL_STATUSES, SELLING_MESSAGES.status);
      return { code: 1, msg: '', data: await selling.listOwned(user.id, { kind, status }, page) };
    },
  );

  app.post(
    SELL_CALLS.myYachts,
    {
      schema: {
        tags: ['selling'],
        summary: "The caller's yachts listed in the catalogue (new and used), newest first, with followers and enquiries",
        formBody: formBodyOf(null, pageFields),
        response: { 200: FormEnvelope(PageOf(MyListingSchema)), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const page = readSellPage(formFields(request.body));
      return { code: 1, msg: '', data: await selling.listings(user.id, page) };
    },
  );

  app.post(
    SELL_CALLS.myYachtDetail,
    {
      schema: {
        tags: ['selling'],
        summary: "One of the caller's listed yachts with the enquiries it received (paged, newest first)",
        formBody: formBodyOf(null, { kind: kindSchema, id: { type: 'integer', description: 'Listing id' }, ...pageFields }, ['kind', 'id']),
        response: { 200: FormEnvelope(MyListingDetailSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const fields = formFields(request.body);
      const kind = readChoice(fields.kind, KINDS, null, SELLING_MESSAGES.kind);
      const id = readId(fields.id, SELLING_MESSAGES.listingId);
      const page = readSellPage(fields);
      const listing = await selling.listing(user.id, kind, id, page);
      if (!listing) throw new HttpError(404, SELLING_MESSAGES.listingNotFound);
      return { code: 1, msg: '', data: listing };
    },
  );

  app.post(
    SELL_CALLS.changePrice,
    {
      schema: {
        tags: ['selling'],
        summary: "A new asking price for one of the caller's listed yachts, in its currency",
        description:
          "A used yacht's price history gains a point; when the price goes down, the yacht's followers get a price-drop alert (e-mail and inbox). The same price again answers a field error.",
        formBody: formBodyOf(
          null,
          {
            kind: kindSchema,
            id: { type: 'integer', description: 'Listing id' },
            price: { type: 'integer', description: `${SELL_LIMITS.priceMin}-${SELL_LIMITS.priceMax}, in the listing's currency` },
          },
          ['kind', 'id', 'price'],
        ),
        response: { 200: FormEnvelope(ListingPriceSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const fields = formFields(request.body);
      const kind = readChoice(fields.kind, KINDS, null, SELLING_MESSAGES.kind);
      const id = readId(fields.id, SELLING_MESSAGES.listingId);
      const price = readPrice(fields.price);
      const result = await selling.changePrice(user.id, kind, id, price);
      if (result === 'notFound') throw new HttpError(404, SELLING_MESSAGES.listingNotFound);
      if (result === 'unchanged') throw new HttpError(400, { price: SELL_MESSAGES.priceUnchanged });
      return { code: 1, msg: SELLING_MESSAGES.priceChanged, data: result };
    },
  );

  app.post(
    SELL_CALLS.confirmListing,
    {
      schema: {
        tags: ['selling'],
        summary: 'The caller says one of their listed yachts is still for sale; one that left the catalogue unconfirmed comes back',
        description: `A listing not confirmed for ${LISTING_FRESHNESS.unlistDays} days leaves the catalogue (decision 029). Answers the listing as My listings shows it.`,
        formBody: formBodyOf(null, { kind: kindSchema, id: { type: 'integer', description: 'Listing id' } }, ['kind', 'id']),
        response: { 200: FormEnvelope(MyListingSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const fields = formFields(request.body);
      const kind = readChoice(fields.kind, KINDS, null, SELLING_MESSAGES.kind);
      const id = readId(fields.id, SELLING_MESSAGES.listingId);
      const state = await selling.confirmListing(kind, id, user.id);
      if (!state) throw new HttpError(404, SELLING_MESSAGES.listingNotFound);
      const listing = await selling.listing(user.id, kind, id, { page: 1, pageSize: 1 });
      if (!listing) throw new HttpError(404, SELLING_MESSAGES.listingNotFound);
      const { enquiriesList: _enquiries, ...mine } = listing;
      return {
        code: 1,
        msg: state.before === 'unconfirmed' ? LISTING_LINK_MESSAGES.relisted(state.name) : LISTING_LINK_MESSAGES.confirmed(state.name),
        data: mine,
      };
    },
  );

  app.post(
    SELL_CALLS.enter,
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['selling'],
        summary: 'A seller (private or broker) or business (builder, dealer, broker) entry application',
        description: 'One application of each type may wait for review at a time.',
        formBody: formBodyOf(EnterSchema),
        response: { 200: FormEnvelope(ApplicationIdSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const form = validateForm(EnterSchema, request.body);
      if (!COUNTRY_CODES.has(form.country)) throw new HttpError(400, { country: SELL_MESSAGES.country });
      const result = await selling.createEntry(user.id, {
        type: form.type as 'seller' | 'business',
        category: form.category,
        companyName: form.company_name ?? '',
        contactName: form.contact_name,
        email: form.email,
        areaCode: form.area_code,
        mobile: form.mobile,
        country: form.country,
        website: form.website || null,
        content: form.content,
      });
      if (result === 'pending') throw new HttpError(409, SELL_MESSAGES.entryPending);
      return { code: 1, msg: SELLING_MESSAGES.entrySent, data: result };
    },
  );

  app.post(
    SELL_CALLS.enterDetail,
    {
      schema: {
        tags: ['selling'],
        summary: "The caller's entry applications, newest first",
        formBody: formBodyOf(null),
        response: { 200: FormEnvelope(Type.Array(EntryApplicationSchema)), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { code: 1, msg: '', data: await selling.entriesOf(user.id) };
    },
  );
}
