// The catalogue api (contracts/src/catalogue.ts CATALOGUE_API, docs/decisions/016-catalogue-and-search.md):
// list and search, the filter values, one yacht, similar yachts, the signed follow call and a save to compare, for
// new ('new') and used ('idle') yachts alike. The GETs are public; a login token only adds `followed`.
import { viewerOf } from '../lib/page-views';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { FOLLOW_OPERATIONS } from '@yachts/contracts/account';
import {
  CATALOGUE_API,
  CATALOGUE_LIMITS,
  DEALER_SLUG,
  DEALER_SLUG_MAX,
  DISPLAY_CURRENCIES,
  type CatalogueKind,
  type DisplayCurrency,
  type YachtSummary,
} from '@yachts/contracts/catalogue';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { fillPattern } from '@yachts/contracts/route-pattern';
import { MESSAGES } from '@yachts/contracts/rules';
import {
  CATALOGUE_QUERY_MESSAGES,
  CONTROL,
  catalogueQuerystring,
  catalogueSchemaErrors,
  readCatalogueQuery,
  type ListRequest,
  type RawCatalogueQuery,
} from './catalogue-query';
import { boundInEuros, convert, rangeIn, type ExchangeRates } from './exchange-rates/exchange-rates-repository';
import { HttpError } from '../lib/http-error';
import { ID_MAX } from '../lib/page-request';
import {
  DealerSchema,
  DealerSummarySchema,
  CatalogueFiltersSchema,
  SuggestionsSchema,
  YachtDetailSchema,
  YachtListPageSchema,
  YachtSummarySchema,
} from '@yachts/contracts/wire/catalogue';
import { ApiEnvelope, ErrorEnvelopeSchema, FollowStateSchema, IdParams, SignedBody } from '@yachts/contracts/wire/common';

export const CATALOGUE_MESSAGES = {
  /** Unknown, withdrawn or of the other kind: one answer, so a withdrawn listing reveals nothing more. */
  yachtMissing: MESSAGES.yachtMissing,
  operation: 'The operation must be follow or unfollow.',
  id: `The yacht id must be a whole number from 1 to ${ID_MAX}.`,
  dealerMissing: 'This dealer does not exist.',
} as const;

const KINDS: readonly CatalogueKind[] = ['new', 'idle'];
const KIND_WORDS: Record<CatalogueKind, string> = { new: 'new', idle: 'used' };

const idParams = IdParams('Yacht id');

const errors = { '4xx': ErrorEnvelopeSchema };

/** Ajv's words for the path and body, and the catalogue's sentences for its querystring. */
function schemaErrors(errorList: Parameters<typeof catalogueSchemaErrors>[0], dataVar: string): Error {
  if (dataVar === 'params') return new Error(CATALOGUE_MESSAGES.id);
  return catalogueSchemaErrors(errorList, dataVar);
}

/** The path's id; Ajv lets "1e400" through as Infinity, which no query may see. */
function idOf(request: FastifyRequest<{ Params: { id: number } }>): number {
  const { id } = request.params;
  if (!Number.isSafeInteger(id) || id < 1 || id > ID_MAX) throw new HttpError(400, CATALOGUE_MESSAGES.id);
  return id;
}

/** `?lengthMin=&sort=` is what a form with untouched fields sends: an empty parameter means no filter. */
function dropEmptyParameters(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  const query = request.query as Record<string, unknown>;
  for (const [name, value] of Object.entries(query)) if (value === '') delete query[name];
  done();
}

/** The querystring of one yacht and its similar ones: the currency to show prices in. */
const currencyQuerystring = Type.Object(
  {
    currency: Type.Optional(
      Type.String({ description: `One of ${DISPLAY_CURRENCIES.join(', ')}: adds shownPrice in it to every yacht not asked in it` }),
    ),
  },
  { additionalProperties: false },
);

