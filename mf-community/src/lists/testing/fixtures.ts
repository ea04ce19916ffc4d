// Test support: community data as the api answers it (contracts/src/community.ts), with just enough variety.
import type { Page } from '@yachts/contracts/envelope';
import type { ArticleSummary, ModuleDetail, RandomModule, TopicModule, TopicSummary } from '@yachts/contracts/community';

export const MODULES: TopicModule[] = [
  { id: 1, slug: 'buying', name: 'Buying a yacht', description: 'Surveys, brokers, contracts and the first season.', topicCount: 42 },
  { id: 2, slug: 'cruising', name: 'Cruising', description: 'Passages, anchorages and life aboard.', topicCount: 57 },
  { id: 3, slug: 'maintenance', name: 'Maintenance', description: 'Engines, rigging, antifouling and winter work.', topicCount: 1 },
  { id: 4, slug: 'racing', name: 'Racing', description: 'Regattas, crews and sails.', topicCount: 12 },
];

export function moduleDetail(overrides: Partial<ModuleDetail> = {}): ModuleDetail {
  return { ...MODULES[1]!, followers: 12, ...overrides };
}

export function topic(id: number, overrides: Partial<TopicSummary> = {}): TopicSummary {
  return {
    id,
    title: `Topic number ${id}`,
    url: `/community/topic/${id}`,
    excerpt: `What we learnt on passage ${id}.`,
    module: { id: 2, name: 'Cruising', slug: 'cruising' },
    author: { uuid: `member-${id}`, name: `Member ${id}`, avatarUrl: null },
    imageUrl: null,
    commentCount: id % 4,
    praiseCount: id % 3,
    createdAt: new Date(Date.now() - id * 3_600_000).toISOString(),
    lastActivityAt: new Date(Date.now() - id * 1_800_000).toISOString(),
    hidden: false,
    ...overrides,
  };
}

/** Topics `from`..`to` (inclusive). */
export function topics(from: number, to: number): TopicSummary[] {
  return Array.from({ length: to - from + 1 }, (_, i) => topic(from + i));
}

export function page<T>(items: T[], total = items.length, pageNumber = 1, pageSize = 20): Page<T> {
  return { items, total, page: pageNumber, pageSize };
}

export function article(id: number, overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id,
    title: `Article number ${id}`,
    url: `/community/article/${id}`,
    summary: 'A long read for a winter evening.',
    coverUrl: `/uploads/seed/article-${id}.jpg`,
    author: { uuid: 'editor', name: 'The editors', avatarUrl: null },
    praiseCount: 3,
    commentCount: 2,
    createdAt: new Date(Date.now() - id * 86_400_000).toISOString(),
    hidden: false,
    ...overrides,
  };
}

export function randomModule(): RandomModule {
  return {
    module: MODULES[3]!,
    topics: [topic(90, { title: 'Crewing for the Fastnet', module: { id: 4, name: 'Racing', slug: 'racing' } })],
  };
}
