// Sign-up, login by password or code, logout, and the login token they hand out (product rules §4 Login token, §6, §8;
// decision 013).
import { verify as argon2Verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type AccountUser } from '@yachts/contracts/account';
import { hashPassword } from '@yachts/contracts/password';
import { emailCodes, loginFailures, loginSessions, users } from '../db/schema';
import { hashLoginToken } from './login-token';
import { dummyPasswordHash } from './passwords';
import { buildTestApp, dialectUnderTest, loginAs, nextAddress, postForm, TEST_PASSWORD } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { postAs } from '../testing/requests';
import {
  codeFor,
  expectCooldownLeft,
  hashed,
  latestMail,
  otherCode,
  passwordLoginFrom,
  register,
  uniqueDisplayName,
  uniqueEmail,
  visitorOf,
  withAnswerCookies,
} from './account-support';
import { answerOf, bodyOf, dataOf, like } from '../testing/answers';

// Every argon2 verify is counted (the real one runs): see "one argon2 verify" below.
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});

const t = fileApp();

async function userByEmail(email: string) {
  const [row] = await t.app.database.db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

async function sessionsOf(userId: number) {
  return t.app.database.db.select().from(loginSessions).where(eq(loginSessions.userId, userId));
}

function cookie(response: { cookies: Array<{ name: string }> }, name: string) {
  return response.cookies.find((c) => c.name === name) as
    { name: string; value: string; path?: string; sameSite?: string; secure?: boolean; httpOnly?: boolean; maxAge?: number } | undefined;
}

describe(`POST /user/register (${dialectUnderTest})`, () => {
  it('creates the account with a code from the outbox, logs in and sets the uuid and token cookies', async () => {
    const email = uniqueEmail('ada');
    const name = uniqueDisplayName('Ada');
    const { response } = await register(t.app, email, 'Harbour2026', `  ${name} `);
    expect(response.statusCode).toBe(200);
    const user = await userByEmail(email);
    expect(bodyOf(response)).toEqual({
      code: 1,
      msg: 'Welcome aboard! Your account is ready and you are logged in.',
      data: {
        uuid: user?.uuid,
        name,
        email,
        avatarUrl: null,
        emailVerified: true,
        createdAt: user?.createdAt.toISOString(),
      },
      token: like.any(String),
    });
    // Only argon2id of the transport hash is stored.
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.passwordHash).not.toContain(hashPassword('Harbour2026'));

    const token = cookie(response, 'token');
    const uuid = cookie(response, 'uuid');
    expect(uuid?.value).toBe(user?.uuid);
    expect(token?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const c of [token, uuid]) {
      expect(c).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: 30 * 24 * 3600 });
      // Readable by the page: it sends the token as the access-token header (docs/product.md §6).
      expect(c?.httpOnly).toBeFalsy();
      expect(c?.secure).toBeFalsy();
    }
    const [session] = await sessionsOf(user!.id);
    expect(session?.tokenHash).toBe(hashLoginToken(token!.value));
  });

  it('marks the cookies Secure when COOKIE_SECURE is set', async () => {
    const secure = await buildTestApp({ COOKIE_SECURE: 'true' });
    try {
      const { response } = await register(secure.app, uniqueEmail(), 'Harbour2026');
      expect(cookie(response, 'token')?.secure).toBe(true);
      expect(cookie(response, 'uuid')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('stores the address lower-cased and trimmed: one address, one account', async () => {
    const email = uniqueEmail('Mixed');
    const visitor = await visitorOf(t.app);
    const code = await codeFor(t.app, 'register', email.toLowerCase(), visitor);
    const response = await postForm(t.app, visitor, '/user/register', {
      email: `  ${email.toUpperCase()} `,
      verify_code: code,
      password: hashed('Harbour2026'),
      repassword: hashed('Harbour2026'),
      name: uniqueDisplayName(),
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf<AccountUser>(response).email).toBe(email.toLowerCase());
  });
});

describe(`POST /user/login (${dialectUnderTest})`, () => {
  it('logs in with the password: AccountUser, new cookies, a new session', async () => {
    const login = await loginAs(t.app, { emailVerified: true });
    const visitor = await visitorOf(t.app);
    const response = await postForm(t.app, visitor, '/user/login', { email: login.user.email, password: hashed(TEST_PASSWORD) });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ code: 1, msg: 'You are logged in.', data: { uuid: login.uuid, email: login.user.email } });
    expect(cookie(response, 'uuid')?.value).toBe(login.uuid);
    expect(await sessionsOf(login.user.id)).toHaveLength(2);
  });

  it('logs in with a code sent by /send {event: login}, once', async () => {
    const login = await loginAs(t.app);
    const visitor = await visitorOf(t.app);
    const code = await codeFor(t.app, 'login', login.user.email, visitor);
    const response = await postForm(t.app, visitor, '/user/login', { email: login.user.email, verify_code: code });
    expect(response.statusCode).toBe(200);
    expect(dataOf<AccountUser>(response).uuid).toBe(login.uuid);
    const again = await postForm(t.app, visitor, '/user/login', { email: login.user.email, verify_code: code });
    expect(bodyOf(again)).toMatchObject({ code: 0, msg: { verify_code: ACCOUNT_MESSAGES.codeWrong } });
  });

  it('refuses a wrong password with the one message, setting no cookie, and counts the failure', async () => {
    const login = await loginAs(t.app);
    const response = await postForm(t.app, await visitorOf(t.app), '/user/login', {
      email: login.user.email,
      password: hashed('Wrong2026'),
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({ code: 0, msg: ACCOUNT_MESSAGES.loginFailed, data: null, token: like.any(String) });
    expect(response.cookies.filter((c) => c.name === 'token' || c.name === 'uuid')).toEqual([]);
    expect(await sessionsOf(login.user.id)).toHaveLength(1);
    const failures = await t.app.database.db.select().from(loginFailures).where(eq(loginFailures.email, login.user.email));
    expect(failures).toHaveLength(1);
    expect(failures[0]?.clientKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong code, and the code of another event', async () => {
    const login = await loginAs(t.app);
    const visitor = await visitorOf(t.app);
    const code = await codeFor(t.app, 'login', login.user.email, visitor);
    const wrong = await postForm(t.app, visitor, '/user/login', { email: login.user.email, verify_code: otherCode(code) });
    expect(bodyOf(wrong)).toMatchObject({ code: 0, msg: { verify_code: ACCOUNT_MESSAGES.codeWrong } });
    const resetCode = await codeFor(t.app, 'resetpwd', login.user.email, visitor);
    const other = await postForm(t.app, visitor, '/user/login', { email: login.user.email, verify_code: resetCode });
    expect(bodyOf(other)).toMatchObject({ code: 0, msg: { verify_code: ACCOUNT_MESSAGES.codeWrong } });
  });

  it('rotates: the token the login request came with is revoked, a new one is set', async () => {
    const login = await loginAs(t.app);
    const visitor = await visitorOf(t.app, login);
    const response = await postForm(t.app, visitor, '/user/login', { email: login.user.email, password: hashed(TEST_PASSWORD) });
    expect(response.statusCode).toBe(200);
    const fresh = cookie(response, 'token')?.value;
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(login.token);
    const sessions = await sessionsOf(login.user.id);
    const old = sessions.find((s) => s.tokenHash === hashLoginToken(login.token));
    const current = sessions.find((s) => s.tokenHash === hashLoginToken(fresh!));
    expect(old?.revokedAt).toBeInstanceOf(Date);
    expect(current?.revokedAt).toBeNull();

    // The old token now answers 400209 on a route that needs a login.
    const stale = await postForm(t.app, visitor, '/user/profile', {});
    expect(stale.statusCode).toBe(401);
    expect(bodyOf(stale)).toMatchObject({ code: 400209 });
    const renewed = await postForm(t.app, withAnswerCookies(visitor, response), '/user/profile', {});
    expect(bodyOf(renewed)).toMatchObject({ code: 1, data: { uuid: login.uuid } });
  });

  it("locks one client's password login to an address after 5 failures in 15 minutes, known or not; never the member's own client", async () => {
    const login = await loginAs(t.app);
    for (const email of [login.user.email, uniqueEmail('nobody')]) {
      // One client (one address, a new visitor session each time: sessions are free to mint) guesses five times.
      const attacker = nextAddress();
      const fromAttacker = async () => ({ ...(await visitorOf(t.app)), remoteAddress: attacker });
      for (let i = 0; i < 5; i += 1) {
        const failed = await passwordLoginFrom(t.app, attacker, email, `Wrong${i}x`);
        expect(answerOf(failed).msg).toBe(ACCOUNT_MESSAGES.loginFailed);
      }
      // That client is held, even with the right password.
      const locked = await passwordLoginFrom(t.app, attacker, email, TEST_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(bodyOf(locked)).toMatchObject({ code: 0, msg: ACCOUNT_MESSAGES.loginLocked });
      expect(locked.cookies.find((c) => c.name === 'token')).toBeUndefined();
      // A login by code is not held by the address's lock (the code proves the mailbox): it is judged on the code.
      const byCode = await postForm(t.app, await fromAttacker(), '/user/login', { email, verify_code: '123456' });
      expect(bodyOf(byCode)).toMatchObject({ code: 0, msg: { verify_code: ACCOUNT_MESSAGES.codeWrong } });
    }
    // The member's own client was never held by the stranger's failures (issue 30: anyone could lock anyone out).
    const owner = await postForm(t.app, await visitorOf(t.app), '/user/login', {
      email: login.user.email,
      password: hashed(TEST_PASSWORD),
    });
    expect(bodyOf(owner)).toMatchObject({ code: 1 });

    // The window passes (the failures are moved back 16 minutes): the attacker's client may try again.
    const attacker = nextAddress();
    for (let i = 0; i < 5; i += 1) await passwordLoginFrom(t.app, attacker, login.user.email, 'Wrong1x');
    const retry = () => passwordLoginFrom(t.app, attacker, login.user.email, TEST_PASSWORD);
    expect((await retry()).statusCode).toBe(429);
    await t.app.database.db
      .update(loginFailures)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginFailures.email, login.user.email));
    expect(bodyOf(await retry())).toMatchObject({ code: 1 });
  });

  it("a member's login clears their client's count for the address, not the counts of the clients that failed on it", async () => {
    const login = await loginAs(t.app);
    const attacker = nextAddress();
    const owner = nextAddress();
    const tryFrom = (remoteAddress: string, password: string) => passwordLoginFrom(t.app, remoteAddress, login.user.email, password);
    for (let i = 0; i < 4; i += 1) await tryFrom(attacker, 'Wrong1x');
    await tryFrom(owner, 'Typo2026x');
    expect(answerOf(await tryFrom(owner, TEST_PASSWORD)).code).toBe(1);
    const rows = await t.app.database.db.select().from(loginFailures).where(eq(loginFailures.email, login.user.email));
    // The attacker's four keep the address; the owner's typo was let go.
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.clientKey)).size).toBe(1);
    // So the attacker's fifth failure locks the attacker's client, however often the member logs in meanwhile.
    await tryFrom(attacker, 'Wrong1x');
    expect((await tryFrom(attacker, TEST_PASSWORD)).statusCode).toBe(429);
    expect(answerOf(await tryFrom(owner, TEST_PASSWORD)).code).toBe(1);
  });

  it('a success clears the client count: 4 failures, a login, 4 more failures from the same client still log in', async () => {
    const login = await loginAs(t.app);
    const client = nextAddress();
    const tryLogin = (password: string) => passwordLoginFrom(t.app, client, login.user.email, password);
    for (let i = 0; i < 4; i += 1) await tryLogin('Wrong1x');
    expect(answerOf(await tryLogin(TEST_PASSWORD)).code).toBe(1);
    for (let i = 0; i < 4; i += 1) await tryLogin('Wrong1x');
    expect(answerOf(await tryLogin(TEST_PASSWORD)).code).toBe(1);
  });

  it('past 100 failures for an address from all clients, only clients that have not failed on it may try its password', async () => {
    const login = await loginAs(t.app);
    const email = login.user.email;
    // A spread guess (many client addresses, a few tries each), recorded straight through the guard: 100 argon2
    // verifies would only slow the test.
    const guessers = Array.from({ length: 25 }, () => nextAddress());
    for (const ip of guessers) for (let i = 0; i < 4; i += 1) await t.app.loginGuard.recordFailure(email, ip);
    const from = (remoteAddress: string) => passwordLoginFrom(t.app, remoteAddress, email, TEST_PASSWORD);
    // Each guesser is under its own 5, but the address is past its ceiling: a guesser's client is held ...
    expect(bodyOf(await from(guessers[0]!))).toMatchObject({ code: 0, msg: ACCOUNT_MESSAGES.loginLocked });
    // ... and the member's client, which never failed, is not.
    expect(bodyOf(await from(nextAddress()))).toMatchObject({ code: 1 });
  });

  it('locks a client after 20 failures in 15 minutes, whichever addresses it tried', async () => {
    const visitor = await visitorOf(t.app);
    const login = await loginAs(t.app);
    for (let i = 0; i < 20; i += 1) {
      const failed = await postForm(t.app, visitor, '/user/login', { email: uniqueEmail('spray'), password: hashed('Guess123') });
      expect(answerOf(failed).msg).toBe(ACCOUNT_MESSAGES.loginFailed);
    }
    const locked = await postForm(t.app, visitor, '/user/login', { email: login.user.email, password: hashed(TEST_PASSWORD) });
    expect(locked.statusCode).toBe(429);
    expect(answerOf(locked).msg).toBe(ACCOUNT_MESSAGES.loginLocked);
    // Another client logs in to that account as usual.
    const elsewhere = await postForm(t.app, await visitorOf(t.app), '/user/login', {
      email: login.user.email,
      password: hashed(TEST_PASSWORD),
    });
    expect(answerOf(elsewhere).code).toBe(1);
  });
});

