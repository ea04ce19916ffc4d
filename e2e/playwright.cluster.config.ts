import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';

// The cluster suite (decision 031): each file starts nginx in front of two api instances on a PostgreSQL server of
// its own (support/cluster.ts) and runs journeys and faults through the balancer. Run after the main suite by
// `npm test`, or alone: pnpm --filter ./e2e run test:cluster.
export default defineConfig({
  testDir: './cluster',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Bounds for a stuck journey, not measures of speed (as in playwright.config.ts).
  timeout: 240_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  outputDir: path.join(__dirname, '.artifacts', 'cluster-results'),
  globalSetup: './support/cluster-global-setup.ts',
  use: {
    launchOptions: chromiumLaunchOptions(),
    // A failed journey keeps its trace (every action with the page's DOM before and after) and a screenshot; the
    // trace's own screencast is off: encoding its frames cost about a third of the suite's processor time (155 s
    // against 108 s for two spec files, measured; decision 044).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
