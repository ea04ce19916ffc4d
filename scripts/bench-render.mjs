// `pnpm bench:render`: what server rendering costs the gateway. Starts the built gateway on a published deploy (like
// bench:web: STATIC_DIR or .deploy) with a fresh PGlite directory, so the demo data is seeded, and loads it with
// autocannon, N connections for a fixed time per request: the used list's page as HTML (what a browser or a crawler
// asks for), the api call that fills that list, a used yacht's page as HTML and its api call, and `/health` as the
// floor. Prints the requests per second and the p50 / p95 / p99 latency of each, as a markdown table, so a rendered
// page can be read beside the JSON it is drawn from. A render that runs out of its budget sends the area for the
// browser to draw (a smaller page): such answers are counted as "partial".
//
//   pnpm bench:render [-- --duration 10] [--connections 16] [--warmup 2] [--port 8585]
//
// The load comes from this process, on the same machine as the gateway: on a small machine the figures are a floor.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, fail, log } from './lib.mjs';

const USAGE = 'usage: pnpm bench:render [-- --duration SECONDS] [--connections N] [--warmup SECONDS] [--port N]';

function parseArgs(argv) {
  const args = { duration: 10, connections: 16, warmup: 2, port: Number(process.env.BENCH_PORT ?? 8585) };
  const rest = argv.filter((arg) => arg !== '--');
  for (let i = 0; i < rest.length; i += 1) {
    const flag = rest[i];
    const value = () => {
      const next = rest[i + 1];
      if (next === undefined) fail(`${flag} needs a value\n${USAGE}`);
      i += 1;
      return next;
    };
    if (flag === '--duration') args.duration = Number(value());
    else if (flag === '--connections') args.connections = Number(value());
    else if (flag === '--warmup') args.warmup = Number(value());
    else if (flag === '--port') args.port = Number(value());
    else fail(`unknown option ${flag}\n${USAGE}`);
  }
  for (const key of ['duration', 'connections', 'port']) {
    if (!Number.isInteger(args[key]) || args[key] <= 0) fail(`--${key} must be a whole number above 0`);
  }
  if (!Number.isInteger(args.warmup) || args.warmup < 0) fail('--warmup must be a whole number, 0 or above');
  return args;
}

const args = parseArgs(process.argv.slice(2));
const deployDir = path.resolve(ROOT, process.env.STATIC_DIR ?? '.deploy');
if (!fs.existsSync(path.join(deployDir, 'host', 'index.html'))) fail(`no published build in ${deployDir}: run npm start or npm test first`);
if (!fs.existsSync(path.join(ROOT, 'api', 'dist', 'server.cjs'))) fail('the api is not built: run npm start or npm test first');

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const JSON_CALL = { accept: 'application/json, text/plain, */*' };

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function waitForHealth(base, child) {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) fail(`the gateway exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  fail('the gateway did not answer /health within two minutes');
}

/** The requests, with the yacht the api lists first (its page and its api call). */
async function scenarios(base) {
  const response = await fetch(`${base}/api/v1/yachts/idle?page=1&pageSize=1`);
  const yacht = (await response.json().catch(() => null))?.data?.items?.[0];
  if (!response.ok || !yacht) fail(`the used list answered ${response.status} with no yacht: is the demo data seeded?`);
  return [
    // The list page with no filters asks the api for the first page, newest first (catalogueQueryToParams leaves
    // page 1 and the default sort out).
    { name: 'used list, page HTML', url: '/used-yachts-for-sale/', headers: HTML, page: true },
    { name: 'used list, api JSON', url: '/api/v1/yachts/idle', headers: JSON_CALL },
    { name: 'used yacht, page HTML', url: yacht.url, headers: HTML, page: true },
    { name: 'used yacht, api JSON', url: `/api/v1/yachts/idle/${yacht.id}`, headers: JSON_CALL },
    { name: 'baseline', url: '/health', headers: JSON_CALL },
  ];
}

/** One autocannon run; every answer's latency and size are kept (autocannon's own summary has no p95). */
function load(base, scenario, seconds) {
  const latencies = [];
  const sizes = [];
  const instance = autocannon({
    url: base + scenario.url,
    headers: scenario.headers,
    connections: args.connections,
    duration: seconds,
  });
  instance.on('response', (_client, statusCode, bytes, responseTime) => {
    if (statusCode === 200) {
      latencies.push(responseTime);
      sizes.push(bytes);
    }
  });
  return new Promise((resolve, reject) => {
    instance.then((result) => {
      latencies.sort((a, b) => a - b);
      resolve({ result, latencies, sizes });
    }, reject);
  });
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'yachts-bench-render-'));
const base = `http://127.0.0.1:${args.port}`;
const server = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'server.cjs')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(args.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    STATIC_DIR: deployDir,
    DATA_DIR: path.join(scratch, 'pglite'),
    UPLOADS_DIR: path.join(scratch, 'uploads'),
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
const rows = [];
try {
  await waitForHealth(base, server);
  log(`${args.connections} connections, ${args.duration} s a request after ${args.warmup} s of warm-up`);
  for (const scenario of await scenarios(base)) {
    const first = await fetch(base + scenario.url, { headers: scenario.headers });
    const body = await first.text();
    if (first.status !== 200) fail(`${scenario.url} answered ${first.status}`);
    if (scenario.page && !body.includes('id="page-state"')) fail(`${scenario.url} was not rendered on the server (no page state)`);
    if (args.warmup > 0) await load(base, scenario, args.warmup);
    const { result, latencies, sizes } = await load(base, scenario, args.duration);
    // A full answer is the largest seen; one well below it left an area for the browser to draw.
    const full = Math.max(0, ...sizes);
    const partial = scenario.page ? sizes.filter((size) => size < full * 0.9).length : 0;
    const row = {
      ...scenario,
      kb: Buffer.byteLength(body) / 1024,
      rps: latencies.length / result.duration,
      latencies,
      partial,
      errors: result.errors + result.non2xx, // autocannon counts a timeout among the errors
    };
    rows.push(row);
    const ms = (p) => percentile(latencies, p).toFixed(1);
    log(
      `  ${scenario.name} (${scenario.url}): ${Math.round(row.rps)} req/s, p50 ${ms(50)} ms, p95 ${ms(95)} ms, p99 ${ms(99)} ms` +
        `${row.errors ? `, ${row.errors} errors` : ''}${partial ? `, ${partial} partial` : ''}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  fs.rmSync(scratch, { recursive: true, force: true });
}

const lines = [
  `## Server rendering (${os.cpus().length} cores, Node ${process.versions.node}; ${args.connections} connections, ${args.duration} s each)`,
  '',
  '| request | answer KB | req/s | p50 ms | p95 ms | p99 ms | errors | partial |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];
for (const row of rows) {
  const ms = (p) => (row.latencies.length ? percentile(row.latencies, p).toFixed(1) : '–');
  lines.push(
    `| ${row.name} \`${row.url}\` | ${row.kb < 0.1 ? row.kb.toFixed(2) : row.kb.toFixed(1)} | ${Math.round(row.rps).toLocaleString('en-GB')} | ${ms(50)} | ${ms(95)} | ${ms(99)} | ${row.errors} | ${row.page ? row.partial : '–'} |`,
  );
}
console.log(`\n${lines.join('\n')}\n`);
