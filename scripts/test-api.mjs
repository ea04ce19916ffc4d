// The api tests against a real database. When a PostgreSQL server answers on 127.0.0.1:5432 (database `test`, user
// `postgres`, as on the CI machine), every test file runs on it, and then the files whose behaviour depends on the
// database engine run again on the embedded PGlite (the database of `npm start`); without a server every file runs on
// PGlite. Each PostgreSQL run gets a throwaway database, and each test file one more beside it; all are dropped
// afterwards. Why PostgreSQL takes the whole pass: it is production's database, and the same files cost it about 2.4
// times less CPU than PGlite's WebAssembly engine (measured: 450 s against 1,080 s for the 81 files), decision 042.
//
// The files run on both engines say why in a first line `// @dialect: <why>`. PGlite is PostgreSQL itself (compiled
// to WebAssembly), so SQL means the same on both; what differs is around it, and a file gets the line when it tests
// that: one connection in one process instead of a pool (writes racing, locks, transactions, the seed run twice at
// once), the job queue and LISTEN/NOTIFY, a start, restart or first-start seed on a data directory, bulk loading, a
// PostgreSQL server itself (outages), or the values the drivers give raw rows (db/rows.test.ts pins those, so the
// files that test raw queries' results run on PostgreSQL only; decision 044). When unsure, it gets it. In such a file,
// the tests of that very thing end their title with `[both engines]`, and the PGlite pass runs only those: its other
// tests (refusals, lists, texts) ask nothing of the engine, and run on PostgreSQL (decision 047). Paths given on
// the command line run on both, every test; TEST_API_PGLITE=all runs every file and test on PGlite too.
//
// TEST_API_PASS=postgres runs only the first pass (on PostgreSQL, or every file on PGlite without a server) and
// TEST_API_PASS=pglite only the second (nothing without a server, where the first pass was PGlite already): npm test
// runs the two at once in lanes of their own, since the PostgreSQL pass spends much of its time waiting for the
// server (decision 043).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, createScratchDatabase, log, run } from './lib.mjs';

const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function jest(args, env = {}) {
  // PGlite loads its WebAssembly with a dynamic import, which jest only allows with VM modules enabled.
  return run(
    process.execPath,
    [
      '--experimental-vm-modules',
      '--no-warnings',
      path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
      // Paths and options before --selectProjects, which would take what follows it for more project names.
      ...args,
      '--selectProjects',
      'api',
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

/** The title's ending of the tests an @dialect file runs on both engines. */
const BOTH_ENGINES = '[both engines]';

/**
 * The PGlite pass after a PostgreSQL one: the tests marked `[both engines]` of the files marked @dialect, or what the
 * command line names. A file marked @dialect with no such test is a mistake, and says so before anything runs.
 */
function pgliteArgs() {
  const given = process.argv.slice(2);
  if (given.some((arg) => !arg.startsWith('-')) || process.env.TEST_API_PGLITE === 'all') return given;
  const files = dialectTestFiles();
  const unmarked = files.filter((file) => !fs.readFileSync(file, 'utf8').includes(BOTH_ENGINES));
  if (unmarked.length > 0) {
    throw new Error(
      `${unmarked.map((file) => path.relative(ROOT, file)).join(', ')}: marked @dialect, but no test title ends with ${BOTH_ENGINES}`,
    );
  }
  return [
    '--runTestsByPath',
    ...files.map((file) => path.relative(ROOT, file)),
    '--testNamePattern',
    BOTH_ENGINES.replace(/[[\]]/g, '\\$&'),
    ...given,
  ];
}

function postgresAnswers(host = '127.0.0.1', port = 5432) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const pass = process.env.TEST_API_PASS ?? 'both';
if (!['both', 'postgres', 'pglite'].includes(pass)) throw new Error(`TEST_API_PASS is both, postgres or pglite, not ${pass}`);
const server = await postgresAnswers();

if (!server) {
  if (pass === 'pglite') log('api tests on PGlite: none more (no PostgreSQL server: the first pass ran every file on PGlite)');
  else {
    log('api tests on PGlite (no PostgreSQL server on 127.0.0.1:5432)');
    await jest(process.argv.slice(2));
  }
} else if (pass !== 'pglite') {
  const { admin, name, url } = await createScratchDatabase(ADMIN_URL, 'yachts_test');
  try {
    // A worker more than the cores: each spends part of its time waiting for the server's answers.
    const workers = os.availableParallelism() + 1;
    log(`api tests on PostgreSQL (${url.host}, database ${name}, ${workers} workers)`);
    await jest([`--maxWorkers=${workers}`, ...process.argv.slice(2)], { TEST_DATABASE_URL: url.href });
  } finally {
    // The run's database, its two templates (api/src/testing/test-templates.cjs) and the one each test file made
    // beside it (api/src/testing/helper.ts).
    const { rows } = await admin.query(`select datname from pg_database where datname = $1 or datname like $2`, [name, `${name}\\_%`]);
    for (const row of rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.end();
  }
}
if (server && pass !== 'postgres') {
  const args = pgliteArgs();
  log(`api tests on PGlite: ${args.includes('--runTestsByPath') ? 'the files marked @dialect' : 'as asked'}`);
  await jest(args);
}
