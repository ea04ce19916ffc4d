// The narrow tables of listed yachts (decision 024, migration 0008) that lists filter, sort and count on must hold
// exactly the listed rows of their yacht table, with the same values, after any write: a listing, a change, a
// withdrawal, a re-listing and a delete, written straight to the yacht table as an operator's SQL would.
import { eq, inArray, sql } from 'drizzle-orm';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { rowsOf } from '../db/rows';
import { newYachts, usedYachts } from '../db/schema';
import { fileApp } from '../testing/file-app';
import { YachtFixtures, uniqueWord } from './catalogue-support';
import { dataOf } from '../testing/answers';

let fixtures: YachtFixtures;
const t = fileApp({}, undefined, () => fixtures.removeAll());

beforeAll(() => {
  fixtures = new YachtFixtures(t.app);
});

const COLUMNS = `id, type, builder, model, fuel, hull_material, country, location, price_eur, length_m, year, cabins, created_at`;

/** The rows of `ids` as the narrow table holds them, and as the yacht table's listed rows say they should be. */
async function both(kind: CatalogueKind, ids: number[]) {
  const table = kind === 'new' ? 'new_yachts' : 'used_yachts';
  const condition = kind === 'new' ? 'null::varchar' : 'condition';
  const read = async (query: string) => rowsOf<{ id: number }>(await t.app.database.db.execute(sql.raw(query)));
  const list = ids.join(',');
  return {
    listed: await read(`select ${COLUMNS}, condition from ${table}_listed where id in (${list}) order by id`),
    expected: await read(
      `select ${COLUMNS}, ${condition} as condition from ${table} where id in (${list}) and status = 'listed' order by id`,
    ),
  };
}

test.each(['new', 'idle'] as const)('the %s catalogue narrow table follows every write to the yacht table', async (kind) => {
  const builder = `Narrow ${uniqueWord('yard')}`;
  const a = await fixtures.add(kind, { builder, price: 100_000 });
  const b = await fixtures.add(kind, { builder, model: 'Second', status: 'withdrawn' });
  const c = await fixtures.add(kind, { builder, model: 'Third', location: 'Palma de Mallorca', country: 'ES' });
  const ids = [a.id, b.id, c.id];
  let now = await both(kind, ids);
  // Listed rows are there, a withdrawn one is not.
  expect(now.listed.map((row) => row.id)).toEqual([a.id, c.id]);
  expect(now.listed).toEqual(now.expected);

  const table = kind === 'new' ? newYachts : usedYachts;
  // A change of what lists filter on, a withdrawal, a re-listing, and a delete.
  await t.app.database.db
    .update(table)
    .set({ priceEur: 90_000, lengthM: 13.5, type: 'motor', location: 'Split', country: 'HR' })
    .where(eq(table.id, a.id));
  await t.app.database.db.update(table).set({ status: 'listed' }).where(eq(table.id, b.id));
  await t.app.database.db.update(table).set({ status: 'withdrawn' }).where(eq(table.id, c.id));
  now = await both(kind, ids);
  expect(now.listed.map((row) => row.id)).toEqual([a.id, b.id]);
  expect(now.listed).toEqual(now.expected);
  expect(now.listed[0]).toMatchObject({ price_eur: 90_000, type: 'motor', location: 'Split', country: 'HR' });

  await t.app.database.db.delete(table).where(inArray(table.id, [a.id]));
  now = await both(kind, ids);
  expect(now.listed.map((row) => row.id)).toEqual([b.id]);
  expect(now.listed).toEqual(now.expected);
});

test('a used yacht condition is on its narrow row, and the lists filter by it', async () => {
  const builder = `Narrow ${uniqueWord('yard')}`;
  const fair = await fixtures.add('idle', { builder, condition: 'fair' });
  await fixtures.add('idle', { builder, condition: 'excellent' });
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/yachts/idle?builder=${encodeURIComponent(builder)}&condition=fair` });
  expect(response.statusCode).toBe(200);
  expect(dataOf<{ items: { id: number }[] }>(response).items.map((yacht) => yacht.id)).toEqual([fair.id]);
  await t.app.database.db.update(usedYachts).set({ condition: 'project' }).where(eq(usedYachts.id, fair.id));
  const after = await t.app.inject({ method: 'GET', url: `/api/v1/yachts/idle?builder=${encodeURIComponent(builder)}&condition=fair` });
  expect(dataOf<{ total: number }>(after).total).toBe(0);
});
