// @dialect: the lists' sorting, paging and keyword search.
// The catalogue api on a real database: GET /api/v1/yachts/{new|idle} with every filter, sort and paging,
// the filter values, one yacht, similar yachts; bad input answered in words, never a 500. The yachts are this
// file's own (catalogue-support.ts), each list scoped to them with `location=<a made-up place word>`.
import { CATALOGUE_LIMITS, SORTS, toEur, type CatalogueFilters, type CatalogueKind, type YachtDetail } from '@yachts/contracts/catalogue';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { sellerEntries } from '../db/schema';
import { CATALOGUE_QUERY_MESSAGES } from './catalogue-query';
import { CATALOGUE_MESSAGES } from './catalogue-routes';
import { YachtFixtures, minutesAgo, uniqueWord, type InsertedYacht } from './catalogue-support';
import { buildTestApp, dialectUnderTest, loginAs, type LoggedIn, type TestApp } from '../testing/helper';
import { answerOf, bodyOf, dataOf, like } from '../testing/answers';

let t: TestApp;
let fixtures: YachtFixtures;
// 'aa…': first among places and builders of equal count, so the filters call's top 200 always shows them.
const PLACE = uniqueWord('aa');
const YARD = `${uniqueWord('aa')} Builder Yard`;
const BUILDER = `${uniqueWord('Aa')} Werft`;
let seller: LoggedIn;
let broker: LoggedIn;

const y = {} as Record<
  | 'oceanis'
  | 'lagoon'
  | 'manhattan'
  | 'manhattanTwin'
  | 'princess'
  | 'silent'
  | 'withdrawnNew'
  | 'hr44'
  | 'jeanneau'
  | 'azimut'
  | 'feadship'
  | 'contessa'
  | 'withdrawnUsed',
  InsertedYacht
>;

