// The community's reads (contracts/src/community.ts, docs/decisions/018-community.md): sections, topics and
// articles as public GETs (a login token only adds the reader's own state), and the form-style lists of the
// community home: a random section, recommended topics, the member's followed topics. Creating, deleting and praise
// are in community-posts.ts, follows and collections in community-follows.ts; comments and reports have their own
// files (registered by app.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COMMUNITY_API,
  COMMUNITY_CALLS,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  TOPIC_SORTS,
  citedYachtIds,
} from '@yachts/contracts/community';
import { ErrorCode } from '@yachts/contracts/envelope';
import { HttpError } from '../lib/http-error';
import { formBodyOf } from '../lib/form-body';
import { formFields } from '../lib/page-request';
import { RECOMMEND_PRAISE_WEIGHT, RECOMMEND_WINDOW_DAYS } from './community-repository';
import communityFollowRoutes from './community-follow-routes';
import {
  ABOUT_MAX,
  COMMUNITY_INPUT_MESSAGES,
  readAbout,
  readCommunityPage,
  readId,
  readModuleFilter,
  readSort,
  singleValues,
} from './community-input';
import communityPostRoutes from './community-post-routes';
import {
  ArticleDetailSchema,
  ArticlePageSchema,
  ModuleDetailSchema,
  RandomModuleSchema,
  TopicDetailSchema,
  TopicModuleListSchema,
  TopicPageSchema,
} from '@yachts/contracts/wire/community';
import { ApiEnvelope, ErrorEnvelopeSchema, FormEnvelope, FormFailureSchema } from '@yachts/contracts/wire/common';

const errors = { '4xx': ErrorEnvelopeSchema };
const formErrors = { '4xx': FormFailureSchema };

