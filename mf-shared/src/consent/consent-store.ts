// Cookie consent (product rules §2, §4): the userConsent cookie, when the banner shows, and whether a call may go out.
// One instance for the page (mf-shared is loaded once): the banner, the form-style client and every area agree.
import { makeAutoObservable } from 'mobx';
import { parse } from 'cookie';
import { COOKIES, CONSENT_MAX_AGE_DAYS, isConsentExemptPath, type ConsentValue } from '@yachts/contracts/cookies';
import { isServer, requestScoped } from '../ssr/request-scope';

const SECONDS_PER_DAY = 24 * 60 * 60;

export class ConsentStore {
  value: ConsentValue | null = null;
  /** Closing the banner only hides it (docs/product.md §2): nothing is stored, it is back on the next page load. */
  dismissed = false;

  constructor(private readonly doc: Document | undefined = globalThis.document) {
    this.value = this.read();
    makeAutoObservable<ConsentStore, 'doc'>(this, { doc: false }, { autoBind: true });
  }

  /**
   * Product rules §4: the banner shows while no value is stored; on every page except the four exempt account
   * pages it also shows while the value is `refused`.
   */
  isBannerShown(pathname: string): boolean {
    if (this.dismissed) return false;
    if (this.value === null) return true;
    return this.value === 'refused' && !isConsentExemptPath(pathname);
  }

  /** Whether calls from this page may go out: the exempt pages always, every other page only once accepted. */
  allowsCallsFrom(pathname: string): boolean {
    return isConsentExemptPath(pathname) || this.value === 'accepted';
  }

  accept(): void {
    this.store('accepted');
  }

  refuse(): void {
    this.store('refused');
  }

  dismiss(): void {
    this.dismissed = true;
  }

  /** A call was cancelled for want of consent: bring the banner back so the visitor can see why. */
  requestConsent(): void {
    this.dismissed = false;
  }

  private store(value: ConsentValue): void {
    this.value = value;
    this.dismissed = false;
    if (this.doc) {
      const secure = this.doc.location?.protocol === 'https:' ? '; Secure' : '';
      this.doc.cookie = `${COOKIES.consent}=${value}; Max-Age=${CONSENT_MAX_AGE_DAYS * SECONDS_PER_DAY}; Path=/; SameSite=Lax${secure}`;
    }
  }

  private read(): ConsentValue | null {
    const raw = this.doc ? parse(this.doc.cookie ?? '')[COOKIES.consent] : undefined;
    return raw === 'accepted' || raw === 'refused' ? raw : null;
  }
}

/** The page's consent; in a server render, the consent of the visitor being rendered (read from their cookie). */
export const consentStore: ConsentStore = isServer
  ? requestScoped(
      (scope) => scope.consent,
      () => new ConsentStore(undefined),
    )
  : new ConsentStore();
