// @dialect: the job queue (feeds.fetch), photo fetches writing at once on one connection; decision 045 asks both.
// Stock feeds on a real database (decision 045), served from a local HTTP server: an upload creates the dealer's
// listings with their photos fetched and re-encoded; the same feed again changes nothing and fetches no photo; a new
// price goes through the price history and the followers' alert job; a full feed withdraws what it no longer holds; a
// bad record is refused alone with its line; a feed that cannot be read, or a dealer not verified, changes nothing; a
// registered address is fetched through the job queue; photos on private addresses are refused; roles; the exports.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { and, count, eq } from 'drizzle-orm';
import { DEALER_FEEDS_API, DEALER_FEEDS_MESSAGES } from '@yachts/contracts/dealer-feeds';
import type { FeedRun } from '@yachts/contracts/wire/dealer-feeds';
import { signBody } from '@yachts/contracts/signing';
import { dealerStaff, dealers, feedPhotos, jobs, newYachts, usedYachtPrices, usedYachts } from '../../db/schema';
import { dialectUnderTest, loginAs, type LoggedIn } from '../../testing/helper';
import { fileApp } from '../../testing/file-app';
import { answerOf, dataOf, like } from '../../testing/answers';
import { addDealer } from '../testing/dealer-pages';
import { JOB_KINDS } from '../../lib/job-queue';
import { parseCsvFeed, toCsv } from './csv-feed';
import { FULL_LISTINGS } from './feed-fixtures';
import type { FeedListing } from './feed-listing';
import { FEED_IMPORT_MESSAGES, importFeed } from './feed-imports-repository';
import { uploadStorageOf } from '../../platform/routes';

let server: http.Server;
let base = '';
let photoHits = 0;
let servedFeed = '';
const t = fileApp({ FEED_ALLOWED_HOSTS: '127.0.0.1', SEED: 'false' });
let owner: LoggedIn;
let staff: LoggedIn;
let stranger: LoggedIn;

