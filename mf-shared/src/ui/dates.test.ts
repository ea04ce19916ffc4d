import { formatDate, formatDateTime, formatMonth } from './dates';

describe('dates in the site’s one style', () => {
  it('writes a date alone in UTC, the same on the server and in every browser', () => {
    expect(formatDate('2025-03-03T23:30:00Z')).toBe('3 Mar 2025');
    expect(formatMonth('2021-03-31T23:30:00Z')).toBe('Mar 2021');
  });

  it('shows an unreadable value as it came, not as "Invalid Date"', () => {
    for (const format of [formatDate, formatDateTime, formatMonth]) expect(format('soon')).toBe('soon');
  });
});
