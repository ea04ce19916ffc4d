// A dealer page made straight in the database for the dealer tests (workspace, feeds, figures, leads, conversations):
// what an approved business entry leaves, without going through the entry and its review each time.
import type { FastifyInstance } from 'fastify';
import { dealers } from '../../db/schema';
import type { LoggedIn } from '../../testing/helper';

export interface DealerPage {
  slug: string;
  name: string;
  /** dealer unless told (builder | dealer | broker). */
  category?: string;
  /** Verified by an operator (the workspace's badge), or not yet. */
  verified?: boolean;
}

/** The owner's dealer page, with the owner's address as its e-mail. */
export async function addDealer(app: FastifyInstance, owner: LoggedIn, { slug, name, category = 'dealer', verified = false }: DealerPage) {
  await app.database.db.insert(dealers).values({
    userId: owner.user.id,
    slug,
    name,
    category,
    email: owner.user.email,
    ...(verified ? { verifiedAt: new Date(), verifiedBy: 'ops@example.com' } : {}),
  });
}
