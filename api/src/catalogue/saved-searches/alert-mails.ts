// The words of the alert mails and inbox messages (decision 027): a saved search's new matches, and a lower price of
// a followed yacht. Pure functions; every address in them is absolute (PUBLIC_URL), and every mail ends with the
// one-click unsubscribe link, which the List-Unsubscribe header repeats for mail programs (RFC 2369, RFC 8058).
import { SAVED_SEARCH_LIMITS } from '@yachts/contracts/alerts';
import type { YachtSummary } from '@yachts/contracts/catalogue';
import { paths } from '@yachts/contracts/paths';
import { SITE_NAME } from '@yachts/contracts/site';
import type { MailContent } from '../../platform/mail-text';
import { unsubscribeParts } from '../../lib/unsubscribe-token';

const SIGNATURE = `\n-- \n${SITE_NAME}\nThis is an automatic message; replies are not read.\n`;

export interface AlertMail extends MailContent {
  headers: Record<string, string>;
}

export function money(amount: number, currency: string): string {
  return `${currency} ${Math.round(amount).toLocaleString('en-GB')}`;
}

function yachtName(yacht: YachtSummary): string {
  return [yacht.builder, yacht.model, yacht.modelLine].filter(Boolean).join(' ');
}

function yachtLines(yacht: YachtSummary, publicUrl: string): string[] {
  return [
    `${yachtName(yacht)} (${yacht.year}, ${yacht.lengthM} m)`,
    `${money(yacht.price, yacht.currency)} · ${yacht.location}`,
    `${publicUrl}${yacht.url}`,
  ];
}

export interface SearchAlert {
  memberName: string;
  searchName: string;
  summary: string;
  /** The list page that runs the search, absolute. */
  searchUrl: string;
  yachts: YachtSummary[];
  /** All new matches, of which `yachts` are the first SAVED_SEARCH_LIMITS.yachtsPerMail. */
  total: number;
}

export function searchAlertMail(alert: SearchAlert, publicUrl: string, token: string): AlertMail {
  const first = alert.yachts[0] as YachtSummary;
  const subject =
    alert.total === 1 ? `New for “${alert.searchName}”: ${yachtName(first)}` : `${alert.total} new yachts for “${alert.searchName}”`;
  const unsubscribe = unsubscribeParts(publicUrl, token, 'the alerts of this search');
  const more = alert.total - alert.yachts.length;
  return {
    kind: 'saved-search-alert',
    subject,
    headers: unsubscribe.headers,
    text: [
      `Hello ${alert.memberName},`,
      '',
      alert.total === 1
        ? `A yacht matching your saved search “${alert.searchName}” (${alert.summary}) is now for sale:`
        : `${alert.total} yachts matching your saved search “${alert.searchName}” (${alert.summary}) are now for sale:`,
      '',
      ...alert.yachts.flatMap((yacht) => [...yachtLines(yacht, publicUrl), '']),
      ...(more > 0 ? [`and ${more} more.`, ''] : []),
      `See every match: ${alert.searchUrl}`,
      `Change how often we write, or delete the search: ${publicUrl}${paths.userSavedSearches()}`,
      ...unsubscribe.lines,
      SIGNATURE,
    ].join('\n'),
  };
}

export function searchAlertMessage(alert: SearchAlert): { title: string; body: string; link: string } {
  const first = alert.yachts[0] as YachtSummary;
  return {
    title: (alert.total === 1
      ? `New for “${alert.searchName}”: ${yachtName(first)}`
      : `${alert.total} new yachts for “${alert.searchName}”`
    ).slice(0, 200),
    body: alert.yachts.map((yacht) => `${yachtName(yacht)}, ${money(yacht.price, yacht.currency)}, ${yacht.location}`).join('\n'),
    link: alert.total === 1 ? first.url : new URL(alert.searchUrl).pathname + new URL(alert.searchUrl).search,
  };
}

export interface PriceDrop {
  memberName: string;
  yacht: YachtSummary;
  from: number;
  to: number;
  currency: string;
}

export function priceDropMail(drop: PriceDrop, publicUrl: string, token: string): AlertMail {
  const unsubscribe = unsubscribeParts(publicUrl, token, 'price-drop alerts');
  const name = yachtName(drop.yacht);
  return {
    kind: 'price-drop-alert',
    subject: `Price reduced: ${name} now ${money(drop.to, drop.currency)}`,
    headers: unsubscribe.headers,
    text: [
      `Hello ${drop.memberName},`,
      '',
      `The seller of ${name}, a yacht you follow, has lowered the asking price from ${money(drop.from, drop.currency)} to ${money(drop.to, drop.currency)}.`,
      '',
      ...yachtLines(drop.yacht, publicUrl),
      '',
      `Your followed yachts: ${publicUrl}${paths.userFollows()}`,
      ...unsubscribe.lines,
      SIGNATURE,
    ].join('\n'),
  };
}

export function priceDropMessage(drop: PriceDrop): { title: string; body: string; link: string } {
  const name = yachtName(drop.yacht);
  return {
    title: `Price reduced: ${name}`.slice(0, 200),
    body: `The asking price went down from ${money(drop.from, drop.currency)} to ${money(drop.to, drop.currency)}.`,
    link: drop.yacht.url,
  };
}

export const ALERT_YACHTS_PER_MAIL = SAVED_SEARCH_LIMITS.yachtsPerMail;
