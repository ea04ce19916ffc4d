// @dialect: the first-start seed, as production runs it, and two instances seeding at once.
// Seeding again: a seed that adds nothing and rewrites no picture when it runs again, and an upgrade of a database
// the first seed filled.
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import {
  newYachts,
  sellApplicationEvents,
  sellApplications,
  sellerEntries,
  usedYachtPrices,
  usedYachts,
  userMessages,
  users,
  yachtEnquiries,
} from '../db/schema';
import { NEW_MODELS } from './seed/catalogue-data';
import { seedCatalogue } from './seed/catalogue-seed';
import { seedDemoSelling } from '../selling/demo-selling-seed';
import { seed } from '../seed/seed';
import { SEED_PICTURES } from './seed/yacht-pictures';
import { buildTestApp, dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { seedHelpers } from './seed-catalogue-support';

const t = fileApp();
const { db } = seedHelpers(t);

describe(`seeding again (${dialectUnderTest})`, () => {
  async function snapshot() {
    const tables = [
      newYachts,
      usedYachts,
      usedYachtPrices,
      users,
      sellerEntries,
      sellApplications,
      sellApplicationEvents,
      userMessages,
      yachtEnquiries,
    ];
    return Promise.all(tables.map(async (table) => (await db().select({ n: count() }).from(table))[0]!.n));
  }

  it('adds nothing on a restart, nor when two instances seed at once [both engines]', async () => {
    const before = await snapshot();
    expect(await seedCatalogue(db())).toBe(false);
    expect(await seedDemoSelling(db())).toBe(false);
    await Promise.all([seed(db(), { uploadsDir: t.config.uploadsDir }), seed(db(), { uploadsDir: t.config.uploadsDir })]);
    expect(await snapshot()).toEqual(before);
  });

  it('rewrites no picture that is already there [both engines]', async () => {
    const file = path.join(t.config.uploadsDir, 'seed', `${SEED_PICTURES[0]!.name}.svg`);
    const written = fs.statSync(file).mtimeMs;
    await seed(db(), { uploadsDir: t.config.uploadsDir });
    expect(fs.statSync(file).mtimeMs).toBe(written);
  });
});

// Only on a fresh database: on PostgreSQL the test files share one, which the first app to start has seeded.
(dialectUnderTest === 'pglite' ? describe : describe.skip)('upgrading a database the first seed filled', () => {
  it('gives the earlier seed rows their gallery, seller and specifications, and leaves edited rows alone', async () => {
    const old = await buildTestApp({ SEED: 'false' });
    try {
      const odb = old.app.database.db;
      const common = {
        type: 'sail',
        lengthM: 12,
        beamM: 4,
        draftM: 2,
        cabins: 3,
        berths: 6,
        currency: 'EUR',
        description: 'Earlier text.',
      };
      await odb.insert(newYachts).values([
        { ...common, slug: 'beneteau-oceanis-401', builder: 'Beneteau', model: 'Oceanis 40.1', basePrice: 289000 },
        {
          ...common,
          slug: 'hanse-460',
          builder: 'Hanse',
          model: '460',
          basePrice: 1,
          photos: ['/uploads/2026/01/abcdefghijklmnopqrstuv.jpg'],
        },
      ]);
      await seed(odb, { uploadsDir: old.config.uploadsDir });
      const [upgraded] = await odb.select().from(newYachts).where(eq(newYachts.slug, 'beneteau-oceanis-401'));
      expect(upgraded).toMatchObject({ modelLine: 'Oceanis', fuel: 'diesel', location: 'Antibes', priceEur: 289000 });
      expect(upgraded!.photos.length).toBeGreaterThanOrEqual(4);
      expect(upgraded!.sellerId).not.toBeNull();
      const [edited] = await odb.select().from(newYachts).where(eq(newYachts.slug, 'hanse-460'));
      expect(edited).toMatchObject({ basePrice: 1, description: 'Earlier text.', photos: ['/uploads/2026/01/abcdefghijklmnopqrstuv.jpg'] });
      expect((await odb.select({ n: count() }).from(newYachts))[0]!.n).toBe(NEW_MODELS.length);
    } finally {
      await old.close();
    }
  });
});
