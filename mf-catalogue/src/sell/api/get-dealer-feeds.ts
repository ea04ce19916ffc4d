// GET /api/v1/dealer/feeds (login; owners and staff, decision 045): the dealer's feed addresses, the latest imports
// and the member's role. A member who works for no dealer gets 404 (DEALER_FEEDS_MESSAGES.notDealer).
import { signedClient } from 'shared/api';
import { DEALER_FEEDS_API } from '@yachts/contracts/dealer-feeds';
import type { DealerFeeds } from '@yachts/contracts/wire/dealer-feeds';

export function getDealerFeeds(signal?: AbortSignal): Promise<DealerFeeds> {
  return signedClient.get<DealerFeeds>(DEALER_FEEDS_API.feeds, {}, signal);
}
