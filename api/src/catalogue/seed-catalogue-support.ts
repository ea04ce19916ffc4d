// What the seed catalogue's tests share: the seed's own rows, told from the listings other test files add on a shared
// PostgreSQL database by their sellers (the invented dealers and private sellers, and the demo account).
import { inArray } from 'drizzle-orm';
import { usedYachts, users } from '../db/schema';
import { PRIVATE_SELLERS, SELLERS } from './seed/catalogue-data';
import { DEMO_ACCOUNT } from '../accounts/demo-account';
import type { TestApp } from '../testing/helper';

/** The reads of the file whose app is `t`. */
export function seedHelpers(t: TestApp) {
  const db = () => t.app.database.db;

  /** The seed's rows only: on PostgreSQL other test files share the database and add listings of their own. */
  async function seededUsed() {
    return db()
      .select()
      .from(usedYachts)
      .where(inArray(usedYachts.sellerId, await sellerIds()));
  }
  async function seedSellerIds(): Promise<number[]> {
    const emails = [...SELLERS.map((s) => s.email), ...PRIVATE_SELLERS.map((s) => s.email)];
    return (await db().select({ id: users.id }).from(users).where(inArray(users.email, emails))).map((row) => row.id);
  }
  async function sellerIds(): Promise<number[]> {
    const emails = [...SELLERS.map((s) => s.email), ...PRIVATE_SELLERS.map((s) => s.email), DEMO_ACCOUNT.email];
    return (await db().select({ id: users.id }).from(users).where(inArray(users.email, emails))).map((row) => row.id);
  }

  return { db, seededUsed, seedSellerIds, sellerIds };
}
