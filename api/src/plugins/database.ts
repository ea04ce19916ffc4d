import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db/database';
import { seed, seedReferenceData } from '../seed/seed';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DatabasePluginOptions {
  databaseUrl: string | null;
  dataDir: string;
  seed: boolean;
  /** UPLOADS_DIR: the seed writes its yacht pictures there (served under /uploads/seed/). */
  uploadsDir?: string;
  /** A dump an empty PGlite directory starts from (db/database.ts); the api tests pass one. */
  pgliteTemplate?: string;
  /** Seed pictures drawn before (seed/seed.ts); the api tests pass the pool they drew once per run. */
  seedPicturesDrawnIn?: string;
}

export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const database = await openDatabase({
      ...options,
      onIdleError: (error) => app.log.warn({ err: error }, 'the database ended an idle connection; the pool opens a new one'),
    });
    app.decorate('database', database);
    // Closed last: in-flight requests finish first (fastify closes the server before onClose hooks).
    app.addHook('onClose', async () => {
      await database.close();
    });
    await seedReferenceData(database.db);
    if (options.seed) {
      const counts = await seed(database.db, { uploadsDir: options.uploadsDir, picturesDrawnIn: options.seedPicturesDrawnIn });
      app.log.info({ dialect: database.dialect, ...counts }, 'database ready');
    }
  },
  { name: 'database' },
);
