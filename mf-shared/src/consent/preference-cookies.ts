// The visitor's own settings (length unit, currency) kept as cookies (decision 034). A setting chosen without
// accepted cookies lasts for the browser session (no Max-Age); with consent, a year. When the answer changes, the
// settings already kept are written again with the lifetime the new answer allows.
import { parse } from 'cookie';
import { PREFERENCE_COOKIES, PREFERENCE_MAX_AGE_SECONDS } from '@yachts/contracts/cookies';

function attributes(doc: Document, lasting: boolean): string {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  return `${lasting ? `; Max-Age=${PREFERENCE_MAX_AGE_SECONDS}` : ''}; Path=/; SameSite=Lax${secure}`;
}

export function writePreference(doc: Document, name: string, value: string, lasting: boolean): void {
  doc.cookie = `${name}=${value}${attributes(doc, lasting)}`;
}

/** Writes every setting already kept again, for a year once consent is given, for the session once refused. */
export function rewritePreferences(doc: Document, lasting: boolean): void {
  const cookies = parse(doc.cookie ?? '');
  for (const name of PREFERENCE_COOKIES) {
    const value = cookies[name];
    if (value !== undefined) writePreference(doc, name, value, lasting);
  }
}
