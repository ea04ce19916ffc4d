// Dealers', brokers' and builders' pages (decision 028): the directory and one page, with how many yachts each has
// listed. The rows are written by selling when a business entry is approved (and by the seed); the catalogue reads
// them, and finds a page's seller for the `dealer` filter of the lists.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Dealer, DealerSummary } from '@yachts/contracts/catalogue';
import type { TraderDetails } from '@yachts/contracts/wire/catalogue';
import { paths } from '@yachts/contracts/paths';
import type { Db } from '../db/database';
import { LISTED, dealers, newYachts, usedYachts, users } from '../db/schema';

type DealerRow = typeof dealers.$inferSelect;

/** A verified trader's details as a buyer reads them (DSA Art. 30, decision 045); null until an operator checked them. */
export function traderDetails(row: DealerRow): TraderDetails | null {
  if (!row.verifiedAt) return null;
  return {
    name: row.name,
    address: row.address,
    country: row.country,
    email: row.email,
    phone: row.phone,
    tradeRegister: row.tradeRegister,
    verifiedAt: row.verifiedAt.toISOString(),
  };
}

export function createDealersRepository(db: Db) {
  async function listingsOf(userIds: number[]): Promise<Map<number, { new: number; idle: number }>> {
    const counts = new Map(userIds.map((id) => [id, { new: 0, idle: 0 }]));
    if (userIds.length === 0) return counts;
    for (const [kind, table] of [
      ['new', newYachts],
      ['idle', usedYachts],
    ] as const) {
      const rows = await db
        .select({ sellerId: table.sellerId, n: count() })
        .from(table)
        .where(and(inArray(table.sellerId, userIds), eq(table.status, LISTED)))
        .groupBy(table.sellerId);
      for (const row of rows) if (row.sellerId !== null) counts.get(row.sellerId)![kind] = row.n;
    }
    return counts;
  }

  function summaryOf(row: DealerRow, listings: { new: number; idle: number }): DealerSummary {
    return {
      slug: row.slug,
      name: row.name,
      category: row.category as DealerSummary['category'],
      url: paths.dealer(row.slug),
      city: row.city,
      country: row.country,
      logoUrl: row.logoUrl,
      listings,
    };
  }

  return {
    /** Every page, by name. */
    async list(): Promise<DealerSummary[]> {
      const rows = await db.select().from(dealers).orderBy(asc(dealers.name), asc(dealers.slug));
      const listings = await listingsOf(rows.map((row) => row.userId));
      return rows.map((row) => summaryOf(row, listings.get(row.userId) ?? { new: 0, idle: 0 }));
    },

    async bySlug(slug: string): Promise<Dealer | null> {
      const [found] = await db
        .select({ dealer: dealers, joined: users.createdAt })
        .from(dealers)
        .innerJoin(users, eq(users.id, dealers.userId))
        .where(eq(dealers.slug, slug));
      if (!found) return null;
      const { dealer, joined } = found;
      const listings = (await listingsOf([dealer.userId])).get(dealer.userId) ?? { new: 0, idle: 0 };
      return {
        ...summaryOf(dealer, listings),
        address: dealer.address,
        email: dealer.email,
        phone: dealer.phone,
        website: dealer.website,
        languages: dealer.languages,
        about: dealer.about,
        openingHours: dealer.openingHours,
        memberSince: joined.toISOString(),
        verified: dealer.verifiedAt !== null,
        trader: traderDetails(dealer),
        // The conversations' measure, added by the route (the user area's repository).
        responseTime: null,
      };
    },

    /** The seller behind a page, for the lists' `dealer` filter; null for an unknown slug. */
    async sellerOf(slug: string): Promise<{ userId: number; name: string; slug: string } | null> {
      const [row] = await db
        .select({ userId: dealers.userId, name: dealers.name, slug: dealers.slug })
        .from(dealers)
        .where(eq(dealers.slug, slug));
      return row ?? null;
    },
  };
}

export type DealersRepository = ReturnType<typeof createDealersRepository>;
