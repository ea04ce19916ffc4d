// Text helpers shared by every area.

export const TRUNCATION_SUFFIX = '...';

/** Cuts `text` to at most `max` characters including the `...` suffix (product rules §9), never inside a surrogate
 * pair. */
export function truncate(text: string, max: number, suffix: string = TRUNCATION_SUFFIX): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  if (max <= suffix.length) return suffix.slice(0, Math.max(0, max));
  return (
    chars
      .slice(0, max - suffix.length)
      .join('')
      .trimEnd() + suffix
  );
}
