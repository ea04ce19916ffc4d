// `pnpm bench:web`: loads the production build in Chromium and prints, for the home page and each area's
// first page, the JavaScript and CSS shipped (gzip bytes, and what was really transferred with brotli), and how
// many copies of each shared library were loaded. Run `npm start` (or `npm test`) once first so .deploy exists.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { findChromium } from './ensure-chromium.mjs';
import { ROOT, fail } from './lib.mjs';
import { CHROMIUM_ARGS } from '../e2e/support/chromium-args.mjs';
import { SHARED_LIBRARIES, copiesFetched, shareScopeProviders } from '../e2e/support/shared-copies.mjs';

const PAGES = ['/', '/new-yachts-for-sale/', '/community/', '/account/information'];
const PORT = Number(process.env.BENCH_PORT ?? 8383);
const deployDir = path.resolve(ROOT, process.env.STATIC_DIR ?? '.deploy');
if (!fs.existsSync(path.join(deployDir, 'host', 'index.html'))) fail(`no published build in ${deployDir}: run npm start or npm test first`);
if (!fs.existsSync(path.join(ROOT, 'api', 'dist', 'server.cjs'))) fail('the api is not built: run npm start or npm test first');
const chromium = findChromium();
if (!chromium) fail('Chromium not found: set CHROMIUM_PATH');

const { chromium: playwright } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'yachts-bench-'));
const server = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'server.cjs')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    STATIC_DIR: deployDir,
    DATA_DIR: path.join(scratch, 'pglite'),
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${PORT}`;
/** `pnpm bench:web -- --files`: every script and stylesheet of each page too, largest first. */
const showFiles = process.argv.includes('--files');
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${base}/health`)).ok) break;
  } catch {
    if (i > 300) fail('the gateway did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const browser = await playwright.launch({ executablePath: chromium, args: CHROMIUM_ARGS });
const rows = [];
try {
  for (const pagePath of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const assets = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') assets.push({ response, type });
    });
    await page.goto(base + pagePath, { waitUntil: 'networkidle' });
    let js = 0;
    let css = 0;
    let transferred = 0;
    const fetched = new Set();
    const files = [];
    for (const { response, type } of assets) {
      const body = await response.body();
      const gzip = zlib.gzipSync(body, { level: 9 }).length;
      files.push({ file: new URL(response.url()).pathname, type, 'gzip KB': Number((gzip / 1024).toFixed(1)) });
      if (type === 'script') {
        js += gzip;
        fetched.add(response.url());
      } else css += gzip;
      transferred += (await response.request().sizes()).responseBodySize;
    }
    const providers = await page.evaluate(shareScopeProviders);
    const pointer = await (await fetch(`${base}/remotes.json`)).json();
    const manifestUrls = [`${base}/mf-manifest.json`, ...Object.values(pointer).map((url) => new URL(url, base).href)];
    const manifests = await Promise.all(manifestUrls.map(async (url) => ({ url, manifest: await (await fetch(url)).json() })));
    const copies = copiesFetched(manifests, fetched);
    rows.push({
      page: pagePath,
      files: assets.length,
      'JS gzip KB': (js / 1024).toFixed(1),
      'CSS gzip KB': (css / 1024).toFixed(1),
      'transferred (br) KB': (transferred / 1024).toFixed(1),
      copies: SHARED_LIBRARIES.map((name) => `${name} ${Math.max(copies[name], providers[name]?.length ?? 0)}`).join(', '),
    });
    if (showFiles) {
      console.log(`\n${pagePath}`);
      console.table(files.sort((a, b) => b['gzip KB'] - a['gzip KB']));
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  fs.rmSync(scratch, { recursive: true, force: true });
}
console.table(rows);
