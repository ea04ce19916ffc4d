// Helpers shared by the repo's scripts. Plain Node (no dependencies): they run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];
export const WEB_APPS = ['mf-shared', 'mf-catalogue', 'mf-community', 'mf-account', 'host'];

export function log(message) {
  console.log(`\x1b[36m›\x1b[0m ${message}`);
}

export function fail(message) {
  console.error(`\x1b[31m✖\x1b[0m ${message}`);
  process.exit(1);
}

/** Runs a command with inherited output; rejects on a nonzero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

/**
 * Runs a command whose output is printed line by line behind `[label]`, so that two commands running at once stay
 * readable; rejects on a nonzero exit, naming the label.
 */
export function runLabelled(label, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
      env: { ...process.env, FORCE_COLOR: '1', ...options.env },
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) out.write(`\x1b[2m[${label}]\x1b[0m ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`\x1b[2m[${label}]\x1b[0m ${rest}\n`));
    }
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`[${label}] ${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

/** Runs `tasks` (functions returning promises) at most `limit` at a time; rejects with the first failure once all have ended. */
export async function runAtMost(limit, tasks) {
  const queue = [...tasks];
  const failures = [];
  const lane = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) {
      await task().catch((error) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, lane));
  if (failures.length > 0) throw failures[0];
}

/**
 * How many build or test steps run at once (PARALLEL_STEPS, default 2): on this project's 2-core machines a webpack
 * build, the type checker or the linter keeps one core busy and leaves the other idle.
 */
export const PARALLEL = Math.max(1, Number(process.env.PARALLEL_STEPS) || 2);

function pnpmWorks(bin) {
  const result = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === PNPM_VERSION;
}

/** The pinned pnpm: the one on PATH if it is that version, otherwise installed once into .tools/ (no root needed). */
export function ensurePnpm() {
  if (pnpmWorks('pnpm')) return 'pnpm';
  const local = path.join(ROOT, '.tools', 'node_modules', '.bin', 'pnpm');
  if (fs.existsSync(local) && pnpmWorks(local)) return local;
  log(`installing pnpm ${PNPM_VERSION} into .tools/`);
  const result = spawnSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', path.join(ROOT, '.tools'), `pnpm@${PNPM_VERSION}`],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0 || !pnpmWorks(local)) fail(`could not install pnpm ${PNPM_VERSION} with npm`);
  return local;
}

/** Installs, builds every app and the api, and publishes the builds into a deploy directory. */
export async function setUp({ deployDir }) {
  const pnpm = ensurePnpm();
  log('installing dependencies (frozen lockfile)');
  await run(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only']);
  log(`building the shared package, the areas, the host and the api (${PARALLEL} at a time)`);
  const stamp = buildStamp();
  await runAtMost(PARALLEL, [
    ...WEB_APPS.map((app) => () => runLabelled(app, pnpm, ['--filter', `./${app}`, 'run', 'build'], { env: { BUILD_VERSION: stamp } })),
    () => runLabelled('api', pnpm, ['--filter', './api', 'run', 'build']),
  ]);
  log(`publishing into ${path.relative(ROOT, deployDir) || deployDir}`);
  await run(process.execPath, [path.join(ROOT, 'scripts', 'publish.mjs'), '--deploy-dir', deployDir, ...WEB_APPS]);
  return pnpm;
}

/** The stamp a build shows: BUILD_VERSION if set, else the commit it was built from. */
export function buildStamp() {
  if (process.env.BUILD_VERSION) return process.env.BUILD_VERSION;
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : 'local';
}

/**
 * Creates a fresh PostgreSQL database beside `adminUrl`'s, named `<prefix>_<pid>_<time>` so parallel runs never meet;
 * gives its name, its URL and the open admin connection the caller drops it with. The driver is the api's (pg).
 */
export async function createScratchDatabase(adminUrl, prefix) {
  const { Client } = createRequire(path.join(ROOT, 'api', 'package.json'))('pg');
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { admin, name, url };
}
