// Response schemas of the community's modules, topics, articles, praise, follow and collect calls
// (contracts/src/community.ts shapes). Every field of each shape is listed: the serialiser drops whatever a response
// schema does not name, and the OpenAPI reference reads them from here.
import { PageOf } from '@yachts/contracts/wire/common';
import { memberSummary } from '../user-area/user-area-schemas';

const nullable = (type: string) => ({ type: [type, 'null'] });
const dateTime = { type: 'string', format: 'date-time' };
const viewerFlag = (what: string) => ({ type: 'boolean', description: `${what}; present when the request carried a valid login token` });

const moduleProperties = {
  id: { type: 'integer' },
  slug: { type: 'string' },
  name: { type: 'string' },
  description: { type: 'string' },
  topicCount: { type: 'integer', description: 'Topics in it, not counting hidden ones' },
};

export const topicModule = {
  type: 'object',
  required: ['id', 'slug', 'name', 'description', 'topicCount'],
  properties: moduleProperties,
};

export const moduleDetail = {
  type: 'object',
  required: [...topicModule.required, 'followers'],
  properties: { ...moduleProperties, followers: { type: 'integer' }, followed: viewerFlag('Whether the caller follows it') },
};

const authorOrNull = { anyOf: [memberSummary, { type: 'null' }], description: 'Null for the editors’ own topics' };

const topicSummaryProperties = {
  id: { type: 'integer' },
  title: { type: 'string', description: 'Plain text: render it as text' },
  url: { type: 'string', description: 'The page of the topic' },
  excerpt: { type: 'string', description: "Plain text from the body, at most ~200 characters ('' when hidden)" },
  module: {
    type: 'object',
    required: ['id', 'name', 'slug'],
    properties: { id: { type: 'integer' }, name: { type: 'string' }, slug: { type: 'string' } },
  },
  author: authorOrNull,
  imageUrl: { ...nullable('string'), description: 'The first image, for the thumbnail' },
  commentCount: { type: 'integer', description: 'Comments and replies, not deleted and not hidden' },
  praiseCount: { type: 'integer' },
  createdAt: dateTime,
  lastActivityAt: { ...dateTime, description: 'Creation, or the newest comment or reply' },
  hidden: { type: 'boolean', description: 'Hidden after reports: only its author gets it in lists' },
};
const topicSummaryRequired = Object.keys(topicSummaryProperties);

export const topicSummary = { type: 'object', required: topicSummaryRequired, properties: topicSummaryProperties };
export const topicPage = PageOf(topicSummary);

export const topicDetail = {
  type: 'object',
  required: [...topicSummaryRequired, 'body', 'images', 'links', 'followers', 'mine'],
  properties: {
    ...topicSummaryProperties,
    body: { type: 'string', description: "Sanitised HTML; '' when hidden (unless the caller wrote it)" },
    images: { type: 'array', items: { type: 'string' }, description: 'Uploaded images in the author’s order' },
    links: {
      type: 'array',
      items: { type: 'object', required: ['title', 'url'], properties: { title: { type: 'string' }, url: { type: 'string' } } },
    },
    followers: { type: 'integer' },
    mine: { type: 'boolean', description: 'The caller wrote it' },
    followed: viewerFlag('Whether the caller follows it'),
    collected: viewerFlag('Whether the caller collected it'),
    praised: viewerFlag('Whether the caller praised it'),
    reported: viewerFlag('Whether the caller reported it'),
  },
};

const articleSummaryProperties = {
  id: { type: 'integer' },
  title: { type: 'string', description: 'Plain text: render it as text' },
  url: { type: 'string' },
  summary: { type: 'string', description: "Plain text ('' when hidden)" },
  coverUrl: nullable('string'),
  author: { anyOf: [memberSummary, { type: 'null' }] },
  praiseCount: { type: 'integer' },
  commentCount: { type: 'integer', description: 'Comments and replies, not deleted and not hidden' },
  createdAt: dateTime,
  hidden: { type: 'boolean' },
};
const articleSummaryRequired = Object.keys(articleSummaryProperties);

export const articleSummary = { type: 'object', required: articleSummaryRequired, properties: articleSummaryProperties };
export const articlePage = PageOf(articleSummary);

export const articleDetail = {
  type: 'object',
  required: [...articleSummaryRequired, 'body', 'mine'],
  properties: {
    ...articleSummaryProperties,
    body: { type: 'string', description: "Sanitised HTML; '' when hidden (unless the caller wrote it)" },
    mine: { type: 'boolean' },
    collected: viewerFlag('Whether the caller collected it'),
    praised: viewerFlag('Whether the caller praised it'),
    reported: viewerFlag('Whether the caller reported it'),
  },
};

export const randomModule = {
  type: 'object',
  required: ['module', 'topics'],
  properties: { module: topicModule, topics: { type: 'array', items: topicSummary } },
};

export const createdTopic = {
  type: 'object',
  required: ['id', 'url'],
  properties: { id: { type: 'integer' }, url: { type: 'string', description: 'The page of the new topic' } },
};

export const praiseState = {
  type: 'object',
  required: ['praised', 'praiseCount'],
  properties: { praised: { type: 'boolean' }, praiseCount: { type: 'integer' } },
};

export const followState = {
  type: 'object',
  required: ['followed', 'followers'],
  properties: { followed: { type: 'boolean' }, followers: { type: 'integer' } },
};

export const collectState = {
  type: 'object',
  required: ['collected'],
  properties: { collected: { type: 'boolean' } },
};