describe(`POST /user/logout (${dialectUnderTest})`, () => {
  it('revokes the token presented and clears both cookies', async () => {
    const login = await loginAs(t.app);
    const visitor = await visitorOf(t.app, login);
    const response = await postForm(t.app, visitor, '/user/logout', {});
    expect(bodyOf(response)).toEqual({ code: 1, msg: 'You have logged out.', data: null, token: like.any(String) });
    for (const name of ['token', 'uuid']) {
      const c = cookie(response, name);
      expect(c?.value).toBe('');
      expect(c?.path).toBe('/');
    }
    const [session] = await sessionsOf(login.user.id);
    expect(session?.revokedAt).toBeInstanceOf(Date);
    const after = await postForm(t.app, visitor, '/user/profile', {});
    expect(bodyOf(after)).toMatchObject({ code: 400209 });
  });

  it('revokes a token sent as the access-token header', async () => {
    const login = await loginAs(t.app);
    const visitor = await visitorOf(t.app);
    await postAs(t.app, visitor, '/user/logout', { __token__: visitor.token }, { 'access-token': login.token });
    const [session] = await sessionsOf(login.user.id);
    expect(session?.revokedAt).toBeInstanceOf(Date);
  });

  it('is fine without a login, or with a token that is no longer valid', async () => {
    const plain = await postForm(t.app, await visitorOf(t.app), '/user/logout', {});
    expect(bodyOf(plain)).toMatchObject({ code: 1 });
    const junk = await postForm(t.app, await visitorOf(t.app, { cookie: 'token=junk; uuid=x' }), '/user/logout', {});
    expect(bodyOf(junk)).toMatchObject({ code: 1 });
    expect(cookie(junk, 'token')?.value).toBe('');
  });

  it('still needs the anti-forgery token (a cross-site page cannot log a visitor out)', async () => {
    const login = await loginAs(t.app);
    const visitor = await visitorOf(t.app, login);
    const response = await postForm(t.app, { ...visitor, token: 'forged' }, '/user/logout', {});
    expect(response.statusCode).toBe(403);
    const [session] = await sessionsOf(login.user.id);
    expect(session?.revokedAt).toBeNull();
  });
});

