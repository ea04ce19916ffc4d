// What the catalogue tests share: yachts inserted by the test itself (the seed is someone else's and may change),
// each run under a made-up place word, so a test can scope any list to its own rows with `location=<word>` even on
// a PostgreSQL database other test files (or earlier runs) have written to; and their removal afterwards.
import crypto from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toEur, type CatalogueKind, type Condition, type Currency } from '@yachts/contracts/catalogue';
import { newYachts, usedYachtPrices, usedYachts } from '../db/schema';
import type { ModelSpec } from './seed/catalogue-data';

/** A word no real place has: lower-case letters only, so it is one word for the search and the location filter. */
export function uniqueWord(prefix = 'zz'): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return prefix + Array.from(crypto.randomBytes(8), (byte) => letters[byte % 26]).join('');
}

export interface YachtFields extends ModelSpec {
  year: number;
  price: number;
  currency: Currency;
  location: string;
  country: string;
  description: string;
  photos: string[];
  imageUrl: string | null;
  sellerId: number | null;
  status: 'listed' | 'withdrawn';
  createdAt: Date;
  /** Used yachts only. */
  condition: Condition;
  engineHours: number | null;
  /** Used yachts only: earlier asking prices, oldest first (the current one is `price`). */
  priceHistory: { price: number; currency: Currency; changedAt: Date }[];
}

const DEFAULTS: YachtFields = {
  builder: 'Beneteau',
  model: 'Oceanis 40.1',
  modelLine: 'Oceanis',
  type: 'sail',
  year: 2022,
  lengthM: 11.98,
  beamM: 4.18,
  draftM: 2.17,
  cabins: 3,
  berths: 6,
  engines: '1 x Yanmar 4JH45 (45 hp)',
  fuel: 'diesel',
  hullMaterial: 'grp',
  topSpeedKn: 8.5,
  cruiseSpeedKn: 7,
  price: 289_000,
  currency: 'EUR',
  location: 'La Rochelle',
  country: 'FR',
  description: 'A fast and easy cruiser with a bright saloon and a walk-around deck.',
  photos: [],
  imageUrl: null,
  sellerId: null,
  status: 'listed',
  createdAt: new Date(),
  condition: 'good',
  engineHours: 850,
  priceHistory: [],
};

export interface InsertedYacht {
  kind: CatalogueKind;
  id: number;
  slug: string;
  fields: YachtFields;
}

/** The yachts one test file made, to remove them in afterAll. */
export class YachtFixtures {
  readonly made: InsertedYacht[] = [];

  constructor(private readonly app: FastifyInstance) {}

  async add(kind: CatalogueKind, overrides: Partial<YachtFields> = {}): Promise<InsertedYacht> {
    const fields: YachtFields = { ...DEFAULTS, createdAt: new Date(), ...overrides };
    const words = `${fields.builder} ${fields.model}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const slug = `${words.slice(0, 140)}-${crypto.randomUUID().slice(0, 8)}`;
    const common = {
      slug,
      builder: fields.builder,
      model: fields.model,
      modelLine: fields.modelLine,
      type: fields.type,
      year: fields.year,
      lengthM: fields.lengthM,
      beamM: fields.beamM,
      draftM: fields.draftM,
      cabins: fields.cabins,
      berths: fields.berths,
      engines: fields.engines,
      fuel: fields.fuel,
      hullMaterial: fields.hullMaterial,
      topSpeedKn: fields.topSpeedKn,
      cruiseSpeedKn: fields.cruiseSpeedKn,
      currency: fields.currency,
      priceEur: toEur(fields.price, fields.currency),
      location: fields.location,
      country: fields.country,
      description: fields.description,
      photos: fields.photos,
      sellerId: fields.sellerId,
      status: fields.status,
      createdAt: fields.createdAt,
      updatedAt: fields.createdAt,
    };
    const { db } = this.app.database;
    let id: number;
    if (kind === 'new') {
      const [row] = await db
        .insert(newYachts)
        .values({ ...common, basePrice: fields.price, imageUrl: fields.imageUrl })
        .returning({ id: newYachts.id });
      id = row!.id;
    } else {
      const [row] = await db
        .insert(usedYachts)
        .values({ ...common, price: fields.price, condition: fields.condition, engineHours: fields.engineHours })
        .returning({ id: usedYachts.id });
      id = row!.id;
      if (fields.priceHistory.length > 0) {
        await db.insert(usedYachtPrices).values(fields.priceHistory.map((point) => ({ yachtId: id, ...point })));
      }
    }
    const made = { kind, id, slug, fields };
    this.made.push(made);
    return made;
  }

  async removeAll(): Promise<void> {
    const { db } = this.app.database;
    const ids = (kind: CatalogueKind) => this.made.filter((yacht) => yacht.kind === kind).map((yacht) => yacht.id);
    if (ids('new').length) await db.delete(newYachts).where(inArray(newYachts.id, ids('new')));
    if (ids('idle').length) await db.delete(usedYachts).where(inArray(usedYachts.id, ids('idle')));
  }
}

/** Minutes ago, for listing dates whose order a test checks. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
