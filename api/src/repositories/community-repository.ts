import { asc, count, eq } from 'drizzle-orm';
import type { TopicModule } from '@yachts/contracts/community';
import type { Db } from '../db/database';
import { topicModules, topics } from '../db/schema';

export function createCommunityRepository(db: Db) {
  return {
    async listModules(): Promise<TopicModule[]> {
      return db
        .select({
          id: topicModules.id,
          slug: topicModules.slug,
          name: topicModules.name,
          description: topicModules.description,
          topicCount: count(topics.id),
        })
        .from(topicModules)
        .leftJoin(topics, eq(topics.moduleId, topicModules.id))
        .groupBy(topicModules.id)
        .orderBy(asc(topicModules.position), asc(topicModules.id));
    },
  };
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
