import { autorun } from 'mobx';
import { SessionStore } from './session-store';

function documentWith({ cookie = '', userUuid }: { cookie?: string; userUuid?: string }): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (userUuid) {
    const element = doc.createElement('div');
    element.dataset.userUuid = userUuid;
    doc.body.append(element);
  }
  Object.defineProperty(doc, 'cookie', { value: cookie, configurable: true });
  return doc;
}

/** A document whose cookie reads `cookie` and keeps the last cookie written, read back through `written()`. */
function recordingDocument(cookie: string): { doc: Document; written: () => string } {
  const doc = document.implementation.createHTMLDocument('t');
  let last = '';
  Object.defineProperty(doc, 'cookie', { get: () => cookie, set: (value: string) => (last = value), configurable: true });
  return { doc, written: () => last };
}

describe('SessionStore', () => {
  it('is a visitor without a uuid', () => {
    const store = new SessionStore(documentWith({}));
    expect(store.uuid).toBeNull();
    expect(store.isLoggedIn).toBe(false);
    expect(store.isCurrentUser('u-1')).toBe(false);
  });

  it('reads the uuid from the user element before the cookie', () => {
    const store = new SessionStore(documentWith({ userUuid: 'from-element', cookie: 'uuid=from-cookie' }));
    expect(store.uuid).toBe('from-element');
  });

  it('falls back to the uuid cookie', () => {
    const store = new SessionStore(documentWith({ cookie: 'other=1; uuid=abc-123' }));
    expect(store.uuid).toBe('abc-123');
    expect(store.isLoggedIn).toBe(true);
    expect(store.isCurrentUser('abc-123')).toBe(true);
    expect(store.isCurrentUser('abc-124')).toBe(false);
  });

  it('forgets the user on clear, and observers see it', () => {
    const store = new SessionStore(documentWith({ cookie: 'uuid=abc' }));
    const seen: boolean[] = [];
    const dispose = autorun(() => seen.push(store.isLoggedIn));
    store.clear();
    dispose();
    expect(seen).toEqual([true, false]);
  });

  it('keeps the length unit in a cookie for a year once cookies are accepted, which the next page (and the server) reads', () => {
    const { doc, written } = recordingDocument('userConsent=accepted');
    const store = new SessionStore(doc);
    expect(store.lengthUnit).toBe('m');
    store.setLengthUnit('ft');
    expect(store.lengthUnit).toBe('ft');
    expect(written()).toBe('lengthUnit=ft; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(new SessionStore(documentWith({ cookie: 'lengthUnit=ft' })).lengthUnit).toBe('ft');
    expect(new SessionStore(documentWith({ cookie: 'lengthUnit=yards' })).lengthUnit).toBe('m');
  });

  it('keeps the currency in a cookie for a year once accepted; euros until one is chosen, and for a currency it does not show', () => {
    const { doc, written } = recordingDocument('userConsent=accepted');
    const store = new SessionStore(doc);
    expect(store.currency).toBe('EUR');
    store.setCurrency('GBP');
    expect(store.currency).toBe('GBP');
    expect(written()).toBe('currency=GBP; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(new SessionStore(documentWith({ cookie: 'currency=CHF' })).currency).toBe('CHF');
    expect(new SessionStore(documentWith({ cookie: 'currency=JPY' })).currency).toBe('EUR');
  });

  it('keeps a setting for the browser session only while cookies are not accepted (decision 034)', () => {
    for (const consent of ['', 'userConsent=refused']) {
      const { doc, written } = recordingDocument(consent);
      new SessionStore(doc).setCurrency('USD');
      expect(written()).toBe('currency=USD; Path=/; SameSite=Lax');
    }
  });

  it('reads the login token from its cookie, fresh each time', () => {
    document.cookie = 'token=abc';
    const store = new SessionStore(document);
    expect(store.readLoginToken()).toBe('abc');
    document.cookie = 'token=rotated';
    expect(store.readLoginToken()).toBe('rotated');
  });

  it('forgetLogin clears the token and uuid cookies and turns the page into a visitor (observably)', () => {
    document.cookie = 'token=abc; path=/';
    document.cookie = 'uuid=u-1; path=/';
    const element = document.createElement('div');
    element.dataset.userUuid = 'u-1';
    document.body.append(element);
    const store = new SessionStore(document);
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(store.isLoggedIn));
    store.forgetLogin();
    stop();
    expect(seen).toEqual([true, false]);
    expect(document.cookie).not.toMatch(/token=|uuid=/);
    store.refresh();
    expect(store.uuid).toBeNull();
    element.remove();
  });
});
