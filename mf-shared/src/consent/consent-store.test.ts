import { ConsentStore } from './consent-store';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('ConsentStore (product rules §4)', () => {
  beforeEach(clearCookies);

  it('shows the banner everywhere while nothing is stored, exempt pages included', () => {
    const store = new ConsentStore(document);
    expect(store.value).toBeNull();
    expect(store.isBannerShown('/')).toBe(true);
    expect(store.isBannerShown('/user/login')).toBe(true);
  });

  it('stores accepted for 365 days and hides the banner on every page', () => {
    const cookieSetter = jest.spyOn(document, 'cookie', 'set');
    const store = new ConsentStore(document);
    store.accept();
    expect(cookieSetter).toHaveBeenCalledWith(expect.stringMatching(/^userConsent=accepted; Max-Age=31536000; Path=\/; SameSite=Lax/));
    cookieSetter.mockRestore();
    expect(new ConsentStore(document).value).toBe('accepted');
    expect(store.isBannerShown('/')).toBe(false);
    expect(store.isBannerShown('/community/')).toBe(false);
  });

  it('after refusing, hides the banner on this page at once', () => {
    const store = new ConsentStore(document);
    store.refuse();
    expect(store.isBannerShown('/new-yachts-for-sale/')).toBe(false);
  });

  it('after refusing, shows the banner again on later pages except on the four exempt account pages', () => {
    new ConsentStore(document).refuse();
    expect(document.cookie).toContain('userConsent=refused');
    const later = new ConsentStore(document);
    expect(later.isBannerShown('/new-yachts-for-sale/')).toBe(true);
    for (const page of ['/user/register', '/user/login', '/user/resetpwd', '/user/changeEmail', '/user/login/']) {
      expect(later.isBannerShown(page)).toBe(false);
    }
    expect(later.isBannerShown('/user/mymessage')).toBe(true);
  });

  it('"Cookie settings" opens the choice again whatever it was, and a new answer replaces the old', () => {
    const store = new ConsentStore(document);
    store.accept();
    expect(store.isBannerShown('/')).toBe(false);
    store.reopen();
    expect(store.isBannerShown('/')).toBe(true);
    expect(store.isBannerShown('/user/login')).toBe(true);
    store.refuse();
    expect(store.isBannerShown('/')).toBe(false);
    expect(new ConsentStore(document).value).toBe('refused');
    store.reopen();
    store.dismiss();
    expect(store.isBannerShown('/')).toBe(false);
  });

  it('writes the settings already kept again for a year when accepted, and for the session when refused', () => {
    document.cookie = 'currency=GBP; Path=/';
    const cookieSetter = jest.spyOn(document, 'cookie', 'set');
    const store = new ConsentStore(document);
    store.accept();
    expect(cookieSetter).toHaveBeenCalledWith('currency=GBP; Max-Age=31536000; Path=/; SameSite=Lax');
    store.refuse();
    expect(cookieSetter).toHaveBeenLastCalledWith('currency=GBP; Path=/; SameSite=Lax');
    cookieSetter.mockRestore();
  });

  it('closing only hides it: nothing is stored and a new page load shows it again', () => {
    const store = new ConsentStore(document);
    store.dismiss();
    expect(store.isBannerShown('/')).toBe(false);
    expect(document.cookie).not.toContain('userConsent');
    expect(new ConsentStore(document).isBannerShown('/')).toBe(true);
    store.requestConsent();
    expect(store.isBannerShown('/')).toBe(true);
  });

  it('lets calls go out from exempt pages always and from other pages only once accepted', () => {
    const store = new ConsentStore(document);
    expect(store.allowsCallsFrom('/user/login')).toBe(true);
    expect(store.allowsCallsFrom('/')).toBe(false);
    store.refuse();
    expect(store.allowsCallsFrom('/')).toBe(false);
    store.accept();
    expect(store.allowsCallsFrom('/')).toBe(true);
  });

  it('keeps the banner hidden on the page the banner form just answered, and only there', () => {
    document.cookie = 'userConsent=refused; Path=/';
    document.cookie = 'consentChosen=1; Path=/';
    expect(new ConsentStore(document).isBannerShown('/community/')).toBe(false);
    expect(document.cookie).not.toContain('consentChosen');
    expect(new ConsentStore(document).isBannerShown('/community/')).toBe(true);
  });

  it('ignores an unknown cookie value', () => {
    document.cookie = 'userConsent=maybe; Path=/';
    expect(new ConsentStore(document).value).toBeNull();
  });
});
