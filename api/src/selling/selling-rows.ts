// What the selling repositories share: the application row as the seller and the operator both read it, the
// answers' mappers, and the locks. Kept in one place so that a summary looks the same whoever asks for it.
import { and, eq, like, or } from 'drizzle-orm';
import { toEur, type CatalogueKind, type Currency } from '@yachts/contracts/catalogue';
import { paths } from '@yachts/contracts/paths';
import type { Applicant } from '@yachts/contracts/wire/selling';
import {
  SELL_EDITABLE,
  SELL_FIELDS,
  SELL_IDLE_FIELDS,
  type SellApplicationSummary,
  type SellApplicationValues,
  type SellStatus,
} from '@yachts/contracts/selling';
import { type SellIdleSchema } from '@yachts/contracts/selling-schemas';
import type { Db } from '../db/database';
import { LISTED, dealers, newYachts, sellApplications, usedYachts, users } from '../db/schema';
import { freeDealerSlug } from '../lib/dealer-slug';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The paging every list of the area reads (one home: lib/page-request.ts). */
export { offsetOf, pageOf, type PageQuery } from '../lib/page-request';

/**
 * The first of base, base-2, base-3 … that no row of `table` (a catalogue or the dealer pages) has as its slug; the
 * caller holds the advisory lock that keeps two approvals at once from picking the same one.
 */
export async function freeSlugIn(tx: Tx, table: typeof newYachts | typeof usedYachts | typeof dealers, base: string): Promise<string> {
  const rows = await tx
    .select({ slug: table.slug })
    .from(table)
    .where(or(eq(table.slug, base), like(table.slug, `${base}-%`)));
  return freeDealerSlug(base, new Set(rows.map((row) => row.slug)));
}

/** What a seller's list and a dealer's stock both show of a listing, read from the table of its kind. */
export function listingFaceColumns(kind: CatalogueKind) {
  const table = kind === 'new' ? newYachts : usedYachts;
  return {
    id: table.id,
    slug: table.slug,
    builder: table.builder,
    model: table.model,
    photos: table.photos,
    price: kind === 'new' ? newYachts.basePrice : usedYachts.price,
    currency: table.currency,
  };
}

/**
 * What the sell form's validation leaves (photos apart: they have their own column). New-yacht applications have
 * no engine_hours or condition.
 */
export type SellDetails = Omit<(typeof SellIdleSchema)['__outputType'], 'photos' | 'engine_hours' | 'condition'> & {
  engine_hours?: number | undefined;
  condition?: string | undefined;
};

/**
 * The catalogue columns an application's values fill alike in both catalogues: all but the price's own column, the
 * used yacht's condition and engine hours, and the row's slug, photos, seller and dates.
 */
export function listingColumnsOf(d: SellDetails) {
  return {
    builder: d.builder,
    model: d.model,
    modelLine: d.model_line ?? '',
    type: d.type,
    year: d.year,
    lengthM: d.length_m,
    beamM: d.beam_m,
    draftM: d.draft_m,
    cabins: d.cabins,
    berths: d.berths,
    engines: d.engines ?? '',
    fuel: d.fuel,
    hullMaterial: d.hull_material,
    topSpeedKn: d.top_speed_kn ?? null,
    cruiseSpeedKn: d.cruise_speed_kn ?? null,
    currency: d.currency,
    priceEur: toEur(d.price, d.currency),
    location: d.location,
    country: d.country,
    description: d.description,
  };
}

/**
 * The status of an application the seller deleted. Not one of SELL_STATUSES: the row and its progress stay for the
 * operator's records, but no call of the seller's finds it any more.
 */
export const WITHDRAWN = 'withdrawn';

export interface InboxMessage {
  title: string;
  body: string;
  link: string | null;
}

export type ReviewResult<T> =
  | { outcome: 'notFound' }
  | { outcome: 'refused'; status: string }
  | { outcome: 'done'; item: T; applicant: Applicant; message: InboxMessage };

export const iso = (date: Date) => date.toISOString();

/** The columns a summary needs, with the slug of the listing an approval made (null before). */
const applicationColumns = {
  id: sellApplications.id,
  userId: sellApplications.userId,
  kind: sellApplications.kind,
  status: sellApplications.status,
  details: sellApplications.details,
  photos: sellApplications.photos,
  reason: sellApplications.reason,
  listingId: sellApplications.listingId,
  createdAt: sellApplications.createdAt,
  updatedAt: sellApplications.updatedAt,
  newSlug: newYachts.slug,
  newStatus: newYachts.status,
  usedSlug: usedYachts.slug,
  usedStatus: usedYachts.status,
};

export type ApplicationRow = {
  id: number;
  userId: number;
  kind: string;
  status: string;
  details: Record<string, unknown>;
  photos: string[];
  reason: string | null;
  listingId: number | null;
  createdAt: Date;
  updatedAt: Date;
  newSlug: string | null;
  newStatus: string | null;
  usedSlug: string | null;
  usedStatus: string | null;
};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function titleOf(details: Record<string, unknown>): string {
  return `${str(details.builder)} ${str(details.model)}`.trim();
}

function listingUrlOf(row: ApplicationRow): string | null {
  if (row.listingId === null) return null;
  if (row.kind === 'new') return row.newSlug !== null && row.newStatus === LISTED ? paths.newYacht(row.listingId, row.newSlug) : null;
  return row.usedSlug !== null && row.usedStatus === LISTED ? paths.usedYacht(row.listingId, row.usedSlug) : null;
}

export function summaryOf(row: ApplicationRow): SellApplicationSummary {
  const status = row.status as SellStatus;
  const currency = str(row.details.currency);
  return {
    id: row.id,
    kind: row.kind as CatalogueKind,
    status,
    title: titleOf(row.details),
    year: num(row.details.year),
    price: num(row.details.price),
    currency: currency ? (currency as Currency) : null,
    coverUrl: row.photos[0] ?? null,
    listingUrl: listingUrlOf(row),
    reason: row.reason,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    editable: SELL_EDITABLE.includes(status),
  };
}

/** The form's values, every field present (null where the seller left an optional one empty). */
export function valuesOf(row: Pick<ApplicationRow, 'kind' | 'details' | 'photos'>): SellApplicationValues['values'] {
  const fields = row.kind === 'idle' ? SELL_IDLE_FIELDS : SELL_FIELDS;
  const values: Record<string, string | number | null | string[]> = {};
  for (const field of fields) {
    if (field === 'photos') continue;
    const value = row.details[field];
    values[field] = typeof value === 'string' || typeof value === 'number' ? value : null;
  }
  values.photos = [...row.photos];
  return values as SellApplicationValues['values'];
}

/** Applications with the slug of their listing, if any. */
export function selectApplications(executor: Db | Tx) {
  return executor
    .select(applicationColumns)
    .from(sellApplications)
    .leftJoin(newYachts, and(eq(sellApplications.kind, 'new'), eq(newYachts.id, sellApplications.listingId)))
    .leftJoin(usedYachts, and(eq(sellApplications.kind, 'idle'), eq(usedYachts.id, sellApplications.listingId)));
}

/** Locks the application row for the rest of the transaction: concurrent edits and reviews take turns. */
export async function lockApplication(tx: Tx, id: number) {
  const [row] = await tx.select().from(sellApplications).where(eq(sellApplications.id, id)).for('update');
  return row ?? null;
}

export async function applicantOf(executor: Db | Tx, userId: number): Promise<Applicant> {
  const [row] = await executor.select({ uuid: users.uuid, email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}
