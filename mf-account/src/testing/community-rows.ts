// Test support: what the api answers for the user area's community lists (collection, articles, topics, replies),
// and a scripted handler that pages through a longer list the way the api does.
import type { CollectedItem, MemberComment, MemberProfile, MyArticle, MyTopic } from '@yachts/contracts/account';
import type { Page } from '@yachts/contracts/envelope';
import type { SeenRequest } from 'shared/testing';

/** Text with markup in it: a list shows it as the words typed, never as HTML. */
export const MARKUP_TEXT = '<b>Teak</b> decks <img src=x onerror="alert(1)"> need care';

/** Longer than any row shows: the row cuts it and ends it with the docs/product.md §9 suffix '...'. */
export const LONG_TEXT = `${'Crossing the Bay of Biscay in October taught us to reef early. '.repeat(6)}The end.`;

export function collectedItem(id: number, overrides: Partial<CollectedItem> = {}): CollectedItem {
  return {
    kind: 'topic',
    id,
    title: `Anchoring in the Solent ${id}`,
    url: `/community/topic/${id}`,
    excerpt: `What holds best in the Solent mud, question ${id}?`,
    author: { uuid: `m-${id}`, name: `Sailor ${id}`, avatarUrl: null },
    collectedAt: '2026-10-03T09:00:00.000Z',
    hidden: false,
    ...overrides,
  };
}

export function myArticle(id: number, overrides: Partial<MyArticle> = {}): MyArticle {
  return {
    id,
    title: `Refitting a Hallberg-Rassy, part ${id}`,
    summary: `The teak came off first, part ${id}.`,
    coverUrl: null,
    url: `/community/article/${id}`,
    praiseCount: 3,
    commentCount: 1,
    createdAt: '2026-07-14T08:00:00.000Z',
    ...overrides,
  };
}

export function myTopic(id: number, overrides: Partial<MyTopic> = {}): MyTopic {
  return {
    id,
    title: `Which antifouling for the Med? ${id}`,
    url: `/community/topic/${id}`,
    moduleName: 'Maintenance',
    commentCount: 4,
    createdAt: '2026-08-21T16:30:00.000Z',
    hidden: false,
    ...overrides,
  };
}

export function memberComment(id: number, overrides: Partial<MemberComment> = {}): MemberComment {
  return {
    id,
    content: `Copper-free worked for us, comment ${id}.`,
    praiseCount: 2,
    createdAt: '2026-08-22T10:05:00.000Z',
    isReply: false,
    target: { kind: 'topic', id: 100 + id, title: `Which antifouling for the Med? ${100 + id}`, url: `/community/topic/${100 + id}` },
    hidden: false,
    ...overrides,
  };
}

export function memberProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    uuid: 'm-9',
    name: 'Ana Brava',
    avatarUrl: null,
    joinedAt: '2024-03-05T12:00:00.000Z',
    topicCount: 12,
    articleCount: 2,
    replyCount: 31,
    ...overrides,
  };
}

/** The page a request asks for: the body of a form-style POST, the query of a signed GET. */
export function requestedPage(request: SeenRequest): { page: number; pageSize: number } {
  const fields = (request.method === 'GET' ? request.query : (request.body ?? {})) as Record<string, unknown>;
  return { page: Number(fields.page) || 1, pageSize: Number(fields.page_size) || 10 };
}

/** One page of `all`, as the api answers it. */
export function pageOf<T>(all: readonly T[], request: SeenRequest): Page<T> {
  const { page, pageSize } = requestedPage(request);
  return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize };
}

export function emptyPage(): Page<never> {
  return { items: [], total: 0, page: 1, pageSize: 10 };
}

/** `count` rows numbered from 1. */
export function rows<T>(count: number, make: (id: number) => T): T[] {
  return Array.from({ length: count }, (_, index) => make(index + 1));
}
