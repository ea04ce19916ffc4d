// The user area (decision 015) on a real database: the form-style lists and inbox calls, and the /api/v1 member calls.
// Two members with rows of their own in every table, so each test can see that a list holds the caller's rows only.
import { desc, eq, inArray } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  type CollectedItem,
  type FollowedTopic,
  type MemberComment,
  type MyArticle,
  type MyTopic,
  type UserMessagesPage,
} from '@yachts/contracts/account';
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import {
  articles,
  collections,
  comments,
  loginSessions,
  newYachts,
  topicFollows,
  topicModules,
  topics,
  userMessages,
  yachtEnquiries,
  yachtFollows,
} from '../db/schema';
import { PAGE_MESSAGES } from '../lib/page-request';
import { UNLISTED_YACHT_NAME } from './user-area-repository';
import { DEMO_ACCOUNT } from '../accounts/demo-account';
import { seedUserArea } from './user-area-seed';
import { USER_AREA_MESSAGES } from './user-area-routes';
import { USER_AREA_API_MESSAGES } from './user-area-api-routes';
import { YachtFixtures } from '../catalogue/catalogue-support';
import {
  buildTestApp,
  dialectUnderTest,
  loginAs,
  postForm,
  startVisitor,
  type LoggedIn,
  type TestApp,
  type Visitor,
} from '../testing/helper';
import { answerOf, bodyOf, dataOf, like } from '../testing/answers';

let t: TestApp;
let alice: LoggedIn;
let bob: LoggedIn;
let newcomer: LoggedIn;
let visitor: Visitor;

const DAY = 24 * 3600 * 1000;
const base = Date.now() - 100 * DAY;
/** Row dates one day apart, so "newest first" is a checkable order. */
const day = (n: number) => new Date(base + n * DAY);

const ids = {
  aliceMessages: [] as number[],
  bobMessages: [] as number[],
  aliceTopics: [] as number[],
  bobTopic: 0,
  aliceArticles: [] as number[],
  deletedArticle: 0,
  bobArticle: 0,
  modules: [] as number[],
  yachts: [] as { id: number; slug: string; builder: string; model: string }[],
  usedYacht: { id: 0, slug: '' },
};
/** A used-yacht id no row has: a follow or enquiry whose yacht is gone. */
const GONE_USED_YACHT = 2_000_000_000;

/** A form-style call as the logged-in browser makes it: visitor cookie and login cookie, __token__ in the body. */
function form(who: LoggedIn | null, url: string, fields: Record<string, unknown> = {}) {
  if (!who) return postForm(t.app, visitor, url, fields);
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: visitor.remoteAddress,
    headers: { cookie: `${visitor.cookie}; ${who.cookie}` },
    payload: { __token__: visitor.token, ...fields },
  });
}

/** A GET of the signed client: only the access-token header. */
interface Reads {
  '/user/mymessage': UserMessagesPage;
  '/user/myCollection': Page<CollectedItem>;
  '/user/myArticle': Page<MyArticle>;
  '/user/myTopic': Page<MyTopic>;
  '/user/myReply': Page<MemberComment>;
  '/user/myFollow': Page<FollowedTopic>;
}

/** A list of the user area read as `who`: the data of its answer, of the route's wire type. */
async function read<K extends keyof Reads>(who: LoggedIn | null, url: K, fields: Record<string, unknown> = {}): Promise<Reads[K]> {
  return dataOf<Reads[K]>(await form(who, url, fields));
}

function apiGet(who: LoggedIn | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: who ? { 'access-token': who.token } : {} });
}

function firstId(rows: { id: number }[]): number {
  if (!rows[0]) throw new Error('insert returned no row');
  return rows[0].id;
}

