// A member's yachts (decision 015): the yachts they follow and the enquiries they left, a yacht no longer listed named as such.
import { and, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import type { FollowedYacht, LeftMessage } from '@yachts/contracts/account';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import type { Db } from '../db/database';
import { pageOfSelect } from '../db/paged';
import { newYachts, usedYachts, yachtEnquiries, yachtFollows } from '../db/schema';
import { LISTED } from '../db/schema';

import { iso, type PageQuery, UNLISTED_YACHT_NAME } from './user-area-columns';

// The yacht a follow or an enquiry points at, when it is listed: one join per kind, and the columns read through
// whichever matched. A withdrawn yacht joins nothing, like a deleted article.
const newJoin = (kind: AnyPgColumn, id: AnyPgColumn) => and(eq(kind, 'new'), eq(newYachts.id, id), eq(newYachts.status, LISTED));
const usedJoin = (kind: AnyPgColumn, id: AnyPgColumn) => and(eq(kind, 'idle'), eq(usedYachts.id, id), eq(usedYachts.status, LISTED));
const either = <T>(a: AnyPgColumn | SQL, b: AnyPgColumn | SQL) => sql<T>`coalesce(${a}, ${b})`;
const yachtColumns = {
  slug: either<string | null>(newYachts.slug, usedYachts.slug),
  builder: either<string | null>(newYachts.builder, usedYachts.builder),
  model: either<string | null>(newYachts.model, usedYachts.model),
};

/** Yachts the user follows, new and used, newest follow first; only listed ones (lists and totals alike). */
async function listFollowedYachts(db: Db, userId: number, kind: CatalogueKind | 'all', query: PageQuery): Promise<Page<FollowedYacht>> {
  const where = and(
    eq(yachtFollows.userId, userId),
    kind === 'all' ? undefined : eq(yachtFollows.yachtKind, kind),
    or(isNotNull(newYachts.id), isNotNull(usedYachts.id)),
  );
  const joinNew = newJoin(yachtFollows.yachtKind, yachtFollows.yachtId);
  const joinUsed = usedJoin(yachtFollows.yachtKind, yachtFollows.yachtId);
  return pageOfSelect(
    db
      .select({
        kind: yachtFollows.yachtKind,
        id: yachtFollows.yachtId,
        ...yachtColumns,
        // The gallery's first picture; older new-yacht rows have only image_url.
        imageUrl: sql<string | null>`coalesce(${newYachts.photos}->>0, ${newYachts.imageUrl}, ${usedYachts.photos}->>0)`,
        price: either<number | null>(newYachts.basePrice, usedYachts.price).mapWith(Number),
        currency: either<string | null>(newYachts.currency, usedYachts.currency),
        lengthM: either<number | null>(newYachts.lengthM, usedYachts.lengthM).mapWith(Number),
        followedAt: yachtFollows.createdAt,
      })
      .from(yachtFollows)
      .leftJoin(newYachts, joinNew)
      .leftJoin(usedYachts, joinUsed)
      .where(where)
      .orderBy(desc(yachtFollows.createdAt), desc(yachtFollows.yachtId))
      .$dynamic(),
    db.select({ n: count() }).from(yachtFollows).leftJoin(newYachts, joinNew).leftJoin(usedYachts, joinUsed).where(where),
    query,
    (row): FollowedYacht => {
      const yachtKind: CatalogueKind = row.kind === 'idle' ? 'idle' : 'new';
      const slug = row.slug ?? '';
      return {
        kind: yachtKind,
        id: row.id,
        name: `${row.builder ?? ''} ${row.model ?? ''}`.trim(),
        url: yachtKind === 'new' ? paths.newYacht(row.id, slug) : paths.usedYacht(row.id, slug),
        imageUrl: row.imageUrl,
        price: row.price,
        currency: row.currency ?? '',
        lengthM: Math.round((row.lengthM ?? 0) * 100) / 100,
        followedAt: iso(row.followedAt),
      };
    },
  );
}

/**
 * Enquiries the user sent, newest first. Unlike follows, every one is listed: they are the user's own words.
 * One whose yacht is no longer listed (withdrawn by its seller) links to the list of its kind under a neutral name.
 */
async function listEnquiries(db: Db, userId: number, query: PageQuery): Promise<Page<LeftMessage>> {
  const where = eq(yachtEnquiries.userId, userId);
  return pageOfSelect(
    db
      .select({
        id: yachtEnquiries.id,
        yachtKind: yachtEnquiries.yachtKind,
        yachtId: yachtEnquiries.yachtId,
        content: yachtEnquiries.content,
        createdAt: yachtEnquiries.createdAt,
        ...yachtColumns,
      })
      .from(yachtEnquiries)
      .leftJoin(newYachts, newJoin(yachtEnquiries.yachtKind, yachtEnquiries.yachtId))
      .leftJoin(usedYachts, usedJoin(yachtEnquiries.yachtKind, yachtEnquiries.yachtId))
      .where(where)
      .orderBy(desc(yachtEnquiries.createdAt), desc(yachtEnquiries.id))
      .$dynamic(),
    db.select({ n: count() }).from(yachtEnquiries).where(where),
    query,
    (row): LeftMessage => {
      const yachtKind: CatalogueKind = row.yachtKind === 'idle' ? 'idle' : 'new';
      const listed = row.slug !== null && row.builder !== null && row.model !== null;
      const list = yachtKind === 'new' ? paths.newYachts() : paths.usedYachts();
      const page = yachtKind === 'new' ? paths.newYacht : paths.usedYacht;
      return {
        id: row.id,
        yachtKind,
        yachtId: row.yachtId,
        yachtName: listed ? `${row.builder} ${row.model}` : UNLISTED_YACHT_NAME,
        yachtUrl: listed ? page(row.yachtId, row.slug!) : list,
        content: row.content,
        createdAt: iso(row.createdAt),
      };
    },
  );
}

/** The yachts a member follows and the enquiries they left. */
export function createMemberYachts(db: Db) {
  return {
    listFollowedYachts: (userId: number, kind: CatalogueKind | 'all', query: PageQuery) => listFollowedYachts(db, userId, kind, query),
    listEnquiries: (userId: number, query: PageQuery) => listEnquiries(db, userId, query),
  };
}
