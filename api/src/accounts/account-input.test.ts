// Bad input on every account route: the docs/product.md §5 messages under each field, nothing stored, never a 500.
import { count, eq } from 'drizzle-orm';
import { ACCOUNT_CALLS } from '@yachts/contracts/account';
import { hashPassword } from '@yachts/contracts/password';
import { MESSAGES } from '@yachts/contracts/rules';
import { emailCodes, loginFailures, loginSessions, sentMails, users } from '../db/schema';
import { dialectUnderTest, loginAs, postForm, TEST_PASSWORD, type LoggedIn } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { visitorOf } from './account-support';
import { answerOf, bodyOf, like } from '../testing/answers';

const t = fileApp();
let login: LoggedIn;

beforeAll(async () => {
  login = await loginAs(t.app);
});

/** Row counts of every table the account routes write. */
async function snapshot() {
  const db = t.app.database.db;
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries({ users, loginSessions, emailCodes, loginFailures, sentMails })) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  const [me] = await db.select().from(users).where(eq(users.id, login.user.id));
  return { counts, me };
}

const hash = hashPassword('Harbour2026');
const TEXT = 'This field must be text.';
const SEND_EVENT = 'Please choose what the code is for.';

type Case = [string, string, Record<string, unknown>, Record<string, string>];

const cases: Case[] = [
  // /send
  ['/send', 'nothing', {}, { event: SEND_EVENT }],
  ['/send', 'an unknown event', { event: 'hack', email: 'ada@example.com' }, { event: SEND_EVENT }],
  ['/send', 'no e-mail', { event: 'register' }, { email: MESSAGES.emailRequired }],
  ['/send', 'a bad e-mail', { event: 'login', email: 'ada@example' }, { email: MESSAGES.emailInvalid }],
  ['/send', 'a number for the event', { event: 1, email: 'ada@example.com' }, { event: TEXT }],
  ['/send', 'a list for the e-mail', { event: 'register', email: ['ada@example.com'] }, { email: TEXT }],
  // /user/register
  [
    '/user/register',
    'nothing',
    {},
    {
      email: MESSAGES.emailRequired,
      verify_code: MESSAGES.verifyCodeInvalid,
      password: MESSAGES.password,
      repassword: MESSAGES.password,
      name: MESSAGES.displayNameRequired,
    },
  ],
  [
    '/user/register',
    'an unhashed password',
    { email: 'ada@example.com', verify_code: '123456', password: 'Harbour2026', repassword: 'Harbour2026', name: 'Ada Lovelace' },
    { password: MESSAGES.password },
  ],
  [
    '/user/register',
    'passwords that differ',
    { email: 'ada@example.com', verify_code: '123456', password: hash, repassword: hashPassword('Other2026'), name: 'Ada Lovelace' },
    { repassword: MESSAGES.passwordsDiffer },
  ],
  [
    '/user/register',
    'a 5-digit code and a bad e-mail',
    { email: 'ada at example.com', verify_code: '12345', password: hash, repassword: hash, name: 'ada@example.com' },
    { email: MESSAGES.emailInvalid, verify_code: MESSAGES.verifyCodeInvalid, name: MESSAGES.displayNameFormat },
  ],
  [
    '/user/register',
    'wrong JSON types',
    { email: 7, verify_code: 123456, password: { hash }, repassword: [hash], name: 42 },
    { email: TEXT, verify_code: TEXT, password: TEXT, repassword: TEXT, name: TEXT },
  ],
  [
    '/user/register',
    'an upper-case hash',
    { email: 'ada@example.com', verify_code: '123456', password: hash.toUpperCase(), repassword: hash.toUpperCase(), name: 'Ada Lovelace' },
    { password: MESSAGES.password },
  ],
  // /user/login
  ['/user/login', 'nothing', {}, { email: MESSAGES.emailRequired, password: MESSAGES.password }],
  ['/user/login', 'an unhashed password', { email: 'ada@example.com', password: 'Harbour2026' }, { password: MESSAGES.password }],
  ['/user/login', 'a letter code', { email: 'ada@example.com', verify_code: 'abcdef' }, { verify_code: MESSAGES.verifyCodeInvalid }],
  ['/user/login', 'a password too long to be a hash', { email: 'ada@example.com', password: `${hash}00` }, { password: MESSAGES.password }],
  ['/user/login', 'null fields', { email: null, password: null }, { email: MESSAGES.emailRequired, password: MESSAGES.password }],
  // /user/resetpwd
  [
    '/user/resetpwd',
    'nothing',
    {},
    { email: MESSAGES.emailRequired, verify_code: MESSAGES.verifyCodeInvalid, password: MESSAGES.password, repassword: MESSAGES.password },
  ],
  [
    '/user/resetpwd',
    'an unhashed password',
    { email: 'ada@example.com', verify_code: '123456', password: 'abc', repassword: 'abc' },
    { password: MESSAGES.password },
  ],
  // logged-in routes
  [
    '/user/changePassword',
    'nothing',
    {},
    { old_password: MESSAGES.password, new_password: MESSAGES.password, repassword: MESSAGES.password },
  ],
  [
    '/user/changePassword',
    'unhashed passwords',
    { old_password: TEST_PASSWORD, new_password: 'NewHarbour9', repassword: 'NewHarbour9' },
    { old_password: MESSAGES.password, new_password: MESSAGES.password },
  ],
  [
    '/user/changePassword',
    'new passwords that differ',
    { old_password: hashPassword(TEST_PASSWORD), new_password: hash, repassword: hashPassword('Other2026') },
    { repassword: MESSAGES.passwordsDiffer },
  ],
  [
    '/user/changeEmail',
    'nothing',
    {},
    { password: MESSAGES.password, email: MESSAGES.emailRequired, verify_code: MESSAGES.verifyCodeInvalid },
  ],
  [
    '/user/changeEmail',
    'an unhashed password and a bad e-mail',
    { password: TEST_PASSWORD, email: 'new@', verify_code: '123456' },
    { password: MESSAGES.password, email: MESSAGES.emailInvalid },
  ],
  ['/email/verify', 'nothing', {}, { verify_code: MESSAGES.verifyCodeInvalid }],
  ['/email/verify', 'a 7-digit code', { verify_code: '1234567' }, { verify_code: MESSAGES.verifyCodeInvalid }],
];

