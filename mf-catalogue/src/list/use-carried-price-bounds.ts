// A list's price bounds in another currency than the visitor's (a shared link, or the switch just moved): carried
// over at the rates in force, rounded outwards to the whole unit, so the list stays the same yachts in the visitor's
// money (catalogue-list-page.tsx).
import { useEffect } from 'react';
import type { CatalogueQuery, DisplayCurrency } from '@yachts/contracts/catalogue';
import { getExchangeRates } from '../api/get-exchange-rates';
import type { CatalogueAddress } from './catalogue-address';

export function useCarriedPriceBounds({
  query,
  go,
  bounded,
  priced,
  currency,
}: {
  query: CatalogueQuery;
  go: CatalogueAddress['go'];
  /** Whether the address has a price bound. */
  bounded: boolean;
  /** The currency the bounds are in. */
  priced: DisplayCurrency;
  /** The visitor's currency. */
  currency: DisplayCurrency;
}): void {
  useEffect(() => {
    if (!bounded || priced === currency) return;
    const controller = new AbortController();
    getExchangeRates(controller.signal).then(
      ({ perEuro }) => {
        const from = perEuro[priced];
        const to = perEuro[currency];
        if (!from || !to || controller.signal.aborted) return;
        const carried = (value: number | undefined, round: (n: number) => number) =>
          value === undefined ? undefined : round((value / from) * to);
        go(
          {
            ...query,
            priceMin: carried(query.priceMin, Math.floor),
            priceMax: carried(query.priceMax, Math.ceil),
            currency: currency === 'EUR' ? undefined : currency,
          },
          { replace: true },
        );
      },
      () => {},
    );
    return () => controller.abort();
  }, [bounded, priced, currency, query, go]);
}
