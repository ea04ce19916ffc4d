// One yacht of the catalogue: the page (with seller, followers and price history) and the yachts similar to it.
import { and, asc, count, desc, eq, gte, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { CatalogueKind, Currency, HullMaterial, PricePoint, SellerInfo, YachtDetail, YachtSummary } from '@yachts/contracts/catalogue';
import { CATALOGUE_LIMITS } from '@yachts/contracts/catalogue';
import { paths } from '@yachts/contracts/paths';
import { LISTED, newYachts, dealers, sellerEntries, usedYachtPrices, users, yachtFollows } from '../db/schema';
import { traderDetails } from './dealers-repository';
import {
  columnsOf,
  metres,
  sellerKind,
  summaryColumns,
  tableOf,
  toSummary,
  yachtUrl,
  type ListedYacht,
  type YachtsContext,
} from './yachts-columns';

/** Similar yachts are looked for first within this ratio of lengths (the length index serves the band). */
const SIMILAR_BAND = 1.2;

type Db = YachtsContext['db'];

/** A listed yacht's name, page and seller; null when the id is not a listed yacht of that kind. */
async function findListed(db: Db, kind: CatalogueKind, id: number): Promise<ListedYacht | null> {
  const t = tableOf(kind);
  const [row] = await db
    .select({ id: t.id, slug: t.slug, builder: t.builder, model: t.model, sellerId: users.id, email: users.email, name: users.name })
    .from(t)
    .leftJoin(users, eq(users.id, t.sellerId))
    .where(and(eq(t.id, id), eq(t.status, LISTED)));
  if (!row) return null;
  return {
    kind,
    id: row.id,
    slug: row.slug,
    builder: row.builder,
    model: row.model,
    url: yachtUrl(kind, row.id, row.slug),
    seller:
      row.sellerId !== null && row.email !== null && row.name !== null ? { id: row.sellerId, email: row.email, name: row.name } : null,
  };
}

/**
 * The seller as the page shows them: a business or broker with an approved entry under its company name and
 * category; anyone else as a private seller under their member name.
 */
async function sellerInfo(db: Db, userId: number): Promise<SellerInfo | null> {
  const [user] = await db
    .select({ uuid: users.uuid, name: users.name, avatarUrl: users.avatarUrl, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const [entry] = await db
    .select({ companyName: sellerEntries.companyName, category: sellerEntries.category, country: sellerEntries.country })
    .from(sellerEntries)
    .where(and(eq(sellerEntries.userId, userId), eq(sellerEntries.status, 'approved')))
    // A business entry says more than a seller entry; the latest review wins among equals.
    .orderBy(desc(sql`(${sellerEntries.type} = 'business')`), sql`${sellerEntries.reviewedAt} desc nulls last`, desc(sellerEntries.id))
    .limit(1);
  const [dealer] = await db.select().from(dealers).where(eq(dealers.userId, userId));
  return {
    name: entry?.companyName || user.name,
    kind: entry ? sellerKind(entry.category) : 'private',
    uuid: user.uuid,
    avatarUrl: user.avatarUrl,
    memberSince: user.createdAt.toISOString(),
    country: entry?.country ?? '',
    dealerUrl: dealer ? paths.dealer(dealer.slug) : null,
    verified: Boolean(dealer?.verifiedAt),
    trader: dealer ? traderDetails(dealer) : null,
    // The conversations' measure, added by the route (the user area's repository).
    responseTime: null,
  };
}

async function followers(db: Db, kind: CatalogueKind, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(yachtFollows)
    .where(and(eq(yachtFollows.yachtKind, kind), eq(yachtFollows.yachtId, id)));
  return row?.n ?? 0;
}

/** Price changes oldest first, ending with the current asking price (added when the history lacks it). */
async function priceHistory(db: Db, id: number, current: { price: number; currency: string; since: Date }): Promise<PricePoint[]> {
  const rows = await db
    .select({ price: usedYachtPrices.price, currency: usedYachtPrices.currency, changedAt: usedYachtPrices.changedAt })
    .from(usedYachtPrices)
    .where(eq(usedYachtPrices.yachtId, id))
    .orderBy(asc(usedYachtPrices.changedAt), asc(usedYachtPrices.id));
  const points: PricePoint[] = rows.map((row) => ({
    price: row.price,
    currency: row.currency as Currency,
    changedAt: row.changedAt.toISOString(),
  }));
  const last = points[points.length - 1];
  if (!last || last.price !== current.price || last.currency !== current.currency) {
    points.push({ price: current.price, currency: current.currency as Currency, changedAt: current.since.toISOString() });
  }
  return points;
}

async function detail(db: Db, kind: CatalogueKind, id: number): Promise<YachtDetail | null> {
  const c = columnsOf(kind);
  const { t } = c;
  const [row] = await db
    .select({
      ...summaryColumns(kind),
      beamM: t.beamM,
      draftM: t.draftM,
      engines: t.engines,
      hullMaterial: t.hullMaterial,
      topSpeedKn: t.topSpeedKn,
      cruiseSpeedKn: t.cruiseSpeedKn,
      description: t.description,
      photos: t.photos,
      imageUrl: kind === 'new' ? newYachts.imageUrl : sql<string | null>`null`,
      sellerId: t.sellerId,
      updatedAt: t.updatedAt,
      confirmedAt: t.confirmedAt,
    })
    .from(t)
    .where(and(eq(t.id, id), eq(t.status, LISTED)));
  if (!row) return null;
  const [seller, followerCount] = await Promise.all([row.sellerId !== null ? sellerInfo(db, row.sellerId) : null, followers(db, kind, id)]);
  const photos = row.photos.length > 0 ? row.photos : row.imageUrl ? [row.imageUrl] : [];
  const detail: YachtDetail = {
    ...toSummary(kind, row),
    beamM: metres(row.beamM),
    draftM: metres(row.draftM),
    engines: row.engines,
    hullMaterial: row.hullMaterial as HullMaterial,
    topSpeedKn: row.topSpeedKn === null ? null : metres(row.topSpeedKn),
    cruiseSpeedKn: row.cruiseSpeedKn === null ? null : metres(row.cruiseSpeedKn),
    description: row.description,
    photos,
    seller,
    followers: followerCount,
    updatedAt: row.updatedAt.toISOString(),
    confirmedAt: row.confirmedAt.toISOString(),
  };
  if (kind === 'idle') {
    return Object.assign(detail, {
      priceHistory: await priceHistory(db, id, { price: row.price, currency: row.currency, since: row.updatedAt }),
    });
  }
  return detail;
}

/**
 * Up to CATALOGUE_LIMITS.similar listed yachts of the same kind and type, closest in length and price (each as a
 * ratio, so 10 m against 12 m weighs like 20 m against 24 m). First within a band of lengths the length index
 * serves, then, if that leaves places, from the whole type.
 */
async function similar(db: Db, kind: CatalogueKind, id: number): Promise<YachtSummary[] | null> {
  const t = tableOf(kind);
  const [self] = await db
    .select({ type: t.type, lengthM: t.lengthM, priceEur: t.priceEur })
    .from(t)
    .where(and(eq(t.id, id), eq(t.status, LISTED)));
  if (!self) return null;
  const length = Math.max(Number(self.lengthM), 1);
  const price = Math.max(self.priceEur, 1);
  const distance = sql`(abs(ln(greatest(${t.lengthM}, 1)::float8 / ${length}::float8)) + abs(ln(greatest(${t.priceEur}, 1)::float8 / ${price}::float8)))`;
  const base = and(eq(t.status, LISTED), eq(t.type, self.type), ne(t.id, id));
  const pick = (where: SQL | undefined, limit: number) =>
    db.select(summaryColumns(kind)).from(t).where(where).orderBy(asc(distance), desc(t.id)).limit(limit);
  const near = await pick(
    and(base, gte(t.lengthM, length / SIMILAR_BAND), lte(t.lengthM, length * SIMILAR_BAND)),
    CATALOGUE_LIMITS.similar,
  );
  const rows =
    near.length < CATALOGUE_LIMITS.similar
      ? [
          ...near,
          ...(await pick(
            and(
              base,
              near.length > 0
                ? notInArray(
                    t.id,
                    near.map((row) => row.id),
                  )
                : undefined,
            ),
            CATALOGUE_LIMITS.similar - near.length,
          )),
        ]
      : near;
  return rows.map((row) => toSummary(kind, row));
}

/** One yacht: its page, its seller, its followers, its price history, the yachts like it. */
export function createYachtDetail({ db }: YachtsContext) {
  return {
    findListed: (kind: CatalogueKind, id: number) => findListed(db, kind, id),
    detail: (kind: CatalogueKind, id: number) => detail(db, kind, id),
    similar: (kind: CatalogueKind, id: number) => similar(db, kind, id),
    followers: (kind: CatalogueKind, id: number) => followers(db, kind, id),
  };
}
