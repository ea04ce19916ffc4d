// Zero results (decision 024): a list that finds nothing says which single filter to leave out to find yachts, and,
// for words the catalogue spells otherwise, the words as it spells them, when that finds yachts.
import type { YachtListPage } from '@yachts/contracts/catalogue';
import { dataOf } from '../testing/answers';
import { buildTestApp, type TestApp } from '../testing/helper';
import { YachtFixtures, uniqueWord } from './catalogue-support';
import { entry, respell } from './yachts-repository';

let t: TestApp;
let fixtures: YachtFixtures;
const builder = `Alt ${uniqueWord('yard')}`;
// Five letters: one changed in the middle leaves too few letter triples in common for the typo-tolerant search.
const rare = `v${uniqueWord('').slice(0, 4)}`;

beforeAll(async () => {
  t = await buildTestApp();
  fixtures = new YachtFixtures(t.app);
  await fixtures.add('idle', { builder, model: 'Sloop', type: 'sail', price: 200_000, currency: 'EUR' });
  await fixtures.add('idle', { builder, model: 'Cruiser', type: 'motor', price: 300_000, currency: 'EUR' });
  await fixtures.add('idle', { builder: `${rare[0]!.toUpperCase()}${rare.slice(1)} Boats`, model: 'Tender', type: 'motor' });
});
afterAll(async () => {
  await fixtures.removeAll();
  await t.close();
});

async function list(query: string): Promise<YachtListPage> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/yachts/idle?${query}` });
  expect(response.statusCode).toBe(200);
  return dataOf<YachtListPage>(response);
}

test('nothing found: the filters whose removal alone finds yachts, with how many', async () => {
  const data = await list(`builder=${encodeURIComponent(builder)}&type=catamaran&priceMax=250000`);
  expect(data.total).toBe(0);
  expect(data.alternatives?.relaxations).toContainEqual({ drop: ['type'], total: 1, totalCapped: false });
  // Without the price the builder still has no catamaran: not offered.
  expect(data.alternatives?.relaxations.map((r) => r.drop)).not.toContainEqual(['priceMin', 'priceMax']);
  expect(data.alternatives?.relaxations.map((r) => r.drop)).not.toContainEqual(['priceMax']);
  expect(data.alternatives?.relaxations.length).toBeLessThanOrEqual(3);
  expect(data.alternatives?.correction).toBeUndefined();
});

test('words the catalogue spells otherwise: the respelt words, when they find yachts', async () => {
  const misspelt = `${rare.slice(0, 2)}${rare[2] === 'm' ? 'n' : 'm'}${rare.slice(3)}`; // one letter changed
  const data = await list(`q=${misspelt}`);
  expect(data.total).toBe(0);
  expect(data.alternatives?.correction).toBe(rare);
  expect((await list(`q=${rare}`)).total).toBe(1);
});

test('a list that finds yachts carries no alternatives', async () => {
  const data = await list(`builder=${encodeURIComponent(builder)}`);
  expect(data.total).toBe(2);
  expect(data.alternatives).toBeUndefined();
});

describe('respell', () => {
  const names = [
    entry('Beneteau', { type: 'builder', builder: 'Beneteau', count: 40 }),
    entry('Beneteau Oceanis 46.1', { type: 'model', builder: 'Beneteau', model: 'Oceanis 46.1', count: 9 }),
    entry('Benetti', { type: 'builder', builder: 'Benetti', count: 2 }),
    entry('Palma de Mallorca', { type: 'place', place: 'Palma de Mallorca', count: 30 }),
  ];
  it.each([
    ['benetau oceanis', 'beneteau oceanis'],
    ['oceanus', 'oceanis'],
    ['Mallorka', 'mallorca'],
  ])('writes %s as %s', (q, expected) => expect(respell(q, names)).toBe(expected));
  it.each(['beneteau', 'ben', 'pal 46', 'xyzzy'])('leaves %s as it is', (q) => expect(respell(q, names)).toBeNull());
});
