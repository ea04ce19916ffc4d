// `npm test`: the same set-up as `npm start`, then every test — types, lint, unit tests, api tests against a
// real database (PGlite, and PostgreSQL when one answers), and the e2e suite in headless Chromium over the
// production build served by the gateway, then the cluster suite (nginx in front of two api instances on a
// PostgreSQL server of its own: journeys and faults), which is skipped with the reason when this machine lacks nginx
// or PostgreSQL's server programs.
import path from 'node:path';
import { ensureNginx, startPrivatePostgres } from './cluster-lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ROOT, log, run, setUp } from './lib.mjs';

const started = Date.now();
const pnpm = await setUp({ deployDir: path.join(ROOT, '.deploy') });

const steps = [
  ['type-check the workspace', [pnpm, ['run', 'typecheck']]],
  ['lint', [pnpm, ['run', 'lint']]],
  ['unit tests (jest, jsdom)', [process.execPath, [path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--selectProjects', 'web']]],
  ['api tests against a real database', [process.execPath, [path.join(ROOT, 'scripts', 'test-api.mjs')]]],
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
  for (const [name, [command, args]] of steps) {
    log(name);
    await run(command, args);
    results.push(name);
  }
  const chromium = ensureChromium();
  log(`e2e suite in ${chromium}`);
  await run(pnpm, ['--filter', './e2e', 'run', 'test'], { env: { CHROMIUM_PATH: chromium } });
  results.push('e2e');
  const why = await clusterUnavailable();
  if (why) {
    log(`the cluster suite is skipped: ${why}`);
  } else {
    log('cluster suite: nginx in front of two api instances, journeys and faults (e2e/cluster)');
    await run(pnpm, ['--filter', './e2e', 'run', 'test:cluster'], { env: { CHROMIUM_PATH: chromium } });
    results.push('cluster');
  }
} catch (error) {
  console.error(`\n${error.message}`);
  console.log(`\n${results.length} passed, 1 failed`);
  process.exit(1);
}
console.log(`\nAll test stages passed in ${Math.round((Date.now() - started) / 1000)} s: ${results.join(', ')}.`);
