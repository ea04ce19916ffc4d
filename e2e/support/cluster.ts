// The cluster suite's set-up (decision 031): its own PostgreSQL server (so the fault tests may stop it), the suite's
// published build, and nginx in front of two api instances (scripts/cluster-lib.mjs). When this machine cannot run
// it (no PostgreSQL server programs, no nginx), the suite is skipped with the reason.
import { execFileSync } from 'node:child_process';
import { test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Cluster, PrivatePostgres } from '../../scripts/cluster-lib.mjs';
import { OPERATOR_TOKEN, repoRoot } from './paths';

type ClusterLib = typeof import('../../scripts/cluster-lib.mjs');
// The harness is the one `pnpm cluster` runs, a native ES module of the repo's scripts, loaded by Node's own import
// (the test runner keeps a dynamic import of a file URL as it is).
const clusterLib = async () => (await import(pathToFileURL(path.join(repoRoot, 'scripts', 'cluster-lib.mjs')).href)) as ClusterLib;

export const clusterDeployDir = path.join(repoRoot, 'e2e', '.artifacts', 'cluster-deploy');

export interface ClusterRun {
  cluster: Cluster;
  postgres: PrivatePostgres;
  databaseUrl: string;
  /** Runs SQL on the cluster's database. */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** Why this machine cannot run the cluster suite, or null when it can. */
export async function cannotRunCluster(): Promise<string | null> {
  const { ensureNginx } = await clusterLib();
  if (!ensureNginx()) return "nginx is not installed and could not be (Debian's nginx package)";
  if (!fs.existsSync('/usr/lib/postgresql')) return 'the PostgreSQL server programs are not installed (initdb, pg_ctl)';
  return null;
}

/** The current builds, published once per run into the suite's own deploy directory (the config's globalSetup). */
export function publishForCluster() {
  fs.rmSync(clusterDeployDir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'scripts', 'publish.mjs'),
      '--deploy-dir',
      clusterDeployDir,
      'mf-shared',
      'mf-catalogue',
      'mf-community',
      'mf-account',
      'host',
    ],
    { stdio: 'ignore' },
  );
}

export async function startClusterRun(): Promise<ClusterRun> {
  const { ensureDatabase, startCluster, startPrivatePostgres, withClient } = await clusterLib();
  const postgres = await startPrivatePostgres();
  if (!postgres) throw new Error('could not start a PostgreSQL server of the suite’s own');
  try {
    const databaseUrl = await ensureDatabase(postgres.adminUrl, 'yachts');
    const cluster = await startCluster({
      databaseUrl,
      deployDir: clusterDeployDir,
      quiet: true,
      // 'test': the outbox page (/dev/mail) where journeys read the codes the site mails.
      env: { NODE_ENV: 'test', OPERATOR_TOKEN, JOBS_POLL_MS: '500' },
    });
    return {
      cluster,
      postgres,
      databaseUrl,
      query: <T>(text: string, values?: unknown[]) =>
        withClient(databaseUrl, async (client) => (await client.query(text, values)).rows as T[]),
      close: async () => {
        await cluster.stop();
        postgres.remove();
      },
    };
  } catch (error) {
    postgres.remove();
    throw error;
  }
}

/**
 * For a spec file: starts the cluster before its tests (they run in order) and stops it after them, or skips them
 * with the reason when this machine cannot run it. The tests read the running cluster from the returned function.
 */
export function useClusterRun(): () => ClusterRun {
  let run: ClusterRun | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    const why = await cannotRunCluster();
    test.skip(why !== null, `the cluster suite needs ${why}`);
    run = await startClusterRun();
  });
  test.afterAll(async () => {
    await run?.close();
  });
  return () => {
    if (!run) throw new Error('the cluster is not running');
    return run;
  };
}
