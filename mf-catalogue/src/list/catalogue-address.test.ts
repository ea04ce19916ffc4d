import type { CatalogueQuery } from '@yachts/contracts/catalogue';
import { activeFilterCount, joinRepeatedLists, listHref, queryFromAddress } from './catalogue-address';
import { pageWindow } from './pagination';

function reopen(kind: 'new' | 'idle', href: string): CatalogueQuery {
  const url = new URL(href, 'http://localhost');
  const base = kind === 'new' ? '/new-yachts-for-sale/' : '/used-yachts-for-sale/';
  const rest = url.pathname.slice(base.length).replace(/\/$/, '');
  return queryFromAddress(kind, rest ? decodeURIComponent(rest) : undefined, url.searchParams);
}

describe('the list address', () => {
  it('round-trips every filter through a shareable link', () => {
    const query: CatalogueQuery = {
      q: 'sun odyssey 490',
      type: ['sail', 'catamaran'],
      builder: ['Jeanneau', 'Bénéteau & Co'],
      fuel: ['diesel'],
      hull: ['grp', 'aluminium'],
      condition: ['excellent', 'good'],
      lengthMin: 12.5,
      lengthMax: 18,
      priceMin: 100000,
      priceMax: 450000,
      yearMin: 2010,
      yearMax: 2020,
      cabins: 3,
      location: 'Palma de Mallorca',
      sort: 'price-asc',
      page: 4,
    };
    const href = listHref('idle', query);
    expect(href).toBe(
      '/used-yachts-for-sale/sun%20odyssey%20490/?type=sail,catamaran&builder=Jeanneau,B%C3%A9n%C3%A9teau+%26+Co&fuel=diesel&hull=grp,aluminium&condition=excellent,good&lengthMin=12.5&lengthMax=18&priceMin=100000&priceMax=450000&yearMin=2010&yearMax=2020&cabins=3&page=4&location=Palma+de+Mallorca&sort=price-asc',
    );
    expect(reopen('idle', href)).toEqual(query);
  });

  it('carries one dealer’s yachts (its page’s slug) through a link, and drops a value that cannot be a slug', () => {
    const href = listHref('idle', { dealer: 'azure-coast-yachting', type: ['sail'] });
    expect(href).toBe('/used-yachts-for-sale/?type=sail&dealer=azure-coast-yachting');
    expect(reopen('idle', href)).toEqual({ dealer: 'azure-coast-yachting', type: ['sail'] });
    expect(queryFromAddress('idle', undefined, new URLSearchParams('dealer=Not%20a%20slug'))).toEqual({});
  });

  it('writes the plain list without parameters, and leaves page 1 out', () => {
    expect(listHref('new', {})).toBe('/new-yachts-for-sale/');
    expect(listHref('new', { page: 1, type: ['motor'] })).toBe('/new-yachts-for-sale/?type=motor');
  });

  it('takes keywords from the path over a q parameter, and cuts them to the contract’s length', () => {
    expect(queryFromAddress('new', 'oceanis', new URLSearchParams('q=other')).q).toBe('oceanis');
    expect(queryFromAddress('new', 'x'.repeat(150), new URLSearchParams()).q).toHaveLength(100);
  });

  it('reads what the filter form sends without a script: a parameter per ticked box, blank fields, the sort', () => {
    // The names and order a GET submit of the panel writes, with nothing typed in most fields.
    const sent = new URLSearchParams(
      'type=motor&type=catamaran&builder=Bénéteau+%26+Co&builder=Jeanneau&lengthMin=&lengthMax=&priceMin=&priceMax=300000' +
        '&yearMin=&yearMax=&cabins=&location=&fuel=diesel&condition=good&condition=fair&sort=price-asc',
    );
    const query: CatalogueQuery = {
      type: ['motor', 'catamaran'],
      builder: ['Bénéteau & Co', 'Jeanneau'],
      fuel: ['diesel'],
      condition: ['good', 'fair'],
      priceMax: 300000,
      sort: 'price-asc',
    };
    expect(queryFromAddress('idle', undefined, sent)).toEqual(query);
    // The same list as the link this page writes for it.
    expect(reopen('idle', listHref('idle', query))).toEqual(query);
  });

  it('reads the list search’s `?q=` as the keywords, the filters it carries kept', () => {
    expect(queryFromAddress('idle', undefined, new URLSearchParams('q=+oceanis+&type=sail,motor&sort=price-asc'))).toEqual({
      q: 'oceanis',
      type: ['sail', 'motor'],
      sort: 'price-asc',
    });
    // Blank words are no search.
    expect(queryFromAddress('idle', undefined, new URLSearchParams('q=+&type=sail'))).toEqual({ type: ['sail'] });
  });

  it('joins repeated list parameters into one comma list, leaving a single one and the rest alone', () => {
    const joined = joinRepeatedLists(new URLSearchParams('type=sail&hull=grp&hull=&hull=steel&priceMax=5&priceMax=6&page=2'));
    expect(joined.get('type')).toBe('sail');
    expect(joined.get('hull')).toBe('grp,steel');
    expect(joined.getAll('priceMax')).toEqual(['5', '6']);
    expect(joined.get('page')).toBe('2');
  });

  it('counts the filters a phone’s Filters button shows: each value, each range once', () => {
    expect(activeFilterCount({ q: 'x', sort: 'price-asc', page: 3 })).toBe(0);
    expect(activeFilterCount({ type: ['sail', 'motor'], lengthMin: 10, lengthMax: 20, cabins: 2, location: 'Antibes' })).toBe(5);
    expect(activeFilterCount({ dealer: 'azure-coast-yachting', type: ['sail'] })).toBe(2);
  });
});

describe('the page numbers shown', () => {
  it('shows the first, the last and the pages around this one, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    // A gap of one page shows the page instead of "…".
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});
