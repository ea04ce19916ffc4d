// @dialect: the first-start seed, as production runs it.
// The seed catalogue: a few hundred believable listings of both kinds, their drawn pictures served safely
// from /uploads/seed/, price histories, sellers with approved entries, the demo account's selling pages, and a seed
// that adds nothing when it runs again.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { CONDITIONS, FUELS, HULL_MATERIALS, YACHT_TYPES, toEur } from '@yachts/contracts/catalogue';
import { paths } from '@yachts/contracts/paths';
import {
  newYachts,
  sellApplicationEvents,
  sellApplications,
  sellerEntries,
  usedYachtPrices,
  usedYachts,
  userMessages,
  users,
  yachtEnquiries,
  yachtFollows,
} from '../db/schema';
import { SEED_PICTURE_CSP } from '../platform/upload-routes';
import { NEW_MODELS, PRIVATE_SELLERS, SELLERS } from './seed/catalogue-data';
import { SEED_USED_YACHT_COUNT, seedCatalogue } from './seed/catalogue-seed';
import { DEMO_ACCOUNT } from '../accounts/demo-account';
import { DEMO_REJECTION_REASON, seedDemoSelling } from '../selling/demo-selling-seed';
import { seed } from '../seed/seed';
import { SEED_PICTURES } from './seed/yacht-pictures';
import { buildTestApp, dialectUnderTest, multipartBody, startVisitor, type TestApp } from '../testing/helper';
import { postAs } from '../testing/requests';
import { bodyOf, like } from '../testing/answers';

/** Builders that exist, written out here so a made-up name in the seed data fails this test. */
const REAL_BUILDERS = new Set([
  'Absolute',
  'Allures',
  'Amel',
  'Amels',
  'Axopar',
  'Azimut',
  'Bali',
  'Bavaria',
  'Beneteau',
  'Benetti',
  'Boston Whaler',
  'Contessa',
  'Dufour',
  'Excess',
  'Fairline',
  'Feadship',
  'Ferretti',
  'Fountaine Pajot',
  'Galeon',
  'Garcia',
  'Grand Banks',
  'Grand Soleil',
  'Greenline',
  'Hallberg-Rassy',
  'Hanse',
  'Heesen',
  'Jeanneau',
  'Lagoon',
  'Leopard',
  'Linssen',
  'Moody',
  'Najad',
  'Nautitech',
  'Nautor Swan',
  'Ovni',
  'Oyster',
  'Pershing',
  'Prestige',
  'Princess',
  'Riva',
  'Sanlorenzo',
  'Sea Ray',
  'Silent Yachts',
  'Sirena',
  'Sunseeker',
  'X Shore',
  'X-Yachts',
]);

let t: TestApp;
const currentYear = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.database.db;

