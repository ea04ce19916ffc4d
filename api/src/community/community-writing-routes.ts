// Members write and rewrite (decision 033): an article with the topic editor (/community/createarticle), the author's
// edit of a topic (/community/edittopic) or an article (/community/editarticle), each keeping the version it replaces,
// and the history of those versions (GET …/revisions, public like the post). Form-style calls like starting a topic:
// the same fields, the same checks; hidden and deleted posts cannot be edited.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { COMMUNITY_API, COMMUNITY_CALLS, COMMUNITY_MESSAGES } from '@yachts/contracts/community';
import { ArticleRequestSchema, CommentRequestSchema, TopicRequestSchema } from '@yachts/contracts/community-schemas';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { MESSAGES, type FieldErrors } from '@yachts/contracts/validation';
import { ApiEnvelope, ErrorEnvelopeSchema, FormEnvelope, FormFailureSchema } from '@yachts/contracts/wire/common';
import { CommunityCommentSchema, CreatedTopicSchema, PostRevisionSchema } from '@yachts/contracts/wire/community';
import { formBodyOf } from '../lib/form-body';
import { HttpError } from '../lib/http-error';
import { formFields } from '../lib/page-request';
import { requireVisitorSid } from '../platform/form-style';
import { UPLOADS_PREFIX } from '../lib/upload-paths';
import { hashSid } from '../platform/visitor-sid';
import { COMMUNITY_INPUT_MESSAGES, readId } from './community-input';
import { readTopicForm, TOPIC_CREATE_LIMIT } from './community-post-routes';
import { cleanCommentText } from './community-comment-routes';
import { validateForm } from '../lib/form-validation';
import type { EditOutcome, PostContent } from './community-writing-repository';
import { htmlToText, sanitizeCommunityHtml } from './sanitize-community';
import { perMemberLimit } from './per-member-limit';

export const COMMUNITY_WRITING_MESSAGES = {
  tooManyArticles: (wait: string) => `You have written several articles in a short time. Please wait ${wait} and try again.`,
} as const;

const UPLOAD_URL = /^\/uploads\/[A-Za-z0-9/_.-]{1,180}$/;
const failures = { '4xx': FormFailureSchema };

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} seconds` : minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function refuse(outcome: EditOutcome, kind: 'topic' | 'article'): void {
  if (outcome === 'missing')
    throw new HttpError(404, kind === 'topic' ? COMMUNITY_MESSAGES.topicMissing : COMMUNITY_MESSAGES.articleMissing);
  if (outcome === 'notYours') {
    throw new HttpError(403, kind === 'topic' ? COMMUNITY_MESSAGES.notYourTopicEdit : COMMUNITY_MESSAGES.notYourArticleEdit);
  }
  if (outcome === 'hidden') throw new HttpError(403, COMMUNITY_MESSAGES.hiddenEdit);
}

/** Reads a post's form: its fields checked, its new pictures the writer's own uploads. */
function postReader(app: FastifyInstance) {
  const { community, uploads } = app.repositories;

  /** Images the post has already may stay; any other must be an upload of this browser session. */
  async function imagesAllowed(request: FastifyRequest, images: string[], kept: readonly string[]): Promise<boolean> {
    const fresh = images.filter((url) => !kept.includes(url));
    if (fresh.length === 0) return true;
    const relative = fresh.map((url) => (UPLOAD_URL.test(url) && url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : null));
    if (relative.some((path) => path === null)) return false;
    const owned = await uploads.pathsOwnedBy(relative as string[], hashSid(requireVisitorSid(request)));
    return owned.length === fresh.length;
  }

  /** The form's fields as a post's content, or 400 with every field's message (the create form's words). */
  async function readPost(request: FastifyRequest, kept: readonly string[]): Promise<PostContent> {
    const { form, errors } = readTopicForm(formFields(request.body));
    const problems: FieldErrors = { ...errors };
    let body = '';
    if (form) {
      body = sanitizeCommunityHtml(form.content);
      if (htmlToText(body) === '') problems.content = MESSAGES.postContent;
      if (!(await community.moduleExists(form.moduleId))) problems.module_id = MESSAGES.postSection;
      if (!(await imagesAllowed(request, form.images, kept))) problems.images = COMMUNITY_MESSAGES.imageUrl;
    }
    if (!form || Object.keys(problems).length > 0) throw new HttpError(400, problems);
    return { title: form.title, body, images: form.images, links: form.links, moduleId: form.moduleId };
  }

  return readPost;
}

type ReadPost = ReturnType<typeof postReader>;

/** A new article, rate limited per member. */
function createArticleRoute(app: FastifyInstance, readPost: ReadPost): void {
  const { communityWriting } = app.repositories;
  const perMember = perMemberLimit(app, TOPIC_CREATE_LIMIT, 'community-article');
  app.post(
    COMMUNITY_CALLS.createArticle,
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['community'],
        summary: 'Publishes an article in a section (login required); answers its id and page',
        description: `The topic form's fields without links (ArticleRequestSchema); the first image is the cover, the summary its first words. More than ${TOPIC_CREATE_LIMIT.max} articles in ${TOPIC_CREATE_LIMIT.timeWindow} answer 429.`,
        formBody: formBodyOf(ArticleRequestSchema),
        response: { 200: FormEnvelope(CreatedTopicSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const post = await readPost(request, []);
      const limit = await perMember(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new HttpError(429, COMMUNITY_WRITING_MESSAGES.tooManyArticles(waitText(limit.ttlInSeconds)), ErrorCode.RATE_LIMITED);
      }
      const id = await communityWriting.createArticle(user.id, post);
      return { code: 1, msg: COMMUNITY_MESSAGES.articleCreated, data: { id, url: paths.communityArticle(id) } };
    },
  );
}

