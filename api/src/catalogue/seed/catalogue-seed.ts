// The seed catalogue (docs/architecture.md §5: the site looks real on a first start): the dealers, brokers and private
// sellers with their approved entries, every current model as a new-yacht listing, and a few hundred used yachts with
// their price histories. It runs once per database: the first seller account is its mark, written in the same
// transaction as everything else, and an advisory lock makes a second instance starting at the same moment wait and
// then find the mark.
import crypto from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { dealers, newYachts, sellerEntries, usedYachtPrices, usedYachts, users } from '../../db/schema';
import { dealerSlug } from '../../lib/dealer-slug';
import { hashStoredPassword } from '../../accounts/passwords';
import { DEALER_DETAILS, DEALER_TRADE, PRIVATE_SELLERS, SELLERS } from './catalogue-data';
import { draftNewYachts, draftUsedYachts, type NewYachtDraft, type UsedYachtDraft } from './catalogue-drafts';

/** Any fixed number, distinct from the other seeds' locks. */
const CATALOGUE_LOCK_KEY = 4_050_005;
export const SEED_USED_YACHT_COUNT = 300;
const DAY_MS = 24 * 3600 * 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type SellerIds = Map<string, number>;

/** The sellers' ids by key (SELLERS keys, and "private:<key>" for PRIVATE_SELLERS), for sellers that exist. */
export async function sellerIdsOf(db: Db | Tx): Promise<SellerIds> {
  const emails = [...SELLERS.map((s) => s.email), ...PRIVATE_SELLERS.map((s) => s.email)];
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const byEmail = new Map(rows.map((row) => [row.email, row.id]));
  const ids: SellerIds = new Map();
  for (const seller of SELLERS) {
    const id = byEmail.get(seller.email);
    if (id !== undefined) ids.set(seller.key, id);
  }
  for (const seller of PRIVATE_SELLERS) {
    const id = byEmail.get(seller.email);
    if (id !== undefined) ids.set(`private:${seller.key}`, id);
  }
  return ids;
}

async function createSellers(tx: Tx, now: number): Promise<SellerIds> {
  // Nobody logs in as a seed seller: one random password, never told, hashed once (every test app seeds).
  const passwordHash = await hashStoredPassword(crypto.randomBytes(32).toString('hex'));
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  const accounts = [
    ...SELLERS.map((s) => ({ email: s.email, name: s.company, joined: s.joinedDaysAgo })),
    ...PRIVATE_SELLERS.map((s) => ({ email: s.email, name: s.name, joined: s.joinedDaysAgo })),
  ];
  await tx
    .insert(users)
    .values(
      accounts.map((a) => ({
        uuid: crypto.randomUUID(),
        email: a.email,
        passwordHash,
        name: a.name,
        emailVerifiedAt: at(a.joined),
        createdAt: at(a.joined),
      })),
    )
    .onConflictDoNothing({ target: users.email });
  const ids = await sellerIdsOf(tx);
  await tx.insert(sellerEntries).values([
    ...SELLERS.map((s) => ({
      userId: ids.get(s.key)!,
      type: 'business',
      category: s.category,
      status: 'approved',
      companyName: s.company,
      contactName: s.contact,
      email: s.email,
      country: s.country,
      website: s.website,
      content: s.about,
      address: DEALER_DETAILS[s.key]?.address ?? '',
      tradeRegister: DEALER_TRADE[s.key]?.tradeRegister ?? '',
      selfCertifiedAt: at(s.joinedDaysAgo - 1),
      createdAt: at(s.joinedDaysAgo - 1),
      updatedAt: at(s.joinedDaysAgo - 3),
      reviewedAt: at(s.joinedDaysAgo - 3),
    })),
    ...PRIVATE_SELLERS.map((s) => ({
      userId: ids.get(`private:${s.key}`)!,
      type: 'seller',
      category: 'private',
      status: 'approved',
      contactName: s.name,
      email: s.email,
      country: s.country,
      createdAt: at(s.joinedDaysAgo - 10),
      updatedAt: at(s.joinedDaysAgo - 11),
      reviewedAt: at(s.joinedDaysAgo - 11),
    })),
  ]);
  // Their pages (decision 028), as an approved business entry makes them, with the office and languages besides.
  await tx
    .insert(dealers)
    .values(
      SELLERS.map((s) => ({
        userId: ids.get(s.key)!,
        slug: dealerSlug(s.company),
        name: s.company,
        category: s.category,
        city: s.city,
        country: s.country,
        email: s.email,
        website: s.website,
        about: s.about,
        ...(DEALER_DETAILS[s.key] ?? { address: '', phone: '', languages: [] }),
        ...(DEALER_TRADE[s.key] ?? { tradeRegister: '', openingHours: '' }),
        // Their trader details were checked when the entry was approved (decision 045).
        verifiedAt: at(s.joinedDaysAgo - 3),
        verifiedBy: 'operators@yacht-harbour.local',
        createdAt: at(s.joinedDaysAgo - 3),
        updatedAt: at(s.joinedDaysAgo - 3),
      })),
    )
    .onConflictDoNothing();
  return ids;
}

