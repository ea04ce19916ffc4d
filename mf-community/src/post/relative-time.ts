// How the community dates its posts: "5 minutes ago", "yesterday", "3 weeks ago", then the date itself once it is
// older than a couple of months (a relative "14 months ago" is harder to place than "12 Mar 2025"). The absolute
// date and time always goes with it in a <time dateTime title>, for hovering and for assistive technology.
// The server knows neither the reader's zone nor when the page will be read: a server-rendered page shows the date
// and time in UTC until it is hydrated (`neutral`), then the relative form in the reader's zone.

import { dateFormat, relativeTimeFormat } from 'shared/ui';

const RELATIVE: Intl.RelativeTimeFormatOptions = { numeric: 'auto' };
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const UTC_DATE: Intl.DateTimeFormatOptions = { ...DATE, timeZone: 'UTC' };
const DATE_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' };
const UTC_DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE_TIME, timeZone: 'UTC', timeZoneName: 'short' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** Beyond this the date itself reads better than a relative phrase. */
const RELATIVE_LIMIT = 60 * DAY;

/** "just now", "12 minutes ago", "yesterday", "3 weeks ago", or "12 Mar 2025"; an unreadable value as it came. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const ago = now - time;
  // A clock a little ahead of the server's must not say "in 2 minutes".
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relativeTimeFormat(RELATIVE).format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relativeTimeFormat(RELATIVE).format(-Math.floor(ago / HOUR), 'hour');
  if (ago < WEEK) return relativeTimeFormat(RELATIVE).format(-Math.floor(ago / DAY), 'day');
  if (ago < RELATIVE_LIMIT) return relativeTimeFormat(RELATIVE).format(-Math.floor(ago / WEEK), 'week');
  return dateFormat(DATE).format(time);
}

/** "12 Mar 2025" in UTC: what a page shows before it knows the reader's zone and clock. */
export function neutralDate(iso: string): string {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? iso : dateFormat(UTC_DATE).format(time);
}

/** "12 March 2026 at 14:05" in the reader's time zone; `neutral`: "12 March 2026 at 13:05 UTC". */
export function absoluteTime(iso: string, neutral = false): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  return dateFormat(neutral ? UTC_DATE_TIME : DATE_TIME).format(time);
}
