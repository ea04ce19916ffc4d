// `pnpm bench:lighthouse`: Lighthouse's performance category, mobile, on the production build. Starts the built
// gateway on a published deploy (like bench:web: STATIC_DIR or .deploy) with a fresh PGlite directory, so the demo
// data is seeded, and runs Lighthouse with its default mobile profile (simulated throttling: a mid-range phone on
// slow 4G) in Debian's Chromium against the home page, the used list, the first used yacht's page and the newest
// topic. Each page is run N times, each run in a fresh browser profile, so every run is a first visit: the
// cookie-consent banner shows, as it does for a first visitor, and is measured with the page. Prints, per page, the
// median of each figure over the runs beside the goals, as a markdown table.
//
//   pnpm bench:lighthouse [-- --runs 3] [--pages home,list,yacht,topic] [--port 8585] [--save DIR]
//
// --save writes each run's whole report (JSON) into DIR, for its diagnostics: long tasks, scripts' boot-up time.
//
// Lighthouse's simulated throttling computes the phone's figures from a trace taken on this machine: a busy machine
// still moves them, so run it alone (the figures in the README were taken on a 2-core machine).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { findChromium } from './ensure-chromium.mjs';
import { readFlags, requireWholeNumbers, startSite } from './bench-lib.mjs';
import { ROOT, fail, log } from './lib.mjs';
import { CHROMIUM_ARGS } from '../e2e/support/chromium-args.mjs';

const USAGE = 'usage: pnpm bench:lighthouse [-- --runs N] [--pages home,list,yacht,topic] [--port N] [--save DIR]';
const PAGE_NAMES = ['home', 'list', 'yacht', 'topic'];

/** The goals for a public page on a phone (scores 0-100, seconds, milliseconds). */
const GOALS = { score: 95, lcp: 2.0, tbt: 150, cls: 0.02 };

function parseArgs(argv) {
  const args = { runs: 3, pages: PAGE_NAMES, port: Number(process.env.BENCH_PORT ?? 8585), save: null };
  readFlags(argv, USAGE, {
    '--runs': (value) => (args.runs = Number(value())),
    '--pages': (value) => (args.pages = value().split(',').filter(Boolean)),
    '--port': (value) => (args.port = Number(value())),
    '--save': (value) => (args.save = path.resolve(value())),
  });
  requireWholeNumbers(args, ['runs', 'port']);
  const unknown = args.pages.filter((name) => !PAGE_NAMES.includes(name));
  if (unknown.length || args.pages.length === 0) fail(`--pages takes some of ${PAGE_NAMES.join(',')}\n${USAGE}`);
  return args;
}

const args = parseArgs(process.argv.slice(2));
const deployDir = path.resolve(ROOT, process.env.STATIC_DIR ?? '.deploy');
if (!fs.existsSync(path.join(deployDir, 'host', 'index.html'))) fail(`no published build in ${deployDir}: run npm start or npm test first`);
if (!fs.existsSync(path.join(ROOT, 'api', 'dist', 'server.cjs'))) fail('the api is not built: run npm start or npm test first');
const chromium = findChromium();
if (!chromium) fail('Chromium not found: set CHROMIUM_PATH');

// chrome-launcher comes with Lighthouse (the launcher its own CLI uses): a fresh profile and a debugging port per run.
// pnpm links lighthouse from its store, where its own dependencies sit beside it: resolve from the real path.
const lighthouseDir = fs.realpathSync(path.join(ROOT, 'node_modules', 'lighthouse'));
const launcherPath = createRequire(path.join(lighthouseDir, 'package.json')).resolve('chrome-launcher');
const chromeLauncher = await import(pathToFileURL(launcherPath).href);

function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function firstItem(base, url) {
  const response = await fetch(base + url);
  const body = await response.json().catch(() => null);
  const item = body?.data?.items?.[0];
  if (!response.ok || !item) fail(`${url} answered ${response.status} with no item: is the demo data seeded?`);
  return item;
}

/** The page's address for each name: the yacht and the topic are the first the api lists. */
async function pagePaths(base) {
  const paths = { home: '/', list: '/used-yachts-for-sale/' };
  if (args.pages.includes('yacht')) paths.yacht = (await firstItem(base, '/api/v1/yachts/idle?page=1&pageSize=1')).url;
  if (args.pages.includes('topic')) {
    const topic = await firstItem(base, '/api/v1/community/topics?sort=newest&page=1&pageSize=1');
    paths.topic = `/community/topic/${topic.id}`;
  }
  return paths;
}

