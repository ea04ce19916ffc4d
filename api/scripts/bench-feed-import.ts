// The stock feed import's benchmark (decision 045): a generated OpenMarine feed of N used yachts (2,000 by default)
// with 3 photos each, served by a local HTTP server, imported for a verified dealer on a fresh PGlite database (or the
// PostgreSQL of --database-url); then the same feed again, which must change nothing and fetch no photo.
//
//   pnpm --filter ./api exec tsx scripts/bench-feed-import.ts [--count 2000] [--photos 3] [--database-url URL] [--json]
//
// Prints listings per second, photos per second and the peak resident memory of the first run, and the second run's
// seconds. A benchmark, not a test: run it on a quiet machine.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { loadConfig } from '../src/config/config';
import { buildApp } from '../src/app';
import { dealers, users } from '../src/db/schema';
import { uploadStorageOf } from '../src/platform/routes';
import { importFeed } from '../src/selling/feeds/feed-imports-repository';
import type { FeedListing } from '../src/selling/feeds/feed-listing';
import { parseOpenMarine, toOpenMarine } from '../src/selling/feeds/openmarine';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

const count = Number(option('count', '2000'));
const perYacht = Number(option('photos', '3'));
const json = process.argv.includes('--json');
const BUILDERS = ['Beneteau', 'Jeanneau', 'Bavaria', 'Dufour', 'Hanse', 'Lagoon', 'Hallberg-Rassy', 'Princess'];

/** The feed's yachts, each with its own photo addresses on the local server. */
function generated(base: string): FeedListing[] {
  return Array.from({ length: count }, (_, i) => ({
    ref: `B-${i}`,
    kind: 'idle',
    builder: BUILDERS[i % BUILDERS.length]!,
    model: `Model ${100 + (i % 300)}`,
    year: 2000 + (i % 26),
    lengthM: 9 + (i % 30) / 2,
    beamM: 3.2 + (i % 10) / 10,
    draftM: 1.4 + (i % 8) / 10,
    hullMaterial: 'grp',
    fuel: 'diesel',
    yachtType: i % 3 === 0 ? 'motor' : 'sail',
    cabins: 2 + (i % 4),
    berths: 4 + (i % 6),
    engineHours: 200 + i,
    price: 90_000 + i * 137,
    currency: 'EUR',
    condition: 'good',
    location: 'Lefkada',
    country: 'GR',
    descriptions: { en: `A generated used yacht number ${i} for the feed benchmark, kept in the water and serviced every year.` },
    photoUrls: Array.from({ length: perYacht }, (_, p) => `${base}/photos/${i * perYacht + p}.jpg`),
  }));
}

/** A local server answering every photo address with a picture of its own, the size of a listing photo. */
async function photoServer(): Promise<{ server: http.Server; base: string }> {
  // A different picture per address (as a dealer's photos are), each about the size of a listing photo.
  const server = http.createServer((request, response) => {
    const n = Number(/(\d+)\.jpg$/.exec(request.url ?? '')?.[1] ?? 0);
    void sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: n % 255, g: (n * 7) % 255, b: (n * 13) % 255 } } })
      .jpeg({ quality: 80 })
      .toBuffer()
      .then((body) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base };
}

async function main(): Promise<void> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-feed-'));
  const { server, base } = await photoServer();

  const databaseUrl = option('database-url', '');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    SEED: 'false',
    LOG_LEVEL: 'warn',
    JOBS_POLL_MS: '0',
    DATA_DIR: path.join(scratch, 'data'),
    UPLOADS_DIR: path.join(scratch, 'uploads'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(config);
  await app.ready();
  const { db } = app.database;
  const [owner] = await db
    .insert(users)
    .values({ uuid: crypto.randomUUID(), email: `bench-${Date.now()}@example.com`, name: `Bench Dealer ${Date.now()}`, passwordHash: 'x' })
    .returning({ id: users.id });
  await db.insert(dealers).values({
    userId: owner!.id,
    slug: `bench-${Date.now()}`,
    name: 'Bench Marine',
    category: 'dealer',
    email: 'bench@example.com',
    verifiedAt: new Date(),
    verifiedBy: 'bench',
  });

  const listings = generated(base);
  const xml = toOpenMarine(listings);
  const storage = uploadStorageOf(config);
  const deps = { storage, allowPrivateHosts: ['127.0.0.1'] };
  const options = { dealerId: owner!.id, origin: 'upload' as const, format: 'openmarine' as const, full: true };

  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const started = performance.now();
  const first = await importFeed(db, deps, options, parseOpenMarine(xml, { maxBytes: 50 * 1024 * 1024 }));
  const firstSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const againStarted = performance.now();
  const again = await importFeed(db, deps, options, parseOpenMarine(xml, { maxBytes: 50 * 1024 * 1024 }));
  const againSeconds = (performance.now() - againStarted) / 1000;

  const result = {
    listings: count,
    photosPerListing: perYacht,
    database: databaseUrl ? 'postgres' : 'pglite',
    first: {
      seconds: +firstSeconds.toFixed(1),
      created: first.created,
      refused: first.refused.length,
      listingsPerSecond: +(first.created / firstSeconds).toFixed(1),
      photosPerSecond: +(first.photosFetched / firstSeconds).toFixed(1),
      peakRssMb: Math.round(peak / 1024 / 1024),
    },
    again: {
      seconds: +againSeconds.toFixed(1),
      created: again.created,
      updated: again.updated,
      unchanged: again.unchanged,
      photosFetched: again.photosFetched,
    },
  };
  if (json) console.log(JSON.stringify(result));
  else console.table({ first: result.first, again: result.again });
  await app.close();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(scratch, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
