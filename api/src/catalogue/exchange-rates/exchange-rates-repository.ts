// The exchange rates prices are converted at (the catalogue-tables' exchange_rates): read for every answer that
// shows prices in a visitor's currency, and loaded by the rates command or the operator route, which reprices the
// listings of each currency whose rate changed in the same transaction (their euro price is what price filters and
// sorts read).
import { and, eq, ne, sql } from 'drizzle-orm';
import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@yachts/contracts/catalogue';
import type { Db } from '../../db/database';
import { exchangeRates, newYachts, usedYachts } from '../../db/schema';

/** Units of each currency one euro buys, on `date` (the European Central Bank's convention). */
export interface ExchangeRates {
  date: string;
  perEuro: Partial<Record<DisplayCurrency, number>>;
}

export interface RatesLoad {
  date: string;
  perEuro: Partial<Record<Exclude<DisplayCurrency, 'EUR'>, number>>;
}

export function createExchangeRatesRepository(db: Db) {
  /** The rates in force: every currency's latest, and the date of the oldest of them (what the page says). */
  async function current(): Promise<ExchangeRates> {
    const rows = await db.select().from(exchangeRates);
    const perEuro: ExchangeRates['perEuro'] = {};
    let date = '';
    for (const row of rows) {
      if (!(DISPLAY_CURRENCIES as readonly string[]).includes(row.currency)) continue;
      perEuro[row.currency as DisplayCurrency] = row.perEuro;
      if (row.currency !== 'EUR' && (date === '' || row.ratesDate < date)) date = row.ratesDate;
    }
    perEuro.EUR = 1;
    return { date, perEuro };
  }

  /** `amount` of `from` in `to` at the rates in force, for another area's prices (null without a rate). */
  async function shownIn(prices: { amount: number; from: string }[], to: DisplayCurrency): Promise<(number | null)[]> {
    const rates = await current();
    return prices.map(({ amount, from }) => convert(amount, from, to, rates));
  }

  /**
   * Stores new rates and reprices, in euros, every listing asked in a currency whose rate changed, in one
   * transaction: lists, filters and sorts never mix old and new rates. Answers how many listings were repriced.
   */
  async function load({ date, perEuro }: RatesLoad): Promise<{ repriced: number }> {
    return db.transaction(async (tx) => {
      let repriced = 0;
      await tx
        .insert(exchangeRates)
        .values({ currency: 'EUR', perEuro: 1, ratesDate: date })
        .onConflictDoUpdate({ target: exchangeRates.currency, set: { ratesDate: date, loadedAt: new Date() } });
      for (const [currency, rate] of Object.entries(perEuro)) {
        await tx
          .insert(exchangeRates)
          .values({ currency, perEuro: rate, ratesDate: date })
          .onConflictDoUpdate({ target: exchangeRates.currency, set: { perEuro: rate, ratesDate: date, loadedAt: new Date() } });
        const used = await tx
          .update(usedYachts)
          .set({ priceEur: sql`round(${usedYachts.price} / ${rate}::float8)` })
          .where(and(eq(usedYachts.currency, currency), ne(usedYachts.priceEur, sql`round(${usedYachts.price} / ${rate}::float8)`)))
          .returning({ id: usedYachts.id });
        const fresh = await tx
          .update(newYachts)
          .set({ priceEur: sql`round(${newYachts.basePrice} / ${rate}::float8)` })
          .where(and(eq(newYachts.currency, currency), ne(newYachts.priceEur, sql`round(${newYachts.basePrice} / ${rate}::float8)`)))
          .returning({ id: newYachts.id });
        repriced += used.length + fresh.length;
      }
      return { repriced };
    });
  }

  return { current, load, shownIn };
}

export type ExchangeRatesRepository = ReturnType<typeof createExchangeRatesRepository>;

/** An amount in `from` as `to` at these rates, to the whole unit; null when either rate is missing. */
export function convert(amount: number, from: string, to: DisplayCurrency, rates: ExchangeRates): number | null {
  const fromRate = rates.perEuro[from as DisplayCurrency];
  const toRate = rates.perEuro[to];
  if (!fromRate || !toRate) return null;
  return Math.round((amount / fromRate) * toRate);
}

/**
 * A price bound typed in `currency`, in euros, widened to the whole euro so the yacht at the bound itself is found:
 * a lower bound rounds down, an upper one up.
 */
export function boundInEuros(amount: number, currency: DisplayCurrency, rates: ExchangeRates, end: 'min' | 'max'): number {
  const rate = rates.perEuro[currency] ?? 1;
  const euros = amount / rate;
  return end === 'min' ? Math.floor(euros) : Math.ceil(euros);
}

/** A range in euros, in `currency`, widened to whole units. */
export function rangeIn(range: { min: number; max: number }, currency: DisplayCurrency, rates: ExchangeRates) {
  const rate = rates.perEuro[currency] ?? 1;
  return { min: Math.floor(range.min * rate), max: Math.ceil(range.max * rate) };
}
