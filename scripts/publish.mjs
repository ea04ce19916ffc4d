// Publishes built apps into a deploy directory the gateway serves (see api/src/platform/gateway-routes.ts):
//   host      -> <deploy>/host/                      (replaced as a whole)
//   a remote  -> <deploy>/remotes/<name>/<version>/   (never overwritten; versions sit side by side)
// and moves the pointer <deploy>/remotes.json to the new version. No host rebuild, no gateway restart.
//
//   node scripts/publish.mjs [--deploy-dir DIR] [--version V] [--from DIST] [--no-pointer] APP...
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { ROOT } from './lib.mjs';

const FEDERATION_NAMES = {
  'mf-shared': 'shared',
  'mf-catalogue': 'catalogue',
  'mf-community': 'community',
  'mf-account': 'account',
  host: 'host',
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'deploy-dir': { type: 'string', default: path.join(ROOT, '.deploy') },
    version: { type: 'string' },
    from: { type: 'string' },
    'no-pointer': { type: 'boolean', default: false },
  },
});

if (positionals.length === 0) {
  console.error('usage: publish.mjs [--deploy-dir DIR] [--version V] [--from DIST] APP...   (APP: host, mf-shared, mf-catalogue, …)');
  process.exit(2);
}

const deployDir = path.resolve(values['deploy-dir']);

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

function contentVersion(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of filesUnder(dir)) {
    hash.update(path.relative(dir, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Compressed copies made before, by content (brotli at quality 11 costs about 13 s of CPU for the five builds, and
 * the same builds are published several times: by the build, then by the e2e and cluster suites into their own
 * deploy directories). Bounded: past CACHE_LIMIT files the oldest half goes.
 */
const COMPRESSED_CACHE = path.join(ROOT, 'node_modules', '.cache', 'precompressed');
const CACHE_LIMIT = 4000;

function compressedOnce(data, suffix, compress) {
  const file = path.join(COMPRESSED_CACHE, `${crypto.createHash('sha256').update(data).digest('hex')}${suffix}`);
  try {
    return fs.readFileSync(file);
  } catch {
    const compressed = compress(data);
    fs.mkdirSync(COMPRESSED_CACHE, { recursive: true });
    writeAtomically(file, compressed);
    return compressed;
  }
}

function pruneCompressedCache() {
  if (!fs.existsSync(COMPRESSED_CACHE)) return;
  const files = fs.readdirSync(COMPRESSED_CACHE).map((name) => path.join(COMPRESSED_CACHE, name));
  if (files.length <= CACHE_LIMIT) return;
  const byAge = files.map((file) => ({ file, at: fs.statSync(file).mtimeMs })).sort((a, b) => a.at - b.at);
  for (const { file } of byAge.slice(0, files.length - CACHE_LIMIT / 2)) fs.rmSync(file, { force: true });
}

/** Pre-compressed copies, served by the gateway when the browser accepts them: no compression work per request. */
function precompress(dir) {
  for (const file of filesUnder(dir)) {
    if (!/\.(js|css|html|json|svg|txt)$/.test(file) || fs.statSync(file).size < 1024) continue;
    const data = fs.readFileSync(file);
    fs.writeFileSync(
      `${file}.gz`,
      compressedOnce(data, '.gz', (raw) => zlib.gzipSync(raw, { level: 9 })),
    );
    fs.writeFileSync(
      `${file}.br`,
      compressedOnce(data, '.br', (raw) => zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })),
    );
  }
}

function writeAtomically(file, text) {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

function readPointer() {
  try {
    return JSON.parse(fs.readFileSync(path.join(deployDir, 'remotes.json'), 'utf8'));
  } catch {
    return {};
  }
}

/**
 * A remote built with its server container (dist/server/) says so in its manifest, where the gateway's federation
 * runtime looks for it: the browser and the server then load one version from one manifest URL.
 */
function markServerEntry(dir) {
  if (!fs.existsSync(path.join(dir, 'server', 'remoteEntry.js'))) return;
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  manifest.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' };
  fs.writeFileSync(file, JSON.stringify(manifest));
}

const pointer = readPointer();
for (const app of positionals) {
  const name = FEDERATION_NAMES[app];
  if (!name) {
    console.error(`unknown app "${app}"`);
    process.exit(2);
  }
  const dist = path.resolve(values.from ?? path.join(ROOT, app, 'dist'));
  if (!fs.existsSync(path.join(dist, name === 'host' ? 'index.html' : 'mf-manifest.json'))) {
    console.error(`${app} has no build in ${dist}; build it first`);
    process.exit(1);
  }
  if (name === 'host') {
    const target = path.join(deployDir, 'host');
    const staging = `${target}.${process.pid}.staging`;
    fs.cpSync(dist, staging, { recursive: true });
    precompress(staging);
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(staging, target);
    console.log(`published host -> ${path.relative(ROOT, target)}`);
    continue;
  }
  const version = values.version ?? contentVersion(dist);
  const target = path.join(deployDir, 'remotes', name, version);
  if (!fs.existsSync(target)) {
    const staging = `${target}.${process.pid}.staging`;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(dist, staging, { recursive: true });
    markServerEntry(staging);
    precompress(staging);
    fs.renameSync(staging, target);
  }
  if (!values['no-pointer']) pointer[name] = `/remotes/${name}/${version}/mf-manifest.json`;
  console.log(`published ${name} ${version} -> ${path.relative(ROOT, target)}`);
}

pruneCompressedCache();
fs.mkdirSync(deployDir, { recursive: true });
writeAtomically(path.join(deployDir, 'remotes.json'), `${JSON.stringify(pointer, null, 2)}\n`);