/** The seed's rows only: on PostgreSQL other test files share the database and add listings of their own. */
async function seededUsed() {
  return db()
    .select()
    .from(usedYachts)
    .where(inArray(usedYachts.sellerId, await sellerIds()));
}
async function seedSellerIds(): Promise<number[]> {
  const emails = [...SELLERS.map((s) => s.email), ...PRIVATE_SELLERS.map((s) => s.email)];
  return (await db().select({ id: users.id }).from(users).where(inArray(users.email, emails))).map((row) => row.id);
}
async function sellerIds(): Promise<number[]> {
  const emails = [...SELLERS.map((s) => s.email), ...PRIVATE_SELLERS.map((s) => s.email), DEMO_ACCOUNT.email];
  return (await db().select({ id: users.id }).from(users).where(inArray(users.email, emails))).map((row) => row.id);
}
describe(`seed catalogue (${dialectUnderTest})`, () => {
  it('lists every current model new and a few hundred used yachts', async () => {
    const news = await db().select().from(newYachts);
    const used = await seededUsed();
    expect(news.length).toBeGreaterThanOrEqual(NEW_MODELS.length);
    expect(NEW_MODELS.length).toBeGreaterThanOrEqual(60);
    expect(used.length).toBeGreaterThanOrEqual(SEED_USED_YACHT_COUNT);
    expect(SEED_USED_YACHT_COUNT).toBeGreaterThanOrEqual(250);
    // Every type of yacht in both catalogues, so each filter finds something.
    for (const type of YACHT_TYPES) {
      expect(news.some((y) => y.type === type)).toBe(true);
      expect(used.some((y) => y.type === type)).toBe(true);
    }
  });

  it('uses real builders and believable figures', async () => {
    const news = await db()
      .select()
      .from(newYachts)
      .where(inArray(newYachts.sellerId, await sellerIds()));
    const used = await seededUsed();
    expect(news.length).toBeGreaterThanOrEqual(NEW_MODELS.length);
    for (const y of [...news, ...used]) {
      expect(REAL_BUILDERS).toContain(y.builder);
      expect(y.lengthM).toBeGreaterThanOrEqual(5);
      expect(y.lengthM).toBeLessThanOrEqual(150);
      expect(y.beamM).toBeLessThan(y.lengthM);
      expect(y.draftM).toBeLessThan(y.beamM);
      expect(y.berths).toBeGreaterThanOrEqual(y.cabins);
      expect(FUELS).toContain(y.fuel);
      expect(HULL_MATERIALS).toContain(y.hullMaterial);
      expect(y.modelLine).not.toBe('');
      expect(y.engines).not.toBe('');
      expect(y.location).not.toBe('');
      expect(y.country).toMatch(/^[A-Z]{2}$/);
    }
    for (const y of news) {
      expect(y.year === currentYear || y.year === currentYear + 1).toBe(true);
      expect(y.priceEur).toBe(toEur(y.basePrice, y.currency));
      expect(y.basePrice).toBeGreaterThanOrEqual(100_000);
      expect(y.description.length).toBeGreaterThan(80);
    }
    for (const y of used) {
      expect(y.year).toBeGreaterThanOrEqual(1950);
      expect(y.year).toBeLessThan(currentYear);
      expect(y.priceEur).toBe(toEur(y.price, y.currency));
      expect(y.price).toBeGreaterThanOrEqual(5_000);
      expect(CONDITIONS).toContain(y.condition);
      expect(y.engineHours).toBeGreaterThanOrEqual(0);
      expect(y.description).toContain(y.model);
      expect(y.description.length).toBeGreaterThan(200);
      // The currency of the place she lies in: dollars in the US and Antigua, pounds in Britain, else euros.
      expect([y.country, y.currency]).toEqual([
        y.country,
        y.country === 'US' || y.country === 'AG' ? 'USD' : y.country === 'GB' ? 'GBP' : 'EUR',
      ]);
    }
    // A used yacht is worth less than the same model new (same currency, same model).
    for (const model of NEW_MODELS) {
      for (const y of used.filter((u) => u.builder === model.builder && u.model === model.model && u.currency === model.currency)) {
        expect(y.price).toBeLessThan(model.basePrice * 1.1);
      }
    }
    // Listing dates spread over months, so "newest first" means something.
    const days = new Set(used.map((y) => y.createdAt.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(100);
  });

  it('gives every used yacht a price history that ends at the asking price, reductions only', async () => {
    const used = await seededUsed();
    const points = await db()
      .select()
      .from(usedYachtPrices)
      .where(
        inArray(
          usedYachtPrices.yachtId,
          used.map((y) => y.id),
        ),
      )
      .orderBy(asc(usedYachtPrices.changedAt), asc(usedYachtPrices.id));
    const byYacht = new Map<number, typeof points>();
    for (const point of points) byYacht.set(point.yachtId, [...(byYacht.get(point.yachtId) ?? []), point]);
    let reduced = 0;
    for (const y of used) {
      const history = byYacht.get(y.id) ?? [];
      expect(history.length).toBeGreaterThanOrEqual(1);
      expect(history.length).toBeLessThanOrEqual(3);
      const last = history[history.length - 1]!;
      expect([last.price, last.currency]).toEqual([y.price, y.currency]);
      expect(history[0]!.changedAt.getTime()).toBeGreaterThanOrEqual(y.createdAt.getTime() - 1000);
      for (let i = 1; i < history.length; i += 1) expect(history[i]!.price).toBeLessThan(history[i - 1]!.price);
      if (history.length > 1) reduced += 1;
    }
    expect(reduced).toBeGreaterThan(used.length / 5);
  });

  it('has every listing sold by a seller with an approved entry', async () => {
    const listed = [...(await db().select({ sellerId: newYachts.sellerId }).from(newYachts)), ...(await seededUsed())];
    const entries = await db()
      .select()
      .from(sellerEntries)
      .where(and(eq(sellerEntries.status, 'approved'), inArray(sellerEntries.userId, await sellerIds())));
    const approved = new Set(entries.map((e) => e.userId));
    for (const seller of SELLERS) {
      const entry = entries.find((e) => e.email === seller.email);
      expect(entry).toMatchObject({ type: 'business', category: seller.category, companyName: seller.company });
    }
    const seeded = listed.filter((row) => row.sellerId !== null && approved.has(row.sellerId));
    expect(seeded.length).toBeGreaterThanOrEqual(NEW_MODELS.length + SEED_USED_YACHT_COUNT);
    const privateIds = new Set(entries.filter((e) => e.type === 'seller').map((e) => e.userId));
    expect((await seededUsed()).filter((y) => privateIds.has(y.sellerId!)).length).toBeGreaterThan(50);
  });

  it('gives every yacht 4 or more pictures of its type, each file written and served as a safe SVG', async () => {
    // Only the invented dealers' and private sellers' listings: other test files running at the same time on the
    // same PostgreSQL database approve sell applications (with their own photos) into the catalogue.
    const sellers = await seedSellerIds();
    const news = await db()
      .select({ type: newYachts.type, photos: newYachts.photos, imageUrl: newYachts.imageUrl })
      .from(newYachts)
      .where(inArray(newYachts.sellerId, sellers));
    const rows = [...news, ...(await db().select().from(usedYachts).where(inArray(usedYachts.sellerId, sellers)))];
    // A new yacht's list picture is its first photo.
    expect(news.length).toBeGreaterThan(0);
    for (const row of news) expect(row.imageUrl).toBe(row.photos[0]);
    expect(rows.length).toBeGreaterThanOrEqual(NEW_MODELS.length + SEED_USED_YACHT_COUNT - 10);
    const urls = new Set<string>();
    for (const row of rows) {
      expect(row.photos.length).toBeGreaterThanOrEqual(4);
      expect(new Set(row.photos).size).toBe(row.photos.length);
      for (const url of row.photos) {
        expect(url).toMatch(new RegExp(`^/uploads/seed/${row.type}-[a-z0-9-]+\\.svg$`));
        urls.add(url);
      }
    }
    expect(urls.size).toBeGreaterThanOrEqual(40);
    for (const url of urls) {
      expect(fs.existsSync(path.join(t.config.uploadsDir, url.slice('/uploads/'.length)))).toBe(true);
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['content-security-policy']).toBe(SEED_PICTURE_CSP);
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(response.body).not.toMatch(/<script|on\w+=|href=|NaN/i);
    }
  });

  it('draws a pool of 40-60 distinct pictures, gzipped for browsers that accept it', async () => {
    expect(SEED_PICTURES.length).toBeGreaterThanOrEqual(40);
    expect(SEED_PICTURES.length).toBeLessThanOrEqual(60);
    const dir = path.join(t.config.uploadsDir, 'seed');
    const bodies = SEED_PICTURES.map((p) => fs.readFileSync(path.join(dir, `${p.name}.svg`), 'utf8'));
    expect(new Set(bodies).size).toBe(SEED_PICTURES.length);
    const url = `/uploads/seed/${SEED_PICTURES[0]!.name}.svg`;
    const zipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(zipped.rawPayload).toString('utf8')).toBe(bodies[0]);
    expect(zipped.headers['content-security-policy']).toBe(SEED_PICTURE_CSP);
  });

  it('serves nothing else from the seed folder or as SVG from the user uploads', async () => {
    const dir = t.config.uploadsDir;
    fs.writeFileSync(path.join(dir, 'seed', 'notes.txt'), 'not a picture');
    fs.mkdirSync(path.join(dir, '2026', '11'), { recursive: true });
    const planted = 'abcdefghijklmnopqrstuv';
    fs.writeFileSync(
      path.join(dir, '2026', '11', `${planted}.svg`),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const url of [
      '/uploads/seed/notes.txt',
      '/uploads/seed/nothing-here.svg',
      `/uploads/seed/${SEED_PICTURES[0]!.name}.svg.gz`,
      `/uploads/2026/11/${planted}.svg`,
      '/uploads/seed/..%2f..%2fpackage.json',
    ]) {
      const response = await t.app.inject({ url });
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('<script');
    }
  });

  it('still refuses an SVG uploaded by a user', async () => {
    const visitor = await startVisitor(t.app);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const { payload, headers } = await multipartBody([{ data: svg, filename: 'yacht.svg', type: 'image/svg+xml' }], visitor.token);
    const response = await postAs(t.app, visitor, '/index/ajax/pic', payload, headers);
    expect(response.statusCode).toBe(415);
    expect(bodyOf(response)).toMatchObject({ msg: 'Please upload photos in jpg,jpeg,png,webp formats', data: null });
  });
});

