// Follows of yachts (docs/product.md §4 Follow): the follow buttons of the catalogue write them
// (catalogue/catalogue-routes.ts, which checks the yacht is listed first), the user area lists them
// (user-area-repository.ts). One row per user and yacht, so following twice changes nothing.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FollowState } from '@yachts/contracts/account';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import type { Db } from '../db/database';
import { yachtFollows } from '../db/schema';

export function createFollowsRepository(db: Db) {
  async function followers(kind: CatalogueKind, yachtId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(yachtFollows)
      .where(and(eq(yachtFollows.yachtKind, kind), eq(yachtFollows.yachtId, yachtId)));
    return row?.n ?? 0;
  }

  return {
    /** Follows or unfollows; either is a no-op when already so. Answers the state after the change. */
    async setYachtFollow(userId: number, kind: CatalogueKind, yachtId: number, follow: boolean, now = new Date()): Promise<FollowState> {
      if (follow) {
        // The first follow's date stays: "newest follow first" should not reorder on a repeated click.
        await db.insert(yachtFollows).values({ userId, yachtKind: kind, yachtId, createdAt: now }).onConflictDoNothing();
      } else {
        await db
          .delete(yachtFollows)
          .where(and(eq(yachtFollows.userId, userId), eq(yachtFollows.yachtKind, kind), eq(yachtFollows.yachtId, yachtId)));
      }
      return { followed: follow, followers: await followers(kind, yachtId) };
    },

    /** Which of these yachts the user follows (for the follow buttons of a listing page). */
    async followedYachtIds(userId: number, kind: CatalogueKind, yachtIds: number[]): Promise<Set<number>> {
      if (yachtIds.length === 0) return new Set();
      const rows = await db
        .select({ id: yachtFollows.yachtId })
        .from(yachtFollows)
        .where(and(eq(yachtFollows.userId, userId), eq(yachtFollows.yachtKind, kind), inArray(yachtFollows.yachtId, yachtIds)));
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
