// POST /api/v1/yachts/{new|idle}/{id}/follow (docs/product.md §4 Follow, §7B): signed, login required, idempotent; the
// `followed` flag and follower count the catalogue shows a member; the user area's list of followed yachts. Calls
// are made as the catalogue's follow button makes them: the body {operation} signed by the contracts' signBody, the
// login token as access-token. The yachts are this file's own (catalogue-support.ts).
import { and, count, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type FollowedYacht } from '@yachts/contracts/account';
import type { CatalogueKind, YachtDetail, YachtListPage } from '@yachts/contracts/catalogue';
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { computeSign, signBody } from '@yachts/contracts/signing';
import { newYachts, usedYachts, yachtFollows } from '../db/schema';
import { CATALOGUE_MESSAGES } from './catalogue-routes';
import { YachtFixtures, minutesAgo, uniqueWord } from './catalogue-support';
import { dialectUnderTest, expireLogins, loginAs, type LoggedIn } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, bodyOf, dataOf, like } from '../testing/answers';

let fixtures: YachtFixtures;
const t = fileApp({ SEED: 'false' }, undefined, () => fixtures.removeAll());
const PLACE = uniqueWord('aa');
const yachtIds: Record<CatalogueKind, number[]> = { new: [], idle: [] };
let withdrawn: Record<CatalogueKind, number>;

beforeAll(async () => {
  fixtures = new YachtFixtures(t.app);
  for (const kind of ['new', 'idle'] as const) {
    for (let i = 0; i < 4; i += 1) {
      const yacht = await fixtures.add(kind, {
        model: `Oceanis ${40 + i}`,
        location: `${PLACE} Marina`,
        createdAt: minutesAgo(i),
        photos: [`/uploads/${kind}-${i}.jpg`],
      });
      yachtIds[kind].push(yacht.id);
    }
  }
  withdrawn = {
    new: (await fixtures.add('new', { location: `${PLACE} Marina`, status: 'withdrawn' })).id,
    idle: (await fixtures.add('idle', { location: `${PLACE} Marina`, status: 'withdrawn' })).id,
  };
});

const url = (kind: CatalogueKind, id: number | string) => `/api/v1/yachts/${kind}/${id}/follow`;
const signed = (operation: unknown) => signBody({ operation });

async function followRows(kind: CatalogueKind, userId: number, yachtId: number) {
  return t.app.database.db
    .select()
    .from(yachtFollows)
    .where(and(eq(yachtFollows.userId, userId), eq(yachtFollows.yachtKind, kind), eq(yachtFollows.yachtId, yachtId)));
}

async function followersOf(kind: CatalogueKind, yachtId: number): Promise<number> {
  const rows = await t.app.database.db
    .select({ n: count() })
    .from(yachtFollows)
    .where(and(eq(yachtFollows.yachtKind, kind), eq(yachtFollows.yachtId, yachtId)));
  return rows[0]?.n ?? 0;
}

