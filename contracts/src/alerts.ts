// Saved searches and alerts as browser and api agree on them (docs/decisions/027-saved-searches-and-alerts.md): the
// calls, the frequencies, the limits and the words. A member saves a list's filters and keywords with a name; new
// matching listings reach them by e-mail and inbox message, once each; a followed yacht whose price is lowered does
// too. Every alert mail carries a signed, expiring one-click unsubscribe link that works without logging in.
import { CONDITION_LABELS, FUEL_LABELS, HULL_LABELS, YACHT_TYPE_LABELS, type CatalogueKind, type CatalogueQuery } from './catalogue';
import { COUNTRIES } from './countries';
import { pathOf } from './route-pattern';

/** Signed POSTs and GETs with the access-token header (login required), except unsubscribe (the token is the key). */
export const ALERTS_API = {
  /** GET -> SavedSearch[] (newest first); POST { kind, name, query, frequency } -> SavedSearch. */
  savedSearches: '/api/v1/saved-searches',
  /** POST { name?, frequency? } -> SavedSearch. */
  savedSearch: pathOf('/api/v1/saved-searches/:id', (id: number | string) => ({ id })),
  /** POST {} -> { id }. */
  deleteSavedSearch: pathOf('/api/v1/saved-searches/:id/delete', (id: number | string) => ({ id })),
  /**
   * POST ?token= (the mail's link): stops the alerts the token names -> UnsubscribeResult. Also what a mail program's
   * one-click button posts (RFC 8058, `List-Unsubscribe=One-Click` as a form body).
   */
  unsubscribe: '/api/v1/alerts/unsubscribe',
  /** GET -> PriceDropSetting; signed POST { enabled: boolean } -> PriceDropSetting: mails about lower prices of followed yachts. */
  priceDrops: '/api/v1/alerts/price-drops',
} as const;

/** How often a saved search's new matches are sent. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'As soon as listed',
  daily: 'Once a day',
  weekly: 'Once a week',
  off: 'Off (no e-mails)',
};

export const SAVED_SEARCH_LIMITS = {
  nameMax: 80,
  /** Saved searches per member. */
  perMember: 25,
  /** The longest query a saved search keeps (its address parameters). */
  queryMax: 2000,
  /** Days an unsubscribe link in an alert mail keeps working. */
  unsubscribeDays: 90,
  /** Yachts named in one alert mail; the mail links to the list for the rest. */
  yachtsPerMail: 10,
} as const;

export const ALERT_MESSAGES = {
  nameRequired: 'Please give the search a name.',
  nameTooLong: `Please keep the name to ${SAVED_SEARCH_LIMITS.nameMax} characters or fewer.`,
  kind: 'The kind must be new or idle.',
  frequency: `Choose how often: ${ALERT_FREQUENCIES.join(', ')}.`,
  queryTooLong: `A saved search keeps at most ${SAVED_SEARCH_LIMITS.queryMax} characters of filters.`,
  tooMany: `You can keep ${SAVED_SEARCH_LIMITS.perMember} saved searches. Delete one to save another.`,
  nothingToChange: 'Give a new name or frequency.',
  notFound: 'This saved search does not exist.',
  saved: 'Search saved. We will e-mail you new matches.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Open the saved searches in your account to change your alerts.',
  unsubscribeExpired: 'This unsubscribe link has expired. Open the saved searches in your account to change your alerts.',
  enabled: 'Say whether price-drop alerts are on (true or false).',
} as const;

/** What an unsubscribe link stopped. */
export type UnsubscribeTarget = { kind: 'search'; name: string } | { kind: 'price-drops' };

/** The page of the list a saved search runs, in its catalogue. */
export function savedSearchUrl(kind: CatalogueKind, query: string): string {
  const base = kind === 'new' ? '/new-yachts-for-sale/' : '/used-yachts-for-sale/';
  return query ? `${base}?${query}` : base;
}

const range = (min: number | undefined, max: number | undefined, show: (value: number) => string): string | null => {
  if (min !== undefined && max !== undefined) return `${show(min)}–${show(max)}`;
  if (min !== undefined) return `from ${show(min)}`;
  if (max !== undefined) return `up to ${show(max)}`;
  return null;
};

/**
 * A saved search's filters and keywords in words, for its name, the account's list and the alert mails:
 * "Sailing yacht · Beneteau · 10–15 m · “oceanis”". The whole catalogue when nothing is chosen.
 */
export function describeCatalogueQuery(kind: CatalogueKind, query: CatalogueQuery): string {
  const parts: string[] = [];
  const words = <K extends string>(values: readonly K[] | undefined, labels?: Record<K, string>) =>
    values?.length ? values.map((value) => labels?.[value] ?? value).join(', ') : null;
  const money = (value: number) => `${query.currency ?? 'EUR'} ${Math.round(value).toLocaleString('en-GB')}`;
  const countryNames = query.country?.map((code) => COUNTRIES.find((country) => country.code === code)?.name_en ?? code);
  for (const part of [
    words(query.type, YACHT_TYPE_LABELS),
    words(query.builder),
    words(query.model),
    words(query.condition, CONDITION_LABELS),
    range(query.lengthMin, query.lengthMax, (value) => `${value} m`)?.replace(/ m–/, '–'),
    range(query.priceMin, query.priceMax, money),
    range(query.yearMin, query.yearMax, String),
    query.cabins !== undefined ? `${query.cabins}+ cabins` : null,
    words(query.fuel, FUEL_LABELS),
    words(query.hull, HULL_LABELS),
    words(countryNames),
    words(query.port),
    query.location ? `near ${query.location}` : null,
    query.dealer ? `from ${query.dealer}` : null,
    query.q ? `“${query.q}”` : null,
  ]) {
    if (part) parts.push(part);
  }
  const all = kind === 'new' ? 'All new yachts' : 'All used yachts';
  return parts.length > 0 ? parts.join(' · ') : all;
}
