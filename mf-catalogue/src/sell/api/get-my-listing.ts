// POST /index/user/myYachtDetail { kind, id, page, pageSize }: one of the user's listings with the enquiries it
// received, a page at a time.
import { formClient } from 'shared/api';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { SELL_CALLS, type MyListingDetail } from '@yachts/contracts/selling';

export const ENQUIRIES_PAGE_SIZE = 10;

export async function getMyListing(kind: CatalogueKind, id: number, page: number, signal?: AbortSignal): Promise<MyListingDetail> {
  const response = await formClient.post<MyListingDetail>(
    SELL_CALLS.myYachtDetail,
    { kind, id, page, pageSize: ENQUIRIES_PAGE_SIZE },
    { signal },
  );
  return response.data;
}
