// `npm test`: the same set-up as `npm start`, then every test — types, lint, unit tests, api tests against a
// real database (PGlite, and PostgreSQL when one answers), and the e2e suite in headless Chromium over the
// production build served by the gateway.
import path from 'node:path';
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
} catch (error) {
  console.error(`\n${error.message}`);
  console.log(`\n${results.length} passed, 1 failed`);
  process.exit(1);
}
console.log(`\nAll test stages passed in ${Math.round((Date.now() - started) / 1000)} s: ${results.join(', ')}.`);
