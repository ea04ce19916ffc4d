// Honest totals (decision 024): a list's total is exact up to the count cap and says "at least the cap" above it,
// and its pages end at the cap. The cap is 10,000 on the site; this file builds the repository with a cap of 5, so
// a handful of yachts of a builder of its own shows every case on both databases.
import { CATALOGUE_LIMITS } from '@yachts/contracts/catalogue';
import { fileApp } from '../testing/file-app';
import { readCatalogueQuery, type RawCatalogueQuery } from './catalogue-query';
import { YachtFixtures, minutesAgo, uniqueWord } from './catalogue-support';
import { createYachtsRepository } from './yachts-repository';
import { dataOf } from '../testing/answers';

const CAP = 5;
let fixtures: YachtFixtures;
const t = fileApp({}, undefined, () => fixtures.removeAll());
const builder = `Cap ${uniqueWord('yard')}`;

beforeAll(async () => {
  fixtures = new YachtFixtures(t.app);
  // Seven used yachts and four new ones of one builder, one minute apart, newest last.
  for (let i = 0; i < 7; i += 1) await fixtures.add('idle', { builder, model: `Capped ${i}`, createdAt: minutesAgo(60 - i) });
  for (let i = 0; i < 4; i += 1) await fixtures.add('new', { builder, model: `Counted ${i}`, createdAt: minutesAgo(60 - i) });
});

const query = (kind: 'new' | 'idle', raw: Partial<RawCatalogueQuery>) =>
  readCatalogueQuery(kind, { page: 1, pageSize: 2, builder, ...raw });

describe('totals and pages at the count cap', () => {
  it('counts exactly up to the cap', async () => {
    const yachts = createYachtsRepository(t.app.database.db, { countCap: CAP });
    const page = await yachts.list('new', query('new', {}));
    expect(page).toMatchObject({ total: 4, totalCapped: false });
    expect(page.items.map((yacht) => yacht.model)).toEqual(['Counted 3', 'Counted 2']);
  });

  it('says "at least the cap" above it, for a list and for a search', async () => {
    const yachts = createYachtsRepository(t.app.database.db, { countCap: CAP });
    expect(await yachts.list('idle', query('idle', {}))).toMatchObject({ total: CAP, totalCapped: true });
    expect(await yachts.list('idle', query('idle', { q: 'capped' }))).toMatchObject({ total: CAP, totalCapped: true });
    // As many matches as the cap is still an exact count.
    const seven = createYachtsRepository(t.app.database.db, { countCap: 7 });
    expect(await seven.list('idle', query('idle', {}))).toMatchObject({ total: 7, totalCapped: false });
    expect(await seven.list('idle', query('idle', { q: 'capped' }))).toMatchObject({ total: 7, totalCapped: false });
  });

  it('ends the pages at the cap: the last page is cut there, and a page beyond it has no yachts', async () => {
    const yachts = createYachtsRepository(t.app.database.db, { countCap: CAP });
    // Pages of two: 1-2, 3-4, then the fifth yacht alone (the cap), then nothing although seven match.
    const third = await yachts.list('idle', query('idle', { page: 3 }));
    expect(third.items.map((yacht) => yacht.model)).toEqual(['Capped 2']);
    expect(third).toMatchObject({ total: CAP, totalCapped: true, page: 3 });
    const fourth = await yachts.list('idle', query('idle', { page: 4 }));
    expect(fourth.items).toEqual([]);
    expect(fourth).toMatchObject({ total: CAP, totalCapped: true });
  });

  it('counts the filter panel under words on the first matches above the cap, and says the counts are "at least"', async () => {
    const facetsOf = async (cap: number) => {
      const { sort: _sort, page: _page, pageSize: _pageSize, ...request } = query('idle', { q: 'capped' });
      return createYachtsRepository(t.app.database.db, { countCap: cap, cache: false }).filters('idle', request);
    };
    const sampled = await facetsOf(CAP);
    expect(sampled.countsCapped).toBe(true);
    const counted = sampled.builders.find((entry) => entry.name === builder)?.count ?? 0;
    expect(counted).toBeGreaterThan(CAP);
    expect(counted).toBeLessThanOrEqual(7);
    // Within the cap every match is counted, exactly, and the answer says nothing of a cap.
    const exact = await facetsOf(7);
    expect(exact.countsCapped).toBeUndefined();
    expect(exact.builders.find((entry) => entry.name === builder)?.count).toBe(7);
  });

  it('the api answers with the flag, and the site-wide cap is 10,000', async () => {
    expect(CATALOGUE_LIMITS.countCap).toBe(10_000);
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/yachts/idle?builder=${encodeURIComponent(builder)}` });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toMatchObject({ total: 7, totalCapped: false });
  });
});
