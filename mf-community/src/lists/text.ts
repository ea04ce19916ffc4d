// Cutting community text for lists (product rules §9: the suffix '...'): at a word boundary when one is near, so a row
// reads "…the engine..." rather than "…the eng...". Never longer than `max`, suffix included.
import { truncate } from 'shared/ui';

const SUFFIX = '...';

export function truncateWords(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const room = max - SUFFIX.length;
  const head = chars.slice(0, room).join('');
  // The word ends exactly at the cut.
  if (chars[room] === ' ') return `${head.trimEnd()}${SUFFIX}`;
  const space = head.lastIndexOf(' ');
  // A boundary within the last quarter; otherwise one long word is cut where it must be.
  return space >= room * 0.75 ? `${head.slice(0, space).trimEnd()}${SUFFIX}` : truncate(text, max);
}
