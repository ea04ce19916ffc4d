// Times of posts and comments: "3 hours ago" to scan a thread, the date and time to be exact (en-GB, the site's
// language). `now` is passed in so a test can pin the clock.
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  // Anything in the last minute (or a clock a little ahead of the server's) reads "just now".
  if (Math.abs(seconds) < 60 || seconds > 0) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

export function dateTime(iso: string): string {
  const then = Date.parse(iso);
  return Number.isNaN(then) ? '' : absolute.format(then);
}

export function countText(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}
