// The demo account as a seller, so its selling pages are not empty on a first start: an approved private
// seller entry, two used yachts it listed through approved applications (with their progress, price history,
// followers and an enquiry that reached its inbox), and applications still under way: one submitted, one under
// review and one rejected with the reason. Runs once: only while the demo account has no application at all.
import { count, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sellApplications, sellerEntries, usedYachts, users } from '../db/schema';
import { PRIVATE_SELLERS } from '../catalogue/seed/catalogue-data';
import { galleryFor } from '../catalogue/seed/catalogue-drafts';
import { DEMO_ACCOUNT } from '../accounts/demo-account';
import { slugify } from '../seed/slug';
import { addListingHistory, insertDemoApplication, insertDemoListing, type DemoApplication, type Tx } from './demo-selling-rows';

const DEMO_SELLING_LOCK_KEY = 4_050_006;
const DAY_MS = 24 * 3600 * 1000;

export const DEMO_REJECTION_REASON =
  'New-yacht listings come from builders and their authorised dealers. Please list her as a used yacht: she will reach the same buyers.';

const APPLICATIONS: DemoApplication[] = [
  {
    kind: 'idle',
    details: {
      builder: 'Jeanneau',
      model: 'Sun Odyssey 409',
      model_line: 'Sun Odyssey',
      type: 'sail',
      year: 2013,
      length_m: 12.3,
      beam_m: 3.99,
      draft_m: 2.05,
      cabins: 3,
      berths: 6,
      engines: 'Yanmar 3JH5 (29 kW)',
      fuel: 'diesel',
      hull_material: 'grp',
      top_speed_kn: 8,
      cruise_speed_kn: 6.5,
      price: 124000,
      currency: 'EUR',
      location: 'Lefkas',
      country: 'GR',
      engine_hours: 1480,
      condition: 'good',
      description:
        'We are selling our Sun Odyssey 409 after moving up to a bigger boat. She has been our summer home in the Ionian for eight seasons: three cabins, a big cockpit table and a walk-through transom that makes swimming easy. New mainsail in 2022, standing rigging replaced in 2021, saildrive seals and the cutless bearing done last winter. Lying ashore in Lefkas, ready to launch.',
    },
    steps: [
      { status: 'submitted', daysAgo: 47 },
      { status: 'under_review', daysAgo: 46 },
      { status: 'approved', daysAgo: 44, note: 'Listed in the catalogue.' },
    ],
    prices: [
      { price: 132000, daysAgo: 44 },
      { price: 124000, daysAgo: 12 },
    ],
    followers: ['james', 'sofia', 'claire'],
    enquiry: {
      from: 'james',
      areaCode: '44',
      mobile: '7700900123',
      content:
        'Hello, is the 409 still available? I would like to see her in Lefkas at the end of the month. Could you send the survey from last year and tell me when the antifouling was last done?',
      daysAgo: 5,
    },
  },
  {
    kind: 'idle',
    details: {
      builder: 'Contessa',
      model: '32',
      model_line: 'Contessa',
      type: 'sail',
      year: 1979,
      length_m: 9.75,
      beam_m: 2.9,
      draft_m: 1.68,
      cabins: 2,
      berths: 5,
      engines: 'Yanmar 2GM20 (13 kW), re-engined 2015',
      fuel: 'diesel',
      hull_material: 'grp',
      top_speed_kn: 6.5,
      cruise_speed_kn: 5.5,
      price: 27500,
      currency: 'GBP',
      location: 'Falmouth',
      country: 'GB',
      engine_hours: 2950,
      condition: 'fair',
      description:
        'A Contessa 32 I have sailed single-handed from Falmouth for twelve years, including two trips to the Azores. Solid as the day she was built; the teak trim and the cushions are tired. Hydrovane self-steering, a new mainsail in 2020 and the rig inspected in 2023.',
    },
    steps: [
      { status: 'submitted', daysAgo: 23 },
      { status: 'under_review', daysAgo: 21 },
      { status: 'approved', daysAgo: 20, note: 'Listed in the catalogue.' },
    ],
    prices: [{ price: 27500, daysAgo: 20 }],
    followers: ['pieter'],
  },
  {
    kind: 'new',
    details: {
      builder: 'Hallberg-Rassy',
      model: '44',
      model_line: 'Hallberg-Rassy',
      type: 'sail',
      year: 2025,
      length_m: 13.65,
      beam_m: 4.2,
      draft_m: 2.25,
      cabins: 3,
      berths: 6,
      engines: 'Volvo Penta D2-75 (55 kW)',
      fuel: 'diesel',
      hull_material: 'grp',
      top_speed_kn: 9,
      cruise_speed_kn: 7.5,
      price: 845000,
      currency: 'EUR',
      location: 'Lefkas',
      country: 'GR',
      description:
        'Our Hallberg-Rassy 44, delivered in April 2025 and sailed 1,900 miles. Bow thruster, in-mast furling, teak decks and the full electronics pack. We would sell her with the winter cover and the Lefkas berth until next May.',
    },
    steps: [
      { status: 'submitted', daysAgo: 16 },
      { status: 'under_review', daysAgo: 15 },
      { status: 'rejected', daysAgo: 14, note: DEMO_REJECTION_REASON },
    ],
  },
  {
    kind: 'idle',
    details: {
      builder: 'Axopar',
      model: '28 T-Top',
      model_line: 'Axopar 28',
      type: 'motor',
      year: 2020,
      length_m: 8.9,
      beam_m: 2.95,
      draft_m: 0.7,
      cabins: 1,
      berths: 2,
      engines: 'Mercury Verado 300 (221 kW)',
      fuel: 'petrol',
      hull_material: 'grp',
      top_speed_kn: 45,
      cruise_speed_kn: 30,
      price: 98000,
      currency: 'EUR',
      location: 'Lefkas',
      country: 'GR',
      engine_hours: 310,
      condition: 'excellent',
      description:
        'Our chase boat for island hopping, used three summers and kept under cover in winter. Mercury Verado 300 with 310 hours, serviced by the dealer every spring, with the road trailer included.',
    },
    steps: [
      { status: 'submitted', daysAgo: 3 },
      { status: 'under_review', daysAgo: 1 },
    ],
  },
  {
    kind: 'idle',
    details: {
      builder: 'Hallberg-Rassy',
      model: 'Monsun 31',
      model_line: 'Hallberg-Rassy',
      type: 'sail',
      year: 1980,
      length_m: 9.3,
      beam_m: 2.9,
      draft_m: 1.4,
      cabins: 2,
      berths: 5,
      engines: 'Volvo Penta D1-20 (15 kW), re-engined 2016',
      fuel: 'diesel',
      hull_material: 'grp',
      top_speed_kn: 6.5,
      cruise_speed_kn: 5.5,
      price: 32000,
      currency: 'EUR',
      location: 'Lefkas',
      country: 'GR',
      engine_hours: 1240,
      condition: 'good',
      description:
        'The little Hallberg-Rassy that started it all for us: a Monsun 31 with the classic windscreen, a long keel and a cosy teak interior. Re-engined in 2016, new sprayhood in 2023, always kept ashore in winter.',
    },
    steps: [{ status: 'submitted', daysAgo: 0.3 }],
  },
];

