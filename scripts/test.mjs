// `npm test`: the same set-up as `npm start`, then every test — types, lint, unit tests, api tests against a
// real database (PGlite, and PostgreSQL when one answers), and the e2e suite in headless Chromium over the
// production build served by the gateway, then the cluster suite (nginx in front of two api instances on a
// PostgreSQL server of its own: journeys and faults), which is skipped with the reason when this machine lacks nginx
// or PostgreSQL's server programs.
import path from 'node:path';
import { ensureNginx, startPrivatePostgres } from './cluster-lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { PARALLEL, ROOT, log, run, runAtMost, runLabelled, setUp } from './lib.mjs';

const started = Date.now();
const pnpm = await setUp({ deployDir: path.join(ROOT, '.deploy') });
log(`installed and built in ${Math.round((Date.now() - started) / 1000)} s`);

const jestBin = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
// Two lanes at once: the checks (single-threaded for the most part) beside the api tests. The e2e and cluster suites
// then run alone: a browser journey is timed by a machine it shares with nothing else.
const lanes = [
  [
    ['typecheck', 'type-check the workspace', [pnpm, ['run', 'typecheck']]],
    ['lint', 'lint', [pnpm, ['run', 'lint']]],
    ['unit', 'unit tests (jest, jsdom)', [process.execPath, [jestBin, '--selectProjects', 'web']]],
  ],
  [['api', 'api tests against a real database', [process.execPath, [path.join(ROOT, 'scripts', 'test-api.mjs')]]]],
];
const results = [];

/** Why the cluster suite cannot run here (it needs nginx and PostgreSQL's server programs), or null. */
async function clusterUnavailable() {
  if (!ensureNginx()) return "nginx is not installed and could not be (Debian's nginx package)";
  const postgres = await startPrivatePostgres().catch((error) => ({ error }));
  if (!postgres) return 'the PostgreSQL server programs (initdb, pg_ctl) are not installed';
  if (postgres.error) return `a PostgreSQL server could not be started (${postgres.error.message.split('\n')[0]})`;
  postgres.remove();
  return null;
}
try {
  log(`checks, unit and api tests (${lanes.length === 1 || PARALLEL === 1 ? 'one after another' : 'two lanes at once'})`);
  const runLane = async (steps) => {
    for (const [label, name, [command, args]] of steps) {
      const began = Date.now();
      log(`[${label}] ${name}`);
      await runLabelled(label, command, args);
      log(`[${label}] ${name}: passed in ${Math.round((Date.now() - began) / 1000)} s`);
      results.push(label);
    }
  };
  await runAtMost(
    PARALLEL,
    lanes.map((steps) => () => runLane(steps)),
  );
  const chromium = ensureChromium();
  log(`e2e suite in ${chromium}`);
  const e2eBegan = Date.now();
  await run(pnpm, ['--filter', './e2e', 'run', 'test'], { env: { CHROMIUM_PATH: chromium } });
  log(`e2e suite: passed in ${Math.round((Date.now() - e2eBegan) / 1000)} s`);
  results.push('e2e');
  const why = await clusterUnavailable();
  if (why) {
    log(`the cluster suite is skipped: ${why}`);
  } else {
    log('cluster suite: nginx in front of two api instances, journeys and faults (e2e/cluster)');
    const clusterBegan = Date.now();
    await run(pnpm, ['--filter', './e2e', 'run', 'test:cluster'], { env: { CHROMIUM_PATH: chromium } });
    log(`cluster suite: passed in ${Math.round((Date.now() - clusterBegan) / 1000)} s`);
    results.push('cluster');
  }
} catch (error) {
  console.error(`\n${error.message}`);
  console.log(`\n${results.length} passed, 1 failed`);
  process.exit(1);
}
console.log(`\nAll test stages passed in ${Math.round((Date.now() - started) / 1000)} s: ${results.join(', ')}.`);
