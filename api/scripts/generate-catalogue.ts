// Fills a database with a large generated catalogue for benchmarks:
//
//   pnpm --filter ./api generate:catalogue -- --count 100000 [--kind idle|new|both] [--seed 1]
//        [--database-url postgres://… | --data-dir DIR] [--uploads-dir DIR] [--no-seed] [--json]
//
// Without --database-url (or DATABASE_URL) it writes to the PGlite directory the api uses (DATA_DIR, default
// .data/pglite); stop the api first, as only one process can open a PGlite directory. The database is migrated
// and seeded first (so the listings have the seed's sellers and pictures) unless --no-seed.
import { openDatabase } from '../src/db/database';
import { generateCatalogue } from '../src/catalogue/seed/catalogue-generator';
import { seed, seedReferenceData } from '../src/seed/seed';
import { parseArgs } from './generate-catalogue-args';

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const log = (line: string) => {
    if (!args.json) console.log(line);
  };
  const where = args.databaseUrl ? new URL(args.databaseUrl).host + new URL(args.databaseUrl).pathname : args.dataDir;
  log(`Generating ${args.count.toLocaleString('en-GB')} listings (${args.kind}, seed ${args.seed}) into ${where}`);
  const database = await openDatabase({ databaseUrl: args.databaseUrl, dataDir: args.dataDir });
  try {
    await seedReferenceData(database.db);
    if (args.runSeed) await seed(database.db, { uploadsDir: args.uploadsDir });
    let shown = -1;
    const result = await generateCatalogue(database.db, {
      count: args.count,
      kind: args.kind,
      seed: args.seed,
      onProgress: ({ kind, done, total }) => {
        const tenth = Math.floor((done / total) * 10);
        if (tenth === shown) return;
        shown = tenth;
        log(`  ${kind === 'idle' ? 'used' : 'new'}: ${done.toLocaleString('en-GB')} / ${total.toLocaleString('en-GB')}`);
      },
    });
    const rows = result.usedYachts + result.newYachts;
    const seconds = result.ms / 1000;
    if (args.json) {
      console.log(JSON.stringify({ dialect: database.dialect, ...result }));
    } else {
      log(
        `Added ${result.usedYachts.toLocaleString('en-GB')} used and ${result.newYachts.toLocaleString('en-GB')} new yachts ` +
          `(${result.prices.toLocaleString('en-GB')} asking prices) in ${seconds.toFixed(1)} s, ` +
          `${Math.round(rows / Math.max(seconds, 0.001)).toLocaleString('en-GB')} listings/s on ${database.dialect}.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
