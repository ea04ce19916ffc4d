// Signed POST /api/v1/dealer/feeds/sources/run { id } (owners and staff): the address is fetched now, through the job
// queue; its report appears among the imports once done.
import { signedClient } from 'shared/api';
import { DEALER_FEEDS_API } from '@yachts/contracts/dealer-feeds';

export async function runFeedSource(id: number): Promise<void> {
  await signedClient.post<null>(DEALER_FEEDS_API.runSource, { id });
}
