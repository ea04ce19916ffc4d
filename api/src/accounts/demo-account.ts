// The demo account named in the README (architecture §5): log in as demo@yacht-harbour.local with Harbour2026. Created
// only when absent, so a password or name the demo user changed survives restarts.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '@yachts/contracts/password';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { hashStoredPassword } from './passwords';

export const DEMO_ACCOUNT = {
  email: 'demo@yacht-harbour.local',
  /** What the user types; stored as argon2id of hashPassword(password), as sign-up stores it. */
  password: 'Harbour2026',
  name: 'Demo Sailor',
} as const;

/** The demo user's id, creating the account first if it does not exist. */
export async function seedDemoAccount(db: Db): Promise<number> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  if (existing[0]) return existing[0].id;
  const joined = new Date(Date.now() - 400 * 24 * 3600 * 1000);
  // Two instances starting on one database: the unique address lets one insert win, the other reads it back.
  await db
    .insert(users)
    .values({
      uuid: crypto.randomUUID(),
      email: DEMO_ACCOUNT.email,
      passwordHash: await hashStoredPassword(hashPassword(DEMO_ACCOUNT.password)),
      name: DEMO_ACCOUNT.name,
      emailVerifiedAt: joined,
      createdAt: joined,
    })
    .onConflictDoNothing({ target: users.email });
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  if (!row) throw new Error('the demo account could not be created');
  return row.id;
}
