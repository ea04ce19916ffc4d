import { homeSearch, parseId, readSort, readTab, sortSearch } from './community-address';

const params = (query: string) => new URLSearchParams(query);

describe('the community address', () => {
  it('reads the tab and sort, falling back to Latest and Newest for anything it does not know', () => {
    expect(readTab(params('tab=following'))).toBe('following');
    expect(readTab(params('tab=recommended'))).toBe('recommended');
    expect(readTab(params('tab=top'))).toBe('latest');
    expect(readTab(params(''))).toBe('latest');
    expect(readSort(params('sort=active'))).toBe('active');
    expect(readSort(params('sort=oldest'))).toBe('newest');
  });

  it('writes only what differs from the defaults, keeping the sort on every tab', () => {
    expect(homeSearch({ tab: 'latest', sort: 'newest' })).toBe('');
    expect(homeSearch({ tab: 'latest', sort: 'active' })).toBe('?sort=active');
    expect(homeSearch({ tab: 'following', sort: 'active' })).toBe('?tab=following&sort=active');
    expect(homeSearch({ tab: 'recommended', sort: 'newest' })).toBe('?tab=recommended');
    expect(sortSearch('newest')).toBe('');
    expect(sortSearch('active')).toBe('?sort=active');
  });

  it('takes only positive whole numbers as ids', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeNull();
    expect(parseId('-3')).toBeNull();
    expect(parseId('12abc')).toBeNull();
    expect(parseId('1e3')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });
});