/** The author's edits of their topic or article. */
function editPostRoutes(app: FastifyInstance, readPost: ReadPost): void {
  const { community, communityWriting } = app.repositories;
  const EDITS = {
    topic: {
      path: COMMUNITY_CALLS.editTopic,
      summary: 'The author edits their topic (login required); the version it replaces is kept in its history',
      description: `The create form's fields and the topic's id. Someone else's topic answers 403; a hidden one 403 "${COMMUNITY_MESSAGES.hiddenEdit}".`,
      form: TopicRequestSchema,
      idLabel: 'Topic id',
      idMessage: COMMUNITY_INPUT_MESSAGES.topicId,
      detail: community.topicDetail,
      edit: communityWriting.editTopic,
      url: paths.communityTopic,
    },
    article: {
      path: COMMUNITY_CALLS.editArticle,
      summary: 'The author edits their article (login required); the version it replaces is kept in its history',
      description: `The article form's fields and its id. Someone else's article answers 403; a hidden one 403 "${COMMUNITY_MESSAGES.hiddenEdit}".`,
      form: ArticleRequestSchema,
      idLabel: 'Article id',
      idMessage: COMMUNITY_INPUT_MESSAGES.articleId,
      detail: community.articleDetail,
      edit: communityWriting.editArticle,
      url: paths.communityArticle,
    },
  } as const;
  for (const kind of ['topic', 'article'] as const) {
    const edit = EDITS[kind];
    app.post(
      edit.path,
      {
        bodyLimit: 64 * 1024,
        schema: {
          tags: ['community'],
          summary: edit.summary,
          description: edit.description,
          formBody: formBodyOf(edit.form, { id: { type: 'integer', description: edit.idLabel } }, ['id']),
          response: { 200: FormEnvelope(CreatedTopicSchema), ...failures },
        },
      },
      async (request) => {
        const user = await app.requireUser(request);
        const id = readId(formFields(request.body).id, edit.idMessage);
        const detail = await edit.detail(id, user.id);
        if (!detail) refuse('missing', kind);
        else if (!detail.mine) refuse('notYours', kind);
        else if (detail.hidden) refuse('hidden', kind);
        const post = await readPost(request, detail?.images ?? []);
        refuse(await edit.edit(user.id, id, post), kind);
        return { code: 1, msg: COMMUNITY_MESSAGES.edited, data: { id, url: edit.url(id) } };
      },
    );
  }
}

