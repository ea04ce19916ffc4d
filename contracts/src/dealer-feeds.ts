// A dealer's stock feeds (decision 045): the calls of the workspace's Feeds page, its limits and its words. The api
// and the page read them from here.

export const FEED_FORMATS = ['openmarine', 'csv'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];
export const FEED_FORMAT_LABELS: Record<FeedFormat, string> = { openmarine: 'OpenMarine XML', csv: 'CSV' };

export const DEALER_FEEDS_LIMITS = {
  /** Characters of an uploaded feed (about its bytes). */
  uploadMax: 10 * 1024 * 1024,
  /** Feed addresses one dealer may register. */
  sourcesMax: 5,
  urlMax: 2000,
  /** Hours between two fetches of a registered feed. */
  everyHoursMin: 1,
  everyHoursMax: 168,
  everyHoursDefault: 24,
} as const;

export const DEALER_FEEDS_MESSAGES = {
  notDealer: 'You do not work for a dealer on Yacht Harbour.',
  format: 'Please choose the format of the feed: OpenMarine XML or CSV.',
  content: 'Please choose a feed file to upload.',
  tooLarge: `The feed is larger than ${DEALER_FEEDS_LIMITS.uploadMax / 1024 / 1024} MB. Please split it.`,
  url: 'Please enter the web address of the feed, starting with https:// or http://.',
  everyHours: `Please choose how often we fetch the feed: every ${DEALER_FEEDS_LIMITS.everyHoursMin} to ${DEALER_FEEDS_LIMITS.everyHoursMax} hours.`,
  tooManySources: `A dealer may register at most ${DEALER_FEEDS_LIMITS.sourcesMax} feed addresses.`,
  sourceMissing: 'We could not find that feed address.',
  runMissing: 'We could not find that import.',
  queued: 'The feed will be fetched in a moment; its report appears below.',
} as const;

/** The calls (login; owner or staff of a dealer). Writes are signed POSTs. */
export const DEALER_FEEDS_API = {
  /** GET -> DealerFeeds: the registered addresses and the latest runs. */
  feeds: '/api/v1/dealer/feeds',
  /** Signed POST { format, full, content } -> FeedRun: a feed file imported at once. */
  upload: '/api/v1/dealer/feeds/upload',
  /** Signed POST { url, format, full, everyHours } -> FeedSource (owner). */
  addSource: '/api/v1/dealer/feeds/sources',
  /** Signed POST { id } -> null (owner). */
  removeSource: '/api/v1/dealer/feeds/sources/remove',
  /** Signed POST { id } -> null: fetch it now (through the job queue). */
  runSource: '/api/v1/dealer/feeds/sources/run',
  /** GET -> FeedRun */
  run: '/api/v1/dealer/feeds/runs/:id',
  /** GET (no login): the CSV template and the list of its fields. */
  template: '/api/v1/dealer/feeds/template.csv',
  fields: '/api/v1/dealer/feeds/fields',
  /** GET (login, cookie or header): every listing of the dealer as OpenMarine XML or CSV, and the conversations as CSV. */
  exportXml: '/api/v1/dealer/export/listings.xml',
  exportCsv: '/api/v1/dealer/export/listings.csv',
  exportConversations: '/api/v1/dealer/export/conversations.csv',
} as const;
