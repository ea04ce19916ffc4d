// The api tests against a real database: always the embedded PGlite, and PostgreSQL as well when a server
// answers on 127.0.0.1:5432 (database `test`, user `postgres`, as on the CI machine). Each PostgreSQL run
// gets a throwaway database, and each test file one more beside it; all are dropped afterwards.
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { ROOT, log, run } from './lib.mjs';

const requireFromApi = createRequire(path.join(ROOT, 'api', 'package.json'));
const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function jest(env = {}) {
  // PGlite loads its WebAssembly with a dynamic import, which jest only allows with VM modules enabled.
  return run(
    process.execPath,
    [
      '--experimental-vm-modules',
      '--no-warnings',
      path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--selectProjects',
      'api',
      ...process.argv.slice(2),
    ],
    { env },
  );
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
await jest();

if (await postgresAnswers()) {
  const { Client } = requireFromApi('pg');
  const name = `yachts_test_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    log(`api tests on PostgreSQL (${url.host}, database ${name})`);
    await jest({ TEST_DATABASE_URL: url.href });
  } finally {
    // The run's database and the one each test file made beside it (api/src/testing/helper.ts).
    const { rows } = await admin.query(`select datname from pg_database where datname = $1 or datname like $2`, [name, `${name}\\_f%`]);
    for (const row of rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.end();
  }
} else {
  log('no PostgreSQL server on 127.0.0.1:5432: the api tests ran on PGlite only');
}
