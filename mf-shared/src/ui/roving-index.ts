// One tab stop for a row of controls (a toolbar, a tab list; WAI-ARIA's roving tab index): the arrow keys move along
// the row and wrap, Home and End go to its ends. Given the key pressed, where the focus goes next, or null for a key
// the row does not use.
export function rovingIndex(key: string, index: number, count: number): number | null {
  const last = count - 1;
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index + last) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}
