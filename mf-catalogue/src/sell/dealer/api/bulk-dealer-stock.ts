// Signed POST /api/v1/dealer/stock/bulk { action, items } (owners and staff): confirms or withdraws several of the
// dealer's listings; answers how many changed and how many were refused.
import { signedClient } from 'shared/api';
import { DEALER_API, type DealerBulkAction, type DealerListingRef } from '@yachts/contracts/dealer-workspace';
import type { DealerBulkResult } from '@yachts/contracts/wire/dealer-workspace';

export function bulkDealerStock(action: DealerBulkAction, items: DealerListingRef[]): Promise<DealerBulkResult> {
  return signedClient.post<DealerBulkResult>(DEALER_API.bulk, { action, items: items.map(({ kind, id }) => ({ kind, id })) });
}
