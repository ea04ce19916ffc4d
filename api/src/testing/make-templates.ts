// Makes the two databases the api tests start from, once per run (the jest global set-up, test-templates.cjs, runs
// this with tsx): one migrated and empty, and one the seed has filled as a first start fills it (seed/seed.ts, the
// same code). A test app that seeds finds its data there and only checks it (the seed is idempotent), instead of
// writing the demo marketplace again: on PGlite that was about 3.5 s of CPU per app, a third of the PGlite pass.
//
//   tsx make-templates.ts pglite <empty.tar> <seeded.tar>          two PGlite dumps (dumpDataDir)
//   tsx make-templates.ts postgres <database url> <empty> <seeded> two databases beside the one the url names
//   either or none, then --pictures <dir>                          and the seed pictures drawn into <dir>/seed/
//
// The pictures are drawn once too: every test app that seeds copies them (writeSeedPictures) instead of drawing
// and compressing the 60 pictures again, about 0.6 s of CPU per app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, type Db } from '../db/database';
import { MIGRATIONS_DIR } from '../locations';
import * as schema from '../db/schema';
import { seed, seedReferenceData } from '../seed/seed';
import { writeSeedPictures } from '../catalogue/seed/yacht-picture-render';

async function dumpTo(client: PGlite, file: string): Promise<void> {
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

async function pgliteTemplates(emptyFile: string, seededFile: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yachts-pglite-template-'));
  try {
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    const db = drizzle(client, { schema }) as unknown as Db;
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    await dumpTo(client, emptyFile);
    await seedReferenceData(db);
    await seed(db);
    await dumpTo(client, seededFile);
    await client.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresTemplates(databaseUrl: string, empty: string, seeded: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const urlOf = (name: string) => Object.assign(new URL(databaseUrl), { pathname: `/${name}` }).href;
  try {
    await admin.query(`create database "${empty}"`);
    // Opening applies the migrations (db/database.ts), as an instance's start does.
    await (await openDatabase({ databaseUrl: urlOf(empty), dataDir: '' })).close();
    await admin.query(`create database "${seeded}" template "${empty}"`);
    const database = await openDatabase({ databaseUrl: urlOf(seeded), dataDir: '' });
    try {
      await seedReferenceData(database.db);
      await seed(database.db);
    } finally {
      await database.close();
    }
  } finally {
    await admin.end();
  }
}

async function main(): Promise<void> {
  const given = process.argv.slice(2);
  const pictures = given.indexOf('--pictures');
  if (pictures >= 0) {
    await writeSeedPictures(given[pictures + 1]!);
    given.splice(pictures, 2);
  }
  const [engine, ...args] = given;
  if (engine === undefined && pictures >= 0) return;
  if (engine === 'pglite' && args.length === 2) return pgliteTemplates(args[0]!, args[1]!);
  if (engine === 'postgres' && args.length === 3) return postgresTemplates(args[0]!, args[1]!, args[2]!);
  throw new Error('usage: make-templates.ts pglite <empty.tar> <seeded.tar> | postgres <database url> <empty> <seeded> [--pictures <dir>]');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
