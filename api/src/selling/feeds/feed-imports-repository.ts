// A dealer's stock feed applied to the catalogue (decision 045): a diff on the dealer's own reference (feed_ref). New
// references become listings, changed ones are updated (a new price goes through the same write as a seller's own
// price change: the history and the followers' price-drop alerts), references missing from a full feed are withdrawn,
// and a record the site cannot take is refused with its line or element and the reason. Running the same feed again
// changes nothing. Photos named by URL are fetched once per dealer and address (feed_photos), re-encoded like uploads.
// Each run leaves its report in feed_runs.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { toEur, type CatalogueKind } from '@yachts/contracts/catalogue';
import type { Db } from '../../db/database';
import { LISTED, dealers, feedRuns, listingDecisions, newYachts, usedYachtPrices, usedYachts } from '../../db/schema';
import { JOB_KINDS, enqueueJob } from '../../lib/job-queue';
import { UPLOAD_LIMITS } from '../../platform/images';
import type { UploadStorage } from '../../platform/upload-storage';
import { freeSlug, listingSlug } from '../sell-review-repository';
import { writePriceChange } from '../seller-listings-repository';
import { mainDescription, type FeedListing, type FeedRead } from './feed-listing';
import { PhotoFetcher } from './feed-photos';
import type { FeedRunCounts } from './feeds-repository';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const FEED_IMPORT_LIMITS = {
  /** Listings in one feed; a longer feed is refused whole. */
  listingsMax: 2000,
  /** Bytes of a feed file or a fetched feed. */
  feedBytesMax: 10 * 1024 * 1024,
  /** A photo fetched by URL, before it is re-encoded. */
  photoBytesMax: UPLOAD_LIMITS.maxFileBytes,
  photoTimeoutMs: 15_000,
  feedTimeoutMs: 60_000,
  /** Photos fetched at once. */
  photoConcurrency: 4,
  /** A run stops fetching photos after this long; the listings still to do are refused and come with the next run. */
  runMs: 10 * 60_000,
} as const;

/** Listings whose photos are fetched together before they are applied one by one. */
const PREFETCH_BATCH = 16;

export const FEED_IMPORT_MESSAGES = {
  notVerified: 'Your trader details are not verified yet: our team checks them before your stock can be listed.',
  tooMany: `A feed may hold at most ${FEED_IMPORT_LIMITS.listingsMax} listings. Please split it.`,
  missing: (fields: string[]) => `The site needs ${fields.join(', ')} for every yacht; the feed gives none.`,
  otherKind: (kind: string) => `This reference is a ${kind === 'new' ? 'new' : 'used'} yacht here; a reference cannot change kind.`,
  withdrawnByUs: 'Our team withdrew this listing after a report; the feed cannot list it again. See your listings for the reason.',
  noPhotos: (reason: string) => `None of its photos could be fetched (${reason}).`,
  outOfTime: 'The run ran out of time before this listing: it comes with the next run.',
} as const;

export interface FeedRunReport extends FeedRunCounts {
  id: number;
  status: 'done' | 'failed';
  failure?: string;
}

export interface ImportOptions {
  dealerId: number;
  origin: 'upload' | 'fetch';
  format: 'openmarine' | 'csv';
  /** A full feed is the whole stock: the dealer's feed listings missing from it are withdrawn. */
  full: boolean;
  sourceId?: number | null;
}

export interface ImportDeps {
  storage: UploadStorage;
  /** Hosts the photo fetch may reach although private (a test's local server); empty in production. */
  allowPrivateHosts?: readonly string[];
}

/** The columns a feed listing sets, the same for a new row and an update. */
function columnsOf(listing: FeedListing) {
  const { text } = mainDescription(listing);
  return {
    builder: listing.builder,
    model: listing.model,
    type: listing.yachtType!,
    year: listing.year,
    lengthM: listing.lengthM,
    beamM: listing.beamM!,
    draftM: listing.draftM!,
    cabins: listing.cabins!,
    berths: listing.berths!,
    engines: listing.engines ?? '',
    fuel: listing.fuel!,
    hullMaterial: listing.hullMaterial!,
    currency: listing.currency,
    priceEur: toEur(listing.price, listing.currency),
    location: listing.location,
    country: listing.country,
    description: text,
    /** Every language the feed gave, the main one too (the export gives them back). */
    descriptions: listing.descriptions,
  };
}