async function fixtures() {
  const { db } = t.app.database;
  // Seeded sections, in an order that puts Cruising last: the test topics go into the first two, so Cruising keeps the
  // topic count other test files on a shared database check.
  const modules = await db
    .select({ id: topicModules.id })
    .from(topicModules)
    .where(inArray(topicModules.slug, ['racing', 'destinations', 'cruising']))
    .orderBy(desc(topicModules.slug));
  ids.modules = modules.map((m) => m.id);
  // The file's own yachts (the seed's may change): six new ones and a used one, all listed.
  for (let i = 0; i < 6; i += 1) {
    const made = await yachtFixtures.add('new', { model: `Oceanis ${30 + i}`, imageUrl: `/uploads/new-${i}.jpg` });
    ids.yachts.push({ id: made.id, slug: made.slug, builder: made.fields.builder, model: made.fields.model });
  }
  const used = await yachtFixtures.add('idle', {
    builder: 'Hallberg-Rassy',
    model: '42F',
    price: 240_000,
    currency: 'GBP',
    lengthM: 12.9,
    photos: ['/uploads/hr42.jpg'],
  });
  ids.usedYacht = { id: used.id, slug: used.slug };

  // Inbox: 12 for alice (7 system, 5 interactive from bob; 4 already read), 3 for bob.
  const aliceRows = Array.from({ length: 12 }, (_, i) => ({
    userId: alice.user.id,
    type: i % 12 < 7 ? 'system' : 'interactive',
    title: `Alice message ${i}`,
    body: `Body ${i}`,
    link: i >= 7 ? paths.communityTopic(1) : null,
    fromUserId: i >= 7 ? bob.user.id : null,
    readAt: i < 4 ? day(i + 1) : null,
    createdAt: day(i),
  }));
  ids.aliceMessages = (await db.insert(userMessages).values(aliceRows).returning({ id: userMessages.id })).map((r) => r.id);
  ids.bobMessages = (
    await db
      .insert(userMessages)
      .values(
        [0, 1, 2].map((i) => ({
          userId: bob.user.id,
          type: i === 0 ? 'system' : 'interactive',
          title: `Bob ${i}`,
          body: 'b',
          createdAt: day(i),
        })),
      )
      .returning({ id: userMessages.id })
  ).map((r) => r.id);

  // Topics: three by alice in two modules, one by bob.
  ids.aliceTopics = (
    await db
      .insert(topics)
      .values(
        [0, 1, 2].map((i) => ({
          moduleId: ids.modules[i % 2]!,
          authorId: alice.user.id,
          title: `Alice topic ${i}`,
          body: `About ${i}`,
          createdAt: day(i),
        })),
      )
      .returning({ id: topics.id })
  ).map((r) => r.id);
  ids.bobTopic = firstId(
    await db
      .insert(topics)
      .values({
        moduleId: ids.modules[0]!,
        authorId: bob.user.id,
        title: 'Bob topic',
        body: 'Bob writes about his anchor chain.',
        createdAt: day(3),
      })
      .returning({ id: topics.id }),
  );

  // Articles: two by alice plus one she deleted; one by bob without a summary.
  ids.aliceArticles = (
    await db
      .insert(articles)
      .values(
        [0, 1].map((i) => ({
          authorId: alice.user.id,
          title: `Alice article ${i}`,
          summary: `Summary ${i}`,
          body: 'Text',
          praiseCount: i,
          createdAt: day(i),
        })),
      )
      .returning({ id: articles.id })
  ).map((r) => r.id);
  ids.deletedArticle = firstId(
    await db
      .insert(articles)
      .values({ authorId: alice.user.id, title: 'Deleted', body: 'Gone', createdAt: day(5), deletedAt: day(6) })
      .returning({ id: articles.id }),
  );
  ids.bobArticle = firstId(
    await db
      .insert(articles)
      .values({
        authorId: bob.user.id,
        title: 'Bob article',
        summary: '',
        body: `${'Long words about sails '.repeat(20)}end`,
        createdAt: day(4),
      })
      .returning({ id: articles.id }),
  );

  // Comments: alice writes 3 (one a reply, one on her article) plus one deleted and one under the deleted article;
  // bob comments on alice's topic 0 (twice, one deleted) and her article 0.
  const [first] = await db
    .insert(comments)
    .values({ topicId: ids.bobTopic, authorId: alice.user.id, content: 'Alice on Bob topic', praiseCount: 2, createdAt: day(10) })
    .returning({ id: comments.id });
  await db.insert(comments).values([
    { topicId: ids.bobTopic, parentId: first!.id, authorId: alice.user.id, content: 'Alice replies', createdAt: day(11) },
    { articleId: ids.bobArticle, authorId: alice.user.id, content: 'Alice on Bob article', createdAt: day(12) },
    { topicId: ids.bobTopic, authorId: alice.user.id, content: 'Alice deleted this', createdAt: day(13), deletedAt: day(14) },
    { articleId: ids.deletedArticle, authorId: alice.user.id, content: 'Under a deleted article', createdAt: day(15) },
    { topicId: ids.aliceTopics[0]!, authorId: bob.user.id, content: 'Bob on Alice topic', createdAt: day(16) },
    { topicId: ids.aliceTopics[0]!, authorId: bob.user.id, content: 'Bob deleted', createdAt: day(17), deletedAt: day(18) },
    { articleId: ids.aliceArticles[0]!, authorId: bob.user.id, content: 'Bob on Alice article', createdAt: day(19) },
  ]);

  // Collections: alice has a topic, an article, a deleted article and a topic that does not exist; bob one.
  await db.insert(collections).values([
    { userId: alice.user.id, kind: 'topic', targetId: ids.bobTopic, createdAt: day(20) },
    { userId: alice.user.id, kind: 'article', targetId: ids.bobArticle, createdAt: day(21) },
    { userId: alice.user.id, kind: 'article', targetId: ids.deletedArticle, createdAt: day(22) },
    { userId: alice.user.id, kind: 'topic', targetId: 999_999, createdAt: day(23) },
    { userId: bob.user.id, kind: 'topic', targetId: ids.aliceTopics[0]!, createdAt: day(20) },
  ]);

  // Follows of topics and modules.
  await db.insert(topicFollows).values([
    { userId: alice.user.id, kind: 'topic', targetId: ids.bobTopic, createdAt: day(30) },
    { userId: alice.user.id, kind: 'module', targetId: ids.modules[0]!, createdAt: day(31) },
    { userId: alice.user.id, kind: 'module', targetId: ids.modules[1]!, createdAt: day(32) },
    { userId: bob.user.id, kind: 'module', targetId: ids.modules[2]!, createdAt: day(30) },
  ]);

  // Yacht follows: alice follows three new yachts, a used one, and a used one that is gone; bob one.
  await db.insert(yachtFollows).values([
    { userId: alice.user.id, yachtKind: 'new', yachtId: ids.yachts[0]!.id, createdAt: day(40) },
    { userId: alice.user.id, yachtKind: 'new', yachtId: ids.yachts[1]!.id, createdAt: day(42) },
    { userId: alice.user.id, yachtKind: 'new', yachtId: ids.yachts[2]!.id, createdAt: day(41) },
    { userId: alice.user.id, yachtKind: 'idle', yachtId: ids.usedYacht.id, createdAt: day(43) },
    { userId: alice.user.id, yachtKind: 'idle', yachtId: GONE_USED_YACHT, createdAt: day(44) },
    { userId: bob.user.id, yachtKind: 'new', yachtId: ids.yachts[3]!.id, createdAt: day(40) },
  ]);

  // Enquiries: alice one about a new yacht, one about a used one, one about a used one that is gone; bob one; a
  // visitor one.
  const enquiry = (userId: number | null, yachtKind: string, yachtId: number, n: number) => ({
    userId,
    yachtKind,
    yachtId,
    email: 'x@example.com',
    content: `Enquiry ${n}`,
    sidHash: 'a'.repeat(64),
    createdAt: day(50 + n),
  });
  await db
    .insert(yachtEnquiries)
    .values([
      enquiry(alice.user.id, 'new', ids.yachts[0]!.id, 0),
      enquiry(alice.user.id, 'idle', ids.usedYacht.id, 1),
      enquiry(alice.user.id, 'idle', GONE_USED_YACHT, 2),
      enquiry(bob.user.id, 'new', ids.yachts[0]!.id, 3),
      enquiry(null, 'new', ids.yachts[0]!.id, 4),
    ]);
}