/** Documented as text: the handlers read them (community-input.ts) and answer in sentences naming the parameter. */
const text = (description: string) => ({ type: 'string', description });
const pageParameters = {
  page: text('1-based page number'),
  pageSize: text(`Items per page, 1-${COMMUNITY_LIMITS.topicPageSizeMax} (page_size is accepted too)`),
  page_size: text('Same as pageSize'),
};
/** Every parameter is text: the only way to fail the querystring schema is to give one twice (?page=1&page=2). */
function onceOnly(errors: { instancePath: string }[]): Error {
  const name = errors[0]?.instancePath.replace(/^\//, '') || 'each parameter';
  return new Error(COMMUNITY_INPUT_MESSAGES.once(name));
}

const idParams = (what: string) => ({ type: 'object', required: ['id'], properties: { id: text(`${what} id`) } });

const pagedForm = (description: string) =>
  formBodyOf(null, {
    page: { type: 'integer', minimum: 1, default: 1, description: '1-based page number (a number or its digits)' },
    pageSize: { type: 'integer', minimum: 1, maximum: COMMUNITY_LIMITS.topicPageSizeMax, description },
  });

const viewerId = async (app: FastifyInstance, request: FastifyRequest) => (await app.optionalUser(request))?.id ?? null;

/** The sections, and one section. */
function moduleRoutes(app: FastifyInstance): void {
  const { community } = app.repositories;
  app.get(
    COMMUNITY_API.modules,
    {
      schema: {
        tags: ['community'],
        summary: 'Topic modules (sections) of the community with their topic counts',
        response: { 200: ApiEnvelope(TopicModuleListSchema), ...errors },
      },
    },
    async () => {
      const items = await community.listModules();
      return { code: ErrorCode.OK, msg: 'ok', data: { items } };
    },
  );

  app.get<{ Params: { id: string } }>(
    COMMUNITY_API.module.pattern,
    {
      schema: {
        tags: ['community'],
        summary: 'One section with its topic and follower counts; with a login token, whether the caller follows it',
        description: `An unknown id answers 404: "${COMMUNITY_MESSAGES.moduleMissing}"`,
        params: idParams('Section'),
        response: { 200: ApiEnvelope(ModuleDetailSchema), ...errors },
      },
    },
    async (request) => {
      const id = readId(request.params.id, COMMUNITY_INPUT_MESSAGES.moduleId);
      const detail = await community.moduleDetail(id, await viewerId(app, request));
      if (!detail) throw new HttpError(404, COMMUNITY_MESSAGES.moduleMissing);
      return { code: ErrorCode.OK, msg: 'ok', data: detail };
    },
  );
}

/** A page of topics, and one topic with the listings it cites. */
function topicRoutes(app: FastifyInstance, publicUrl: string): void {
  const { community } = app.repositories;
  app.get(
    COMMUNITY_API.topics,
    {
      schema: {
        tags: ['community'],
        summary: 'A page of topics, of one section or all, newest or most recently active first',
        description:
          'Hidden topics are left out, except for their own author (with a login token). A bad parameter answers 400 with a sentence naming it; an unknown section 404.',
        querystring: {
          type: 'object',
          properties: {
            module: text('Section id; absent: every section'),
            sort: text(`${TOPIC_SORTS.join(' | ')}: newest (default) by creation, active by the newest comment or reply`),
            builder: text(`Topics that name this builder in their title or text (a yacht page's widget); at most ${ABOUT_MAX} characters`),
            model: text('With builder: the topics that also name this model come first'),
            ...pageParameters,
          },
        },
        response: { 200: ApiEnvelope(TopicPageSchema), ...errors },
      },
      schemaErrorFormatter: onceOnly,
    },
    async (request) => {
      const query = singleValues(request.query, ['module', 'sort', 'page', 'pageSize', 'page_size', 'builder', 'model']);
      const { page, pageSize } = readCommunityPage(query, COMMUNITY_LIMITS.topicPageSize);
      const sort = readSort(query.sort);
      const moduleId = readModuleFilter(query.module);
      if (moduleId !== null && !(await community.moduleExists(moduleId))) throw new HttpError(404, COMMUNITY_MESSAGES.moduleMissing);
      const about = readAbout(query.builder, query.model);
      const data = await community.listTopics(
        { moduleId, sort, page, pageSize, ...(about ? { about } : {}) },
        await viewerId(app, request),
      );
      return { code: ErrorCode.OK, msg: 'ok', data };
    },
  );

  app.get<{ Params: { id: string } }>(
    COMMUNITY_API.topic.pattern,
    {
      schema: {
        tags: ['community'],
        summary: 'One topic: its sanitised body, images, links and counts; with a login token, the caller’s own state',
        description: `A hidden topic comes with an empty body and no images or links, except to its author. An unknown id answers 404: "${COMMUNITY_MESSAGES.topicMissing}"`,
        params: idParams('Topic'),
        response: { 200: ApiEnvelope(TopicDetailSchema), ...errors },
      },
    },
    async (request) => {
      const id = readId(request.params.id, COMMUNITY_INPUT_MESSAGES.topicId);
      const detail = await community.topicDetail(id, await viewerId(app, request));
      if (!detail) throw new HttpError(404, COMMUNITY_MESSAGES.topicMissing);
      // The listings it cites, as cards (the catalogue's through its repository; one no longer listed drops out).
      const cited = citedYachtIds([...detail.links.map((link) => link.url), detail.body], publicUrl);
      const citedYachts = [];
      for (const { kind, id: yachtId } of cited) citedYachts.push(...(await app.repositories.yachts.cards(kind, [yachtId])));
      return { code: ErrorCode.OK, msg: 'ok', data: { ...detail, citedYachts } };
    },
  );
}

/** A page of articles, and one article. */
function articleRoutes(app: FastifyInstance): void {
  const { community } = app.repositories;
  app.get(
    COMMUNITY_API.articles,
    {
      schemaErrorFormatter: onceOnly,
      schema: {
        tags: ['community'],
        summary: 'A page of articles, newest first',
        description: 'Deleted articles never appear; hidden ones only to their author.',
        querystring: { type: 'object', properties: pageParameters },
        response: { 200: ApiEnvelope(ArticlePageSchema), ...errors },
      },
    },
    async (request) => {
      const query = singleValues(request.query, ['page', 'pageSize', 'page_size']);
      const data = await community.listArticles(readCommunityPage(query, COMMUNITY_LIMITS.topicPageSize), await viewerId(app, request));
      return { code: ErrorCode.OK, msg: 'ok', data };
    },
  );

  app.get<{ Params: { id: string } }>(
    COMMUNITY_API.article.pattern,
    {
      schema: {
        tags: ['community'],
        summary: 'One article with its sanitised body; with a login token, the caller’s own state',
        description: `A deleted or unknown article answers 404: "${COMMUNITY_MESSAGES.articleMissing}"`,
        params: idParams('Article'),
        response: { 200: ApiEnvelope(ArticleDetailSchema), ...errors },
      },
    },
    async (request) => {
      const id = readId(request.params.id, COMMUNITY_INPUT_MESSAGES.articleId);
      const detail = await community.articleDetail(id, await viewerId(app, request));
      if (!detail) throw new HttpError(404, COMMUNITY_MESSAGES.articleMissing);
      return { code: ErrorCode.OK, msg: 'ok', data: detail };
    },
  );
}

/** The form-style lists of the community home: a random section, recommended and followed topics. */
function homeListRoutes(app: FastifyInstance): void {
  const { community } = app.repositories;
  app.post(
    COMMUNITY_CALLS.randomModule,
    {
      schema: {
        tags: ['community'],
        summary: `A section picked at random among those with topics, with its ${COMMUNITY_LIMITS.randomModuleTopics} most recently active topics`,
        description: `When no section has a visible topic yet: 404 "${COMMUNITY_MESSAGES.moduleMissing}"`,
        formBody: formBodyOf(null),
        response: { 200: FormEnvelope(RandomModuleSchema), ...formErrors },
      },
    },
    async () => {
      const data = await community.randomModule();
      if (!data) throw new HttpError(404, COMMUNITY_MESSAGES.moduleMissing);
      return { code: 1, msg: 'ok', data };
    },
  );

  app.post(
    COMMUNITY_CALLS.recommendedTopics,
    {
      schema: {
        tags: ['community'],
        summary: 'Topics worth reading (submit action community_recommends_topic)',
        description: `Ranked by ${RECOMMEND_PRAISE_WEIGHT} x praise plus comments of the last ${RECOMMEND_WINDOW_DAYS} days, then by the newest activity. Hidden topics never.`,
        formBody: pagedForm(`Default ${COMMUNITY_LIMITS.recommendedPageSize}`),
        response: { 200: FormEnvelope(TopicPageSchema), ...formErrors },
      },
    },
    async (request) => {
      const page = readCommunityPage(formFields(request.body), COMMUNITY_LIMITS.recommendedPageSize);
      return { code: 1, msg: 'ok', data: await community.recommendedTopics(page) };
    },
  );

  app.post(
    COMMUNITY_CALLS.followedTopics,
    {
      schema: {
        tags: ['community'],
        summary: 'Topics the member follows and the topics of sections they follow, most recently active first (login required)',
        description: 'Each topic once, however it is followed (submit action community_my_follow_topic). A visitor gets code 400401.',
        formBody: pagedForm(`Default ${COMMUNITY_LIMITS.topicPageSize}`),
        response: { 200: FormEnvelope(TopicPageSchema), ...formErrors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const page = readCommunityPage(formFields(request.body), COMMUNITY_LIMITS.topicPageSize);
      return { code: 1, msg: 'ok', data: await community.followedTopics(user.id, page) };
    },
  );
}

export default async function communityRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  moduleRoutes(app);
  topicRoutes(app, options.publicUrl);
  articleRoutes(app);
  homeListRoutes(app);
  await app.register(communityPostRoutes);
  await app.register(communityFollowRoutes);
}
