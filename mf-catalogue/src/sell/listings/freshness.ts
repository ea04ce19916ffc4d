// Fresh listings in the seller's words (decision 029): every listing carries when its seller last confirmed it is
// still for sale. From LISTING_FRESHNESS.remindDays after that the seller is asked (mail, and the "Still for sale"
// button here), and the listing says when it leaves the market; after unlistDays it is off the market ('unconfirmed')
// until confirmed again.
import { LISTING_FRESHNESS } from '@yachts/contracts/catalogue';
import type { MyListing } from '@yachts/contracts/selling';

const DAY_MS = 86_400_000;

/** The rule, said where sellers read about their listings. */
export const FRESHNESS_RULE =
  `To keep the catalogue current, we ask you every ${LISTING_FRESHNESS.remindDays} days whether each yacht is still for sale; ` +
  `a listing not confirmed for ${LISTING_FRESHNESS.unlistDays} days leaves the market until you confirm it.`;

export const UNCONFIRMED_LABEL = 'Off the market — not confirmed';

/** current: confirmed lately; due: the seller is being asked; unconfirmed: off the market until confirmed. */
export type Freshness = 'current' | 'due' | 'unconfirmed';

type Dated = Pick<MyListing, 'status' | 'confirmedAt' | 'unlistsAt'>;

/**
 * Where a listing stands at `now`. Due once remindDays have passed since the last confirmation, which is also the
 * last (unlistDays - remindDays) days before unlistsAt: either date says so, should the two ever disagree.
 */
export function freshnessOf(listing: Dated, now: number = Date.now()): Freshness {
  if (listing.status === 'unconfirmed') return 'unconfirmed';
  const confirmed = Date.parse(listing.confirmedAt);
  const unlists = Date.parse(listing.unlistsAt);
  const asksFrom = Math.min(
    Number.isNaN(confirmed) ? Infinity : confirmed + LISTING_FRESHNESS.remindDays * DAY_MS,
    Number.isNaN(unlists) ? Infinity : unlists - (LISTING_FRESHNESS.unlistDays - LISTING_FRESHNESS.remindDays) * DAY_MS,
  );
  return now >= asksFrom ? 'due' : 'current';
}

/** Whether My listings offers "Still for sale" for the listing: when it is off the market or being asked about. */
export function asksForConfirmation(listing: Dated, now: number = Date.now()): boolean {
  return freshnessOf(listing, now) !== 'current';
}
