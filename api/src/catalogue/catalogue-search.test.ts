// Search in the catalogue (decision 016): GET /api/v1/yachts/{kind}?q= over builder, model, place and description,
// ranked (builder and model above place above description, full-text matches above close spellings), typo-tolerant, and
// combined with the filters and sorts. Scoped to this file's yachts with `location=<a made-up place word>`.
import type { YachtListPage } from '@yachts/contracts/catalogue';
import { ErrorCode } from '@yachts/contracts/envelope';
import { YachtFixtures, minutesAgo, uniqueWord, type InsertedYacht } from './catalogue-support';
import { buildTestApp, dialectUnderTest, type TestApp } from '../testing/helper';
import { answerOf, dataOf, like } from '../testing/answers';

let t: TestApp;
let fixtures: YachtFixtures;
const PLACE = uniqueWord('aa');

const y = {} as Record<
  'oceanis' | 'oceanus' | 'bavaria' | 'lagoon' | 'manhattan' | 'rochelle' | 'hr' | 'usedOceanis' | 'withdrawn' | 'benetti',
  InsertedYacht
>;

beforeAll(async () => {
  t = await buildTestApp({ SEED: 'false' });
  fixtures = new YachtFixtures(t.app);
  const at = (place: string) => `${place} ${PLACE}`;
  y.oceanis = await fixtures.add('new', {
    builder: 'Beneteau',
    model: 'Oceanis 46.1',
    modelLine: 'Oceanis',
    location: at('Les Sables'),
    description: 'A fast blue-water cruiser with three cabins and a vast cockpit.',
    createdAt: minutesAgo(60),
  });
  // A made-up model one letter from Oceanis: only a close spelling of the query.
  y.oceanus = await fixtures.add('new', {
    builder: 'Nordvik',
    model: 'Oceanus 30',
    modelLine: '',
    location: at('Bergen'),
    description: 'A small cruiser.',
    createdAt: minutesAgo(1),
  });
  // Beneteau only in the description.
  y.bavaria = await fixtures.add('new', {
    builder: 'Bavaria',
    model: 'C42',
    modelLine: 'C-Line',
    location: at('Kiel'),
    description: 'Built to rival the Beneteau of her size, with a wider stern and twin wheels. Ideal for cruising families.',
    createdAt: minutesAgo(2),
  });
  y.lagoon = await fixtures.add('new', {
    builder: 'Lagoon',
    model: 'Lagoon 42',
    modelLine: '',
    type: 'catamaran',
    location: at('Bordeaux'),
    description: 'The best-selling cruising catamaran.',
    createdAt: minutesAgo(3),
  });
  y.manhattan = await fixtures.add('new', {
    builder: 'Sunseeker',
    model: 'Manhattan 68',
    modelLine: 'Manhattan',
    type: 'motor',
    lengthM: 21.3,
    price: 3_600_000,
    currency: 'GBP',
    location: at('Poole'),
    description: 'Flybridge motor yacht with a beach club.',
    createdAt: minutesAgo(4),
  });
  // The place matches, nothing else.
  y.rochelle = await fixtures.add('new', {
    builder: 'Dufour',
    model: '390',
    modelLine: 'Grand Large',
    location: at('La Rochelle'),
    description: 'A family cruiser.',
    createdAt: minutesAgo(5),
  });
  y.hr = await fixtures.add('idle', {
    builder: 'Hallberg-Rassy',
    model: '40C',
    modelLine: '',
    location: at('Ellös'),
    year: 2012,
    createdAt: minutesAgo(6),
  });
  y.usedOceanis = await fixtures.add('idle', {
    builder: 'Beneteau',
    model: 'Oceanis 38',
    location: at('Palma'),
    year: 2015,
    createdAt: minutesAgo(7),
  });
  // Newer than the Beneteau and as close to "benetau" letter by letter: the Beneteau must still come first.
  y.benetti = await fixtures.add('new', {
    builder: 'Benetti',
    model: 'Oasis 40M',
    modelLine: 'Oasis',
    type: 'superyacht',
    lengthM: 40.8,
    location: at('Viareggio'),
    description: 'A steel displacement superyacht.',
    createdAt: minutesAgo(0),
  });
  // Withdrawn: never found.
  y.withdrawn = await fixtures.add('new', { builder: 'Beneteau', model: 'Oceanis 51.1', location: at('Les Sables'), status: 'withdrawn' });
});
afterAll(async () => {
  await fixtures.removeAll();
  await t.close();
});

async function search(kind: 'new' | 'idle', q: string, extra = '') {
  const response = await t.app.inject({ url: `/api/v1/yachts/${kind}?q=${encodeURIComponent(q)}&location=${PLACE}&pageSize=60${extra}` });
  expect(response.statusCode).toBe(200);
  const answer = answerOf<YachtListPage>(response);
  expect(answer.code).toBe(0);
  return answer.data;
}
const ids = async (q: string, extra = '') => (await search('new', q, extra)).items.map((item) => item.id);