/** The author's edit of their comment. */
function editCommentRoute(app: FastifyInstance): void {
  const { communityComments, communityWriting } = app.repositories;
  app.post(
    COMMUNITY_CALLS.editComment,
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['community'],
        summary: 'The author edits their comment or reply (login required); the text it replaces is kept in its history',
        description: `content as for a new comment. Someone else's comment answers 403; a hidden one 403 "${COMMUNITY_MESSAGES.hiddenEdit}"; a deleted or unknown one 404.`,
        formBody: formBodyOf(CommentRequestSchema, { cid: { type: ['integer', 'string'], description: 'The comment' } }, ['cid']),
        response: { 200: FormEnvelope(CommunityCommentSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const fields = formFields(request.body);
      const id = readId(fields.cid, COMMUNITY_INPUT_MESSAGES.id);
      const { content } = validateForm(CommentRequestSchema, { content: cleanCommentText(fields.content) });
      const outcome = await communityWriting.editComment(user.id, id, content);
      if (outcome === 'missing') throw new HttpError(404, COMMUNITY_MESSAGES.commentMissing);
      if (outcome === 'notYours') throw new HttpError(403, COMMUNITY_MESSAGES.notYourCommentEdit);
      if (outcome === 'hidden') throw new HttpError(403, COMMUNITY_MESSAGES.hiddenEdit);
      const data = await communityComments.get(id, user.id);
      if (!data) throw new HttpError(404, COMMUNITY_MESSAGES.commentMissing);
      return { code: 1, msg: COMMUNITY_MESSAGES.edited, data };
    },
  );
}

/** The history of a comment, a topic or an article: the versions its author replaced. */
function revisionRoutes(app: FastifyInstance): void {
  const { community, communityComments, communityWriting } = app.repositories;
  app.get<{ Params: { id: string } }>(
    COMMUNITY_API.revisions('comment', ':id').replace('%3Aid', ':id'),
    {
      schema: {
        tags: ['community'],
        summary: 'The texts of a comment its author replaced, newest first',
        description: 'Readable by whoever may read the comment: a hidden one only by its author, a deleted one by nobody (404).',
        params: Type.Object({ id: Type.String() }),
        response: { 200: ApiEnvelope(Type.Array(PostRevisionSchema)), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const viewer = (await app.optionalUser(request))?.id ?? null;
      const id = readId(request.params.id, COMMUNITY_INPUT_MESSAGES.id);
      const comment = await communityComments.get(id, viewer);
      if (!comment || comment.deleted || (comment.hidden && !comment.mine)) throw new HttpError(404, COMMUNITY_MESSAGES.commentMissing);
      return { code: ErrorCode.OK, msg: 'ok', data: await communityWriting.revisions('comment', id) };
    },
  );

  for (const kind of ['topic', 'article'] as const) {
    app.get<{ Params: { id: string } }>(
      COMMUNITY_API.revisions(kind, ':id').replace('%3Aid', ':id'),
      {
        schema: {
          tags: ['community'],
          summary: `The versions of a ${kind} its author replaced, newest first, each with what the edit changed`,
          description: `Readable by whoever may read the ${kind}: a hidden one only by its author (404 for anyone else).`,
          params: Type.Object({ id: Type.String() }),
          response: { 200: ApiEnvelope(Type.Array(PostRevisionSchema)), '4xx': ErrorEnvelopeSchema },
        },
      },
      async (request) => {
        const viewer = (await app.optionalUser(request))?.id ?? null;
        const id = readId(request.params.id, kind === 'topic' ? COMMUNITY_INPUT_MESSAGES.topicId : COMMUNITY_INPUT_MESSAGES.articleId);
        const detail = kind === 'topic' ? await community.topicDetail(id, viewer) : await community.articleDetail(id, viewer);
        const missing = kind === 'topic' ? COMMUNITY_MESSAGES.topicMissing : COMMUNITY_MESSAGES.articleMissing;
        if (!detail || (detail.hidden && !detail.mine)) throw new HttpError(404, missing);
        return { code: ErrorCode.OK, msg: 'ok', data: await communityWriting.revisions(kind, id) };
      },
    );
  }
}

export default function communityWritingRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  const readPost = postReader(app);
  createArticleRoute(app, readPost);
  editPostRoutes(app, readPost);
  editCommentRoute(app);
  revisionRoutes(app);
  done();
}