let demo: LoggedIn;
let yachtFixtures: YachtFixtures;

beforeAll(async () => {
  t = await buildTestApp();
  yachtFixtures = new YachtFixtures(t.app);
  // The start-up seed made the demo account and, right after it, its user-area content.
  const existing = await t.app.repositories.users.findByEmail(DEMO_ACCOUNT.email);
  if (!existing) throw new Error('the start-up seed made no demo account');
  const { token } = await t.app.createLoginSession(existing.id, 'test');
  demo = { user: existing, token, uuid: existing.uuid, cookie: `token=${token}; uuid=${existing.uuid}` };
  [alice, bob, newcomer] = [
    await loginAs(t.app, { name: 'Alice Marin' }),
    await loginAs(t.app, { name: 'Bob Keel' }),
    await loginAs(t.app),
  ];
  visitor = await startVisitor(t.app);
  await fixtures();
});
afterAll(async () => {
  await yachtFixtures.removeAll();
  await t.close();
});

const FORM_ROUTES = [
  '/user/mymessage',
  '/message/readAll',
  '/message/interactiveDetail/1',
  '/user/myCollection',
  '/user/myArticle',
  '/user/myTopic',
  '/user/myReply',
  '/user/myFollow',
];
const PAGED_FORM_ROUTES: [string, Record<string, unknown>][] = [
  ['/user/mymessage', {}],
  ['/user/myCollection', {}],
  ['/user/myArticle', {}],
  ['/user/myTopic', {}],
  ['/user/myReply', {}],
  ['/user/myFollow', { type: 'module' }],
];

describe(`form-style user area: login and anti-forgery (${dialectUnderTest})`, () => {
  it.each(FORM_ROUTES)('%s refuses a visitor: 401 with code 400401', async (url) => {
    const response = await form(null, url, { type: 'topic' });
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response)).toMatchObject({ code: ErrorCode.UNAUTHORIZED, msg: ACCOUNT_MESSAGES.notLoggedIn, data: null });
  });

  it.each(FORM_ROUTES)('%s refuses a call without the anti-forgery token: 403', async (url) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: `${visitor.cookie}; ${alice.cookie}` },
      payload: { type: 'topic' },
    });
    expect(response.statusCode).toBe(403);
    expect(answerOf(response).code).toBe(0);
  });

  it('refuses an expired login with 400208 and an unknown one with 400209', async () => {
    const stale = await loginAs(t.app);
    await t.app.database.db
      .update(loginSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginSessions.userId, stale.user.id));
    const expired = await form(stale, '/user/mymessage');
    expect(expired.statusCode).toBe(401);
    expect(bodyOf(expired)).toMatchObject({ code: ErrorCode.TOKEN_EXPIRED, msg: ACCOUNT_MESSAGES.tokenExpired });

    const unknown = await form({ ...stale, cookie: `token=${'x'.repeat(43)}` }, '/user/mymessage');
    expect(bodyOf(unknown)).toMatchObject({ code: ErrorCode.TOKEN_INVALID });
  });
});

