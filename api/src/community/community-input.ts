// What the community's routes read from a request besides the contract's schemas: pages, ids, sorts, kinds and
// operations, each refused with one sentence naming what is wrong (the page shows it as it is). Shared by
// community.ts (reads), community-posts.ts (create, delete, praise) and community-follows.ts (follow, collect).
import { COMMUNITY_LIMITS, TOPIC_SORTS, type TopicSort } from '@yachts/contracts/community';
import { HttpError } from '../lib/http-error';
import { bounded, ID_MAX, PAGE_MAX, PAGE_MESSAGES, parseId } from '../lib/page-request';

/** The longest builder or model name a yacht page asks about. */
export const ABOUT_MAX = 80;

export const COMMUNITY_INPUT_MESSAGES = {
  page: PAGE_MESSAGES.page,
  pageSize: `The page size must be a whole number from 1 to ${COMMUNITY_LIMITS.topicPageSizeMax}.`,
  sort: `The sort must be ${TOPIC_SORTS.join(' or ')}.`,
  module: 'The module must be the id of a section: a whole number.',
  once: (name: string) => `Give ${name} once.`,
  topicId: `The topic id must be a whole number from 1 to ${ID_MAX}.`,
  articleId: `The article id must be a whole number from 1 to ${ID_MAX}.`,
  moduleId: `The section id must be a whole number from 1 to ${ID_MAX}.`,
  commentId: `The comment id must be a whole number from 1 to ${ID_MAX}.`,
  id: `The id must be a whole number from 1 to ${ID_MAX}.`,
  type: 'The type must be article or topic.',
  followOperation: 'The operation must be follow or unfollow.',
  collectOperation: 'The operation must be collect or uncollect.',
  about: `The builder and model are names of at most ${ABOUT_MAX} characters each, without control characters.`,
  modelWithoutBuilder: 'A model needs its builder.',
} as const;

// eslint-disable-next-line no-control-regex -- the point is to find control characters (PostgreSQL refuses NUL in text)
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The yacht a widget asks about: its builder, and optionally its model; null when neither is given. */
export function readAbout(builder: string | undefined, model: string | undefined): { builder: string; model: string | null } | null {
  const clean = (value: string | undefined) => {
    if (value === undefined) return null;
    if (CONTROL.test(value) || value.length > ABOUT_MAX) throw new HttpError(400, COMMUNITY_INPUT_MESSAGES.about);
    const text = value.trim().replace(/\s+/g, ' ');
    return text === '' ? null : text;
  };
  const [who, which] = [clean(builder), clean(model)];
  if (!who) {
    if (which) throw new HttpError(400, COMMUNITY_INPUT_MESSAGES.modelWithoutBuilder);
    return null;
  }
  return { builder: who, model: which };
}

export interface CommunityPage {
  page: number;
  pageSize: number;
}

/**
 * {page, pageSize} of a form-style body or a querystring: 1-based; `pageSize` as the community's clients send it,
 * or `page_size` as the user area's do.
 */
export function readCommunityPage(fields: Record<string, unknown>, defaultSize: number): CommunityPage {
  return {
    page: bounded(fields.page, 1, PAGE_MAX, COMMUNITY_INPUT_MESSAGES.page),
    pageSize: bounded(
      fields.pageSize ?? fields.page_size,
      defaultSize,
      COMMUNITY_LIMITS.topicPageSizeMax,
      COMMUNITY_INPUT_MESSAGES.pageSize,
    ),
  };
}

/** A querystring as Fastify hands it over, with each parameter given at most once. */
export function singleValues(query: unknown, names: readonly string[]): Record<string, string | undefined> {
  const source = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const out: Record<string, string | undefined> = {};
  for (const name of names) {
    const value = source[name];
    if (Array.isArray(value)) throw new HttpError(400, COMMUNITY_INPUT_MESSAGES.once(name));
    out[name] = typeof value === 'string' ? value : undefined;
  }
  return out;
}

export function readSort(value: string | undefined): TopicSort {
  if (value === undefined || value === '') return 'newest';
  if ((TOPIC_SORTS as readonly string[]).includes(value)) return value as TopicSort;
  throw new HttpError(400, COMMUNITY_INPUT_MESSAGES.sort);
}

/** The module filter: null when absent. */
export function readModuleFilter(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const id = parseId(value.trim());
  if (id === null) throw new HttpError(400, COMMUNITY_INPUT_MESSAGES.module);
  return id;
}

/** A row id from a path, a body or a query: a positive whole number (a number or its digits), or the sentence. */
export function readId(value: unknown, message: string): number {
  const id = parseId(typeof value === 'string' ? value.trim() : value);
  if (id === null) throw new HttpError(400, message);
  return id;
}

/** One of a fixed set of words; `fallback` when absent (null: required). */
export function readWord<T extends string>(value: unknown, words: readonly T[], fallback: T | null, message: string): T {
  if ((value === undefined || value === null || value === '') && fallback !== null) return fallback;
  if (typeof value === 'string' && (words as readonly string[]).includes(value)) return value as T;
  throw new HttpError(400, message);
}