/** What the catalogue needs that a feed may leave out: such a record is refused, never filled in with guesses. */
function missingFields(listing: FeedListing): string[] {
  const needed: [unknown, string][] = [
    [listing.beamM, 'the beam'],
    [listing.draftM, 'the draft'],
    [listing.cabins, 'the cabins'],
    [listing.berths, 'the berths'],
    [listing.yachtType, 'the type'],
    [listing.fuel, 'the fuel'],
    [listing.hullMaterial, 'the hull material'],
  ];
  return needed.filter(([value]) => value === undefined).map(([, name]) => name);
}

interface Existing {
  kind: CatalogueKind;
  id: number;
  feedRef: string;
  status: string;
  price: number;
  columns: Record<string, unknown>;
  photos: string[];
  engineHours: number | null;
  condition: string | null;
}

async function existingOf(db: Db, dealerId: number): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  const shared = (t: typeof newYachts | typeof usedYachts) => ({
    id: t.id,
    feedRef: t.feedRef,
    status: t.status,
    photos: t.photos,
    builder: t.builder,
    model: t.model,
    type: t.type,
    year: t.year,
    lengthM: t.lengthM,
    beamM: t.beamM,
    draftM: t.draftM,
    cabins: t.cabins,
    berths: t.berths,
    engines: t.engines,
    fuel: t.fuel,
    hullMaterial: t.hullMaterial,
    currency: t.currency,
    priceEur: t.priceEur,
    location: t.location,
    country: t.country,
    description: t.description,
    descriptions: t.descriptions,
  });
  const fresh = await db
    .select({ ...shared(newYachts), price: newYachts.basePrice })
    .from(newYachts)
    .where(and(eq(newYachts.sellerId, dealerId), isNotNull(newYachts.feedRef)));
  const used = await db
    .select({ ...shared(usedYachts), price: usedYachts.price, engineHours: usedYachts.engineHours, condition: usedYachts.condition })
    .from(usedYachts)
    .where(and(eq(usedYachts.sellerId, dealerId), isNotNull(usedYachts.feedRef)));
  for (const [kind, rows] of [
    ['new', fresh.map((row) => ({ ...row, engineHours: null, condition: null }))],
    ['idle', used],
  ] as const) {
    for (const row of rows) {
      const { id, feedRef, status, photos, price, engineHours, condition, ...columns } = row;
      found.set(feedRef!, { kind, id, feedRef: feedRef!, status, photos, price, engineHours, condition, columns });
    }
  }
  return found;
}

/** Whether our team withdrew the listing after a report and has not reversed it (the feed must not list it again). */
async function withdrawnByUs(db: Db, kind: CatalogueKind, id: number): Promise<boolean> {
  const [last] = await db
    .select({ action: listingDecisions.action, outcome: listingDecisions.secondLookOutcome })
    .from(listingDecisions)
    .where(and(eq(listingDecisions.yachtKind, kind), eq(listingDecisions.yachtId, id)))
    .orderBy(desc(listingDecisions.decidedAt), desc(listingDecisions.id))
    .limit(1);
  return last?.action === 'withdraw' && last.outcome !== 'reversed';
}

/** A value in one spelling: object keys sorted (jsonb keeps its own order), so equal values compare equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  }
  return value;
}

/** Whether a stored value is the feed's: lengths are `real` columns, so they compare to a thousandth. */
function same(stored: unknown, wanted: unknown): boolean {
  if (typeof stored === 'number' && typeof wanted === 'number') return Math.abs(stored - wanted) < 0.001 * Math.max(1, Math.abs(wanted));
  return JSON.stringify(canonical(stored)) === JSON.stringify(canonical(wanted));
}