/** The columns both kinds of listing fill alike from their draft. */
function listingRow(draft: NewYachtDraft | UsedYachtDraft, sellers: SellerIds) {
  return {
    slug: draft.slug,
    builder: draft.builder,
    model: draft.model,
    modelLine: draft.modelLine,
    type: draft.type,
    year: draft.year,
    lengthM: draft.lengthM,
    beamM: draft.beamM,
    draftM: draft.draftM,
    cabins: draft.cabins,
    berths: draft.berths,
    engines: draft.engines,
    fuel: draft.fuel,
    hullMaterial: draft.hullMaterial,
    topSpeedKn: draft.topSpeedKn,
    cruiseSpeedKn: draft.cruiseSpeedKn,
    currency: draft.currency,
    priceEur: draft.priceEur,
    location: draft.location,
    country: draft.country,
    description: draft.description,
    photos: draft.photos,
    sellerId: sellers.get(draft.seller) ?? null,
    createdAt: draft.createdAt,
    updatedAt: draft.updatedAt,
  };
}

export function newYachtRow(draft: NewYachtDraft, sellers: SellerIds) {
  return { ...listingRow(draft, sellers), basePrice: draft.basePrice, imageUrl: draft.photos[0] ?? null };
}

export function usedYachtRow(draft: UsedYachtDraft, sellers: SellerIds) {
  return { ...listingRow(draft, sellers), engineHours: draft.engineHours, price: draft.price, condition: draft.condition };
}

/** Column by column from the row being inserted: what an upgrade writes over a row of the earlier seed. */
const fromInsert = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Every current model as a listing. A row with the same slug that has no gallery comes from the first seed
 * (written before photos, dealers and specifications existed): it gets them now; any other existing row is left alone.
 */
async function upsertNewYachts(tx: Tx, now: number, sellers: SellerIds) {
  const rows = draftNewYachts(now).map((draft) => newYachtRow(draft, sellers));
  await tx
    .insert(newYachts)
    .values(rows)
    .onConflictDoUpdate({
      target: newYachts.slug,
      set: {
        modelLine: fromInsert('model_line'),
        year: fromInsert('year'),
        engines: fromInsert('engines'),
        fuel: fromInsert('fuel'),
        hullMaterial: fromInsert('hull_material'),
        topSpeedKn: fromInsert('top_speed_kn'),
        cruiseSpeedKn: fromInsert('cruise_speed_kn'),
        priceEur: fromInsert('price_eur'),
        location: fromInsert('location'),
        country: fromInsert('country'),
        description: fromInsert('description'),
        imageUrl: fromInsert('image_url'),
        photos: fromInsert('photos'),
        sellerId: fromInsert('seller_id'),
      },
      setWhere: sql`${newYachts.photos} = '[]'::jsonb`,
    });
}

async function insertUsedYachts(tx: Tx, now: number, sellers: SellerIds) {
  const drafts = draftUsedYachts(SEED_USED_YACHT_COUNT, now);
  const inserted = await tx
    .insert(usedYachts)
    .values(drafts.map((draft) => usedYachtRow(draft, sellers)))
    .onConflictDoNothing({ target: usedYachts.slug })
    .returning({ id: usedYachts.id, slug: usedYachts.slug });
  const bySlug = new Map(drafts.map((draft) => [draft.slug, draft]));
  const prices = inserted.flatMap((row) => (bySlug.get(row.slug)?.priceHistory ?? []).map((point) => ({ yachtId: row.id, ...point })));
  if (prices.length > 0) await tx.insert(usedYachtPrices).values(prices);
}

/** Adds the catalogue once; answers whether it did (false on a restart or when another instance did). */
export async function seedCatalogue(db: Db, now = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK_KEY})`);
    const [mark] = await tx.select({ id: users.id }).from(users).where(eq(users.email, SELLERS[0]!.email));
    if (mark) return false;
    const sellers = await createSellers(tx, now);
    await upsertNewYachts(tx, now, sellers);
    await insertUsedYachts(tx, now, sellers);
    return true;
  });
}

/**
 * The demo's own sellers keep their listings current, as a dealer's stock feed would (decision 029): at every start
 * with SEED, a seed seller's listing last confirmed more than 20 days ago is confirmed a few days back (and put back
 * if it had left the catalogue), so the demo catalogue never empties itself. Members' listings follow the rule.
 */
export async function confirmSeedListings(db: Db, now = Date.now()): Promise<void> {
  const sellers = [...(await sellerIdsOf(db)).values()];
  if (sellers.length === 0) return;
  const stale = new Date(now - 20 * DAY_MS);
  for (const table of [newYachts, usedYachts]) {
    await db
      .update(table)
      .set({
        status: 'listed',
        confirmedAt: sql`${new Date(now).toISOString()}::timestamptz - (${table.id} % 20) * interval '1 day'`,
        remindedAt: null,
      })
      .where(and(inArray(table.sellerId, sellers), inArray(table.status, ['listed', 'unconfirmed']), lt(table.confirmedAt, stale)));
  }
}