async function runOnce(url, saveAs) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromium,
    // Without PaintHolding: in this headless Chromium the compositor holds the first frame of a navigation for ~2 s
    // after the page is ready to paint (the observed first paint came at 2.3 s for a page loaded at 0.2 s, with or
    // without scripts; a known headless effect, Lighthouse issue 17148). Lighthouse's simulation then counts every
    // script that arrived meanwhile as blocking the first paint. A phone's browser paints without that wait.
    chromeFlags: ['--headless=new', '--disable-features=PaintHolding', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (saveAs) {
      fs.mkdirSync(path.dirname(saveAs), { recursive: true });
      fs.writeFileSync(saveAs, JSON.stringify(lhr));
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: (lhr.categories.performance.score ?? NaN) * 100,
      lcp: audit('largest-contentful-paint') / 1000,
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint') / 1000,
      mainThread: audit('mainthread-work-breakdown') / 1000,
      bootup: audit('bootup-time') / 1000,
      // Lighthouse's own measure of this machine's speed (higher is faster): its 4x slowdown is applied to what this
      // machine did, so the same build scores lower on a slower or busier machine. Compare figures of one machine.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      // Lighthouse 12.2.3 cannot read the screenshots in a newer Chromium's trace, so the diagnostics built on them
      // (render-blocking resources, the LCP element, layout shifts) fail; the metrics and the score do not use them.
      failedAudits: Object.values(lhr.audits)
        .filter((entry) => entry.scoreDisplayMode === 'error')
        .map((entry) => entry.id),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

function missed(figures) {
  const misses = [];
  if (!(figures.score >= GOALS.score)) misses.push('score');
  if (!(figures.lcp <= GOALS.lcp)) misses.push('LCP');
  if (!(figures.tbt <= GOALS.tbt)) misses.push('TBT');
  if (!(figures.cls <= GOALS.cls)) misses.push('CLS');
  return misses;
}

const site = await startSite(args.port, deployDir, 'lighthouse');
const base = site.base;
const rows = [];
try {
  const paths = await pagePaths(base);
  for (const name of args.pages) {
    const url = base + paths[name];
    const runs = [];
    for (let run = 1; run <= args.runs; run += 1) {
      const figures = await runOnce(url, args.save && path.join(args.save, `${name}-${run}.json`));
      runs.push(figures);
      log(
        `${paths[name]} run ${run}/${args.runs}: score ${Math.round(figures.score)}, LCP ${figures.lcp.toFixed(2)} s, ` +
          `TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}, FCP ${figures.fcp.toFixed(2)} s ` +
          `(main thread ${figures.mainThread.toFixed(1)} s, of it JavaScript ${figures.bootup.toFixed(1)} s; machine benchmark ${Math.round(figures.benchmarkIndex)})`,
      );
      for (const warning of figures.warnings) log(`  warning: ${warning}`);
      if (run === 1 && figures.failedAudits.length) log(`  diagnostics that could not run: ${figures.failedAudits.join(', ')}`);
    }
    const figures = Object.fromEntries(
      ['score', 'lcp', 'tbt', 'cls', 'fcp', 'benchmarkIndex'].map((key) => [key, median(runs.map((r) => r[key]))]),
    );
    rows.push({ name, path: paths[name], ...figures, misses: missed(figures) });
  }
} finally {
  await site.stop();
}

const lines = [
  `## Lighthouse ${JSON.parse(fs.readFileSync(path.join(lighthouseDir, 'package.json'), 'utf8')).version}, mobile, performance (median of ${args.runs} runs; ${os.cpus().length} cores)`,
  '',
  `| page | score (≥ ${GOALS.score}) | LCP s (≤ ${GOALS.lcp.toFixed(1)}) | TBT ms (≤ ${GOALS.tbt}) | CLS (≤ ${GOALS.cls}) | FCP s | machine benchmark | goals |`,
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
];
for (const row of rows) {
  lines.push(
    `| ${row.name} \`${row.path}\` | ${Math.round(row.score)} | ${row.lcp.toFixed(2)} | ${Math.round(row.tbt)} | ${row.cls.toFixed(3)} | ${row.fcp.toFixed(2)} | ${Math.round(row.benchmarkIndex)} | ${row.misses.length ? `fail: ${row.misses.join(', ')}` : 'pass'} |`,
  );
}
console.log(`\n${lines.join('\n')}\n`);
