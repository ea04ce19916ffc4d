// The user area's form-style calls (product rules §7A, contracts/src/account.ts ACCOUNT_CALLS): the member's inbox and
// the lists of what they wrote, collected and follow. All need a login (app.requireUser, after the anti-forgery check
// platform/form-style.ts puts first); paged ones take {page, page_size} and answer Page<T>.
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, MESSAGE_READ_TYPES, type CommunityItemKind, type FollowTargetKind } from '@yachts/contracts/account';
import { HttpError } from '../lib/http-error';
import { formFields, parseId, readChoice, readPage, pageFields, type PageQuery } from '../lib/page-request';
import { FormEnvelope, FormFailureSchema, PageOf } from '@yachts/contracts/wire/common';
import { Type, type TSchema } from 'typebox';
import type { Page } from '@yachts/contracts/envelope';
import { formBodyOf } from '../lib/form-body';
import {
  CollectedItemSchema,
  FollowedTopicSchema,
  MemberCommentSchema,
  MyArticleSchema,
  MyTopicSchema,
  UserMessageSchema,
  UserMessagesPageSchema,
} from '@yachts/contracts/wire/account';

export const USER_AREA_MESSAGES = {
  messageType: 'Please choose all, system or interactive messages.',
  collectionKind: 'Please choose topics or articles.',
  followType: 'Please choose topics or modules.',
  ids: 'The messages to mark must be numbers, as a list or separated by commas.',
  tooManyIds: 'Please mark at most 500 messages at a time.',
  messageId: 'The message id must be a whole number.',
} as const;

const MAX_IDS = 500;
const COLLECTION_KINDS: readonly CommunityItemKind[] = ['topic', 'article'];
const FOLLOW_KINDS: readonly FollowTargetKind[] = ['topic', 'module'];

/**
 * ids of /message/readAll: an array of numbers (or of their digits), one number, or a comma list such as "3,5".
 * null (every message of the type) when absent or empty.
 */
export function readIds(value: unknown): number[] | null {
  if (value === undefined || value === null || value === '') return null;
  let parts: unknown[];
  if (Array.isArray(value)) parts = value;
  else if (typeof value === 'number') parts = [value];
  else if (typeof value === 'string') {
    // A trailing comma is how a list built by joining often ends; only commas and nothing else is a mistake.
    parts = value.split(',').filter((part) => part.trim() !== '');
    if (parts.length === 0) throw new HttpError(400, USER_AREA_MESSAGES.ids);
  } else throw new HttpError(400, USER_AREA_MESSAGES.ids);
  if (parts.length === 0) return null;
  if (parts.length > MAX_IDS) throw new HttpError(400, USER_AREA_MESSAGES.tooManyIds);
  const ids = parts.map((part) => parseId(typeof part === 'string' ? part.trim() : part));
  if (ids.some((id) => id === null)) throw new HttpError(400, USER_AREA_MESSAGES.ids);
  return [...new Set(ids as number[])];
}

/** The formBody of a paged call (read by readPage, with the same bounds), with its own fields. */
const pagedBody = (fields: Record<string, object> = {}, required: string[] = []) =>
  formBodyOf(null, { ...pageFields, ...fields }, required);

const failures = { '4xx': FormFailureSchema };

/**
 * A paged list of the member's own (form-style): the login checked, the page read, then `list` reads the call's own
 * choices from the fields and answers the page.
 */
