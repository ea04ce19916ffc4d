// What members do with topics and articles through the form-style calls (docs/product.md §7A): start a topic
// (/community/createtopic), delete their own topic (/community/deltopic) or article (/article/del), and praise a
// topic or an article (/index/ajax/support). All need a login: a visitor gets code 400401.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { CommunityItemKind } from '@yachts/contracts/account';
import { COMMUNITY_CALLS, COMMUNITY_MESSAGES, type TopicLink } from '@yachts/contracts/community';
import { TopicRequestSchema } from '@yachts/contracts/community-schemas';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { MESSAGES, validate, type FieldErrors } from '@yachts/contracts/validation';
import { HttpError } from '../lib/http-error';
import { formBodyOf } from '../lib/form-body';
import { formFields, parseId } from '../lib/page-request';
import { htmlToText, sanitizeCommunityHtml } from './sanitize-community';
import { hashSid } from '../platform/visitor-sid';
import { requireVisitorSid } from '../platform/form-style';
import { COMMUNITY_INPUT_MESSAGES, readId, readWord } from './community-input';
import { CreatedTopicSchema, PraiseStateSchema } from '@yachts/contracts/wire/community';
import { FormEnvelope, FormFailureSchema } from '@yachts/contracts/wire/common';
import { UPLOADS_PREFIX } from '../lib/upload-paths';
import { byClientAddress } from '../plugins/rate-limit';
import { perMemberLimit } from './per-member-limit';

export const COMMUNITY_POST_MESSAGES = {
  tooManyTopics: (wait: string) => `You have started several topics in a short time. Please wait ${wait} and try again.`,
  links: 'The links must be a list of titles with web addresses.',
  topicDeleted: 'Your topic has been deleted.',
  articleDeleted: 'Your article has been deleted.',
} as const;

/**
 * Topics a member may start in a window. Counted when a topic is stored, so fixing a form's mistakes costs nothing;
 * per member (not per address or session), so a new browser session does not reset it.
 */
export const TOPIC_CREATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
/** Every attempt, per client address: a generous bound on what one address can make the server check. */
const TOPIC_ATTEMPT_LIMIT = { max: 60, timeWindow: '10 minutes', keyGenerator: byClientAddress } as const;

