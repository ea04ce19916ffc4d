// Test support: topics, articles and comments as the api answers them (the contract's shapes), with a fixed clock.
import type { MemberSummary } from '@yachts/contracts/account';
import type { Page } from '@yachts/contracts/envelope';
import type { ArticleDetail, CommunityComment, TopicDetail } from '@yachts/contracts/community';

/** "Now" for these fixtures: the times below are this long ago. */
export const HOURS = 3600 * 1000;
export const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

export const ANA: MemberSummary = { uuid: 'ana-uuid', name: 'Ana Sailor', avatarUrl: '/uploads/avatars/ana.jpg' };
export const BEN: MemberSummary = { uuid: 'ben-uuid', name: 'Ben Skipper', avatarUrl: null };
export const ME: MemberSummary = { uuid: 'me-uuid', name: 'Me Myself', avatarUrl: null };

export function topicDetail(overrides: Partial<TopicDetail> = {}): TopicDetail {
  return {
    id: 42,
    title: 'Anchoring in Mediterranean mooring fields',
    url: '/community/topic/42',
    excerpt: 'How do you pick a spot when the bay is crowded?',
    module: { id: 3, name: 'Seamanship', slug: 'seamanship' },
    author: ANA,
    imageUrl: '/uploads/topics/anchor-1.jpg',
    commentCount: 2,
    praiseCount: 5,
    createdAt: ago(3 * HOURS),
    lastActivityAt: ago(1 * HOURS),
    hidden: false,
    body: '<p>How do you pick a spot when the bay is <strong>crowded</strong>?</p><h2>What I tried</h2><ul><li>Arriving early</li></ul>',
    images: ['/uploads/topics/anchor-1.jpg', '/uploads/topics/anchor-2.jpg', '/uploads/topics/anchor-3.jpg'],
    links: [{ title: 'Pilot book', url: 'https://www.example.org/pilot/med' }],
    citedYachts: [],
    followers: 7,
    mine: false,
    editedAt: null,
    moduleId: 3,
    ...overrides,
  };
}

export function articleDetail(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    id: 9,
    title: 'Preparing for your first Biscay crossing',
    url: '/community/article/9',
    summary: 'Weather windows, watch systems and what to stow where.',
    coverUrl: '/uploads/articles/biscay.jpg',
    author: BEN,
    praiseCount: 12,
    commentCount: 1,
    createdAt: ago(48 * HOURS),
    hidden: false,
    body: '<p>The Bay of Biscay has a <em>reputation</em>.</p><blockquote><p>Wait for the window.</p></blockquote>',
    images: [],
    moduleId: null,
    editedAt: null,
    mine: false,
    ...overrides,
  };
}

export function comment(overrides: Partial<CommunityComment> = {}): CommunityComment {
  return {
    id: 100,
    parentId: null,
    content: 'Drop in sand, not weed.',
    author: BEN,
    replyTo: null,
    praiseCount: 2,
    replyCount: 0,
    replies: [],
    createdAt: ago(2 * HOURS),
    editedAt: null,
    deleted: false,
    hidden: false,
    mine: false,
    ...overrides,
  };
}

export function page<T>(items: T[], total = items.length, pageNumber = 1, pageSize = 10): Page<T> {
  return { items, total, page: pageNumber, pageSize };
}
