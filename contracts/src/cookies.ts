// Cookie names and lifetimes both sides rely on (docs/product.md §3 Current user, §4 Cookie consent / Login token).

export const COOKIES = {
  /** The logged-in user's id, readable by the page (product rules §3). */
  uuid: 'uuid',
  /** The login token; the signed client sends it as the access-token header (product rules §6), so the page reads
   * it. */
  loginToken: 'token',
  /** `accepted` or `refused` (product rules §4). */
  consent: 'userConsent',
  /** The visitor session the anti-forgery tokens are bound to; HttpOnly, the page never reads it. */
  visitor: 'sid',
  /** `m` or `ft`: how the visitor reads lengths; the server renders pages in it. */
  lengthUnit: 'lengthUnit',
  /** EUR, USD, GBP, CHF or AUD: the currency prices are shown in; the server renders pages in it. */
  currency: 'currency',
} as const;

export type ConsentValue = 'accepted' | 'refused';
export const CONSENT_MAX_AGE_DAYS = 365;

/** The four account pages that work without cookie consent (product rules §2, §4). */
export const CONSENT_EXEMPT_PATHS = ['/user/register', '/user/login', '/user/resetpwd', '/user/changeEmail'] as const;

export function isConsentExemptPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (CONSENT_EXEMPT_PATHS as readonly string[]).includes(path);
}
