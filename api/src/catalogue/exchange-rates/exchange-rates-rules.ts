// What a load of exchange rates must be, for the operator route and the rates command alike: a real day not after
// today and not before the rates in force, and at least one rate of a shown currency, above 0.
import { DISPLAY_CURRENCIES } from '@yachts/contracts/catalogue';
import { HttpError } from '../../lib/http-error';
import type { RatesLoad } from './exchange-rates-repository';

const LOADABLE = DISPLAY_CURRENCIES.filter((currency) => currency !== 'EUR');
const RATE_MAX = 100_000;

export const RATES_MESSAGES = {
  date: 'date must be the day of the rates, as YYYY-MM-DD.',
  future: 'The rates cannot be dated after today.',
  older: (inForce: string) => `These rates are older than the ones in force (${inForce}).`,
  none: 'Give at least one rate in perEuro, e.g. { "USD": 1.05 }.',
  currency: (value: string) =>
    `Unknown currency "${value}": rates are taken for ${LOADABLE.slice(0, -1).join(', ')} and ${LOADABLE.at(-1)} (one euro is one euro).`,
  rate: (currency: string) =>
    `The rate of ${currency} must be a number above 0 and below ${RATE_MAX.toLocaleString('en-GB')}: the ${currency} one euro buys.`,
} as const;

/** A calendar day that exists, as YYYY-MM-DD. */
function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Checks a load against the rates in force (their date) and today; throws a 400 in the words above. */
export function checkRatesLoad(body: { date?: unknown; perEuro?: unknown }, inForce: string, today = new Date()): RatesLoad {
  if (!isDay(body.date)) throw new HttpError(400, RATES_MESSAGES.date);
  if (body.date > today.toISOString().slice(0, 10)) throw new HttpError(400, RATES_MESSAGES.future);
  if (inForce && body.date < inForce) throw new HttpError(400, RATES_MESSAGES.older(inForce));
  const given = body.perEuro;
  if (typeof given !== 'object' || given === null || Array.isArray(given) || Object.keys(given).length === 0)
    throw new HttpError(400, RATES_MESSAGES.none);
  const perEuro: RatesLoad['perEuro'] = {};
  for (const [currency, rate] of Object.entries(given)) {
    if (!(LOADABLE as readonly string[]).includes(currency)) throw new HttpError(400, RATES_MESSAGES.currency(currency));
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0 || rate >= RATE_MAX)
      throw new HttpError(400, RATES_MESSAGES.rate(currency));
    perEuro[currency as keyof RatesLoad['perEuro']] = rate;
  }
  return { date: body.date, perEuro };
}
