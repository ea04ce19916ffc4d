import { countText, dateTime, timeAgo } from './format-time';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('times of posts and comments', () => {
  it('reads as "just now", minutes, hours, yesterday, days, weeks, months and years ago', () => {
    expect(timeAgo(before(20_000), NOW)).toBe('just now');
    expect(timeAgo(before(5 * MIN), NOW)).toBe('5 minutes ago');
    expect(timeAgo(before(1 * HOUR), NOW)).toBe('1 hour ago');
    expect(timeAgo(before(3 * HOUR + 20 * MIN), NOW)).toBe('3 hours ago');
    expect(timeAgo(before(DAY + HOUR), NOW)).toBe('yesterday');
    expect(timeAgo(before(3 * DAY), NOW)).toBe('3 days ago');
    expect(timeAgo(before(15 * DAY), NOW)).toBe('2 weeks ago');
    expect(timeAgo(before(65 * DAY), NOW)).toBe('2 months ago');
    expect(timeAgo(before(800 * DAY), NOW)).toBe('2 years ago');
  });

  it('reads a time a little ahead of the browser’s clock as "just now", and an unreadable one as nothing', () => {
    expect(timeAgo(new Date(NOW + 5 * MIN).toISOString(), NOW)).toBe('just now');
    expect(timeAgo('not a date', NOW)).toBe('');
    expect(dateTime('not a date')).toBe('');
  });

  it('gives the exact date and time in British English', () => {
    expect(dateTime('2026-03-12T09:05:00.000Z')).toMatch(/^12 Mar 2026, \d{2}:\d{2}$/);
  });

  it('counts in words with thousands separators', () => {
    expect(countText(1, 'praise', 'praises')).toBe('1 praise');
    expect(countText(0, 'praise', 'praises')).toBe('0 praises');
    expect(countText(12_500, 'follower', 'followers')).toBe('12,500 followers');
  });
});
