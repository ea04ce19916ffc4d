// The user area (decision 015) on a real database: members' public pages (hidden content left out), the API
// reference of every user-area route, and the demo account's seed.
import { type FollowedYacht, type LeftMessage, type MemberComment, type MemberProfile, type MyTopic } from '@yachts/contracts/account';
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import { collections, comments, topics, userMessages } from '../db/schema';
import { seedUserArea } from './user-area-seed';
import { USER_AREA_API_MESSAGES } from './user-area-api-routes';
import { dialectUnderTest, loginAs, type LoggedIn, type TestApp } from '../testing/helper';
import { answerOf, bodyOf, dataOf, firstOf, like } from '../testing/answers';
import { apiReference, jsonAnswerOf, jsonBodyOf, operationOf, parameterNames } from '../testing/openapi';
import { userAreaFile, day, ids, firstId } from './user-area-support';

const file = userAreaFile();
const { read, apiGet } = file;
let t: TestApp;
let alice: LoggedIn;
let bob: LoggedIn;
let newcomer: LoggedIn;
let demo: LoggedIn;
beforeAll(() => {
  ({ t, alice, bob, newcomer, demo } = file.world());
});

describe(`public member pages: GET /api/v1/user/{uuid}/… (${dialectUnderTest})`, () => {
  it("answers a member's profile with counts of live content, to anyone", async () => {
    const response = await apiGet(null, `/api/v1/user/${alice.uuid}/profile`);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        uuid: alice.uuid,
        name: 'Alice Marin',
        avatarUrl: null,
        joinedAt: alice.user.createdAt.toISOString(),
        topicCount: 3,
        articleCount: 2,
        replyCount: 4, // the deleted comment is left out; the one under a deleted article still counts as written
      },
    });
  });

  it("lists a member's topics and comments, newest first, paged", async () => {
    const topicsPage = dataOf<Page<MyTopic>>(await apiGet(null, `/api/v1/user/${alice.uuid}/topics?page_size=2&page=2`));
    expect(topicsPage).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ title: 'Alice topic 0' }] });
    const commentsPage = dataOf<Page<MemberComment>>(await apiGet(null, `/api/v1/user/${bob.uuid}/article/comment`));
    expect(commentsPage.total).toBe(2);
    expect(commentsPage.items.map((c) => c.content)).toEqual(['Bob on Alice article', 'Bob on Alice topic']);
    expect(dataOf(await apiGet(null, `/api/v1/user/${newcomer.uuid}/article/comment`))).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
    });
  });

  it.each(['profile', 'topics', 'article/comment'])('answers 404 for an unknown member (%s)', async (tail) => {
    const response = await apiGet(null, `/api/v1/user/00000000-0000-4000-8000-000000000000/${tail}`);
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response)).toEqual({ code: ErrorCode.NOT_FOUND, msg: USER_AREA_API_MESSAGES.memberNotFound, data: null });
  });

  it.each([
    ['a NUL byte', '%00'],
    ['quotes', "x'%20or%20'1'='1"],
    ['37 characters', 'a'.repeat(37)],
  ])('refuses a member id with %s: 400, not a database error', async (_name, uuid) => {
    for (const tail of ['profile', 'topics', 'article/comment']) {
      const response = await apiGet(null, `/api/v1/user/${uuid}/${tail}`);
      expect(response.statusCode).toBe(400);
      expect(answerOf(response).code).toBe(ErrorCode.BAD_REQUEST);
    }
  });
});

