// The members page's operator routes (decision 033): search, suspension with the reason e-mailed (every login ends,
// logging in is refused with the reason), lifting it; every role on every route; bad input in the contract's words.
import { ACCOUNT_API, ACCOUNT_CALLS, ACCOUNT_MESSAGES } from '@yachts/contracts/account';
import { hashPassword } from '@yachts/contracts/password';
import { ErrorCode } from '@yachts/contracts/envelope';
import { MEMBER_LIMITS, MEMBER_MESSAGES, OPERATOR_MEMBERS_API, type MemberRecord } from '@yachts/contracts/operators';
import { ACCESS_TOKEN_HEADER } from '@yachts/contracts/signing';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { latestMail } from '../accounts/account-support';
import { loginAs, startVisitor, operatorLogin, postForm, TEST_PASSWORD, type LoggedIn, unverifiedOperator } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, dataOf, like } from '../testing/answers';

const t = fileApp();
let moderator: LoggedIn;

beforeAll(async () => {
  moderator = await operatorLogin(t.app, 'moderator');
});

const get = (url: string, who?: LoggedIn) => t.app.inject({ method: 'GET', url, headers: who ? { [ACCESS_TOKEN_HEADER]: who.token } : {} });
const post = (url: string, who: LoggedIn | null, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: who ? { [ACCESS_TOKEN_HEADER]: who.token } : {}, payload });
const search = async (q: string, who: LoggedIn = moderator) =>
  dataOf<{
    items: MemberRecord[];
    total: number;
  }>(await get(`${OPERATOR_MEMBERS_API.members}?q=${encodeURIComponent(q)}&page_size=50`, who));
const logIn = async (email: string) =>
  postForm(t.app, await startVisitor(t.app), ACCOUNT_CALLS.login, { email, password: hashPassword(TEST_PASSWORD) });

describe('finding members', () => {
  it('by part of an address or a name in any case, or by a whole id, newest first, with their standing', async () => {
    const tag = `lagoon${Date.now()}`;
    const older = await loginAs(t.app, { email: `${tag}-a@example.com`, name: 'Ada Anchor', emailVerified: true });
    const newer = await loginAs(t.app, { email: `${tag}-b@example.com`, name: `Bo ${tag.toUpperCase()}` });
    const found = await search(tag.toUpperCase());
    expect(found.total).toBe(2);
    expect(found.items.map((member) => member.uuid)).toEqual([newer.uuid, older.uuid]);
    expect(found.items[1]).toEqual({
      uuid: older.uuid,
      email: `${tag}-a@example.com`,
      name: 'Ada Anchor',
      role: 'member',
      email_verified: true,
      created_at: like.any(String),
      suspended_at: null,
      suspended_reason: null,
      logins: 1,
    });
    expect((await search(older.uuid.toUpperCase())).items.map((member) => member.uuid)).toEqual([older.uuid]);
    expect((await search('Ada Anch')).items.some((member) => member.uuid === older.uuid)).toBe(true);
    // The search's own wildcards are taken as they are written.
    expect((await search(`${tag}%b`)).total).toBe(0);
    expect((await search('_'.repeat(3))).total).toBe(0);
    expect((await search(moderator.uuid)).items[0]?.role).toBe('moderator');
    const tooLong = await get(`${OPERATOR_MEMBERS_API.members}?q=${'x'.repeat(MEMBER_LIMITS.searchMax + 1)}`, moderator);
    expect(tooLong.statusCode).toBe(400);
  });

  it('answers a visitor 401, a member 403, an unverified operator 400412, a moderator and an admin', async () => {
    expect((await get(OPERATOR_MEMBERS_API.members)).statusCode).toBe(401);
    expect(answerOf(await get(OPERATOR_MEMBERS_API.members, await loginAs(t.app))).code).toBe(ErrorCode.FORBIDDEN);
    const unverified = await unverifiedOperator(t.app, 'admin');
    expect(answerOf(await get(OPERATOR_MEMBERS_API.members, unverified)).code).toBe(ErrorCode.SECOND_FACTOR_REQUIRED);
    expect((await get(OPERATOR_MEMBERS_API.members, await operatorLogin(t.app, 'admin'))).statusCode).toBe(200);
    expect((await get(OPERATOR_MEMBERS_API.members, moderator)).statusCode).toBe(200);
    const target = await loginAs(t.app);
    expect((await post(OPERATOR_MEMBERS_API.suspend(target.uuid), null, { reason: 'x' })).statusCode).toBe(401);
    expect((await post(OPERATOR_MEMBERS_API.suspend(target.uuid), target, { reason: 'x' })).statusCode).toBe(403);
    expect((await post(OPERATOR_MEMBERS_API.unsuspend(target.uuid), target, {})).statusCode).toBe(403);
  });
});