describe(`search (${dialectUnderTest})`, () => {
  it('finds a builder and ranks it above a yacht that only mentions it in the description', async () => {
    const data = await search('new', 'beneteau');
    expect(data.sort).toBe('relevance');
    expect(data.items.map((item) => item.id)).toEqual([y.oceanis.id, y.bavaria.id]);
    expect(data.total).toBe(2);
  });

  it('ranks a full-text match above a yacht that only resembles the words', async () => {
    expect(await ids('oceanis')).toEqual([y.oceanis.id, y.oceanus.id]);
  });

  it('finds a model with its number, and the place', async () => {
    expect((await ids('oceanis 46.1'))[0]).toBe(y.oceanis.id);
    expect(await ids('la rochelle')).toEqual([y.rochelle.id]);
    expect(await ids('manhattan 68')).toEqual([y.manhattan.id]);
  });

  it('ranks builder and model above the place above the description', async () => {
    const lagoonPlace = await fixtures.add('new', {
      builder: 'Fountaine Pajot',
      model: 'Elba 45',
      modelLine: '',
      location: `Lagoon Bay ${PLACE}`,
      description: 'Big.',
    });
    const lagoonText = await fixtures.add('new', {
      builder: 'Excess',
      model: '14',
      modelLine: '',
      location: `Sète ${PLACE}`,
      description: 'Lagoon-style comfort.',
    });
    expect(await ids('lagoon')).toEqual([y.lagoon.id, lagoonPlace.id, lagoonText.id]);
  });

  it('reads description words with their English stems', async () => {
    // "cruise" finds "cruising" (both "cruis"); builder and model words are kept as written.
    const found = await ids('cruise');
    expect(found).toEqual(like.arrayContaining([y.bavaria.id, y.lagoon.id]));
    expect(found).not.toContain(y.manhattan.id);
    expect(await ids('families')).toEqual([y.bavaria.id, y.rochelle.id]); // "families" and "family" share the stem
  });

  it('needs every word, each as written or by its stem, and ignores words English ignores', async () => {
    // "sunseeker" is in the name as written, "flybridge" in the description as its stem "flybridg".
    expect(await ids('sunseeker flybridge')).toEqual([y.manhattan.id]);
    expect(await ids('Sunseeker with the flybridge')).toEqual([y.manhattan.id]);
    expect(await ids('sunseeker cruising')).toEqual([]);
    expect(await ids('lagoon cruising')).toEqual([y.lagoon.id]);
  });

  it('ranks the closest name first among close spellings', async () => {
    expect(await ids('benetau')).toEqual([y.oceanis.id, y.benetti.id]);
  });

  it.each([
    ['benetau', 'oceanis'],
    ['beneteu', 'oceanis'],
    ['lagon 42', 'lagoon'],
    ['sunseeker manhatan', 'manhattan'],
    ['sunseker', 'manhattan'],
    ['oceanis 46', 'oceanis'],
  ] as const)('tolerates the typo "%s"', async (q, expected) => {
    expect((await ids(q))[0]).toBe(y[expected].id);
  });

  it('searches used yachts apart from new ones', async () => {
    const data = await search('idle', 'hallberg rassy');
    expect(data.items.map((item) => item.id)).toEqual([y.hr.id]);
    expect((await search('idle', 'benetau')).items.map((item) => item.id)).toEqual([y.usedOceanis.id]);
    expect((await search('idle', 'halberg rassy')).items.map((item) => item.id)).toEqual([y.hr.id]);
  });

  it('combines with filters and another sort, and pages with the total', async () => {
    expect(await ids('cruise', '&type=catamaran')).toEqual([y.lagoon.id]);
    const byPrice = await search('new', 'beneteau', '&sort=price-desc');
    expect(byPrice.sort).toBe('price-desc');
    expect(byPrice.total).toBe(2);
    const second = await t.app.inject({ url: `/api/v1/yachts/new?q=beneteau&location=${PLACE}&pageSize=1&page=2` });
    expect(dataOf(second)).toMatchObject({ total: 2, page: 2, items: [{ id: y.bavaria.id }] });
  });

  it('finds nothing for words no yacht has, nor a withdrawn yacht', async () => {
    expect(await search('new', 'xylophone quagmire')).toMatchObject({ items: [], total: 0 });
    expect(await ids('oceanis 51.1')).not.toContain(y.withdrawn.id);
    expect(await ids('oceanis')).toEqual([y.oceanis.id, y.oceanus.id]);
  });

  it.each(['!!!', '"', '" or 1=1 --', 'a & b | !c', '(', ':*', '-', 'the', 'ó'])('takes %j as words, never as syntax', async (q) => {
    const response = await t.app.inject({ url: `/api/v1/yachts/new?q=${encodeURIComponent(q)}` });
    expect(response.statusCode).toBe(200);
    expect(answerOf(response).code).toBe(0);
  });

  it('trims the keywords and treats blank ones as none', async () => {
    expect(await ids('  beneteau  ')).toEqual([y.oceanis.id, y.bavaria.id]);
    const blank = await t.app.inject({ url: `/api/v1/yachts/new?q=%20%20&location=${PLACE}` });
    expect(dataOf<YachtListPage>(blank).sort).toBe('newest');
  });

  it('refuses relevance without keywords', async () => {
    const response = await t.app.inject({ url: `/api/v1/yachts/new?sort=relevance&location=${PLACE}` });
    expect(response.statusCode).toBe(400);
    expect(answerOf(response).code).toBe(ErrorCode.BAD_REQUEST);
  });
});
