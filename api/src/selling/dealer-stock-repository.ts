// A dealer's stock in the workspace (decision 045): every listing of the dealer with its figures (visitors of the last
// 30 days, followers, conversations), and what owners and staff do to it. The changes go through the seller's own
// code (seller-listings-repository: confirm, withdraw, change of price with its history and price-drop alerts), run
// inside a transaction that also writes the audit record, so a change and its record are committed together.
import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { CatalogueKind, Currency } from '@yachts/contracts/catalogue';
import { DEALER_LIMITS, type DealerBulkAction, type DealerListingRef, type DealerStockStatus } from '@yachts/contracts/dealer-workspace';
import { paths } from '@yachts/contracts/paths';
import type { ListingPrice } from '@yachts/contracts/selling';
import type { DealerBulkResult, DealerStockItem, DealerStockPage } from '@yachts/contracts/wire/dealer-workspace';
import type { Db } from '../db/database';
import { LISTED, UNCONFIRMED, conversations, listingViews, newYachts, usedYachts, yachtFollows } from '../db/schema';
import { insertAudit, type AuditDraft } from '../lib/audit-log';
import { createSellerListingsRepository } from './seller-listings-repository';
import { WITHDRAWN, listingFaceColumns, offsetOf, pageOf, type PageQuery } from './selling-rows';

const DAY_MS = 86_400_000;
const KINDS = [
  ['new', newYachts],
  ['idle', usedYachts],
] as const;

export interface StockFilter {
  status: DealerStockStatus | null;
  /** Words of the title (builder and model). */
  q: string | null;
}

function tableOf(kind: CatalogueKind) {
  return kind === 'new' ? newYachts : usedYachts;
}

/** What the stock shows of a listing, read from the table of its kind. */
function stockColumns(kind: CatalogueKind) {
  const table = tableOf(kind);
  return {
    kind: sql<string>`${kind}`.as('kind'),
    ...listingFaceColumns(kind),
    status: table.status,
    confirmedAt: table.confirmedAt,
    createdAt: table.createdAt,
  };
}

/** `%words%` for ilike, with the pattern's own characters taken literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(kind: CatalogueKind, dealerId: number, filter: StockFilter): SQL | undefined {
  const table = tableOf(kind);
  return and(
    eq(table.sellerId, dealerId),
    filter.status ? eq(table.status, filter.status) : undefined,
    filter.q ? sql`(${table.builder} || ' ' || ${table.model}) ilike ${likePattern(filter.q)}` : undefined,
  );
}

/** Per listing id of one kind: a number. */
type Figures = Map<number, number>;
const figuresOf = (rows: { id: number; n: number }[]): Figures => new Map(rows.map((row) => [row.id, Number(row.n)]));

/** Views (one a visitor and day) of the last figureDays days, followers, conversations in all and of the last days. */
async function figures(db: Db, kind: CatalogueKind, ids: number[], now: Date) {
  const since = new Date(now.getTime() - DEALER_LIMITS.figureDays * DAY_MS);
  // The day column is the visitor's UTC day; today and the 29 before it make 30 days.
  const firstDay = new Date(now.getTime() - (DEALER_LIMITS.figureDays - 1) * DAY_MS).toISOString().slice(0, 10);
  const [views, followers, threads] = await Promise.all([
    db
      .select({ id: listingViews.yachtId, n: count() })
      .from(listingViews)
      .where(and(eq(listingViews.yachtKind, kind), inArray(listingViews.yachtId, ids), gte(listingViews.day, firstDay)))
      .groupBy(listingViews.yachtId),
    db
      .select({ id: yachtFollows.yachtId, n: count() })
      .from(yachtFollows)
      .where(and(eq(yachtFollows.yachtKind, kind), inArray(yachtFollows.yachtId, ids)))
      .groupBy(yachtFollows.yachtId),
    db
      .select({
        id: conversations.yachtId,
        n: count(),
        recent: sql<number>`count(*) filter (where ${conversations.createdAt} >= ${since.toISOString()})`.mapWith(Number),
      })
      .from(conversations)
      .where(and(eq(conversations.yachtKind, kind), inArray(conversations.yachtId, ids)))
      .groupBy(conversations.yachtId),
  ]);
  return {
    views: figuresOf(views),
    followers: figuresOf(followers),
    conversations: figuresOf(threads),
    recent: figuresOf(threads.map((row) => ({ id: row.id, n: row.recent }))),
  };
}