beforeAll(async () => {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1287b8' } })
    .png()
    .toBuffer();
  server = http.createServer((request, response) => {
    if (request.url?.startsWith('/photos/')) {
      photoHits += 1;
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    } else if (request.url === '/feed.csv') response.writeHead(200, { 'content-type': 'text/csv' }).end(servedFeed);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  owner = await loginAs(t.app, { name: `Dealer ${Date.now()}` });
  staff = await loginAs(t.app, { name: `Staff ${Date.now()}` });
  stranger = await loginAs(t.app, { name: `Stranger ${Date.now()}` });
  const slug = `feed-dealer-${Date.now()}`;
  await addDealer(t.app, owner, { slug, name: `Feed Marine ${slug}`, verified: true });
  await t.app.database.db
    .insert(dealerStaff)
    .values({ dealerId: owner.user.id, userId: staff.user.id, email: staff.user.email, acceptedAt: new Date() });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The fixtures' two yachts (a used and a new one) with their photos on the local server, changed as a test needs. */
function stock(change: (listing: FeedListing) => FeedListing = (listing) => listing): FeedListing[] {
  return FULL_LISTINGS.map((listing, i) =>
    change({
      ...listing,
      beamM: listing.beamM ?? 4.6,
      draftM: listing.draftM ?? 1.2,
      cabins: listing.cabins ?? 3,
      berths: listing.berths ?? 6,
      yachtType: listing.yachtType ?? 'motor',
      fuel: listing.fuel ?? 'diesel',
      hullMaterial: listing.hullMaterial ?? 'grp',
      photoUrls: [`${base}/photos/${i}-a.png`, `${base}/photos/${i}-b.png`],
    }),
  );
}

function post(who: LoggedIn, url: string, fields: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: { 'access-token': who.token }, payload: signBody(fields) });
}
const upload = async (who: LoggedIn, content: string, full = true) => post(who, DEALER_FEEDS_API.upload, { format: 'csv', full, content });
const runOf = async (who: LoggedIn, content: string, full = true) => dataOf<FeedRun>(await upload(who, content, full));

async function listingsOfDealer() {
  const { db } = t.app.database;
  const used = await db.select().from(usedYachts).where(eq(usedYachts.sellerId, owner.user.id));
  const fresh = await db.select().from(newYachts).where(eq(newYachts.sellerId, owner.user.id));
  return { used, fresh };
}

describe(`stock feeds (${dialectUnderTest})`, () => {
  it('creates the listings with their photos fetched once, and changes nothing on the same feed again [both engines]', async () => {
    const first = await runOf(owner, toCsv(stock()));
    expect(first).toMatchObject({
      status: 'done',
      origin: 'upload',
      created: 2,
      updated: 0,
      withdrawn: 0,
      unchanged: 0,
      photosFetched: 4,
      refused: [],
    });
    const { used, fresh } = await listingsOfDealer();
    expect(used).toEqual([
      expect.objectContaining({ feedRef: 'AB-12', status: 'listed', price: 329000, engineHours: 850, condition: 'good' }),
    ]);
    expect(fresh).toEqual([expect.objectContaining({ feedRef: 'NEW-7', status: 'listed', basePrice: 1450000, currency: 'GBP' })]);
    // Photos are stored as uploads (re-encoded), the descriptions kept per language.
    expect(used[0]!.photos).toEqual([
      expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[\w-]+\.jpg$/),
      expect.stringMatching(/^\/uploads\//),
    ]);
    expect(used[0]!.descriptions).toEqual(FULL_LISTINGS[0]!.descriptions);
    expect(fresh[0]!.description).toBe(FULL_LISTINGS[1]!.descriptions.fr);

    const hits = photoHits;
    const again = await runOf(owner, toCsv(stock()));
    expect(again).toMatchObject({ created: 0, updated: 0, withdrawn: 0, unchanged: 2, photosFetched: 0 });
    expect(photoHits).toBe(hits);
  });

  it('writes a new price as a seller’s own change does: the history and the followers’ alert job', async () => {
    const before = (await listingsOfDealer()).used[0]!;
    const run = await runOf(owner, toCsv(stock((listing) => (listing.kind === 'idle' ? { ...listing, price: 315000 } : listing))));
    expect(run).toMatchObject({ updated: 1, unchanged: 1, created: 0 });
    const prices = await t.app.database.db.select().from(usedYachtPrices).where(eq(usedYachtPrices.yachtId, before.id));
    expect(prices.map((point) => point.price)).toEqual([329000, 315000]);
    const [alerts] = await t.app.database.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.kind, JOB_KINDS.priceChanged)));
    expect(alerts?.n).toBeGreaterThanOrEqual(1);
    expect((await listingsOfDealer()).used[0]).toMatchObject({ price: 315000 });
  });

  it('refuses a bad record alone with its line and reason, and withdraws from a full feed what it no longer holds', async () => {
    const listings = stock().filter((listing) => listing.kind === 'idle');
    const csv = toCsv(listings).trimEnd() + '\r\n' + toCsv([{ ...listings[0]!, ref: 'BAD-1', year: 1890 }]).split('\r\n')[1] + '\r\n';
    const run = await runOf(owner, csv);
    // The first record's description holds a line break, so the bad record starts on the file's fourth line.
    expect(run.refused).toEqual([{ where: 'line 4', reason: like.stringContaining('year') }]);
    // The used yacht's price is the first one again (the test before changed it): an update.
    expect(run).toMatchObject({ withdrawn: 1, updated: 1, created: 0 });
    expect((await listingsOfDealer()).fresh[0]).toMatchObject({ feedRef: 'NEW-7', status: 'withdrawn' });
    // Back in the feed, it is listed again.
    expect(await runOf(owner, toCsv(stock()))).toMatchObject({ updated: 1 });
    expect((await listingsOfDealer()).fresh[0]).toMatchObject({ status: 'listed' });
  });

  it('changes nothing for a feed that cannot be read, or a record missing what the catalogue needs', async () => {
    const before = await listingsOfDealer();
    const broken = await runOf(owner, 'this is not, a feed\r\n');
    expect(broken.status).toBe('failed');
    expect(broken.failure).toEqual(expect.any(String));
    const { beamM: _beam, ...noBeam } = stock()[0]!;
    const missing = await runOf(owner, toCsv([noBeam]), false);
    expect(missing.refused).toEqual([{ where: 'ref AB-12', reason: FEED_IMPORT_MESSAGES.missing(['the beam']) }]);
    expect(await listingsOfDealer()).toEqual(before);
  });

  it('refuses photos on private addresses unless the host is allowed, and a dealer not verified', async () => {
    const storage = uploadStorageOf(t.config);
    const read = parseCsvFeed(
      toCsv(stock((listing) => ({ ...listing, ref: `${listing.ref}-private`, photoUrls: [`${base}/photos/${listing.ref}-private.png`] }))),
      { maxBytes: 1_000_000 },
    );
    const strict = await importFeed(
      t.app.database.db,
      { storage },
      { dealerId: owner.user.id, origin: 'upload', format: 'csv', full: false },
      read,
    );
    expect(strict.created).toBe(0);
    expect(strict.refused).toHaveLength(2);
    expect(strict.refused[0]!.reason).toMatch(/private network/i);

    await t.app.database.db.update(dealers).set({ verifiedAt: null }).where(eq(dealers.userId, owner.user.id));
    const refused = await runOf(owner, toCsv(stock()));
    expect(refused).toMatchObject({ status: 'failed', failure: FEED_IMPORT_MESSAGES.notVerified, created: 0, updated: 0 });
    await t.app.database.db.update(dealers).set({ verifiedAt: new Date() }).where(eq(dealers.userId, owner.user.id));
  });

  it('fetches a registered address through the job queue, and lets only the owner register one [both engines]', async () => {
    servedFeed = toCsv(stock((listing) => ({ ...listing, model: `${listing.model} (2027)` })));
    const byStaff = await post(staff, DEALER_FEEDS_API.addSource, { url: `${base}/feed.csv`, format: 'csv', full: true, everyHours: 24 });
    expect(byStaff.statusCode).toBe(403);
    const bad = await post(owner, DEALER_FEEDS_API.addSource, { url: 'ftp://example.com/feed.csv', format: 'csv' });
    expect(answerOf(bad).msg).toBe(DEALER_FEEDS_MESSAGES.url);
    const added = await post(owner, DEALER_FEEDS_API.addSource, { url: `${base}/feed.csv`, format: 'csv', full: true, everyHours: 24 });
    expect(answerOf(added).code).toBe(0);
    await t.app.jobs.runDue();
    const feeds = dataOf<{ runs: FeedRun[]; sources: { lastRunAt: string | null }[] }>(
      await t.app.inject({ url: DEALER_FEEDS_API.feeds, headers: { 'access-token': staff.token } }),
    );
    expect(feeds.runs[0]).toMatchObject({ origin: 'fetch', status: 'done', updated: 2 });
    expect(feeds.sources[0]!.lastRunAt).not.toBeNull();
    expect((await t.app.inject({ url: DEALER_FEEDS_API.feeds, headers: { 'access-token': stranger.token } })).statusCode).toBe(404);
  });

  it('exports every listing as CSV and OpenMarine XML that read back, and the conversations as CSV', async () => {
    const csv = await t.app.inject({ url: DEALER_FEEDS_API.exportCsv, headers: { 'access-token': staff.token } });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const read = parseCsvFeed(csv.body, { maxBytes: 1_000_000 });
    expect(read.ok && read.listings.map((listing) => listing.ref).sort()).toEqual(['AB-12', 'NEW-7']);
    // Photos are given back as absolute addresses, so the export is a feed another site can read.
    expect(read.ok && read.listings[0]!.photoUrls[0]).toMatch(new RegExp(`^${t.config.publicUrl}/uploads/`));
    const xml = await t.app.inject({ url: DEALER_FEEDS_API.exportXml, headers: { 'access-token': owner.token } });
    expect(xml.body).toContain('<advert ref="AB-12"');
    const conversations = await t.app.inject({ url: DEALER_FEEDS_API.exportConversations, headers: { 'access-token': owner.token } });
    expect(conversations.body.split('\r\n')[0]).toBe(
      'conversation,yacht_kind,yacht_id,status,buyer_name,buyer_email,buyer_phone,from,message,sent_at',
    );
    const photos = await t.app.database.db.select({ n: count() }).from(feedPhotos).where(eq(feedPhotos.dealerId, owner.user.id));
    expect(photos[0]?.n).toBe(4);
  });
});
