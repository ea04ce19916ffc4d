// What the tests of community topics share: the reads of sections and topics as the browser makes them, typed with the
// contracts' wire types, and comments added straight to the database.
import type { ModuleDetail, TopicDetail, TopicSummary } from '@yachts/contracts/community';
import { COMMUNITY_API } from '@yachts/contracts/community';
import type { Page } from '@yachts/contracts/envelope';
import { comments } from '../db/schema';
import { apiGet, formCall, newMember, type Member } from './community-support';
import type { TestApp, Visitor } from '../testing/helper';
import { dataOf } from '../testing/answers';

/** A day, in minutes (minutesAgo's unit). */
export const DAY = 24 * 60;

/** The three members a topics test file shares, made one after the other: Alice Marin, Bob Keel and Carol Jib. */
export async function threeMembers(app: TestApp['app']): Promise<[Member, Member, Member]> {
  return [await newMember(app, 'Alice Marin'), await newMember(app, 'Bob Keel'), await newMember(app, 'Carol Jib')];
}

/** The ids of a page's items, in its order. */
export const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);

/** The reads and rows of the file whose app is `t`. */
export function topicHelpers(t: TestApp) {
  const db = () => t.app.database.db;

  async function addComment(topicId: number, authorId: number, fields: Partial<typeof comments.$inferInsert> = {}) {
    const [row] = await db()
      .insert(comments)
      .values({ topicId, authorId, content: 'Good question.', ...fields })
      .returning({ id: comments.id });
    return row!.id;
  }

  const topicsOf = (moduleId: number, query: Record<string, string | number> = {}, who: Member | null = null) =>
    apiGet(t.app, who, COMMUNITY_API.topics, { module: moduleId, ...query });
  const topicPage = async (...args: Parameters<typeof topicsOf>) => dataOf<Page<TopicSummary>>(await topicsOf(...args));
  const topicOf = async (who: Member | null, id: number | string) => dataOf<TopicDetail>(await apiGet(t.app, who, COMMUNITY_API.topic(id)));
  const moduleOf = async (who: Member | null, id: number | string) =>
    dataOf<ModuleDetail>(await apiGet(t.app, who, COMMUNITY_API.module(id)));
  const topicList = async (who: Member | Visitor, url: string, fields: Record<string, unknown> = {}) =>
    dataOf<Page<TopicSummary>>(await formCall(t.app, who, url, fields));

  return { db, addComment, topicsOf, topicPage, topicOf, moduleOf, topicList };
}
