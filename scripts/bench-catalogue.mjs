// `pnpm bench:catalogue`: the catalogue api on a large catalogue. Builds the api (esbuild, a second), generates
// 100,000 used yachts into a fresh PGlite directory (and, with --postgres or DATABASE_URL, into a fresh PostgreSQL
// database it creates and drops), starts the built api on it, and measures over HTTP, with N concurrent
// connections for a fixed time per request, the requests per second and the p50 / p95 / p99 latency of lists,
// filters, a deep page, sorting and searches. Prints a markdown table per database.
//
//   pnpm bench:catalogue [-- --count 100000] [--kind idle|new] [--connections 16] [--duration 10]
//                        [--postgres] [--database-url postgres://user@host:5432/admin-db] [--no-pglite] [--port 8484]
//
// The load comes from this process, on the same machine as the api: on a small machine the figures are a floor.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, ensurePnpm, fail, log, run } from './lib.mjs';

const USAGE =
  'usage: pnpm bench:catalogue [-- --count N] [--kind idle|new] [--connections N] [--duration SECONDS] [--postgres] [--database-url URL] [--no-pglite] [--port N]';

function parseArgs(argv) {
  const args = {
    count: 100_000,
    kind: 'idle',
    connections: 16,
    duration: 10,
    warmup: 2,
    postgres: Boolean(process.env.DATABASE_URL),
    adminUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    pglite: true,
    port: Number(process.env.BENCH_PORT ?? 8484),
  };
  const rest = argv.filter((arg) => arg !== '--');
  for (let i = 0; i < rest.length; i += 1) {
    const flag = rest[i];
    const value = () => {
      const next = rest[i + 1];
      if (next === undefined) fail(`${flag} needs a value\n${USAGE}`);
      i += 1;
      return next;
    };
    if (flag === '--count') args.count = Number(value());
    else if (flag === '--kind') args.kind = value();
    else if (flag === '--connections') args.connections = Number(value());
    else if (flag === '--duration') args.duration = Number(value());
    else if (flag === '--warmup') args.warmup = Number(value());
    else if (flag === '--postgres') args.postgres = true;
    else if (flag === '--database-url') {
      args.adminUrl = value();
      args.postgres = true;
    } else if (flag === '--no-pglite') args.pglite = false;
    else if (flag === '--port') args.port = Number(value());
    else fail(`unknown option ${flag}\n${USAGE}`);
  }
  if (!['idle', 'new'].includes(args.kind)) fail(`--kind must be idle or new\n${USAGE}`);
  for (const key of ['count', 'connections', 'duration', 'port']) {
    if (!Number.isInteger(args[key]) || args[key] <= 0) fail(`--${key} must be a whole number above 0`);
  }
  return args;
}

const args = parseArgs(process.argv.slice(2));
const list = `/api/v1/yachts/${args.kind}`;

/** What a visitor does most: the list pages, the filters, and the header search (typed right, mistyped, a place). */
const SCENARIOS = [
  // The floor: the api, one trivial query and the HTTP loop, to read the other rows against.
  ['baseline: /health (select 1)', '/health'],
  ['newest first page', `${list}?sort=newest`],
  ['filtered list (type + price + length)', `${list}?type=sail&priceMin=100000&priceMax=400000&lengthMin=11&lengthMax=15`],
  ['deep page (page 1,000)', `${list}?page=1000`],
  ['sort by price', `${list}?sort=price-asc`],
  ['search "beneteau oceanis"', `${list}?q=beneteau%20oceanis`],
  ['typo search "benetau oceanis"', `${list}?q=benetau%20oceanis`],
  ['place search "palma"', `${list}?q=palma`],
  ['search + filters', `${list}?q=lagoon&type=catamaran&priceMax=600000&yearMin=2012`],
];

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `connections` loops, each sending the next request when the last answered, for `seconds`. */
async function load(base, url, connections, seconds) {
  const latencies = [];
  let errors = 0;
  let lastError = '';
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        try {
          const response = await fetch(base + url);
          const body = await response.arrayBuffer();
          if (response.status === 200) latencies.push(performance.now() - started);
          else {
            errors += 1;
            lastError = `${response.status} ${Buffer.from(body).toString('utf8').slice(0, 200)}`;
          }
        } catch (error) {
          errors += 1;
          lastError = String(error);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, lastError, latencies };
}

