// Seeds an empty database so a first start looks like a real marketplace. Idempotent: it only adds
// what is missing, so restarts and a second instance on the same database leave the data as it is.
import { count } from 'drizzle-orm';
import type { Db } from '../db/database';
import { feedbackTypes, newYachts, topicModules, usedYachts } from '../db/schema';
import { confirmSeedListings, seedCatalogue } from '../catalogue/seed/catalogue-seed';
import { seedCommunity } from '../community/seed/community-seed';
import { seedDemoAccount } from '../accounts/demo-account';
import { seedDemoSelling } from '../selling/demo-selling-seed';
import { FEEDBACK_TYPES } from '../community/seed/community-seed-data';
import { seedUserArea } from '../user-area/user-area-seed';

export { slugify } from './slug';

export interface SeedOptions {
  /** Where the seed pictures go (UPLOADS_DIR): without it the listings refer to pictures nobody wrote. */
  uploadsDir?: string;
  /** An uploads directory holding the pictures drawn before, copied instead of drawn (writeSeedPictures). */
  picturesDrawnIn?: string;
  now?: number;
}

/**
 * Reference data the site cannot work without (the feedback question types). Added on every start, also with
 * SEED=false; a type already present by value is left as it is, so an operator's renaming survives restarts.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(feedbackTypes)
    .values(FEEDBACK_TYPES.map((type, position) => ({ ...type, position })))
    .onConflictDoNothing({ target: feedbackTypes.value });
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<{ yachts: number; usedYachts: number; modules: number }> {
  const now = options.now ?? Date.now();
  // The pictures first: on every start, so a wiped uploads directory gets them back (unchanged files are not
  // rewritten).
  if (options.uploadsDir) {
    // Loaded here, not at the top: the drawing code is a file of its own in the built api (scripts/build.mjs).
    const { writeSeedPictures } = await import('../catalogue/seed/yacht-picture-render');
    await writeSeedPictures(options.uploadsDir, options.picturesDrawnIn);
  }

  // Sellers, new yachts and used yachts, once per database.
  await seedCatalogue(db, now);
  await confirmSeedListings(db, now);

  // The community's sections, topics, conversations and articles, once per database; before the demo account's
  // content, which adds its own topics to these sections.
  await seedCommunity(db, now);

  await seedDemoAccount(db);

  // After the yachts, topics and demo account they refer to; each does nothing without the demo account.
  await seedUserArea(db, now);
  await seedDemoSelling(db, now);

  const [y] = await db.select({ n: count() }).from(newYachts);
  const [u] = await db.select({ n: count() }).from(usedYachts);
  const [m] = await db.select({ n: count() }).from(topicModules);
  return { yachts: y?.n ?? 0, usedYachts: u?.n ?? 0, modules: m?.n ?? 0 };
}
