// @dialect: data kept across a restart.
// A restart loses nothing acknowledged: data written before a graceful close is there when the app opens the
// same database again, and migrations and seeding are idempotent.
import fs from 'node:fs';
import { count, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { sellerEntries, topicModules } from '../db/schema';
import { scratchSettings, startingPoint, testDatabaseUrl } from '../testing/helper';
import { dataOf } from '../testing/answers';
import { NEW_MODELS, PRIVATE_SELLERS, SELLERS } from '../catalogue/seed/catalogue-data';

const usePostgres = Boolean(process.env.TEST_DATABASE_URL);

// Two starts of the whole app on one database, each compiling every route as production does: seconds alone, more
// than a minute on a busy machine (a CI run beside the other lanes took 77 s on PGlite). The bound is for a start that
// is stuck, not a measure of speed (decision 041).
test(`data survives a restart of the api (${usePostgres ? 'postgres' : 'pglite'}) [both engines]`, async () => {
  const { scratch, env } = scratchSettings('yachts-restart-', await testDatabaseUrl());
  const slug = `restart-${Date.now()}`;
  try {
    const first = await buildApp(loadConfig(env), startingPoint(true));
    await first.database.db.insert(topicModules).values({ slug, name: 'Restart check', description: 'Written before a restart' });
    await first.close();

    const second = await buildApp(loadConfig(env), startingPoint(true));
    const rows = await second.database.db.select().from(topicModules).where(eq(topicModules.slug, slug));
    const yachts = dataOf<{ total: number }>(await second.inject({ url: '/api/v1/yachts/new?pageSize=1' })).total;
    // The seed sellers' entries have no unique key: a second seeding would double them.
    const emails = [...SELLERS, ...PRIVATE_SELLERS].map((seller) => seller.email);
    const [entries] = await second.database.db.select({ n: count() }).from(sellerEntries).where(inArray(sellerEntries.email, emails));
    await second.database.db.delete(topicModules).where(eq(topicModules.slug, slug));
    await second.close();

    expect(rows).toHaveLength(1);
    // Seeded once, not again on the second start.
    expect(entries!.n).toBe(emails.length);
    expect(yachts).toBe(NEW_MODELS.length);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}, 240_000);
