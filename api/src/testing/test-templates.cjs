// Jest global set-up of the api project: the two databases every test app starts from (make-templates.ts), made once
// per run instead of once per app: a migrated, empty one (an app with SEED=false, or a first start as such) and one
// the seed has filled as a first start fills it (every other app; its start then finds the seed's rows and only
// checks them). On PGlite they are dumps in the system's temporary folder, named after everything that shapes them
// (the migrations, the api's and the contracts' sources, PGlite's version), so an unchanged tree reuses them across
// runs and any change makes new ones; on PostgreSQL (TEST_DATABASE_URL) two databases beside the run's own, which
// scripts/test-api.mjs drops with it. Beside them, the seed pictures drawn once into a folder named the same way, which
// every app that seeds copies instead of drawing them again. helper.ts reads where they are from the environment this
// sets.
const { spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const API_ROOT = path.join(__dirname, '..', '..');
const REPO_ROOT = path.join(API_ROOT, '..');

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .filter((file) => !file.endsWith('.test.ts'))
    .sort();
}

function sourcesHash() {
  const hash = crypto.createHash('sha256');
  hash.update(path.dirname(require.resolve('@electric-sql/pglite', { paths: [API_ROOT] })));
  for (const dir of [path.join(API_ROOT, 'drizzle'), path.join(API_ROOT, 'src'), path.join(REPO_ROOT, 'contracts', 'src')]) {
    for (const file of filesUnder(dir)) hash.update(path.relative(REPO_ROOT, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function makeTemplates(args) {
  const tsx = require.resolve('tsx/cli', { paths: [API_ROOT] });
  const result = spawnSync(process.execPath, [tsx, path.join(__dirname, 'make-templates.ts'), ...args], {
    cwd: API_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`make-templates.ts ${args[0]} failed (${result.signal ?? result.status})`);
}

module.exports = async function testTemplates() {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const stem = path.join(os.tmpdir(), `yachts-pglite-${sourcesHash()}`);
  // Written beside and renamed: a second run starting at the same time never reads half a file.
  const partial = `.${process.pid}.tmp`;
  const pictures = `${stem}-pictures`;
  const drawPictures = fs.existsSync(pictures) ? [] : ['--pictures', pictures + partial];
  if (databaseUrl) {
    const run = new URL(databaseUrl).pathname.slice(1);
    const [empty, seeded] = [`${run}_t_empty`, `${run}_t_seeded`];
    makeTemplates(['postgres', databaseUrl, empty, seeded, ...drawPictures]);
    process.env.TEST_DATABASE_TEMPLATE_EMPTY = empty;
    process.env.TEST_DATABASE_TEMPLATE_SEEDED = seeded;
  } else {
    const [empty, seeded] = [`${stem}-empty.tar`, `${stem}-seeded.tar`];
    if (!fs.existsSync(empty) || !fs.existsSync(seeded)) {
      makeTemplates(['pglite', empty + partial, seeded + partial, ...drawPictures]);
      fs.renameSync(empty + partial, empty);
      fs.renameSync(seeded + partial, seeded);
    } else if (drawPictures.length > 0) {
      makeTemplates(drawPictures);
    }
    process.env.YACHTS_PGLITE_TEMPLATE_EMPTY = empty;
    process.env.YACHTS_PGLITE_TEMPLATE_SEEDED = seeded;
  }
  if (drawPictures.length > 0) {
    try {
      fs.renameSync(pictures + partial, pictures);
    } catch (error) {
      // Another run drew the same pictures first: theirs are as good.
      if (!fs.existsSync(pictures)) throw error;
      fs.rmSync(pictures + partial, { recursive: true, force: true });
    }
  }
  process.env.YACHTS_SEED_PICTURES = pictures;
};
