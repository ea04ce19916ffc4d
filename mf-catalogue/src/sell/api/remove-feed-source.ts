// Signed POST /api/v1/dealer/feeds/sources/remove { id } (the owner): the address is no longer fetched; the listings
// it brought stay.
import { signedClient } from 'shared/api';
import { DEALER_FEEDS_API } from '@yachts/contracts/dealer-feeds';

export async function removeFeedSource(id: number): Promise<void> {
  await signedClient.post<null>(DEALER_FEEDS_API.removeSource, { id });
}
