// GET /api/v1/dealer/figures?kind=&id= (login; owners and staff, decision 045): views, follows and enquiries by day,
// oldest first, with their totals, for one of the dealer's listings or (no query) the whole stock. A member who works
// for no dealer gets 404 (DEALER_FEEDS_MESSAGES.notDealer); a listing that is not the dealer's, 404
// (DEALER_FIGURES_MESSAGES.listing).
import { signedClient } from 'shared/api';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { DEALER_FIGURES_API } from '@yachts/contracts/dealer-figures';
import type { DealerFigures } from '@yachts/contracts/wire/dealer-figures';

/** One listing of the dealer's; none means the whole stock. */
export interface FiguresListing {
  kind: CatalogueKind;
  id: number;
}

/** The query both the numbers and the chart take. */
export const figuresQuery = (listing: FiguresListing | null): Record<string, string> =>
  listing ? { kind: listing.kind, id: String(listing.id) } : {};

export function getDealerFigures(listing: FiguresListing | null, signal?: AbortSignal): Promise<DealerFigures> {
  return signedClient.get<DealerFigures>(DEALER_FIGURES_API.figures, figuresQuery(listing), signal);
}
