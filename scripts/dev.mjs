// `pnpm dev`: every app in webpack-dev-server with live reload, the api in watch mode, one URL to open.
// The host's dev server (http://localhost:3000) proxies the api paths to the api (port 8080), and the api's
// /remotes.json points each remote at its own dev server, so the page composes live builds.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, ensurePnpm, log } from './lib.mjs';

const require = (await import('node:module')).createRequire(import.meta.url);
const { DEV_PORTS } = require('../build/federated-app.cjs');
const pnpm = ensurePnpm();

const remoteUrls = {
  REMOTE_SHARED_URL: `http://localhost:${DEV_PORTS.shared}/mf-manifest.json`,
  REMOTE_CATALOGUE_URL: `http://localhost:${DEV_PORTS.catalogue}/mf-manifest.json`,
  REMOTE_COMMUNITY_URL: `http://localhost:${DEV_PORTS.community}/mf-manifest.json`,
  REMOTE_ACCOUNT_URL: `http://localhost:${DEV_PORTS.account}/mf-manifest.json`,
};

const processes = [
  ['api', ['--filter', './api', 'run', 'dev'], { PORT: '8080', ...remoteUrls }],
  ['shared', ['--filter', './mf-shared', 'run', 'dev'], {}],
  ['catalogue', ['--filter', './mf-catalogue', 'run', 'dev'], {}],
  ['community', ['--filter', './mf-community', 'run', 'dev'], {}],
  ['account', ['--filter', './mf-account', 'run', 'dev'], {}],
  ['host', ['--filter', './host', 'run', 'dev'], {}],
];

const children = processes.map(([name, args, env]) => {
  const child = spawn(pnpm, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(12);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code) => log(`${name} exited (${code})`));
  return child;
});

log(`open http://localhost:${DEV_PORTS.host}/ (api on http://localhost:8080, data in ${path.join(ROOT, '.data')})`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
