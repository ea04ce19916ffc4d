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

  it('after refusing, shows the banner again except on the four exempt account pages', () => {
    const store = new ConsentStore(document);
    store.refuse();
    expect(document.cookie).toContain('userConsent=refused');
    expect(store.isBannerShown('/new-yachts-for-sale/')).toBe(true);
    for (const page of ['/user/register', '/user/login', '/user/resetpwd', '/user/changeEmail', '/user/login/']) {
      expect(store.isBannerShown(page)).toBe(false);
    }
    expect(store.isBannerShown('/user/mymessage')).toBe(true);
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

  it('ignores an unknown cookie value', () => {
    document.cookie = 'userConsent=maybe; Path=/';
    expect(new ConsentStore(document).value).toBeNull();
  });
});
