// Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, otherwise the
// embedded PGlite on a data directory. Both get the same migrations, applied here at start.
// Only repositories use the returned `db`; nothing else in the api knows the ORM.
import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../locations';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  dialect: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export interface OpenOptions {
  databaseUrl: string | null;
  dataDir: string;
  /**
   * A PGlite dump (`dumpDataDir`) of a migrated, empty database that an empty data directory starts from instead of
   * being initialised: 1.5 s rather than 4-6 s. The api tests build some hundred databases and use one; the
   * migrations are still applied after it, so a dump older than them only costs the missing ones.
   */
  pgliteTemplate?: string;
}

/** A PGlite data directory that holds a database already (PostgreSQL writes PG_VERSION first). */
const initialised = (dataDir: string) => fs.existsSync(`${dataDir}/PG_VERSION`);

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db: db as unknown as Db, dialect: 'postgres', close: () => pool.end() };
  }

  fs.mkdirSync(options.dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  // Typo-tolerant catalogue search (migration 0003) needs pg_trgm; PostgreSQL ships it as a trusted extension.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const template = options.pgliteTemplate && !initialised(options.dataDir) ? options.pgliteTemplate : undefined;
  const client = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {}),
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Db, dialect: 'pglite', close: () => client.close() };
}