function readCurrency(raw: string | undefined): DisplayCurrency | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!(DISPLAY_CURRENCIES as readonly string[]).includes(raw)) throw new HttpError(400, CATALOGUE_QUERY_MESSAGES.currency(raw));
  return raw as DisplayCurrency;
}

/** Each yacht's price in `currency` beside its own (shownPrice), when it is asked in another one. */
function shown<T extends YachtSummary>(items: T[], currency: DisplayCurrency | undefined, rates: ExchangeRates | undefined): T[] {
  if (!currency || !rates) return items;
  return items.map((yacht) => {
    if (yacht.currency === currency) return yacht;
    const amount = convert(yacht.price, yacht.currency, currency, rates);
    return amount === null ? yacht : { ...yacht, shownPrice: { amount, currency } };
  });
}

function notFound(): never {
  throw new HttpError(404, CATALOGUE_MESSAGES.yachtMissing, ErrorCode.NOT_FOUND);
}

/** What the catalogue's routes share: the seller of a dealer's list, prices in euros and in a visitor's currency, followed marks. */
function catalogueKit(app: FastifyInstance) {
  const { exchangeRates, dealers, follows } = app.repositories;

  /** A `dealer` (its page's slug) becomes the seller's id the lists filter by; an unknown one answers 404. */
  async function withSeller(query: ListRequest): Promise<{ query: ListRequest; dealer?: { slug: string; name: string; url: string } }> {
    if (query.dealer === undefined) return { query };
    const seller = await dealers.sellerOf(query.dealer);
    if (!seller) throw new HttpError(404, CATALOGUE_MESSAGES.dealerMissing, ErrorCode.NOT_FOUND);
    const { dealer: _slug, ...rest } = query;
    return {
      query: { ...rest, sellerId: seller.userId },
      dealer: { slug: seller.slug, name: seller.name, url: paths.dealer(seller.slug) },
    };
  }

  /**
   * A query whose price bounds are in a visitor's currency, with the bounds in euros (what the listings' euro prices
   * are compared with) and without the currency, so the catalogue's cache keeps one answer for every currency.
   */
  async function inEuros(query: ListRequest): Promise<{ request: ListRequest; currency?: DisplayCurrency; rates?: ExchangeRates }> {
    const { currency, ...request } = query;
    if (!currency) return { request };
    const rates = await exchangeRates.current();
    if (request.priceMin !== undefined) request.priceMin = boundInEuros(request.priceMin, currency, rates, 'min');
    if (request.priceMax !== undefined) request.priceMax = boundInEuros(request.priceMax, currency, rates, 'max');
    return { request, currency, rates };
  }

  async function conversionOf(raw: string | undefined) {
    const currency = readCurrency(raw);
    if (!currency) return { currency: undefined, rates: undefined, conversion: {} };
    const rates = await exchangeRates.current();
    return { currency, rates, conversion: { conversion: { currency, ratesDate: rates.date } } };
  }

  /** Marks the yachts a logged-in caller follows; visitors (and stale tokens) get no field. */
  async function withFollowed(request: FastifyRequest, kind: CatalogueKind, items: YachtSummary[]): Promise<YachtSummary[]> {
    const user = await app.optionalUser(request);
    if (!user) return items;
    const followed = await follows.followedYachtIds(
      user.id,
      kind,
      items.map((yacht) => yacht.id),
    );
    return items.map((yacht) => ({ ...yacht, followed: followed.has(yacht.id) }));
  }

  return { withSeller, inEuros, conversionOf, withFollowed };
}

type CatalogueKit = ReturnType<typeof catalogueKit>;

