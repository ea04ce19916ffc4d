// Jest global set-up of the api project: one migrated, empty PGlite database, dumped to a file that every test app's
// new data directory starts from (db/database.ts) instead of initialising its own (4-6 s each, a hundred-odd times a
// run). Named after the migrations and PGlite's version, so a new migration or an upgrade makes a new dump; a
// PostgreSQL run has no use for it.
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const API_ROOT = path.join(__dirname, '..', '..');
const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

function templateName() {
  const hash = crypto.createHash('sha256');
  const pglite = path.dirname(require.resolve('@electric-sql/pglite', { paths: [API_ROOT] }));
  hash.update(pglite);
  for (const file of filesUnder(MIGRATIONS_DIR)) hash.update(path.relative(MIGRATIONS_DIR, file)).update(fs.readFileSync(file));
  return `yachts-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`;
}

module.exports = async function pgliteTemplate() {
  if (process.env.TEST_DATABASE_URL) return;
  const file = path.join(os.tmpdir(), templateName());
  if (!fs.existsSync(file)) {
    const from = (specifier) => import(require.resolve(specifier, { paths: [API_ROOT] }));
    const { PGlite } = await from('@electric-sql/pglite');
    const { pg_trgm } = await from('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await from('drizzle-orm/pglite');
    const { migrate } = await from('drizzle-orm/pglite/migrator');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yachts-pglite-template-'));
    try {
      const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
      const dump = await client.dumpDataDir('none');
      await client.close();
      // Written beside and renamed: a second run starting at the same time never reads half a file.
      const partial = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, file);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  process.env.YACHTS_PGLITE_TEMPLATE = file;
};
