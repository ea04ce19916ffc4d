// @dialect: concurrent posts, and the secret made once by instances racing.
// The visitor session and the anti-forgery token of form-style calls (docs/product.md §7A, docs/architecture.md §4).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { sideMessages } from '../db/schema';
import { TOKEN_TTL_MS, issueToken, tokenKey } from './anti-forgery-token';
import { APP_SECRET_FILE, resolveAppSecret } from './app-secret';
import { hashSid } from './visitor-sid';
import {
  buildTestApp,
  dialectUnderTest,
  nextAddress,
  postForm,
  scratchSettings,
  startVisitor,
  startingPoint,
  type Visitor,
} from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { postAs } from '../testing/requests';
import { answerOf, bodyOf, like, tokenOf } from '../testing/answers';
import { rowCount } from '../testing/rows';

const APP_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const EXPIRED = 'Your session has expired. Please refresh the page and try again.';
const message = { email: 'ada@example.com', content: 'Is the Lagoon 42 still for sale?' };

const t = fileApp({ APP_SECRET });

function storedMessagesOf(visitor: Visitor): Promise<number> {
  return rowCount(t.app, sideMessages, eq(sideMessages.sidHash, hashSid(visitor.sid)));
}

describe(`POST /api/index/test/gettoken (${dialectUnderTest})`, () => {
  it('starts a visitor session: an HttpOnly, SameSite=Lax sid cookie of 256 random bits, and a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/index/test/gettoken' });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({ code: 1, msg: '', data: null, token: like.stringMatching(/^[0-9a-z]+\.[\w-]{16}\.[\w-]{43}$/) });
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({ name: 'sid', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBeUndefined();
  });

  it('keeps an existing session: no new cookie, a new token for the same sid', async () => {
    const visitor = await startVisitor(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/index/test/gettoken', headers: { cookie: visitor.cookie } });
    expect(response.cookies).toEqual([]);
    const token = tokenOf(response);
    expect(token).not.toBe(visitor.token);
    expect((await postForm(t.app, { ...visitor, token }, '/side/message', message)).statusCode).toBe(200);
  });

  it('replaces a malformed sid cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/index/test/gettoken', headers: { cookie: 'sid=chosen-by-attacker' } });
    expect(response.cookies[0]?.value).toMatch(/^[\w-]{43}$/);
  });

  it.each([
    ['no body', {}],
    ['an empty JSON body', { headers: { 'content-type': 'application/json' }, payload: '' }],
    ['a JSON body', { payload: { hello: 'world' } }],
    ['a urlencoded body', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' }],
  ])('answers whatever the client sends: %s', async (_name, extra) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/index/test/gettoken', ...extra });
    expect(response.statusCode).toBe(200);
    expect(answerOf(response).code).toBe(1);
  });

  it('marks the cookie Secure when COOKIE_SECURE=true', async () => {
    const secure = await buildTestApp({ APP_SECRET, COOKIE_SECURE: 'true' });
    try {
      const response = await secure.app.inject({ method: 'POST', url: '/api/index/test/gettoken' });
      expect(response.cookies[0]?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('the token check on form-style routes', () => {
  it('refuses a post without __token__ with 403 and stores nothing', async () => {
    const visitor = await startVisitor(t.app);
    const response = await postAs(t.app, visitor, '/side/message', message);
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response)).toEqual({ code: 0, msg: EXPIRED, data: null, token: like.any(String) });
    expect(await storedMessagesOf(visitor)).toBe(0);
  });

  it.each([
    ['a made-up token', () => 'abc'],
    ['a token with one character changed', (v: Visitor) => v.token.slice(0, -1) + (v.token.endsWith('A') ? 'B' : 'A')],
    ['a token of the right shape signed with another secret', (v: Visitor) => issueToken(tokenKey('x'.repeat(40)), v.sid)],
    ['an array', (v: Visitor) => [v.token]],
    ['a number', () => 12345],
  ])('refuses %s', async (_name, makeToken) => {
    const visitor = await startVisitor(t.app);
    const response = await postForm(t.app, visitor, '/side/message', { ...message, __token__: makeToken(visitor) });
    expect(response.statusCode).toBe(403);
    expect(answerOf(response).msg).toBe(EXPIRED);
    expect(await storedMessagesOf(visitor)).toBe(0);
  });

  it("refuses another visitor's token (tokens are bound to the sid)", async () => {
    const alice = await startVisitor(t.app);
    const mallory = await startVisitor(t.app);
    const response = await postForm(t.app, { ...alice, token: mallory.token }, '/side/message', message);
    expect(response.statusCode).toBe(403);
    expect(await storedMessagesOf(alice)).toBe(0);
  });

  it('refuses a valid token sent without the sid cookie (a cross-site post carries no Lax cookie)', async () => {
    const visitor = await startVisitor(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/side/message',
      remoteAddress: visitor.remoteAddress,
      payload: { ...message, __token__: visitor.token },
    });
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response)).toEqual({ code: 0, msg: EXPIRED, data: null }); // no session, so no token either
  });

  it('refuses a token older than 12 hours and accepts one just younger', async () => {
    const visitor = await startVisitor(t.app);
    const key = tokenKey(APP_SECRET);
    const old = issueToken(key, visitor.sid, Date.now() - TOKEN_TTL_MS - 5_000);
    const expired = await postForm(t.app, { ...visitor, token: old }, '/side/message', message);
    expect(expired.statusCode).toBe(403);
    expect(bodyOf(expired)).toMatchObject({ code: 0, msg: EXPIRED, token: like.any(String) });

    const young = issueToken(key, visitor.sid, Date.now() - TOKEN_TTL_MS + 60_000);
    expect((await postForm(t.app, { ...visitor, token: young }, '/side/message', message)).statusCode).toBe(200);
  });

  it('refuses a token issued in the future beyond the clock-skew allowance', async () => {
    const visitor = await startVisitor(t.app);
    const future = issueToken(tokenKey(APP_SECRET), visitor.sid, Date.now() + 60 * 60 * 1000);
    expect((await postForm(t.app, { ...visitor, token: future }, '/side/message', message)).statusCode).toBe(403);
  });

  it('lets two concurrent posts from one page use the same token [both engines]', async () => {
    const visitor = await startVisitor(t.app);
    const [first, second] = await Promise.all([
      postForm(t.app, visitor, '/side/message', { ...message, content: 'first' }),
      postForm(t.app, visitor, '/side/message', { ...message, content: 'second' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await storedMessagesOf(visitor)).toBe(2);
  });

  it('keeps earlier tokens valid after newer ones were handed out', async () => {
    const visitor = await startVisitor(t.app);
    const answer = await postForm(t.app, visitor, '/side/message', message);
    expect(answerOf(answer).token).not.toBe(visitor.token);
    expect((await postForm(t.app, visitor, '/side/message', message)).statusCode).toBe(200); // the first token again
    expect((await postForm(t.app, { ...visitor, token: tokenOf(answer) }, '/side/message', message)).statusCode).toBe(200);
  });

  it('puts a fresh token, valid for the next post, in every answer: success, invalid form, refused token', async () => {
    const visitor = await startVisitor(t.app);
    const answers = [
      await postForm(t.app, visitor, '/side/message', message),
      await postForm(t.app, visitor, '/side/message', { email: '', content: '' }),
      await postForm(t.app, { ...visitor, token: 'nope' }, '/side/message', message),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 400, 403]);
    for (const answer of answers) {
      const token = tokenOf(answer);
      expect(token).toEqual(like.any(String));
      expect(token).not.toBe(visitor.token);
      const next = { ...visitor, token, remoteAddress: nextAddress() }; // (another address: the rate limit is 5)
      expect((await postForm(t.app, next, '/side/message', message)).statusCode).toBe(200);
    }
  });

  it.each(['/side/message', '/index/ajax/feedback', '/index/ajax/pic'])('guards %s', async (url) => {
    const visitor = await startVisitor(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: visitor.remoteAddress,
      headers: { cookie: visitor.cookie },
      ...(url === '/index/ajax/pic'
        ? { headers: { cookie: visitor.cookie, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' }
        : { payload: {} }),
    });
    expect(response.statusCode).toBe(403);
    expect(answerOf(response).msg).toBe(EXPIRED);
  });
});

describe('form-style routes added later', () => {
  it('get the token check, the form envelope and fresh tokens without doing anything', async () => {
    const { scratch, env } = scratchSettings('yachts-later-', process.env.TEST_DATABASE_URL);
    const app = await buildApp(loadConfig({ ...env, APP_SECRET, SEED: 'false' }), startingPoint(false));
    app.register((scope, _options, done) => {
      // A route no area has yet (every path named in product rules §7A is taken now).
      scope.post('/community/pin-topic', () => ({ code: 1, msg: 'Pinned.', data: { ok: true } }));
      done();
    });
    try {
      await app.ready();
      const visitor = await startVisitor(app);
      const refused = await app.inject({ method: 'POST', url: '/community/pin-topic', headers: { cookie: visitor.cookie }, payload: {} });
      expect(refused.statusCode).toBe(403);
      expect(bodyOf(refused)).toEqual({ code: 0, msg: EXPIRED, data: null, token: like.any(String) });
      const accepted = await postForm(app, visitor, '/community/pin-topic', {});
      expect(bodyOf(accepted)).toEqual({ code: 1, msg: 'Pinned.', data: { ok: true }, token: like.any(String) });
    } finally {
      await app.close();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('the server secret', () => {
  it('is generated once and kept under DATA_DIR: a restarted app accepts tokens of the one before [both engines]', async () => {
    const { scratch, env } = scratchSettings('yachts-secret-', process.env.TEST_DATABASE_URL);
    env.SEED = 'false';
    try {
      const first = await buildApp(loadConfig(env), startingPoint(false));
      const visitor = await startVisitor(first);
      await first.close();
      const secretFile = path.join(scratch, 'pglite', APP_SECRET_FILE);
      expect(fs.statSync(secretFile).mode & 0o077).toBe(0); // readable by the owner only

      const second = await buildApp(loadConfig(env), startingPoint(false));
      try {
        const response = await postForm(second, { ...visitor, remoteAddress: nextAddress() }, '/side/message', message);
        expect(response.statusCode).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('is the same for instances that start together on one data directory [both engines]', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yachts-secret-race-'));
    try {
      const secrets = await Promise.all(
        Array.from({ length: 8 }, () => Promise.resolve().then(() => resolveAppSecret({ appSecret: null, dataDir }))),
      );
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
      expect(fs.readdirSync(dataDir)).toEqual([APP_SECRET_FILE]); // no temporary files left behind
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('comes from APP_SECRET when it is set, and then no file is written', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yachts-secret-env-'));
    try {
      expect(resolveAppSecret({ appSecret: APP_SECRET, dataDir })).toBe(APP_SECRET);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
