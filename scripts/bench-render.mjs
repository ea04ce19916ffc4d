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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { percentile, readFlags, requireWholeNumbers, startSite } from './bench-lib.mjs';
import { ROOT, fail, log } from './lib.mjs';

const USAGE = 'usage: pnpm bench:render [-- --duration SECONDS] [--connections N] [--warmup SECONDS] [--port N]';

function parseArgs(argv) {
  const args = { duration: 10, connections: 16, warmup: 2, port: Number(process.env.BENCH_PORT ?? 8585) };
  readFlags(argv, USAGE, {
    '--duration': (value) => (args.duration = Number(value())),
    '--connections': (value) => (args.connections = Number(value())),
    '--warmup': (value) => (args.warmup = Number(value())),
    '--port': (value) => (args.port = Number(value())),
  });
  requireWholeNumbers(args, ['duration', 'connections', 'port']);
  if (!Number.isInteger(args.warmup) || args.warmup < 0) fail('--warmup must be a whole number, 0 or above');
  return args;
}

const args = parseArgs(process.argv.slice(2));
const deployDir = path.resolve(ROOT, process.env.STATIC_DIR ?? '.deploy');
if (!fs.existsSync(path.join(deployDir, 'host', 'index.html'))) fail(`no published build in ${deployDir}: run npm start or npm test first`);
if (!fs.existsSync(path.join(ROOT, 'api', 'dist', 'server.cjs'))) fail('the api is not built: run npm start or npm test first');

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const JSON_CALL = { accept: 'application/json, text/plain, */*' };

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

const site = await startSite(args.port, deployDir, 'render');
const base = site.base;
const rows = [];
try {
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
  await site.stop();
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
