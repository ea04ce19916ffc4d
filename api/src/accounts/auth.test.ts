// accounts/auth.ts: who is logged in, from the access-token header or the token cookie (product rules §6, §8;
// decision 013).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, type AccountUser } from '@yachts/contracts/account';
import { ErrorCode } from '@yachts/contracts/envelope';
import { loginSessions } from '../db/schema';
import { hashLoginToken } from './login-token';
import { dialectUnderTest, loginAs, startVisitor } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { bodyOf, dataOf, like } from '../testing/answers';

const DAY_MS = 24 * 3600 * 1000;

// Probes of the plugin: one form-style route that requires a user, one /api/v1 route that takes one if present.
function probes(app: FastifyInstance) {
  app.post('/test/whoami', async (request) => {
    const user = await app.requireUser(request);
    return { code: 1, msg: '', data: { uuid: user.uuid, email: user.email, sessionId: user.sessionId } };
  });
  app.get('/api/v1/test/whoami', async (request) => {
    const user = await app.optionalUser(request);
    return { code: 0, msg: '', data: user ? { uuid: user.uuid } : null };
  });
  app.get('/api/v1/test/required', async (request) => {
    const user = await app.requireUser(request);
    return { code: 0, msg: '', data: { uuid: user.uuid } };
  });
}

const t = fileApp({}, probes);

/** POST /test/whoami as a browser page: the visitor's sid and the login cookies, perhaps the header too. */
async function whoami(cookie: string, headers: Record<string, string> = {}) {
  const visitor = await startVisitor(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/test/whoami',
    remoteAddress: visitor.remoteAddress,
    headers: { cookie: `${visitor.cookie}; ${cookie}`, ...headers },
    payload: { __token__: visitor.token },
  });
}

function sessionOf(token: string) {
  return t.app.database.db
    .select()
    .from(loginSessions)
    .where(eq(loginSessions.tokenHash, hashLoginToken(token)));
}

function clearedCookies(response: { cookies: Array<{ name: string; value: string; maxAge?: number; expires?: Date }> }) {
  return response.cookies
    .filter((c) => c.value === '' && ((c.maxAge ?? 1) <= 0 || (c.expires && c.expires.getTime() <= Date.now())))
    .map((c) => c.name)
    .sort();
}

describe(`plugins/auth (${dialectUnderTest})`, () => {
  it('knows the user from the token cookie on a form-style route', async () => {
    const login = await loginAs(t.app);
    const response = await whoami(login.cookie);
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toMatchObject({ uuid: login.uuid, email: login.user.email });
  });

  it('knows the user from the access-token header, which wins over the cookie', async () => {
    const cookieUser = await loginAs(t.app);
    const headerUser = await loginAs(t.app);
    const response = await whoami(cookieUser.cookie, { 'access-token': headerUser.token });
    expect(dataOf<AccountUser>(response).uuid).toBe(headerUser.uuid);

    const api = await t.app.inject({ method: 'GET', url: '/api/v1/test/required', headers: { 'access-token': headerUser.token } });
    expect(bodyOf(api)).toEqual({ code: 0, msg: '', data: { uuid: headerUser.uuid } });
  });

  it('answers 401 code 400401 without a token, in the form envelope, clearing nothing', async () => {
    const response = await whoami('');
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response)).toEqual({
      code: ErrorCode.UNAUTHORIZED,
      msg: ACCOUNT_MESSAGES.notLoggedIn,
      data: null,
      token: like.any(String),
    });
    expect(clearedCookies(response)).toEqual([]);
  });

  it.each([
    ['a malformed token', () => Promise.resolve('not-a-token')],
    ['an unknown token', () => Promise.resolve('A'.repeat(43))],
    [
      'a revoked token',
      async () => {
        const login = await loginAs(t.app);
        await t.app.repositories.loginSessions.revokeByTokenHash(hashLoginToken(login.token), new Date());
        return login.token;
      },
    ],
  ])('answers 401 code 400209 to %s and clears both cookies', async (_name, makeToken) => {
    const token = await makeToken();
    const response = await whoami(`token=${token}; uuid=x`);
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response)).toMatchObject({ code: ErrorCode.TOKEN_INVALID, msg: ACCOUNT_MESSAGES.tokenInvalid, data: null });
    expect(clearedCookies(response)).toEqual(['token', 'uuid']);

    const api = await t.app.inject({ method: 'GET', url: '/api/v1/test/required', headers: { 'access-token': token } });
    expect(api.statusCode).toBe(401);
    expect(bodyOf(api)).toEqual({ code: ErrorCode.TOKEN_INVALID, msg: ACCOUNT_MESSAGES.tokenInvalid, data: null });
  });

  it.each([
    ['idle for 14 days', { lastSeenAt: new Date(Date.now() - 14 * DAY_MS - 1000) }],
    ['past its absolute end (30 days after login), however recently used', { expiresAt: new Date(Date.now() - 1000) }],
  ])('answers 401 code 400208 to a token %s and clears both cookies', async (_name, change) => {
    const login = await loginAs(t.app);
    await t.app.database.db
      .update(loginSessions)
      .set(change)
      .where(eq(loginSessions.tokenHash, hashLoginToken(login.token)));
    const response = await whoami(login.cookie);
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response)).toMatchObject({ code: ErrorCode.TOKEN_EXPIRED, msg: ACCOUNT_MESSAGES.tokenExpired, data: null });
    expect(clearedCookies(response)).toEqual(['token', 'uuid']);
  });

  it('still accepts a token idle for just under 14 days, and a session just under its absolute end', async () => {
    const login = await loginAs(t.app);
    await t.app.database.db
      .update(loginSessions)
      .set({ lastSeenAt: new Date(Date.now() - 14 * DAY_MS + 60_000), expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(loginSessions.tokenHash, hashLoginToken(login.token)));
    expect((await whoami(login.cookie)).statusCode).toBe(200);
  });

  it('stores only the SHA-256 of the token, expiring 30 days after login', async () => {
    const login = await loginAs(t.app);
    const [session] = await sessionOf(login.token);
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session?.tokenHash).not.toContain(login.token);
    expect(login.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = ((session?.expiresAt.getTime() ?? 0) - (session?.createdAt.getTime() ?? 0)) / DAY_MS;
    expect(days).toBeCloseTo(30, 5);
  });

  it('touches lastSeenAt at most once a minute', async () => {
    const login = await loginAs(t.app);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.app.database.db.update(loginSessions).set({ lastSeenAt: twoMinutesAgo }).where(eq(loginSessions.userId, login.user.id));
    await whoami(login.cookie);
    const [touched] = await sessionOf(login.token);
    expect(touched!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);

    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    await t.app.database.db.update(loginSessions).set({ lastSeenAt: thirtySecondsAgo }).where(eq(loginSessions.userId, login.user.id));
    await whoami(login.cookie);
    const [untouched] = await sessionOf(login.token);
    expect(untouched!.lastSeenAt.getTime()).toBe(thirtySecondsAgo.getTime());
  });

  it('optionalUser: the user with a live token, null without one or with a dead one', async () => {
    const login = await loginAs(t.app);
    const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/test/whoami', headers });
    expect(dataOf(await get({ 'access-token': login.token }))).toEqual({ uuid: login.uuid });
    expect(dataOf(await get({ cookie: login.cookie }))).toEqual({ uuid: login.uuid });
    expect(dataOf(await get({}))).toBeNull();
    const unknown = await get({ 'access-token': 'B'.repeat(43) });
    expect(unknown.statusCode).toBe(200);
    expect(dataOf(unknown)).toBeNull();
  });
});
