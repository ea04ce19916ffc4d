// Fills a database with a large generated catalogue for benchmarks:
//
//   pnpm --filter ./api generate:catalogue -- --count 100000 [--kind idle|new|both] [--seed 1]
//        [--database-url postgres://… | --data-dir DIR] [--uploads-dir DIR] [--no-seed] [--json]
//
// Without --database-url (or DATABASE_URL) it writes to the PGlite directory the api uses (DATA_DIR, default
// .data/pglite); stop the api first, as only one process can open a PGlite directory. The database is migrated
// and seeded first (so the listings have the seed's sellers and pictures) unless --no-seed.
import path from 'node:path';
import { openDatabase } from '../src/db/database';
import { REPO_ROOT } from '../src/locations';
import { generateCatalogue, type GeneratedKind } from '../src/catalogue/seed/catalogue-generator';
import { seed, seedReferenceData } from '../src/seed/seed';

interface Args {
  count: number;
  kind: GeneratedKind;
  seed: number;
  databaseUrl: string | null;
  dataDir: string;
  uploadsDir: string;
  runSeed: boolean;
  json: boolean;
}

const USAGE =
  'usage: generate-catalogue --count N [--kind idle|new|both] [--seed N] [--database-url URL | --data-dir DIR] [--uploads-dir DIR] [--no-seed] [--json]';

function parseArgs(argv: string[]): Args {
  const args: Args = {
    count: 0,
    kind: 'idle',
    seed: 1,
    databaseUrl: process.env.DATABASE_URL?.trim() || null,
    dataDir: path.resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data/pglite'),
    uploadsDir: path.resolve(REPO_ROOT, process.env.UPLOADS_DIR ?? '.data/uploads'),
    runSeed: true,
    json: false,
  };
  const rest = argv.filter((arg) => arg !== '--');
  for (let i = 0; i < rest.length; i += 1) {
    const flag = rest[i]!;
    const value = () => {
      const next = rest[i + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value\n${USAGE}`);
      i += 1;
      return next;
    };
    switch (flag) {
      case '--count':
        args.count = Number(value());
        break;
      case '--kind': {
        const kind = value();
        if (kind !== 'idle' && kind !== 'new' && kind !== 'both') throw new Error(`--kind must be idle, new or both\n${USAGE}`);
        args.kind = kind;
        break;
      }
      case '--seed':
        args.seed = Number(value());
        break;
      case '--database-url':
        args.databaseUrl = value();
        break;
      case '--data-dir':
        args.dataDir = path.resolve(value());
        args.databaseUrl = null;
        break;
      case '--uploads-dir':
        args.uploadsDir = path.resolve(value());
        break;
      case '--no-seed':
        args.runSeed = false;
        break;
      case '--json':
        args.json = true;
        break;
      case '--help':
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        throw new Error(`unknown option ${flag}\n${USAGE}`);
    }
  }
  if (!Number.isInteger(args.count) || args.count <= 0) throw new Error(`--count must be a whole number above 0\n${USAGE}`);
  if (!Number.isInteger(args.seed)) throw new Error(`--seed must be a whole number\n${USAGE}`);
  if (args.databaseUrl && !/^postgres(ql)?:\/\//.test(args.databaseUrl)) throw new Error('--database-url must be a postgres:// URL');
  return args;
}

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
