// @dialect: two registrations racing with one code (row locks across connections).
// E-mail codes: POST /send and the rules every code obeys (architecture §4, product rules §4 send-code link, §9;
// decision 013).
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@yachts/contracts/account';
import { emailCodes, users } from '../db/schema';
import { hashSid } from '../platform/visitor-sid';
import { dialectUnderTest, loginAs, nextAddress, postForm, TEST_PASSWORD, type Visitor } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import {
  codeFor,
  expectCooldownLeft,
  hashed,
  latestMail,
  otherCode,
  sendCode,
  uniqueDisplayName,
  uniqueEmail,
  visitorOf,
} from './account-support';
import { answerOf, bodyOf, like } from '../testing/answers';

const t = fileApp();

const password = { password: hashed('Harbour2026'), repassword: hashed('Harbour2026') };

function codesOf(email: string) {
  return t.app.database.db.select().from(emailCodes).where(eq(emailCodes.email, email));
}

/** Signs up in `visitor`'s session: a code is valid only in the session that asked for it. */
async function registerWith(visitor: Visitor, email: string, code: string) {
  return postForm(t.app, visitor, '/user/register', { email, verify_code: code, ...password, name: uniqueDisplayName() });
}

async function accountExists(email: string) {
  return (await t.app.database.db.select().from(users).where(eq(users.email, email))).length === 1;
}

/** A new address, a visitor, and the sign-up code the visitor asked for it. */
async function signUpCode() {
  const email = uniqueEmail();
  const owner = await visitorOf(t.app);
  return { email, owner, code: await codeFor(t.app, 'register', email, owner) };
}

/** `visitor`'s sign-up with `code` is refused as a wrong code, and no account is made. */
async function expectCodeRefused(visitor: Visitor, email: string, code: string) {
  expect(bodyOf(await registerWith(visitor, email, code))).toMatchObject({ code: 0, msg: { verify_code: ACCOUNT_MESSAGES.codeWrong } });
  expect(await accountExists(email)).toBe(false);
}

