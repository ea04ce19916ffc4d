// Response schemas of the user area (contracts/src/account.ts shapes): they shape the answers of user-area.ts and
// user-area-api.ts and document them in the OpenAPI reference.
import { PageOf } from '@yachts/contracts/wire/common';

const nullable = (type: string) => ({ type: [type, 'null'] });
const dateTime = { type: 'string', format: 'date-time' };

export const memberSummary = {
  type: 'object',
  required: ['uuid', 'name', 'avatarUrl'],
  properties: { uuid: { type: 'string' }, name: { type: 'string' }, avatarUrl: nullable('string') },
};

export const userMessage = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    type: { type: 'string', enum: ['system', 'interactive'] },
    title: { type: 'string' },
    body: { type: 'string', description: 'Plain text' },
    link: { ...nullable('string'), description: 'A page of the site the message is about' },
    from: { anyOf: [memberSummary, { type: 'null' }] },
    read: { type: 'boolean' },
    createdAt: dateTime,
  },
};

const messagesPage = PageOf(userMessage);
export const userMessagesPage = {
  ...messagesPage,
  required: [...messagesPage.required, 'unread'],
  properties: { ...messagesPage.properties, unread: { type: 'integer', description: 'Unread messages of the chosen type' } },
};

const kindEnum = (kinds: string[]) => ({ type: 'string', enum: kinds });

export const collectedItem = {
  type: 'object',
  properties: {
    kind: kindEnum(['topic', 'article']),
    id: { type: 'integer' },
    title: { type: 'string' },
    url: { type: 'string' },
    excerpt: { type: 'string' },
    author: { anyOf: [memberSummary, { type: 'null' }] },
    collectedAt: dateTime,
    hidden: { type: 'boolean' },
  },
};

export const myArticle = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    summary: { type: 'string' },
    coverUrl: nullable('string'),
    url: { type: 'string' },
    praiseCount: { type: 'integer' },
    commentCount: { type: 'integer' },
    createdAt: dateTime,
  },
};

export const myTopic = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    url: { type: 'string' },
    moduleName: { type: 'string' },
    commentCount: { type: 'integer' },
    createdAt: dateTime,
    hidden: { type: 'boolean' },
  },
};

export const memberComment = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    content: { type: 'string' },
    praiseCount: { type: 'integer' },
    createdAt: dateTime,
    isReply: { type: 'boolean' },
    target: {
      type: 'object',
      properties: { kind: kindEnum(['topic', 'article']), id: { type: 'integer' }, title: { type: 'string' }, url: { type: 'string' } },
    },
    hidden: { type: 'boolean' },
  },
};

export const followedTopic = {
  type: 'object',
  properties: {
    kind: kindEnum(['topic', 'module']),
    id: { type: 'integer' },
    title: { type: 'string' },
    url: { type: 'string' },
    followedAt: dateTime,
  },
};

export const followedYacht = {
  type: 'object',
  properties: {
    kind: kindEnum(['new', 'idle']),
    id: { type: 'integer' },
    name: { type: 'string' },
    url: { type: 'string' },
    imageUrl: nullable('string'),
    price: nullable('integer'),
    currency: { type: 'string' },
    lengthM: { type: 'number' },
    followedAt: dateTime,
  },
};

export const leftMessage = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    yachtKind: kindEnum(['new', 'idle']),
    yachtId: { type: 'integer' },
    yachtName: { type: 'string' },
    yachtUrl: { type: 'string' },
    content: { type: 'string' },
    createdAt: dateTime,
  },
};

export const memberProfile = {
  type: 'object',
  properties: {
    ...memberSummary.properties,
    joinedAt: dateTime,
    topicCount: { type: 'integer' },
    articleCount: { type: 'integer' },
    replyCount: { type: 'integer' },
  },
};