describe(`the demo account as a seller (${dialectUnderTest})`, () => {
  async function demoId() {
    const [demo] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    return demo!.id;
  }

  it('has applications in every status, each with its progress', async () => {
    const id = await demoId();
    const applications = await db().select().from(sellApplications).where(eq(sellApplications.userId, id));
    expect(new Set(applications.map((a) => a.status))).toEqual(new Set(['submitted', 'under_review', 'approved', 'rejected']));
    for (const application of applications) {
      const events = await db()
        .select()
        .from(sellApplicationEvents)
        .where(eq(sellApplicationEvents.applicationId, application.id))
        .orderBy(asc(sellApplicationEvents.createdAt));
      expect(events[0]!.status).toBe('submitted');
      expect(events[events.length - 1]!.status).toBe(application.status);
      expect(application.photos.length).toBeGreaterThanOrEqual(1);
      expect(application.details).toMatchObject({ builder: like.any(String), model: like.any(String), price: like.any(Number) });
    }
    const rejected = applications.find((a) => a.status === 'rejected')!;
    expect(rejected.reason).toBe(DEMO_REJECTION_REASON);
    expect(rejected.reviewedAt).not.toBeNull();
  });

  it('owns the used listings its approved applications became, with followers, an enquiry and the inbox message', async () => {
    const id = await demoId();
    const approved = await db()
      .select()
      .from(sellApplications)
      .where(and(eq(sellApplications.userId, id), eq(sellApplications.status, 'approved')));
    expect(approved.length).toBeGreaterThanOrEqual(1);
    const listings = await db().select().from(usedYachts).where(eq(usedYachts.sellerId, id));
    expect(listings.map((l) => l.id).sort()).toEqual(approved.map((a) => a.listingId).sort());
    for (const application of approved) {
      const listing = listings.find((l) => l.id === application.listingId)!;
      expect(listing).toMatchObject({
        builder: application.details.builder,
        model: application.details.model,
        price: application.details.price,
      });
      expect(listing.photos).toEqual(application.photos);
    }
    const ids = listings.map((l) => l.id);
    const [followers] = await db()
      .select({ n: count() })
      .from(yachtFollows)
      .where(and(eq(yachtFollows.yachtKind, 'idle'), inArray(yachtFollows.yachtId, ids)));
    expect(followers!.n).toBeGreaterThanOrEqual(2);
    const enquiries = await db()
      .select()
      .from(yachtEnquiries)
      .where(and(eq(yachtEnquiries.yachtKind, 'idle'), inArray(yachtEnquiries.yachtId, ids)));
    expect(enquiries.length).toBeGreaterThanOrEqual(1);
    const asked = listings.find((l) => l.id === enquiries[0]!.yachtId)!;
    const [message] = await db()
      .select()
      .from(userMessages)
      .where(and(eq(userMessages.userId, id), eq(userMessages.link, paths.usedYacht(asked.id, asked.slug))));
    expect(message).toMatchObject({ type: 'interactive', title: `Enquiry about ${asked.builder} ${asked.model}`, readAt: null });
    expect(message!.body).toContain(enquiries[0]!.content);
  });
});