async function waitForHealth(base, child) {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) fail(`the api exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  fail('the api did not answer /health within two minutes');
}

function generate(env, extra) {
  const tsx = path.join(ROOT, 'api', 'node_modules', '.bin', 'tsx');
  return new Promise((resolve, reject) => {
    const child = spawn(
      tsx,
      [path.join(ROOT, 'api', 'scripts', 'generate-catalogue.ts'), '--count', String(args.count), '--kind', args.kind, '--json', ...extra],
      { cwd: path.join(ROOT, 'api'), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the generator exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop()));
    });
  });
}

async function bench(label, { env, generatorArgs }) {
  log(`${label}: generating ${args.count.toLocaleString('en-GB')} ${args.kind === 'idle' ? 'used' : 'new'} yachts`);
  const generated = await generate(env, generatorArgs);
  const rows = generated.usedYachts + generated.newYachts;
  log(
    `${label}: ${rows.toLocaleString('en-GB')} listings in ${(generated.ms / 1000).toFixed(1)} s (${Math.round(rows / (generated.ms / 1000)).toLocaleString('en-GB')}/s)`,
  );

  const base = `http://127.0.0.1:${args.port}`;
  const server = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'server.cjs')], {
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(args.port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  try {
    const started = performance.now();
    await waitForHealth(base, server);
    log(
      `${label}: api up in ${((performance.now() - started) / 1000).toFixed(1)} s; ${args.connections} connections, ${args.duration} s a request`,
    );
    const rowsOut = [];
    for (const [name, url] of SCENARIOS) {
      const first = await fetch(base + url);
      const body = await first.json().catch(() => null);
      const total = first.status === 200 && body?.data ? body.data.total : null;
      await load(base, url, args.connections, args.warmup);
      const result = await load(base, url, args.connections, args.duration);
      const rps = result.requests / args.duration;
      rowsOut.push({ name, url, total, rps, ...result });
      const ms = (p) => percentile(result.latencies, p).toFixed(1);
      log(
        `  ${name}: ${Math.round(rps)} req/s, p50 ${ms(50)} ms, p95 ${ms(95)} ms${result.errors ? `, ${result.errors} errors (${result.lastError})` : ''}`,
      );
    }
    return { label, generated, rows: rowsOut };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  }
}

function table(result) {
  const lines = [
    `### ${result.label}: ${args.count.toLocaleString('en-GB')} ${args.kind === 'idle' ? 'used' : 'new'} yachts, ${args.connections} connections, ${args.duration} s each`,
    '',
    `Generated in ${(result.generated.ms / 1000).toFixed(1)} s.`,
    '',
    '| request | results | req/s | p50 ms | p95 ms | p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of result.rows) {
    const ms = (p) => (row.latencies.length ? percentile(row.latencies, p).toFixed(1) : '–');
    lines.push(
      `| ${row.name} | ${row.total === null ? '–' : row.total.toLocaleString('en-GB')} | ${Math.round(row.rps).toLocaleString('en-GB')} | ${ms(50)} | ${ms(95)} | ${ms(99)} | ${row.errors} |`,
    );
  }
  return lines.join('\n');
}

const pnpm = ensurePnpm();
log('building the api');
await run(pnpm, ['--filter', './api', 'run', 'build']);

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'yachts-bench-catalogue-'));
const staticDir = path.join(scratch, 'deploy');
fs.mkdirSync(staticDir, { recursive: true });
const common = { STATIC_DIR: staticDir, UPLOADS_DIR: path.join(scratch, 'uploads'), SEED: 'true' };
const results = [];
try {
  if (args.pglite) {
    const dataDir = path.join(scratch, 'pglite');
    results.push(
      await bench('PGlite', {
        env: { ...common, DATA_DIR: dataDir, DATABASE_URL: '' },
        generatorArgs: ['--data-dir', dataDir, '--uploads-dir', common.UPLOADS_DIR],
      }),
    );
  }
  if (args.postgres) {
    const { Client } = createRequire(path.join(ROOT, 'api', 'package.json'))('pg');
    const name = `yachts_bench_${process.pid}_${Date.now()}`;
    const admin = new Client({ connectionString: args.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(args.adminUrl);
    url.pathname = `/${name}`;
    try {
      results.push(
        await bench('PostgreSQL', {
          env: {
            ...common,
            DATABASE_URL: url.href,
            APP_SECRET: crypto.randomBytes(32).toString('hex'),
            // Production on PostgreSQL needs its public origin; the bench's own address stands in for it.
            PUBLIC_URL: `http://127.0.0.1:${args.port}`,
            DATA_DIR: path.join(scratch, 'pg-data'),
          },
          generatorArgs: ['--database-url', url.href, '--uploads-dir', common.UPLOADS_DIR],
        }),
      );
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

console.log(`\n## Catalogue benchmark (${os.cpus().length} cores, Node ${process.versions.node})\n`);
for (const result of results) console.log(`${table(result)}\n`);
