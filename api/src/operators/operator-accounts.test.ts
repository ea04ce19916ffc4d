// Operator accounts (decision 032): roles, the authenticator app as a second factor with its recovery codes, which
// login may use operator routes, grants of roles by an admin, and the audit log of what operators did.
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import { OPERATOR_ACCOUNT_API, OPERATOR_LIMITS, OPERATOR_MESSAGES, type OperatorMe } from '@yachts/contracts/operators';
import { ACCESS_TOKEN_HEADER, signBody } from '@yachts/contracts/signing';
import type { AuditEntry, OperatorListEntry } from '@yachts/contracts/wire/operators';
import { and, eq, ne } from 'drizzle-orm';
import { operators } from '../db/schema';
import { buildTestApp, loginAs, type LoggedIn } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { totpCodeAt } from './second-factor';
import { answerOf, bodyOf, dataOf } from '../testing/answers';

const TOKEN = 'operator-token-for-tests-0123456789';
const FEEDBACK = '/api/v1/operator/feedback';
const t = fileApp({ OPERATOR_TOKEN: TOKEN });

const get = (url: string, who?: LoggedIn) => t.app.inject({ method: 'GET', url, headers: who ? { [ACCESS_TOKEN_HEADER]: who.token } : {} });
const post = (url: string, who: LoggedIn | null, body: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: who ? { [ACCESS_TOKEN_HEADER]: who.token } : {}, payload: signBody(body) });
/** A JSON call of an operator's login, unsigned (the console's own calls: roles, reviews…). */
const postJson = (url: string, who: LoggedIn, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { [ACCESS_TOKEN_HEADER]: who.token }, payload: body });
const bearer = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${TOKEN}` }, ...(payload ? { payload } : {}) });

/** A member made an operator as the first-admin command does. */
async function operator(role: 'admin' | 'moderator' = 'admin'): Promise<LoggedIn> {
  const member = await loginAs(t.app);
  const done = await t.app.repositories.operators.setRole(member.user.id, role, 'command', {
    actorUserId: null,
    actor: 'command',
    action: 'role.grant',
    targetKind: 'member',
    targetId: member.uuid,
    after: { role },
  });
  expect(done).toBe(true);
  return member;
}

/** Sets up the authenticator app for this login; answers the secret and the recovery codes. */
async function withApp(who: LoggedIn): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post(OPERATOR_ACCOUNT_API.totpSetup, who);
  expect(setup.statusCode).toBe(200);
  const { secret } = dataOf<{ secret: string }>(setup);
  const enabled = await post(OPERATOR_ACCOUNT_API.totpEnable, who, { code: totpCodeAt(secret, new Date()) });
  expect(enabled.statusCode).toBe(200);
  return { secret, recoveryCodes: dataOf<{ recovery_codes: string[] }>(enabled).recovery_codes };
}

/** An operator of `role` whose authenticator app is set up. */
async function operatorWithApp(role: 'admin' | 'moderator' = 'admin'): Promise<LoggedIn> {
  const who = await operator(role);
  await withApp(who);
  return who;
}

/** The same account on a second device: a login that has not passed the second factor. */
async function secondLogin(who: LoggedIn): Promise<LoggedIn> {
  const { token } = await t.app.createLoginSession(who.user.id, 'second device');
  return { ...who, token, cookie: `token=${token}; uuid=${who.uuid}` };
}

const me = async (who: LoggedIn) => dataOf<OperatorMe>(await get(OPERATOR_ACCOUNT_API.me, who));

describe('who may use an operator route', () => {
  it('a visitor gets 401, a member without a role 403, an operator whose login has not passed the app 403 (400412)', async () => {
    expect(bodyOf(await get(FEEDBACK))).toEqual({ code: ErrorCode.UNAUTHORIZED, msg: OPERATOR_MESSAGES.credentialsRequired, data: null });
    expect((await get(FEEDBACK)).statusCode).toBe(401);

    const member = await loginAs(t.app);
    const refused = await get(FEEDBACK, member);
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused)).toEqual({ code: ErrorCode.FORBIDDEN, msg: OPERATOR_MESSAGES.notOperator, data: null });
    expect((await get(OPERATOR_ACCOUNT_API.me, member)).statusCode).toBe(403);

    const admin = await operator();
    const unverified = await get(FEEDBACK, admin);
    expect(unverified.statusCode).toBe(403);
    expect(bodyOf(unverified)).toEqual({ code: ErrorCode.SECOND_FACTOR_REQUIRED, msg: OPERATOR_MESSAGES.secondFactorRequired, data: null });
  });

  it('the automation token counts as an admin; a wrong one is 401 however it is written', async () => {
    expect((await bearer(FEEDBACK)).statusCode).toBe(200);
    for (const authorization of ['Bearer wrong', TOKEN, `Bearer ${TOKEN}x`, '']) {
      const response = await t.app.inject({ method: 'GET', url: FEEDBACK, headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('without a configured token, a bearer header is 401 and operator accounts still work', async () => {
    const plain = await buildTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: FEEDBACK, headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(401);
      const member = await loginAs(plain.app);
      expect((await plain.app.inject({ method: 'GET', url: FEEDBACK, headers: { [ACCESS_TOKEN_HEADER]: member.token } })).statusCode).toBe(
        403,
      );
    } finally {
      await plain.close();
    }
  });
});

describe('the authenticator app', () => {
  it('is set up with a secret, confirmed with its first code, and then gives ten single-use recovery codes', async () => {
    const admin = await operator();
    expect(await me(admin)).toMatchObject({ role: 'admin', totp: 'none', verified: false, recovery_codes_left: 0 });
    // Nothing to pass yet.
    expect(answerOf(await post(OPERATOR_ACCOUNT_API.totpVerify, admin, { code: '123456' })).msg).toBe(OPERATOR_MESSAGES.totpNotSetUp);
    expect(answerOf(await post(OPERATOR_ACCOUNT_API.totpEnable, admin, { code: '123456' })).msg).toBe(OPERATOR_MESSAGES.totpNotSetUp);

    const setup = dataOf<{ secret: string; otpauth_url: string }>(await post(OPERATOR_ACCOUNT_API.totpSetup, admin));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toMatch(
      /^otpauth:\/\/totp\/Yacht%20Harbour:.+\?issuer=Yacht%20Harbour&secret=[A-Z2-7]{32}&algorithm=SHA1&digits=6&period=30$/,
    );
    expect(await me(admin)).toMatchObject({ totp: 'pending', verified: false });
    // The secret is kept encrypted.
    const stored = await t.app.repositories.operators.find(admin.user.id);
    expect(stored?.totpSecret).toMatch(/^v1:/);
    expect(stored?.totpSecret).not.toContain(setup.secret);

    const wrong = await post(OPERATOR_ACCOUNT_API.totpEnable, admin, {
      code: '000000' === totpCodeAt(setup.secret, new Date()) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(answerOf(wrong).msg).toBe(OPERATOR_MESSAGES.codeInvalid);
    expect(answerOf(await post(OPERATOR_ACCOUNT_API.totpEnable, admin, { code: '12 34' })).msg).toBe(OPERATOR_MESSAGES.codeFormat);

    const enabled = await post(OPERATOR_ACCOUNT_API.totpEnable, admin, { code: totpCodeAt(setup.secret, new Date()) });
    expect(enabled.statusCode).toBe(200);
    const codes = dataOf<{ recovery_codes: string[] }>(enabled).recovery_codes;
    expect(codes).toHaveLength(OPERATOR_LIMITS.recoveryCodes);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    // Setting it up passes it for this login; a second set-up is refused.
    expect(await me(admin)).toMatchObject({ totp: 'enabled', verified: true, recovery_codes_left: 10 });
    expect((await get(FEEDBACK, admin)).statusCode).toBe(200);
    const again = await post(OPERATOR_ACCOUNT_API.totpSetup, admin);
    expect(again.statusCode).toBe(409);
    expect(answerOf(again).msg).toBe(OPERATOR_MESSAGES.totpAlreadySetUp);
  });

  it('is asked of each login, and a code works once', async () => {
    const admin = await operator();
    const { secret } = await withApp(admin);
    const phone = await secondLogin(admin);
    expect(answerOf(await get(FEEDBACK, phone)).code).toBe(ErrorCode.SECOND_FACTOR_REQUIRED);
    // The code that confirmed the app was taken: the same 30 seconds' code is refused.
    const reused = await post(OPERATOR_ACCOUNT_API.totpVerify, phone, { code: totpCodeAt(secret, new Date()) });
    expect(reused.statusCode).toBe(400);
    expect(answerOf(reused).msg).toBe(OPERATOR_MESSAGES.codeInvalid);
    // The next one (a phone clock a step ahead) passes, for this login only.
    const asked = Date.now();
    const passed = await post(OPERATOR_ACCOUNT_API.totpVerify, phone, { code: totpCodeAt(secret, new Date(asked + 30_000)) });
    expect(passed.statusCode).toBe(200);
    expect(dataOf(passed)).toMatchObject({ verified: true, totp: 'enabled' });
    const until = Date.parse(dataOf<OperatorMe>(passed).verified_until!);
    expect(until - asked).toBeGreaterThan((OPERATOR_LIMITS.verifiedHours - 0.1) * 3_600_000);
    expect((await get(FEEDBACK, phone)).statusCode).toBe(200);
    // A code two steps away is not accepted.
    const third = await secondLogin(admin);
    expect(
      (await post(OPERATOR_ACCOUNT_API.totpVerify, third, { code: totpCodeAt(secret, new Date(Date.now() + 90_000)) })).statusCode,
    ).toBe(400);
    // Logging out ends the login and what it passed.
    await t.app.repositories.loginSessions.expireAllOfUser(admin.user.id, new Date());
    expect((await get(FEEDBACK, phone)).statusCode).toBe(401);
  });

  it('takes a recovery code instead, once each, typed in any case and with or without its dash', async () => {
    const admin = await operator();
    const { recoveryCodes } = await withApp(admin);
    const phone = await secondLogin(admin);
    const code = recoveryCodes[3]!;
    const passed = await post(OPERATOR_ACCOUNT_API.totpVerify, phone, { code: code.replace('-', '').toUpperCase() });
    expect(passed.statusCode).toBe(200);
    expect(dataOf(passed)).toMatchObject({ verified: true, recovery_codes_left: 9 });
    const other = await secondLogin(admin);
    expect(answerOf(await post(OPERATOR_ACCOUNT_API.totpVerify, other, { code })).msg).toBe(OPERATOR_MESSAGES.codeInvalid);
    expect(answerOf(await post(OPERATOR_ACCOUNT_API.totpVerify, other, { code: 'not a code' })).msg).toBe(OPERATOR_MESSAGES.codeFormat);
  });

  it(`locks for ${OPERATOR_LIMITS.codeFailuresMinutes} minutes after ${OPERATOR_LIMITS.codeFailuresMax} wrong codes, even against a right one`, async () => {
    const admin = await operator();
    const { secret } = await withApp(admin);
    const phone = await secondLogin(admin);
    const right = () => totpCodeAt(secret, new Date(Date.now() + 30_000));
    const wrongCode = () => (right() === '000000' ? '111111' : '000000');
    for (let i = 1; i < OPERATOR_LIMITS.codeFailuresMax; i += 1) {
      expect((await post(OPERATOR_ACCOUNT_API.totpVerify, phone, { code: wrongCode() })).statusCode).toBe(400);
    }
    const last = await post(OPERATOR_ACCOUNT_API.totpVerify, phone, { code: wrongCode() });
    expect(last.statusCode).toBe(429);
    expect(answerOf(last).msg).toBe(OPERATOR_MESSAGES.tooManyCodes);
    expect((await post(OPERATOR_ACCOUNT_API.totpVerify, phone, { code: right() })).statusCode).toBe(429);
    expect(answerOf(await get(FEEDBACK, phone)).code).toBe(ErrorCode.SECOND_FACTOR_REQUIRED);
  });

  it('is set up and passed only through signed calls', async () => {
    const admin = await operator();
    const unsigned = await t.app.inject({
      method: 'POST',
      url: OPERATOR_ACCOUNT_API.totpSetup,
      headers: { [ACCESS_TOKEN_HEADER]: admin.token },
      payload: {},
    });
    expect(unsigned.statusCode).toBe(400);
    expect(answerOf(unsigned).code).toBe(ErrorCode.SIGN_MISSING);
    expect(await me(admin)).toMatchObject({ totp: 'none' });
  });
});

describe('roles, given by an admin', () => {
  it('an admin makes a member a moderator, who may not use admin routes; both are in the audit log', async () => {
    const admin = await operatorWithApp();
    const member = await loginAs(t.app);
    const granted = await postJson(OPERATOR_ACCOUNT_API.roles, admin, { email: ` ${member.user.email.toUpperCase()} `, role: 'moderator' });
    expect(granted.statusCode).toBe(200);
    expect(dataOf(granted)).toEqual({ uuid: member.uuid, email: member.user.email, name: member.user.name, role: 'moderator' });

    await withApp(member);
    const refused = await get(FEEDBACK, member);
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused)).toEqual({ code: ErrorCode.FORBIDDEN, msg: OPERATOR_MESSAGES.roleTooLow, data: null });
    expect((await postJson(OPERATOR_ACCOUNT_API.roles, member, { email: admin.user.email, role: 'member' })).statusCode).toBe(403);

    const revoked = await postJson(OPERATOR_ACCOUNT_API.roles, admin, { email: member.user.email, role: 'member' });
    expect(dataOf<{ role: string }>(revoked).role).toBe('member');
    expect((await get(OPERATOR_ACCOUNT_API.me, member)).statusCode).toBe(403);

    const audit = dataOf<Page<AuditEntry>>(await get(`${OPERATOR_ACCOUNT_API.audit}?page_size=100`, admin)).items;
    const mine = audit.filter((entry) => entry.target_id === member.uuid);
    expect(mine.map((entry) => [entry.actor, entry.action, entry.before, entry.after])).toEqual([
      [admin.user.email, 'role.revoke', { role: 'moderator' }, { role: 'member' }],
      [member.user.email, 'second-factor.enable', { totp: 'pending' }, { totp: 'enabled' }],
      [admin.user.email, 'role.grant', { role: 'member' }, { role: 'moderator' }],
    ]);
  });

  it('refuses an unknown member, an unknown role, and leaving the site without an admin', async () => {
    const admin = await operatorWithApp();
    const unknown = await postJson(OPERATOR_ACCOUNT_API.roles, admin, { email: 'nobody-here@example.com', role: 'moderator' });
    expect(unknown.statusCode).toBe(404);
    expect(answerOf(unknown).msg).toBe(OPERATOR_MESSAGES.noSuchMember);
    const badRole = await postJson(OPERATOR_ACCOUNT_API.roles, admin, { email: admin.user.email, role: 'owner' });
    expect(badRole.statusCode).toBe(400);
    expect(answerOf(badRole).msg).toBe(OPERATOR_MESSAGES.role);
    expect(answerOf(await postJson(OPERATOR_ACCOUNT_API.roles, admin, { email: ' ', role: 'admin' })).msg).toBe(OPERATOR_MESSAGES.email);

    // Other tests' admins share this database: take every other admin's role away, then the last one may not go.
    const others = await t.app.database.db
      .select({ userId: operators.userId })
      .from(operators)
      .where(and(eq(operators.role, 'admin'), ne(operators.userId, admin.user.id)));
    for (const other of others) {
      const revoke = { actorUserId: null, actor: 'command', action: 'role.revoke', targetKind: 'member', targetId: String(other.userId) };
      expect(await t.app.repositories.operators.setRole(other.userId, null, 'command', revoke)).toBe(true);
    }
    const last = await postJson(OPERATOR_ACCOUNT_API.roles, admin, { email: admin.user.email, role: 'moderator' });
    expect(last.statusCode).toBe(409);
    expect(answerOf(last).msg).toBe(OPERATOR_MESSAGES.lastAdmin);
    expect(await me(admin)).toMatchObject({ role: 'admin' });
  });
});

describe('the list of operators', () => {
  it('an admin reads every operator, admins first, with whether their app is set up; nobody else does', async () => {
    const admin = await operatorWithApp();
    const moderator = await operator('moderator');
    const answer = await get(OPERATOR_ACCOUNT_API.roles, admin);
    expect(answer.statusCode).toBe(200);
    const list = dataOf<OperatorListEntry[]>(answer);
    const roles = list.map((entry) => entry.role);
    expect(roles.indexOf('moderator')).toBeGreaterThan(roles.lastIndexOf('admin'));
    expect(list.find((entry) => entry.uuid === admin.uuid)).toMatchObject({ role: 'admin', totp_enabled: true, granted_by: 'command' });
    expect(list.find((entry) => entry.uuid === moderator.uuid)).toMatchObject({
      email: moderator.user.email,
      role: 'moderator',
      totp_enabled: false,
    });

    // Every other role: a visitor 401, a member 403, a moderator (verified) 403, an admin not verified 403 (400412).
    expect((await get(OPERATOR_ACCOUNT_API.roles)).statusCode).toBe(401);
    expect(answerOf(await get(OPERATOR_ACCOUNT_API.roles, await loginAs(t.app))).code).toBe(ErrorCode.FORBIDDEN);
    await withApp(moderator);
    const forModerator = await get(OPERATOR_ACCOUNT_API.roles, moderator);
    expect([forModerator.statusCode, answerOf(forModerator).msg]).toEqual([403, OPERATOR_MESSAGES.roleTooLow]);
    expect(answerOf(await get(OPERATOR_ACCOUNT_API.roles, await secondLogin(admin))).code).toBe(ErrorCode.SECOND_FACTOR_REQUIRED);
  });
});

describe('the audit log', () => {
  it('is filtered by one action or by the kind of thing acted on; anything else is refused', async () => {
    const admin = await operatorWithApp();
    const member = await loginAs(t.app);
    await postJson(OPERATOR_ACCOUNT_API.roles, admin, { email: member.user.email, role: 'moderator' });
    await postJson(OPERATOR_ACCOUNT_API.roles, admin, { email: member.user.email, role: 'member' });
    const read = async (action: string) =>
      dataOf<Page<AuditEntry>>(await get(`${OPERATOR_ACCOUNT_API.audit}?page_size=100&action=${encodeURIComponent(action)}`, admin)).items;
    const roles = await read('role');
    expect(new Set(roles.map((entry) => entry.action))).toEqual(new Set(['role.grant', 'role.revoke']));
    expect((await read('role.revoke')).every((entry) => entry.action === 'role.revoke')).toBe(true);
    expect((await read('rol')).length).toBe(0);
    for (const bad of ['role%', 'ROLE', 'role.grant.x', '_ole', '']) {
      const answer = await get(`${OPERATOR_ACCOUNT_API.audit}?action=${encodeURIComponent(bad)}`, admin);
      // An empty filter is no filter; the others are not an action or a subject.
      expect(answer.statusCode).toBe(bad === '' ? 200 : 400);
    }
  });

  it('records what the automation token did, and only an admin reads it, page by page', async () => {
    const member = await loginAs(t.app);
    const ended = await bearer(`/api/v1/operator/users/${member.uuid}/sessions/expire`, 'POST');
    expect(ended.statusCode).toBe(200);
    const admin = await operatorWithApp();
    const page = dataOf<{
      items: AuditEntry[];
      total: number;
    }>(await get(`${OPERATOR_ACCOUNT_API.audit}?action=member.logins-ended&page_size=1`, admin));
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      actor: 'automation',
      action: 'member.logins-ended',
      target_kind: 'member',
      target_id: member.uuid,
      after: { expired: 1 },
    });
    expect((await get(`${OPERATOR_ACCOUNT_API.audit}?page_size=1000`, admin)).statusCode).toBe(400);

    const moderator = await operatorWithApp('moderator');
    expect((await get(OPERATOR_ACCOUNT_API.audit, moderator)).statusCode).toBe(403);
  });
});