describe(`form-style paging (${dialectUnderTest})`, () => {
  it.each(PAGED_FORM_ROUTES)('%s answers an empty page to a member with no rows', async (url, fields) => {
    const response = await form(newcomer, url, fields);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ code: 1, data: { items: [], total: 0, page: 1, pageSize: 10 } });
  });

  const badPages: [string, Record<string, unknown>, string][] = [
    ['page 0', { page: 0 }, PAGE_MESSAGES.page],
    ['a negative page', { page: -2 }, PAGE_MESSAGES.page],
    ['a page of letters', { page: 'two' }, PAGE_MESSAGES.page],
    ['a fractional page', { page: 1.5 }, PAGE_MESSAGES.page],
    ['a huge page', { page: 10_001 }, PAGE_MESSAGES.page],
    ['a page of 20 digits', { page: '99999999999999999999' }, PAGE_MESSAGES.page],
    ['a page that is a list', { page: [1] }, PAGE_MESSAGES.page],
    ['a page that is true', { page: true }, PAGE_MESSAGES.page],
    ['page_size 0', { page_size: 0 }, PAGE_MESSAGES.pageSize],
    ['page_size 51', { page_size: 51 }, PAGE_MESSAGES.pageSize],
    ['a negative page_size', { page_size: '-5' }, PAGE_MESSAGES.pageSize],
    ['page_size as an object', { page_size: { n: 5 } }, PAGE_MESSAGES.pageSize],
  ];
  for (const [url, fields] of PAGED_FORM_ROUTES) {
    it.each(badPages)(`${url} refuses %s: 400, code 0, one sentence`, async (_name, bad, message) => {
      const response = await form(alice, url, { ...fields, ...bad });
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response)).toMatchObject({ code: 0, msg: message, data: null });
    });
  }

  it('reads page numbers sent as digits, and the largest page size', async () => {
    const response = await form(alice, '/user/mymessage', { page: '2', page_size: '50' });
    expect(dataOf(response)).toMatchObject({ page: 2, pageSize: 50, total: 12, items: [] });
  });

  it('refuses a body that is a list: no __token__ can be read from it (403)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/myTopic',
      headers: { cookie: `${visitor.cookie}; ${alice.cookie}`, 'content-type': 'application/json' },
      payload: JSON.stringify([visitor.token]),
    });
    expect(response.statusCode).toBe(403); // no __token__ field can be read from a list
  });
});

describe(`POST /user/mymessage (${dialectUnderTest})`, () => {
  it("lists the caller's messages only, newest first, with the unread count", async () => {
    const body = (await form(alice, '/user/mymessage', { page_size: 5 })).json();
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ total: 12, unread: 8, page: 1, pageSize: 5 });
    expect(body.data.items.map((m: { title: string }) => m.title)).toEqual([11, 10, 9, 8, 7].map((i) => `Alice message ${i}`));
    expect(body.data.items[0]).toEqual({
      id: ids.aliceMessages[11],
      type: 'interactive',
      title: 'Alice message 11',
      body: 'Body 11',
      link: paths.communityTopic(1),
      from: { uuid: bob.uuid, name: 'Bob Keel', avatarUrl: null },
      read: false,
      createdAt: day(11).toISOString(),
    });
  });

  it('pages: page 3 of 5 holds the last two, with no overlap', async () => {
    const pages = await Promise.all([1, 2, 3].map(async (page) => await read(alice, '/user/mymessage', { page, page_size: 5 })));
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 2]);
    const all = pages.flatMap((p) => p.items.map((m: { id: number }) => m.id));
    expect(new Set(all).size).toBe(12);
    expect(all.sort()).toEqual([...ids.aliceMessages].sort());
    expect(pages[2]?.items[1]).toMatchObject({ title: 'Alice message 0', type: 'system', from: null, link: null, read: true });
  });

  it.each([
    ['system', 7, 3],
    ['interactive', 5, 5],
    ['all', 12, 8],
  ])('filters by type %s (total and unread of that type)', async (type, total, unread) => {
    const data = await read(alice, '/user/mymessage', { type });
    expect(data).toMatchObject({ total, unread });
    const types = type === 'all' ? ['system', 'interactive'] : [type];
    expect(data.items.every((m: { type: string }) => types.includes(m.type))).toBe(true);
  });

  it.each([['urgent'], [3], [['system']]])('refuses type %j', async (type) => {
    const response = await form(alice, '/user/mymessage', { type });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: USER_AREA_MESSAGES.messageType });
  });
});