describe.each(['new', 'idle'] as const)(`POST /api/v1/yachts/%s/{id}/follow (${dialectUnderTest})`, (kind) => {
  const ids = () => yachtIds[kind];
  function follow(who: LoggedIn | null, id: number | string, body: object = signed('follow')) {
    return t.app.inject({ method: 'POST', url: url(kind, id), headers: who ? { 'access-token': who.token } : {}, payload: body });
  }
  const rowsOf = (userId: number, yachtId: number) => followRows(kind, userId, yachtId);

  // Other test files may follow the same yachts on a shared database: follower counts are compared to a baseline.
  it('follows, counts followers, and unfollows', async () => {
    const [sailor, other] = [await loginAs(t.app), await loginAs(t.app)];
    const id = ids()[0]!;
    const base = await followersOf(kind, id);

    const first = await follow(sailor, id, signed('follow'));
    expect(first.statusCode).toBe(200);
    expect(bodyOf(first)).toEqual({ code: 0, msg: 'ok', data: { followed: true, followers: base + 1 } });
    expect(await rowsOf(sailor.user.id, id)).toHaveLength(1);

    expect(dataOf(await follow(other, id, signed('follow')))).toEqual({ followed: true, followers: base + 2 });

    const off = await follow(sailor, id, signed('unfollow'));
    expect(bodyOf(off)).toEqual({ code: 0, msg: 'ok', data: { followed: false, followers: base + 1 } });
    expect(await rowsOf(sailor.user.id, id)).toEqual([]);
    expect(await rowsOf(other.user.id, id)).toHaveLength(1);
  });

  it('is idempotent: following twice keeps one row and its first date; unfollowing twice is fine', async () => {
    const sailor = await loginAs(t.app);
    const id = ids()[1]!;
    const base = await followersOf(kind, id);
    await follow(sailor, id, signed('follow'));
    const [before] = await rowsOf(sailor.user.id, id);
    const again = await follow(sailor, id, signed('follow'));
    expect(dataOf(again)).toEqual({ followed: true, followers: base + 1 });
    const rows = await rowsOf(sailor.user.id, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.createdAt.getTime()).toBe(before!.createdAt.getTime());

    expect(dataOf(await follow(sailor, id, signed('unfollow')))).toEqual({ followed: false, followers: base });
    expect(dataOf(await follow(sailor, id, signed('unfollow')))).toEqual({ followed: false, followers: base });
  });

  it('shows the state on the yacht page: followed and the follower count', async () => {
    const sailor = await loginAs(t.app);
    const id = ids()[3]!;
    const page = () => t.app.inject({ url: `/api/v1/yachts/${kind}/${id}`, headers: { 'access-token': sailor.token } });
    const before = dataOf<YachtDetail>(await page());
    expect(before.followed).toBe(false);
    await follow(sailor, id, signed('follow'));
    expect(dataOf(await page())).toMatchObject({ followed: true, followers: before.followers + 1 });
    await follow(sailor, id, signed('unfollow'));
    expect(dataOf(await page())).toMatchObject({ followed: false, followers: before.followers });
  });

  it('shows the follow in GET /api/v1/user/yacht at once, with name, page, price and cover', async () => {
    const sailor = await loginAs(t.app);
    const id = ids()[2]!;
    await follow(sailor, id, signed('follow'));
    const list = await t.app.inject({ url: '/api/v1/user/yacht', headers: { 'access-token': sailor.token } });
    const yacht = fixtures.made.find((made) => made.kind === kind && made.id === id)!;
    expect(dataOf(list)).toMatchObject({
      total: 1,
      items: [
        {
          kind,
          id,
          name: 'Beneteau Oceanis 42',
          url: kind === 'new' ? paths.newYacht(id, yacht.slug) : paths.usedYacht(id, yacht.slug),
          imageUrl: `/uploads/${kind}-2.jpg`,
          price: 289_000,
          currency: 'EUR',
          lengthM: 11.98,
        },
      ],
    });
    expect(
      dataOf<Page<FollowedYacht>>(await t.app.inject({ url: `/api/v1/user/yacht?kind=${kind}`, headers: { 'access-token': sailor.token } }))
        .total,
    ).toBe(1);
    const other = kind === 'new' ? 'idle' : 'new';
    expect(
      dataOf<Page<FollowedYacht>>(
        await t.app.inject({ url: `/api/v1/user/yacht?kind=${other}`, headers: { 'access-token': sailor.token } }),
      ).total,
    ).toBe(0);
  });

  it('leaves a yacht out of the followed list once it is withdrawn', async () => {
    const sailor = await loginAs(t.app);
    const yacht = await fixtures.add(kind, { location: `${PLACE} Marina` });
    await follow(sailor, yacht.id, signed('follow'));
    const table = kind === 'new' ? newYachts : usedYachts;
    await t.app.database.db.update(table).set({ status: 'withdrawn' }).where(eq(table.id, yacht.id));
    expect(dataOf(await t.app.inject({ url: '/api/v1/user/yacht', headers: { 'access-token': sailor.token } }))).toMatchObject({
      total: 0,
      items: [],
    });
  });

  it.each([
    ['a yacht that does not exist', () => 2_000_000_000],
    ['a withdrawn yacht', () => withdrawn[kind]],
  ])('answers 404 for %s, and stores nothing', async (_name, id) => {
    const sailor = await loginAs(t.app);
    for (const operation of ['follow', 'unfollow']) {
      const response = await follow(sailor, id(), signed(operation));
      expect(response.statusCode).toBe(404);
      expect(bodyOf(response)).toEqual({ code: ErrorCode.NOT_FOUND, msg: CATALOGUE_MESSAGES.yachtMissing, data: null });
    }
    expect(await rowsOf(sailor.user.id, id())).toEqual([]);
  });

  it.each([
    ['a word', 'abc'],
    ['zero', '0'],
    ['a negative number', '-4'],
    ['a decimal', '1.5'],
    ['a number past the id range', '99999999999'],
    ['a number past any number', '1e400'],
  ])('refuses a yacht id that is %s: 400, not a 500', async (_name, id) => {
    const sailor = await loginAs(t.app);
    const response = await follow(sailor, id, signed('follow'));
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({ code: ErrorCode.BAD_REQUEST, msg: CATALOGUE_MESSAGES.id, data: null });
  });

  it.each([
    ['a wrong word', 'dance'],
    ['upper case', 'FOLLOW'],
    ['a number', 1],
    ['empty', ''],
    ['a list', ['follow']],
  ])('refuses an operation that is %s with a clear message, and stores nothing', async (_name, operation) => {
    const sailor = await loginAs(t.app);
    const response = await follow(sailor, ids()[0]!, signed(operation));
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({ code: ErrorCode.BAD_REQUEST, msg: CATALOGUE_MESSAGES.operation, data: null });
    expect(await rowsOf(sailor.user.id, ids()[0]!)).toEqual([]);
  });

  it('refuses a call without an operation', async () => {
    const sailor = await loginAs(t.app);
    const response = await follow(sailor, ids()[0]!, signBody({}));
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({ code: ErrorCode.BAD_REQUEST, msg: like.stringContaining('operation'), data: null });
  });

  it('refuses a visitor with 400401', async () => {
    const response = await follow(null, ids()[0]!, signed('follow'));
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response)).toEqual({ code: ErrorCode.UNAUTHORIZED, msg: ACCOUNT_MESSAGES.notLoggedIn, data: null });
  });

  it('refuses an expired login with 400208 (and clears the login cookies) and an unknown token with 400209', async () => {
    const stale = await loginAs(t.app);
    await expireLogins(t.app, stale, 60_000);
    const expired = await follow(stale, ids()[0]!, signed('follow'));
    expect(expired.statusCode).toBe(401);
    expect(bodyOf(expired)).toEqual({ code: ErrorCode.TOKEN_EXPIRED, msg: ACCOUNT_MESSAGES.tokenExpired, data: null });
    expect(expired.cookies.find((c) => c.name === 'token')?.value).toBe('');
    expect(await rowsOf(stale.user.id, ids()[0]!)).toEqual([]);

    const unknown = await follow({ ...stale, token: 'A'.repeat(43) }, ids()[0]!, signed('follow'));
    expect(bodyOf(unknown)).toEqual({ code: ErrorCode.TOKEN_INVALID, msg: ACCOUNT_MESSAGES.tokenInvalid, data: null });
  });

  it('accepts the login token from the token cookie too (same-origin pages)', async () => {
    const sailor = await loginAs(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: url(kind, ids()[0]!),
      headers: { cookie: sailor.cookie },
      payload: signed('follow'),
    });
    expect(bodyOf(response)).toMatchObject({ code: 0, data: { followed: true } });
  });

  describe('signature', () => {
    it('refuses an unsigned call: 400200, nothing stored', async () => {
      const sailor = await loginAs(t.app);
      const response = await follow(sailor, ids()[0]!, { operation: 'follow' });
      expect(response.statusCode).toBe(400);
      expect(answerOf(response).code).toBe(ErrorCode.SIGN_MISSING);
      expect(await rowsOf(sailor.user.id, ids()[0]!)).toEqual([]);
    });

    it('refuses an operation changed after signing: 400203', async () => {
      const sailor = await loginAs(t.app);
      const response = await follow(sailor, ids()[0]!, { ...signed('unfollow'), operation: 'follow' });
      expect(response.statusCode).toBe(401);
      expect(answerOf(response).code).toBe(ErrorCode.SIGN_MISMATCH);
    });

    it('refuses a sign made with another secret: 400203', async () => {
      const sailor = await loginAs(t.app);
      const body = signed('follow');
      const response = await follow(sailor, ids()[0]!, { ...body, sign: computeSign({ ...body }, 'guess') });
      expect(answerOf(response).code).toBe(ErrorCode.SIGN_MISMATCH);
    });

    it('refuses a stale timestamp: 400201', async () => {
      const sailor = await loginAs(t.app);
      const response = await follow(sailor, ids()[0]!, signBody({ operation: 'follow' }, Date.now() - 3600_000));
      expect(answerOf(response).code).toBe(ErrorCode.SIGN_TIMESTAMP);
    });

    it('refuses a replayed call: 400204', async () => {
      const sailor = await loginAs(t.app);
      const body = signed('follow');
      expect((await follow(sailor, ids()[0]!, body)).statusCode).toBe(200);
      const replay = await follow(sailor, ids()[0]!, body);
      expect(replay.statusCode).toBe(401);
      expect(answerOf(replay).code).toBe(ErrorCode.SIGN_REPLAYED);
    });
  });
});

