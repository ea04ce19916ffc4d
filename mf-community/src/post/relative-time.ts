// How the community dates its posts: "5 minutes ago", "yesterday", "3 weeks ago", then the date itself once it is
// older than a couple of months (a relative "14 months ago" is harder to place than "12 Mar 2025"). The absolute
// date and time always goes with it in a <time dateTime title>, for hovering and for assistive technology.
// The server knows neither the reader's zone nor when the page will be read: a server-rendered page shows the date
// and time in UTC until it is hydrated (`neutral`), then the relative form in the reader's zone.

const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const utcDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateTimeOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' };
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', dateTimeOptions);
const utcDateTimeFormat = new Intl.DateTimeFormat('en-GB', { ...dateTimeOptions, timeZone: 'UTC', timeZoneName: 'short' });

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
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < WEEK) return relative.format(-Math.floor(ago / DAY), 'day');
  if (ago < RELATIVE_LIMIT) return relative.format(-Math.floor(ago / WEEK), 'week');
  return dateFormat.format(time);
}

/** "12 Mar 2025" in UTC: what a page shows before it knows the reader's zone and clock. */
export function neutralDate(iso: string): string {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? iso : utcDateFormat.format(time);
}

/** "12 March 2026 at 14:05" in the reader's time zone; `neutral`: "12 March 2026 at 13:05 UTC". */
export function absoluteTime(iso: string, neutral = false): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  return (neutral ? utcDateTimeFormat : dateTimeFormat).format(time);
}
