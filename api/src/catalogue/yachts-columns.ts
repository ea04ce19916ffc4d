// The catalogue's two tables seen as one (docs/decisions/016-catalogue-and-search.md): both share their column
// names, so one set of queries serves both kinds; what differs (the price column, the older image_url of new yachts,
// the used-only columns) is chosen in `columnsOf`. The cards' columns and their shape, and what the queries share.
import { sql } from 'drizzle-orm';
import type { CatalogueKind, Condition, Currency, Fuel, SellerKind, YachtSummary, YachtType } from '@yachts/contracts/catalogue';
import { SELLER_KIND_LABELS } from '@yachts/contracts/catalogue';
import type { Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import type { Db } from '../db/database';
import { newYachts, newYachtsListed, usedYachts, usedYachtsListed } from '../db/schema';
import type { ListRequest } from './catalogue-query';

/** How many builders and places the filter panel is offered at most (the most common first). */
export const FILTER_VALUES_MAX = 200;

/** The table of a kind. Both have the same column names, so code written against one reads the other. */
export const tableOf = (kind: CatalogueKind) => (kind === 'new' ? newYachts : usedYachts);
export type YachtTable = ReturnType<typeof tableOf>;
/**
 * The listed yachts of a kind, narrow, kept by triggers (migration 0008): what lists filter, sort and count on. Both
 * have the same columns.
 */
export const listedOf = (kind: CatalogueKind) =>
  kind === 'new' ? (newYachtsListed as unknown as typeof usedYachtsListed) : usedYachtsListed;
export type ListedTable = ReturnType<typeof listedOf>;

/** The columns that differ between the kinds, as expressions with one name. */
export function columnsOf(kind: CatalogueKind) {
  if (kind === 'new') {
    return {
      t: newYachts as YachtTable,
      price: newYachts.basePrice,
      // Older rows have only image_url; the gallery (photos) wins when it has pictures.
      cover: sql<string | null>`coalesce(${newYachts.photos}->>0, ${newYachts.imageUrl})`,
      photoCount:
        sql<number>`(case when jsonb_array_length(${newYachts.photos}) > 0 then jsonb_array_length(${newYachts.photos}) when ${newYachts.imageUrl} is not null then 1 else 0 end)`.mapWith(
          Number,
        ),
      condition: sql<string | null>`null`,
      engineHours: sql<number | null>`null`,
    };
  }
  return {
    t: usedYachts as YachtTable,
    price: usedYachts.price,
    cover: sql<string | null>`${usedYachts.photos}->>0`,
    photoCount: sql<number>`jsonb_array_length(${usedYachts.photos})`.mapWith(Number),
    condition: sql<string | null>`${usedYachts.condition}`,
    engineHours: sql<number | null>`${usedYachts.engineHours}`,
  };
}

export function summaryColumns(kind: CatalogueKind) {
  const c = columnsOf(kind);
  const { t } = c;
  return {
    id: t.id,
    slug: t.slug,
    builder: t.builder,
    model: t.model,
    modelLine: t.modelLine,
    type: t.type,
    year: t.year,
    lengthM: t.lengthM,
    cabins: t.cabins,
    berths: t.berths,
    fuel: t.fuel,
    price: c.price,
    currency: t.currency,
    location: t.location,
    country: t.country,
    cover: c.cover,
    photoCount: c.photoCount,
    createdAt: t.createdAt,
    condition: c.condition,
    engineHours: c.engineHours,
  };
}

export interface SummaryRow {
  id: number;
  slug: string;
  builder: string;
  model: string;
  modelLine: string;
  type: string;
  year: number;
  lengthM: number;
  cabins: number;
  berths: number;
  fuel: string;
  price: number;
  currency: string;
  location: string;
  country: string;
  cover: string | null;
  photoCount: number;
  createdAt: Date;
  condition: string | null;
  engineHours: number | null;
}

export function yachtUrl(kind: CatalogueKind, id: number, slug: string): string {
  return kind === 'new' ? paths.newYacht(id, slug) : paths.usedYacht(id, slug);
}

/** float4 lengths read back as 11.979999… on some drivers: two decimals is what was stored. */
export const metres = (value: number) => Math.round(Number(value) * 100) / 100;

export function toSummary(kind: CatalogueKind, row: SummaryRow): YachtSummary {
  const summary: YachtSummary = {
    kind,
    id: row.id,
    slug: row.slug,
    url: yachtUrl(kind, row.id, row.slug),
    builder: row.builder,
    model: row.model,
    modelLine: row.modelLine,
    type: row.type as YachtType,
    year: row.year,
    lengthM: metres(row.lengthM),
    cabins: row.cabins,
    berths: row.berths,
    fuel: row.fuel as Fuel,
    price: row.price,
    currency: row.currency as Currency,
    location: row.location,
    country: row.country,
    imageUrl: row.cover,
    photoCount: row.photoCount,
    listedAt: row.createdAt.toISOString(),
  };
  if (kind === 'idle') {
    summary.condition = (row.condition ?? 'good') as Condition;
    summary.engineHours = row.engineHours;
  }
  return summary;
}

export function sellerKind(category: string | null): SellerKind {
  return category && category in SELLER_KIND_LABELS ? (category as SellerKind) : 'private';
}

export interface ListedYacht {
  kind: CatalogueKind;
  id: number;
  slug: string;
  builder: string;
  model: string;
  url: string;
  /** The member selling it, if any: enquiries go to their inbox and address. */
  seller: { id: number; email: string; name: string } | null;
}

/** What the filter values are counted under: a list's filters and words, without its sort and page. */
export type FacetRequest = Omit<ListRequest, 'sort' | 'page' | 'pageSize'>;

/** A page of a list with its total, which stops at CATALOGUE_LIMITS.countCap (`totalCapped` then). */
export type ListedPage = Page<YachtSummary> & { totalCapped: boolean };

/** About 15 KB a page of 24 cards: some 8 MB at most. */
export const CACHE = { maxEntries: 500, ttlMs: 60_000 };

/** What the catalogue's queries share: the database, the count cap, whether answers are cached, and the version. */
export interface YachtsContext {
  db: Db;
  /** Where totals stop being exact and pages end: CATALOGUE_LIMITS.countCap (a test sets a small one). */
  countCap: number;
  /** Lists, filter values and alternatives answered from the versioned cache. */
  cache: boolean;
  /** The catalogue's version: raised by every write to its table (migration 0007). */
  versionOf: (kind: CatalogueKind) => Promise<number>;
}
