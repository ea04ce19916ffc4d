// The user area's inbox (decision 015) on a real database: login and anti-forgery on every form-style call, paging,
// the member's messages, and marking them read.
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type UserMessagesPage } from '@yachts/contracts/account';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { userMessages } from '../db/schema';
import { PAGE_MESSAGES } from '../lib/page-request';
import { USER_AREA_MESSAGES } from './user-area-routes';
import { dialectUnderTest, expireLogins, loginAs, type LoggedIn, type TestApp, type Visitor } from '../testing/helper';
import { answerOf, bodyOf, dataOf } from '../testing/answers';
import { userAreaFile, day, ids } from './user-area-support';

const file = userAreaFile();
const { form, read } = file;
let t: TestApp;
let alice: LoggedIn;
let bob: LoggedIn;
let newcomer: LoggedIn;
let visitor: Visitor;
beforeAll(() => {
  ({ t, alice, bob, newcomer, visitor } = file.world());
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
    await expireLogins(t.app, stale, 1000);
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
    const body = answerOf<UserMessagesPage>(await form(alice, '/user/mymessage', { page_size: 5 }));
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ total: 12, unread: 8, page: 1, pageSize: 5 });
    expect(body.data.items.map((m) => m.title)).toEqual([11, 10, 9, 8, 7].map((i) => `Alice message ${i}`));
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
