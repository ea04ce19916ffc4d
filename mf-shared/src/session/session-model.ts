// What a session is (docs/product.md §3 "Current user", §6): the class of the page's one session store
// (session-store.ts) and of each server render's own (architecture §7). It knows nothing of the request scope, which
// names it.
import { makeAutoObservable } from 'mobx';
import { parse } from 'cookie';
import { COOKIES } from '@yachts/contracts/cookies';
import { DEFAULT_CURRENCY, isDisplayCurrency, type DisplayCurrency } from '@yachts/contracts/catalogue';
import { writePreference } from '../consent/preference-cookies';

export type LengthUnit = 'm' | 'ft';

/** The element the server may render with the current user's id: <div data-user-uuid="…">. */
const USER_ELEMENT_SELECTOR = '[data-user-uuid]';

export class SessionStore {
  /** The logged-in user's id; null for a visitor. */
  uuid: string | null = null;
  /** How lengths are shown across the site: a preference every area honours. */
  lengthUnit: LengthUnit = 'm';
  /** The currency prices are shown in (beside each asking price), chosen like the length unit. */
  currency: DisplayCurrency = DEFAULT_CURRENCY;

  /**
   * `doc` is the page, or in a server render a document made from the request's cookies: the length unit is kept in
   * a cookie so the server draws lengths in the visitor's unit and the browser hydrates the same text.
   */
  constructor(private readonly doc: Document | undefined = globalThis.document) {
    this.lengthUnit = this.readCookie(COOKIES.lengthUnit) === 'ft' ? 'ft' : 'm';
    const currency = this.readCookie(COOKIES.currency);
    this.currency = isDisplayCurrency(currency) ? currency : DEFAULT_CURRENCY;
    this.uuid = this.readUuid();
    makeAutoObservable<SessionStore, 'doc'>(this, { doc: false }, { autoBind: true });
  }

  get isLoggedIn(): boolean {
    return Boolean(this.uuid);
  }

  isCurrentUser(id: string | number | null | undefined): boolean {
    return this.uuid !== null && id !== null && id !== undefined && String(id) === this.uuid;
  }

  /** Reads the user id again from the page: the user element's data attribute first, then the uuid cookie. */
  refresh(): void {
    this.uuid = this.readUuid();
  }

  /** Forgets the user in this page only. */
  clear(): void {
    this.uuid = null;
  }

  /** The login token the signed client sends as the access-token header; read fresh, the server may rotate it. */
  readLoginToken(): string | null {
    return (this.doc ? parse(this.doc.cookie ?? '')[COOKIES.loginToken] : undefined) || null;
  }

  /**
   * Product rules §4, §8: when the server answers 400208 / 400209 (or the user logs out) the login-token cookie is
   * cleared and the page becomes a visitor's, in every area at once because they all observe this store.
   */
  forgetLogin(): void {
    if (this.doc) {
      for (const name of [COOKIES.loginToken, COOKIES.uuid]) {
        this.doc.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
      }
      this.doc.querySelector<HTMLElement>(USER_ELEMENT_SELECTOR)?.removeAttribute('data-user-uuid');
    }
    this.clear();
  }

  /**
   * A preference the visitor asked for, kept as a cookie: for a year once cookies are accepted, for the browser
   * session otherwise (decision 034).
   */
  setLengthUnit(unit: LengthUnit): void {
    this.lengthUnit = unit;
    this.keep(COOKIES.lengthUnit, unit);
  }

  /** The currency prices are shown in; kept like the length unit. */
  setCurrency(currency: DisplayCurrency): void {
    this.currency = currency;
    this.keep(COOKIES.currency, currency);
  }

  private keep(name: string, value: string): void {
    if (this.doc) writePreference(this.doc, name, value, this.readCookie(COOKIES.consent) === 'accepted');
  }

  private readCookie(name: string): string | undefined {
    return this.doc ? parse(this.doc.cookie ?? '')[name] : undefined;
  }

  private readUuid(): string | null {
    const fromElement = this.doc?.querySelector<HTMLElement>(USER_ELEMENT_SELECTOR)?.dataset.userUuid;
    if (fromElement) return fromElement;
    const fromCookie = this.doc ? parse(this.doc.cookie ?? '').uuid : undefined;
    return fromCookie ? fromCookie : null;
  }
}
