// The catalogue api on a real database: GET /api/v1/yachts/{new|idle} with every filter, sort and paging; bad input
// answered in words, never a 500. The yachts are this file's own (catalogue-list-support.ts), each list scoped to
// them with `location=<a made-up place word>`.
import { CATALOGUE_LIMITS, SORTS, toEur, type CatalogueKind } from '@yachts/contracts/catalogue';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { CATALOGUE_QUERY_MESSAGES } from './catalogue-query';
import type { InsertedYacht } from './catalogue-support';
import { dialectUnderTest, type TestApp } from '../testing/helper';
import { answerOf, bodyOf } from '../testing/answers';
import { PLACE, catalogueFile, y } from './catalogue-list-support';

const file = catalogueFile();
const { list, ids } = file;
let t: TestApp;
beforeAll(() => {
  ({ t } = file.world());
});

const idsOf = (...yachts: InsertedYacht[]) => yachts.map((yacht) => yacht.id);

describe(`GET /api/v1/yachts/{kind}: listing (${dialectUnderTest})`, () => {
  it('lists listed yachts only, newest first, with the total and the summary shape', async () => {
    const data = await list('new', `location=${PLACE}`);
    expect(data).toMatchObject({ total: 6, page: 1, pageSize: CATALOGUE_LIMITS.pageSize, sort: 'newest' });
    expect(data.items.map((item) => item.id)).toEqual(idsOf(y.oceanis, y.lagoon, y.manhattan, y.manhattanTwin, y.princess, y.silent));
    expect(data.items[0]).toEqual({
      kind: 'new',
      id: y.oceanis.id,
      slug: y.oceanis.slug,
      url: paths.newYacht(y.oceanis.id, y.oceanis.slug),
      builder: 'Beneteau',
      model: 'Oceanis 40.1',
      modelLine: 'Oceanis',
      type: 'sail',
      year: 2024,
      lengthM: 11.98,
      cabins: 3,
      berths: 6,
      fuel: 'diesel',
      price: 289_000,
      currency: 'EUR',
      location: `${PLACE} Harbour`,
      country: 'FR',
      imageUrl: '/uploads/a.jpg',
      photoCount: 2,
      listedAt: y.oceanis.fields.createdAt.toISOString(),
    });
    // An older row with only image_url: that is its cover and its one picture.
    expect(data.items[1]).toMatchObject({
      id: y.lagoon.id,
      imageUrl: '/uploads/lagoon.jpg',
      photoCount: 1,
      price: 620_000,
      currency: 'USD',
    });
    expect(data.items[2]).toMatchObject({ imageUrl: null, photoCount: 0 });
  });

  it('gives used yachts their condition, hours and page', async () => {
    const data = await list('idle', `location=${PLACE}&type=sail&sort=year-desc`);
    expect(data.items[0]).toMatchObject({
      kind: 'idle',
      id: y.jeanneau.id,
      url: paths.usedYacht(y.jeanneau.id, y.jeanneau.slug),
      condition: 'good',
      engineHours: 850,
      price: 245_000,
      currency: 'GBP',
    });
    expect(data.items.find((item) => item.id === y.contessa.id)).toMatchObject({ condition: 'project', engineHours: null });
  });

  it.each([
    ['type=sail', 'idle', () => idsOf(y.hr44, y.jeanneau, y.contessa)],
    ['type=motor,superyacht', 'idle', () => idsOf(y.azimut, y.feadship)],
    ['type=catamaran', 'new', () => idsOf(y.lagoon, y.silent)],
    ['builder=Sunseeker,Princess', 'new', () => idsOf(y.manhattan, y.manhattanTwin, y.princess)],
    ['builder=sunseeker', 'new', () => []],
    ['fuel=electric', 'new', () => idsOf(y.silent)],
    ['fuel=petrol,electric', 'idle', () => idsOf(y.contessa)],
    ['hull=steel,wood', 'idle', () => idsOf(y.feadship, y.contessa)],
    ['condition=excellent,project', 'idle', () => idsOf(y.hr44, y.contessa)],
    ['lengthMin=13.6&lengthMax=17', 'idle', () => idsOf(y.hr44, y.jeanneau, y.azimut)],
    ['lengthMin=17.3', 'new', () => idsOf(y.manhattan, y.manhattanTwin, y.princess, y.silent)],
    ['lengthMax=11.98', 'new', () => idsOf(y.oceanis)],
    // USD 620,000 is EUR 570,400 and GBP 245,000 is EUR 286,650: the bounds are in euros.
    ['priceMin=570400&priceMax=600000', 'new', () => idsOf(y.lagoon)],
    ['priceMax=570399', 'new', () => idsOf(y.oceanis)],
    ['priceMin=286650&priceMax=495000', 'idle', () => idsOf(y.hr44, y.jeanneau)],
    ['priceMin=286649.5&priceMax=286650.9', 'idle', () => idsOf(y.jeanneau)],
    ['yearMin=2017&yearMax=2018', 'idle', () => idsOf(y.hr44, y.jeanneau)],
    ['yearMax=1998', 'idle', () => idsOf(y.feadship, y.contessa)],
    ['yearMin=2026', 'new', () => idsOf(y.manhattanTwin, y.princess)],
    ['cabins=4', 'new', () => idsOf(y.lagoon, y.manhattan, y.manhattanTwin, y.princess, y.silent)],
    ['cabins=5', 'new', () => idsOf(y.silent)],
    ['type=sail&condition=good&yearMin=2000', 'idle', () => idsOf(y.jeanneau)],
  ])('filters by %s (%s)', async (query, kind, expected) => {
    expect(await ids(kind as CatalogueKind, query)).toEqual(expected());
  });

  it('reads an empty parameter as no filter', async () => {
    expect(await ids('idle', 'type=&priceMax=&sort=')).toEqual(await ids('idle'));
  });

  it('matches the location at the start of any word of the place, in any case, or of the country name', async () => {
    const palma = await list('idle', `location=${encodeURIComponent(`PALMA ${PLACE.slice(0, 6)}`)}`);
    expect(palma.items.map((item) => item.id)).toEqual(idsOf(y.hr44));
    // "Hercule" is the second word of the place; not the middle of a word.
    expect((await list('idle', `location=hercule ${PLACE}`)).items.map((item) => item.id)).toEqual(idsOf(y.feadship));
    expect((await list('idle', `location=ercule ${PLACE}`)).total).toBe(0);
    // "mona" starts the country name Monaco (MC): the yacht in Port Hercule matches though its place does not say so.
    const monaco = await list('idle', 'location=mona&pageSize=60');
    expect(monaco.items.map((item) => item.id)).toContain(y.feadship.id);
    expect(monaco.items.map((item) => item.id)).not.toContain(y.hr44.id);
    for (const item of monaco.items) expect(/\bmona/i.test(String(item.location)) || item.country === 'MC').toBe(true);
    // Characters of regular expressions are plain text here.
    expect((await list('idle', `location=${encodeURIComponent('.*')}`)).total).toBe(0);
    expect((await list('idle', `location=${encodeURIComponent('(')}`)).total).toBe(0);
  });

  describe('sorting', () => {
    const used = () => [y.hr44, y.jeanneau, y.azimut, y.feadship, y.contessa];
    const byPrice = (a: InsertedYacht, b: InsertedYacht) =>
      toEur(a.fields.price, a.fields.currency) - toEur(b.fields.price, b.fields.currency);
    it.each([
      ['newest', () => used()],
      ['price-asc', () => [...used()].sort(byPrice)],
      ['price-desc', () => [...used()].sort(byPrice).reverse()],
      ['length-asc', () => [...used()].sort((a, b) => a.fields.lengthM - b.fields.lengthM)],
      ['length-desc', () => [...used()].sort((a, b) => b.fields.lengthM - a.fields.lengthM)],
      ['year-asc', () => [...used()].sort((a, b) => a.fields.year - b.fields.year)],
      ['year-desc', () => [...used()].sort((a, b) => b.fields.year - a.fields.year)],
    ])('sorts by %s', async (sort, expected) => {
      const data = await list('idle', `location=${PLACE}&builder=Hallberg-Rassy,Jeanneau,Azimut,Feadship,Contessa&sort=${sort}`);
      expect(data.sort).toBe(sort);
      expect(data.items.map((item) => item.id)).toEqual(expected().map((yacht) => yacht.id));
    });

    it('breaks ties newest first, so pages never overlap', async () => {
      // By year the yachts tie in pairs (2026, 2025, 2024): each pair newest listing first.
      expect(await ids('new', 'sort=year-desc')).toEqual(idsOf(y.manhattanTwin, y.princess, y.lagoon, y.manhattan, y.oceanis, y.silent));
    });

    it('covers every sort of the contract', () => {
      // relevance is exercised with keywords (catalogue-search.test.ts); the others above.
      expect([...SORTS].sort()).toEqual([
        'length-asc',
        'length-desc',
        'newest',
        'price-asc',
        'price-desc',
        'relevance',
        'year-asc',
        'year-desc',
      ]);
    });
  });

  it('pages without overlap and keeps the total on every page', async () => {
    const all = await ids('new');
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list('new', `location=${PLACE}&pageSize=2&page=${page}`)));
    expect(pages.map((p) => p.total)).toEqual([6, 6, 6, 6]);
    expect(pages.flatMap((p) => p.items.map((item) => item.id))).toEqual(all);
    expect(pages[3]).toMatchObject({ items: [], page: 4, pageSize: 2 });
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    expect(await list('new', `location=${PLACE}&type=sail&cabins=9`)).toMatchObject({ items: [], total: 0 });
  });

  describe('refuses bad input with a sentence, and never a 500', () => {
    it.each([
      ['page=0', 'page must be a whole number from 1 to 5000.'],
      ['page=5001', 'page must be a whole number from 1 to 5000.'],
      ['page=abc', 'page must be a whole number from 1 to 5000.'],
      ['page=1.5', 'page must be a whole number from 1 to 5000.'],
      ['pageSize=61', 'pageSize must be a whole number from 1 to 60.'],
      ['pageSize=0', 'pageSize must be a whole number from 1 to 60.'],
      ['lengthMin=-1', 'lengthMin must be a length in metres from 0 to 1000.'],
      ['lengthMax=ten', 'lengthMax must be a length in metres from 0 to 1000.'],
      ['priceMax=3000000000', 'priceMax must be a price from 0 to 2000000000, in euros or in the currency given.'],
      ['priceMin=1e400', 'priceMin must be a price from 0 to 2000000000, in euros or in the currency given.'],
      ['yearMin=99', 'yearMin must be a year from 1800 to 2100.'],
      ['yearMax=2020.5', 'yearMax must be a year from 1800 to 2100.'],
      ['cabins=-2', 'cabins must be a whole number from 0 to 100.'],
      ['cabins=1&cabins=2', 'cabins must be a whole number from 0 to 100.'],
      ['q=a&q=b', CATALOGUE_QUERY_MESSAGES.once('q')],
      ['colour=blue', CATALOGUE_QUERY_MESSAGES.unknownParameter('colour')],
      ['sort=price', CATALOGUE_QUERY_MESSAGES.sort('price')],
      ['currency=YEN', 'Unknown currency "YEN": use EUR, USD, GBP, CHF or AUD.'],
      ['sort=relevance', CATALOGUE_QUERY_MESSAGES.relevanceNeedsKeywords],
      ['type=boat', 'Unknown type "boat": use motor, sail, catamaran or superyacht.'],
      ['type=sail,Sail', CATALOGUE_QUERY_MESSAGES.unknownValue('type', 'Sail', ['motor', 'sail', 'catamaran', 'superyacht'])],
      ['fuel=coal', 'Unknown fuel "coal": use diesel, petrol, electric or hybrid.'],
      ['hull=paper', 'Unknown hull "paper": use grp, aluminium, steel, wood or carbon.'],
      ['condition=new', 'Unknown condition "new": use excellent, good, fair or project.'],
      ['lengthMin=20&lengthMax=10', CATALOGUE_QUERY_MESSAGES.minAboveMax('length')],
      ['priceMin=2&priceMax=1', CATALOGUE_QUERY_MESSAGES.minAboveMax('price')],
      ['yearMin=2020&yearMax=2010', CATALOGUE_QUERY_MESSAGES.minAboveMax('year')],
      [`q=${'a'.repeat(101)}`, CATALOGUE_QUERY_MESSAGES.keywordsTooLong],
      [`location=${'a'.repeat(81)}`, CATALOGUE_QUERY_MESSAGES.locationTooLong],
      [`builder=${'b'.repeat(81)}`, CATALOGUE_QUERY_MESSAGES.builderTooLong],
      [`builder=${Array.from({ length: 31 }, (_, i) => `b${i}`).join(',')}`, CATALOGUE_QUERY_MESSAGES.tooManyValues('builder')],
      ['q=%00', CATALOGUE_QUERY_MESSAGES.characters('q')],
      ['location=pal%00ma', CATALOGUE_QUERY_MESSAGES.characters('location')],
      ['builder=a%0Ab', CATALOGUE_QUERY_MESSAGES.characters('builder')],
    ])('?%s', async (query, message) => {
      for (const kind of ['new', 'idle'] as const) {
        const response = await t.app.inject({ url: `/api/v1/yachts/${kind}?${query}` });
        expect(response.statusCode).toBe(400);
        expect(bodyOf(response)).toEqual({ code: ErrorCode.BAD_REQUEST, msg: message, data: null });
      }
    });

    it('refuses condition on new yachts, which have none', async () => {
      const response = await t.app.inject({ url: '/api/v1/yachts/new?condition=good' });
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response)).toEqual({ code: ErrorCode.BAD_REQUEST, msg: CATALOGUE_QUERY_MESSAGES.conditionOnNew, data: null });
    });

    it.each(['%ff%fe', encodeURIComponent("'; drop table used_yachts; --"), encodeURIComponent('\\'), encodeURIComponent('😀 ñ')])(
      'takes odd text (%s) as text',
      async (text) => {
        for (const name of ['q', 'location', 'builder']) {
          const response = await t.app.inject({ url: `/api/v1/yachts/idle?${name}=${text}` });
          expect(response.statusCode).toBe(200);
          expect(answerOf(response).code).toBe(0);
        }
      },
    );
  });
});
