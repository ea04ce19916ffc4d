// `pnpm bench:catalogue`: the catalogue api on a large catalogue. Builds the api (esbuild, a second), generates
// 100,000 used yachts (or each size of --counts) into a fresh PGlite directory (and, with --postgres or DATABASE_URL,
// into a fresh PostgreSQL database it creates and drops), starts the built api on it, and measures over HTTP, with N
// concurrent connections for a fixed time per kind of request, the requests per second and the p50 / p95 / p99
// latency of lists, sorts, filters and their combinations, deep pages, searches and the filter panel. Each kind
// rotates through 24 different addresses built from the catalogue's own names, so no cache answers a repeat. Prints
// a markdown table per database and size, and with several sizes a scaling table per database (PGlite up to 100,000).
// The "server" column is the api's own time (its Server-Timing header), without the queueing of a busy machine.
// The api answers repeats from its versioned answer cache (decision 024), as served; with --cold it runs with
// CATALOGUE_CACHE=false, so every request is a first question to the database.
//
//   pnpm bench:catalogue [-- --count 100000 | --counts 10000,100000,1000000] [--kind idle|new] [--connections 16] [--duration 10]
//                        [--postgres] [--database-url postgres://user@host:5432/admin-db] [--no-pglite] [--cold] [--port 8484]
//                        [--existing postgres://user@host:5432/db]
//
// --existing measures a PostgreSQL database that already holds a generated catalogue (`pnpm --filter ./api
// generate:catalogue -- --count 1000000 --database-url …`, 12 minutes at 1,000,000) as it is, neither generating
// nor dropping it: several runs at 1,000,000 without generating each time. --count then only labels the table.
//
// The load comes from this process, on the same machine as the api: on a small machine the figures are a floor.
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensurePnpm, fail, log, run } from './lib.mjs';
import {
  latencyTable,
  measureScenarios,
  percentile,
  postgresEnv,
  runApiScript,
  startApi,
  withScratchDatabase,
  withScratchDir,
} from './bench-lib.mjs';
import { parseBenchArgs } from './bench-args.mjs';

const USAGE =
  'usage: pnpm bench:catalogue [-- --count N | --counts N,N,…] [--kind idle|new] [--connections N] [--duration SECONDS] [--postgres] [--database-url URL] [--no-pglite] [--cold] [--port N] [--existing URL]';

function parseArgs(argv) {
  const args = parseBenchArgs(argv, USAGE, {
    port: 8484,
    defaults: {
      counts: [100_000],
      kind: 'idle',
      postgres: Boolean(process.env.DATABASE_URL),
      pglite: true,
      /** PGlite is one process's database: it is measured up to this size (the goals stop at 100,000 for it). */
      pgliteMax: 100_000,
    },
    flags: (args) => ({
      '--count': (value) => (args.counts = [Number(value())]),
      '--counts': (value) => (args.counts = value().split(',').map(Number)),
      '--kind': (value) => (args.kind = value()),
      '--warmup': (value) => (args.warmup = Number(value())),
      '--postgres': () => (args.postgres = true),
      '--database-url': (value) => {
        args.adminUrl = value();
        args.postgres = true;
      },
      '--no-pglite': () => (args.pglite = false),
      '--existing': (value) => (args.existing = value()),
    }),
    check: (args) => {
      if (!['idle', 'new'].includes(args.kind)) fail(`--kind must be idle or new\n${USAGE}`);
    },
  });
  if (!args.counts.every((n) => Number.isInteger(n) && n > 0)) fail(`--count and --counts take whole numbers above 0\n${USAGE}`);
  return args;
}

const args = parseArgs(process.argv.slice(2));
const list = `/api/v1/yachts/${args.kind}`;
/** How many different requests each kind rotates through, so no cache can answer a repeat. */
const VARIANTS = 24;

/** A letter dropped from the middle of a word: the misspelling a hurried visitor makes. */
function misspell(word) {
  if (word.length < 5) return word;
  const at = Math.floor(word.length / 2);
  return word.slice(0, at) + word.slice(at + 1);
}

const rotate = (values, n) => Array.from({ length: n }, (_, i) => values[i % values.length]);
const enc = encodeURIComponent;

/**
 * What a visitor does, at least two requests of each kind, each kind as VARIANTS different addresses built from
 * the catalogue's own builders, models and places (read from the api before measuring): lists and sorts, filters
 * and their combinations with a sort, deep pages, searches (exact, misspelt, a place, a word of the descriptions),
 * search with filters, and the filter panel's values.
 */
