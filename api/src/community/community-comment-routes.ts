// Comments and replies on topics and articles (docs/decisions/018-community.md): /community/commentList,
// /community/replyList, /community/createcomments, /community/delcomments, /article/delcomments, and the signed
// comment praise POST /api/v1/topic/comment/praise/{id}. Lists are public (a login adds the reader's own state) and
// are also public GETs (/api/v1/community/topics/{id}/comments, …/articles/{id}/comments, …/comments/{id}/replies),
// which the page reads without cookie consent; writing needs a login. Comments are plain text: stored as written and
// rendered as text, never as HTML.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { CommunityItemKind } from '@yachts/contracts/account';
import { COMMUNITY_API, COMMUNITY_CALLS, COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from '@yachts/contracts/community';
import { CommentRequestSchema } from '@yachts/contracts/community-schemas';
import { ErrorCode } from '@yachts/contracts/envelope';
import { validateForm } from '../lib/form-validation';
import { formBodyOf } from '../lib/form-body';
import { HttpError } from '../lib/http-error';
import { formFields, parseId, readPage, type PageQuery } from '../lib/page-request';
import { excerpt } from '../lib/excerpt';
import type { CommentNotice, CommentRow, CommentTarget, CommentTargetInfo } from './community-comments-repository';
import { targetOf } from './community-comments-repository';
import type { CurrentUser } from '../accounts/auth';
import { CommunityCommentPageSchema, CommunityCommentSchema, PraiseStateSchema } from '@yachts/contracts/wire/community';
import { ApiEnvelope, ErrorEnvelopeSchema, FormEnvelope, FormFailureSchema, IdParams, SignedBody } from '@yachts/contracts/wire/common';
import { byClientAddress } from '../plugins/rate-limit';
import { mentionedIn } from './mentions';
import { COMMUNITY_INPUT_MESSAGES, readCommunityPage, readId, singleValues } from './community-input';
import { perMemberLimit } from './per-member-limit';

/** Our words for what the contract leaves to the api: the answers on success and the rate limit. */
export const COMMENT_MESSAGES = {
  created: 'Your comment is published.',
  deleted: 'Your comment has been deleted.',
  tooMany: (wait: string) => `You are commenting very quickly. Please wait ${wait} and try again.`,
} as const;

/**
 * Per member, the comments that are stored (counted in the handler, after validation, so fixing a typo costs
 * nothing): enough for a lively discussion, too few for a flood. Per client address, every attempt.
 */
export const COMMENT_LIMITS = {
  perMember: { max: 10, timeWindow: '1 minute' },
  perClient: { max: 60, timeWindow: '1 minute', keyGenerator: byClientAddress },
  praisePerClient: { max: 120, timeWindow: '1 minute', keyGenerator: byClientAddress },
} as const;

/** Longest title of an inbox message (user_messages.title). */
const TITLE_MAX = 200;
const NOTICE_EXCERPT = 300;

const MISSING: Record<CommunityItemKind, string> = { topic: COMMUNITY_MESSAGES.topicMissing, article: COMMUNITY_MESSAGES.articleMissing };
const HIDDEN: Record<CommunityItemKind, string> = { topic: COMMUNITY_MESSAGES.hiddenTopic, article: COMMUNITY_MESSAGES.hiddenArticle };

/**
 * C0 controls but the newline, DEL and C1 controls: invisible, and some of them (NUL) not storable in PostgreSQL.
 * A CR of a CRLF goes with them, so every line ends in a plain newline.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;

export function cleanCommentText(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(CONTROL_CHARACTERS, '') : value;
}

export function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} seconds` : minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** {topic_id} or {article_id}: exactly one of them. An id that cannot name a row is a missing one. */
function readTarget(fields: Record<string, unknown>): CommentTarget {
  const topic = present(fields.topic_id);
  const article = present(fields.article_id);
  if (topic === article) throw new HttpError(400, COMMUNITY_MESSAGES.commentTarget);
  const kind: CommunityItemKind = topic ? 'topic' : 'article';
  const id = parseId(topic ? fields.topic_id : fields.article_id);
  if (id === null) throw new HttpError(404, MISSING[kind], ErrorCode.NOT_FOUND);
  return { kind, id };
}

/** {page, pageSize} (page_size too), `fallback` items by default and at most 50. */
function readCommentPage(fields: Record<string, unknown>, fallback: number): PageQuery {
  const size = fields.pageSize ?? fields.page_size;
  return readPage({ page: fields.page, page_size: present(size) ? size : fallback });
}

function commentMissing(): never {
  throw new HttpError(404, COMMUNITY_MESSAGES.commentMissing, ErrorCode.NOT_FOUND);
}

const quoted = (title: string, room: number) => `“${title.length > room ? `${title.slice(0, room - 3).trimEnd()}...` : title}”`;

/**
 * Who hears of a new comment: the post's author, for a reply the answered comment's author, and the members of the
 * conversation it mentions (@name, decision 033); never the writer, and nobody twice.
 */
function noticesFor(
  writer: CurrentUser,
  target: CommentTargetInfo,
  answeredAuthorId: number | null,
  content: string,
  mentioned: readonly number[],
): CommentNotice[] {
  const body = excerpt(content, NOTICE_EXCERPT);
  const notices: CommentNotice[] = [];
  const what = target.kind === 'topic' ? 'topic' : 'article';
  const told = (userId: number) => userId === writer.id || notices.some((notice) => notice.userId === userId);
  const titled = (lead: string) => `${lead}${quoted(target.title, TITLE_MAX - lead.length - 2)}`;
  if (answeredAuthorId !== null && !told(answeredAuthorId)) {
    notices.push({ userId: answeredAuthorId, kind: 'reply', title: titled(`${writer.name} replied to your comment on `), body });
  }
  if (target.authorId !== null && !told(target.authorId)) {
    const lead = `${writer.name} ${answeredAuthorId === null ? 'commented on' : 'replied to a comment on'} your ${what} `;
    notices.push({ userId: target.authorId, kind: 'reply', title: titled(lead), body });
  }
  for (const userId of mentioned) {
    if (!told(userId)) notices.push({ userId, kind: 'mention', title: titled(`${writer.name} mentioned you on `), body });
  }
  return notices;
}

const targetFields = {
  topic_id: { type: ['integer', 'string'], description: 'The topic commented on (or article_id, not both)' },
  article_id: { type: ['integer', 'string'], description: 'The article commented on (or topic_id, not both)' },
};
const pageFields = {
  page: { type: ['integer', 'string'], description: '1-based page number; 1 by default' },
  pageSize: { type: ['integer', 'string'], description: 'Items per page, at most 50 (page_size is accepted too)' },
};
const cidBody = (description: string) => formBodyOf(null, { cid: { type: ['integer', 'string'], description } }, ['cid']);
const failures = { '4xx': FormFailureSchema };

/** The lookups every comment route shares: the live post, a comment, a page of comments or replies. */
function commentLookups(app: FastifyInstance) {
  const { communityComments } = app.repositories;

  /** Whom a comment mentions: only when it has an "@", the members of the conversation named after one. */
  async function mentionsOf(post: CommentTargetInfo, content: string): Promise<number[]> {
    if (!content.includes('@')) return [];
    return mentionedIn(content, await communityComments.participants(post));
  }

  /** The topic or article, live; otherwise the contract's "does not exist" answer. */
  async function liveTarget(target: CommentTarget): Promise<CommentTargetInfo> {
    const found = await communityComments.findTarget(target);
    if (!found) throw new HttpError(404, MISSING[target.kind], ErrorCode.NOT_FOUND);
    return found;
  }

  /** A comment by id, with a live topic or article; deleted ones only when `deleted` allows. */
  async function findComment(value: unknown, options: { deleted: boolean }): Promise<CommentRow> {
    const id = parseId(value);
    const comment = id === null ? null : await communityComments.findComment(id);
    if (!comment || (!options.deleted && comment.deletedAt !== null)) commentMissing();
    if (!(await communityComments.findTarget(targetOf(comment)))) commentMissing();
    return comment;
  }

  /** A page of a live topic's or article's top-level comments, with the reader's own state when logged in. */
  async function commentsPage(request: FastifyRequest, target: CommentTarget, page: PageQuery) {
    await liveTarget(target);
    const viewer = await app.optionalUser(request);
    return communityComments.listTopLevel(target, viewer?.id ?? null, page);
  }

  /** A page of the replies in the thread of comment `cid` (a reply's id names its thread too). */
  async function repliesPage(request: FastifyRequest, cid: unknown, page: PageQuery) {
    const comment = await findComment(cid, { deleted: true });
    const viewer = await app.optionalUser(request);
    return communityComments.listReplies(comment.parentId ?? comment.id, viewer?.id ?? null, page);
  }

  return { mentionsOf, liveTarget, findComment, commentsPage, repliesPage };
}

type CommentLookups = ReturnType<typeof commentLookups>;

/** The form-style lists: a post's comments and a thread's replies. */
function commentListRoutes(app: FastifyInstance, { commentsPage, repliesPage }: CommentLookups): void {
  app.post(
    COMMUNITY_CALLS.comments,
    {
      schema: {
        tags: ['community'],
        summary: 'Top-level comments of a topic or an article, oldest first, each with its first replies (public)',
        description: `Each comment carries its first ${COMMUNITY_LIMITS.repliesShown} replies and its reply count; a login adds praised, reported and mine. A deleted comment with replies stays as a placeholder (deleted, content ''); a hidden one has hidden true and content '' except for its author. Neither or both ids answer "${COMMUNITY_MESSAGES.commentTarget}".`,
        formBody: formBodyOf(null, { ...targetFields, ...pageFields }),
        response: { 200: FormEnvelope(CommunityCommentPageSchema), ...failures },
      },
    },
    async (request) => {
      const fields = formFields(request.body);
      const target = readTarget(fields);
      const page = readCommentPage(fields, COMMUNITY_LIMITS.commentPageSize);
      return { code: 1, msg: 'ok', data: await commentsPage(request, target, page) };
    },
  );

  app.post(
    COMMUNITY_CALLS.replies,
    {
      schema: {
        tags: ['community'],
        summary: "The replies of a comment's thread, oldest first (public)",
        description: "cid is the top-level comment; a reply's id names its thread too. Deleted replies are left out.",
        formBody: formBodyOf(null, { cid: { type: ['integer', 'string'], description: 'The comment' }, ...pageFields }, ['cid']),
        response: { 200: FormEnvelope(CommunityCommentPageSchema), ...failures },
      },
    },
    async (request) => {
      const fields = formFields(request.body);
      const page = readCommentPage(fields, COMMUNITY_LIMITS.replyPageSize);
      return { code: 1, msg: 'ok', data: await repliesPage(request, fields.cid, page) };
    },
  );
}

// The same lists as public GETs: what the page reads, with or without cookie consent (decision 018). Every
// parameter is text, read by community-input.ts, so a bad one is answered with a sentence naming it.
function publicListRoutes(app: FastifyInstance, { commentsPage, repliesPage }: CommentLookups): void {
  const pageQuery = {
    type: 'object',
    properties: {
      page: { type: 'string', description: '1-based page number; 1 by default' },
      pageSize: { type: 'string', description: `Items per page, 1-${COMMUNITY_LIMITS.topicPageSizeMax} (page_size is accepted too)` },
      page_size: { type: 'string', description: 'Same as pageSize' },
    },
  };
  const idParams = (what: string) => ({
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', description: `${what} id` } },
  });
  const getErrors = { '4xx': ErrorEnvelopeSchema };
  /** Only a parameter given twice (?page=1&page=2) fails the text-only querystring schema. */
  const onceOnly = (errors: { instancePath: string }[]) =>
    new HttpError(400, COMMUNITY_INPUT_MESSAGES.once(errors[0]?.instancePath.replace(/^\//, '') || 'each parameter'));
  const pageOf = (query: unknown, fallback: number) => readCommunityPage(singleValues(query, ['page', 'pageSize', 'page_size']), fallback);

  for (const [kind, path, idMessage] of [
    ['topic', COMMUNITY_API.topicComments.pattern, COMMUNITY_INPUT_MESSAGES.topicId],
    ['article', COMMUNITY_API.articleComments.pattern, COMMUNITY_INPUT_MESSAGES.articleId],
  ] as const) {
    app.get<{ Params: { id: string } }>(
      // COMMUNITY_API.topicComments(id) / articleComments(id) with Fastify's parameter.
      path,
      {
        schemaErrorFormatter: onceOnly,
        schema: {
          tags: ['community'],
          summary: `Top-level comments of ${kind === 'topic' ? 'a topic' : 'an article'}, oldest first, each with its first replies (public, no cookie consent)`,
          description: `As ${COMMUNITY_CALLS.comments}: each comment carries its first ${COMMUNITY_LIMITS.repliesShown} replies and its reply count; a login token (access-token header or login cookie) adds praised, reported and mine. ${COMMUNITY_LIMITS.commentPageSize} comments a page by default. An unknown ${kind} answers 404 "${MISSING[kind]}".`,
          params: idParams(kind === 'topic' ? 'Topic' : 'Article'),
          querystring: pageQuery,
          response: { 200: ApiEnvelope(CommunityCommentPageSchema), ...getErrors },
        },
      },
      async (request) => {
        const id = readId(request.params.id, idMessage);
        const page = pageOf(request.query, COMMUNITY_LIMITS.commentPageSize);
        return { code: ErrorCode.OK, msg: 'ok', data: await commentsPage(request, { kind, id }, page) };
      },
    );
  }

  app.get<{ Params: { id: string } }>(
    // COMMUNITY_API.commentReplies(id) with Fastify's parameter.
    COMMUNITY_API.commentReplies.pattern,
    {
      schemaErrorFormatter: onceOnly,
      schema: {
        tags: ['community'],
        summary: "The replies of a comment's thread, oldest first (public, no cookie consent)",
        description: `As ${COMMUNITY_CALLS.replies}: the id is the top-level comment, or a reply naming its thread; deleted replies are left out. ${COMMUNITY_LIMITS.replyPageSize} replies a page by default. A missing comment, or one whose topic or article is gone, answers 404 "${COMMUNITY_MESSAGES.commentMissing}".`,
        params: idParams('Comment'),
        querystring: pageQuery,
        response: { 200: ApiEnvelope(CommunityCommentPageSchema), ...getErrors },
      },
    },
    async (request) => {
      const id = readId(request.params.id, COMMUNITY_INPUT_MESSAGES.commentId);
      const page = pageOf(request.query, COMMUNITY_LIMITS.replyPageSize);
      return { code: ErrorCode.OK, msg: 'ok', data: await repliesPage(request, id, page) };
    },
  );
}

/** A new comment or reply: checked, rate limited per member, stored with its notices. */
function createCommentRoute(app: FastifyInstance, { mentionsOf, liveTarget, findComment }: CommentLookups): void {
  const { communityComments } = app.repositories;
  const perMember = perMemberLimit(app, COMMENT_LIMITS.perMember, 'comment');

  app.post(
    COMMUNITY_CALLS.createComment,
    {
      bodyLimit: 64 * 1024,
      config: { rateLimit: COMMENT_LIMITS.perClient },
      schema: {
        tags: ['community'],
        summary: 'Comments on a topic or an article, or with cid replies to a comment (login required)',
        description: `content is plain text, stored trimmed as written (control characters but newlines removed), at most ${COMMUNITY_LIMITS.commentMax} characters. A reply to a reply joins its thread and names whom it answers. The post's author and the answered comment's author get an inbox message. A hidden topic or article takes comments from its author only. More than ${COMMENT_LIMITS.perMember.max} comments a minute answer 429.`,
        formBody: formBodyOf(CommentRequestSchema, {
          ...targetFields,
          cid: { type: ['integer', 'string'], description: 'The comment answered (a top-level comment or a reply)' },
        }),
        response: { 200: FormEnvelope(CommunityCommentSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const fields = formFields(request.body);
      const target = readTarget(fields);
      const { content } = validateForm(CommentRequestSchema, { content: cleanCommentText(fields.content) });
      const post = await liveTarget(target);

      let answered: CommentRow | null = null;
      if (present(fields.cid)) {
        answered = await findComment(fields.cid, { deleted: false });
        const same = targetOf(answered);
        if (answered.hiddenAt !== null || same.kind !== target.kind || same.id !== target.id) commentMissing();
      }
      // A hidden post is out of view until an operator restores it: only its author may still add to it.
      if (post.hidden && post.authorId !== user.id) throw new HttpError(403, HIDDEN[target.kind]);

      const limit = await perMember(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new HttpError(429, COMMENT_MESSAGES.tooMany(waitText(limit.ttlInSeconds)), ErrorCode.RATE_LIMITED);
      }

      const id = await communityComments.create(
        {
          target,
          authorId: user.id,
          parentId: answered ? (answered.parentId ?? answered.id) : null,
          // Answering a top-level comment is replying in its thread: no "replying to" line needed.
          replyToUserId: answered && answered.parentId !== null ? answered.authorId : null,
          content,
        },
        noticesFor(user, post, answered?.authorId ?? null, content, await mentionsOf(post, content)),
      );
      const data = (await communityComments.get(id, user.id)) ?? commentMissing();
      return { code: 1, msg: COMMENT_MESSAGES.created, data };
    },
  );
}

/** Deleting one's own comment, on a topic or on an article. */
function deleteCommentRoutes(app: FastifyInstance, { findComment }: CommentLookups): void {
  const { communityComments } = app.repositories;
  for (const [url, kind] of [
    [COMMUNITY_CALLS.deleteComment, 'topic'],
    [COMMUNITY_CALLS.deleteArticleComment, 'article'],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          tags: ['community'],
          summary: `Deletes the member's own comment on ${kind === 'topic' ? 'a topic' : 'an article'} (login required)`,
          description: `Soft delete: a comment with replies stays as a placeholder. Another member's comment answers 403 "${COMMUNITY_MESSAGES.notYourComment}"; a comment on ${kind === 'topic' ? 'an article' : 'a topic'}, or one already deleted, 404.`,
          formBody: cidBody('The comment to delete'),
          response: { 200: FormEnvelope(Type.Null()), ...failures },
        },
      },
      async (request) => {
        const user = await app.requireUser(request);
        const fields = formFields(request.body);
        const comment = await findComment(fields.cid, { deleted: false });
        if (targetOf(comment).kind !== kind) commentMissing();
        if (comment.authorId !== user.id) throw new HttpError(403, COMMUNITY_MESSAGES.notYourComment);
        if (!(await communityComments.softDelete(comment.id))) commentMissing();
        return { code: 1, msg: COMMENT_MESSAGES.deleted, data: null };
      },
    );
  }
}

/** The signed praise of a comment, or its undoing. */
function praiseCommentRoute(app: FastifyInstance): void {
  const { communityComments } = app.repositories;
  app.post<{ Params: { id: number } }>(
    // COMMUNITY_API.praiseComment(id) with Fastify's parameter (the helper would encode the colon).
    COMMUNITY_API.praiseComment.pattern,
    {
      preValidation: app.verifySigned,
      config: { rateLimit: COMMENT_LIMITS.praisePerClient },
      // A path id that is not a comment id is a comment that does not exist.
      schemaErrorFormatter: (errors, dataVar) =>
        dataVar === 'params'
          ? new HttpError(404, COMMUNITY_MESSAGES.commentMissing, ErrorCode.NOT_FOUND)
          : new Error(`${dataVar} ${errors[0]?.message ?? 'is not valid'}`),
      schema: {
        tags: ['community'],
        summary: 'Praises a comment, or undoes the praise (signed, login required)',
        description: `Your own comment answers "${COMMUNITY_MESSAGES.ownPraise}"; a deleted or hidden one "${COMMUNITY_MESSAGES.commentMissing}".`,
        params: IdParams('Comment id'),
        body: SignedBody({}),
        response: { 200: ApiEnvelope(PraiseStateSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const id = parseId(request.params.id) ?? commentMissing();
      const outcome = await communityComments.togglePraise(user.id, id);
      if (outcome === 'missing') commentMissing();
      if (outcome === 'own') throw new HttpError(403, COMMUNITY_MESSAGES.ownPraise);
      return { code: ErrorCode.OK, msg: 'ok', data: outcome };
    },
  );
}

export default function communityCommentRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  const lookups = commentLookups(app);
  commentListRoutes(app, lookups);
  publicListRoutes(app, lookups);
  createCommentRoute(app, lookups);
  deleteCommentRoutes(app, lookups);
  praiseCommentRoute(app);
  done();
}