describe(`no enumeration (${dialectUnderTest})`, () => {
  /** The answer without its anti-forgery token, which differs on every answer by design. */
  const comparable = (response: { statusCode: number; json: () => Record<string, unknown> }) => {
    const { token: _token, ...rest } = response.json();
    return { status: response.statusCode, ...rest };
  };

  it('login with a wrong password: the same answer for a known and an unknown address', async () => {
    const login = await loginAs(t.app);
    const known = await postForm(t.app, await visitorOf(t.app), '/user/login', { email: login.user.email, password: hashed('Wrong2026') });
    const unknown = await postForm(t.app, await visitorOf(t.app), '/user/login', { email: uniqueEmail(), password: hashed('Wrong2026') });
    expect(comparable(known)).toEqual(comparable(unknown));
    expect(answerOf(known).msg).toBe(ACCOUNT_MESSAGES.loginFailed);
  });

  it('login with a code: the same answer for a known and an unknown address', async () => {
    const login = await loginAs(t.app);
    const unknownEmail = uniqueEmail();
    await codeFor(t.app, 'login', login.user.email);
    const notice = await postForm(t.app, await visitorOf(t.app), '/send', { event: 'login', email: unknownEmail });
    expect(notice.statusCode).toBe(200);
    const known = await postForm(t.app, await visitorOf(t.app), '/user/login', { email: login.user.email, verify_code: '000000' });
    const unknown = await postForm(t.app, await visitorOf(t.app), '/user/login', { email: unknownEmail, verify_code: '000000' });
    expect(comparable(known)).toEqual(comparable(unknown));
  });

  it('sign-up with a code for an address that has an account is refused like a wrong code', async () => {
    const login = await loginAs(t.app);
    const visitor = await visitorOf(t.app);
    const answer = await postForm(t.app, visitor, '/send', { event: 'register', email: login.user.email });
    expect(bodyOf(answer)).toMatchObject({ code: 1, msg: ACCOUNT_MESSAGES.codeSent });
    const mail = await latestMail(t.app, login.user.email);
    expect(mail).toMatchObject({ kind: 'account-exists', code: null });
    const fields = { verify_code: '123456', password: hashed('Harbour2026'), repassword: hashed('Harbour2026'), name: uniqueDisplayName() };
    const known = await postForm(t.app, await visitorOf(t.app), '/user/register', { email: login.user.email, ...fields });
    const unknown = await postForm(t.app, await visitorOf(t.app), '/user/register', { email: uniqueEmail(), ...fields });
    expect(comparable(known)).toEqual(comparable(unknown));
    expect(answerOf(known).msg).toEqual({ verify_code: ACCOUNT_MESSAGES.codeWrong });
    // Nothing about the account changed.
    const [row] = await t.app.database.db.select().from(users).where(eq(users.id, login.user.id));
    expect(row?.passwordHash).toBe(login.user.passwordHash);
  });

  it('reset: the same answer for a known and an unknown address', async () => {
    const login = await loginAs(t.app);
    const fields = { verify_code: '123456', password: hashed('Harbour2026'), repassword: hashed('Harbour2026') };
    const known = await postForm(t.app, await visitorOf(t.app), '/user/resetpwd', { email: login.user.email, ...fields });
    const unknown = await postForm(t.app, await visitorOf(t.app), '/user/resetpwd', { email: uniqueEmail(), ...fields });
    expect(comparable(known)).toEqual(comparable(unknown));
  });

  it('/send: the same answer for each event whether or not the address has an account; a row and a mail either way', async () => {
    for (const event of ['register', 'login', 'resetpwd'] as const) {
      const login = await loginAs(t.app);
      const since = Date.now();
      const unknownEmail = uniqueEmail(event);
      const [knownVisitor, unknownVisitor] = [await visitorOf(t.app), await visitorOf(t.app)];
      const known = await postForm(t.app, knownVisitor, '/send', { event, email: login.user.email });
      const unknown = await postForm(t.app, unknownVisitor, '/send', { event, email: unknownEmail });
      expect(comparable(known)).toEqual(comparable(unknown));
      expect(bodyOf(known)).toMatchObject({ code: 1, msg: ACCOUNT_MESSAGES.codeSent, data: null });
      for (const email of [login.user.email, unknownEmail]) {
        expect(await t.app.database.db.select().from(emailCodes).where(eq(emailCodes.email, email))).toHaveLength(1);
        expect(await latestMail(t.app, email)).not.toBeNull();
      }
      // Both are now in their cooldown alike.
      const knownAgain = await postForm(t.app, knownVisitor, '/send', { event, email: login.user.email });
      const unknownAgain = await postForm(t.app, unknownVisitor, '/send', { event, email: unknownEmail });
      expect(knownAgain.statusCode).toBe(429);
      expectCooldownLeft(answerOf(knownAgain).msg, since);
      expect(unknownAgain.statusCode).toBe(429);
      expectCooldownLeft(answerOf(unknownAgain).msg, since);
    }
  });

  it('a failed login costs one argon2 verify whether the address is known or not, so its timing does not tell', async () => {
    // Counted, not timed: a timing assertion fails on a busy machine, and one argon2 verify each is what makes the
    // two answers take as long.
    const login = await loginAs(t.app);
    const verify = jest.mocked(argon2Verify);
    const failedLogin = async (email: string) => {
      verify.mockClear();
      const visitor = await visitorOf(t.app);
      const answer = await postForm(t.app, visitor, '/user/login', { email, password: hashed('Wrong2026') });
      expect(answerOf(answer).code).toBe(0);
      return verify.mock.calls.map(([storedHash]) => storedHash);
    };
    try {
      const [knownHash] = await failedLogin(login.user.email);
      expect(knownHash).toMatch(/^\$argon2id\$/);
      const unknownHashes = await failedLogin(uniqueEmail());
      // One verify, against a real argon2id hash no password matches (not a shortcut that answers at once).
      expect(unknownHashes).toEqual([await dummyPasswordHash()]);
      expect(unknownHashes[0]).toMatch(/^\$argon2id\$/);
      expect(await failedLogin(login.user.email)).toHaveLength(1);
    } finally {
      await t.app.database.db.delete(loginFailures).where(eq(loginFailures.email, login.user.email));
    }
  });
});
