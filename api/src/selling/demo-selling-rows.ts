// The rows of the demo account's selling content (demo-selling-seed.ts): each application, the used yacht an approved
// one listed, with its price history, followers and the enquiry that reached the seller's inbox.
import crypto from 'node:crypto';
import { paths } from '@yachts/contracts/paths';
import {
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
  usedYachtPrices,
  usedYachts,
  userMessages,
  yachtEnquiries,
  yachtFollows,
} from '../db/schema';
import { listingColumnsOf } from './selling-rows';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The sell form's fields as the seller typed them (SellIdleSchema's wire names), less the photos. */
export interface SellDetails {
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

export type Step = { status: 'submitted' | 'edited' | 'under_review' | 'approved' | 'rejected'; daysAgo: number; note?: string };

export interface DemoApplication {
  kind: CatalogueKind;
  details: SellDetails;
  steps: Step[];
  /** For an approved one: the asking prices its listing has had, oldest first, with when. */
  prices?: { price: number; daysAgo: number }[];
  followers?: string[];
  enquiry?: { from: string; areaCode: string; mobile: string; content: string; daysAgo: number };
}

export type At = (daysAgo: number) => Date;
export type Member = { id: number; email: string; name: string };

/** The used yacht an approved demo application listed. */
export async function insertDemoListing(
  tx: Tx,
  { application, slug, photos, sellerId, at }: { application: DemoApplication; slug: string; photos: string[]; sellerId: number; at: At },
) {
  const d = application.details;
  const last = application.steps[application.steps.length - 1]!;
  const prices = application.prices ?? [{ price: d.price, daysAgo: last.daysAgo }];
  const [listing] = await tx
    .insert(usedYachts)
    .values({
      slug,
      ...listingColumnsOf(d),
      engineHours: d.engine_hours ?? null,
      price: d.price,
      condition: d.condition ?? 'good',
      photos,
      sellerId,
      createdAt: at(last.daysAgo),
      updatedAt: at(prices[prices.length - 1]!.daysAgo),
    })
    .returning({ id: usedYachts.id });
  if (!listing) throw new Error('seed: the demo listing was not created');
  return listing;
}

/** A demo listing's price history, its followers and the enquiry that reached the seller's inbox. */
export async function addListingHistory(
  tx: Tx,
  {
    application,
    listing,
    sellerId,
    at,
    member,
  }: {
    application: DemoApplication;
    listing: { id: number; slug: string };
    sellerId: number;
    at: At;
    member: (key: string) => Member | undefined;
  },
) {
  const d = application.details;
  const last = application.steps[application.steps.length - 1]!;
  const prices = application.prices ?? [{ price: d.price, daysAgo: last.daysAgo }];
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
      userId: sellerId,
      type: 'interactive',
      title: `Enquiry about ${d.builder} ${d.model}`,
      body: [`E-mail: ${from.email}`, `Phone: +${enquiry.areaCode} ${enquiry.mobile}`, '', enquiry.content].join('\n'),
      link: paths.usedYacht(listing.id, listing.slug),
      fromUserId: from.id,
      createdAt: at(enquiry.daysAgo),
    });
  }
}

/** A demo application with the steps of its progress. */
export async function insertDemoApplication(
  tx: Tx,
  {
    application,
    status,
    photos,
    listingId,
    userId,
    reviewed,
    at,
  }: {
    application: DemoApplication;
    status: DemoApplication['steps'][number]['status'];
    photos: string[];
    listingId: number | null;
    userId: number;
    reviewed: Date | null;
    at: At;
  },
) {
  const d = application.details;
  const last = application.steps[application.steps.length - 1]!;
  const details: Record<string, unknown> = { ...d };
  const [row] = await tx
    .insert(sellApplications)
    .values({
      userId,
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
