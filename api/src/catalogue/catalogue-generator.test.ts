// @dialect: bulk inserts of the benchmark generator.
// The benchmark catalogue generator (api/scripts/generate-catalogue.ts over catalogue/seed/catalogue-generator.ts): listings
// drafted like the seed's, inserted in batches, searchable, deterministic by seed, and a command line that says
// what is wrong with its arguments.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, inArray, isNotNull, like } from 'drizzle-orm';
import { CONDITIONS, toEur, type YachtListPage } from '@yachts/contracts/catalogue';
import { newYachts, usedYachtPrices, usedYachts } from '../db/schema';
import { API_ROOT } from '../locations';
import { draftUsedYacht } from './seed/catalogue-drafts';
import { generateCatalogue } from './seed/catalogue-generator';
import { parseArgs } from '../../scripts/generate-catalogue-args';
import { createRandom } from '../seed/prng';
import { dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf } from '../testing/answers';

const t = fileApp();

// On PostgreSQL test files (and earlier runs) share the database: a seed of its own keeps this file's rows apart.
const SEED = Number(`${Date.now() % 100000}${process.pid % 100}`);
const NOW = Date.parse('2026-06-01T12:00:00Z');
const suffix = (n: number) => `-${SEED}-${n.toString(36)}`;

describe(`generateCatalogue (${dialectUnderTest})`, () => {
  it('adds used yachts with their price histories, drafted as the seed drafts them, in batches [both engines]', async () => {
    const result = await generateCatalogue(t.app.database.db, { count: 500, kind: 'idle', seed: SEED, batchSize: 120, now: NOW });
    expect(result).toMatchObject({ usedYachts: 500, newYachts: 0 });
    const rows = await t.app.database.db
      .select()
      .from(usedYachts)
      .where(like(usedYachts.slug, `%-${SEED}-%`));
    expect(rows).toHaveLength(500);
    const prices = await t.app.database.db
      .select({ n: count() })
      .from(usedYachtPrices)
      .where(
        inArray(
          usedYachtPrices.yachtId,
          rows.map((r) => r.id),
        ),
      );
    expect(prices[0]!.n).toBe(result.prices);
    expect(result.prices).toBeGreaterThanOrEqual(500);
    for (const row of rows) {
      expect(CONDITIONS).toContain(row.condition);
      expect(row.priceEur).toBe(toEur(row.price, row.currency));
      expect(row.photos.length).toBeGreaterThanOrEqual(4);
      expect(row.sellerId).not.toBeNull(); // the seed's brokers and private sellers
    }
    // The same seed drafts the same yachts: row 0 and row 499 are what the drafting gives.
    const random = createRandom(`generator:${SEED}:idle`);
    const drafts = Array.from({ length: 500 }, (_, i) => draftUsedYacht(random, NOW, `${SEED} ${i.toString(36)}`));
    for (const i of [0, 137, 499]) {
      const row = rows.find((r) => r.slug === drafts[i]!.slug);
      expect(row).toMatchObject({ builder: drafts[i]!.builder, model: drafts[i]!.model, year: drafts[i]!.year, price: drafts[i]!.price });
      expect(row!.slug.endsWith(suffix(i))).toBe(true);
    }
  });

  it('fills the search columns, so the listings are found by the catalogue search', async () => {
    const filled = await t.app.database.db
      .select({ n: count() })
      .from(usedYachts)
      .where(and(like(usedYachts.slug, `%-${SEED}-%`), isNotNull(usedYachts.searchVector), isNotNull(usedYachts.searchText)));
    expect(filled[0]!.n).toBe(500);
    const [row] = await t.app.database.db
      .select()
      .from(usedYachts)
      .where(like(usedYachts.slug, `%-${SEED}-%`))
      .limit(1);
    const query = new URLSearchParams({
      q: `${row!.builder} ${row!.model}`,
      location: row!.location,
      yearMin: String(row!.year),
      yearMax: String(row!.year),
      pageSize: '60',
    });
    const answer = answerOf<YachtListPage>(await t.app.inject({ url: `/api/v1/yachts/idle?${query.toString()}` }));
    expect(answer.code).toBe(0);
    expect(answer.data.items.map((y) => y.id)).toContain(row!.id);
  });

  it('adds nothing when the same seed runs again, and new yachts with kind new [both engines]', async () => {
    const again = await generateCatalogue(t.app.database.db, { count: 500, kind: 'idle', seed: SEED, batchSize: 250, now: NOW });
    expect(again).toMatchObject({ usedYachts: 0, prices: 0 });
    const both = await generateCatalogue(t.app.database.db, { count: 41, kind: 'both', seed: SEED + 1, now: NOW });
    expect(both).toMatchObject({ usedYachts: 21, newYachts: 20 });
    const added = await t.app.database.db
      .select()
      .from(newYachts)
      .where(like(newYachts.slug, `%-${SEED + 1}-%`));
    expect(added).toHaveLength(20);
    for (const row of added) {
      expect(row.priceEur).toBe(toEur(row.basePrice, row.currency));
      expect(row.imageUrl).toBe(row.photos[0]);
    }
  });

  it('refuses a count that is not a whole number', async () => {
    await expect(generateCatalogue(t.app.database.db, { count: -1 })).rejects.toThrow('count must be a whole number of listings');
    await expect(generateCatalogue(t.app.database.db, { count: 2.5 })).rejects.toThrow('count must be a whole number of listings');
  });
});

describe('generate-catalogue command line', () => {
  const tsx = path.join(API_ROOT, 'node_modules', '.bin', 'tsx');
  const cli = (args: string[]) =>
    spawnSync(tsx, [path.join(API_ROOT, 'scripts', 'generate-catalogue.ts'), ...args], {
      cwd: API_ROOT,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '' },
    });

  it.each([
    [['--kind', 'idle'], '--count must be a whole number above 0'],
    [['--count', 'many'], '--count must be a whole number above 0'],
    [['--count', '10', '--kind', 'boats'], '--kind must be idle, new or both'],
    [['--count', '10', '--database-url', 'mysql://x'], '--database-url must be a postgres:// URL'],
    [['--count', '10', '--colour', 'blue'], 'unknown option --colour'],
    [['--count'], '--count needs a value'],
  ])('refuses %j', (args, message) => {
    expect(() => parseArgs(args, {})).toThrow(message);
  });

  it('prints a refusal and exits 1', () => {
    const result = cli(['--count', '10', '--colour', 'blue']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('unknown option --colour');
  });

  it('generates into the database it is given and reports in JSON [both engines]', () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'yachts-generator-'));
    try {
      const target = process.env.TEST_DATABASE_URL
        ? ['--database-url', process.env.TEST_DATABASE_URL]
        : ['--data-dir', path.join(scratch, 'pglite')];
      const result = cli(['--', '--count', '30', '--kind', 'new', '--seed', String(SEED + 2), '--no-seed', '--json', ...target]);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(JSON.parse(result.stdout.trim())).toMatchObject({ dialect: dialectUnderTest, newYachts: 30, usedYachts: 0 });
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }, 300_000);
});
