import { absoluteTime, relativeTime } from './relative-time';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('says how long ago in words a reader takes in at a glance', () => {
    expect(relativeTime(ago(20_000), NOW)).toBe('just now');
    expect(relativeTime(ago(-5 * MINUTE), NOW)).toBe('just now');
    expect(relativeTime(ago(MINUTE), NOW)).toBe('1 minute ago');
    expect(relativeTime(ago(12 * MINUTE), NOW)).toBe('12 minutes ago');
    expect(relativeTime(ago(3 * HOUR + 5 * MINUTE), NOW)).toBe('3 hours ago');
    expect(relativeTime(ago(DAY + HOUR), NOW)).toBe('yesterday');
    expect(relativeTime(ago(4 * DAY), NOW)).toBe('4 days ago');
    expect(relativeTime(ago(15 * DAY), NOW)).toBe('2 weeks ago');
  });

  it('gives the date itself for anything older than two months, and an unreadable value as it came', () => {
    expect(relativeTime('2025-03-12T10:00:00.000Z', NOW)).toBe('12 Mar 2025');
    expect(relativeTime('soon', NOW)).toBe('soon');
  });
});

describe('absoluteTime', () => {
  it('writes the full date with the time', () => {
    expect(absoluteTime('2025-03-12T10:00:00.000Z')).toMatch(/^12 March 2025 at \d\d:\d\d$/);
    expect(absoluteTime('never')).toBe('never');
  });
});
