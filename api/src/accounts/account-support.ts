// What the account tests share: a visitor that may be logged in, codes read from the outbox as a developer would.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type CodeEvent } from '@yachts/contracts/account';
import { hashPassword } from '@yachts/contracts/password';
import { postForm, startVisitor, type LoggedIn, type Visitor } from '../testing/helper';
import type { OutboxEntry } from '../platform/mail-outbox';

export function uniqueEmail(prefix = 'sailor'): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** A fresh visitor (own sid, own IP), carrying a login's cookies when given one. */
export async function visitorOf(app: FastifyInstance, login?: Pick<LoggedIn, 'cookie'>): Promise<Visitor> {
  const visitor = await startVisitor(app);
  return login ? { ...visitor, cookie: `${visitor.cookie}; ${login.cookie}` } : visitor;
}

/** The visitor after an answer that set or cleared the login cookies, as a browser would hold them. */
export function withAnswerCookies(
  visitor: Visitor,
  response: { cookies: Array<{ name: string; value: string }>; json: () => { token?: string } },
): Visitor {
  const jar = new Map(
    visitor.cookie.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  );
  for (const cookie of response.cookies) {
    if (cookie.value === '') jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  const token = response.json().token ?? visitor.token;
  return { ...visitor, token, cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
}

/** What the tests read of a mail in the local outbox (/dev/mail answers its entry). */
export type OutboxMail = Pick<OutboxEntry, 'to' | 'subject' | 'text' | 'kind' | 'code' | 'createdAt'>;

export async function latestMail(app: FastifyInstance, to: string): Promise<OutboxMail | null> {
  const response = await app.inject({ method: 'GET', url: `/dev/mail/latest?to=${encodeURIComponent(to)}` });
  return response.statusCode === 200 ? response.json<OutboxMail>() : null;
}

export function sendCode(app: FastifyInstance, visitor: Visitor, event: CodeEvent, email?: string) {
  return postForm(app, visitor, '/send', email === undefined ? { event } : { event, email });
}

/** Asks for a code in the visitor's session and reads it from the outbox; only that session can use it. */
export async function codeFor(app: FastifyInstance, event: CodeEvent, email: string, visitor?: Visitor): Promise<string> {
  const response = await sendCode(app, visitor ?? (await visitorOf(app)), event, email);
  if (response.statusCode !== 200) throw new Error(`/send ${event} ${email}: ${response.statusCode} ${response.body}`);
  const mail = await latestMail(app, email);
  if (!mail?.code) throw new Error(`no code mailed to ${email}: ${JSON.stringify(mail)}`);
  return mail.code;
}

/** A different code than `code` (a wrong guess that is still well-formed). */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

export const hashed = hashPassword;

/**
 * A password login (hashed as the form sends it) from the client at `remoteAddress`, in a new visitor session: sessions
 * are free to mint, so the login guards count the client by its address.
 */
export async function passwordLoginFrom(app: FastifyInstance, remoteAddress: string, email: string, password: string) {
  return postForm(app, { ...(await visitorOf(app)), remoteAddress }, '/user/login', { email, password: hashed(password) });
}

/** A display name no other test has taken (decision 036: names are unique): letters only, within 3-30 characters. */
export function uniqueDisplayName(prefix = 'Sailor'): string {
  const letters = crypto
    .randomBytes(6)
    .toString('hex')
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);
  return `${prefix} ${letters}`;
}

/** Registers through the api (code from the outbox); answers the response and the visitor holding its cookies. */
export async function register(app: FastifyInstance, email: string, password: string, name = uniqueDisplayName()) {
  const visitor = await visitorOf(app);
  const code = await codeFor(app, 'register', email, visitor);
  const response = await postForm(app, visitor, '/user/register', {
    email,
    verify_code: code,
    password: hashPassword(password),
    repassword: hashPassword(password),
    name,
  });
  return { response, visitor: withAnswerCookies(visitor, response) };
}

/**
 * The seconds a "Please wait N seconds" answer tells, checked against the clock instead of a guess at the machine's
 * speed: the cooldown began at or after `since` (taken before the first send), so N lies between the cooldown less the
 * whole seconds gone since then and the cooldown itself. On a busy machine N is lower, never wrong.
 */
export function expectCooldownLeft(message: unknown, since: number, cooldown = 60): void {
  const seconds = Number(/^Please wait (\d+) seconds/.exec(String(message))?.[1]);
  const gone = Math.ceil((Date.now() - since) / 1000);
  expect(seconds).toBeGreaterThanOrEqual(cooldown - gone);
  expect(seconds).toBeLessThanOrEqual(cooldown);
}