describe(`account routes refuse bad input (${dialectUnderTest})`, () => {
  it.each(cases)('%s with %s: 400 and the messages by field, nothing changed', async (url, _name, fields, msg) => {
    const before = await snapshot();
    const response = await postForm(t.app, await visitorOf(t.app, login), url, fields);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({ code: 0, msg, data: null, token: like.any(String) });
    expect(await snapshot()).toEqual(before);
  });
});

describe(`account routes never answer 500 (${dialectUnderTest})`, () => {
  const routes = [
    ACCOUNT_CALLS.sendCode,
    ACCOUNT_CALLS.register,
    ACCOUNT_CALLS.login,
    ACCOUNT_CALLS.logout,
    ACCOUNT_CALLS.resetPassword,
    ACCOUNT_CALLS.changePassword,
    ACCOUNT_CALLS.changeEmail,
    ACCOUNT_CALLS.verifyEmail,
    ACCOUNT_CALLS.profile,
  ];
  const weird: unknown[] = [
    {},
    { email: {}, password: {}, verify_code: {}, event: {}, name: {}, avatar_url: {} },
    { email: true, password: false, verify_code: 0, event: null, name: -1, avatar_url: 1e308 },
    {
      email: 'a'.repeat(5000),
      password: 'f'.repeat(5000),
      verify_code: '9'.repeat(5000),
      name: 'x'.repeat(5000),
      avatar_url: '/uploads/'.repeat(500),
    },
    {
      email: '\u0000@example.com',
      password: '\u202e',
      verify_code: '１２３４５６',
      event: 'register\u0000',
      name: '\ud800',
      avatar_url: '/uploads/%00',
    },
    JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}, "email": "ada@example.com", "event": "login"}'),
    { email: 'ADA@EXAMPLE.COM ', password: hashPassword('x'), verify_code: ' 123456 ', event: 'verify', name: ' ', avatar_url: '' },
  ];

  it.each(routes)('%s: every odd body, logged in or not, is a 4xx or a 2xx in the form envelope', async (url) => {
    for (const withLogin of [false, true]) {
      for (const fields of weird) {
        // A login of its own each time: a logout or a password change among the bodies must not end the next one's.
        const visitor = await visitorOf(t.app, withLogin ? await loginAs(t.app) : undefined);
        const response = await postForm(t.app, visitor, url, fields as Record<string, unknown>);
        expect(response.statusCode).toBeLessThan(500);
        expect(bodyOf(response)).toHaveProperty('code');
      }
    }
    // Not JSON at all, and JSON that is not an object.
    const visitor = await visitorOf(t.app, await loginAs(t.app));
    const raw = (payload: string, type: string) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: visitor.remoteAddress,
        headers: { cookie: visitor.cookie, 'content-type': type },
        payload,
      });
    for (const response of [
      await raw('{"email":', 'application/json'),
      await raw('[1,2,3]', 'application/json'),
      await raw('"text"', 'application/json'),
      await raw(`email=a@b.c&__token__=${visitor.token}`, 'application/x-www-form-urlencoded'),
      await raw('hello', 'text/plain'),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(bodyOf(response)).toMatchObject({ code: 0 });
    }
  });

  it('the login of the test user still works after all that', async () => {
    const response = await postForm(t.app, await visitorOf(t.app), '/user/login', {
      email: login.user.email,
      password: hashPassword(TEST_PASSWORD),
    });
    expect(answerOf(response).code).toBe(1);
  });
});