function memberListRoute(
  app: FastifyInstance,
  path: string,
  doc: { summary: string; item: TSchema; body?: ReturnType<typeof pagedBody> },
  list: (userId: number, page: PageQuery, fields: Record<string, unknown>) => Promise<Page<unknown>>,
): void {
  app.post(
    path,
    {
      schema: {
        tags: ['user area'],
        summary: doc.summary,
        formBody: doc.body ?? pagedBody(),
        response: { 200: FormEnvelope(PageOf(doc.item)), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const fields = formFields(request.body);
      const page = readPage(fields);
      return { code: 1, msg: 'ok', data: await list(user.id, page, fields) };
    },
  );
}

/** The member's messages: the list, marking them read, one message. */
function messageRoutes(app: FastifyInstance): void {
  const { userArea } = app.repositories;
  app.post(
    '/user/mymessage',
    {
      schema: {
        tags: ['user area'],
        summary: "The member's messages, newest first, with the unread count (login required)",
        formBody: pagedBody({ type: { type: 'string', enum: [...MESSAGE_READ_TYPES], default: 'all' } }),
        response: { 200: FormEnvelope(UserMessagesPageSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const fields = formFields(request.body);
      const page = readPage(fields);
      const type = readChoice(fields.type, MESSAGE_READ_TYPES, 'all', USER_AREA_MESSAGES.messageType);
      return { code: 1, msg: 'ok', data: await userArea.listMessages(user.id, type, page) };
    },
  );

  app.post(
    '/message/readAll',
    {
      schema: {
        tags: ['user area'],
        summary: "Marks the member's messages read: those in ids, or every one of the type when ids is empty",
        formBody: formBodyOf(null, {
          type: { type: 'string', enum: [...MESSAGE_READ_TYPES], default: 'all' },
          ids: {
            anyOf: [
              { type: 'array', items: { type: 'integer' }, maxItems: MAX_IDS },
              { type: 'string', examples: ['3,5'] },
            ],
            description: 'Message ids; empty or absent marks every message of the type',
          },
        }),
        response: {
          200: FormEnvelope(Type.Object({ updated: Type.Integer({ description: 'Messages newly marked read' }) })),
          ...failures,
        },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const fields = formFields(request.body);
      const type = readChoice(fields.type, MESSAGE_READ_TYPES, 'all', USER_AREA_MESSAGES.messageType);
      const ids = readIds(fields.ids);
      const updated = await userArea.markMessagesRead(user.id, type, ids);
      return { code: 1, msg: 'ok', data: { updated } };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/message/interactiveDetail/:id',
    {
      schema: {
        tags: ['user area'],
        summary: "One of the member's messages; opening it marks it read",
        params: { type: 'object', properties: { id: { type: 'string', description: 'Message id' } } },
        formBody: formBodyOf(null),
        response: { 200: FormEnvelope(UserMessageSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const raw = request.params.id;
      if (!/^\d+$/.test(raw)) throw new HttpError(400, USER_AREA_MESSAGES.messageId);
      const id = parseId(raw);
      // Someone else's message is answered exactly like a missing one: ids reveal nothing.
      const message = id === null ? null : await userArea.openMessage(user.id, id);
      if (!message) throw new HttpError(404, ACCOUNT_MESSAGES.messageNotFound);
      return { code: 1, msg: 'ok', data: message };
    },
  );
}

/** The member's collections and articles. */
function communityListRoutes(app: FastifyInstance): void {
  const { userArea } = app.repositories;
  memberListRoute(
    app,
    '/user/myCollection',
    {
      summary: 'Topics and articles the member collected, newest first',
      item: CollectedItemSchema,
      body: pagedBody({ kind: { type: 'string', enum: [...COLLECTION_KINDS], description: 'Absent: both' } }),
    },
    (userId, page, fields) => {
      const kind =
        fields.kind === undefined || fields.kind === null || fields.kind === ''
          ? null
          : readChoice(fields.kind, COLLECTION_KINDS, null, USER_AREA_MESSAGES.collectionKind);
      return userArea.listCollections(userId, kind, page);
    },
  );
  memberListRoute(
    app,
    '/user/myArticle',
    { summary: "The member's articles (not deleted), newest first", item: MyArticleSchema },
    (userId, page) => userArea.listArticles(userId, page),
  );
}

/** What the member wrote: topics, comments; and what they follow. */
function writingListRoutes(app: FastifyInstance): void {
  const { userArea } = app.repositories;
  memberListRoute(app, '/user/myTopic', { summary: "The member's topics, newest first", item: MyTopicSchema }, (userId, page) =>
    userArea.listTopics(userId, page, 'owner'),
  );
  memberListRoute(
    app,
    '/user/myReply',
    { summary: "The member's comments and replies (not deleted), newest first", item: MemberCommentSchema },
    (userId, page) => userArea.listComments(userId, page, 'owner'),
  );
  memberListRoute(
    app,
    '/user/myFollow',
    {
      summary: 'Topics or topic modules the member follows, newest follow first',
      item: FollowedTopicSchema,
      body: pagedBody({ type: { type: 'string', enum: [...FOLLOW_KINDS] } }, ['type']),
    },
    (userId, page, fields) =>
      userArea.listTopicFollows(userId, readChoice(fields.type, FOLLOW_KINDS, null, USER_AREA_MESSAGES.followType), page),
  );
}

export default function userAreaRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  messageRoutes(app);
  communityListRoutes(app);
  writingListRoutes(app);
  done();
}
