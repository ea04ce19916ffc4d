// Managing an account: password reset and change, change of address, e-mail verification, the profile
// (docs/product.md §7A; decision 013).
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type AccountUser } from '@yachts/contracts/account';
import { MESSAGES } from '@yachts/contracts/validation';
import { loginSessions, users } from '../db/schema';
import { hashLoginToken } from './login-token';
import { dialectUnderTest, loginAs, nextAddress, postForm, TEST_PASSWORD, type Visitor } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { uploadedPng } from '../testing/uploads';
import { codeFor, hashed, latestMail, otherCode, passwordLoginFrom, uniqueEmail, visitorOf, withAnswerCookies } from './account-support';
import { answerOf, bodyOf, dataOf, like } from '../testing/answers';

const t = fileApp();

async function sessionsOf(userId: number) {
  return t.app.database.db.select().from(loginSessions).where(eq(loginSessions.userId, userId));
}

async function userRow(id: number) {
  const [row] = await t.app.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function passwordLogin(email: string, password: string) {
  return postForm(t.app, await visitorOf(t.app), '/user/login', { email, password: hashed(password) });
}

/** POST /user/resetpwd to NewHarbour9 from the owner's device, with the code mailed to them (or `spoil`ed). */
async function resetToNewHarbour(email: string, owner: Visitor, spoil = (code: string) => code) {
  const code = await codeFor(t.app, 'resetpwd', email, owner);
  return postForm(t.app, owner, '/user/resetpwd', {
    email,
    verify_code: spoil(code),
    password: hashed('NewHarbour9'),
    repassword: hashed('NewHarbour9'),
  });
}

function newToken(response: { cookies: Array<{ name: string; value: string }> }) {
  return response.cookies.find((c) => c.name === 'token')?.value;
}

describe(`POST /user/resetpwd (${dialectUnderTest})`, () => {
  it('sets the new password, ends every session of the account, and logs in with a fresh one', async () => {
    const login = await loginAs(t.app);
    const second = await t.app.createLoginSession(login.user.id);
    const owner = await visitorOf(t.app);
    const response = await resetToNewHarbour(login.user.email, owner);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ code: 1, data: { uuid: login.uuid, email: login.user.email } });
    const fresh = newToken(response);
    const sessions = await sessionsOf(login.user.id);
    expect(sessions).toHaveLength(3);
    const freshHash = hashLoginToken(fresh!);
    expect(sessions.filter((session) => session.tokenHash === freshHash).map((session) => session.revokedAt)).toEqual([null]);
    const others = sessions.filter((session) => session.tokenHash !== freshHash);
    expect(others).toHaveLength(2);
    for (const session of others) expect(session.revokedAt).toBeInstanceOf(Date);
    expect(sessions.some((s) => s.tokenHash === hashLoginToken(second.token) && s.revokedAt)).toBe(true);
    expect(answerOf(await passwordLogin(login.user.email, TEST_PASSWORD)).msg).toBe(ACCOUNT_MESSAGES.loginFailed);
    expect(answerOf(await passwordLogin(login.user.email, 'NewHarbour9')).code).toBe(1);
  });

  it('unlocks an address locked by failed logins, for every client that failed on it', async () => {
    const login = await loginAs(t.app);
    const laptop = nextAddress();
    const fromLaptop = (password: string) => passwordLoginFrom(t.app, laptop, login.user.email, password);
    for (let i = 0; i < 5; i += 1) await fromLaptop('Wrong1x');
    expect(answerOf(await fromLaptop(TEST_PASSWORD)).msg).toBe(ACCOUNT_MESSAGES.loginLocked);
    // The reset is made from another device (its phone): the new password works from the laptop too.
    const reset = await resetToNewHarbour(login.user.email, await visitorOf(t.app));
    expect(answerOf(reset).code).toBe(1);
    expect(answerOf(await fromLaptop('NewHarbour9')).code).toBe(1);
  });

  it('refuses a wrong code and keeps the password and the sessions', async () => {
    const login = await loginAs(t.app);
    const response = await resetToNewHarbour(login.user.email, await visitorOf(t.app), otherCode);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: { verify_code: ACCOUNT_MESSAGES.codeWrong } });
    expect((await userRow(login.user.id)).passwordHash).toBe(login.user.passwordHash);
    expect((await sessionsOf(login.user.id))[0]?.revokedAt).toBeNull();
  });
});