/** A new listing from the feed, with its first price point and the saved searches' job, as an approval makes one. */
async function createFromFeed(tx: Tx, dealerId: number, listing: FeedListing, photos: string[], now: Date): Promise<void> {
  const kind = listing.kind;
  const slug = await freeSlug(tx, kind, listingSlug(`${listing.builder} ${listing.model}`));
  const common = {
    slug,
    ...columnsOf(listing),
    photos,
    feedRef: listing.ref,
    sellerId: dealerId,
    status: LISTED,
    createdAt: now,
    updatedAt: now,
  };
  let id: number;
  if (kind === 'new') {
    const [row] = await tx
      .insert(newYachts)
      .values({ ...common, basePrice: listing.price, imageUrl: photos[0] ?? null })
      .returning({ id: newYachts.id });
    id = row!.id;
  } else {
    const [row] = await tx
      .insert(usedYachts)
      .values({ ...common, price: listing.price, condition: listing.condition ?? 'good', engineHours: listing.engineHours ?? null })
      .returning({ id: usedYachts.id });
    id = row!.id;
    await tx.insert(usedYachtPrices).values({ yachtId: id, price: listing.price, currency: listing.currency, changedAt: now });
  }
  await enqueueJob(tx, { kind: JOB_KINDS.listed, payload: { kind, id }, key: `${JOB_KINDS.listed}:${kind}:${id}:${now.getTime()}` });
}

/** Applies a changed listing; answers whether anything changed. */
async function updateFromFeed(tx: Tx, found: Existing, listing: FeedListing, photos: string[], now: Date): Promise<boolean> {
  const wanted = columnsOf(listing);
  const changed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(wanted)) {
    if (name === 'priceEur') continue;
    if (!same(found.columns[name], value)) changed[name] = value;
  }
  if (!same(found.photos, photos)) changed.photos = photos;
  if (found.kind === 'idle') {
    if ((listing.engineHours ?? null) !== found.engineHours) changed.engineHours = listing.engineHours ?? null;
    if ((listing.condition ?? 'good') !== found.condition) changed.condition = listing.condition ?? 'good';
  }
  const relist = found.status !== LISTED;
  const repriced = found.price !== listing.price;
  if (Object.keys(changed).length === 0 && !relist && !repriced) return false;
  const table = found.kind === 'new' ? newYachts : usedYachts;
  if (Object.keys(changed).length > 0 || relist) {
    await tx
      .update(table)
      .set({
        ...changed,
        ...(changed.currency !== undefined || repriced ? { priceEur: wanted.priceEur } : {}),
        ...(relist ? { status: LISTED, confirmedAt: now } : {}),
        ...(found.kind === 'new' && changed.photos ? { imageUrl: photos[0] ?? null } : {}),
        updatedAt: now,
      })
      .where(eq(table.id, found.id));
  }
  if (repriced) {
    await writePriceChange(tx, {
      kind: found.kind,
      id: found.id,
      from: found.price,
      to: listing.price,
      currency: listing.currency,
      now,
    });
  }
  return true;
}

async function finish(db: Db, runId: number, report: Omit<FeedRunReport, 'id'>, now: Date): Promise<FeedRunReport> {
  await db
    .update(feedRuns)
    .set({
      status: report.status,
      created: report.created,
      updated: report.updated,
      withdrawn: report.withdrawn,
      unchanged: report.unchanged,
      photosFetched: report.photosFetched,
      report: { refused: report.refused, warnings: report.warnings, ...(report.failure ? { failure: report.failure } : {}) },
      finishedAt: now,
    })
    .where(eq(feedRuns.id, runId));
  return { id: runId, ...report };
}

/** Why the catalogue cannot take a feed record as it stands, or null: it is refused, never filled in with guesses. */
async function refusalOf(db: Db, listing: FeedListing, found: Existing | undefined): Promise<string | null> {
  const missing = missingFields(listing);
  if (missing.length > 0) return FEED_IMPORT_MESSAGES.missing(missing);
  if (found && found.kind !== listing.kind) return FEED_IMPORT_MESSAGES.otherKind(found.kind);
  if (found && found.status !== LISTED && (await withdrawnByUs(db, found.kind, found.id))) return FEED_IMPORT_MESSAGES.withdrawnByUs;
  return null;
}

