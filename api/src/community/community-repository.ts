// The community's sections, topics and articles, and what members do with them: praise, follow, collect, create and
// delete (docs/decisions/018-community.md). Comments and reports have their own repositories. Only this
// layer knows the ORM. The queries live by use case: community-topics-repository.ts (sections and topics),
// community-articles-repository.ts (articles), community-marks-repository.ts (praise, follows, collections), and
// community-columns.ts what they share (visibility, paging, a topic card's columns); this file puts them together
// as `app.repositories.community`.
import type { Db } from '../db/database';
import { createCommunityTopics } from './community-topics-repository';
import { createCommunityArticles } from './community-articles-repository';
import { createCommunityMarks } from './community-marks-repository';

export {
  RECOMMEND_PRAISE_WEIGHT,
  RECOMMEND_WINDOW_DAYS,
  type NewTopic,
  type PageQuery,
  type Refusal,
  type TopicListQuery,
} from './community-columns';

export function createCommunityRepository(db: Db) {
  const topics = createCommunityTopics(db);
  const articles = createCommunityArticles(db);
  const marks = createCommunityMarks(db, topics.moduleExists);
  return { ...topics, ...articles, ...marks };
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