function scenarios(vocabulary) {
  const { builders, models, places } = vocabulary;
  const prices = [
    [50000, 150000],
    [100000, 400000],
    [250000, 900000],
    [500000, 2000000],
  ];
  const lengths = [
    [8, 11],
    [10, 14],
    [12, 18],
    [15, 25],
  ];
  const types = ['sail', 'motor', 'catamaran', 'superyacht'];
  const fuels = ['diesel', 'petrol', 'electric', 'hybrid'];
  const words = ['sunroof', 'generator', 'teak', 'hardtop', 'watermaker', 'bow thruster', 'garage', 'flybridge'];
  const n = VARIANTS;
  const each = (make) => Array.from({ length: n }, (_, i) => make(i));
  return [
    // The floor: the api, one trivial query and the HTTP loop, to read the other rows against.
    ['baseline: /health (select 1)', ['/health']],
    ['list: newest first, pages 1-24', each((i) => `${list}?page=${i + 1}`)],
    [
      'list: sorted by price, by length',
      each((i) => `${list}?sort=${['price-asc', 'price-desc', 'length-desc', 'year-asc'][i % 4]}&page=${(i % 6) + 1}`),
    ],
    ['deep page (pages 100-400)', each((i) => `${list}?page=${100 + ((i * 13) % 300)}`)],
    ['filter: one builder', rotate(builders, n).map((b) => `${list}?builder=${enc(b)}`)],
    [
      'filters: type + price + length',
      each(
        (i) =>
          `${list}?type=${types[i % 4]}&priceMin=${prices[i % 4][0]}&priceMax=${prices[i % 4][1]}&lengthMin=${lengths[(i >> 2) % 4][0]}&lengthMax=${lengths[(i >> 2) % 4][1]}`,
      ),
    ],
    [
      'filters: three with a sort',
      each(
        (i) =>
          `${list}?type=${types[i % 3]}&fuel=${fuels[i % 2]}&cabins=${(i % 4) + 1}&sort=${['price-desc', 'length-asc', 'year-desc'][i % 3]}`,
      ),
    ],
    [
      'filters: builder + year + sort',
      rotate(builders, n).map((b, i) => `${list}?builder=${enc(b)}&yearMin=${2000 + (i % 15)}&sort=price-asc`),
    ],
    ['filter: place', rotate(places, n).map((place) => `${list}?location=${enc(place)}`)],
    ['search: builder and model', rotate(models, n).map((m) => `${list}?q=${enc(m.toLowerCase())}`)],
    ['search: misspelt', rotate(models, n).map((m) => `${list}?q=${enc(m.toLowerCase().split(' ').map(misspell).join(' '))}`)],
    ['search: a place', rotate(places, n).map((place) => `${list}?q=${enc(place.toLowerCase())}`)],
    ['search: a word of the descriptions', rotate(words, n).map((word) => `${list}?q=${enc(word)}`)],
    [
      'search + filters',
      rotate(builders, n).map(
        (b, i) => `${list}?q=${enc(b.toLowerCase())}&type=${types[i % 2]}&priceMax=${prices[i % 4][1]}&yearMin=${2005 + (i % 10)}`,
      ),
    ],
    [
      'header suggestions (2-6 letters)',
      rotate([...builders, ...places], n).map((name, i) => `${list}/suggestions?q=${enc(name.slice(0, 2 + (i % 5)).toLowerCase())}`),
    ],
    ['filter panel values', [`${list}/filters`]],
    [
      'filter counts under a type and a builder',
      rotate(builders, n).map((b, i) => `${list}/filters?type=${types[i % 4]}&builder=${enc(b)}`),
    ],
    [
      'filter counts under words and a country',
      rotate(words, n).map((word, i) => `${list}/filters?q=${enc(word)}&country=${['ES', 'FR', 'IT', 'GB', 'HR', 'GR'][i % 6]}`),
    ],
  ];
}

/** The builders, builder-and-model names and places of the catalogue under test, from its own api. */
async function vocabularyOf(base) {
  const filters = (await (await fetch(`${base}${list}/filters`)).json()).data;
  const models = new Set();
  for (const sort of ['newest', 'price-asc', 'price-desc', 'length-asc']) {
    const page = (await (await fetch(`${base}${list}?sort=${sort}&pageSize=60`)).json()).data;
    for (const yacht of page.items) models.add(`${yacht.builder} ${yacht.model}`);
  }
  return {
    builders: filters.builders.slice(0, VARIANTS).map((entry) => entry.name),
    places: filters.locations.slice(0, VARIANTS).map((entry) => entry.name),
    models: [...models].slice(0, VARIANTS),
  };
}

function generate(count, env, extra) {
  return runApiScript('generate-catalogue.ts', ['--count', String(count), '--kind', args.kind, '--json', ...extra], env);
}

