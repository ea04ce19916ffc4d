// The European Central Bank's euro foreign exchange reference rates (eurofxref-daily.xml, published each working
// day around 16:00 CET): the rates command loads them. Only the currencies the site shows are taken.
import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@yachts/contracts/catalogue';
import type { RatesLoad } from './exchange-rates-repository';

export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

/** Reads the daily file: `<Cube time='2026-11-25'><Cube currency='USD' rate='1.0512'/>…`. Throws on anything else. */
export function parseEcbRates(xml: string): RatesLoad {
  const date = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
  if (!date) throw new Error('This is not the ECB reference rates file: it has no <Cube time="…"> date.');
  const perEuro: RatesLoad['perEuro'] = {};
  for (const match of xml.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([0-9.]+)['"]\s*\/>/g)) {
    const currency = match[1] as DisplayCurrency;
    const rate = Number(match[2]);
    if (currency !== 'EUR' && DISPLAY_CURRENCIES.includes(currency) && Number.isFinite(rate) && rate > 0) perEuro[currency] = rate;
  }
  if (Object.keys(perEuro).length === 0) throw new Error(`The ECB file of ${date} has none of ${DISPLAY_CURRENCIES.join(', ')}.`);
  return { date, perEuro };
}