/**
 * Imports a read feed for a dealer: a feed that could not be read (or a dealer not verified) changes nothing and
 * leaves a failed run; otherwise each record is applied or refused alone.
 */
export async function importFeed(
  db: Db,
  deps: ImportDeps,
  options: ImportOptions,
  read: FeedRead,
  now = new Date(),
): Promise<FeedRunReport> {
  const [run] = await db
    .insert(feedRuns)
    .values({
      dealerId: options.dealerId,
      sourceId: options.sourceId ?? null,
      origin: options.origin,
      format: options.format,
      startedAt: now,
    })
    .returning({ id: feedRuns.id });
  const runId = run!.id;
  const empty = { created: 0, updated: 0, withdrawn: 0, unchanged: 0, photosFetched: 0, refused: [], warnings: [] };
  const [dealer] = await db.select({ verifiedAt: dealers.verifiedAt }).from(dealers).where(eq(dealers.userId, options.dealerId));
  if (!dealer?.verifiedAt) return finish(db, runId, { ...empty, status: 'failed', failure: FEED_IMPORT_MESSAGES.notVerified }, new Date());
  if (!read.ok) return finish(db, runId, { ...empty, status: 'failed', failure: read.reason }, new Date());
  if (read.listings.length > FEED_IMPORT_LIMITS.listingsMax) {
    return finish(db, runId, { ...empty, status: 'failed', failure: FEED_IMPORT_MESSAGES.tooMany }, new Date());
  }

  const report = { ...empty, refused: [...read.refused], warnings: [...read.warnings], status: 'done' as const };
  const existing = await existingOf(db, options.dealerId);
  const photos = new PhotoFetcher(
    db,
    {
      ...deps,
      photoBytesMax: FEED_IMPORT_LIMITS.photoBytesMax,
      photoTimeoutMs: FEED_IMPORT_LIMITS.photoTimeoutMs,
      concurrency: FEED_IMPORT_LIMITS.photoConcurrency,
    },
    options.dealerId,
  );
  await photos.load();
  const deadline = Date.now() + FEED_IMPORT_LIMITS.runMs;
  const seen = new Set<string>();

  for (const [index, listing] of read.listings.entries()) {
    if (index % PREFETCH_BATCH === 0 && Date.now() <= deadline) await photos.prefetch(read.listings.slice(index, index + PREFETCH_BATCH));
    seen.add(listing.ref);
    const where = `ref ${listing.ref}`;
    const found = existing.get(listing.ref);
    const refused = await refusalOf(db, listing, found);
    if (refused) {
      report.refused.push({ where, reason: refused });
      continue;
    }
    if (Date.now() > deadline) {
      report.refused.push({ where, reason: FEED_IMPORT_MESSAGES.outOfTime });
      continue;
    }
    const { urls, problems } = await photos.photosOf(listing);
    if (urls.length === 0) {
      report.refused.push({ where, reason: FEED_IMPORT_MESSAGES.noPhotos(problems[0] ?? 'none given') });
      continue;
    }
    for (const problem of problems) report.warnings.push(`${where}: a photo was left out, ${problem}`);
    const at = new Date();
    if (!found) {
      await db.transaction((tx) => createFromFeed(tx, options.dealerId, listing, urls, at));
      report.created += 1;
    } else if (await db.transaction((tx) => updateFromFeed(tx, found, listing, urls, at))) report.updated += 1;
    else report.unchanged += 1;
  }

  if (options.full) {
    for (const found of existing.values()) {
      if (seen.has(found.feedRef) || found.status !== LISTED) continue;
      const table = found.kind === 'new' ? newYachts : usedYachts;
      await db.update(table).set({ status: 'withdrawn', updatedAt: new Date() }).where(eq(table.id, found.id));
      report.withdrawn += 1;
    }
  }
  return finish(db, runId, { ...report, photosFetched: photos.fetched }, new Date());
}
