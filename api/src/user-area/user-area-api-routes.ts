// The user area's /api/v1 calls (docs/product.md §7B, contracts/src/account.ts ACCOUNT_API). GETs carry only the
// access-token header (the signed client signs POST bodies, not query strings). The signed follow POSTs of
// ACCOUNT_API live with the catalogue (catalogue/catalogue-routes.ts). A member's profile, topics and comments are public;
// the caller's enquiries and followed yachts need a login.
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { ACCOUNT_API } from '@yachts/contracts/account';
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import { DISPLAY_CURRENCIES, type CatalogueKind, type DisplayCurrency } from '@yachts/contracts/catalogue';
import { HttpError } from '../lib/http-error';
import { pageFromQuery, pageFields, type PageQuery } from '../lib/page-request';
import { ApiEnvelope, ErrorEnvelopeSchema, PageOf } from '@yachts/contracts/wire/common';
import {
  FollowedYachtSchema,
  LeftMessageSchema,
  MemberCommentSchema,
  MemberProfileSchema,
  MyTopicSchema,
} from '@yachts/contracts/wire/account';

export const USER_AREA_API_MESSAGES = {
  memberNotFound: 'This member does not exist.',
} as const;

interface PageQuerystring {
  page: number;
  page_size: number;
}

const pagedQuery = (extra: Record<string, object> = {}) => ({
  type: 'object',
  additionalProperties: false,
  properties: { ...pageFields, ...extra },
});

/** Public ids are uuids; the pattern keeps anything else (and bytes PostgreSQL refuses in text) from the query. */
const memberParams = {
  type: 'object',
  required: ['uuid'],
  properties: { uuid: { type: 'string', pattern: '^[A-Za-z0-9-]{1,36}$', description: "The member's public id" } },
};

const errors = { '4xx': ErrorEnvelopeSchema };

async function memberOr404(app: FastifyInstance, uuid: string) {
  const member = await app.repositories.userArea.findMember(uuid);
  if (!member) throw new HttpError(404, USER_AREA_API_MESSAGES.memberNotFound);
  return member;
}

/** The caller's own yachts: the enquiries they sent and the yachts they follow. */
function ownYachtRoutes(app: FastifyInstance): void {
  const { userArea } = app.repositories;
  app.get<{ Querystring: PageQuerystring }>(
    ACCOUNT_API.leaveMessages,
    {
      schema: {
        tags: ['user area'],
        summary: 'Enquiries the caller sent about new and used yachts, newest first (login required)',
        querystring: pagedQuery(),
        response: { 200: ApiEnvelope(PageOf(LeftMessageSchema)), ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { code: ErrorCode.OK, msg: 'ok', data: await userArea.listEnquiries(user.id, pageFromQuery(request.query)) };
    },
  );

  app.get<{ Querystring: PageQuerystring & { kind: CatalogueKind | 'all'; currency?: DisplayCurrency } }>(
    ACCOUNT_API.followedYachts,
    {
      schema: {
        tags: ['user area'],
        summary: 'Yachts the caller follows, new and used, newest follow first (login required)',
        description: 'A yacht no longer listed (withdrawn by its seller) is left out of items and total.',
        querystring: pagedQuery({
          kind: { type: 'string', enum: ['new', 'idle', 'all'], default: 'all' },
          currency: { type: 'string', enum: [...DISPLAY_CURRENCIES], description: 'Each price also in this currency (shownPrice)' },
        }),
        response: { 200: ApiEnvelope(PageOf(FollowedYachtSchema)), ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const data = await userArea.listFollowedYachts(user.id, request.query.kind, pageFromQuery(request.query));
      const { currency } = request.query;
      if (!currency) return { code: ErrorCode.OK, msg: 'ok', data };
      // In the visitor's currency beside the asking price, at the catalogue's rates (decision 025).
      const priced = data.items.filter((yacht) => yacht.price !== null && yacht.currency !== currency);
      const amounts = await app.repositories.exchangeRates.shownIn(
        priced.map((yacht) => ({ amount: yacht.price as number, from: yacht.currency })),
        currency,
      );
      const shown = new Map(priced.map((yacht, index) => [yacht, amounts[index]]));
      const items = data.items.map((yacht) => {
        const amount = shown.get(yacht);
        return amount === undefined || amount === null ? yacht : { ...yacht, shownPrice: { amount, currency } };
      });
      return { code: ErrorCode.OK, msg: 'ok', data: { ...data, items } };
    },
  );
}

/** A list of what a member wrote, paged, newest first, for anyone: 404 for an unknown member. */
function memberListRoute<T>(
  app: FastifyInstance,
  url: string,
  summary: string,
  item: TSchema,
  list: (memberId: number, page: PageQuery) => Promise<Page<T>>,
): void {
  app.get<{ Params: { uuid: string }; Querystring: PageQuerystring }>(
    url,
    {
      schema: {
        tags: ['user area'],
        summary,
        params: memberParams,
        querystring: pagedQuery(),
        response: { 200: ApiEnvelope(PageOf(item)), ...errors },
      },
    },
    async (request) => {
      const member = await memberOr404(app, request.params.uuid);
      return { code: ErrorCode.OK, msg: 'ok', data: await list(member.id, pageFromQuery(request.query)) };
    },
  );
}

/** A member's public pages: comments, profile, topics. */
function memberRoutes(app: FastifyInstance): void {
  const { userArea } = app.repositories;
  memberListRoute(
    app,
    ACCOUNT_API.memberComments.pattern,
    "A member's comments and replies on topics and articles, newest first (public)",
    MemberCommentSchema,
    (memberId, page) => userArea.listComments(memberId, page, 'public'),
  );

  app.get<{ Params: { uuid: string } }>(
    ACCOUNT_API.memberProfile.pattern,
    {
      schema: {
        tags: ['user area'],
        summary: "A member's public profile with what they wrote (public)",
        params: memberParams,
        response: { 200: ApiEnvelope(MemberProfileSchema), ...errors },
      },
    },
    async (request) => {
      const member = await memberOr404(app, request.params.uuid);
      return { code: ErrorCode.OK, msg: 'ok', data: await userArea.memberProfile(member) };
    },
  );

  memberListRoute(app, ACCOUNT_API.memberTopics.pattern, "A member's topics, newest first (public)", MyTopicSchema, (memberId, page) =>
    userArea.listTopics(memberId, page, 'public'),
  );
}

export default function userAreaApiRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  ownYachtRoutes(app);
  memberRoutes(app);
  done();
}
