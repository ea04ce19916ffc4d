// Reading the database in tests: what a call stored, counted with the test's own conditions.
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';

/** How many rows of `table` match `where` (every row without it). */
export async function rowCount(app: FastifyInstance, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await app.database.db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}
