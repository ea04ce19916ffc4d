// Dates of the selling pages in the catalogue's British-English style; the selling pages also give the time of a
// step or an enquiry.
export { formatDate } from '../common/format';

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "3 Mar 2026, 14:05"; an unreadable value is shown as it came rather than as "Invalid Date". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}