describe(`hidden after reports: public lists leave it out, the author still sees it (${dialectUnderTest})`, () => {
  // Carol writes a visible topic and one hidden after reports, with HTML bodies as the community stores them;
  // her comments: one visible, one hidden, one under someone else's hidden topic. Dave collects both topics.
  let carol: LoggedIn;
  let dave: LoggedIn;
  const made = { visibleTopic: 0, hiddenTopic: 0, othersHiddenTopic: 0 };

  beforeAll(async () => {
    const { db } = t.app.database;
    [carol, dave] = [await loginAs(t.app, { name: 'Carol Reef' }), await loginAs(t.app, { name: 'Dave Stern' })];
    const insertTopic = async (authorId: number, title: string, body: string, hiddenAt: Date | null) =>
      firstId(
        await db
          .insert(topics)
          .values({ moduleId: ids.modules[0]!, authorId, title, body, hiddenAt, createdAt: day(60) })
          .returning({ id: topics.id }),
      );
    made.visibleTopic = await insertTopic(
      carol.user.id,
      'Carol visible',
      '<p>Antifouling <strong>twice</strong> a year</p><ul><li>copper</li></ul>',
      null,
    );
    made.hiddenTopic = await insertTopic(carol.user.id, 'Carol hidden', '<p>Reported words</p>', day(61));
    made.othersHiddenTopic = await insertTopic(dave.user.id, 'Dave hidden', '<p>Dave reported</p>', day(61));
    await db.insert(comments).values([
      { topicId: made.visibleTopic, authorId: carol.user.id, content: 'Carol visible comment', createdAt: day(62) },
      { topicId: made.visibleTopic, authorId: carol.user.id, content: 'Carol hidden comment', createdAt: day(63), hiddenAt: day(64) },
      { topicId: made.othersHiddenTopic, authorId: carol.user.id, content: 'Carol under a hidden topic', createdAt: day(65) },
    ]);
    await db.insert(collections).values([
      { userId: dave.user.id, kind: 'topic', targetId: made.visibleTopic, createdAt: day(66) },
      { userId: dave.user.id, kind: 'topic', targetId: made.hiddenTopic, createdAt: day(67) },
      { userId: carol.user.id, kind: 'topic', targetId: made.hiddenTopic, createdAt: day(67) },
    ]);
  });

  it("leaves hidden topics out of a member's public topics and profile counts", async () => {
    const page = dataOf<Page<MyTopic>>(await apiGet(null, `/api/v1/user/${carol.uuid}/topics`));
    expect(page.total).toBe(1);
    // The hidden comment is not counted under the visible topic either.
    expect(page.items).toEqual([like.objectContaining({ id: made.visibleTopic, title: 'Carol visible', commentCount: 1, hidden: false })]);
    const profile = dataOf<MemberProfile>(await apiGet(dave, `/api/v1/user/${carol.uuid}/profile`));
    expect([profile.topicCount, profile.replyCount]).toEqual([1, 1]);
  });

  it("leaves hidden comments, and comments under a hidden topic, out of a member's public comments", async () => {
    const page = dataOf<Page<MemberComment>>(await apiGet(dave, `/api/v1/user/${carol.uuid}/article/comment`));
    expect(page.total).toBe(1);
    expect(page.items.map((c) => c.content)).toEqual(['Carol visible comment']);
    expect(JSON.stringify(page)).not.toMatch(/hidden comment|under a hidden topic/);
  });

  it('shows the author their own hidden topics and comments, marked hidden', async () => {
    const mine = await read(carol, '/user/myTopic');
    // Same day: the later row (the hidden one) first.
    expect(mine.items.map((row: { title: string; hidden: boolean }) => [row.title, row.hidden])).toEqual([
      ['Carol hidden', true],
      ['Carol visible', false],
    ]);
    const replies = await read(carol, '/user/myReply');
    expect(replies.items.map((row: { content: string; hidden: boolean }) => [row.content, row.hidden])).toEqual([
      ['Carol under a hidden topic', true],
      ['Carol hidden comment', true],
      ['Carol visible comment', false],
    ]);
  });

  it("gives a collection's excerpt as words, never tags, and withholds a hidden topic's words from all but its author", async () => {
    const daves = await read(dave, '/user/myCollection');
    expect(daves.items).toEqual([
      like.objectContaining({ id: made.hiddenTopic, title: 'Carol hidden', excerpt: '', hidden: true }),
      like.objectContaining({ id: made.visibleTopic, excerpt: 'Antifouling twice a year copper', hidden: false }),
    ]);
    const carols = await read(carol, '/user/myCollection');
    expect(carols.items).toEqual([like.objectContaining({ id: made.hiddenTopic, excerpt: 'Reported words', hidden: true })]);
  });
});

