// Dates in the site's one British-English style, so every list and page reads the same. A date alone is the date in
// UTC, on the server and in every browser alike, so a server-rendered page hydrates with the same text; a date with
// its time is in the reader's zone (only pages drawn in the browser show one).
import { dateFormat } from './intl-formats';

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' };
const DATE_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "3 Mar 2025"; an unreadable value is shown as it came rather than as "Invalid Date". */
export function formatDate(iso: string): string {
  const date = parse(iso);
  return date ? dateFormat(DATE).format(date) : iso;
}

/** "Mar 2021" (since when a seller or a dealer is a member) */
export function formatMonth(iso: string): string {
  const date = parse(iso);
  return date ? dateFormat(MONTH).format(date) : iso;
}

/** "3 Mar 2025, 14:05" */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  return date ? dateFormat(DATE_TIME).format(date) : iso;
}
