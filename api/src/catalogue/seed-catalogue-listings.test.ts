// @dialect: the first-start seed, as production runs it.
// The seed catalogue's listings: a few hundred believable listings of both kinds by real builders, price histories,
// sellers with approved entries, and the demo account's selling pages.
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
import { NEW_MODELS, SELLERS } from './seed/catalogue-data';
import { SEED_USED_YACHT_COUNT } from './seed/catalogue-seed';
import { DEMO_ACCOUNT } from '../accounts/demo-account';
import { DEMO_REJECTION_REASON } from '../selling/demo-selling-seed';
import { FIRST_START, dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { like } from '../testing/answers';
import { seedHelpers } from './seed-catalogue-support';

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
// Started from an empty database, so that the app's start writes the seed as production's first start does.
const t = fileApp({ [FIRST_START]: 'true' });
const currentYear = new Date().getUTCFullYear();
const { db, seededUsed, sellerIds } = seedHelpers(t);

describe(`seed catalogue (${dialectUnderTest})`, () => {
  it('lists every current model new and a few hundred used yachts [both engines]', async () => {
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

  it('uses real builders and believable figures [both engines]', async () => {
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

  it('gives every used yacht a price history that ends at the asking price, reductions only [both engines]', async () => {
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

  it('has every listing sold by a seller with an approved entry [both engines]', async () => {
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
});

describe(`the demo account as a seller (${dialectUnderTest})`, () => {
  async function demoId() {
    const [demo] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    return demo!.id;
  }

  it('has applications in every status, each with its progress [both engines]', async () => {
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

  it('owns the used listings its approved applications became, with followers, an enquiry and the inbox message [both engines]', async () => {
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