/** The list of a kind and what its filters offer. */
function listRoutes(app: FastifyInstance, kit: CatalogueKit, kind: CatalogueKind): void {
  const words = KIND_WORDS[kind];
  const { yachts } = app.repositories;
  const { withSeller, inEuros, withFollowed } = kit;

  app.get<{ Querystring: RawCatalogueQuery }>(
    CATALOGUE_API.list(kind),
    {
      preValidation: dropEmptyParameters,
      schemaErrorFormatter: schemaErrors,
      schema: {
        tags: ['catalogue'],
        summary: `Lists and searches ${words} yachts for sale: filters, sort, pages, the total`,
        description:
          'The names are those of the page URL (CatalogueQuery). Lists are comma separated; prices in euros, lengths in metres. With q the yachts matching the words (full text, or a close spelling of builder, model or place) come best match first unless another sort is asked for.',
        querystring: catalogueQuerystring,
        response: { 200: ApiEnvelope(YachtListPageSchema), ...errors },
      },
    },
    async (request) => {
      const { query: read, dealer } = await withSeller(readCatalogueQuery(kind, request.query));
      const { request: query, currency, rates } = await inEuros(read);
      const page = await yachts.list(kind, query);
      // Nothing found: what would find something (decision 024), on the first page only.
      const alternatives = page.total === 0 && query.page === 1 ? await yachts.alternatives(kind, query) : undefined;
      return {
        code: ErrorCode.OK,
        msg: 'ok',
        data: {
          ...page,
          items: shown(await withFollowed(request, kind, page.items), currency, rates),
          sort: query.sort,
          ...(currency && rates ? { conversion: { currency, ratesDate: rates.date } } : {}),
          ...(dealer ? { dealer } : {}),
          ...(alternatives ? { alternatives } : {}),
        },
      };
    },
  );

  app.get<{ Querystring: RawCatalogueQuery }>(
    CATALOGUE_API.filters(kind),
    {
      preValidation: dropEmptyParameters,
      schemaErrorFormatter: schemaErrors,
      schema: {
        tags: ['catalogue'],
        summary: `What the filters of the ${words}-yacht list offer: every group's values with counts, and the ranges`,
        description:
          "Takes the list's names (sort and page are ignored). Each group is counted under all the other groups' filters and the words, not its own, so its choices stay selectable; without names, the whole catalogue.",
        querystring: catalogueQuerystring,
        response: { 200: ApiEnvelope(CatalogueFiltersSchema), ...errors },
      },
    },
    async (request) => {
      const { request: query, currency, rates } = await inEuros((await withSeller(readCatalogueQuery(kind, request.query))).query);
      const { sort: _sort, page: _page, pageSize: _pageSize, ...facets } = query;
      const values = await yachts.filters(kind, facets);
      return {
        code: ErrorCode.OK,
        msg: 'ok',
        data: currency && rates ? { ...values, price: rangeIn(values.price, currency, rates) } : values,
      };
    },
  );
}

/** What the header search suggests. */
function suggestionsRoute(app: FastifyInstance, kind: CatalogueKind): void {
  const words = KIND_WORDS[kind];
  const { yachts } = app.repositories;

  app.get<{ Querystring: { q?: string } }>(
    CATALOGUE_API.suggestions(kind),
    {
      schemaErrorFormatter: schemaErrors,
      schema: {
        tags: ['catalogue'],
        summary: `What the header search suggests in the ${words}-yacht catalogue for what a visitor has typed`,
        description: `Builders, models (with their builder) and places of listed ${words} yachts whose words start with every word of q, with how many yachts each has, at most ${CATALOGUE_LIMITS.suggestions}; none for blank q.`,
        querystring: Type.Object(
          { q: Type.Optional(Type.String({ description: 'What has been typed so far' })) },
          { additionalProperties: false },
        ),
        response: { 200: ApiEnvelope(SuggestionsSchema), ...errors },
      },
    },
    async (request) => {
      const q = request.query.q ?? '';
      if (q.length > CATALOGUE_LIMITS.keywordsMaxLength) throw new HttpError(400, CATALOGUE_QUERY_MESSAGES.keywordsTooLong);
      if (CONTROL.test(q)) throw new HttpError(400, CATALOGUE_QUERY_MESSAGES.characters('q'));
      return { code: ErrorCode.OK, msg: 'ok', data: { items: await yachts.suggest(kind, q) } };
    },
  );
}

