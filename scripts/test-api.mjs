// The api tests against a real database: always the embedded PGlite, and PostgreSQL as well when a server
// answers on 127.0.0.1:5432 (database `test`, user `postgres`, as on the CI machine). Each PostgreSQL run
// gets a throwaway database, and each test file one more beside it; all are dropped afterwards.
//
// PGlite is PostgreSQL's own engine, so the second pass runs only the files whose behaviour depends on the database
// server: each such file says why in a first line `// @dialect: <why>`. The rule for that line: a file gets it when
// it tests concurrency or locks (writes racing, SKIP LOCKED, two instances on one database), transactions, the job
// queue, migrations or the seed, full-text or trigram search and ranking, jsonb, LISTEN/NOTIFY, a PostgreSQL server
// itself (outages, restarts), or anything through raw SQL; when unsure, it gets it. Paths given on the command line
// run on both as given; TEST_API_POSTGRES=all runs every file on PostgreSQL too.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { ROOT, log, run } from './lib.mjs';

const requireFromApi = createRequire(path.join(ROOT, 'api', 'package.json'));
const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function jest(args, env = {}) {
  // PGlite loads its WebAssembly with a dynamic import, which jest only allows with VM modules enabled.
  return run(
    process.execPath,
    [
      '--experimental-vm-modules',
      '--no-warnings',
      path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--selectProjects',
      'api',
      ...args,
    ],
    { env },
  );
}

/** The api's test files that start with a `// @dialect:` line (see the rule above), relative to the root. */
function dialectTestFiles(dir = path.join(ROOT, 'api', 'src')) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return dialectTestFiles(file);
      return entry.name.endsWith('.test.ts') && fs.readFileSync(file, 'utf8').startsWith('// @dialect:') ? [file] : [];
    })
    .sort();
}

function postgresArgs() {
  const given = process.argv.slice(2);
  if (given.some((arg) => !arg.startsWith('-')) || process.env.TEST_API_POSTGRES === 'all') return given;
  return ['--runTestsByPath', ...dialectTestFiles().map((file) => path.relative(ROOT, file)), ...given];
}

function postgresAnswers(host = '127.0.0.1', port = 5432) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

log('api tests on PGlite');
await jest(process.argv.slice(2));

if (await postgresAnswers()) {
  const { Client } = requireFromApi('pg');
  const name = `yachts_test_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    const args = postgresArgs();
    log(
      `api tests on PostgreSQL (${url.host}, database ${name}): ${args.includes('--runTestsByPath') ? 'the files marked @dialect' : 'as asked'}`,
    );
    await jest(args, { TEST_DATABASE_URL: url.href });
  } finally {
    // The run's database and the one each test file made beside it (api/src/testing/helper.ts).
    const { rows } = await admin.query(`select datname from pg_database where datname = $1 or datname like $2`, [name, `${name}\\_f%`]);
    for (const row of rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.end();
  }
} else {
  log('no PostgreSQL server on 127.0.0.1:5432: the api tests ran on PGlite only');
}
