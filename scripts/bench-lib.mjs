// What the api benchmarks share (bench:catalogue, bench:community, bench:conversations): the load loop over HTTP,
// measuring and logging each kind of request, percentiles, waiting for the api to answer, running a tsx command of the
// api that prints a JSON line, and the scratch folder and PostgreSQL database a run works in.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, createScratchDatabase, fail, log } from './lib.mjs';

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `connections` loops, each sending the next request when the last answered, for `seconds`; `headers` go with each. */
export async function load(base, urls, connections, seconds, headers = {}) {
  let next = 0;
  const latencies = [];
  /** The api's own time of each answer (its Server-Timing header), without the queueing on a busy machine. */
  const server = [];
  let errors = 0;
  let lastError = '';
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const url = urls[next % urls.length];
        next += 1;
        const started = performance.now();
        try {
          const response = await fetch(base + url, { headers });
          const body = await response.arrayBuffer();
          if (response.status === 200) {
            latencies.push(performance.now() - started);
            const timing = /app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
            if (timing) server.push(Number(timing[1]));
          } else {
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
  server.sort((a, b) => a - b);
  return { requests: latencies.length, errors, lastError, latencies, server };
}

/**
 * One kind of request measured: the totals the first eight addresses answer (`totalOf(data)` of each answer with a
 * numeric total), a warm-up, then `duration` seconds of load; with its req/s.
 */
export async function measureScenario(base, urls, { connections, warmup, duration, headers = {} }, totalOf) {
  const totals = [];
  for (const url of urls.slice(0, 8)) {
    const body = await (await fetch(base + url, { headers })).json().catch(() => null);
    if (body?.data && typeof body.data.total === 'number') totals.push(totalOf(body.data));
  }
  await load(base, urls, connections, warmup, headers);
  const result = await load(base, urls, connections, duration, headers);
  return { totals, rps: result.requests / duration, ...result };
}

/** The p-th percentile of a row's sorted times in ms, one decimal; '–' when it has none. */
export function msOf(times, p) {
  return times.length ? percentile(times, p).toFixed(1) : '–';
}

/** A Markdown table of measured rows under `intro` lines; `serverColumn` adds the api's own p95 (Server-Timing). */
export function latencyTable(intro, firstColumn, rows, { serverColumn = false } = {}) {
  const heads = [firstColumn, 'results', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', ...(serverColumn ? ['server p95 ms'] : []), 'errors'];
  const lines = [
    ...intro,
    `| ${heads.join(' | ')} |`,
    `| --- | ${heads
      .slice(1)
      .map(() => '---:')
      .join(' | ')} |`,
  ];
  for (const row of rows) {
    const { latencies } = row;
    const server = serverColumn ? [msOf(row.server ?? [], 95)] : [];
    const cells = [
      row.name,
      row.total ?? '–',
      Math.round(row.rps).toLocaleString('en-GB'),
      msOf(latencies, 50),
      msOf(latencies, 95),
      msOf(latencies, 99),
    ];
    lines.push(`| ${[...cells, ...server, row.errors].join(' | ')} |`);
  }
  return lines.join('\n');
}

export async function waitForHealth(base, child) {
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

/** Runs one of the api's tsx scripts (api/scripts/NAME) and answers the JSON of its last line. */
export function runApiScript(name, args, env) {
  const tsx = path.join(ROOT, 'api', 'node_modules', '.bin', 'tsx');
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [path.join(ROOT, 'api', 'scripts', name), ...args], {
      cwd: path.join(ROOT, 'api'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${name} exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop()));
    });
  });
}

/** Starts the built api (api/dist/server.cjs) in production on `port` with `env`, and waits until it answers. */
export async function startApi(port, env) {
  const server = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'server.cjs')], {
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  await waitForHealth(`http://127.0.0.1:${port}`, server);
  return {
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    },
  };
}

/**
 * Reads a bench script's flags: `handlers` maps a flag to a function given `value()` (the next argument, required);
 * an unknown flag or a missing value fails with the usage.
 */
/** What both api benches take by default: the load (connections, seconds, warm-up), the database, the cache, the port. */
export function loadDefaults(port) {
  return {
    connections: 16,
    duration: 10,
    warmup: 2,
    adminUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    cold: false,
    port: Number(process.env.BENCH_PORT ?? port),
  };
}

