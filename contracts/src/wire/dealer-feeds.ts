// The dealer feeds' answers (decision 045): registered feed addresses, and each import's report.
import { Type, type Static } from 'typebox';
import { FEED_FORMATS } from '../dealer-feeds';
import { DateTime, Nullable, OneOf } from './common';

export const FeedSourceSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  format: OneOf(FEED_FORMATS),
  full: Type.Boolean({ description: 'The whole stock: listings missing from it are withdrawn' }),
  everyHours: Type.Integer(),
  nextRunAt: DateTime(),
  lastRunAt: Nullable(DateTime()),
});
export type FeedSourceWire = Static<typeof FeedSourceSchema>;

export const FeedRunSchema = Type.Object({
  id: Type.Integer(),
  sourceId: Nullable(Type.Integer()),
  origin: OneOf(['upload', 'fetch'] as const),
  format: Type.String(),
  status: OneOf(['running', 'done', 'failed'] as const),
  created: Type.Integer(),
  updated: Type.Integer(),
  withdrawn: Type.Integer(),
  unchanged: Type.Integer(),
  photosFetched: Type.Integer(),
  refused: Type.Array(Type.Object({ where: Type.String({ description: 'The CSV line or the XML element' }), reason: Type.String() })),
  warnings: Type.Array(Type.String()),
  failure: Nullable(Type.String({ description: 'Why a failed run changed nothing' })),
  startedAt: DateTime(),
  finishedAt: Nullable(DateTime()),
});
export type FeedRun = Static<typeof FeedRunSchema>;

export const DealerFeedsSchema = Type.Object({
  role: OneOf(['owner', 'staff'] as const),
  sources: Type.Array(FeedSourceSchema),
  runs: Type.Array(FeedRunSchema),
});
export type DealerFeeds = Static<typeof DealerFeedsSchema>;

export const CsvFieldSchema = Type.Object({ name: Type.String(), required: Type.Boolean(), holds: Type.String(), example: Type.String() });
export type CsvFieldWire = Static<typeof CsvFieldSchema>;
