// A dealer page's slug from its company name (decision 028): ASCII letters and digits joined by single hyphens, as
// contracts' DEALER_SLUG accepts; room is left for the "-2" that tells two equal names apart.
export function dealerSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
  return slug || 'dealer';
}

/** The first of base, base-2, base-3 … not in `taken`. */
export function freeDealerSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