/** One yacht, and the yachts like it. */
function yachtRoutes(app: FastifyInstance, kit: CatalogueKit, kind: CatalogueKind): void {
  const words = KIND_WORDS[kind];
  const { yachts } = app.repositories;
  const { conversionOf, withFollowed } = kit;

  app.get<{ Params: { id: number }; Querystring: { currency?: string } }>(
    fillPattern(CATALOGUE_API.detail.pattern, { kind }),
    {
      schemaErrorFormatter: schemaErrors,
      schema: {
        tags: ['catalogue'],
        summary: `One listed ${words} yacht with its gallery, specifications, seller and followers`,
        description: `An id that is not a listed ${words} yacht answers 404 (code ${ErrorCode.NOT_FOUND}).`,
        params: idParams,
        querystring: currencyQuerystring,
        response: { 200: ApiEnvelope(YachtDetailSchema), ...errors },
      },
    },
    async (request) => {
      const { currency, rates, conversion } = await conversionOf(request.query.currency);
      const found = (await yachts.detail(kind, idOf(request))) ?? notFound();
      // A visitor's view counts for the listing's figures (one a day; crawlers not); the page never waits on a failure.
      const viewer = viewerOf(request);
      if (viewer)
        await app.repositories.figures
          .recordView(kind, found.id, viewer)
          .catch((error: unknown) => request.log.warn({ err: error }, 'a page view was not counted'));
      const sellerId = found.seller ? (await yachts.findListed(kind, found.id))?.seller?.id : undefined;
      const detail =
        found.seller && sellerId ? { ...found, seller: { ...found.seller, responseTime: await responseTimeOf(app, sellerId) } } : found;
      const [marked] = shown(await withFollowed(request, kind, [detail]), currency, rates);
      return { code: ErrorCode.OK, msg: 'ok', data: { ...marked!, ...conversion } };
    },
  );

  app.get<{ Params: { id: number }; Querystring: { currency?: string } }>(
    fillPattern(CATALOGUE_API.similar.pattern, { kind }),
    {
      schemaErrorFormatter: schemaErrors,
      schema: {
        tags: ['catalogue'],
        summary: `Up to 4 listed ${words} yachts of the same type, closest in length and price`,
        params: idParams,
        querystring: currencyQuerystring,
        response: { 200: ApiEnvelope(Type.Array(YachtSummarySchema)), ...errors },
      },
    },
    async (request) => {
      const { currency, rates } = await conversionOf(request.query.currency);
      const items = (await yachts.similar(kind, idOf(request))) ?? notFound();
      return { code: ErrorCode.OK, msg: 'ok', data: shown(await withFollowed(request, kind, items), currency, rates) };
    },
  );
}

