// How current a listing is (decision 029): when it was listed, how long it has been on the market, and when its
// seller last confirmed it is still for sale, with the rule that keeps the catalogue current. The days are counted
// after hydration (the time now is the browser's; the server draws the dates alone, so both renders agree).
import { LISTING_FRESHNESS } from '@yachts/contracts/catalogue';
import { formatDate, useHydrated } from 'shared/ui';

const DAY_MS = 86_400_000;

function daysSince(iso: string): number {
  return Math.max(0, Math.floor((Date.now() - new Date(iso).getTime()) / DAY_MS));
}

function days(n: number): string {
  return n === 0 ? 'today' : n === 1 ? '1 day' : `${n.toLocaleString('en-GB')} days`;
}

export function ListingFreshness({ listedAt, confirmedAt }: { listedAt: string; confirmedAt: string }) {
  const hydrated = useHydrated();
  const onMarket = daysSince(listedAt);
  return (
    <div className="listing-freshness">
      <p>
        Listed <time dateTime={listedAt}>{formatDate(listedAt)}</time>
        {hydrated ? <span>{onMarket === 0 ? ' · new today' : ` · ${days(onMarket)} on the market`}</span> : null}
      </p>
      <p>
        Seller confirmed it is for sale on <time dateTime={confirmedAt}>{formatDate(confirmedAt)}</time>
      </p>
      <p className="listing-freshness-rule">
        Sellers confirm their listings every {LISTING_FRESHNESS.remindDays} days; one not confirmed for {LISTING_FRESHNESS.unlistDays} days
        leaves the market.
      </p>
    </div>
  );
}
