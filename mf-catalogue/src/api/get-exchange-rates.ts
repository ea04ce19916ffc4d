// GET /api/v1/exchange-rates: units of each shown currency one euro buys, and the date of the rates. The list page
// reads it to carry a link's price bounds over into the visitor's currency.
import { signedClient } from 'shared/api';
import { CATALOGUE_API } from '@yachts/contracts/catalogue';
import type { ExchangeRatesAnswer } from '@yachts/contracts/wire/catalogue';

export function getExchangeRates(signal?: AbortSignal): Promise<ExchangeRatesAnswer> {
  return signedClient.get<ExchangeRatesAnswer>(CATALOGUE_API.exchangeRates, undefined, signal);
}