beforeAll(async () => {
  // The seed is not needed (the yachts are this file's) and costs seconds of start-up.
  t = await buildTestApp({ SEED: 'false' });
  fixtures = new YachtFixtures(t.app);
  seller = await loginAs(t.app, { name: 'Marta Keel' });
  broker = await loginAs(t.app, { name: 'Pierre Lune' });
  await t.app.database.db.insert(sellerEntries).values([
    // An approved broker entry names the seller; a rejected business entry of the same member does not.
    {
      userId: broker.user.id,
      type: 'seller',
      category: 'broker',
      status: 'approved',
      companyName: 'Lune Yachting',
      contactName: 'Pierre Lune',
      email: 'p@example.com',
      country: 'FR',
      reviewedAt: minutesAgo(60),
    },
    {
      userId: broker.user.id,
      type: 'business',
      category: 'dealer',
      status: 'rejected',
      companyName: 'Lune Dealers',
      contactName: 'Pierre Lune',
      email: 'p@example.com',
      country: 'FR',
    },
  ]);
  const harbour = `${PLACE} Harbour`;
  y.oceanis = await fixtures.add('new', {
    location: harbour,
    createdAt: minutesAgo(10),
    year: 2024,
    sellerId: seller.user.id,
    photos: ['/uploads/a.jpg', '/uploads/b.jpg'],
  });
  y.lagoon = await fixtures.add('new', {
    builder: 'Lagoon',
    model: 'Lagoon 42',
    modelLine: '',
    type: 'catamaran',
    lengthM: 12.8,
    beamM: 7.7,
    draftM: 1.25,
    cabins: 4,
    berths: 10,
    price: 620_000,
    currency: 'USD',
    year: 2025,
    location: harbour,
    createdAt: minutesAgo(20),
    imageUrl: '/uploads/lagoon.jpg',
  });
  y.manhattan = await fixtures.add('new', {
    builder: 'Sunseeker',
    model: 'Manhattan 55',
    modelLine: 'Manhattan',
    type: 'motor',
    lengthM: 17.3,
    beamM: 4.9,
    draftM: 1.3,
    cabins: 4,
    berths: 8,
    price: 1_950_000,
    currency: 'GBP',
    year: 2025,
    fuel: 'diesel',
    location: harbour,
    createdAt: minutesAgo(30),
    topSpeedKn: 32,
    cruiseSpeedKn: 25,
  });
  y.manhattanTwin = await fixtures.add('new', {
    builder: 'Sunseeker',
    model: 'Manhattan 55 Limited',
    modelLine: 'Manhattan',
    type: 'motor',
    lengthM: 17.35,
    beamM: 4.9,
    draftM: 1.3,
    cabins: 4,
    berths: 8,
    price: 1_990_000,
    currency: 'GBP',
    year: 2026,
    location: `${PLACE} Yard`,
    createdAt: minutesAgo(35),
  });
  y.princess = await fixtures.add('new', {
    builder: 'Princess',
    model: 'Y85',
    modelLine: 'Y Class',
    type: 'motor',
    lengthM: 26.6,
    beamM: 6.1,
    draftM: 1.9,
    cabins: 4,
    berths: 9,
    price: 5_900_000,
    currency: 'GBP',
    year: 2026,
    location: harbour,
    createdAt: minutesAgo(40),
  });
  y.silent = await fixtures.add('new', {
    builder: 'Silent Yachts',
    model: 'Silent 60',
    modelLine: '',
    type: 'catamaran',
    lengthM: 18.3,
    beamM: 9.1,
    draftM: 1.6,
    cabins: 5,
    berths: 10,
    price: 3_500_000,
    currency: 'EUR',
    year: 2024,
    fuel: 'electric',
    hullMaterial: 'carbon',
    location: harbour,
    createdAt: minutesAgo(50),
  });
  y.withdrawnNew = await fixtures.add('new', { model: 'First 36', location: harbour, status: 'withdrawn', createdAt: minutesAgo(5) });

  y.hr44 = await fixtures.add('idle', {
    builder: 'Hallberg-Rassy',
    model: '44',
    modelLine: '',
    lengthM: 13.6,
    year: 2017,
    price: 495_000,
    condition: 'excellent',
    location: `Palma ${PLACE}`,
    country: 'ES',
    createdAt: minutesAgo(10),
    sellerId: broker.user.id,
    engineHours: 1450,
    priceHistory: [
      { price: 560_000, currency: 'EUR', changedAt: minutesAgo(60 * 24 * 200) },
      { price: 520_000, currency: 'EUR', changedAt: minutesAgo(60 * 24 * 100) },
    ],
  });
  y.jeanneau = await fixtures.add('idle', {
    builder: 'Jeanneau',
    model: 'Sun Odyssey 449',
    modelLine: 'Sun Odyssey',
    lengthM: 13.7,
    year: 2018,
    price: 245_000,
    currency: 'GBP',
    condition: 'good',
    location: `Lymington ${PLACE}`,
    country: 'GB',
    createdAt: minutesAgo(20),
  });
  y.azimut = await fixtures.add('idle', {
    builder: 'Azimut',
    model: '55',
    type: 'motor',
    lengthM: 16.9,
    year: 2012,
    price: 520_000,
    condition: 'fair',
    cabins: 3,
    location: `Antibes ${PLACE}`,
    country: 'FR',
    createdAt: minutesAgo(30),
    engineHours: 2900,
  });
  y.feadship = await fixtures.add('idle', {
    builder: 'Feadship',
    model: 'Moonlight',
    type: 'superyacht',
    lengthM: 45.5,
    beamM: 8.9,
    draftM: 2.7,
    year: 1998,
    price: 14_500_000,
    condition: 'good',
    hullMaterial: 'steel',
    cabins: 6,
    berths: 12,
    location: `Port Hercule ${PLACE}`,
    country: 'MC',
    createdAt: minutesAgo(40),
  });
  y.contessa = await fixtures.add('idle', {
    builder: 'Contessa',
    model: '32',
    lengthM: 9.75,
    year: 1979,
    price: 28_000,
    currency: 'GBP',
    condition: 'project',
    cabins: 2,
    berths: 5,
    hullMaterial: 'wood',
    fuel: 'petrol',
    location: `Falmouth ${PLACE}`,
    country: 'GB',
    createdAt: minutesAgo(50),
    engineHours: null,
  });
  y.withdrawnUsed = await fixtures.add('idle', { location: `Palma ${PLACE}`, status: 'withdrawn', createdAt: minutesAgo(5) });

  // Two listed yachts and a withdrawn one of a builder no other file has, for the counts of the filters call.
  await fixtures.add('idle', { builder: BUILDER, model: 'One', location: YARD });
  await fixtures.add('idle', { builder: BUILDER, model: 'Two', location: YARD });
  await fixtures.add('idle', { builder: BUILDER, model: 'Three', location: YARD, status: 'withdrawn' });
});
afterAll(async () => {
  await fixtures.removeAll();
  await t.close();
});

type Item = { id: number; kind: string; [key: string]: unknown };

async function list(kind: CatalogueKind, query: string) {
  const response = await t.app.inject({ url: `/api/v1/yachts/${kind}?${query}` });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.code).toBe(0);
  return body.data as { items: Item[]; total: number; page: number; pageSize: number; sort: string };
}

