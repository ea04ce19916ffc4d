// The catalogue api on a real database: the filter values, one yacht, similar yachts, the API reference and /health;
// bad input answered in words, never a 500. The yachts are this file's own (catalogue-list-support.ts).
import { CATALOGUE_LIMITS, toEur, type CatalogueFilters, type YachtDetail } from '@yachts/contracts/catalogue';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { CATALOGUE_MESSAGES } from './catalogue-routes';
import type { YachtFixtures } from './catalogue-support';
import { dialectUnderTest, type LoggedIn, type TestApp } from '../testing/helper';
import { answerOf, bodyOf, dataOf, like } from '../testing/answers';
import { apiReference, operationOf } from '../testing/openapi';
import { BUILDER, PLACE, YARD, catalogueFile, y, type Item } from './catalogue-list-support';

const file = catalogueFile();
const { builderYachts } = file;
let t: TestApp;
let fixtures: YachtFixtures;
let seller: LoggedIn;
let broker: LoggedIn;
beforeAll(() => {
  ({ t, fixtures, seller, broker } = file.world());
});

describe(`GET /api/v1/yachts/{kind}/filters (${dialectUnderTest})`, () => {
  it('offers the builders and places of listed yachts with their counts, and the ranges', async () => {
    const response = await t.app.inject({ url: '/api/v1/yachts/idle/filters' });
    expect(response.statusCode).toBe(200);
    const { code, data } = answerOf<CatalogueFilters>(response);
    expect(code).toBe(0);
    expect(data.builders).toContainEqual({ name: BUILDER, count: builderYachts().length });
    expect(data.locations).toContainEqual(like.objectContaining({ name: YARD, count: 2 }));
    expect(data.locations).toContainEqual(like.objectContaining({ name: `Palma ${PLACE}`, count: 1 }));
    // Most yachts first.
    const counts = data.builders.map((b) => b.count);
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
    const { code, data } = answerOf<YachtDetail>(response);
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
    const spec = await apiReference(t.app);
    const list = operationOf(spec, '/api/v1/yachts/idle', 'get');
    expect(list.tags).toEqual(['catalogue']);
    const names = (list.parameters ?? []).map((p) => p.name);
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
        expect(operationOf(spec, path, 'get').tags).toEqual(['catalogue']);
      }
      expect(operationOf(spec, `/api/v1/yachts/${kind}/{id}/follow`, 'post').tags).toEqual(['catalogue']);
    }
    expect(operationOf(spec, '/newyacht/message', 'post').tags).toEqual(['catalogue']);
    expect(operationOf(spec, '/idleYacht/message', 'post').tags).toEqual(['catalogue']);
  });
});

describe('GET /health', () => {
  it('answers with the database in use', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({ status: 'ok', database: dialectUnderTest });
  });
});
