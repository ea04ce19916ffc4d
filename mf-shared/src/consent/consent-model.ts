// Cookie consent (product rules §2, §4; decision 034): the userConsent cookie, when the banner shows, and whether a
// call that needs consent may go out. The class of the page's one consent store (consent-store.ts) and of each server
// render's own; it knows nothing of the request scope, which names it.
import { makeAutoObservable } from 'mobx';
import { parse } from 'cookie';
import { COOKIES, CONSENT_MAX_AGE_DAYS, isConsentExemptPath, isConsentValue, type ConsentValue } from '@yachts/contracts/cookies';
import { isServer } from '../ssr/is-server';
import { rewritePreferences } from './preference-cookies';

const SECONDS_PER_DAY = 24 * 60 * 60;

export class ConsentStore {
  value: ConsentValue | null = null;
  /**
   * Hidden on this page: closed (product rules §2: only hides it, nothing is stored) or just answered. A refusal
   * hides it at once; SPEC §4's showing it again while refused is for the next pages.
   */
  dismissed = false;
  /** Opened again from "Cookie settings": shown whatever the answer, until the visitor chooses or closes it. */
  reopened = false;

  constructor(private readonly doc: Document | undefined = globalThis.document) {
    this.value = this.read();
    // Answered on this page a moment ago by the banner's form: the page it came back to keeps the banner hidden.
    if (this.value !== null && this.cookies()[COOKIES.consentJustChosen] !== undefined) {
      this.dismissed = true;
      if (this.doc && !isServer) this.doc.cookie = `${COOKIES.consentJustChosen}=; Max-Age=0; Path=/; SameSite=Lax`;
    }
    makeAutoObservable<ConsentStore, 'doc'>(this, { doc: false }, { autoBind: true });
  }

  /**
   * Product rules §4: the banner shows while no value is stored; on every page except the four exempt account
   * pages it also shows while the value is `refused`.
   */
  isBannerShown(pathname: string): boolean {
    if (this.reopened) return true;
    if (this.dismissed) return false;
    if (this.value === null) return true;
    return this.value === 'refused' && !isConsentExemptPath(pathname);
  }

  /** Whether a call that needs consent may go out from this page: the exempt pages always, others once accepted. */
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
    this.reopened = false;
  }

  /** "Cookie settings" in the footer: the choice can be taken back as easily as it was given. */
  reopen(): void {
    this.reopened = true;
  }

  /** A call that needs consent was held back: bring the banner back so the visitor can see why. */
  requestConsent(): void {
    this.dismissed = false;
  }

  private store(value: ConsentValue): void {
    this.value = value;
    this.dismissed = true;
    this.reopened = false;
    if (this.doc) {
      const secure = this.doc.location?.protocol === 'https:' ? '; Secure' : '';
      this.doc.cookie = `${COOKIES.consent}=${value}; Max-Age=${CONSENT_MAX_AGE_DAYS * SECONDS_PER_DAY}; Path=/; SameSite=Lax${secure}`;
      rewritePreferences(this.doc, value === 'accepted');
    }
  }

  private cookies(): Record<string, string | undefined> {
    return this.doc ? parse(this.doc.cookie ?? '') : {};
  }

  private read(): ConsentValue | null {
    const raw = this.cookies()[COOKIES.consent];
    return isConsentValue(raw) ? raw : null;
  }
}
