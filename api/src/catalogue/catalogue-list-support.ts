// What the catalogue api's tests share: one app per file with this file's own yachts (catalogue-support.ts), new and
// used, listed and withdrawn, each list scoped to them with `location=<a made-up place word>`, two sellers (a private
// one and a broker), and the list read with types.
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { sellerEntries } from '../db/schema';
import { YachtFixtures, minutesAgo, uniqueWord, type InsertedYacht } from './catalogue-support';
import { loginAs, type LoggedIn, type TestApp } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf } from '../testing/answers';

// 'aa…': first among places and builders of equal count, so the filters call's top 200 always shows them.
export const PLACE = uniqueWord('aa');
export const YARD = `${uniqueWord('aa')} Builder Yard`;
export const BUILDER = `${uniqueWord('Aa')} Werft`;
const harbour = `${PLACE} Harbour`;

export const y = {} as Record<
  | 'oceanis'
  | 'lagoon'
  | 'manhattan'
  | 'manhattanTwin'
  | 'princess'
  | 'silent'
  | 'withdrawnNew'
  | 'hr44'
  | 'jeanneau'
  | 'azimut'
  | 'feadship'
  | 'contessa'
  | 'withdrawnUsed',
  InsertedYacht
>;

export type Item = { id: number; kind: string; [key: string]: unknown };

/** The file's app, its yachts and the two sellers. */
export interface CatalogueWorld {
  t: TestApp;
  fixtures: YachtFixtures;
  seller: LoggedIn;
  broker: LoggedIn;
}

async function sellers(t: TestApp): Promise<{ seller: LoggedIn; broker: LoggedIn }> {
  const seller = await loginAs(t.app, { name: 'Marta Keel' });
  const broker = await loginAs(t.app, { name: 'Pierre Lune' });
  await t.app.database.db.insert(sellerEntries).values([
    // An approved broker entry names the seller; a rejected business entry of the same member does not.
    {
      userId: broker.user.id,
      type: 'seller',
      category: 'broker',
      status: 'approved',
      companyName: 'Lune Yachting',
      contactName: 'Pierre Lune',
      email: 'p@example.com',
      country: 'FR',
      reviewedAt: minutesAgo(60),
    },
    {
      userId: broker.user.id,
      type: 'business',
      category: 'dealer',
      status: 'rejected',
      companyName: 'Lune Dealers',
      contactName: 'Pierre Lune',
      email: 'p@example.com',
      country: 'FR',
    },
  ]);
  return { seller, broker };
}

async function newYachts(fixtures: YachtFixtures, { seller }: { seller: LoggedIn }) {
  y.oceanis = await fixtures.add('new', {
    location: harbour,
    createdAt: minutesAgo(10),
    year: 2024,
    sellerId: seller.user.id,
    photos: ['/uploads/a.jpg', '/uploads/b.jpg'],
  });
  y.lagoon = await fixtures.add('new', {
    builder: 'Lagoon',
    model: 'Lagoon 42',
    modelLine: '',
    type: 'catamaran',
    lengthM: 12.8,
    beamM: 7.7,
    draftM: 1.25,
    cabins: 4,
    berths: 10,
    price: 620_000,
    currency: 'USD',
    year: 2025,
    location: harbour,
    createdAt: minutesAgo(20),
    imageUrl: '/uploads/lagoon.jpg',
  });
  y.manhattan = await fixtures.add('new', {
    builder: 'Sunseeker',
    model: 'Manhattan 55',
    modelLine: 'Manhattan',
    type: 'motor',
    lengthM: 17.3,
    beamM: 4.9,
    draftM: 1.3,
    cabins: 4,
    berths: 8,
    price: 1_950_000,
    currency: 'GBP',
    year: 2025,
    fuel: 'diesel',
    location: harbour,
    createdAt: minutesAgo(30),
    topSpeedKn: 32,
    cruiseSpeedKn: 25,
  });
}

async function moreNewYachts(fixtures: YachtFixtures) {
  y.manhattanTwin = await fixtures.add('new', {
    builder: 'Sunseeker',
    model: 'Manhattan 55 Limited',
    modelLine: 'Manhattan',
    type: 'motor',
    lengthM: 17.35,
    beamM: 4.9,
    draftM: 1.3,
    cabins: 4,
    berths: 8,
    price: 1_990_000,
    currency: 'GBP',
    year: 2026,
    location: `${PLACE} Yard`,
    createdAt: minutesAgo(35),
  });
  y.princess = await fixtures.add('new', {
    builder: 'Princess',
    model: 'Y85',
    modelLine: 'Y Class',
    type: 'motor',
    lengthM: 26.6,
    beamM: 6.1,
    draftM: 1.9,
    cabins: 4,
    berths: 9,
    price: 5_900_000,
    currency: 'GBP',
    year: 2026,
    location: harbour,
    createdAt: minutesAgo(40),
  });
  y.silent = await fixtures.add('new', {
    builder: 'Silent Yachts',
    model: 'Silent 60',
    modelLine: '',
    type: 'catamaran',
    lengthM: 18.3,
    beamM: 9.1,
    draftM: 1.6,
    cabins: 5,
    berths: 10,
    price: 3_500_000,
    currency: 'EUR',
    year: 2024,
    fuel: 'electric',
    hullMaterial: 'carbon',
    location: harbour,
    createdAt: minutesAgo(50),
  });
  y.withdrawnNew = await fixtures.add('new', { model: 'First 36', location: harbour, status: 'withdrawn', createdAt: minutesAgo(5) });
}