/** The stock's pages and counts. */
function stockViews(db: Db) {
  return {
    /** How many of the dealer's listings are in each status. */
    async stockCounts(dealerId: number): Promise<Record<DealerStockStatus, number>> {
      const counts: Record<DealerStockStatus, number> = { listed: 0, unconfirmed: 0, withdrawn: 0 };
      for (const [, table] of KINDS) {
        const rows = await db
          .select({ status: table.status, n: count() })
          .from(table)
          .where(eq(table.sellerId, dealerId))
          .groupBy(table.status);
        for (const row of rows) if (row.status in counts) counts[row.status as DealerStockStatus] += row.n;
      }
      return counts;
    },

    /** A page of the dealer's listings of both kinds, newest first, each with its figures. */
    async stock(dealerId: number, filter: StockFilter, query: PageQuery, now = new Date()): Promise<DealerStockPage> {
      const fromNew = db
        .select(stockColumns('new'))
        .from(newYachts)
        .where(whereOf('new', dealerId, filter));
      const fromUsed = db
        .select(stockColumns('idle'))
        .from(usedYachts)
        .where(whereOf('idle', dealerId, filter));
      const [rows, [newTotal], [usedTotal], counts] = await Promise.all([
        fromNew
          .unionAll(fromUsed)
          .orderBy(desc(sql`created_at`), desc(sql`id`))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db
          .select({ n: count() })
          .from(newYachts)
          .where(whereOf('new', dealerId, filter)),
        db
          .select({ n: count() })
          .from(usedYachts)
          .where(whereOf('idle', dealerId, filter)),
        this.stockCounts(dealerId),
      ]);
      const byKind = new Map<CatalogueKind, Awaited<ReturnType<typeof figures>>>();
      for (const [kind] of KINDS) {
        const ids = rows.filter((row) => row.kind === kind).map((row) => row.id);
        if (ids.length > 0) byKind.set(kind, await figures(db, kind, ids, now));
      }
      const items = rows.map((row): DealerStockItem => {
        const kind = row.kind as CatalogueKind;
        const of = byKind.get(kind);
        return {
          kind,
          id: row.id,
          title: `${row.builder} ${row.model}`.trim(),
          url: kind === 'new' ? paths.newYacht(row.id, row.slug) : paths.usedYacht(row.id, row.slug),
          coverUrl: row.photos[0] ?? null,
          status: row.status as DealerStockStatus,
          price: row.price,
          currency: row.currency as Currency,
          confirmedAt: row.confirmedAt.toISOString(),
          createdAt: row.createdAt.toISOString(),
          views30: of?.views.get(row.id) ?? 0,
          followers: of?.followers.get(row.id) ?? 0,
          conversations: of?.conversations.get(row.id) ?? 0,
          conversations30: of?.recent.get(row.id) ?? 0,
        };
      });
      return { ...pageOf(items, (newTotal?.n ?? 0) + (usedTotal?.n ?? 0), query), counts };
    },
  };
}

/** What owners and staff do to the stock, through the seller's own code. */
function stockChanges(db: Db) {
  return {
    /**
     * Confirms (still for sale; an unconfirmed one comes back) or withdraws each of the dealer's listings named; the
     * others (another seller's, withdrawn already, named twice) are refused. One transaction, one audit record a listing.
     */
    async bulk(dealerId: number, action: DealerBulkAction, items: DealerListingRef[], audit: Omit<AuditDraft, 'targetKind' | 'targetId'>) {
      return db.transaction(async (tx): Promise<DealerBulkResult> => {
        const listings = createSellerListingsRepository(tx);
        const seen = new Set<string>();
        let changed = 0;
        for (const { kind, id } of items) {
          const key = `${kind}:${id}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const table = tableOf(kind);
          const [row] = await tx
            .select({ status: table.status })
            .from(table)
            .where(and(eq(table.id, id), eq(table.sellerId, dealerId), inArray(table.status, [LISTED, UNCONFIRMED])))
            .for('update');
          if (!row) continue;
          const state = action === 'confirm' ? await listings.confirmListing(kind, id, dealerId) : await listings.withdrawListing(kind, id);
          if (!state) continue;
          changed += 1;
          await insertAudit(tx, {
            ...audit,
            targetKind: `${kind}-yacht`,
            targetId: String(id),
            before: { status: row.status },
            after: { status: action === 'confirm' ? LISTED : WITHDRAWN },
          });
        }
        return { action, changed, refused: items.length - changed };
      });
    },

    /**
     * A new asking price for one of the dealer's listed yachts: the seller's changePrice (a used yacht's price
     * history, the followers' price-drop alerts), audited in the same transaction.
     */
    async reprice(dealerId: number, kind: CatalogueKind, id: number, price: number, audit: Omit<AuditDraft, 'targetKind' | 'targetId'>) {
      return db.transaction(async (tx): Promise<ListingPrice | 'notFound' | 'unchanged'> => {
        const result = await createSellerListingsRepository(tx).changePrice(dealerId, kind, id, price);
        if (typeof result === 'string') return result;
        await insertAudit(tx, {
          ...audit,
          targetKind: `${kind}-yacht`,
          targetId: String(id),
          before: { price: result.previousPrice, currency: result.currency },
          after: { price: result.price, currency: result.currency },
        });
        return result;
      });
    },
  };
}

export function createDealerStockRepository(db: Db) {
  return { ...stockViews(db), ...stockChanges(db) };
}
