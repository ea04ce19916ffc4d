// Seeds an empty database so a first start looks like a real marketplace. Idempotent: it only adds
// what is missing, so restarts and a second instance on the same database leave the data as it is.
import { count } from 'drizzle-orm';
import type { Db } from '../db/database';
import { feedbackTypes, newYachts, topicModules, topics } from '../db/schema';
import { FEEDBACK_TYPES, NEW_YACHTS, TOPIC_MODULES } from './seed-data';

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
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

export async function seed(db: Db): Promise<{ yachts: number; modules: number }> {
  const [yachtCount] = await db.select({ n: count() }).from(newYachts);
  if ((yachtCount?.n ?? 0) === 0) {
    const now = Date.now();
    await db
      .insert(newYachts)
      .values(
        NEW_YACHTS.map((yacht, i) => ({
          ...yacht,
          slug: slugify(`${yacht.builder} ${yacht.model}`),
          // Spread the listing dates so "newest first" has a meaningful order.
          createdAt: new Date(now - i * 36 * 3600 * 1000),
        })),
      )
      .onConflictDoNothing();
  }

  const [moduleCount] = await db.select({ n: count() }).from(topicModules);
  if ((moduleCount?.n ?? 0) === 0) {
    for (const [position, module] of TOPIC_MODULES.entries()) {
      const inserted = await db
        .insert(topicModules)
        .values({ slug: module.slug, name: module.name, description: module.description, position })
        .onConflictDoNothing()
        .returning({ id: topicModules.id });
      const moduleId = inserted[0]?.id;
      if (moduleId === undefined) continue;
      await db.insert(topics).values(module.topics.map((title) => ({ moduleId, title })));
    }
  }

  const [y] = await db.select({ n: count() }).from(newYachts);
  const [m] = await db.select({ n: count() }).from(topicModules);
  return { yachts: y?.n ?? 0, modules: m?.n ?? 0 };
}
