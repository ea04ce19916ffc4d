// `pnpm bench:conversations`: a busy seller's conversations (decision 045). Builds the api, generates 100 used yachts
// and, about them, `count` conversations of one seller (three messages each, a fifth a new question unread) and one thread of 200
// messages, into a fresh PostgreSQL database it creates and drops; starts the built api on it and measures over HTTP,
// as that seller, with N concurrent connections for a fixed time each, the requests per second and the p50 / p95 / p99
// latency of: the seller's list (first page, a deep page, the new ones only), the 200-message thread, a short thread.
//
//   pnpm bench:conversations [-- --count 2000] [--connections 16] [--duration 10] [--database-url postgres://user@host:5432/admin-db] [--port 8486]
//
// The load comes from this process, on the same machine as the api: on a small machine the figures are a floor.
import os from 'node:os';
import { ensurePnpm, log, run } from './lib.mjs';
import {
  latencyTable,
  loadDefaults,
  loadFlags,
  logScenario,
  measureScenario,
  postgresEnv,
  readFlags,
  requireWholeNumbers,
  runApiScript,
  startApi,
  withScratchDatabase,
  withScratchDir,
} from './bench-lib.mjs';

const USAGE = 'usage: pnpm bench:conversations [-- --count N] [--connections N] [--duration SECONDS] [--database-url URL] [--port N]';

function parseArgs(argv) {
  const args = { ...loadDefaults(8486), count: 2000 };
  readFlags(argv, USAGE, {
    '--count': (value) => (args.count = Number(value())),
    ...loadFlags(args),
    '--database-url': (value) => (args.adminUrl = value()),
  });
  requireWholeNumbers(args, ['count', 'connections', 'duration', 'port']);
  return args;
}

const args = parseArgs(process.argv.slice(2));
const LIST = '/api/v1/conversations';

function scenarios(generated, pages) {
  const list = (query) => `${LIST}?role=selling&${query}`;
  return [
    ['baseline: /health (select 1)', ['/health']],
    ['the list, first page', [list('page=1')]],
    ['the list, page 10', [list('page=10')]],
    ['the list, a page each (1 to 24)', Array.from({ length: Math.min(24, pages) }, (_, i) => list(`page=${i + 1}`))],
    ['the list, new ones only', [list('page=1&status=new')]],
    ['a thread of 200 messages', [`${LIST}/${generated.thread}`]],
    ['a thread of 3 messages', [`${LIST}/${generated.thread - 1}`]],
  ];
}

async function bench(env, adminArgs, uploadsDir) {
  log('generating 100 used yachts');
  await runApiScript(
    'generate-catalogue.ts',
    ['--count', '100', '--kind', 'idle', '--json', ...adminArgs, '--uploads-dir', uploadsDir],
    env,
  );
  log(`generating ${args.count.toLocaleString('en-GB')} conversations`);
  const generated = await runApiScript('generate-conversations.ts', ['--count', String(args.count), '--json', ...adminArgs], env);
  log(`${generated.conversations} conversations in ${(generated.ms / 1000).toFixed(1)} s`);
  const base = `http://127.0.0.1:${args.port}`;
  const headers = { 'access-token': generated.token, cookie: `token=${generated.token}; uuid=${generated.uuid}` };
  const api = await startApi(args.port, env);
  try {
    const first = await (await fetch(`${base}${LIST}?role=selling&page=1`, { headers })).json();
    if (typeof first.data?.total !== 'number') throw new Error(`the list answered ${JSON.stringify(first).slice(0, 300)}`);
    const pages = Math.ceil(first.data.total / (first.data.page_size ?? first.data.pageSize ?? 20));
    const rows = [];
    for (const [name, urls] of scenarios(generated, pages)) {
      const { totals, ...result } = await measureScenario(base, urls, { ...args, headers }, (data) => data.total);
      rows.push({ name, total: totals.length ? String(totals[0]) : '–', ...result });
      logScenario(name, result);
    }
    return { generated, rows };
  } finally {
    await api.stop();
  }
}

const pnpm = ensurePnpm();
log('building the api');
await run(pnpm, ['--filter', './api', 'run', 'build']);

const result = await withScratchDir('conversations', async ({ scratch, staticDir, uploadsDir }) =>
  withScratchDatabase(args.adminUrl, 'yachts_bench_conversations', async (url) =>
    bench(
      { STATIC_DIR: staticDir, UPLOADS_DIR: uploadsDir, SEED: 'false', ...postgresEnv(url, args.port, scratch) },
      ['--database-url', url],
      uploadsDir,
    ),
  ),
);

console.log(`\n## Conversations benchmark (${os.cpus().length} cores, Node ${process.versions.node})\n`);
console.log(
  latencyTable(
    [
      `### PostgreSQL: ${result.generated.conversations.toLocaleString('en-GB')} conversations of one seller, ${args.connections} connections, ${args.duration} s each`,
      '',
      `Generated in ${(result.generated.ms / 1000).toFixed(1)} s.`,
      '',
    ],
    'request',
    result.rows,
  ),
);
