import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';
import { E2E_PORT, deployDir, dataDir, repoRoot, uploadsDir, OPERATOR_TOKEN } from './support/paths';

// The suite runs against the production build served by the real gateway, with its own deploy directory
// and a fresh database. The journeys run one file at a time unless E2E_WORKERS says more (two were tried once and
// one registration journey missed its success dialog: not yet the default); the files that redeploy or break a
// remote change that deploy directory for every page, so they run after all the others, one at a time.
const DEPLOYS = ['**/independent-deploy.spec.ts', '**/resilience.spec.ts', '**/composition.spec.ts'];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  projects: [
    { name: 'journeys', testIgnore: DEPLOYS },
    { name: 'deploys', testMatch: DEPLOYS, dependencies: ['journeys'], workers: 1 },
  ],
  retries: 0,
  // Bounds for a journey that is stuck, not measures of speed: a page on a machine busy with other work took more than
  // ten seconds to hydrate, and every wait in the suite is for a state, so a generous bound costs a green run nothing.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  outputDir: path.join(__dirname, '.artifacts', 'results'),
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: chromiumLaunchOptions(),
    // A failed journey keeps its trace (every action with the page's DOM before and after) and a screenshot; the
    // trace's own screencast is off: encoding its frames cost about a third of the suite's processor time (155 s
    // against 108 s for two spec files, measured; decision 044).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Most journeys are about something other than cookies: they start with consent given. The consent
    // journeys start from an empty cookie jar (consent.spec.ts).
    storageState: {
      cookies: [
        {
          name: 'userConsent',
          value: 'accepted',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    screenshot: 'only-on-failure',
  },
  webServer: {
    // Publish the current builds into the suite's own deploy directory, then start the gateway on it.
    command: [
      `rm -rf "${deployDir}" "${dataDir}" "${uploadsDir}"`,
      `node "${path.join(repoRoot, 'scripts/publish.mjs')}" --deploy-dir "${deployDir}" mf-shared mf-catalogue mf-community mf-account host`,
      `node "${path.join(repoRoot, 'api/dist/server.cjs')}"`,
    ].join(' && '),
    url: `http://127.0.0.1:${E2E_PORT}/health`,
    reuseExistingServer: false,
    // Publishing, creating and seeding the database took over two minutes on a busy machine: a bound for a server
    // that never comes up, not a measure of its start.
    timeout: 600_000,
    env: {
      // Not 'production': the api then serves its outbox page (/dev/mail), where the account journeys read the
      // e-mail codes it sent. The web apps are production builds either way.
      NODE_ENV: 'test',
      PORT: String(E2E_PORT),
      STATIC_DIR: deployDir,
      DATA_DIR: dataDir,
      UPLOADS_DIR: uploadsDir,
      OPERATOR_TOKEN,
      // The dealers' journey serves its feed's photos from a local server (decision 045).
      FEED_ALLOWED_HOSTS: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  },
});