describe(`POST /send (${dialectUnderTest})`, () => {
  it('mails a 6-digit code and keeps only its HMAC, valid for 10 minutes', async () => {
    const email = uniqueEmail();
    const visitor = await visitorOf(t.app);
    const response = await sendCode(t.app, visitor, 'register', email);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({ code: 1, msg: ACCOUNT_MESSAGES.codeSent, data: null, token: like.any(String) });
    const mail = await latestMail(t.app, email);
    expect(mail).toMatchObject({
      kind: 'register-code',
      subject: 'Your Yacht Harbour sign-up code',
      code: like.stringMatching(/^\d{6}$/),
    });
    expect(mail?.text).toContain(mail!.code!);
    expect(mail?.text).toContain('Yacht Harbour');
    const [row] = await codesOf(email);
    expect(row).toMatchObject({ event: 'register', attempts: 0, usedAt: null, sidHash: hashSid(visitor.sid) });
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(mail!.code!);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBe(10);
  });

  it('keeps the 60 s cooldown per address and event on the server for a visitor session, telling the seconds left', async () => {
    const since = Date.now();
    const email = uniqueEmail();
    const visitor = await visitorOf(t.app);
    await sendCode(t.app, visitor, 'register', email);
    const again = await sendCode(t.app, visitor, 'register', email);
    expect(again.statusCode).toBe(429);
    expect(bodyOf(again)).toMatchObject({
      code: 0,
      msg: like.stringMatching(/^Please wait \d+ seconds before asking for another code\.$/),
    });
    expectCooldownLeft(answerOf(again).msg, since);
    expect(await codesOf(email)).toHaveLength(1);
    // Another event for the same address is not held back by it.
    expect((await sendCode(t.app, visitor, 'login', email)).statusCode).toBe(200);

    // 45 s later: 15 s left. 61 s later: a new code.
    await t.app.database.db
      .update(emailCodes)
      .set({ createdAt: new Date(Date.now() - 45_000) })
      .where(and(eq(emailCodes.email, email), eq(emailCodes.event, 'register')));
    expect(answerOf(await sendCode(t.app, visitor, 'register', email)).msg).toMatch(/^Please wait (14|15) seconds/);
    await t.app.database.db
      .update(emailCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(and(eq(emailCodes.email, email), eq(emailCodes.event, 'register')));
    expect((await sendCode(t.app, visitor, 'register', email)).statusCode).toBe(200);
  });

  it('four sends for one address from one session at the same moment: one code, the others are told to wait [both engines]', async () => {
    const email = uniqueEmail();
    const visitor = await visitorOf(t.app);
    const answers = await Promise.all(Array.from({ length: 4 }, () => sendCode(t.app, visitor, 'register', email)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429, 429]);
    expect(await codesOf(email)).toHaveLength(1);
  });

  it('sends at most 5 codes an hour to one address from one visitor session', async () => {
    const email = uniqueEmail();
    const visitor = await visitorOf(t.app);
    const events = ['register', 'login', 'resetpwd'] as const;
    for (let i = 0; i < 5; i += 1) {
      const response = await sendCode(t.app, visitor, events[i % 3]!, email);
      expect(response.statusCode).toBe(200);
      // Out of the cooldown, still inside the hour.
      await t.app.database.db
        .update(emailCodes)
        .set({ createdAt: new Date(Date.now() - (10 - i) * 60_000) })
        .where(eq(emailCodes.email, email));
    }
    const sixth = await sendCode(t.app, visitor, 'register', email);
    expect(sixth.statusCode).toBe(429);
    expect(answerOf(sixth).msg).toBe(ACCOUNT_MESSAGES.codeSendLimit);
    expect(await codesOf(email)).toHaveLength(5);
    // An hour later the address may have codes again.
    await t.app.database.db
      .update(emailCodes)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(emailCodes.email, email));
    expect((await sendCode(t.app, visitor, 'register', email)).statusCode).toBe(200);
  });

  it('sends at most 20 codes an hour for one visitor session, whatever the addresses and IPs', async () => {
    const visitor = await visitorOf(t.app);
    for (let i = 0; i < 20; i += 1) {
      // A new IP each time: the per-IP limit must not be what stops it.
      const response = await sendCode(t.app, { ...visitor, remoteAddress: nextAddress() }, 'register', uniqueEmail(`s${i}`));
      expect(response.statusCode).toBe(200);
    }
    const email = uniqueEmail();
    const refused = await sendCode(t.app, { ...visitor, remoteAddress: nextAddress() }, 'register', email);
    expect(refused.statusCode).toBe(429);
    expect(answerOf(refused).msg).toBe(ACCOUNT_MESSAGES.codeSendLimit);
    expect(await codesOf(email)).toHaveLength(0);
    expect(await latestMail(t.app, email)).toBeNull();
  });

  it('limits one IP to 30 sends an hour, however many visitor sessions it starts', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 30; i += 1) {
      const visitor = { ...(await visitorOf(t.app)), remoteAddress: ip };
      expect((await sendCode(t.app, visitor, 'login', uniqueEmail(`ip${i}`))).statusCode).toBe(200);
    }
    const visitor = { ...(await visitorOf(t.app)), remoteAddress: ip };
    const limited = await sendCode(t.app, visitor, 'login', uniqueEmail());
    expect(limited.statusCode).toBe(429);
    expect(bodyOf(limited)).toMatchObject({ code: 0, msg: like.stringContaining('Too many requests') });
  });

  it('for register to an address with an account: the same answer, a row without code, a mail saying so', async () => {
    const login = await loginAs(t.app);
    const response = await sendCode(t.app, await visitorOf(t.app), 'register', login.user.email);
    expect(bodyOf(response)).toMatchObject({ code: 1, msg: ACCOUNT_MESSAGES.codeSent });
    expect(await codesOf(login.user.email)).toEqual([like.objectContaining({ codeHash: null, event: 'register' })]);
    const mail = await latestMail(t.app, login.user.email);
    expect(mail).toMatchObject({ kind: 'account-exists', code: null });
    expect(mail?.text).toContain('There already is an account with this address');
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
  });

  it.each(['login', 'resetpwd'] as const)(
    'for %s to an address without an account: a row without code, a mail saying so',
    async (event) => {
      const email = uniqueEmail();
      const response = await sendCode(t.app, await visitorOf(t.app), event, email);
      expect(bodyOf(response)).toMatchObject({ code: 1, msg: ACCOUNT_MESSAGES.codeSent });
      expect(await codesOf(email)).toEqual([like.objectContaining({ codeHash: null, event })]);
      const mail = await latestMail(t.app, email);
      expect(mail).toMatchObject({ kind: 'no-account', code: null });
      expect(mail?.text).toContain('There is no account with this address');
    },
  );

  it('verify: needs a login, and sends to the account address whatever e-mail is given', async () => {
    const anonymous = await sendCode(t.app, await visitorOf(t.app), 'verify');
    expect(anonymous.statusCode).toBe(401);
    expect(bodyOf(anonymous)).toMatchObject({ code: 400401, msg: ACCOUNT_MESSAGES.notLoggedIn });

    const login = await loginAs(t.app);
    const other = uniqueEmail();
    const response = await sendCode(t.app, await visitorOf(t.app, login), 'verify', other);
    expect(bodyOf(response)).toMatchObject({ code: 1 });
    expect(await latestMail(t.app, other)).toBeNull();
    expect(await latestMail(t.app, login.user.email)).toMatchObject({ kind: 'verify-code', code: like.stringMatching(/^\d{6}$/) });
    expect(await codesOf(login.user.email)).toEqual([like.objectContaining({ event: 'verify', userId: login.user.id })]);
  });

  it('changeEmail: needs a login, refuses the current address, mails the code to the new one', async () => {
    const newEmail = uniqueEmail('new');
    const anonymous = await sendCode(t.app, await visitorOf(t.app), 'changeEmail', newEmail);
    expect(bodyOf(anonymous)).toMatchObject({ code: 400401 });
    expect(await latestMail(t.app, newEmail)).toBeNull();

    const login = await loginAs(t.app);
    const visitor = await visitorOf(t.app, login);
    const same = await sendCode(t.app, visitor, 'changeEmail', login.user.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(bodyOf(same)).toMatchObject({ code: 0, msg: { email: ACCOUNT_MESSAGES.sameEmail } });

    expect(bodyOf(await sendCode(t.app, visitor, 'changeEmail', newEmail))).toMatchObject({ code: 1 });
    expect(await latestMail(t.app, newEmail)).toMatchObject({ kind: 'change-email-code', code: like.stringMatching(/^\d{6}$/) });
  });

  it('changeEmail to an address another account has: the same answer, no code, a notice to that address', async () => {
    const login = await loginAs(t.app);
    const other = await loginAs(t.app);
    const response = await sendCode(t.app, await visitorOf(t.app, login), 'changeEmail', other.user.email);
    expect(bodyOf(response)).toMatchObject({ code: 1, msg: ACCOUNT_MESSAGES.codeSent });
    expect(await latestMail(t.app, other.user.email)).toMatchObject({ kind: 'address-in-use', code: null });
  });
});