describe(`POST /message/readAll and /message/interactiveDetail/{id} (${dialectUnderTest})`, () => {
  // Each test gets a reader of its own, so the order of tests does not matter.
  async function reader(messages = 6) {
    const who = await loginAs(t.app);
    const rows = await t.app.database.db
      .insert(userMessages)
      .values(
        Array.from({ length: messages }, (_, i) => ({
          userId: who.user.id,
          type: i % 2 ? 'interactive' : 'system',
          title: `m${i}`,
          body: 'x',
          createdAt: day(i),
        })),
      )
      .returning({ id: userMessages.id });
    return { who, ids: rows.map((r) => r.id) };
  }
  async function unreadOf(userId: number) {
    const rows = await t.app.database.db
      .select({ id: userMessages.id, readAt: userMessages.readAt })
      .from(userMessages)
      .where(eq(userMessages.userId, userId));
    return rows
      .filter((r) => r.readAt === null)
      .map((r) => r.id)
      .sort((a, b) => a - b);
  }

  it('marks the listed ids (an array) read and answers how many changed', async () => {
    const { who, ids: mine } = await reader();
    const response = await form(who, '/message/readAll', { ids: [mine[0], mine[3]] });
    expect(bodyOf(response)).toMatchObject({ code: 1, data: { updated: 2 } });
    expect(await unreadOf(who.user.id)).toEqual([mine[1], mine[2], mine[4], mine[5]]);
    // Again: nothing left to change.
    expect(dataOf(await form(who, '/message/readAll', { ids: [mine[0], mine[3]] }))).toEqual({ updated: 0 });
  });

  it.each([
    ['a comma list', (m: number[]) => `${m[1]},${m[2]}`],
    ['a comma list with spaces and a trailing comma', (m: number[]) => ` ${m[1]} , ${m[2]},`],
    ['an array of digits', (m: number[]) => [String(m[1]), String(m[2])]],
  ])('accepts ids as %s', async (_name, make) => {
    const { who, ids: mine } = await reader();
    expect(dataOf(await form(who, '/message/readAll', { ids: make(mine) }))).toEqual({ updated: 2 });
    expect(await unreadOf(who.user.id)).toEqual([mine[0], mine[3], mine[4], mine[5]]);
  });

  it('with ids and a type, marks only the ids of that type', async () => {
    const { who, ids: mine } = await reader();
    // mine[0] is system, mine[1] interactive.
    expect(dataOf(await form(who, '/message/readAll', { type: 'interactive', ids: [mine[0], mine[1]] }))).toEqual({ updated: 1 });
    expect(await unreadOf(who.user.id)).not.toContain(mine[1]);
    expect(await unreadOf(who.user.id)).toContain(mine[0]);
  });

  it.each([
    ['absent', undefined],
    ['an empty list', []],
    ['an empty string', ''],
  ])('with ids %s marks every message of the type', async (_name, idsValue) => {
    const { who, ids: mine } = await reader();
    const response = await form(who, '/message/readAll', { type: 'system', ...(idsValue === undefined ? {} : { ids: idsValue }) });
    expect(dataOf(response)).toEqual({ updated: 3 });
    expect(await unreadOf(who.user.id)).toEqual([mine[1], mine[3], mine[5]]);
    expect(dataOf(await form(who, '/message/readAll', {}))).toEqual({ updated: 3 });
    expect(await unreadOf(who.user.id)).toEqual([]);
  });

  it("never touches another member's messages, by id or by type", async () => {
    const { who, ids: mine } = await reader();
    const other = await reader();
    const byId = await form(who, '/message/readAll', { ids: [...other.ids, mine[0]] });
    expect(dataOf(byId)).toEqual({ updated: 1 });
    await form(who, '/message/readAll', { type: 'all' });
    expect(await unreadOf(other.who.user.id)).toEqual([...other.ids].sort((a, b) => a - b));
  });

  it.each([
    ['letters', 'a,b'],
    ['a negative id', [-1]],
    ['a fractional id', [1.5]],
    ['zero', '0'],
    ['an id too big for the table', ['99999999999']],
    ['only commas', ','],
    ['an object', { id: 1 }],
    ['true', true],
    ['a nested list', [[1]]],
  ])('refuses ids that are %s: 400, code 0', async (_name, bad) => {
    const response = await form(alice, '/message/readAll', { ids: bad });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: USER_AREA_MESSAGES.ids });
  });

  it('refuses more than 500 ids, and a wrong type', async () => {
    const many = await form(alice, '/message/readAll', { ids: Array.from({ length: 501 }, (_, i) => i + 1) });
    expect(bodyOf(many)).toMatchObject({ code: 0, msg: USER_AREA_MESSAGES.tooManyIds });
    const type = await form(alice, '/message/readAll', { type: 'everything' });
    expect(bodyOf(type)).toMatchObject({ code: 0, msg: USER_AREA_MESSAGES.messageType });
  });

  it("opens one of the caller's messages and marks it read", async () => {
    const { who, ids: mine } = await reader();
    const response = await form(who, `/message/interactiveDetail/${mine[1]}`);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ code: 1, data: { id: mine[1], type: 'interactive', title: 'm1', read: true, from: null } });
    expect(await unreadOf(who.user.id)).not.toContain(mine[1]);
    const list = await read(who, '/user/mymessage');
    expect(list.unread).toBe(5);
  });

  it("answers another member's message exactly like a missing one, and leaves it unread", async () => {
    const { ids: theirs, who: owner } = await reader();
    const foreign = await form(alice, `/message/interactiveDetail/${theirs[0]}`);
    const missing = await form(alice, '/message/interactiveDetail/2000000000');
    for (const response of [foreign, missing]) {
      expect(response.statusCode).toBe(404);
      expect(bodyOf(response)).toMatchObject({ code: 0, msg: ACCOUNT_MESSAGES.messageNotFound, data: null });
    }
    expect(await unreadOf(owner.user.id)).toContain(theirs[0]);
  });

  it.each([
    ['letters', 'abc', 400],
    ['a negative number', '-3', 400],
    ['a decimal', '1.5', 400],
    ['a number past the id range', '99999999999999', 404],
    ['zero', '0', 404],
  ])('answers an id of %s without a 500', async (_name, id, status) => {
    const response = await form(alice, `/message/interactiveDetail/${id}`);
    expect(response.statusCode).toBe(status);
    expect(answerOf(response).code).toBe(0);
  });
});

