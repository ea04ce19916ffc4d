// Signed POST /api/v1/dealer/feeds/sources { url, format, full, everyHours } (the owner): a feed address the site
// fetches on a schedule, the first fetch queued at once. Answers the address as registered.
import { signedClient } from 'shared/api';
import { DEALER_FEEDS_API, type FeedFormat } from '@yachts/contracts/dealer-feeds';
import type { FeedSourceWire } from '@yachts/contracts/wire/dealer-feeds';

export interface FeedSourceInput {
  url: string;
  format: FeedFormat;
  full: boolean;
  everyHours: number;
}

export function addFeedSource({ url, format, full, everyHours }: FeedSourceInput): Promise<FeedSourceWire> {
  return signedClient.post<FeedSourceWire>(DEALER_FEEDS_API.addSource, { url, format, full, everyHours });
}