/** The ids of one scoped list, in order. */
async function ids(kind: CatalogueKind, query = '') {
  return (await list(kind, `location=${PLACE}&pageSize=60${query ? `&${query}` : ''}`)).items.map((item) => item.id);
}

const idsOf = (...yachts: InsertedYacht[]) => yachts.map((yacht) => yacht.id);
const builderYachts = () => fixtures.made.filter((yacht) => yacht.fields.builder === BUILDER && yacht.fields.status === 'listed');

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

describe(`GET /api/v1/yachts/{kind}/filters (${dialectUnderTest})`, () => {
  it('offers the builders and places of listed yachts with their counts, and the ranges', async () => {
    const response = await t.app.inject({ url: '/api/v1/yachts/idle/filters' });
    expect(response.statusCode).toBe(200);
    const { code, data } = response.json();
    expect(code).toBe(0);
    expect(data.builders).toContainEqual({ name: BUILDER, count: builderYachts().length });
    expect(data.locations).toContainEqual(like.objectContaining({ name: YARD, count: 2 }));
    expect(data.locations).toContainEqual(like.objectContaining({ name: `Palma ${PLACE}`, count: 1 }));
    // Most yachts first.
    const counts = data.builders.map((b: { count: number }) => b.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(data.lengthM.min).toBeLessThanOrEqual(9.75);
    expect(data.lengthM.max).toBeGreaterThanOrEqual(45.5);
    expect(data.price.min).toBeLessThanOrEqual(toEur(28_000, 'GBP'));
    expect(data.price.max).toBeGreaterThanOrEqual(14_500_000);
    expect(data.year.min).toBeLessThanOrEqual(1979);
    expect(data.year.max).toBeGreaterThanOrEqual(2018);
  });

  it('is per kind', async () => {
    const data = dataOf<CatalogueFilters>(await t.app.inject({ url: '/api/v1/yachts/new/filters' }));
    expect(data.builders.map((b: { name: string }) => b.name)).not.toContain(BUILDER);
    expect(data.locations).toContainEqual(like.objectContaining({ name: `${PLACE} Harbour`, count: 5 }));
  });
});

describe(`GET /api/v1/yachts/{kind}/{id} (${dialectUnderTest})`, () => {
  it('answers a new yacht with specifications, gallery, a private seller and followers', async () => {
    const response = await t.app.inject({ url: `/api/v1/yachts/new/${y.oceanis.id}` });
    expect(response.statusCode).toBe(200);
    const { code, data } = response.json();
    expect(code).toBe(0);
    expect(data).toMatchObject({
      kind: 'new',
      id: y.oceanis.id,
      url: paths.newYacht(y.oceanis.id, y.oceanis.slug),
      builder: 'Beneteau',
      model: 'Oceanis 40.1',
      lengthM: 11.98,
      beamM: 4.18,
      draftM: 2.17,
      engines: '1 x Yanmar 4JH45 (45 hp)',
      hullMaterial: 'grp',
      topSpeedKn: 8.5,
      cruiseSpeedKn: 7,
      description: y.oceanis.fields.description,
      photos: ['/uploads/a.jpg', '/uploads/b.jpg'],
      imageUrl: '/uploads/a.jpg',
      followers: 0,
      updatedAt: y.oceanis.fields.createdAt.toISOString(),
      seller: {
        name: 'Marta Keel',
        kind: 'private',
        uuid: seller.uuid,
        avatarUrl: null,
        memberSince: seller.user.createdAt.toISOString(),
        country: '',
      },
    });
    expect(data).not.toHaveProperty('priceHistory');
    expect(data).not.toHaveProperty('followed');
  });

  it('gives an older new yacht its image_url as the gallery, and no seller when none is known', async () => {
    const data = dataOf<YachtDetail>(await t.app.inject({ url: `/api/v1/yachts/new/${y.lagoon.id}` }));
    expect(data).toMatchObject({ photos: ['/uploads/lagoon.jpg'], seller: null, type: 'catamaran' });
  });

  it('answers a used yacht with condition, hours, the price history ending at the asking price, and a broker', async () => {
    const data = dataOf<YachtDetail>(await t.app.inject({ url: `/api/v1/yachts/idle/${y.hr44.id}` }));
    expect(data).toMatchObject({
      kind: 'idle',
      condition: 'excellent',
      engineHours: 1450,
      price: 495_000,
      seller: { name: 'Lune Yachting', kind: 'broker', uuid: broker.uuid, country: 'FR' },
      photos: [],
      imageUrl: null,
    });
    expect(data.priceHistory?.map((p: { price: number }) => p.price)).toEqual([560_000, 520_000, 495_000]);
    expect(data.priceHistory?.[2]).toEqual({ price: 495_000, currency: 'EUR', changedAt: y.hr44.fields.createdAt.toISOString() });
  });

  it('gives a used yacht without history its asking price as the one point', async () => {
    const data = dataOf<YachtDetail>(await t.app.inject({ url: `/api/v1/yachts/idle/${y.jeanneau.id}` }));
    expect(data.priceHistory).toEqual([{ price: 245_000, currency: 'GBP', changedAt: y.jeanneau.fields.createdAt.toISOString() }]);
  });

  it.each([
    ['a withdrawn yacht', 'new', () => y.withdrawnNew.id],
    ['a withdrawn used yacht', 'idle', () => y.withdrawnUsed.id],
    ['an id no yacht has', 'idle', () => 2_000_000_000],
  ])('answers 404 for %s (detail and similar)', async (_name, kind, id) => {
    for (const tail of ['', '/similar']) {
      const response = await t.app.inject({ url: `/api/v1/yachts/${kind}/${id()}${tail}` });
      expect(response.statusCode).toBe(404);
      expect(bodyOf(response)).toEqual({ code: ErrorCode.NOT_FOUND, msg: CATALOGUE_MESSAGES.yachtMissing, data: null });
    }
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999', '1e400'])('refuses the id %s with a sentence', async (id) => {
    for (const tail of ['', '/similar']) {
      const response = await t.app.inject({ url: `/api/v1/yachts/new/${id}${tail}` });
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response)).toEqual({ code: ErrorCode.BAD_REQUEST, msg: CATALOGUE_MESSAGES.id, data: null });
    }
  });
});

