// The list cache (decision 024) never shows a catalogue older than its last committed write: every write to a
// catalogue's table raises that catalogue's version in the same transaction (statement triggers, migration 0007),
// and cached answers are filed under the version they were computed at. Written here straight to the table, as
// another api instance or an operator's SQL would, not through anything that could tell the cache.
import { eq, sql } from 'drizzle-orm';
import type { CatalogueFilters, YachtSummary } from '@yachts/contracts/catalogue';
import { catalogueVersions, usedYachts } from '../db/schema';
import { fileApp } from '../testing/file-app';
import { YachtFixtures, uniqueWord } from './catalogue-support';
import { getData } from '../testing/answers';

let fixtures: YachtFixtures;
const t = fileApp({}, undefined, () => fixtures.removeAll());
const builder = `Cache ${uniqueWord('yard')}`;

beforeAll(() => {
  fixtures = new YachtFixtures(t.app);
});

const get = <T>(url: string) => getData<T>(t.app, url);

const version = async (kind: 'new' | 'idle') =>
  (await t.app.database.db.select({ v: catalogueVersions.version }).from(catalogueVersions).where(eq(catalogueVersions.kind, kind)))[0]?.v;

test('every write to a catalogue raises its version', async () => {
  const used = await version('idle');
  expect(typeof used).toBe('number');
  const yacht = await fixtures.add('idle', { builder });
  const afterInsert = await version('idle');
  expect(afterInsert).toBeGreaterThan(used!);
  await t.app.database.db.update(usedYachts).set({ price: 123_456 }).where(eq(usedYachts.id, yacht.id));
  expect(await version('idle')).toBeGreaterThan(afterInsert!);
});

test('a list, a search and the filter counts answered from the cache change with a write straight to the table', async () => {
  const model = `Cached ${uniqueWord('m')}`;
  const yacht = await fixtures.add('idle', { builder, model, price: 200_000 });
  const byBuilder = () => get<{ items: YachtSummary[] }>(`/api/v1/yachts/idle?builder=${encodeURIComponent(builder)}`);
  const search = () => get<{ items: YachtSummary[]; total: number }>(`/api/v1/yachts/idle?q=${encodeURIComponent(model)}`);
  const count = async () => (await get<CatalogueFilters>('/api/v1/yachts/idle/filters')).builders.find((b) => b.name === builder)?.count;
  const price = async () => (await byBuilder()).items.find((item) => item.id === yacht.id)?.price;

  expect(await price()).toBe(200_000);
  expect(await price()).toBe(200_000); // the second answer came from the cache
  expect((await search()).total).toBe(1);
  const before = await count();

  await t.app.database.db.update(usedYachts).set({ price: 180_000, priceEur: 180_000 }).where(eq(usedYachts.id, yacht.id));
  expect(await price()).toBe(180_000);

  await t.app.database.db.execute(sql`update used_yachts set status = 'withdrawn' where id = ${yacht.id}`);
  expect(await price()).toBeUndefined();
  expect((await search()).total).toBe(0);
  expect(await count()).toBe(before! - 1 || undefined);
});