describe.each(['new', 'idle'] as const)(`GET /api/v1/yachts/%s with a login: followed flags (${dialectUnderTest})`, (kind) => {
  const list = (who: LoggedIn | null) =>
    t.app.inject({ url: `/api/v1/yachts/${kind}?location=${PLACE}`, headers: who ? { 'access-token': who.token } : {} });
  const follow = (who: LoggedIn, id: number) =>
    t.app.inject({ method: 'POST', url: url(kind, id), headers: { 'access-token': who.token }, payload: signed('follow') });

  it('marks the yachts the caller follows, and only for that caller, in lists and similar yachts', async () => {
    const [sailor, other] = [await loginAs(t.app), await loginAs(t.app)];
    const target = yachtIds[kind][2]!;
    await follow(sailor, target);

    const mine = dataOf<YachtListPage>(await list(sailor)).items;
    expect(mine.filter((y) => y.followed).map((y) => y.id)).toEqual([target]);
    expect(mine.every((y) => typeof y.followed === 'boolean')).toBe(true);
    const theirs = dataOf<YachtListPage>(await list(other)).items;
    expect(theirs.some((y) => y.followed)).toBe(false);

    const similar = dataOf<{ id: number; followed: boolean }[]>(
      await t.app.inject({ url: `/api/v1/yachts/${kind}/${yachtIds[kind][0]}/similar`, headers: { 'access-token': sailor.token } }),
    );
    expect(similar.every((y) => y.followed === (y.id === target))).toBe(true);
  });

  it('adds no flag for a visitor or a stale token, and still answers the listing', async () => {
    const visitor = answerOf<YachtListPage>(await list(null));
    expect(visitor.code).toBe(0);
    expect(visitor.data.items[0]).not.toHaveProperty('followed');
    const stale = await t.app.inject({ url: `/api/v1/yachts/${kind}?location=${PLACE}`, headers: { 'access-token': 'B'.repeat(43) } });
    expect(stale.statusCode).toBe(200);
    expect(dataOf<YachtListPage>(stale).items[0]).not.toHaveProperty('followed');
    expect(dataOf(await t.app.inject({ url: `/api/v1/yachts/${kind}/${yachtIds[kind][0]}` }))).not.toHaveProperty('followed');
  });
});