describe('the API reference', () => {
  it('documents every user-area route with its body, querystring and path fields', async () => {
    const spec = await apiReference(t.app);
    const names = parameterNames;
    for (const url of [
      '/user/mymessage',
      '/message/readAll',
      '/user/myCollection',
      '/user/myArticle',
      '/user/myTopic',
      '/user/myReply',
      '/user/myFollow',
    ]) {
      expect(jsonBodyOf(operationOf(spec, url, 'post')).properties).toHaveProperty('__token__');
    }
    expect(Object.keys(jsonBodyOf(operationOf(spec, '/user/mymessage', 'post')).properties ?? {})).toEqual(
      like.arrayContaining(['page', 'page_size', 'type']),
    );
    expect(names(operationOf(spec, '/message/interactiveDetail/{id}', 'post'), 'path')).toEqual(['id']);
    expect(names(operationOf(spec, '/api/v1/user/yacht', 'get'), 'query').sort()).toEqual(['currency', 'kind', 'page', 'page_size']);
    expect(names(operationOf(spec, '/api/v1/user/leaveMessage', 'get'), 'query').sort()).toEqual(['page', 'page_size']);
    for (const tail of ['profile', 'topics', 'article/comment']) {
      expect(names(operationOf(spec, `/api/v1/user/{uuid}/${tail}`, 'get'), 'path')).toEqual(['uuid']);
    }
    const followCall = operationOf(spec, '/api/v1/yachts/new/{id}/follow', 'post');
    expect(names(followCall, 'path')).toEqual(['id']);
    expect(Object.keys(jsonBodyOf(followCall).properties ?? {})).toEqual(
      like.arrayContaining(['operation', 'timestamp', 'echostr', 'sign']),
    );
    expect(jsonAnswerOf(followCall).properties?.data?.properties).toHaveProperty('followers');
  });
});

describe(`user-area seed (${dialectUnderTest})`, () => {
  it('gives the demo account content in every list of the user area', async () => {
    const [inbox, topicsPage, articlesPage, replies, collected, followedTopics, followedModules] = await Promise.all([
      read(demo, '/user/mymessage'),
      read(demo, '/user/myTopic'),
      read(demo, '/user/myArticle'),
      read(demo, '/user/myReply'),
      read(demo, '/user/myCollection'),
      read(demo, '/user/myFollow', { type: 'topic' }),
      read(demo, '/user/myFollow', { type: 'module' }),
    ]);
    // Six from this seed, and the unread enquiry about one of its listings (selling/demo-selling-seed.ts).
    expect(inbox).toMatchObject({ total: 7, unread: 4 });
    const interactive = inbox.items.filter((m) => m.type === 'interactive');
    expect(interactive.length).toBe(5);
    for (const message of interactive) {
      expect(message.link).toMatch(/^\/(community\/(topic|article)\/\d+|yachts\/used\/\d+-[a-z0-9-]+)$/);
      expect(message.from).toMatchObject({ name: like.any(String), uuid: like.any(String) });
    }
    expect(inbox.items.filter((m) => m.type === 'system').map((m) => m.title)).toContain('Welcome aboard Yacht Harbour');
    expect(topicsPage.total).toBe(3);
    expect(topicsPage.items.some((x) => x.commentCount > 0)).toBe(true);
    expect(articlesPage.total).toBe(2);
    expect(articlesPage.items.every((a) => a.summary.length > 40)).toBe(true);
    expect(replies.total).toBe(5);
    expect(replies.items.some((c) => c.isReply)).toBe(true);
    expect(collected.total).toBe(4);
    expect(followedTopics.total).toBe(2);
    expect(followedModules.total).toBe(2);
    expect(dataOf<Page<FollowedYacht>>(await apiGet(demo, '/api/v1/user/yacht')).total).toBe(4);
    expect(dataOf<Page<LeftMessage>>(await apiGet(demo, '/api/v1/user/leaveMessage')).total).toBe(2);
    // The members who answered have public pages.
    const from = firstOf(interactive).from?.uuid;
    expect(dataOf<MemberProfile>(await apiGet(null, `/api/v1/user/${from}/profile`)).replyCount).toBeGreaterThan(0);
  });

  it('runs once: a second run (a restart) adds nothing', async () => {
    const before = await t.app.database.db.select({ id: userMessages.id }).from(userMessages);
    expect(await seedUserArea(t.app.database.db)).toBe(false);
    expect(await t.app.database.db.select({ id: userMessages.id }).from(userMessages)).toHaveLength(before.length);
  });
});