describe(`seeding again (${dialectUnderTest})`, () => {
  async function snapshot() {
    const tables = [
      newYachts,
      usedYachts,
      usedYachtPrices,
      users,
      sellerEntries,
      sellApplications,
      sellApplicationEvents,
      userMessages,
      yachtEnquiries,
    ];
    return Promise.all(tables.map(async (table) => (await db().select({ n: count() }).from(table))[0]!.n));
  }

  it('adds nothing on a restart, nor when two instances seed at once', async () => {
    const before = await snapshot();
    expect(await seedCatalogue(db())).toBe(false);
    expect(await seedDemoSelling(db())).toBe(false);
    await Promise.all([seed(db(), { uploadsDir: t.config.uploadsDir }), seed(db(), { uploadsDir: t.config.uploadsDir })]);
    expect(await snapshot()).toEqual(before);
  });

  it('rewrites no picture that is already there', async () => {
    const file = path.join(t.config.uploadsDir, 'seed', `${SEED_PICTURES[0]!.name}.svg`);
    const written = fs.statSync(file).mtimeMs;
    await seed(db(), { uploadsDir: t.config.uploadsDir });
    expect(fs.statSync(file).mtimeMs).toBe(written);
  });
});

// Only on a fresh database: on PostgreSQL the test files share one, which the first app to start has seeded.
(dialectUnderTest === 'pglite' ? describe : describe.skip)('upgrading a database the first seed filled', () => {
  it('gives the earlier seed rows their gallery, seller and specifications, and leaves edited rows alone', async () => {
    const old = await buildTestApp({ SEED: 'false' });
    try {
      const odb = old.app.database.db;
      const common = {
        type: 'sail',
        lengthM: 12,
        beamM: 4,
        draftM: 2,
        cabins: 3,
        berths: 6,
        currency: 'EUR',
        description: 'Earlier text.',
      };
      await odb.insert(newYachts).values([
        { ...common, slug: 'beneteau-oceanis-401', builder: 'Beneteau', model: 'Oceanis 40.1', basePrice: 289000 },
        {
          ...common,
          slug: 'hanse-460',
          builder: 'Hanse',
          model: '460',
          basePrice: 1,
          photos: ['/uploads/2026/01/abcdefghijklmnopqrstuv.jpg'],
        },
      ]);
      await seed(odb, { uploadsDir: old.config.uploadsDir });
      const [upgraded] = await odb.select().from(newYachts).where(eq(newYachts.slug, 'beneteau-oceanis-401'));
      expect(upgraded).toMatchObject({ modelLine: 'Oceanis', fuel: 'diesel', location: 'Antibes', priceEur: 289000 });
      expect(upgraded!.photos.length).toBeGreaterThanOrEqual(4);
      expect(upgraded!.sellerId).not.toBeNull();
      const [edited] = await odb.select().from(newYachts).where(eq(newYachts.slug, 'hanse-460'));
      expect(edited).toMatchObject({ basePrice: 1, description: 'Earlier text.', photos: ['/uploads/2026/01/abcdefghijklmnopqrstuv.jpg'] });
      expect((await odb.select({ n: count() }).from(newYachts))[0]!.n).toBe(NEW_MODELS.length);
    } finally {
      await old.close();
    }
  });
});
