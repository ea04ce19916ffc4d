import { FEET_PER_METRE } from '@yachts/contracts/catalogue';
import type { LengthUnit } from '../session/session-store';

import { numberFormat } from './intl-formats';

/** 1250000 EUR -> "€1,250,000" */
export function formatPrice(amount: number, currency: string): string {
  return numberFormat({ style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}

const symbols = new Map<string, string>();
/** How a price in `currency` is marked in British English: "€", "£", "US$", "A$", "CHF". */
export function currencySymbol(currency: string): string {
  let symbol = symbols.get(currency);
  if (symbol === undefined) {
    const part = numberFormat({ style: 'currency', currency })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    symbol = part?.value ?? currency;
    symbols.set(currency, symbol);
  }
  return symbol;
}

/** 12.8 m -> "12.8 m" or "42 ft": metres to one decimal, feet to the whole foot. */
export function formatLength(metres: number, unit: LengthUnit): string {
  return unit === 'ft' ? `${Math.round(metres * FEET_PER_METRE)} ft` : `${metres.toFixed(1)} m`;
}

/** The preferred unit first, the other in brackets: "12.8 m (42 ft)". */
export function formatLengthBoth(metres: number, unit: LengthUnit): string {
  const other: LengthUnit = unit === 'm' ? 'ft' : 'm';
  return `${formatLength(metres, unit)} (${formatLength(metres, other)})`;
}
