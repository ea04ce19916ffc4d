// Signed POST /api/v1/dealer/feeds/upload { format, full, content } (owners and staff): a feed file imported at once,
// sent as its text. Answers the run's report; a feed that cannot be read answers a failed run that changed nothing.
import { signedClient } from 'shared/api';
import { DEALER_FEEDS_API, type FeedFormat } from '@yachts/contracts/dealer-feeds';
import type { FeedRun } from '@yachts/contracts/wire/dealer-feeds';

export interface FeedUpload {
  format: FeedFormat;
  /** The whole stock: the dealer's feed listings missing from it are withdrawn. */
  full: boolean;
  content: string;
}

export function uploadDealerFeed({ format, full, content }: FeedUpload): Promise<FeedRun> {
  return signedClient.post<FeedRun>(DEALER_FEEDS_API.upload, { format, full, content });
}
