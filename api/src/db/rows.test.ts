// @dialect: the values each engine's driver gives raw SQL rows.
// The repositories' raw queries (`db.execute(sql…)`, read with rowsOf) type their rows by hand, so they hold only if
// node-postgres and PGlite's driver give every column type those queries select the same JavaScript value. This file
// pins that for both engines; with it, the files that test the queries themselves (search, facets, totals, ...) run
// on PostgreSQL only, where the SQL is the same engine's (decision 044).
import { sql } from 'drizzle-orm';
import { rowsOf } from './rows';
import { openDatabase, type Database } from './database';
import { dialectUnderTest, scratchSettings, startingPoint, testDatabaseUrl } from '../testing/helper';

let database: Database;
let scratch: string;
beforeAll(async () => {
  const settings = scratchSettings('yachts-rows-', await testDatabaseUrl(false));
  scratch = settings.scratch;
  database = await openDatabase({
    databaseUrl: settings.env.DATABASE_URL ?? null,
    dataDir: settings.env.DATA_DIR!,
    pgliteTemplate: startingPoint(false).pgliteTemplate,
  });
});
afterAll(async () => {
  await database.close();
  const fs = await import('node:fs');
  fs.rmSync(scratch, { recursive: true, force: true });
});

async function one(query: ReturnType<typeof sql>): Promise<Record<string, unknown>> {
  const [row] = rowsOf<Record<string, unknown>>(await database.db.execute(query));
  return row!;
}

describe(`raw rows on ${dialectUnderTest}`, () => {
  it('gives whole numbers cast to int as numbers, and counts as text unless cast [both engines]', async () => {
    expect(await one(sql`select 7::int as n, count(*)::int as counted, (select count(*) from generate_series(1, 3)) as raw`)).toEqual({
      n: 7,
      counted: 1,
      // A bare count(*) is bigint, which the drivers give differently (node-postgres as text, PGlite as a number):
      // the raw queries cast every count they read to int.
      raw: dialectUnderTest === 'postgres' ? '3' : 3,
    });
  });

  it('gives text, booleans, nulls and real numbers (a rank) as such [both engines]', async () => {
    expect(
      await one(sql`select 'Sète'::text as place, true as listed, null::int as nothing, 0.25::float8 as rank, 0.5::real as score`),
    ).toEqual({
      place: 'Sète',
      listed: true,
      nothing: null,
      rank: 0.25,
      score: 0.5,
    });
  });

  it('gives a timestamp with time zone as PostgreSQL writes it (drizzle leaves it to the columns), jsonb and arrays parsed [both engines]', async () => {
    const row = await one(
      sql`select timestamptz '2026-11-29 10:00:00+00' as at, '{"a":[1,"b"]}'::jsonb as doc, array['x','y']::text[] as words, array[1,2]::int[] as ids`,
    );
    expect(row).toEqual({ at: '2026-11-29 10:00:00+00', doc: { a: [1, 'b'] }, words: ['x', 'y'], ids: [1, 2] });
  });

  it('gives an epoch in milliseconds read as a float, as the notification hub reads it [both engines]', async () => {
    const row = await one(sql`select (extract(epoch from timestamptz '2026-11-29 10:00:00+00') * 1000)::float8 as newest`);
    expect(row).toEqual({ newest: Date.parse('2026-11-29T10:00:00Z') });
  });
});
