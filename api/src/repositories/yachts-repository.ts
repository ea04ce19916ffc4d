import { count, desc } from 'drizzle-orm';
import type { Page } from '@yachts/contracts/envelope';
import type { NewYachtSummary, YachtType } from '@yachts/contracts/catalogue';
import type { Db } from '../db/database';
import { newYachts } from '../db/schema';

export function createYachtsRepository(db: Db) {
  return {
    async listNew({ page, pageSize }: { page: number; pageSize: number }): Promise<Page<NewYachtSummary>> {
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: newYachts.id,
            slug: newYachts.slug,
            builder: newYachts.builder,
            model: newYachts.model,
            type: newYachts.type,
            lengthM: newYachts.lengthM,
            cabins: newYachts.cabins,
            basePrice: newYachts.basePrice,
            currency: newYachts.currency,
            imageUrl: newYachts.imageUrl,
          })
          .from(newYachts)
          .orderBy(desc(newYachts.createdAt), desc(newYachts.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(newYachts),
      ]);
      return {
        items: rows.map((row) => ({ ...row, type: row.type as YachtType })),
        total: totals[0]?.n ?? 0,
        page,
        pageSize,
      };
    },
  };
}

export type YachtsRepository = ReturnType<typeof createYachtsRepository>;