describe(`POST /user/changePassword (${dialectUnderTest})`, () => {
  const change = (visitor: Visitor, oldPassword: string, newPassword: string) =>
    postForm(t.app, visitor, '/user/changePassword', {
      old_password: hashed(oldPassword),
      new_password: hashed(newPassword),
      repassword: hashed(newPassword),
    });

  it('needs a login', async () => {
    const response = await change(await visitorOf(t.app), TEST_PASSWORD, 'NewHarbour9');
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response)).toMatchObject({ code: 400401 });
  });

  it('refuses a wrong current password under its field, changing nothing', async () => {
    const login = await loginAs(t.app);
    const response = await change(await visitorOf(t.app, login), 'Wrong2026', 'NewHarbour9');
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: { old_password: ACCOUNT_MESSAGES.oldPasswordWrong } });
    expect((await userRow(login.user.id)).passwordHash).toBe(login.user.passwordHash);
  });

  it('changes the password, ends the other sessions and rotates this one', async () => {
    const login = await loginAs(t.app);
    const other = await t.app.createLoginSession(login.user.id);
    const visitor = await visitorOf(t.app, login);
    const response = await change(visitor, TEST_PASSWORD, 'NewHarbour9');
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ code: 1, msg: 'Your password has been changed. Other devices have been logged out.' });
    const fresh = newToken(response);
    expect(fresh).toBeDefined();
    const sessions = await sessionsOf(login.user.id);
    const state = (token: string) => sessions.find((s) => s.tokenHash === hashLoginToken(token))?.revokedAt;
    expect(state(other.token)).toBeInstanceOf(Date);
    expect(state(login.token)).toBeInstanceOf(Date);
    expect(state(fresh!)).toBeNull();
    // The page goes on with the cookies of the answer.
    const next = await postForm(t.app, withAnswerCookies(visitor, response), '/user/profile', {});
    expect(bodyOf(next)).toMatchObject({ code: 1, data: { uuid: login.uuid } });
    expect(answerOf(await passwordLogin(login.user.email, 'NewHarbour9')).code).toBe(1);
  });

  it('counts wrong current passwords toward the lockout of the address', async () => {
    const login = await loginAs(t.app);
    const visitor = await visitorOf(t.app, login);
    for (let i = 0; i < 5; i += 1) await change(visitor, 'Wrong2026', 'NewHarbour9');
    const locked = await change(visitor, TEST_PASSWORD, 'NewHarbour9');
    expect(locked.statusCode).toBe(429);
    expect(answerOf(locked).msg).toBe(ACCOUNT_MESSAGES.loginLocked);
  });
});

describe(`POST /user/changeEmail (${dialectUnderTest})`, () => {
  /** The change-of-address form as the account page sends it: the password (hashed), the new address and its code. */
  const changeEmail = (visitor: Visitor, email: string, verifyCode: string, password = TEST_PASSWORD) =>
    postForm(t.app, visitor, '/user/changeEmail', { password: hashed(password), email, verify_code: verifyCode });

  /** A member logged in, in a session that asked for a code for a new address. */
  async function askedForNewAddress(prefix?: string) {
    const login = await loginAs(t.app);
    const visitor = await visitorOf(t.app, login);
    const newEmail = uniqueEmail(prefix);
    const code = await codeFor(t.app, 'changeEmail', newEmail, visitor);
    return { login, visitor, newEmail, code };
  }

  it('needs a login', async () => {
    const response = await changeEmail(await visitorOf(t.app), uniqueEmail(), '123456');
    expect(bodyOf(response)).toMatchObject({ code: 400401 });
  });

  it('moves the account to the new address with the code sent there, and tells the old address', async () => {
    const { login, visitor, newEmail, code } = await askedForNewAddress('moved');
    const response = await changeEmail(visitor, newEmail, code);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ code: 1, data: { uuid: login.uuid, email: newEmail, emailVerified: true } });
    const notice = await latestMail(t.app, login.user.email);
    expect(notice).toMatchObject({ kind: 'email-changed', code: null });
    expect(notice?.text).toContain(newEmail);
    // The old address no longer logs in; the new one does.
    expect(answerOf(await passwordLogin(login.user.email, TEST_PASSWORD)).msg).toBe(ACCOUNT_MESSAGES.loginFailed);
    expect(bodyOf(await passwordLogin(newEmail, TEST_PASSWORD))).toMatchObject({ code: 1, data: { uuid: login.uuid } });
  });

  it('refuses a wrong password before looking at the code, changing nothing', async () => {
    const { login, visitor, newEmail, code } = await askedForNewAddress();
    const response = await changeEmail(visitor, newEmail, code, 'Wrong2026');
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: { password: ACCOUNT_MESSAGES.passwordWrong } });
    expect((await userRow(login.user.id)).email).toBe(login.user.email);
    // The code was not spent.
    const retry = await changeEmail(visitor, newEmail, code);
    expect(answerOf(retry).code).toBe(1);
  });

  it('refuses a wrong code, the current address, and a code sent for another account', async () => {
    const { login, visitor, newEmail, code } = await askedForNewAddress();
    const wrong = await changeEmail(visitor, newEmail, otherCode(code));
    expect(bodyOf(wrong)).toMatchObject({ code: 0, msg: { verify_code: ACCOUNT_MESSAGES.codeWrong } });
    const same = await changeEmail(visitor, login.user.email, code);
    expect(bodyOf(same)).toMatchObject({ code: 0, msg: { email: ACCOUNT_MESSAGES.sameEmail } });

    // Another account cannot use the code this one asked for.
    const thief = await loginAs(t.app);
    const stolen = await changeEmail(await visitorOf(t.app, thief), newEmail, code);
    expect(bodyOf(stolen)).toMatchObject({ code: 0, msg: { verify_code: ACCOUNT_MESSAGES.codeWrong } });
    expect((await userRow(thief.user.id)).email).toBe(thief.user.email);
  });

  it('cannot take an address another account has (no code is ever sent for it)', async () => {
    const login = await loginAs(t.app);
    const other = await loginAs(t.app);
    const visitor = await visitorOf(t.app, login);
    await postForm(t.app, visitor, '/send', { event: 'changeEmail', email: other.user.email });
    const response = await changeEmail(visitor, other.user.email, '123456');
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: { verify_code: ACCOUNT_MESSAGES.codeWrong } });
    expect((await userRow(login.user.id)).email).toBe(login.user.email);
  });

  it('refuses an address taken between the code and the change', async () => {
    const { login, visitor, newEmail, code } = await askedForNewAddress();
    await loginAs(t.app, { email: newEmail });
    const response = await changeEmail(visitor, newEmail, code);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: { email: 'This e-mail address cannot be used. Please choose another one.' } });
    expect((await userRow(login.user.id)).email).toBe(login.user.email);
  });
});

