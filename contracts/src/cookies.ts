// Cookie names and lifetimes both sides rely on (docs/product.md §3 Current user, §4 Cookie consent / Login token).

export const COOKIES = {
  /** The logged-in user's id, readable by the page (product rules §3). */
  uuid: 'uuid',
  /** The login token; the signed client sends it as the access-token header (product rules §6), so the page reads
   * it. */
  loginToken: 'token',
  /** `accepted` or `refused` (product rules §4). */
  consent: 'userConsent',
  /**
   * Set for a minute by the banner's form POST (decision 034): the page it returns to has just been answered, so its
   * banner stays hidden there (as after a press once the page is live); the page's script removes it at once.
   */
  consentJustChosen: 'consentChosen',
  /** The visitor session the anti-forgery tokens are bound to; HttpOnly, the page never reads it. */
  visitor: 'sid',
  /** `m` or `ft`: how the visitor reads lengths; the server renders pages in it. */
  lengthUnit: 'lengthUnit',
  /** EUR, USD, GBP, CHF or AUD: the currency prices are shown in; the server renders pages in it. */
  currency: 'currency',
} as const;

export type ConsentValue = 'accepted' | 'refused';
export const CONSENT_MAX_AGE_DAYS = 365;

/**
 * Where the banner's form posts the choice when the page's script is not running yet (decision 034): the answer sets
 * the cookie and sends the browser back to the page, so a press made before the page is live is never lost.
 */
export const CONSENT_CHOICE_PATH = '/consent';
/** The form's fields: the choice, and the page to return to (a path of this site). */
export const CONSENT_FIELDS = { choice: 'choice', returnTo: 'return' } as const;

export function isConsentValue(value: unknown): value is ConsentValue {
  return value === 'accepted' || value === 'refused';
}

/**
 * Cookies that only remember a choice of the visitor's (decision 034). Without accepted consent they last for the
 * browser session; once accepted, a year. The visitor session, the login and the consent answer itself are strictly
 * necessary and need no consent.
 */
export const PREFERENCE_COOKIES = [COOKIES.lengthUnit, COOKIES.currency] as const;
export const PREFERENCE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The four account pages that work without cookie consent (product rules §2, §4). */
export const CONSENT_EXEMPT_PATHS = ['/user/register', '/user/login', '/user/resetpwd', '/user/changeEmail'] as const;

export function isConsentExemptPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (CONSENT_EXEMPT_PATHS as readonly string[]).includes(path);
}