/** A slug no used listing has: the name, then the name with -2, -3, … */
async function freeSlug(tx: Tx, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ slug: usedYachts.slug })
        .from(usedYachts)
        .where(or(eq(usedYachts.slug, base), like(usedYachts.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Adds the demo account's selling content once; answers whether it did. */
export async function seedDemoSelling(db: Db, now = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SELLING_LOCK_KEY})`);
    const [demo] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    if (!demo) return false;
    const [existing] = await tx.select({ n: count() }).from(sellApplications).where(eq(sellApplications.userId, demo.id));
    if ((existing?.n ?? 0) > 0) return false;

    const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
    const memberEmails = PRIVATE_SELLERS.map((s) => s.email);
    const members = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(inArray(users.email, memberEmails));
    const member = (key: string) => {
      const email = PRIVATE_SELLERS.find((s) => s.key === key)?.email;
      return members.find((m) => m.email === email);
    };

    await tx.insert(sellerEntries).values({
      userId: demo.id,
      type: 'seller',
      category: 'private',
      status: 'approved',
      contactName: DEMO_ACCOUNT.name,
      email: DEMO_ACCOUNT.email,
      country: 'GR',
      content: 'Selling our own boats after moving up to a Hallberg-Rassy 44.',
      createdAt: at(50),
      updatedAt: at(49),
      reviewedAt: at(49),
    });

    for (const application of APPLICATIONS) {
      const d = application.details;
      const last = application.steps[application.steps.length - 1]!;
      const status = last.status === 'edited' ? 'submitted' : last.status;
      const reviewed = status === 'approved' || status === 'rejected' ? at(last.daysAgo) : null;
      const photos = galleryFor(
        { builder: d.builder, model: d.model, modelLine: d.model_line, type: d.type, lengthM: d.length_m, fuel: d.fuel },
        `demo:${d.builder} ${d.model}`,
      );
      let listingId: number | null = null;
      if (status === 'approved' && application.kind === 'idle') {
        const slug = await freeSlug(tx, slugify(`${d.builder} ${d.model}`));
        const listing = await insertDemoListing(tx, { application, slug, photos, sellerId: demo.id, at });
        listingId = listing.id;
        await addListingHistory(tx, { application, listing: { id: listing.id, slug }, sellerId: demo.id, at, member });
      }
      await insertDemoApplication(tx, { application, status, photos, listingId, userId: demo.id, reviewed, at });
    }
    return true;
  });
}