describe(`POST /user/myCollection, myArticle, myTopic, myReply, myFollow (${dialectUnderTest})`, () => {
  it('lists collections that still exist, newest first, with author and excerpt', async () => {
    const data = await read(alice, '/user/myCollection');
    expect(data.total).toBe(2);
    expect(data.items).toEqual([
      {
        kind: 'article',
        id: ids.bobArticle,
        title: 'Bob article',
        url: paths.communityArticle(ids.bobArticle),
        excerpt: like.stringMatching(/^Long words about sails .*\.\.\.$/),
        author: { uuid: bob.uuid, name: 'Bob Keel', avatarUrl: null },
        collectedAt: day(21).toISOString(),
        hidden: false,
      },
      {
        kind: 'topic',
        id: ids.bobTopic,
        title: 'Bob topic',
        url: paths.communityTopic(ids.bobTopic),
        excerpt: 'Bob writes about his anchor chain.',
        author: { uuid: bob.uuid, name: 'Bob Keel', avatarUrl: null },
        collectedAt: day(20).toISOString(),
        hidden: false,
      },
    ]);
    expect(data.items[0]?.excerpt.length).toBeLessThanOrEqual(163);
  });

  it.each([
    ['topic', 'Bob topic'],
    ['article', 'Bob article'],
  ])('filters collections by kind %s', async (kind, title) => {
    const data = await read(alice, '/user/myCollection', { kind });
    expect(data).toMatchObject({ total: 1, items: [{ kind, title }] });
  });

  it('refuses a collection kind it does not know', async () => {
    const response = await form(alice, '/user/myCollection', { kind: 'yacht' });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: USER_AREA_MESSAGES.collectionKind });
  });

  it('lists the articles the caller has not deleted, with comment counts; page 2 of 1', async () => {
    const data = await read(alice, '/user/myArticle');
    expect(data.total).toBe(2);
    expect(data.items.map((a: { title: string }) => a.title)).toEqual(['Alice article 1', 'Alice article 0']);
    expect(data.items[1]).toEqual({
      id: ids.aliceArticles[0],
      title: 'Alice article 0',
      summary: 'Summary 0',
      coverUrl: null,
      url: paths.communityArticle(ids.aliceArticles[0]!),
      praiseCount: 0,
      commentCount: 1,
      createdAt: day(0).toISOString(),
    });
    const second = await read(alice, '/user/myArticle', { page: 2, page_size: 1 });
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ title: 'Alice article 0' }] });
  });

  it('gives an article without a summary the start of its text', async () => {
    const data = await read(bob, '/user/myArticle');
    expect(data.items[0]?.summary).toMatch(/^Long words about sails.*\.\.\.$/);
  });

  it("lists the caller's topics with module and live comment count", async () => {
    const data = await read(alice, '/user/myTopic', { page_size: 2 });
    expect(data).toMatchObject({ total: 3, pageSize: 2 });
    expect(data.items.map((x: { title: string }) => x.title)).toEqual(['Alice topic 2', 'Alice topic 1']);
    const last = (await read(alice, '/user/myTopic', { page: 2, page_size: 2 })).items;
    expect(last).toEqual([
      {
        id: ids.aliceTopics[0],
        title: 'Alice topic 0',
        url: paths.communityTopic(ids.aliceTopics[0]!),
        moduleName: 'Racing',
        commentCount: 1,
        createdAt: day(0).toISOString(),
        hidden: false,
      },
    ]);
  });

  it("lists the caller's comments and replies, not deleted, not under a deleted article", async () => {
    const data = await read(alice, '/user/myReply');
    expect(data.total).toBe(3);
    expect(data.items.map((c: { content: string; isReply: boolean }) => [c.content, c.isReply])).toEqual([
      ['Alice on Bob article', false],
      ['Alice replies', true],
      ['Alice on Bob topic', false],
    ]);
    expect(data.items[0]?.target).toEqual({
      kind: 'article',
      id: ids.bobArticle,
      title: 'Bob article',
      url: paths.communityArticle(ids.bobArticle),
    });
    expect(data.items[2]).toMatchObject({ praiseCount: 2, target: { kind: 'topic', id: ids.bobTopic, title: 'Bob topic' } });
  });

  it.each([
    ['topic', 1, () => [{ title: 'Bob topic' }]],
    ['module', 2, () => [{ url: paths.communityModule(ids.modules[1]!) }, { url: paths.communityModule(ids.modules[0]!) }]],
  ])('lists followed %ss', async (type, total, expected) => {
    const data = await read(alice, '/user/myFollow', { type });
    expect(data.total).toBe(total);
    expect(data.items.every((f: { kind: string }) => f.kind === type)).toBe(true);
    expect(data.items).toMatchObject(expected());
  });

  it.each([
    ['absent', undefined],
    ['unknown', 'yacht'],
    ['a number', 1],
  ])('refuses a follow type that is %s', async (_name, type) => {
    const response = await form(alice, '/user/myFollow', type === undefined ? {} : { type });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: USER_AREA_MESSAGES.followType });
  });
});