/** Following a yacht. */
function followRoute(app: FastifyInstance, kind: CatalogueKind): void {
  const words = KIND_WORDS[kind];
  const { yachts, follows } = app.repositories;

  app.post<{ Params: { id: number }; Body: { operation: unknown } }>(
    fillPattern(CATALOGUE_API.follow.pattern, { kind }),
    {
      preValidation: app.verifySigned,
      schemaErrorFormatter: schemaErrors,
      schema: {
        tags: ['catalogue'],
        summary: `Follows or unfollows a ${words} yacht (signed, login required); repeating an operation changes nothing`,
        description: `A visitor gets ${ErrorCode.UNAUTHORIZED}; an id that is not a listed ${words} yacht ${ErrorCode.NOT_FOUND}.`,
        params: idParams,
        body: SignedBody({
          // Not an enum here: the handler answers a wrong operation in words the page can show.
          operation: Type.Unsafe<string>({ description: 'follow | unfollow' }),
        }),
        response: { 200: ApiEnvelope(FollowStateSchema), ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const id = idOf(request);
      const { operation } = request.body;
      if (typeof operation !== 'string' || !(FOLLOW_OPERATIONS as readonly string[]).includes(operation)) {
        throw new HttpError(400, CATALOGUE_MESSAGES.operation);
      }
      if (!(await yachts.findListed(kind, id))) notFound();
      const data = await follows.setYachtFollow(user.id, kind, id, operation === 'follow');
      return { code: ErrorCode.OK, msg: 'ok', data };
    },
  );
}

/** A visitor's save to compare, for the seller's figures (decision 045): once a visitor and day, crawlers never. */
function comparedRoute(app: FastifyInstance, kind: CatalogueKind): void {
  const words = KIND_WORDS[kind];
  const { yachts, figures } = app.repositories;

  app.post<{ Params: { id: number } }>(
    fillPattern(CATALOGUE_API.compared.pattern, { kind }),
    {
      preValidation: app.verifySigned,
      schemaErrorFormatter: schemaErrors,
      schema: {
        tags: ['catalogue'],
        summary: `Counts a visitor putting a ${words} yacht aside to compare (signed; once a visitor and day, for the seller's figures)`,
        description: `An id that is not a listed ${words} yacht answers ${ErrorCode.NOT_FOUND}. A crawler's call is answered and not counted.`,
        params: idParams,
        body: SignedBody({}),
        response: { 200: ApiEnvelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const id = idOf(request);
      if (!(await yachts.findListed(kind, id))) notFound();
      const viewer = viewerOf(request);
      if (viewer) await figures.recordCompare(kind, id, viewer);
      return { code: ErrorCode.OK, msg: 'ok', data: null };
    },
  );
}

/** The dealers' list and each dealer's page. */
function dealerRoutes(app: FastifyInstance): void {
  const { dealers } = app.repositories;

  app.get(
    CATALOGUE_API.dealers,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The dealers, brokers and builders with a page, by name, with how many yachts each has listed',
        response: { 200: ApiEnvelope(Type.Array(DealerSummarySchema)), ...errors },
      },
    },
    async () => ({ code: ErrorCode.OK, msg: 'ok', data: await dealers.list() }),
  );

  app.get<{ Params: { slug: string } }>(
    CATALOGUE_API.dealer.pattern,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One dealer’s, broker’s or builder’s page: who they are, where, how to reach them, how many yachts listed',
        description: 'Their yachts are the lists with dealer={slug}. An unknown slug answers code 400404.',
        params: {
          type: 'object',
          required: ['slug'],
          properties: { slug: { type: 'string', description: `Lower-case letters, digits and hyphens, at most ${DEALER_SLUG_MAX}` } },
        },
        response: { 200: ApiEnvelope(DealerSchema), ...errors },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const dealer = slug.length <= DEALER_SLUG_MAX && DEALER_SLUG.test(slug) ? await dealers.bySlug(slug) : null;
      if (!dealer) throw new HttpError(404, CATALOGUE_MESSAGES.dealerMissing, ErrorCode.NOT_FOUND);
      const seller = await dealers.sellerOf(slug);
      return { code: ErrorCode.OK, msg: 'ok', data: { ...dealer, responseTime: seller ? await responseTimeOf(app, seller.userId) : null } };
    },
  );
}

/** A seller's response time in words (the user area's measure of their conversations, decision 045), or null. */
async function responseTimeOf(app: FastifyInstance, sellerId: number): Promise<string | null> {
  return (await app.repositories.conversations.responseTimes([sellerId])).get(sellerId)?.text ?? null;
}

export default function catalogueRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  const kit = catalogueKit(app);
  for (const kind of KINDS) {
    listRoutes(app, kit, kind);
    suggestionsRoute(app, kind);
    yachtRoutes(app, kit, kind);
    followRoute(app, kind);
    comparedRoute(app, kind);
  }
  dealerRoutes(app);
  done();
}
