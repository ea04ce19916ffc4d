// GET /api/v1/dealer/stock?status=&q=&page=&page_size= (owners and staff): the dealer's listings, newest first, with
// views of the last 30 days, followers and conversations, and how many there are in each status.
import { signedClient } from 'shared/api';
import { DEALER_API, DEALER_LIMITS, type DealerStockStatus } from '@yachts/contracts/dealer-workspace';
import type { DealerStockPage } from '@yachts/contracts/wire/dealer-workspace';

export interface DealerStockQuery {
  status: DealerStockStatus | null;
  q: string;
  page: number;
}

export function listDealerStock({ status, q, page }: DealerStockQuery, signal?: AbortSignal): Promise<DealerStockPage> {
  return signedClient.get<DealerStockPage>(
    DEALER_API.stock,
    { page, page_size: DEALER_LIMITS.stockPageSize, ...(status ? { status } : {}), ...(q ? { q } : {}) },
    signal,
  );
}