const ITEM_KINDS: readonly CommunityItemKind[] = ['article', 'topic'];

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} seconds` : minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

interface TopicForm {
  title: string;
  content: string;
  images: string[];
  moduleId: number;
  links: TopicLink[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const absent = (value: unknown) => value === undefined || value === null;
/** Text as stored: PostgreSQL text cannot hold U+0000, and no form types it. Anything but text is undefined. */
const plain = (value: unknown) => (typeof value === 'string' ? value.replace(/\0/g, '') : undefined);
/** What an upload's URL looks like (platform/upload-routes.ts); anything else is not one of the member's uploads. */
const UPLOAD_URL = /^\/uploads\/[A-Za-z0-9/_.-]{1,180}$/;

/**
 * The create form's fields, checked with the contract's TopicRequestSchema, every message under its field name
 * (links under `links[0].title` and so on). Each value's JSON type is checked first: yup would read ["x"] as "x"
 * and {} as "[object Object]".
 */
export function readTopicForm(fields: Record<string, unknown>): { form: TopicForm | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const input: Record<string, unknown> = {};

  if (absent(fields.title) || typeof fields.title === 'string') input.title = plain(fields.title);
  else errors.title = MESSAGES.postTitle;
  if (absent(fields.content) || typeof fields.content === 'string') input.content = plain(fields.content);
  else errors.content = MESSAGES.postContent;

  if (absent(fields.images)) input.images = [];
  else if (Array.isArray(fields.images) && fields.images.every((url) => typeof url === 'string')) input.images = fields.images;
  else errors.images = COMMUNITY_MESSAGES.imageUrl;

  // A select sends its value as a number or as the digits of one; '' is the "choose a section" option.
  const moduleText = typeof fields.module_id === 'number' ? String(fields.module_id) : fields.module_id;
  if (absent(moduleText) || moduleText === '') input.module_id = undefined;
  else if (typeof moduleText === 'string' && parseId(moduleText.trim()) !== null) input.module_id = moduleText.trim();
  else errors.module_id = MESSAGES.postSection;

  if (absent(fields.links)) input.links = [];
  else if (!Array.isArray(fields.links)) errors.links = COMMUNITY_POST_MESSAGES.links;
  else {
    input.links = fields.links.map((link, i) => {
      const item = isObject(link) ? link : {};
      if (!absent(item.title) && typeof item.title !== 'string') errors[`links[${i}].title`] = MESSAGES.linkTitle;
      if (!absent(item.url) && typeof item.url !== 'string') errors[`links[${i}].url`] = MESSAGES.linkUrl;
      return { title: plain(item.title), url: plain(item.url) };
    });
  }

  const result = validate(TopicRequestSchema, input);
  if (!result.ok) {
    for (const [path, message] of Object.entries(result.errors)) {
      // "images[3]" is one of the images: the form shows it under images.
      const name = path.startsWith('images[') ? 'images' : path;
      if (!(name in errors)) errors[name] = name === 'images' && path !== 'images' ? COMMUNITY_MESSAGES.imageUrl : message;
    }
  }
  if (!result.ok || Object.keys(errors).length > 0) return { form: null, errors };

  const value = result.value;
  return {
    form: {
      title: value.title,
      content: value.content,
      // The same image twice is one image.
      images: [...new Set(value.images)],
      moduleId: Number(value.module_id),
      links: value.links.map((link) => ({ title: link.title, url: link.url })),
    },
    errors,
  };
}

const idBody = (description: string) => formBodyOf(null, { id: { type: 'integer', description } }, ['id']);

const failures = { '4xx': FormFailureSchema };

/** A new topic: its form checked, its pictures the writer's own uploads, rate limited per member. */
function createTopicRoute(app: FastifyInstance): void {
  const { community, uploads } = app.repositories;
  const perMember = perMemberLimit(app, TOPIC_CREATE_LIMIT, 'community-topic');

  /** Whether every image is one this browser session uploaded (POST /index/ajax/pic). */
  async function ownUploads(request: FastifyRequest, images: string[]): Promise<boolean> {
    const relative = images.map((url) =>
      UPLOAD_URL.test(url) && url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : null,
    );
    if (relative.some((path) => path === null)) return false;
    const owned = await uploads.pathsOwnedBy(relative as string[], hashSid(requireVisitorSid(request)));
    return owned.length === images.length;
  }

  app.post(
    COMMUNITY_CALLS.createTopic,
    {
      bodyLimit: 64 * 1024,
      config: { rateLimit: TOPIC_ATTEMPT_LIMIT },
      schema: {
        tags: ['community'],
        summary: 'Starts a topic in a section (login required); answers its id and page',
        description: `Field errors come back as msg: {field: message} (TopicRequestSchema; links as links[0].url). The body is stored sanitised, the title as plain text. More than ${TOPIC_CREATE_LIMIT.max} topics in ${TOPIC_CREATE_LIMIT.timeWindow} answer 429.`,
        formBody: formBodyOf(TopicRequestSchema),
        response: { 200: FormEnvelope(CreatedTopicSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const { form, errors } = readTopicForm(formFields(request.body));
      let body = '';
      if (form) {
        body = sanitizeCommunityHtml(form.content);
        // Markup with no words in it ("<p><br></p>", or only what sanitising removed) is no main text.
        if (htmlToText(body) === '') errors.content = MESSAGES.postContent;
        if (!(await community.moduleExists(form.moduleId))) errors.module_id = MESSAGES.postSection;
        if (!(await ownUploads(request, form.images))) errors.images = COMMUNITY_MESSAGES.imageUrl;
      }
      if (!form || Object.keys(errors).length > 0) throw new HttpError(400, errors);

      const limit = await perMember(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new HttpError(429, COMMUNITY_POST_MESSAGES.tooManyTopics(waitText(limit.ttlInSeconds)), ErrorCode.RATE_LIMITED);
      }
      const id = await community.createTopic({
        moduleId: form.moduleId,
        authorId: user.id,
        title: form.title,
        body,
        images: form.images,
        links: form.links,
      });
      return { code: 1, msg: COMMUNITY_MESSAGES.topicCreated, data: { id, url: paths.communityTopic(id) } };
    },
  );
}

/** Deleting one's own topic or article. */
function deletePostRoutes(app: FastifyInstance): void {
  const { community } = app.repositories;
  const DELETES = {
    topic: {
      path: COMMUNITY_CALLS.deleteTopic,
      summary: 'Deletes one of the caller’s topics, with its comments, praise, follows, collections and reports',
      description: `Someone else's topic answers 403 "${COMMUNITY_MESSAGES.notYourTopic}" and changes nothing; an unknown one 404.`,
      idLabel: 'Topic id',
      idMessage: COMMUNITY_INPUT_MESSAGES.topicId,
      remove: community.deleteTopic,
      missing: COMMUNITY_MESSAGES.topicMissing,
      notYours: COMMUNITY_MESSAGES.notYourTopic,
      deleted: COMMUNITY_POST_MESSAGES.topicDeleted,
    },
    article: {
      path: COMMUNITY_CALLS.deleteArticle,
      summary: 'Deletes one of the caller’s articles (it leaves every list; its comments stay stored)',
      description: `Someone else's article answers 403 "${COMMUNITY_MESSAGES.notYourArticle}" and changes nothing; an unknown or deleted one 404.`,
      idLabel: 'Article id',
      idMessage: COMMUNITY_INPUT_MESSAGES.articleId,
      remove: community.deleteArticle,
      missing: COMMUNITY_MESSAGES.articleMissing,
      notYours: COMMUNITY_MESSAGES.notYourArticle,
      deleted: COMMUNITY_POST_MESSAGES.articleDeleted,
    },
  } as const;
  for (const post of [DELETES.topic, DELETES.article]) {
    app.post(
      post.path,
      {
        schema: {
          tags: ['community'],
          summary: post.summary,
          description: post.description,
          formBody: idBody(post.idLabel),
          response: { 200: FormEnvelope(Type.Null()), ...failures },
        },
      },
      async (request) => {
        const user = await app.requireUser(request);
        const id = readId(formFields(request.body).id, post.idMessage);
        const result = await post.remove(user.id, id);
        if (result === 'missing') throw new HttpError(404, post.missing);
        if (result !== 'deleted') throw new HttpError(403, post.notYours);
        return { code: 1, msg: post.deleted, data: null };
      },
    );
  }
}

