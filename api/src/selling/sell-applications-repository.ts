// The seller's own sell applications (docs/decisions/017-selling.md). Every read is scoped to the user, so a route
// cannot forget it: another user's id finds nothing, exactly like a missing one.
import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import {
  SELL_EDITABLE,
  SELL_STEP_LABELS,
  type SellApplicationDetail,
  type SellApplicationValues,
  type SellProgressStep,
  type SellStatus,
  type SellStep,
} from '@yachts/contracts/selling';
import type { Db } from '../db/database';
import { pageOfSelect } from '../db/paged';
import { LISTED, newYachts, sellApplicationEvents, sellApplications, usedYachts } from '../db/schema';
import {
  WITHDRAWN,
  iso,
  lockApplication,
  selectApplications,
  summaryOf,
  valuesOf,
  type ApplicationRow,
  type PageQuery,
  type SellDetails,
} from './selling-rows';

/** The user's application (not withdrawn), of this kind when one is given. */
function ownedWhere(userId: number, id: number, kind: CatalogueKind | null): SQL {
  return and(
    eq(sellApplications.id, id),
    eq(sellApplications.userId, userId),
    ne(sellApplications.status, WITHDRAWN),
    kind ? eq(sellApplications.kind, kind) : undefined,
  ) as SQL;
}

async function findOwned(db: Db, userId: number, id: number, kind: CatalogueKind | null): Promise<ApplicationRow | null> {
  const [row] = await selectApplications(db).where(ownedWhere(userId, id, kind));
  return row ?? null;
}

async function progressOf(db: Db, applicationId: number): Promise<SellProgressStep[]> {
  const rows = await db
    .select({ status: sellApplicationEvents.status, note: sellApplicationEvents.note, at: sellApplicationEvents.createdAt })
    .from(sellApplicationEvents)
    .where(eq(sellApplicationEvents.applicationId, applicationId))
    .orderBy(asc(sellApplicationEvents.createdAt), asc(sellApplicationEvents.id));
  return rows.map((row) => ({
    status: row.status as SellStep,
    label: SELL_STEP_LABELS[row.status as SellStep] ?? row.status,
    note: row.note,
    at: iso(row.at),
  }));
}

/** The seller's writes: a new application, an edit, a withdrawal. */
function applicationWrites(db: Db) {
  return {
    async create(userId: number, kind: CatalogueKind, details: SellDetails, photos: string[], now = new Date()): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(sellApplications)
          .values({ userId, kind, status: 'submitted', details, photos, createdAt: now, updatedAt: now })
          .returning({ id: sellApplications.id });
        if (!row) throw new Error('insert into sell_applications returned no row');
        await tx.insert(sellApplicationEvents).values({ applicationId: row.id, status: 'submitted', createdAt: now });
        return row.id;
      });
    },

    /**
     * Replaces the values of an editable application; a rejected one is submitted again. 'notEditable' when its
     * status changed meanwhile (the row is locked while this decides).
     */
    async update(
      userId: number,
      id: number,
      kind: CatalogueKind,
      details: SellDetails,
      photos: string[],
      now = new Date(),
    ): Promise<'done' | 'notFound' | 'notEditable'> {
      return db.transaction(async (tx) => {
        const row = await lockApplication(tx, id);
        if (!row || row.userId !== userId || row.kind !== kind || row.status === WITHDRAWN) return 'notFound';
        if (!SELL_EDITABLE.includes(row.status as SellStatus)) return 'notEditable';
        await tx
          .update(sellApplications)
          .set({ details, photos, status: 'submitted', reason: null, updatedAt: now })
          .where(eq(sellApplications.id, id));
        await tx.insert(sellApplicationEvents).values({ applicationId: id, status: 'edited', createdAt: now });
        return 'done';
      });
    },

    /** Withdraws an application at any status; its listing, if approval made one, leaves the catalogue. */
    async withdraw(userId: number, id: number, kind: CatalogueKind, now = new Date()): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await lockApplication(tx, id);
        if (!row || row.userId !== userId || row.kind !== kind || row.status === WITHDRAWN) return false;
        await tx.update(sellApplications).set({ status: WITHDRAWN, updatedAt: now }).where(eq(sellApplications.id, id));
        await tx.insert(sellApplicationEvents).values({ applicationId: id, status: 'withdrawn', createdAt: now });
        if (row.listingId !== null) {
          const table = kind === 'new' ? newYachts : usedYachts;
          await tx.update(table).set({ status: WITHDRAWN, updatedAt: now }).where(eq(table.id, row.listingId));
        }
        return true;
      });
    },
  };
}

/** The seller's reads: one application, its values and progress, the list; the builders to choose from. */
function applicationReads(db: Db) {
  return {
    /** The user's application of this kind (any kind with null), or null: missing, another's, withdrawn alike. */
    async findOwned(userId: number, id: number, kind: CatalogueKind | null) {
      const row = await findOwned(db, userId, id, kind);
      return row ? { id: row.id, kind: row.kind as CatalogueKind, status: row.status as SellStatus, photos: row.photos } : null;
    },

    async values(userId: number, id: number): Promise<SellApplicationValues | null> {
      const row = await findOwned(db, userId, id, null);
      if (!row) return null;
      return { id: row.id, kind: row.kind as CatalogueKind, status: row.status as SellStatus, values: valuesOf(row) };
    },

    async detail(userId: number, id: number): Promise<SellApplicationDetail | null> {
      const row = await findOwned(db, userId, id, null);
      if (!row) return null;
      return { ...summaryOf(row), values: valuesOf(row), progress: await progressOf(db, row.id) };
    },

    async progress(userId: number, id: number): Promise<SellProgressStep[] | null> {
      const row = await findOwned(db, userId, id, null);
      return row ? progressOf(db, row.id) : null;
    },

    /** Every application of the user that is not withdrawn, newest first. */
    async listOwned(userId: number, filter: { kind: CatalogueKind | null; status: SellStatus | null }, query: PageQuery) {
      const where = and(
        eq(sellApplications.userId, userId),
        ne(sellApplications.status, WITHDRAWN),
        filter.kind ? eq(sellApplications.kind, filter.kind) : undefined,
        filter.status ? eq(sellApplications.status, filter.status) : undefined,
      );
      return pageOfSelect(
        selectApplications(db).where(where).orderBy(desc(sellApplications.createdAt), desc(sellApplications.id)).$dynamic(),
        db.select({ n: count() }).from(sellApplications).where(where),
        query,
        summaryOf,
      );
    },

    /** Builders of both catalogues' listed yachts, each once, in alphabetical order. */
    async builders(): Promise<string[]> {
      const [fromNew, fromUsed] = await Promise.all([
        db.selectDistinct({ builder: newYachts.builder }).from(newYachts).where(eq(newYachts.status, LISTED)),
        db.selectDistinct({ builder: usedYachts.builder }).from(usedYachts).where(eq(usedYachts.status, LISTED)),
      ]);
      const names = new Set([...fromNew, ...fromUsed].map((row) => row.builder.trim()).filter(Boolean));
      return [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    },
  };
}

export function createSellApplicationsRepository(db: Db) {
  return { ...applicationWrites(db), ...applicationReads(db) };
}
