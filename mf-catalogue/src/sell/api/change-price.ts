// POST /index/user/changePrice { kind, id, price } (form-style, login required): a new asking price for one of the
// user's listed yachts, in its currency. Answers the price now and the one before; a lower price alerts the yacht's
// followers (decision 027).
import { formClient } from 'shared/api';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { SELL_CALLS, type ListingPrice } from '@yachts/contracts/selling';

export async function changePrice(kind: CatalogueKind, id: number, price: number): Promise<ListingPrice> {
  const response = await formClient.post<ListingPrice>(SELL_CALLS.changePrice, { kind, id, price });
  return response.data;
}
