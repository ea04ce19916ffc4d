import { AREA_PREFIXES, areaForPath, isPagePath, paths } from './paths';

describe('page paths', () => {
  it.each([
    ['/new-yachts-for-sale/', 'catalogue'],
    ['/used-yachts-for-sale/beneteau%20oceanis/', 'catalogue'],
    ['/community/', 'community'],
    ['/community', 'community'],
    ['/user/login', 'account'],
    ['/account/information', 'account'],
    ['/message/interactiveDetail/7', 'account'],
  ])('%s belongs to the %s area', (pathname, area) => {
    expect(areaForPath(pathname)).toBe(area);
  });

  it('gives nobody a path that only shares a prefix with an area', () => {
    expect(areaForPath('/communityx')).toBeNull();
    expect(areaForPath('/users')).toBeNull();
    expect(isPagePath('/no-such-page')).toBe(false);
  });

  it('treats the home page as a page of the host', () => {
    expect(areaForPath('/')).toBeNull();
    expect(isPagePath('/')).toBe(true);
  });

  it('owns each prefix in exactly one area', () => {
    const all = Object.values(AREA_PREFIXES).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('builds the header-search URL as {category url}/{encoded keywords}/', () => {
    expect(paths.search('/new-yachts-for-sale/', 'Swan 48 & more')).toBe('/new-yachts-for-sale/Swan%2048%20%26%20more/');
  });
});
