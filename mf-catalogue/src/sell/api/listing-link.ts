// The links of the confirm-or-withdraw mail (decision 029, LISTING_LINKS_API): public /api/v1 calls without a login
// or a signature, the signed and expiring token in the address being the key. A bad, expired or used-up link rejects
// with the api's words (LISTING_LINK_MESSAGES).
import { apiGet, apiPost } from 'shared/api';
import { LISTING_LINKS_API, type ListingLinkPreview, type ListingLinkResult } from '@yachts/contracts/catalogue';

/** GET /api/v1/listings/link?token=: which yacht a link is about and its status; changes nothing. */
export function previewListingLink(token: string, signal?: AbortSignal): Promise<ListingLinkPreview> {
  return apiGet<ListingLinkPreview>(LISTING_LINKS_API.preview, { token }, signal);
}

/** POST /api/v1/listings/confirm?token=: the yacht is still for sale (and back on the market if it had left). */
export function confirmListingByLink(token: string, signal?: AbortSignal): Promise<ListingLinkResult> {
  return apiPost<ListingLinkResult>(LISTING_LINKS_API.confirm, {}, { token }, signal);
}

/** POST /api/v1/listings/withdraw?token=: the listing leaves the market for good, like deleting its application. */
export function withdrawListingByLink(token: string, signal?: AbortSignal): Promise<ListingLinkResult> {
  return apiPost<ListingLinkResult>(LISTING_LINKS_API.withdraw, {}, { token }, signal);
}
