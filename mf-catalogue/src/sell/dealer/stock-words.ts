// The stock page's small words: how fresh a listing is ("confirmed 12 days ago", decision 029) and the badge tone of
// each status. Pure, so they are tested without a page.
import { LISTING_FRESHNESS } from '@yachts/contracts/catalogue';
import type { DealerStockStatus } from '@yachts/contracts/dealer-workspace';
import type { BadgeTone } from '../status-badge';

const DAY_MS = 86_400_000;

/** Whole days from `iso` to `now` (0 on the same day or for a time in the future). */
export function daysSince(iso: string, now: number = Date.now()): number {
  const then = Date.parse(iso);
  return Number.isNaN(then) ? 0 : Math.max(0, Math.floor((now - then) / DAY_MS));
}

/** "confirmed today", "confirmed yesterday", "confirmed 12 days ago". */
export function confirmedText(iso: string, now: number = Date.now()): string {
  const days = daysSince(iso, now);
  if (days === 0) return 'confirmed today';
  if (days === 1) return 'confirmed yesterday';
  return `confirmed ${days} days ago`;
}

/** A listed yacht the sweep will ask about soon or is asking about: the row says so. */
export function confirmationDue(status: DealerStockStatus, confirmedAt: string, now: number = Date.now()): boolean {
  return status === 'listed' && daysSince(confirmedAt, now) >= LISTING_FRESHNESS.remindDays;
}

export const STOCK_TONES: Record<DealerStockStatus, BadgeTone | undefined> = {
  listed: 'ok',
  unconfirmed: 'warn',
  withdrawn: undefined,
};
