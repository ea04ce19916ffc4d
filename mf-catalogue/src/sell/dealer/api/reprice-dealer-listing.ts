// Signed POST /api/v1/dealer/stock/price { kind, id, price } (owners and staff): the seller's change of price for one
// of the dealer's listed yachts (a used yacht's history, the followers' alert of a lower price).
import { signedClient } from 'shared/api';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { DEALER_API } from '@yachts/contracts/dealer-workspace';
import type { ListingPrice } from '@yachts/contracts/selling';

export function repriceDealerListing(kind: CatalogueKind, id: number, price: number): Promise<ListingPrice> {
  return signedClient.post<ListingPrice>(DEALER_API.reprice, { kind, id, price });
}
