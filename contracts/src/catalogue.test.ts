import {
  parseCompareIds,
  CATALOGUE_LIMITS,
  CATALOGUE_RANGES,
  catalogueQueryToParams,
  catalogueText,
  inCatalogueRange,
  parseCatalogueQuery,
} from './catalogue';

const parse = (search: string) => parseCatalogueQuery(new URLSearchParams(search));

describe('parseCatalogueQuery: a link never asks the api for what it refuses', () => {
  it.each([
    ['a page past the last the api serves', `page=${CATALOGUE_LIMITS.maxPage + 1}`],
    ['page 0', 'page=0'],
    ['a negative page', 'page=-2'],
    ['a fractional page', 'page=2.5'],
    ['a page size above the largest', `pageSize=${CATALOGUE_LIMITS.maxPageSize + 1}`],
    ['page size 0', 'pageSize=0'],
    ['a two-digit year', 'yearMin=19'],
    ['a three-digit year', 'yearMax=201'],
    ['a year after the range', `yearMax=${CATALOGUE_RANGES.year.max + 1}`],
    ['a fractional year', 'yearMin=2010.5'],
    ['a length longer than any the api takes', `lengthMax=${CATALOGUE_RANGES.length.max + 1000}`],
    ['a negative length', 'lengthMin=-1'],
    ['a price above the api’s ceiling', `priceMax=${CATALOGUE_RANGES.price.max + 1}`],
    ['a negative price', 'priceMin=-5'],
    ['cabins above the api’s ceiling', `cabins=${CATALOGUE_RANGES.cabins.max + 1}`],
    ['fractional cabins', 'cabins=2.5'],
    ['a number too large to be finite', 'lengthMin=1e400'],
    ['words where a number goes', 'cabins=lots'],
  ])('drops %s (%s)', (_name, search) => {
    expect(parse(search)).toEqual({});
  });

  it('keeps the values at both ends of every range', () => {
    const ends = (key: string, range: { min: number; max: number }) => [parse(`${key}=${range.min}`), parse(`${key}=${range.max}`)];
    expect(ends('page', CATALOGUE_RANGES.page)).toEqual([{ page: 1 }, { page: CATALOGUE_LIMITS.maxPage }]);
    expect(ends('pageSize', CATALOGUE_RANGES.pageSize)).toEqual([{ pageSize: 1 }, { pageSize: 60 }]);
    expect(ends('yearMin', CATALOGUE_RANGES.year)).toEqual([{ yearMin: 1800 }, { yearMin: 2100 }]);
    expect(ends('lengthMax', CATALOGUE_RANGES.length)).toEqual([{ lengthMax: 0 }, { lengthMax: 1000 }]);
    expect(ends('priceMax', CATALOGUE_RANGES.price)).toEqual([{ priceMax: 0 }, { priceMax: 2_000_000_000 }]);
    expect(ends('cabins', CATALOGUE_RANGES.cabins)).toEqual([{ cabins: 0 }, { cabins: 100 }]);
    // Lengths and prices may have decimals; the api takes them.
    expect(parse('lengthMin=12.19&priceMin=99999.5')).toEqual({ lengthMin: 12.19, priceMin: 99999.5 });
  });

  it('drops only the bad number and keeps the rest of the link', () => {
    expect(parse('type=sail&yearMin=201&yearMax=2020&page=9000&sort=price-asc')).toEqual({
      type: ['sail'],
      yearMax: 2020,
      sort: 'price-asc',
    });
  });

  it('puts two ends given the wrong way round in order (the api refuses a minimum above the maximum)', () => {
    expect(parse('yearMin=2020&yearMax=2010&lengthMin=20&lengthMax=10&priceMin=5&priceMax=1')).toEqual({
      yearMin: 2010,
      yearMax: 2020,
      lengthMin: 10,
      lengthMax: 20,
      priceMin: 1,
      priceMax: 5,
    });
  });

  it('keeps text inside the api’s limits: no control characters, no over-long builder, at most 30 values', () => {
    const query = parse(
      `q=${encodeURIComponent('sun\u0000odyssey')}&location=${'p'.repeat(90)}&builder=${['Jeanneau', 'x'.repeat(81), 'Bad\u0007name'].join(',')}`,
    );
    expect(query.q).toBe('sun odyssey');
    expect(query.location).toHaveLength(CATALOGUE_LIMITS.locationMaxLength);
    expect(query.builder).toEqual(['Jeanneau']);
    const many = Array.from({ length: 40 }, (_, i) => `Builder ${i}`);
    expect(parse(`builder=${many.join(',')}`).builder).toEqual(many.slice(0, CATALOGUE_LIMITS.listMaxValues));
  });

  it('writes back exactly what it read, so a cleaned link is stable', () => {
    const query = parse('type=motor&lengthMin=12.19&yearMax=2024&page=3');
    expect(parse(catalogueQueryToParams(query).toString())).toEqual(query);
  });
});

describe('catalogueText', () => {
  it('turns control characters into spaces, trims and cuts to the length', () => {
    expect(catalogueText('  a\u0001b\u007f ', 10)).toBe('a b');
    expect(catalogueText('abcdef', 3)).toBe('abc');
    expect(catalogueText('\u0000 \t', 10)).toBeUndefined();
    expect(catalogueText(null, 10)).toBeUndefined();
  });
});

describe('inCatalogueRange', () => {
  it('accepts whole numbers only where the api wants them', () => {
    expect(inCatalogueRange(CATALOGUE_RANGES.year, 2000)).toBe(true);
    expect(inCatalogueRange(CATALOGUE_RANGES.year, 2000.5)).toBe(false);
    expect(inCatalogueRange(CATALOGUE_RANGES.length, 12.5)).toBe(true);
    expect(inCatalogueRange(CATALOGUE_RANGES.length, Number.NaN)).toBe(false);
  });
});

describe('parseCompareIds', () => {
  it('reads kind-id pairs, once each, four at most, and drops the rest', () => {
    expect(parseCompareIds('idle-7, new-101,idle-7,yacht-3,idle-0,idle-99999999999,new-5,idle-8,new-9')).toEqual([
      { kind: 'idle', id: 7 },
      { kind: 'new', id: 101 },
      { kind: 'new', id: 5 },
      { kind: 'idle', id: 8 },
    ]);
    expect(parseCompareIds(null)).toEqual([]);
  });
});