describe(`code rules (${dialectUnderTest})`, () => {
  it('a code works once', async () => {
    const { email, owner, code } = await signUpCode();
    expect(answerOf(await registerWith(owner, email, code)).code).toBe(1);
    // The account exists now; a second sign-up with the same code is refused as a used code.
    const again = await registerWith(owner, email, code);
    expect(bodyOf(again)).toMatchObject({ code: 0, msg: { verify_code: ACCOUNT_MESSAGES.codeWrong } });
  });

  it('a wrong code is refused and changes nothing', async () => {
    const { email, owner, code } = await signUpCode();
    const wrong = await registerWith(owner, email, otherCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(bodyOf(wrong)).toEqual({ code: 0, msg: { verify_code: ACCOUNT_MESSAGES.codeWrong }, data: null, token: like.any(String) });
    expect(await accountExists(email)).toBe(false);
    expect((await codesOf(email))[0]).toMatchObject({ attempts: 1, usedAt: null });
    // The right code still works after one wrong try.
    expect(answerOf(await registerWith(owner, email, code)).code).toBe(1);
  });

  it('an expired code is refused', async () => {
    const { email, owner, code } = await signUpCode();
    await t.app.database.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, email));
    await expectCodeRefused(owner, email, code);
  });

  it('after 5 wrong tries the code is dead, even the right one', async () => {
    const { email, owner, code } = await signUpCode();
    for (let i = 0; i < 5; i += 1) {
      expect(answerOf(await registerWith(owner, email, otherCode(code))).msg).toEqual({ verify_code: ACCOUNT_MESSAGES.codeWrong });
    }
    await expectCodeRefused(owner, email, code);
    expect((await codesOf(email))[0]?.attempts).toBe(5);
  });

  it('parallel wrong guesses get no more than 5 tries between them [both engines]', async () => {
    const { email, owner, code } = await signUpCode();
    const answers = await Promise.all(Array.from({ length: 12 }, () => registerWith(owner, email, otherCode(code))));
    expect(answers.every((answer) => answerOf(answer).code === 0)).toBe(true);
    expect((await codesOf(email))[0]?.attempts).toBe(5);
    await expectCodeRefused(owner, email, code);
  });

  it('only the newest code counts: a new code replaces the one before', async () => {
    const email = uniqueEmail();
    const owner = await visitorOf(t.app);
    const first = await codeFor(t.app, 'register', email, owner);
    let second = first;
    // Six random digits may come out the same twice: ask again until the new code differs from the old one.
    while (second === first) {
      await t.app.database.db
        .update(emailCodes)
        .set({ createdAt: new Date(Date.now() - 61_000) })
        .where(eq(emailCodes.email, email));
      second = await codeFor(t.app, 'register', email, owner);
    }
    expect(answerOf(await registerWith(owner, email, first)).msg).toEqual({ verify_code: ACCOUNT_MESSAGES.codeWrong });
    expect(answerOf(await registerWith(owner, email, second)).code).toBe(1);
  });

  it('a code is for its address and event only', async () => {
    const { email, owner, code } = await signUpCode();
    expect(answerOf(await registerWith(owner, uniqueEmail(), code)).msg).toEqual({ verify_code: ACCOUNT_MESSAGES.codeWrong });
    const resetCode = await codeFor(t.app, 'resetpwd', (await loginAs(t.app)).user.email, owner);
    expect(answerOf(await registerWith(owner, email, resetCode)).msg).toEqual({ verify_code: ACCOUNT_MESSAGES.codeWrong });
  });

  it('two requests racing with one code: exactly one succeeds [both engines]', async () => {
    const login = await loginAs(t.app);
    const owner = await visitorOf(t.app);
    const code = await codeFor(t.app, 'login', login.user.email, owner);
    const [a, b] = await Promise.all([
      postForm(t.app, owner, '/user/login', { email: login.user.email, verify_code: code }),
      postForm(t.app, owner, '/user/login', { email: login.user.email, verify_code: code }),
    ]);
    expect([answerOf(a).code, answerOf(b).code].sort()).toEqual([0, 1]);
  });

  it('a code works only in the visitor session that asked for it', async () => {
    const { email, owner, code } = await signUpCode();
    await expectCodeRefused(await visitorOf(t.app), email, code);
    expect(answerOf(await registerWith(owner, email, code)).code).toBe(1);
  });
});