describe(`GET /api/v1/user/leaveMessage and /api/v1/user/yacht (${dialectUnderTest})`, () => {
  it("lists the caller's enquiries only, newest first, new and used; a gone yacht's under a neutral name", async () => {
    const response = await apiGet(alice, '/api/v1/user/leaveMessage');
    expect(response.statusCode).toBe(200);
    const { code, data } = response.json();
    expect(code).toBe(0);
    expect(data).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    const [gone, used, first] = data.items;
    expect(gone).toEqual({
      id: like.any(Number),
      yachtKind: 'idle',
      yachtId: GONE_USED_YACHT,
      yachtName: UNLISTED_YACHT_NAME,
      yachtUrl: paths.usedYachts(),
      content: 'Enquiry 2',
      createdAt: day(52).toISOString(),
    });
    expect(used).toMatchObject({
      yachtKind: 'idle',
      yachtId: ids.usedYacht.id,
      yachtName: 'Hallberg-Rassy 42F',
      yachtUrl: paths.usedYacht(ids.usedYacht.id, ids.usedYacht.slug),
      content: 'Enquiry 1',
    });
    const y = ids.yachts[0]!;
    expect(first).toMatchObject({
      yachtKind: 'new',
      yachtId: y.id,
      yachtName: `${y.builder} ${y.model}`,
      yachtUrl: paths.newYacht(y.id, y.slug),
      content: 'Enquiry 0',
    });
  });

  it('pages enquiries', async () => {
    const data = (await apiGet(alice, '/api/v1/user/leaveMessage?page=2&page_size=2')).json().data;
    expect(data).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ content: 'Enquiry 0' }] });
    expect(dataOf(await apiGet(newcomer, '/api/v1/user/leaveMessage'))).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });

  it('lists followed new and used yachts, newest follow first; the one that is gone is left out', async () => {
    const data = (await apiGet(alice, '/api/v1/user/yacht')).json().data;
    expect(data.total).toBe(4);
    const [a, b, c] = [ids.yachts[1]!, ids.yachts[2]!, ids.yachts[0]!];
    expect(data.items.map((y: { id: number }) => y.id)).toEqual([ids.usedYacht.id, a.id, b.id, c.id]);
    expect(data.items[0]).toEqual({
      kind: 'idle',
      id: ids.usedYacht.id,
      name: 'Hallberg-Rassy 42F',
      url: paths.usedYacht(ids.usedYacht.id, ids.usedYacht.slug),
      imageUrl: '/uploads/hr42.jpg',
      price: 240_000,
      currency: 'GBP',
      lengthM: 12.9,
      followedAt: day(43).toISOString(),
    });
    const [row] = await t.app.database.db.select().from(newYachts).where(eq(newYachts.id, a.id));
    expect(data.items[1]).toEqual({
      kind: 'new',
      id: a.id,
      name: `${a.builder} ${a.model}`,
      url: paths.newYacht(a.id, a.slug),
      imageUrl: row!.imageUrl,
      price: row!.basePrice,
      currency: row!.currency,
      lengthM: row!.lengthM,
      followedAt: day(42).toISOString(),
    });
    expect(dataOf(await apiGet(alice, '/api/v1/user/yacht?kind=new&page=2&page_size=2'))).toMatchObject({
      total: 3,
      items: [{ id: c.id }],
    });
    expect(dataOf(await apiGet(alice, '/api/v1/user/yacht?kind=idle'))).toMatchObject({
      total: 1,
      items: [{ id: ids.usedYacht.id }],
    });
  });

  it.each(['/api/v1/user/leaveMessage', '/api/v1/user/yacht'])(
    '%s refuses a visitor (400401) and an unknown token (400209)',
    async (url) => {
      const none = await apiGet(null, url);
      expect(none.statusCode).toBe(401);
      expect(bodyOf(none)).toEqual({ code: ErrorCode.UNAUTHORIZED, msg: ACCOUNT_MESSAGES.notLoggedIn, data: null });
      const unknown = await t.app.inject({ url, headers: { 'access-token': 'not-a-token' } });
      expect(bodyOf(unknown)).toEqual({ code: ErrorCode.TOKEN_INVALID, msg: ACCOUNT_MESSAGES.tokenInvalid, data: null });
    },
  );

  it.each([
    ['page=0', 'page must be >= 1'],
    ['page=abc', 'page must be integer'],
    ['page=10001', 'page must be <= 10000'],
    ['page=99999999999999999999999', 'page must be <= 10000'],
    ['page_size=51', 'page_size must be <= 50'],
    ['page_size=-1', 'page_size must be >= 1'],
    ['page=1&page=2', 'page must be integer'],
    ['sort=name', 'must NOT have additional properties'],
  ])('refuses ?%s with a clear message', async (query, message) => {
    for (const url of [
      '/api/v1/user/leaveMessage',
      '/api/v1/user/yacht',
      `/api/v1/user/${alice.uuid}/topics`,
      `/api/v1/user/${alice.uuid}/article/comment`,
    ]) {
      const response = await apiGet(alice, `${url}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response)).toEqual({ code: ErrorCode.BAD_REQUEST, msg: like.stringContaining(message), data: null });
    }
  });

  it('gives each followed yacht’s price in the visitor’s currency beside the asking one, at the rates in force', async () => {
    const rates = await t.app.repositories.exchangeRates.current();
    const data = (await apiGet(alice, '/api/v1/user/yacht?currency=EUR')).json().data;
    const used = data.items.find((y: { id: number }) => y.id === ids.usedYacht.id);
    // 240,000 GBP in euros at the table's rate (how many pounds one euro buys).
    expect(used.shownPrice).toEqual({ amount: Math.round(240_000 / rates.perEuro.GBP!), currency: 'EUR' });
    // None asked in euros shows a second price.
    const inEuros = (data.items as { currency: string; shownPrice?: unknown }[]).filter((yacht) => yacht.currency === 'EUR');
    expect(inEuros.filter((yacht) => yacht.shownPrice !== undefined)).toEqual([]);
    expect((await apiGet(alice, '/api/v1/user/yacht')).json().data.items[0].shownPrice).toBeUndefined();
    const bad = await apiGet(alice, '/api/v1/user/yacht?currency=XYZ');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a yacht kind it does not know', async () => {
    const response = await apiGet(alice, '/api/v1/user/yacht?kind=boat');
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: ErrorCode.BAD_REQUEST, msg: like.stringContaining('kind') });
  });
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
    const topicsPage = (await apiGet(null, `/api/v1/user/${alice.uuid}/topics?page_size=2&page=2`)).json().data;
    expect(topicsPage).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ title: 'Alice topic 0' }] });
    const commentsPage = (await apiGet(null, `/api/v1/user/${bob.uuid}/article/comment`)).json().data;
    expect(commentsPage.total).toBe(2);
    expect(commentsPage.items.map((c: { content: string }) => c.content)).toEqual(['Bob on Alice article', 'Bob on Alice topic']);
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
    const page = (await apiGet(null, `/api/v1/user/${carol.uuid}/topics`)).json().data;
    expect(page.total).toBe(1);
    // The hidden comment is not counted under the visible topic either.
    expect(page.items).toEqual([like.objectContaining({ id: made.visibleTopic, title: 'Carol visible', commentCount: 1, hidden: false })]);
    const profile = (await apiGet(dave, `/api/v1/user/${carol.uuid}/profile`)).json().data;
    expect([profile.topicCount, profile.replyCount]).toEqual([1, 1]);
  });

  it("leaves hidden comments, and comments under a hidden topic, out of a member's public comments", async () => {
    const page = (await apiGet(dave, `/api/v1/user/${carol.uuid}/article/comment`)).json().data;
    expect(page.total).toBe(1);
    expect(page.items.map((c: { content: string }) => c.content)).toEqual(['Carol visible comment']);
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
    const spec = (await t.app.inject({ url: '/docs/json' })).json();
    const names = (operation: { parameters?: { name: string; in: string }[] }, where: string) =>
      (operation.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
    for (const url of [
      '/user/mymessage',
      '/message/readAll',
      '/user/myCollection',
      '/user/myArticle',
      '/user/myTopic',
      '/user/myReply',
      '/user/myFollow',
    ]) {
      const body = spec.paths[url].post.requestBody.content['application/json'].schema;
      expect(body.properties).toHaveProperty('__token__');
    }
    expect(Object.keys(spec.paths['/user/mymessage'].post.requestBody.content['application/json'].schema.properties)).toEqual(
      like.arrayContaining(['page', 'page_size', 'type']),
    );
    expect(names(spec.paths['/message/interactiveDetail/{id}'].post, 'path')).toEqual(['id']);
    expect(names(spec.paths['/api/v1/user/yacht'].get, 'query').sort()).toEqual(['currency', 'kind', 'page', 'page_size']);
    expect(names(spec.paths['/api/v1/user/leaveMessage'].get, 'query').sort()).toEqual(['page', 'page_size']);
    for (const tail of ['profile', 'topics', 'article/comment']) {
      expect(names(spec.paths[`/api/v1/user/{uuid}/${tail}`].get, 'path')).toEqual(['uuid']);
    }
    const followCall = spec.paths['/api/v1/yachts/new/{id}/follow'].post;
    expect(names(followCall, 'path')).toEqual(['id']);
    expect(Object.keys(followCall.requestBody.content['application/json'].schema.properties)).toEqual(
      like.arrayContaining(['operation', 'timestamp', 'echostr', 'sign']),
    );
    expect(followCall.responses['200'].content['application/json'].schema.properties.data.properties).toHaveProperty('followers');
  });
});

describe(`user-area seed (${dialectUnderTest})`, () => {
  it('gives the demo account content in every list of the user area', async () => {
    const [inbox, topicsPage, articlesPage, replies, collected, followedTopics, followedModules] = await Promise.all([
      form(demo, '/user/mymessage'),
      form(demo, '/user/myTopic'),
      form(demo, '/user/myArticle'),
      form(demo, '/user/myReply'),
      form(demo, '/user/myCollection'),
      form(demo, '/user/myFollow', { type: 'topic' }),
      form(demo, '/user/myFollow', { type: 'module' }),
    ]).then((answers) => answers.map((a) => a.json().data));
    // Six from this seed, and the unread enquiry about one of its listings (selling/demo-selling-seed.ts).
    expect(inbox).toMatchObject({ total: 7, unread: 4 });
    const interactive = inbox.items.filter((m: { type: string }) => m.type === 'interactive');
    expect(interactive.length).toBe(5);
    for (const message of interactive) {
      expect(message.link).toMatch(/^\/(community\/(topic|article)\/\d+|yachts\/used\/\d+-[a-z0-9-]+)$/);
      expect(message.from).toMatchObject({ name: like.any(String), uuid: like.any(String) });
    }
    expect(inbox.items.filter((m: { type: string }) => m.type === 'system').map((m: { title: string }) => m.title)).toContain(
      'Welcome aboard Yacht Harbour',
    );
    expect(topicsPage.total).toBe(3);
    expect(topicsPage.items.some((x: { commentCount: number }) => x.commentCount > 0)).toBe(true);
    expect(articlesPage.total).toBe(2);
    expect(articlesPage.items.every((a: { summary: string }) => a.summary.length > 40)).toBe(true);
    expect(replies.total).toBe(5);
    expect(replies.items.some((c: { isReply: boolean }) => c.isReply)).toBe(true);
    expect(collected.total).toBe(4);
    expect(followedTopics.total).toBe(2);
    expect(followedModules.total).toBe(2);
    expect((await apiGet(demo, '/api/v1/user/yacht')).json().data.total).toBe(4);
    expect((await apiGet(demo, '/api/v1/user/leaveMessage')).json().data.total).toBe(2);
    // The members who answered have public pages.
    const from = interactive[0].from.uuid;
    expect((await apiGet(null, `/api/v1/user/${from}/profile`)).json().data.replyCount).toBeGreaterThan(0);
  });

  it('runs once: a second run (a restart) adds nothing', async () => {
    const before = await t.app.database.db.select({ id: userMessages.id }).from(userMessages);
    expect(await seedUserArea(t.app.database.db)).toBe(false);
    expect(await t.app.database.db.select({ id: userMessages.id }).from(userMessages)).toHaveLength(before.length);
  });
});
