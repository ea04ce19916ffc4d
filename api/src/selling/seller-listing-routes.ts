// The seller's own applications and listings (docs/decisions/017-selling.md): their lists, one listing, a change of
// price, the confirmation that a listing is still for sale. Every call is form-style and needs a login.
import type { FastifyInstance } from 'fastify';
import { LISTING_FRESHNESS, LISTING_LINK_MESSAGES } from '@yachts/contracts/catalogue';
import { SELL_CALLS, SELL_LIMITS, SELL_MESSAGES, SELL_STATUSES, type SellStatus } from '@yachts/contracts/selling';
import { HttpError } from '../lib/http-error';
import { formFields, pageFields, readChoice } from '../lib/page-request';
import { formBodyOf } from '../lib/form-body';
import { FormEnvelope, PageOf } from '@yachts/contracts/wire/common';
import { ListingPriceSchema, MyListingDetailSchema, MyListingSchema, SellApplicationSummarySchema } from '@yachts/contracts/wire/selling';
import { SELLING_MESSAGES, readId, readPrice, readSellPage, optionalChoice, KINDS, kindSchema, failures } from './sell-form';

/** The fields that name one of the caller's listings, and reading them. */
const listingKeyFields = { kind: kindSchema, id: { type: 'integer', description: 'Listing id' } };
function readListingKey(fields: Record<string, unknown>) {
  return { kind: readChoice(fields.kind, KINDS, null, SELLING_MESSAGES.kind), id: readId(fields.id, SELLING_MESSAGES.listingId) };
}

/** The seller's lists: their applications, their listed yachts, one listed yacht. */
function sellerListRoutes(app: FastifyInstance): void {
  const { selling } = app.repositories;
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
        formBody: formBodyOf(null, { ...listingKeyFields, ...pageFields }, ['kind', 'id']),
        response: { 200: FormEnvelope(MyListingDetailSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const fields = formFields(request.body);
      const { kind, id } = readListingKey(fields);
      const page = readSellPage(fields);
      const listing = await selling.listing(user.id, kind, id, page);
      if (!listing) throw new HttpError(404, SELLING_MESSAGES.listingNotFound);
      return { code: 1, msg: '', data: listing };
    },
  );
}

/** The seller's changes to a listing: a new price, the confirmation that it is still for sale. */
function listingChangeRoutes(app: FastifyInstance): void {
  const { selling } = app.repositories;
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
            ...listingKeyFields,
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
      const { kind, id } = readListingKey(fields);
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
        formBody: formBodyOf(null, listingKeyFields, ['kind', 'id']),
        response: { 200: FormEnvelope(MyListingSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const fields = formFields(request.body);
      const { kind, id } = readListingKey(fields);
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
}

export default function sellerListingRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  sellerListRoutes(app);
  listingChangeRoutes(app);
  done();
}
