// The dealer's figures as numbers (decision 045): a real table beside the server's chart, a row per day, newest
// first, so a screen reader (and anyone who wants the exact counts) reads what the chart draws. On a wide screen it
// starts open beside the chart; on a phone it starts folded under "The numbers, day by day" below the chart.
import { useState } from 'react';
import type { DealerFigures } from '@yachts/contracts/wire/dealer-figures';
import { dateFormat } from 'shared/ui';

/** Where the chart and the table sit side by side (dealer-figures.css). */
const WIDE = '(min-width: 1200px)';
const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };

/** "Sun, 29 Nov 2026" for the api's "2026-11-29" (a UTC day). */
export const dayText = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dateFormat(DAY).format(date);
};

/** The counted columns, each day's number under its heading. */
const COUNTS = [
  ['views', 'Views'],
  ['follows', 'Follows'],
  ['compares', 'Compared'],
  ['enquiries', 'Enquiries'],
] as const;

export function FiguresTable({ days }: { days: DealerFigures['days'] }) {
  // Read once: folding it is then the reader's choice, not the window's.
  const [open] = useState(() => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE).matches : true));
  const newestFirst = [...days].reverse();
  return (
    <details className="figures-numbers" open={open}>
      <summary>The numbers, day by day</summary>
      <div className="figures-table-wrap">
        <table className="dealer-table figures-table">
          <caption>Views, follows, saves to compare and enquiries by day, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {COUNTS.map(([key, heading]) => (
                <th key={key} scope="col" className="figures-number">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  <time dateTime={day.day}>{dayText(day.day)}</time>
                </th>
                {COUNTS.map(([key]) => (
                  <td key={key} className="figures-number">
                    {day[key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