async function usedYachts(fixtures: YachtFixtures, { broker }: { broker: LoggedIn }) {
  y.hr44 = await fixtures.add('idle', {
    builder: 'Hallberg-Rassy',
    model: '44',
    modelLine: '',
    lengthM: 13.6,
    year: 2017,
    price: 495_000,
    condition: 'excellent',
    location: `Palma ${PLACE}`,
    country: 'ES',
    createdAt: minutesAgo(10),
    sellerId: broker.user.id,
    engineHours: 1450,
    priceHistory: [
      { price: 560_000, currency: 'EUR', changedAt: minutesAgo(60 * 24 * 200) },
      { price: 520_000, currency: 'EUR', changedAt: minutesAgo(60 * 24 * 100) },
    ],
  });
  y.jeanneau = await fixtures.add('idle', {
    builder: 'Jeanneau',
    model: 'Sun Odyssey 449',
    modelLine: 'Sun Odyssey',
    lengthM: 13.7,
    year: 2018,
    price: 245_000,
    currency: 'GBP',
    condition: 'good',
    location: `Lymington ${PLACE}`,
    country: 'GB',
    createdAt: minutesAgo(20),
  });
  y.azimut = await fixtures.add('idle', {
    builder: 'Azimut',
    model: '55',
    type: 'motor',
    lengthM: 16.9,
    year: 2012,
    price: 520_000,
    condition: 'fair',
    cabins: 3,
    location: `Antibes ${PLACE}`,
    country: 'FR',
    createdAt: minutesAgo(30),
    engineHours: 2900,
  });
  y.feadship = await fixtures.add('idle', {
    builder: 'Feadship',
    model: 'Moonlight',
    type: 'superyacht',
    lengthM: 45.5,
    beamM: 8.9,
    draftM: 2.7,
    year: 1998,
    price: 14_500_000,
    condition: 'good',
    hullMaterial: 'steel',
    cabins: 6,
    berths: 12,
    location: `Port Hercule ${PLACE}`,
    country: 'MC',
    createdAt: minutesAgo(40),
  });
}

async function moreUsedYachts(fixtures: YachtFixtures) {
  y.contessa = await fixtures.add('idle', {
    builder: 'Contessa',
    model: '32',
    lengthM: 9.75,
    year: 1979,
    price: 28_000,
    currency: 'GBP',
    condition: 'project',
    cabins: 2,
    berths: 5,
    hullMaterial: 'wood',
    fuel: 'petrol',
    location: `Falmouth ${PLACE}`,
    country: 'GB',
    createdAt: minutesAgo(50),
    engineHours: null,
  });
  y.withdrawnUsed = await fixtures.add('idle', { location: `Palma ${PLACE}`, status: 'withdrawn', createdAt: minutesAgo(5) });

  // Two listed yachts and a withdrawn one of a builder no other file has, for the counts of the filters call.
  await fixtures.add('idle', { builder: BUILDER, model: 'One', location: YARD });
  await fixtures.add('idle', { builder: BUILDER, model: 'Two', location: YARD });
  await fixtures.add('idle', { builder: BUILDER, model: 'Three', location: YARD, status: 'withdrawn' });
}

/**
 * Registers the file's hooks: the app (without the seed: the yachts are the file's, and the seed costs seconds of
 * start-up), the sellers and yachts before the first test, the yachts removed after the last. Answers the world
 * (from the first test on) and the list reads.
 */
export function catalogueFile() {
  let world: CatalogueWorld | undefined;
  const t = fileApp({ SEED: 'false' }, undefined, async () => {
    await world?.fixtures.removeAll();
  });
  beforeAll(async () => {
    const fixtures = new YachtFixtures(t.app);
    const made = { t, fixtures, ...(await sellers(t)) };
    world = made;
    await newYachts(fixtures, made);
    await moreNewYachts(fixtures);
    await usedYachts(fixtures, made);
    await moreUsedYachts(fixtures);
  });
  const current = (): CatalogueWorld => {
    if (!world) throw new Error('catalogueFile: the world is made in beforeAll; use it inside a test or a hook');
    return world;
  };

  async function list(kind: CatalogueKind, query: string) {
    const response = await t.app.inject({ url: `/api/v1/yachts/${kind}?${query}` });
    expect(response.statusCode).toBe(200);
    const body = answerOf<{ items: Item[]; total: number; page: number; pageSize: number; sort: string }>(response);
    expect(body.code).toBe(0);
    return body.data;
  }

  /** The ids of one scoped list, in order. */
  async function ids(kind: CatalogueKind, query = '') {
    return (await list(kind, `location=${PLACE}&pageSize=60${query ? `&${query}` : ''}`)).items.map((item) => item.id);
  }

  const builderYachts = () =>
    current().fixtures.made.filter((yacht) => yacht.fields.builder === BUILDER && yacht.fields.status === 'listed');

  return { world: current, list, ids, builderYachts };
}
