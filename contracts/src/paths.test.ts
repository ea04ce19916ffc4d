import { AREA_PREFIXES, PAGES, areaForPath, isPagePath, paths } from './paths';
import { matchPattern, routePath } from './route-pattern';

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

describe('one pattern per page', () => {
  it('the builders write the addresses they always wrote', () => {
    expect([
      paths.home(),
      paths.newYachts(),
      paths.usedYachts(),
      paths.community(),
      paths.newYacht(12, 'a b'),
      paths.usedYacht(7, 'x'),
      paths.compare(),
      paths.compare(['new-1', 'idle-2']),
      paths.dealers(),
      paths.dealer('sea ways'),
      paths.sellEdit('new', 3),
      paths.sellEdit('idle', 4),
      paths.sellApplication(5),
      paths.myListing('new', 6),
      paths.myListing('idle', 8),
      paths.messageDetail('a/b'),
      paths.member(),
      paths.member('u-1'),
      paths.memberTopics('u-1'),
      paths.memberReplies(),
      paths.communityEditTopic(1),
      paths.communityEditArticle(2),
      paths.communityModule(3),
      paths.communityTopic(4),
      paths.communityArticle(5),
      paths.alertsUnsubscribe(),
      paths.alertsUnsubscribe('t&1'),
    ]).toEqual([
      '/',
      '/new-yachts-for-sale/',
      '/used-yachts-for-sale/',
      '/community/',
      '/yachts/12-a%20b',
      '/yachts/used/7-x',
      '/yachts/compare/',
      '/yachts/compare/?ids=new-1,idle-2',
      '/dealers/',
      '/dealers/sea%20ways',
      '/sell/new/3/edit',
      '/sell/used/4/edit',
      '/sell/applications/5',
      '/sell/listings/new/6',
      '/sell/listings/used/8',
      '/message/interactiveDetail/a%2Fb',
      '/account/information',
      '/account/information/u-1',
      '/account/topic/u-1',
      '/account/reply',
      '/community/topic/1/edit',
      '/community/article/2/edit',
      '/community/module/3',
      '/community/topic/4',
      '/community/article/5',
      '/user/alerts/unsubscribe',
      '/user/alerts/unsubscribe?token=t%261',
    ]);
  });

  it('every built address matches its own pattern and belongs to an area or the host', () => {
    expect(matchPattern(PAGES.communityEditTopic, paths.communityEditTopic(9))).toEqual({ id: '9' });
    expect(matchPattern(PAGES.newYacht, paths.newYacht(12, 'a b'))).toEqual({ idSlug: '12-a%20b' });
    expect(matchPattern(PAGES.usedYacht, '/yachts/used/7-x/')).toEqual({ idSlug: '7-x' });
    for (const pattern of Object.values(PAGES)) expect(isPagePath(pattern.replace(/:\w+/g, 'x'))).toBe(true);
  });

  it('matches exactly: case, one segment per parameter, one optional trailing slash', () => {
    expect(matchPattern(PAGES.communityTopic, '/Community/topic/1')).toBeNull();
    expect(matchPattern(PAGES.communityTopic, '/community/topic/')).toBeNull();
    expect(matchPattern(PAGES.communityTopic, '/community/topic/1/2')).toBeNull();
    expect(matchPattern(PAGES.communityTopic, '/community/topic/1//')).toBeNull();
    expect(matchPattern(PAGES.compare, '/yachts/compare/')).toEqual({});
  });

  it('gives a route its path inside the routes that mount it', () => {
    expect(routePath(PAGES.communityTopic)).toBe('community/topic/:id');
    expect(routePath(PAGES.sellEditNew, PAGES.sell)).toBe('new/:id/edit');
    expect(() => routePath(PAGES.community, PAGES.sell)).toThrow();
  });
});
