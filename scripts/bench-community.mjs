// `pnpm bench:community`: the community search (decision 033) on a large community. Builds the api, generates
// 100,000 posts (three in ten topics, one in ten articles, the rest comments) into a fresh PostgreSQL database it
// creates and drops (and, with --pglite, into a fresh PGlite directory), starts the built api on it, and measures over
// HTTP, with N concurrent connections for a fixed time per kind of search, the requests per second and the p50 / p95 /
// p99 latency: a common word, a rare word, a misspelt word, two words, a word in one section, one kind, a deep page.
// Each kind rotates through 24 different queries built from the community's vocabulary.
//
//   pnpm bench:community [-- --count 100000] [--connections 16] [--duration 10] [--database-url postgres://user@host:5432/admin-db]
//                        [--pglite] [--cold] [--port 8485]
//
// The api answers repeats from its versioned answer cache (decision 033), as served; with --cold it runs with
// COMMUNITY_CACHE=false, so every request is a first question to the database.
//
// The load comes from this process, on the same machine as the api: on a small machine the figures are a floor.
import os from 'node:os';
import path from 'node:path';
import { ensurePnpm, log, run } from './lib.mjs';
import { latencyTable, measureScenarios, postgresEnv, runApiScript, startApi, withScratchDatabase, withScratchDir } from './bench-lib.mjs';
import { parseBenchArgs } from './bench-args.mjs';

const USAGE =
  'usage: pnpm bench:community [-- --count N] [--connections N] [--duration SECONDS] [--database-url URL] [--pglite] [--cold] [--port N]';

function parseArgs(argv) {
  return parseBenchArgs(argv, USAGE, {
    port: 8485,
    defaults: { count: 100_000, pglite: false },
    flags: (args) => ({
      '--count': (value) => (args.count = Number(value())),
      '--database-url': (value) => (args.adminUrl = value()),
      '--pglite': () => (args.pglite = true),
    }),
    wholeNumbers: ['count'],
  });
}

const args = parseArgs(process.argv.slice(2));
const SEARCH = '/api/v1/community/search';
const VARIANTS = 24;
const COMMON = ['anchor', 'windlass', 'chain', 'bow', 'stern', 'keel', 'rudder', 'mast', 'engine', 'sail', 'marina', 'battery'];
const RARE = [
  'almanac',
  'waypoint',
  'harbourmaster',
  'kicker',
  'cunningham',
  'outhaul',
  'traveller',
  'splice',
  'gybe',
  'teak',
  'epoxy',
  'trawler',
];

function misspell(word) {
  const at = Math.floor(word.length / 2);
  return word.slice(0, at) + word.slice(at + 1);
}

const rotate = (values, n) => Array.from({ length: n }, (_, i) => values[i % values.length]);

function scenarios(modules) {
  const n = VARIANTS;
  const q = (text, extra = '') => `${SEARCH}?q=${encodeURIComponent(text)}${extra}`;
  return [
    ['baseline: /health (select 1)', ['/health']],
    ['a common word', rotate(COMMON, n).map((word) => q(word))],
    ['a rare word', rotate(RARE, n).map((word) => q(word))],
    ['a misspelt word', rotate([...COMMON, ...RARE].map(misspell), n).map((word) => q(word))],
    ['two words', rotate(COMMON, n).map((word, i) => q(`${word} ${RARE[i % RARE.length]}`))],
    ['a word in one section', rotate(COMMON, n).map((word, i) => q(word, `&module=${modules[i % modules.length]}`))],
    ['comments only', rotate(RARE, n).map((word, i) => q(word, `&kind=${['comment', 'topic', 'article'][i % 3]}`))],
    ['page 5', rotate(COMMON, n).map((word) => q(word, '&page=5'))],
  ];
}

async function bench(label, { env, generatorArgs }) {
  log(`${label}: generating ${args.count.toLocaleString('en-GB')} posts`);
  const generated = await runApiScript('generate-community.ts', ['--count', String(args.count), '--json', ...generatorArgs], env);
  log(
    `${label}: ${generated.topics} topics, ${generated.articles} articles, ${generated.comments} comments in ${(generated.ms / 1000).toFixed(1)} s`,
  );
  const base = `http://127.0.0.1:${args.port}`;
  const api = await startApi(args.port, { ...env, COMMUNITY_CACHE: args.cold ? 'false' : 'true' });
  try {
    const modules = ((await (await fetch(`${base}/api/v1/community/modules`)).json()).data.items ?? [])
      .filter((module) => String(module.slug).startsWith('bench-'))
      .map((module) => module.id);
    const rows = await measureScenarios(base, scenarios(modules), args, {
      totalOf: (data) => `${data.capped ? '>' : ''}${data.total}`,
      row: (name, _urls, totals, result) => ({ name, total: totals.length ? `${totals[0]}…${totals[totals.length - 1]}` : '–', ...result }),
    });
    return { label, generated, rows };
  } finally {
    await api.stop();
  }
}

function table(result) {
  const intro = [
    `### ${result.label}: ${args.count.toLocaleString('en-GB')} posts, ${args.connections} connections, ${args.duration} s each${args.cold ? ', no answer cache' : ''}`,
    '',
    `Generated in ${(result.generated.ms / 1000).toFixed(1)} s (${result.generated.topics} topics, ${result.generated.articles} articles, ${result.generated.comments} comments).`,
    '',
  ];
  return latencyTable(intro, 'search', result.rows);
}

const pnpm = ensurePnpm();
log('building the api');
await run(pnpm, ['--filter', './api', 'run', 'build']);

const results = [];
await withScratchDir('community', async ({ scratch, staticDir, uploadsDir }) => {
  const common = { STATIC_DIR: staticDir, UPLOADS_DIR: uploadsDir, SEED: 'false' };
  if (args.pglite) {
    const dataDir = path.join(scratch, 'pglite');
    results.push(
      await bench('PGlite', { env: { ...common, DATA_DIR: dataDir, DATABASE_URL: '' }, generatorArgs: ['--data-dir', dataDir] }),
    );
  }
  await withScratchDatabase(args.adminUrl, 'yachts_bench_community', async (url) => {
    results.push(
      await bench('PostgreSQL', { env: { ...common, ...postgresEnv(url, args.port, scratch) }, generatorArgs: ['--database-url', url] }),
    );
  });
});

console.log(`\n## Community search benchmark (${os.cpus().length} cores, Node ${process.versions.node})\n`);
for (const result of results) console.log(`${table(result)}\n`);
