import { cameFrom, finishAuth, safeRedirect } from './redirect';

const ORIGIN = 'https://yachts.example';

describe('?redirect= after logging in', () => {
  it.each([
    ['/user/mymessage', '/user/mymessage'],
    ['/new-yachts-for-sale/?page=2#top', '/new-yachts-for-sale/?page=2#top'],
    ['/account/information/ab%2Fc', '/account/information/ab%2Fc'],
  ])('follows the same-site path %s', (value, expected) => {
    expect(safeRedirect(value, ORIGIN)).toBe(expected);
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'user/mymessage', '', null])(
    'ignores %p',
    (value) => {
      expect(safeRedirect(value, ORIGIN)).toBeNull();
    },
  );

  it('goes to the redirect when there is one, else reloads the page', () => {
    const nav = { assign: jest.fn(), reload: jest.fn() };
    finishAuth('/user/myFollow', nav);
    expect(nav.assign).toHaveBeenCalledWith('/user/myFollow');
    finishAuth(null, nav);
    expect(nav.reload).toHaveBeenCalledTimes(1);
  });
});

describe('after logging in on the login page without ?redirect=', () => {
  it.each([
    [`${ORIGIN}/used-yachts-for-sale/?type=sail`, '/used-yachts-for-sale/?type=sail'],
    [`${ORIGIN}/community/topic/12#comments`, '/community/topic/12#comments'],
    // Not back to an account page, which would only say "already logged in"; not to another site.
    [`${ORIGIN}/user/login`, '/'],
    [`${ORIGIN}/user/register/`, '/'],
    ['https://search.example/?q=yachts', '/'],
    ['', '/'],
  ])('from %p goes to %p', (referrer, expected) => {
    expect(cameFrom(referrer, ORIGIN)).toBe(expected);
  });
});
