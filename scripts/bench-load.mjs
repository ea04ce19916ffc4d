// `pnpm bench:load`: the site under a crowd, through the balancer (decision 031). Starts `pnpm cluster`'s set-up (nginx
// in front of two api instances) on a fresh PostgreSQL database with the demo data, adds member accounts for the
// virtual users, and runs them (api/scripts/load-users.ts): each opens the home page, logs in if a member, then
// browses lists, searches, yachts and topics, follows and comments, one step every 1-4 s (--think), each on its own
// connection and client address. Prints a markdown table per kind of request and overall: requests, req/s,
// p50/p95/p99/max latency, errors (no answer, or a 4xx/5xx status), against the goal of no errors and p99 ≤ 300 ms.
//
//   pnpm bench:load [-- --users 200] [--duration 60] [--ramp 20] [--think 1000-4000] [--members 100] [--instances 2]
//   DATABASE_URL=postgres://… (a server to create the database `yachts_load` on; default 127.0.0.1:5432)
//
// The load comes from this machine, beside nginx, both instances and PostgreSQL: on 2 cores the figures are a floor.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster, withClient } from './cluster-lib.mjs';
import { ROOT, fail, log } from './lib.mjs';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    ramp: { type: 'string', default: '20' },
    think: { type: 'string', default: '1000-4000' },
    members: { type: 'string', default: '100' },
    instances: { type: 'string', default: '2' },
  },
  allowPositionals: true,
});
const think = /^(\d+)-(\d+)$/.exec(values.think);
if (!think || Number(think[1]) > Number(think[2])) fail('--think must be a range of milliseconds, e.g. 1000-4000');
const numbers = Object.fromEntries(
  Object.entries(values)
    .filter(([key]) => key !== 'think')
    .map(([key, value]) => [key, Number(value)]),
);
for (const [key, value] of Object.entries(numbers)) if (!Number.isInteger(value) || value < 0) fail(`--${key} must be a whole number`);
if (numbers.users > 2000) fail('--users: at most 2,000 (one client address each on 127.0.1-8.x)');

const deployDir = path.resolve(ROOT, process.env.STATIC_DIR ?? '.deploy');
if (!fs.existsSync(path.join(deployDir, 'host', 'index.html'))) fail(`no published build in ${deployDir}: run npm start or npm test first`);
if (!fs.existsSync(path.join(ROOT, 'api', 'dist', 'server.cjs'))) fail('the api is not built: run npm start or npm test first');

const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const adminUrl = new URL(server);
adminUrl.pathname = '/postgres';
const databaseUrl = new URL(server);
databaseUrl.pathname = '/yachts_load';
log('a fresh database yachts_load');
await withClient(adminUrl.href, async (client) => {
  await client.query('drop database if exists yachts_load with (force)');
  await client.query('create database yachts_load');
}).catch((error) => fail(`PostgreSQL at ${server.host}: ${error.message}`));

log(`${numbers.instances} api instances behind nginx`);
const cluster = await startCluster({
  databaseUrl: databaseUrl.href,
  deployDir,
  instances: numbers.instances,
  quiet: true,
  env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' },
});
let report;
try {
  // Members share the demo account's password (the same stored hash), so nothing waits for a mailed code.
  const DEMO = 'demo@yacht-harbour.local';
  await withClient(databaseUrl.href, (client) =>
    client.query(
      `insert into users (uuid, email, password_hash, name, email_verified_at)
       select gen_random_uuid(), 'load-member-' || n || '@example.com', password_hash, 'Load tester ' || n, now()
         from users, generate_series(1, $1::int) as n where email = $2`,
      [numbers.members, DEMO],
    ),
  );
  log(`${numbers.users} virtual users (${numbers.members} of them members) for ${numbers.ramp} s of arrivals + ${numbers.duration} s`);
  const tsx = path.join(ROOT, 'api', 'node_modules', '.bin', 'tsx');
  const output = await new Promise((resolve, reject) => {
    const child = spawn(
      tsx,
      [
        path.join(ROOT, 'api', 'scripts', 'load-users.ts'),
        '--url',
        cluster.url,
        ...['users', 'duration', 'ramp', 'members'].flatMap((key) => [`--${key}`, String(numbers[key])]),
        '--think',
        values.think,
      ],
      { cwd: path.join(ROOT, 'api'), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`the virtual users exited with ${code}`))));
  });
  report = JSON.parse(output.trim().split('\n').at(-1));
} catch (error) {
  console.error(cluster.logs());
  await cluster.stop();
  fail(error.message);
}
await cluster.stop();

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const row = (name, samples) => {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const errors = samples.filter((sample) => sample.error || sample.status === 0 || sample.status >= 400);
  return {
    name,
    count: samples.length,
    rate: samples.length / report.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    errors: errors.length,
    statuses: [...new Set(errors.map((sample) => sample.error ?? sample.status))].join(', '),
  };
};
const kinds = [...new Set(report.samples.map((sample) => sample.kind))].sort();
const rows = [
  ...kinds.map((kind) =>
    row(
      kind,
      report.samples.filter((sample) => sample.kind === kind),
    ),
  ),
  row('**all requests**', report.samples),
];
const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');
console.log(
  `\n${numbers.users} virtual users, ${numbers.instances} api instances behind nginx, PostgreSQL; ${report.seconds.toFixed(0)} s in all\n`,
);
console.log('| request | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.count} | ${r.rate.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.errors}${r.statuses ? ` (${r.statuses})` : ''} |`,
  );
const all = rows.at(-1);
const met = all.errors === 0 && all.p99 <= 300;
console.log(`\nGoal (no errors, p99 ≤ 300 ms): ${met ? 'met' : 'not met'} — ${all.errors} errors, p99 ${ms(all.p99)} ms.`);
