// The user area's lists (decision 015) on a real database: the form-style lists of what a member collected, wrote and
// follows, and the /api/v1 lists of their enquiries and followed yachts.
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type FollowedYacht, type LeftMessage } from '@yachts/contracts/account';
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { newYachts } from '../db/schema';
import { UNLISTED_YACHT_NAME } from './user-area-repository';
import { USER_AREA_MESSAGES } from './user-area-routes';
import { dialectUnderTest, type LoggedIn, type TestApp } from '../testing/helper';
import { answerOf, bodyOf, dataOf, firstOf, like } from '../testing/answers';
import { userAreaFile, day, ids, GONE_USED_YACHT } from './user-area-support';

const file = userAreaFile();
const { form, read, apiGet } = file;
let t: TestApp;
let alice: LoggedIn;
let bob: LoggedIn;
let newcomer: LoggedIn;
beforeAll(() => {
  ({ t, alice, bob, newcomer } = file.world());
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
    const { code, data } = answerOf<Page<LeftMessage>>(response);
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
    const data = dataOf<Page<LeftMessage>>(await apiGet(alice, '/api/v1/user/leaveMessage?page=2&page_size=2'));
    expect(data).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ content: 'Enquiry 0' }] });
    expect(dataOf(await apiGet(newcomer, '/api/v1/user/leaveMessage'))).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });

  it('lists followed new and used yachts, newest follow first; the one that is gone is left out', async () => {
    const data = dataOf<Page<FollowedYacht>>(await apiGet(alice, '/api/v1/user/yacht'));
    expect(data.total).toBe(4);
    const [a, b, c] = [ids.yachts[1]!, ids.yachts[2]!, ids.yachts[0]!];
    expect(data.items.map((y) => y.id)).toEqual([ids.usedYacht.id, a.id, b.id, c.id]);
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
    const data = dataOf<Page<FollowedYacht>>(await apiGet(alice, '/api/v1/user/yacht?currency=EUR'));
    const used = data.items.find((y) => y.id === ids.usedYacht.id);
    // 240,000 GBP in euros at the table's rate (how many pounds one euro buys).
    expect(used?.shownPrice).toEqual({ amount: Math.round(240_000 / rates.perEuro.GBP!), currency: 'EUR' });
    // None asked in euros shows a second price.
    const inEuros = data.items.filter((yacht) => yacht.currency === 'EUR');
    expect(inEuros.filter((yacht) => yacht.shownPrice !== undefined)).toEqual([]);
    expect(firstOf(dataOf<Page<FollowedYacht>>(await apiGet(alice, '/api/v1/user/yacht')).items).shownPrice).toBeUndefined();
    const bad = await apiGet(alice, '/api/v1/user/yacht?currency=XYZ');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a yacht kind it does not know', async () => {
    const response = await apiGet(alice, '/api/v1/user/yacht?kind=boat');
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: ErrorCode.BAD_REQUEST, msg: like.stringContaining('kind') });
  });
});