describe(`POST /email/verify (${dialectUnderTest})`, () => {
  it('needs a login', async () => {
    expect(bodyOf(await postForm(t.app, await visitorOf(t.app), '/email/verify', { verify_code: '123456' }))).toMatchObject({
      code: 400401,
    });
  });

  it('confirms the address with the code sent to it', async () => {
    const login = await loginAs(t.app);
    const visitor = await visitorOf(t.app, login);
    expect(dataOf<AccountUser>(await postForm(t.app, visitor, '/user/profile', {})).emailVerified).toBe(false);
    await postForm(t.app, visitor, '/send', { event: 'verify' });
    const code = (await latestMail(t.app, login.user.email))!.code!;
    const wrong = await postForm(t.app, visitor, '/email/verify', { verify_code: otherCode(code) });
    expect(bodyOf(wrong)).toMatchObject({ code: 0, msg: { verify_code: ACCOUNT_MESSAGES.codeWrong } });
    expect((await userRow(login.user.id)).emailVerifiedAt).toBeNull();

    const response = await postForm(t.app, visitor, '/email/verify', { verify_code: code });
    expect(bodyOf(response)).toEqual({
      code: 1,
      msg: 'Thank you. Your e-mail address is confirmed.',
      data: { emailVerified: true },
      token: like.any(String),
    });
    expect((await userRow(login.user.id)).emailVerifiedAt).toBeInstanceOf(Date);
    expect(dataOf<AccountUser>(await postForm(t.app, visitor, '/user/profile', {})).emailVerified).toBe(true);
  });

  it('does not accept a verify code of another account', async () => {
    const owner = await loginAs(t.app);
    await postForm(t.app, await visitorOf(t.app, owner), '/send', { event: 'verify' });
    const code = (await latestMail(t.app, owner.user.email))!.code!;
    const other = await loginAs(t.app);
    const response = await postForm(t.app, await visitorOf(t.app, other), '/email/verify', { verify_code: code });
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: { verify_code: ACCOUNT_MESSAGES.codeWrong } });
  });
});

