// The seller's yachts in the catalogue and the enquiries they received. Only listed rows whose seller is the user
// are found, so another seller's yacht or a withdrawn one answers like a missing one.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CatalogueKind, Currency } from '@yachts/contracts/catalogue';
import type { Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import type { ListingEnquiry, ListingPrice, MyListing } from '@yachts/contracts/selling';
import { JOB_KINDS, enqueueJob } from '../lib/job-queue';
import type { Db } from '../db/database';
import { LISTED, newYachts, sellApplications, usedYachtPrices, usedYachts, yachtEnquiries, yachtFollows } from '../db/schema';
import { iso, offsetOf, pageOf, type PageQuery } from './selling-rows';

export function createSellerListingsRepository(db: Db) {
  /** MyListing rows from catalogue rows: followers, enquiries and the application that made each. */
  async function withCounts(
    rows: {
      kind: CatalogueKind;
      id: number;
      slug: string;
      builder: string;
      model: string;
      photos: string[];
      price: number;
      currency: string;
      listedAt: Date;
    }[],
  ): Promise<MyListing[]> {
    const counts = new Map<string, { followers: number; enquiries: number; applicationId: number | null }>();
    for (const kind of ['new', 'idle'] as const) {
      const ids = rows.filter((row) => row.kind === kind).map((row) => row.id);
      if (ids.length === 0) continue;
      const [followers, enquiries, applications] = await Promise.all([
        db
          .select({ id: yachtFollows.yachtId, n: count() })
          .from(yachtFollows)
          .where(and(eq(yachtFollows.yachtKind, kind), inArray(yachtFollows.yachtId, ids)))
          .groupBy(yachtFollows.yachtId),
        db
          .select({ id: yachtEnquiries.yachtId, n: count() })
          .from(yachtEnquiries)
          .where(and(eq(yachtEnquiries.yachtKind, kind), inArray(yachtEnquiries.yachtId, ids)))
          .groupBy(yachtEnquiries.yachtId),
        db
          .select({ id: sellApplications.listingId, applicationId: sellApplications.id })
          .from(sellApplications)
          .where(and(eq(sellApplications.kind, kind), inArray(sellApplications.listingId, ids))),
      ]);
      const followersOf = new Map(followers.map((row) => [row.id, row.n]));
      const enquiriesOf = new Map(enquiries.map((row) => [row.id, row.n]));
      const applicationOf = new Map(applications.map((row) => [row.id, row.applicationId]));
      for (const id of ids) {
        counts.set(`${kind}:${id}`, {
          followers: followersOf.get(id) ?? 0,
          enquiries: enquiriesOf.get(id) ?? 0,
          applicationId: applicationOf.get(id) ?? null,
        });
      }
    }
    return rows.map((row) => {
      const extra = counts.get(`${row.kind}:${row.id}`) ?? { followers: 0, enquiries: 0, applicationId: null };
      return {
        kind: row.kind,
        id: row.id,
        applicationId: extra.applicationId,
        title: `${row.builder} ${row.model}`.trim(),
        url: row.kind === 'new' ? paths.newYacht(row.id, row.slug) : paths.usedYacht(row.id, row.slug),
        coverUrl: row.photos[0] ?? null,
        price: row.price,
        currency: row.currency as Currency,
        listedAt: iso(row.listedAt),
        followers: extra.followers,
        enquiries: extra.enquiries,
      };
    });
  }

  return {
    /** The user's yachts in the catalogue, both kinds, newest listing first, with follower and enquiry counts. */
    async listings(userId: number, query: PageQuery): Promise<Page<MyListing>> {
      const newWhere = and(eq(newYachts.sellerId, userId), eq(newYachts.status, LISTED));
      const usedWhere = and(eq(usedYachts.sellerId, userId), eq(usedYachts.status, LISTED));
      const fromNew = db
        .select({
          kind: sql<string>`'new'`.as('kind'),
          id: newYachts.id,
          slug: newYachts.slug,
          builder: newYachts.builder,
          model: newYachts.model,
          photos: newYachts.photos,
          price: newYachts.basePrice,
          currency: newYachts.currency,
          listedAt: newYachts.createdAt,
        })
        .from(newYachts)
        .where(newWhere);
      const fromUsed = db
        .select({
          kind: sql<string>`'idle'`.as('kind'),
          id: usedYachts.id,
          slug: usedYachts.slug,
          builder: usedYachts.builder,
          model: usedYachts.model,
          photos: usedYachts.photos,
          price: usedYachts.price,
          currency: usedYachts.currency,
          listedAt: usedYachts.createdAt,
        })
        .from(usedYachts)
        .where(usedWhere);
      const [rows, [newTotal], [usedTotal]] = await Promise.all([
        fromNew
          .unionAll(fromUsed)
          .orderBy(desc(sql`created_at`), desc(sql`id`))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(newYachts).where(newWhere),
        db.select({ n: count() }).from(usedYachts).where(usedWhere),
      ]);
      const items = await withCounts(rows.map((row) => ({ ...row, kind: row.kind as CatalogueKind })));
      return pageOf(items, (newTotal?.n ?? 0) + (usedTotal?.n ?? 0), query);
    },

    /** One of the user's listed yachts with the enquiries it received, newest first. */
    async listing(userId: number, kind: CatalogueKind, id: number, query: PageQuery) {
      const table = kind === 'new' ? newYachts : usedYachts;
      const [row] = await db
        .select({
          id: table.id,
          slug: table.slug,
          builder: table.builder,
          model: table.model,
          photos: table.photos,
          price: kind === 'new' ? newYachts.basePrice : usedYachts.price,
          currency: table.currency,
          listedAt: table.createdAt,
        })
        .from(table)
        .where(and(eq(table.id, id), eq(table.sellerId, userId), eq(table.status, LISTED)));
      if (!row) return null;
      const [listing] = await withCounts([{ ...row, kind }]);
      const enquiryWhere = and(eq(yachtEnquiries.yachtKind, kind), eq(yachtEnquiries.yachtId, id));
      const [enquiries, [total]] = await Promise.all([
        db
          .select({
            id: yachtEnquiries.id,
            email: yachtEnquiries.email,
            areaCode: yachtEnquiries.areaCode,
            mobile: yachtEnquiries.mobile,
            content: yachtEnquiries.content,
            createdAt: yachtEnquiries.createdAt,
          })
          .from(yachtEnquiries)
          .where(enquiryWhere)
          .orderBy(desc(yachtEnquiries.createdAt), desc(yachtEnquiries.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(yachtEnquiries).where(enquiryWhere),
      ]);
      const list: ListingEnquiry[] = enquiries.map((e) => ({ ...e, createdAt: iso(e.createdAt) }));
      return { ...(listing as MyListing), enquiriesList: pageOf(list, total?.n, query) };
    },

    /**
     * A new asking price for one of the user's listed yachts, in its currency (decision 027): a used yacht's history
     * gains a point, and the followers are told of a lower price by a job enqueued in the same transaction.
     */
    async changePrice(
      userId: number,
      kind: CatalogueKind,
      id: number,
      price: number,
      now = new Date(),
    ): Promise<ListingPrice | 'notFound' | 'unchanged'> {
      return db.transaction(async (tx) => {
        const table = kind === 'new' ? newYachts : usedYachts;
        const priceColumn = kind === 'new' ? newYachts.basePrice : usedYachts.price;
        const [row] = await tx
          .select({ price: priceColumn, currency: table.currency })
          .from(table)
          .where(and(eq(table.id, id), eq(table.sellerId, userId), eq(table.status, LISTED)))
          .for('update');
        if (!row) return 'notFound';
        if (row.price === price) return 'unchanged';
        if (kind === 'new') await tx.update(newYachts).set({ basePrice: price, updatedAt: now }).where(eq(newYachts.id, id));
        else {
          await tx.update(usedYachts).set({ price, updatedAt: now }).where(eq(usedYachts.id, id));
          await tx.insert(usedYachtPrices).values({ yachtId: id, price, currency: row.currency, changedAt: now });
        }
        const at = now.getTime();
        await enqueueJob(tx, {
          kind: JOB_KINDS.priceChanged,
          payload: { kind, id, from: row.price, to: price, currency: row.currency, at },
          key: `${JOB_KINDS.priceChanged}:${kind}:${id}:${at}`,
        });
        return { price, previousPrice: row.price, currency: row.currency as Currency, changedAt: now.toISOString() };
      });
    },
  };
}