describe(`a stranger cannot block a member's codes (${dialectUnderTest})`, () => {
  it('five sends for the address from another session, rotating events, leave the owner a login code that works', async () => {
    const member = await loginAs(t.app);
    const email = member.user.email;
    const stranger = await visitorOf(t.app);
    const events = ['login', 'resetpwd', 'register'] as const;
    for (let i = 0; i < 6; i += 1) {
      await sendCode(t.app, stranger, events[i % 3]!, email);
      // Out of the cooldown, still inside the hour.
      await t.app.database.db
        .update(emailCodes)
        .set({ createdAt: new Date(Date.now() - (10 - i) * 60_000) })
        .where(eq(emailCodes.sidHash, hashSid(stranger.sid)));
    }
    // The stranger has used up their own allowance for the address ...
    const sixth = await sendCode(t.app, stranger, 'login', email);
    expect(answerOf(sixth).msg).toBe(ACCOUNT_MESSAGES.codeSendLimit);
    // ... and the owner, in their own session, still gets a code at once and logs in with it.
    const owner = await visitorOf(t.app);
    const code = await codeFor(t.app, 'login', email, owner);
    // A stranger's later code for the same event replaces nothing in the owner's session.
    await sendCode(t.app, await visitorOf(t.app), 'login', email);
    const login = await postForm(t.app, owner, '/user/login', { email, verify_code: code });
    expect(bodyOf(login)).toMatchObject({ code: 1 });
    // Password reset too.
    const resetCode = await codeFor(t.app, 'resetpwd', email, owner);
    const reset = await postForm(t.app, owner, '/user/resetpwd', { email, verify_code: resetCode, ...password });
    expect(bodyOf(reset)).toMatchObject({ code: 1 });
  });

  it("a stranger's sends do not put the owner's session into the cooldown", async () => {
    const email = (await loginAs(t.app)).user.email;
    expect((await sendCode(t.app, await visitorOf(t.app), 'login', email)).statusCode).toBe(200);
    const owner = await sendCode(t.app, await visitorOf(t.app), 'login', email);
    expect(owner.statusCode).toBe(200);
    expect(answerOf(owner).code).toBe(1);
  });

  it("a stranger's wrong passwords do not lock the owner out of a login by code", async () => {
    const member = await loginAs(t.app);
    const email = member.user.email;
    for (let i = 0; i < 5; i += 1) {
      const stranger = { ...(await visitorOf(t.app)), remoteAddress: nextAddress() };
      await postForm(t.app, stranger, '/user/login', { email, password: hashed('WrongPass1') });
    }
    const owner = { ...(await visitorOf(t.app)), remoteAddress: nextAddress() };
    // The code proves the mailbox, so the owner gets in by code ...
    const code = await codeFor(t.app, 'login', email, owner);
    expect(bodyOf(await postForm(t.app, owner, '/user/login', { email, verify_code: code }))).toMatchObject({ code: 1 });
    // ... and by password: failures are counted per client (decision 035), and the owner's client has none.
    const byPassword = await postForm(t.app, owner, '/user/login', { email, password: hashed(TEST_PASSWORD) });
    expect(bodyOf(byPassword)).toMatchObject({ code: 1 });
  });
});
