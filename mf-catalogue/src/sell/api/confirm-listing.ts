// POST /index/user/confirmListing { kind, id } (form-style, login required): the seller says one of their yachts is
// still for sale (decision 029); one that left the catalogue for want of confirmation comes back. Answers the listing
// as My listings shows it, and in msg the sentence to show ("Thank you: … stays on the market.").
import { formClient } from 'shared/api';
import { LISTING_LINK_MESSAGES, type CatalogueKind } from '@yachts/contracts/catalogue';
import { SELL_CALLS, type MyListing } from '@yachts/contracts/selling';

export interface ConfirmedListing {
  listing: MyListing;
  /** The api's words for what happened (confirmed, or back on the market). */
  message: string;
}

export async function confirmListing(kind: CatalogueKind, id: number): Promise<ConfirmedListing> {
  const response = await formClient.post<MyListing>(SELL_CALLS.confirmListing, { kind, id });
  const listing = response.data;
  // The api always says it in msg; its usual words stand in should a success ever come without them.
  return {
    listing,
    message: typeof response.msg === 'string' && response.msg ? response.msg : LISTING_LINK_MESSAGES.confirmed(listing.title),
  };
}
