// Helpers shared by the repo's scripts. Plain Node (no dependencies): they run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
  log('building the shared package, the areas and the host');
  for (const app of WEB_APPS) await run(pnpm, ['--filter', `./${app}`, 'run', 'build'], { env: { BUILD_VERSION: buildStamp() } });
  log('building the api');
  await run(pnpm, ['--filter', './api', 'run', 'build']);
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
