// The demo account as a seller, so its selling pages are not empty on a first start: an approved private
// seller entry, two used yachts it listed through approved applications (with their progress, price history,
// followers and an enquiry that reached its inbox), and applications still under way: one submitted, one under
// review and one rejected with the reason. Runs once: only while the demo account has no application at all.
import crypto from 'node:crypto';
import { count, eq, inArray, like, or, sql } from 'drizzle-orm';
import { paths } from '@yachts/contracts/paths';
import {
  toEur,
  type CatalogueKind,
  type Condition,
  type Currency,
  type Fuel,
  type HullMaterial,
  type YachtType,
} from '@yachts/contracts/catalogue';
import type { Db } from '../db/database';
import {
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
import { PRIVATE_SELLERS } from '../catalogue/seed/catalogue-data';
import { galleryFor } from '../catalogue/seed/catalogue-drafts';
import { DEMO_ACCOUNT } from '../accounts/demo-account';
import { slugify } from '../seed/slug';

const DEMO_SELLING_LOCK_KEY = 4_050_006;
const DAY_MS = 24 * 3600 * 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The sell form's fields as the seller typed them (SellIdleSchema's wire names), less the photos. */
interface SellDetails {
  builder: string;
  model: string;
  model_line: string;
  type: YachtType;
  year: number;
  length_m: number;
  beam_m: number;
  draft_m: number;
  cabins: number;
  berths: number;
  engines: string;
  fuel: Fuel;
  hull_material: HullMaterial;
  top_speed_kn?: number;
  cruise_speed_kn?: number;
  price: number;
  currency: Currency;
  location: string;
  country: string;
  description: string;
  engine_hours?: number;
  condition?: Condition;
}

type Step = { status: 'submitted' | 'edited' | 'under_review' | 'approved' | 'rejected'; daysAgo: number; note?: string };

interface DemoApplication {
  kind: CatalogueKind;
  details: SellDetails;
  steps: Step[];
  /** For an approved one: the asking prices its listing has had, oldest first, with when. */
  prices?: { price: number; daysAgo: number }[];
  followers?: string[];
  enquiry?: { from: string; areaCode: string; mobile: string; content: string; daysAgo: number };
}

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
        const prices = application.prices ?? [{ price: d.price, daysAgo: last.daysAgo }];
        const slug = await freeSlug(tx, slugify(`${d.builder} ${d.model}`));
        const [listing] = await tx
          .insert(usedYachts)
          .values({
            slug,
            builder: d.builder,
            model: d.model,
            modelLine: d.model_line,
            type: d.type,
            year: d.year,
            lengthM: d.length_m,
            beamM: d.beam_m,
            draftM: d.draft_m,
            cabins: d.cabins,
            berths: d.berths,
            engines: d.engines,
            engineHours: d.engine_hours ?? null,
            fuel: d.fuel,
            hullMaterial: d.hull_material,
            topSpeedKn: d.top_speed_kn ?? null,
            cruiseSpeedKn: d.cruise_speed_kn ?? null,
            price: d.price,
            currency: d.currency,
            priceEur: toEur(d.price, d.currency),
            condition: d.condition ?? 'good',
            location: d.location,
            country: d.country,
            description: d.description,
            photos,
            sellerId: demo.id,
            createdAt: at(last.daysAgo),
            updatedAt: at(prices[prices.length - 1]!.daysAgo),
          })
          .returning({ id: usedYachts.id });
        if (!listing) throw new Error('seed: the demo listing was not created');
        listingId = listing.id;
        await tx
          .insert(usedYachtPrices)
          .values(prices.map((p) => ({ yachtId: listing.id, price: p.price, currency: d.currency, changedAt: at(p.daysAgo) })));
        const followers = (application.followers ?? []).flatMap((key) => {
          const m = member(key);
          return m ? [{ userId: m.id, yachtKind: 'idle', yachtId: listing.id, createdAt: at(last.daysAgo - 2) }] : [];
        });
        if (followers.length > 0) await tx.insert(yachtFollows).values(followers).onConflictDoNothing();
        const enquiry = application.enquiry;
        const from = enquiry ? member(enquiry.from) : undefined;
        if (enquiry && from) {
          const sidHash = crypto.createHash('sha256').update('seed:demo-selling').digest('hex');
          await tx.insert(yachtEnquiries).values({
            userId: from.id,
            yachtKind: 'idle',
            yachtId: listing.id,
            email: from.email,
            areaCode: enquiry.areaCode,
            mobile: enquiry.mobile,
            content: enquiry.content,
            sidHash,
            createdAt: at(enquiry.daysAgo),
          });
          // As the enquiry route delivers one: to the seller's inbox, from the member, linking the listing.
          await tx.insert(userMessages).values({
            userId: demo.id,
            type: 'interactive',
            title: `Enquiry about ${d.builder} ${d.model}`,
            body: [`E-mail: ${from.email}`, `Phone: +${enquiry.areaCode} ${enquiry.mobile}`, '', enquiry.content].join('\n'),
            link: paths.usedYacht(listing.id, slug),
            fromUserId: from.id,
            createdAt: at(enquiry.daysAgo),
          });
        }
      }
      const details: Record<string, unknown> = { ...d };
      const [row] = await tx
        .insert(sellApplications)
        .values({
          userId: demo.id,
          kind: application.kind,
          status,
          details,
          photos,
          reason: status === 'rejected' ? (last.note ?? null) : null,
          listingId,
          createdAt: at(application.steps[0]!.daysAgo),
          updatedAt: at(last.daysAgo),
          reviewedAt: reviewed,
        })
        .returning({ id: sellApplications.id });
      if (!row) throw new Error('seed: the demo application was not created');
      await tx.insert(sellApplicationEvents).values(
        application.steps.map((step) => ({
          applicationId: row.id,
          status: step.status,
          note: step.note ?? null,
          createdAt: at(step.daysAgo),
        })),
      );
    }
    return true;
  });
}