async function bench(label, count, { env, generatorArgs }) {
  log(
    `${label}: ${generatorArgs ? 'generating' : 'measuring the existing'} ${count.toLocaleString('en-GB')} ${args.kind === 'idle' ? 'used' : 'new'} yachts`,
  );
  const generated = generatorArgs
    ? await generate(count, env, generatorArgs)
    : { usedYachts: args.kind === 'idle' ? count : 0, newYachts: args.kind === 'idle' ? 0 : count, ms: 0 };
  const rows = generated.usedYachts + generated.newYachts;
  log(
    `${label}: ${rows.toLocaleString('en-GB')} listings in ${(generated.ms / 1000).toFixed(1)} s (${Math.round(rows / (generated.ms / 1000)).toLocaleString('en-GB')}/s)`,
  );

  const base = `http://127.0.0.1:${args.port}`;
  const started = performance.now();
  const api = await startApi(args.port, { ...env, CATALOGUE_CACHE: args.cold ? 'false' : 'true' });
  try {
    log(
      `${label}: api up in ${((performance.now() - started) / 1000).toFixed(1)} s; ${args.connections} connections, ${args.duration} s a request`,
    );
    const rowsOut = await measureScenarios(base, scenarios(await vocabularyOf(base)), args, {
      totalOf: (data) => data.total,
      row: (name, urls, totals, result) => {
        // The results of each address, as the table shows them: the smallest and the largest total.
        const total = totals.length
          ? `${Math.min(...totals).toLocaleString('en-GB')}-${Math.max(...totals).toLocaleString('en-GB')}`
          : null;
        return { name, url: urls[0], total, ...result };
      },
      server: true,
    });
    return { label, count, generated, rows: rowsOut };
  } finally {
    await api.stop();
  }
}

function table(result) {
  const lines = [
    `### ${result.label}: ${result.count.toLocaleString('en-GB')} ${args.kind === 'idle' ? 'used' : 'new'} yachts, ${args.connections} connections, ${args.duration} s each${args.cold ? ', no answer cache' : ''}`,
    '',
    result.generated.ms > 0
      ? `Generated in ${(result.generated.ms / 1000).toFixed(1)} s.`
      : 'Measured on an existing database (--existing).',
    '',
  ];
  return latencyTable(lines, 'request', result.rows, { serverColumn: true });
}

const pnpm = ensurePnpm();
log('building the api');
await run(pnpm, ['--filter', './api', 'run', 'build']);

/** p95 and req/s of every request kind by catalogue size, one table per database. */
function scalingTable(label, runs) {
  const sizes = runs.map((run) => run.count.toLocaleString('en-GB'));
  const lines = [
    `### ${label}: p95 ms (req/s) by catalogue size, ${args.connections} connections${args.cold ? ', no answer cache' : ''}`,
    '',
    `| request | ${sizes.join(' | ')} |`,
    `| --- | ${sizes.map(() => '---:').join(' | ')} |`,
  ];
  for (const [i, row] of runs[0].rows.entries()) {
    const cells = runs.map((run) => {
      const r = run.rows[i];
      return r.latencies.length ? `${percentile(r.latencies, 95).toFixed(1)} (${Math.round(r.rps).toLocaleString('en-GB')})` : '–';
    });
    lines.push(`| ${row.name} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

const results = [];
if (args.existing) {
  await withScratchDir('catalogue', async ({ scratch, staticDir, uploadsDir }) => {
    results.push(
      await bench('PostgreSQL', args.counts[0], {
        env: { STATIC_DIR: staticDir, UPLOADS_DIR: uploadsDir, SEED: 'false', ...postgresEnv(args.existing, args.port, scratch) },
        generatorArgs: null,
      }),
    );
  });
}
for (const count of args.existing ? [] : args.counts) {
  await withScratchDir('catalogue', async ({ scratch, staticDir, uploadsDir }) => {
    const common = { STATIC_DIR: staticDir, UPLOADS_DIR: uploadsDir, SEED: 'true' };
    if (args.pglite && count <= args.pgliteMax) {
      const dataDir = path.join(scratch, 'pglite');
      results.push(
        await bench('PGlite', count, {
          env: { ...common, DATA_DIR: dataDir, DATABASE_URL: '' },
          generatorArgs: ['--data-dir', dataDir, '--uploads-dir', uploadsDir],
        }),
      );
    }
    if (args.postgres) {
      await withScratchDatabase(args.adminUrl, 'yachts_bench', async (url) => {
        results.push(
          await bench('PostgreSQL', count, {
            env: { ...common, ...postgresEnv(url, args.port, scratch) },
            generatorArgs: ['--database-url', url, '--uploads-dir', uploadsDir],
          }),
        );
      });
    }
  });
}

console.log(`\n## Catalogue benchmark (${os.cpus().length} cores, Node ${process.versions.node})\n`);
for (const label of ['PGlite', 'PostgreSQL']) {
  const runs = results.filter((result) => result.label === label);
  if (runs.length > 1) console.log(`${scalingTable(label, runs)}\n`);
}
for (const result of results) console.log(`${table(result)}\n`);
