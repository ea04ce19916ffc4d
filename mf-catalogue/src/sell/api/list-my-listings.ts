// POST /index/user/myyacht { page, pageSize }: the user's yachts that are listed in the catalogue.
import { formClient } from 'shared/api';
import type { Page } from '@yachts/contracts/envelope';
import { SELL_CALLS, type MyListing } from '@yachts/contracts/selling';

export const LISTINGS_PAGE_SIZE = 12;

export async function listMyListings(page: number, signal?: AbortSignal): Promise<Page<MyListing>> {
  const response = await formClient.post<Page<MyListing>>(SELL_CALLS.myYachts, { page, pageSize: LISTINGS_PAGE_SIZE }, { signal });
  return response.data;
}