describe(`GET /api/v1/yachts/{kind}/{id}/similar (${dialectUnderTest})`, () => {
  it('answers up to four listed yachts of the same kind and type, the closest in length and price first', async () => {
    const response = await t.app.inject({ url: `/api/v1/yachts/new/${y.manhattan.id}/similar` });
    expect(response.statusCode).toBe(200);
    const items = dataOf<Item[]>(response);
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.length).toBeLessThanOrEqual(CATALOGUE_LIMITS.similar);
    // The twin (17.35 m, GBP 1,990,000) is the closest yacht in this file's own database.
    expect(items[0]!.id).toBe(y.manhattanTwin.id);
    expect(items.map((item) => item.id)).not.toContain(y.manhattan.id);
    expect(items.every((item) => item.kind === 'new' && item.type === 'motor')).toBe(true);
  });

  it('leaves out withdrawn yachts', async () => {
    const twin = await fixtures.add('idle', { ...y.feadship.fields, model: 'Moonlight II', status: 'withdrawn' });
    const items = dataOf<Item[]>(await t.app.inject({ url: `/api/v1/yachts/idle/${y.feadship.id}/similar` }));
    expect(items.map((item) => item.id)).not.toContain(twin.id);
    expect(items.every((item) => item.type === 'superyacht')).toBe(true);
  });
});

describe('the API reference', () => {
  it('documents the catalogue routes with their parameters', async () => {
    const spec = (await t.app.inject({ url: '/docs/json' })).json();
    const list = spec.paths['/api/v1/yachts/idle'].get;
    expect(list.tags).toEqual(['catalogue']);
    const names = list.parameters.map((p: { name: string }) => p.name);
    for (const name of [
      'q',
      'type',
      'builder',
      'fuel',
      'hull',
      'condition',
      'location',
      'lengthMin',
      'priceMax',
      'yearMin',
      'cabins',
      'sort',
      'page',
      'pageSize',
    ]) {
      expect(names).toContain(name);
    }
    for (const kind of ['new', 'idle']) {
      for (const path of [`/api/v1/yachts/${kind}/filters`, `/api/v1/yachts/${kind}/{id}`, `/api/v1/yachts/${kind}/{id}/similar`]) {
        expect(spec.paths[path].get.tags).toEqual(['catalogue']);
      }
      expect(spec.paths[`/api/v1/yachts/${kind}/{id}/follow`].post.tags).toEqual(['catalogue']);
    }
    expect(spec.paths['/newyacht/message'].post.tags).toEqual(['catalogue']);
    expect(spec.paths['/idleYacht/message'].post.tags).toEqual(['catalogue']);
  });
});

describe('GET /health', () => {
  it('answers with the database in use', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({ status: 'ok', database: dialectUnderTest });
  });
});
