// Test support for the Feeds page: the api's answers as GET /api/v1/dealer/feeds and the upload give them, each
// overridable, and the fake api scripted with them.
import { DEALER_FEEDS_API } from '@yachts/contracts/dealer-feeds';
import type { CsvFieldWire, DealerFeeds, FeedRun, FeedSourceWire } from '@yachts/contracts/wire/dealer-feeds';
import { apiOk, type FakeServer } from 'shared/testing';

export function feedRun(overrides: Partial<FeedRun> = {}): FeedRun {
  return {
    id: 41,
    sourceId: null,
    origin: 'upload',
    format: 'csv',
    status: 'done',
    created: 3,
    updated: 2,
    withdrawn: 1,
    unchanged: 12,
    photosFetched: 17,
    refused: [],
    warnings: [],
    failure: null,
    startedAt: '2026-11-28T09:15:00.000Z',
    finishedAt: '2026-11-28T09:15:20.000Z',
    ...overrides,
  };
}

export function feedSource(overrides: Partial<FeedSourceWire> = {}): FeedSourceWire {
  return {
    id: 5,
    url: 'https://stock.riviera.example/openmarine.xml',
    format: 'openmarine',
    full: true,
    everyHours: 24,
    nextRunAt: '2026-11-29T06:00:00.000Z',
    lastRunAt: '2026-11-28T06:00:00.000Z',
    ...overrides,
  };
}

export function dealerFeeds(overrides: Partial<DealerFeeds> = {}): DealerFeeds {
  return { role: 'owner', sources: [feedSource()], runs: [feedRun({ id: 40, origin: 'fetch', sourceId: 5 })], ...overrides };
}

export const CSV_FIELDS: CsvFieldWire[] = [
  { name: 'ref', required: true, holds: 'Your own reference, up to 64 characters', example: 'RY-1042' },
  { name: 'beam_m', required: false, holds: 'Beam in metres', example: '4.7' },
];

/** The fake api answering GET /api/v1/dealer/feeds with `answer`, and the CSV columns. */
export function withFeeds(server: FakeServer, answer: DealerFeeds = dealerFeeds()): void {
  server.on('GET', DEALER_FEEDS_API.feeds, apiOk(answer));
  server.on('GET', DEALER_FEEDS_API.fields, apiOk(CSV_FIELDS));
}