describe(`POST /user/profile (${dialectUnderTest})`, () => {
  const uploadPicture = (visitor: Visitor) => uploadedPng(t.app, visitor, 24, '#204060', 'me.png');

  it('needs a login: 400401 without a token, 400209 with an unknown one', async () => {
    const none = await postForm(t.app, await visitorOf(t.app), '/user/profile', {});
    expect(none.statusCode).toBe(401);
    expect(bodyOf(none)).toEqual({ code: 400401, msg: ACCOUNT_MESSAGES.notLoggedIn, data: null, token: like.any(String) });
    const unknown = await postForm(t.app, await visitorOf(t.app, { cookie: `token=${'x'.repeat(43)}; uuid=u` }), '/user/profile', {});
    expect(bodyOf(unknown)).toMatchObject({ code: 400209, msg: ACCOUNT_MESSAGES.tokenInvalid });
  });

  it('answers 400208 for an expired token', async () => {
    const login = await loginAs(t.app);
    await t.app.database.db
      .update(loginSessions)
      .set({ lastSeenAt: new Date(Date.now() - 15 * 24 * 3600 * 1000) })
      .where(eq(loginSessions.userId, login.user.id));
    const response = await postForm(t.app, await visitorOf(t.app, login), '/user/profile', {});
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response)).toMatchObject({ code: 400208, msg: ACCOUNT_MESSAGES.tokenExpired });
  });

  it('reads the current user with {}', async () => {
    const login = await loginAs(t.app, { name: 'Grace', emailVerified: true });
    const response = await postForm(t.app, await visitorOf(t.app, login), '/user/profile', {});
    expect(bodyOf(response)).toEqual({
      code: 1,
      msg: '',
      data: {
        uuid: login.uuid,
        name: 'Grace',
        email: login.user.email,
        avatarUrl: null,
        emailVerified: true,
        createdAt: login.user.createdAt.toISOString(),
      },
      token: like.any(String),
    });
  });

  it('updates the name (trimmed) and an avatar uploaded by this visitor; "" removes the avatar', async () => {
    const login = await loginAs(t.app);
    const visitor = await visitorOf(t.app, login);
    const url = await uploadPicture(visitor);
    const response = await postForm(t.app, visitor, '/user/profile', { name: '  Captain Ada ', avatar_url: url });
    expect(bodyOf(response)).toMatchObject({ code: 1, msg: 'Your profile has been saved.', data: { name: 'Captain Ada', avatarUrl: url } });
    expect(await userRow(login.user.id)).toMatchObject({ name: 'Captain Ada', avatarUrl: url });
    // Sending the current avatar again (another device) keeps it.
    const elsewhere = await postForm(t.app, await visitorOf(t.app, login), '/user/profile', { avatar_url: url });
    expect(bodyOf(elsewhere)).toMatchObject({ code: 1, data: { avatarUrl: url } });
    const removed = await postForm(t.app, visitor, '/user/profile', { avatar_url: '' });
    expect(bodyOf(removed)).toMatchObject({ code: 1, data: { avatarUrl: null, name: 'Captain Ada' } });
  });

  it.each([
    ['a picture another visitor uploaded', async () => uploadPicture(await visitorOf(t.app))],
    ['a picture that was never uploaded', () => Promise.resolve('/uploads/2026/01/nothing-here.jpg')],
    ['an address outside /uploads/', () => Promise.resolve('https://evil.example/me.png')],
    ['a path that climbs out of /uploads/', () => Promise.resolve('/uploads/../api/package.json')],
  ])('refuses %s as avatar, changing nothing', async (_name, makeUrl) => {
    const login = await loginAs(t.app);
    const url = await makeUrl();
    const response = await postForm(t.app, await visitorOf(t.app, login), '/user/profile', { name: 'Changed', avatar_url: url });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: { avatar_url: 'This picture was not found. Please upload it again.' } });
    expect(await userRow(login.user.id)).toMatchObject({ name: login.user.name, avatarUrl: null });
  });

  it.each([
    ['an empty name', { name: '   ' }, { name: MESSAGES.displayNameRequired }],
    ['a name over 30 characters', { name: 'n'.repeat(31) }, { name: MESSAGES.displayNameFormat }],
    ['a name with an at sign', { name: 'kept@example' }, { name: MESSAGES.displayNameFormat }],
    ['a neutral name', { name: 'Member 1001' }, { name: MESSAGES.displayNameReserved }],
    ['a number for a name', { name: 42 }, { name: 'This field must be text.' }],
    ['a list for the avatar', { avatar_url: ['/uploads/a.jpg'] }, { avatar_url: 'This field must be text.' }],
  ])('refuses %s, changing nothing', async (_name, fields, msg) => {
    const login = await loginAs(t.app);
    const response = await postForm(t.app, await visitorOf(t.app, login), '/user/profile', fields);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({ code: 0, msg, data: null, token: like.any(String) });
    expect((await userRow(login.user.id)).name).toBe(login.user.name);
  });
});
