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

  // A setting the next page (and the server) reads: its default until one is chosen, and for a value it does not show.
  it.each([
    { cookie: 'lengthUnit', byDefault: 'm', chosen: 'ft', other: 'ft', unknown: 'yards', read: (store: SessionStore) => store.lengthUnit },
    { cookie: 'currency', byDefault: 'EUR', chosen: 'GBP', other: 'CHF', unknown: 'JPY', read: (store: SessionStore) => store.currency },
  ])('keeps the $cookie in a cookie for a year once cookies are accepted ($byDefault by default)', (setting) => {
    const { cookie, byDefault, chosen, other, unknown, read } = setting;
    const { doc, written } = recordingDocument('userConsent=accepted');
    const store = new SessionStore(doc);
    expect(read(store)).toBe(byDefault);
    if (cookie === 'lengthUnit') store.setLengthUnit('ft');
    else store.setCurrency('GBP');
    expect(read(store)).toBe(chosen);
    expect(written()).toBe(`${cookie}=${chosen}; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(read(new SessionStore(documentWith({ cookie: `${cookie}=${other}` })))).toBe(other);
    expect(read(new SessionStore(documentWith({ cookie: `${cookie}=${unknown}` })))).toBe(byDefault);
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
