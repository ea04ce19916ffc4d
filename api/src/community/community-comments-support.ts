// What the tests of community comments share: a section of their own, topics in it, and the comment calls as the
// community area makes them, their answers read with the contracts' wire types.
import { eq } from 'drizzle-orm';
import { COMMUNITY_API, COMMUNITY_CALLS, type CommunityComment } from '@yachts/contracts/community';
import type { Page } from '@yachts/contracts/envelope';
import { comments, userMessages } from '../db/schema';
import { formCall, newModule, newTopic, newVisitor, signedCall, type Member, type TestModule } from './community-support';
import type { TestApp } from '../testing/helper';
import { bodyOf, dataOf } from '../testing/answers';

export type Who = Member | Awaited<ReturnType<typeof newVisitor>>;

/** Registers the file's section (made before its first test) and answers the calls of the file whose app is `t`. */
export function commentHelpers(t: TestApp) {
  let section: TestModule | undefined;
  beforeAll(async () => {
    section = await newModule(t.app, 'Comments');
  });

  const list = (who: Who, fields: Record<string, unknown>) => formCall(t.app, who, COMMUNITY_CALLS.comments, fields);
  const replies = (who: Who, fields: Record<string, unknown>) => formCall(t.app, who, COMMUNITY_CALLS.replies, fields);
  const create = (who: Who, fields: Record<string, unknown>) => formCall(t.app, who, COMMUNITY_CALLS.createComment, fields);
  const praise = (who: Member | null, id: number | string) => signedCall(t.app, who, COMMUNITY_API.praiseComment(id));

  async function listOf(who: Who, fields: Record<string, unknown>): Promise<Page<CommunityComment>> {
    const response = await list(who, fields);
    expect(bodyOf(response)).toMatchObject({ code: 1 });
    return dataOf(response);
  }

  /** A comment through the api, as its author wrote it; answers the stored comment. */
  async function comment(who: Member, fields: Record<string, unknown>): Promise<CommunityComment> {
    const response = await create(who, fields);
    if (response.statusCode !== 200) throw new Error(`createcomments: ${response.statusCode} ${response.body}`);
    return dataOf(response);
  }

  async function row(id: number) {
    const [found] = await t.app.database.db.select().from(comments).where(eq(comments.id, id));
    return found;
  }

  async function inbox(member: Member) {
    return t.app.database.db.select().from(userMessages).where(eq(userMessages.userId, member.id));
  }

  /** A topic in the file's section, by `author` (an editors' topic when null). */
  async function topicOf(author: Member | null, fields: Parameters<typeof newTopic>[2] = {}) {
    if (!section) throw new Error('the section is made in beforeAll; use it inside a test or a hook');
    return newTopic(t.app, section.id, { author, ...fields });
  }

  return { list, replies, create, praise, listOf, comment, row, inbox, topicOf };
}
