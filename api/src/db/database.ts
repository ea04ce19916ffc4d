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
   * A PGlite dump (`dumpDataDir`) of a migrated database (empty, or filled by the seed) that an empty data directory
   * starts from instead of being initialised: 1.5 s rather than 4-6 s. The api tests build some hundred databases and
   * use one of two (api/src/testing/test-templates.cjs); the migrations are still applied after it, so a dump older
   * than them only costs the missing ones.
   */
  pgliteTemplate?: string;
  /** Told when PostgreSQL ends an idle connection (the pool replaces it). */
  onIdleError?: (error: Error) => void;
}

/** How long a request waits for a PostgreSQL connection before it is refused as "unavailable". */
export const CONNECT_TIMEOUT_MS = 5_000;
/** The advisory lock instances take in turn to apply migrations (any fixed number no other lock uses). */
const MIGRATION_LOCK_KEY = 724_001;

/** A PGlite data directory that holds a database already (PostgreSQL writes PG_VERSION first). */
const initialised = (dataDir: string) => fs.existsSync(`${dataDir}/PG_VERSION`);

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // A request waits at most CONNECT_TIMEOUT_MS for a connection: with the database away it is refused with 503
    // (plugins/errors.ts) rather than left hanging, and the pool reconnects by itself once the database is back.
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // An idle connection the server ends (a restart, a failover) is an 'error' on the pool; unheard, it would end
    // the process. The pool drops that connection and opens a new one when next asked.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzle(pool, { schema });
    // Instances starting together take turns: the first applies the migrations, the next finds them applied.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
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