/** Praising a topic or an article, or taking the praise back. */
function praisePostRoute(app: FastifyInstance): void {
  const { community } = app.repositories;
  app.post(
    COMMUNITY_CALLS.praise,
    {
      schema: {
        tags: ['community'],
        summary: 'Praises a topic or an article, or takes the praise back (login required)',
        description: `Praising again undoes it; a double click counts once. One's own post answers 403 "${COMMUNITY_MESSAGES.ownPraise}".`,
        formBody: formBodyOf(null, { id: { type: 'integer' }, type: { type: 'string', enum: [...ITEM_KINDS], default: 'article' } }, [
          'id',
        ]),
        response: { 200: FormEnvelope(PraiseStateSchema), ...failures },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const fields = formFields(request.body);
      const kind = readWord(fields.type, ITEM_KINDS, 'article', COMMUNITY_INPUT_MESSAGES.type);
      const id = readId(fields.id, COMMUNITY_INPUT_MESSAGES.id);
      const result = await community.togglePraise(user.id, kind, id);
      const topic = kind === 'topic';
      switch (result) {
        case 'missing':
        case 'notYours':
          throw new HttpError(404, topic ? COMMUNITY_MESSAGES.topicMissing : COMMUNITY_MESSAGES.articleMissing);
        case 'own':
          throw new HttpError(403, COMMUNITY_MESSAGES.ownPraise);
        case 'hidden':
          throw new HttpError(403, topic ? COMMUNITY_MESSAGES.hiddenTopic : COMMUNITY_MESSAGES.hiddenArticle);
        default:
          return { code: 1, msg: 'ok', data: result };
      }
    },
  );
}

export default function communityPostRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  createTopicRoute(app);
  deletePostRoutes(app);
  praisePostRoute(app);
  done();
}
