// `npm test`: the same set-up as `npm start`, then every test — types, lint, unit tests, api tests against a
// real database (PGlite, and PostgreSQL when one answers), and the e2e suite in headless Chromium over the
// production build served by the gateway, then the cluster suite (nginx in front of two api instances on a
// PostgreSQL server of its own: journeys and faults), which is skipped with the reason when this machine lacks nginx
// or PostgreSQL's server programs.
import path from 'node:path';
import { ensureNginx, startPrivatePostgres } from './cluster-lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { PARALLEL, ROOT, log, runAtMost, runLabelled, setUp } from './lib.mjs';

const started = Date.now();
const pnpm = await setUp({ deployDir: path.join(ROOT, '.deploy') });
log(`installed and built in ${Math.round((Date.now() - started) / 1000)} s`);

const jestBin = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const chromium = ensureChromium();

/** Why the cluster suite cannot run here (it needs nginx and PostgreSQL's server programs), or null. */
async function clusterUnavailable() {
  if (!ensureNginx()) return "nginx is not installed and could not be (Debian's nginx package)";
  const postgres = await startPrivatePostgres().catch((error) => ({ error }));
  if (!postgres) return 'the PostgreSQL server programs (initdb, pg_ctl) are not installed';
  if (postgres.error) return `a PostgreSQL server could not be started (${postgres.error.message.split('\n')[0]})`;
  postgres.remove();
  return null;
}

// Four lanes at once. The checks (single-threaded for the most part), the api tests on PostgreSQL (a worker more than
// the cores, each waiting on the server part of its time) and again on PGlite (all CPU) keep the two cores busy; the
// browser suites spend most of their time waiting for pages, timers and the network (about half a core, measured),
// so they run beside them instead of after them. Every wait in the browser suites is for a
// state with a bound far above a busy machine's time (docs/decisions/041), so sharing the machine costs them time,
// not steadiness. PARALLEL_STEPS=1 runs the lanes one after another.
const lanes = [
  [
    ['typecheck', 'type-check the workspace', [pnpm, ['run', 'typecheck']]],
    ['lint', 'lint', [pnpm, ['run', 'lint']]],
    ['unit', 'unit tests (jest, jsdom)', [process.execPath, [jestBin, '--selectProjects', 'web']]],
  ],
  [
    [
      'api',
      'api tests against a real database',
      [process.execPath, [path.join(ROOT, 'scripts', 'test-api.mjs')]],
      { TEST_API_PASS: 'postgres' },
    ],
  ],
  // The api's second pass (the @dialect files on PGlite, when the first ran on PostgreSQL) in a lane of its own: the
  // first spends much of its time waiting for the server, and this one, all CPU, fills that time (decision 043).
  [
    [
      'api-pglite',
      'api tests again on PGlite (the files marked @dialect)',
      [process.execPath, [path.join(ROOT, 'scripts', 'test-api.mjs')]],
      { TEST_API_PASS: 'pglite' },
    ],
  ],
  [
    ['e2e', `e2e suite in ${chromium}`, [pnpm, ['--filter', './e2e', 'run', 'test']], { CHROMIUM_PATH: chromium }],
    [
      'cluster',
      'cluster suite: nginx in front of two api instances, journeys and faults (e2e/cluster)',
      [pnpm, ['--filter', './e2e', 'run', 'test:cluster']],
      { CHROMIUM_PATH: chromium },
      clusterUnavailable,
    ],
  ],
];
const passed = [];
const skipped = [];
const failed = [];

async function runLane(steps) {
  for (const [label, name, [command, args], env = {}, unavailable] of steps) {
    const why = await unavailable?.();
    if (why) {
      log(`[${label}] ${name}: skipped, ${why}`);
      skipped.push(label);
      continue;
    }
    const began = Date.now();
    log(`[${label}] ${name}`);
    try {
      // Through with-cpu.mjs, which prints the stage's processor time as its last line (`[lint] cpu: 148 s`).
      await runLabelled(label, process.execPath, [path.join(ROOT, 'scripts', 'with-cpu.mjs'), command, ...args], { env });
    } catch (error) {
      failed.push(label);
      throw error;
    }
    log(`[${label}] ${name}: passed in ${Math.round((Date.now() - began) / 1000)} s`);
    passed.push(label);
  }
}

try {
  log(
    `checks and unit tests, api tests on two engines, browser suites (${PARALLEL === 1 ? 'one lane after another' : 'four lanes at once'})`,
  );
  await runAtMost(
    PARALLEL === 1 ? 1 : lanes.length,
    lanes.map((steps) => () => runLane(steps)),
  );
} catch (error) {
  console.error(`\n${error.message}`);
  console.log(`\n${passed.length} passed (${passed.join(', ')}), failed: ${failed.join(', ')}`);
  process.exit(1);
}
const took = Math.round((Date.now() - started) / 1000);
console.log(`\nAll test stages passed in ${took} s: ${passed.join(', ')}${skipped.length ? ` (skipped: ${skipped.join(', ')})` : ''}.`);
