// How the dealer pages (decision 028) write a dealer: its category, its initials when it has no logo, how many yachts
// it has listed, and its phone and website as links. Pure functions, so the server and the browser write the same.
import type { DealerSummary } from '@yachts/contracts/catalogue';
import { countOf, formatNumber } from '../common/format';

export type DealerCategory = DealerSummary['category'];

/** The directory's heading, title and breadcrumb. */
export const DEALERS_TITLE = 'Dealers and brokers';

/** The directory's and the page's word for each kind of business. */
export const DEALER_CATEGORY_LABELS: Record<DealerCategory, string> = {
  dealer: 'Dealer',
  broker: 'Broker',
  builder: 'Builder',
};

/** The same, as a plural for the directory's category filter ("Brokers (4)"). */
export const DEALER_CATEGORY_PLURALS: Record<DealerCategory, string> = {
  dealer: 'Dealers',
  broker: 'Brokers',
  builder: 'Builders',
};

export const DEALER_CATEGORIES = Object.keys(DEALER_CATEGORY_LABELS) as DealerCategory[];

export function isDealerCategory(value: unknown): value is DealerCategory {
  return typeof value === 'string' && (DEALER_CATEGORIES as string[]).includes(value);
}

/** "Azure Coast Yachting" -> "AC"; "Nautor's Swan" -> "NS"; the first two words that start with a letter or digit. */
export function dealerInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase('en-GB') || '?';
}

const TONES = 6;

/** One of a few badge colours, always the same for a name (so the server's and the browser's agree). */
export function dealerTone(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 9973;
  return hash % TONES;
}

/** "12 used · 3 new yachts", "1 new yacht", "No yachts listed right now". */
export function stockSummary(listings: DealerSummary['listings']): string {
  const { new: fresh, idle } = listings;
  if (idle > 0 && fresh > 0) return `${formatNumber(idle)} used · ${countOf(fresh, 'new yacht')}`;
  if (idle > 0) return countOf(idle, 'used yacht');
  if (fresh > 0) return countOf(fresh, 'new yacht');
  return 'No yachts listed right now';
}

/** The number a tel: link dials: the digits, and a leading plus; null when there is nothing to dial. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * A website as a safe link: http(s) only (a bare "example.com" is read as https), written without its scheme and
 * "www." ("azure-coast-yachting.example"). Null for anything else, which the page then leaves out.
 */
export function websiteLink(website: string | null): { href: string; text: string } | null {
  const raw = website?.trim();
  if (!raw) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) return null;
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return { href: withScheme, text: `${url.hostname.replace(/^www\./, '')}${path}` };
}