describe('suspending a member', () => {
  it('ends their logins, refuses their next login with the reason, e-mails it, and is in the audit log; lifting it lets them in', async () => {
    const member = await loginAs(t.app);
    const reason = 'You sent the same advert to forty members after a warning.';
    const suspended = await post(OPERATOR_MEMBERS_API.suspend(member.uuid), moderator, { reason: `  ${reason} ` });
    expect(suspended.statusCode).toBe(200);
    expect(dataOf(suspended)).toMatchObject({
      uuid: member.uuid,
      suspended_at: like.any(String),
      suspended_reason: reason,
      logins: 0,
    });

    // The login they had is over, and a new one is refused with the reason, after the right password only.
    const call = await t.app.inject({ method: 'GET', url: ACCOUNT_API.followedYachts, headers: { [ACCESS_TOKEN_HEADER]: member.token } });
    expect(answerOf(call).code).toBe(ErrorCode.TOKEN_EXPIRED);
    const refused = await logIn(member.user.email);
    expect(refused.statusCode).toBe(403);
    expect(answerOf(refused).msg).toBe(ACCOUNT_MESSAGES.suspended(reason));
    const wrongPassword = await postForm(t.app, await startVisitor(t.app), ACCOUNT_CALLS.login, {
      email: member.user.email,
      password: hashPassword('NotThePassword1'),
    });
    expect(answerOf(wrongPassword).msg).toBe(ACCOUNT_MESSAGES.loginFailed);

    const mail = await latestMail(t.app, member.user.email);
    expect(mail?.subject).toContain('your account is suspended');
    expect(mail?.text).toContain(`Why: ${reason}`);

    expect(answerOf(await post(OPERATOR_MEMBERS_API.suspend(member.uuid), moderator, { reason })).msg).toBe(
      MEMBER_MESSAGES.alreadySuspended,
    );

    const lifted = await post(OPERATOR_MEMBERS_API.unsuspend(member.uuid), moderator, {});
    expect(lifted.statusCode).toBe(200);
    expect(dataOf(lifted)).toMatchObject({ suspended_at: null, suspended_reason: null });
    expect(answerOf(await logIn(member.user.email)).code).toBe(1);
    expect((await latestMail(t.app, member.user.email))?.subject).toContain('your account is open again');
    const notSuspended = await post(OPERATOR_MEMBERS_API.unsuspend(member.uuid), moderator, {});
    expect([notSuspended.statusCode, answerOf(notSuspended).msg]).toEqual([409, MEMBER_MESSAGES.notSuspended]);

    const audit = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, 'member'), eq(auditLog.targetId, member.uuid)));
    expect(audit.map((row) => [row.actor, row.action, row.before, row.after])).toEqual([
      [moderator.user.email, 'member.suspend', { suspended: false }, { suspended: true, reason, logins_ended: 1 }],
      [moderator.user.email, 'member.unsuspend', { suspended: true, reason }, { suspended: false }],
    ]);
  });

  it('needs a reason, keeps to its length, refuses an operator and an unknown id, and changes nothing then', async () => {
    const member = await loginAs(t.app);
    const cases: [string, Record<string, unknown>, number, string][] = [
      [member.uuid, { reason: '   ' }, 400, MEMBER_MESSAGES.reasonRequired],
      [member.uuid, { reason: 'x'.repeat(MEMBER_LIMITS.reasonMax + 1) }, 400, MEMBER_MESSAGES.reasonTooLong],
      [moderator.uuid, { reason: 'Rude to a seller.' }, 409, MEMBER_MESSAGES.operator],
      ['00000000-0000-4000-8000-000000000000', { reason: 'Rude to a seller.' }, 404, MEMBER_MESSAGES.notFound],
    ];
    for (const [uuid, body, status, message] of cases) {
      const answer = await post(OPERATOR_MEMBERS_API.suspend(uuid), moderator, body);
      expect([uuid, answer.statusCode, answerOf(answer).msg]).toEqual([uuid, status, message]);
    }
    expect((await post(OPERATOR_MEMBERS_API.suspend(member.uuid), moderator, {})).statusCode).toBe(400);
    expect((await post(OPERATOR_MEMBERS_API.suspend('not-a-uuid'), moderator, { reason: 'x' })).statusCode).toBe(404);
    expect((await search(member.uuid)).items[0]).toMatchObject({ suspended_at: null, logins: 1 });
  });
});