/** The flags of the load both api benches read into `args`: --connections, --duration, --cold, --port. */
export function loadFlags(args) {
  return {
    '--connections': (value) => (args.connections = Number(value())),
    '--duration': (value) => (args.duration = Number(value())),
    '--cold': () => (args.cold = true),
    '--port': (value) => (args.port = Number(value())),
  };
}

export function readFlags(argv, usage, handlers) {
  const rest = argv.filter((arg) => arg !== '--');
  for (let i = 0; i < rest.length; i += 1) {
    const flag = rest[i];
    const handler = handlers[flag];
    if (!handler) fail(`unknown option ${flag}\n${usage}`);
    handler(() => {
      const next = rest[i + 1];
      if (next === undefined) fail(`${flag} needs a value\n${usage}`);
      i += 1;
      return next;
    });
  }
}

/** Fails unless each of `keys` of `args` is a whole number above 0 (named as its flag). */
export function requireWholeNumbers(args, keys) {
  for (const key of keys) {
    if (!Number.isInteger(args[key]) || args[key] <= 0) fail(`--${key} must be a whole number above 0`);
  }
}

/**
 * The production server of the built site on `port`, serving `deployDir` with a database and uploads of its own in a
 * scratch folder (seeded on start), waited for; `stop()` ends it and removes the scratch folder.
 */
export async function startSite(port, deployDir, name) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `yachts-bench-${name}-`));
  const base = `http://127.0.0.1:${port}`;
  const api = await startApi(port, {
    PUBLIC_URL: base,
    STATIC_DIR: deployDir,
    DATA_DIR: path.join(scratch, 'pglite'),
    UPLOADS_DIR: path.join(scratch, 'uploads'),
  });
  return {
    base,
    stop: async () => {
      await api.stop();
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** Runs `use(url)` on a PostgreSQL database of its own beside `adminUrl`'s, dropped afterwards whatever happens. */
export async function withScratchDatabase(adminUrl, prefix, use) {
  const { admin, name, url } = await createScratchDatabase(adminUrl, prefix);
  try {
    return await use(url.href);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * Runs `use` with a scratch folder of its own (`scratch`), holding an empty deploy folder (`staticDir`) and the
 * uploads' place (`uploadsDir`); removed afterwards whatever happens.
 */
export async function withScratchDir(name, use) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `yachts-bench-${name}-`));
  const staticDir = path.join(scratch, 'deploy');
  fs.mkdirSync(staticDir, { recursive: true });
  try {
    return await use({ scratch, staticDir, uploadsDir: path.join(scratch, 'uploads') });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** The api's settings on the PostgreSQL database at `url`, with a fresh secret; its data folder in `scratch`. */
export function postgresEnv(url, port, scratch) {
  return {
    DATABASE_URL: url,
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    // Production on PostgreSQL needs its public origin; the bench's own address stands in for it.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(scratch, 'pg-data'),
  };
}

/**
 * Measures each `[name, urls]` of `scenarios` in turn (measureScenario, with `totalOf`) and logs it (logScenario, with
 * `server`); gives the rows `row(name, urls, totals, result)` makes of them, in order.
 */
export async function measureScenarios(base, scenarios, args, { totalOf, row, server = false }) {
  const rows = [];
  for (const [name, urls] of scenarios) {
    const { totals, ...result } = await measureScenario(base, urls, args, totalOf);
    rows.push(row(name, urls, totals, result));
    logScenario(name, result, { server });
  }
  return rows;
}

/** Logs one measured kind of request: req/s, p50, p95 (with `server`, the api's own p95 too) and any errors. */
export function logScenario(name, result, { server = false } = {}) {
  const ms = (p) => msOf(result.latencies, p);
  const own = server ? `, server p95 ${msOf(result.server, 95)} ms` : '';
  log(
    `  ${name}: ${Math.round(result.rps)} req/s, p50 ${ms(50)} ms, p95 ${ms(95)} ms${own}${result.errors ? `, ${result.errors} errors (${result.lastError})` : ''}`,
  );
}
