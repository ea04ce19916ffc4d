// Builds the real app against a real database: a fresh PGlite directory per app, or on PostgreSQL a fresh
// database per test file, created beside the one TEST_DATABASE_URL names (scripts/test-api.mjs makes a throwaway
// one when a server answers, and drops it and every per-file database after the run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { TOKEN_HEADER } from '@yachts/contracts/envelope';
import { hashPassword } from '@yachts/contracts/password';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config/config';
import { hashStoredPassword } from '../accounts/passwords';
import { hashLoginToken } from '../accounts/login-token';
import type { UserRow } from '../accounts/users-repository';
import { hashSid } from '../platform/visitor-sid';
import { loginSessions } from '../db/schema';
import { bodyOf } from './answers';
import { lazySchemaController } from './lazy-schemas';

// A test app (a PGlite database from the dump, the app, often a seed) takes seconds alone and more than a minute
// when the machine is busy (two test files per core, a browser suite beside): a hook that builds one once failed at a
// one-minute limit with nothing wrong. The limit is a bound for a hung test, not a measure of speed (benchmarks are
// scripts), so every file that builds an app through this helper gets five minutes per test and hook.
jest.setTimeout(300_000);

let fileDatabase: Promise<string> | undefined;

/**
 * The PostgreSQL database of this test file (jest loads this module once per file), or undefined on PGlite.
 * Test files run in parallel: on one shared database a test that reads global rows (counts, orders, "the newest")
 * would see another file's rows now and then. Apps built in one file still share it, as two instances would. It is a
 * copy of the run's seeded template (test-templates.cjs), or of its empty one when the file's first app does not
 * seed (SEED=false, or a first start asked for): a file's later apps find what its first one found.
 */
export function testDatabaseUrl(seeded = true): Promise<string> | undefined {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  fileDatabase ??= (async () => {
    const url = new URL(base);
    const name = `${url.pathname.slice(1)}_f${crypto.randomBytes(5).toString('hex')}`;
    const template = seeded ? process.env.TEST_DATABASE_TEMPLATE_SEEDED : process.env.TEST_DATABASE_TEMPLATE_EMPTY;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
      // A test database need not survive a crash of the server, and a commit that waits for its disk write made the
      // PostgreSQL pass wait on the disk a quarter of its time (measured): commits here return before the write.
      await admin.query(`alter database "${name}" set synchronous_commit = off`);
    } finally {
      await admin.end();
    }
    url.pathname = `/${name}`;
    return url.href;
  })();
  return fileDatabase;
}

/**
 * The environment key that makes buildTestApp start from the empty database even when the app seeds, so that its
 * start writes the seed as production's first start does (the seed's own tests); it is not passed on to the app.
 */
export const FIRST_START = 'TEST_FIRST_START';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  staticDir: string;
  close: () => Promise<void>;
}

/**
 * What an app a test builds starts from, made once per run (test-templates.cjs): on PGlite the dump of an empty or a
 * seeded database instead of a new initdb (and seed), and the seed pictures drawn once instead of drawn again. On
 * PostgreSQL the file's database was already copied from a template (testDatabaseUrl).
 */
export function startingPoint(seeded: boolean): BuildOptions {
  const template = seeded ? process.env.YACHTS_PGLITE_TEMPLATE_SEEDED : process.env.YACHTS_PGLITE_TEMPLATE_EMPTY;
  return {
    pgliteTemplate: process.env.TEST_DATABASE_URL ? undefined : template,
    seedPicturesDrawnIn: process.env.YACHTS_SEED_PICTURES,
  };
}

/** `beforeReady` may add routes of its own (e.g. a probe of a plugin) before the app is sealed. */
export async function buildTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'yachts-api-'));
  const staticDir = path.join(scratch, 'deploy');
  const { [FIRST_START]: firstStart, ...appEnv } = env;
  const seeded = (appEnv.SEED ?? 'true') !== 'false' && firstStart !== 'true';
  const databaseUrl = await testDatabaseUrl(seeded);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(scratch, 'pglite'),
    STATIC_DIR: staticDir,
    UPLOADS_DIR: path.join(scratch, 'uploads'),
    // Production on PostgreSQL requires one (config.ts); tests that read the absolute addresses set their own.
    PUBLIC_URL: 'http://localhost:8080',
    // Jobs run when a test says so (app.jobs.runDue()), not on a timer that races its assertions.
    JOBS_POLL_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...appEnv,
  });
  const app = await buildApp(config, { ...(firstStart === 'true' ? {} : startingPoint(seeded)), schemaController: lazySchemaController });
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    staticDir,
    close: async () => {
      await app.close();
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** A visitor as the browser holds it: the sid cookie and the last anti-forgery token. */
export interface Visitor {
  sid: string;
  cookie: string;
  token: string;
  /** Each visitor gets its own address, so per-client rate limits of one test never touch another. */
  remoteAddress: string;
}

let addresses = 0;
export function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** POST /api/index/test/gettoken as a first visit: a new sid cookie and a token. */
export async function startVisitor(app: FastifyInstance): Promise<Visitor> {
  const remoteAddress = nextAddress();
  const response = await app.inject({ method: 'POST', url: '/api/index/test/gettoken', remoteAddress });
  const sid = response.cookies.find((cookie) => cookie.name === 'sid')?.value;
  const { token } = bodyOf<{ token?: unknown }>(response);
  if (response.statusCode !== 200 || !sid || typeof token !== 'string') {
    throw new Error(`gettoken failed: ${response.statusCode} ${response.body}`);
  }
  return { sid, cookie: `sid=${sid}`, token, remoteAddress };
}

/** A form-style JSON post as the browser sends it: the visitor's cookie and __token__ in the body. */
export function postForm(app: FastifyInstance, visitor: Visitor, url: string, fields: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: visitor.remoteAddress,
    headers: { cookie: visitor.cookie },
    payload: { __token__: visitor.token, ...fields },
  });
}

/** A logged-in member in a browser session of their own (uploads and anti-forgery tokens belong to the session). */
export interface SessionMember {
  login: LoggedIn;
  visitor: Visitor;
}

/** A form-style call (docs/product.md §7A) as the browser makes it; a Visitor alone is someone not logged in. */
export function formCallAs(app: FastifyInstance, who: SessionMember | Visitor, url: string, fields: Record<string, unknown> = {}) {
  if (!('login' in who)) return postForm(app, who, url, fields);
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: who.visitor.remoteAddress,
    headers: { cookie: `${who.visitor.cookie}; ${who.login.cookie}` },
    payload: { __token__: who.visitor.token, ...fields },
  });
}

/**
 * `count` uploads recorded for the visitor's browser session as the upload route records them, named as it names
 * them; answers their addresses. The files are not needed by the calls that take uploads, and the route's rate limit
 * would slow a test that wants many.
 */
export async function ownUploads(app: FastifyInstance, visitor: Visitor, count: number): Promise<string[]> {
  const records = Array.from({ length: count }, () => ({
    path: `2026/11/${crypto.randomBytes(16).toString('base64url')}.jpg`,
    mime: 'image/jpeg',
    bytes: 1000,
    width: 1600,
    height: 1000,
    sidHash: hashSid(visitor.sid),
  }));
  await app.repositories.uploads.record(records);
  return records.map((record) => `/uploads/${record.path}`);
}

export interface FilePart {
  name?: string;
  data: Buffer;
  filename: string;
  type: string;
}

/**
 * The multipart body a browser's FormData makes: files first, __token__ wherever `tokenFirst` says; and the headers
 * the site's form client sends with it: its content type and the token (TOKEN_HEADER, checked before the body).
 */
export async function multipartBody(files: FilePart[], token: string | null, tokenFirst = false) {
  const form = new FormData();
  if (token !== null && tokenFirst) form.append('__token__', token);
  for (const file of files) form.append(file.name ?? 'file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.filename);
  if (token !== null && !tokenFirst) form.append('__token__', token);
  const request = new Request('http://x/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type') ?? '';
  const headers: Record<string, string> = { 'content-type': contentType, ...(token !== null ? { [TOKEN_HEADER]: token } : {}) };
  return { payload: Buffer.from(await request.arrayBuffer()), contentType, headers };
}

export const dialectUnderTest = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface LoginOptions {
  /** Default: a fresh address per call, so tests never share an account by accident. */
  email?: string;
  /** What the user types; stored as argon2id of hashPassword(password), as the register route does. */
  password?: string;
  /** Default: a fresh name per call, as display names are unique (decision 036). */
  name?: string;
  emailVerified?: boolean;
  avatarUrl?: string | null;
}

export interface LoggedIn {
  user: UserRow;
  /** The login token: send it as the access-token header, or use `cookie`. */
  token: string;
  uuid: string;
  /** A Cookie header value: `token=…; uuid=…` (add `; sid=…` of a visitor for form-style calls). */
  cookie: string;
}

export const TEST_PASSWORD = 'Sailing2026';

/**
 * The stored argon2 hash of each password the file's users are given, made once per file: a test that makes hundreds
 * of users (the numeric-bounds sweep makes one per request) pays one hash, not one each. A hash is salted, so users
 * sharing one still log in with their password alone.
 */
const storedHashes = new Map<string, Promise<string>>();
function storedHashOf(password: string): Promise<string> {
  let stored = storedHashes.get(password);
  if (!stored) {
    stored = hashStoredPassword(hashPassword(password));
    storedHashes.set(password, stored);
  }
  return stored;
}

/** A user created straight through the repositories, logged in with a session of its own. */
export async function loginAs(app: FastifyInstance, options: LoginOptions = {}): Promise<LoggedIn> {
  const email = options.email ?? `sailor-${crypto.randomUUID()}@example.com`;
  const user = await app.repositories.users.create({
    uuid: crypto.randomUUID(),
    email,
    passwordHash: await storedHashOf(options.password ?? TEST_PASSWORD),
    name: options.name ?? `Test Sailor ${crypto.randomBytes(4).toString('hex')}`,
    avatarUrl: options.avatarUrl ?? null,
    emailVerifiedAt: options.emailVerified ? new Date() : null,
  });
  if (!user) throw new Error(`loginAs: ${email} is taken`);
  const { token } = await app.createLoginSession(user.id, 'test');
  return { user, token, uuid: user.uuid, cookie: `token=${token}; uuid=${user.uuid}` };
}

/** Ends every login of `member` `msAgo` milliseconds ago, as time would: for the tests of an expired login. */
export async function expireLogins(app: FastifyInstance, member: LoggedIn, msAgo: number): Promise<void> {
  await app.database.db
    .update(loginSessions)
    .set({ expiresAt: new Date(Date.now() - msAgo) })
    .where(eq(loginSessions.userId, member.user.id));
}

/**
 * A member with an operator role whose login has passed the second factor (decision 032), made straight through the
 * repositories: for tests of operator routes. The operators area's own tests go through the authenticator app.
 */
export async function operatorLogin(
  app: FastifyInstance,
  role: 'moderator' | 'admin' = 'admin',
  options: LoginOptions = {},
): Promise<LoggedIn> {
  const member = await unverifiedOperator(app, role, options);
  const found = await app.repositories.loginSessions.findByTokenHash(hashLoginToken(member.token));
  if (!found) throw new Error('operatorLogin: no login session');
  const now = new Date();
  await app.repositories.operators.verifySession(found.session.id, member.user.id, now, new Date(now.getTime() + 60 * 60 * 1000));
  return member;
}

/** A member just given an operator role whose login has not passed the second factor yet. */
export async function unverifiedOperator(app: FastifyInstance, role: 'moderator' | 'admin', options: LoginOptions = {}): Promise<LoggedIn> {
  const member = await loginAs(app, options);
  const granted = await app.repositories.operators.setRole(member.user.id, role, 'test', {
    actorUserId: null,
    actor: 'test',
    action: 'role.grant',
    targetKind: 'member',
    targetId: member.uuid,
  });
  if (!granted) throw new Error('unverifiedOperator: the role was not granted');
  return member;
}

/**
 * The settings of an app on a scratch directory of its own (data, deploy and uploads below it), for the tests that
 * build and restart apps themselves; on PostgreSQL, `databaseUrl` is the database they share.
 */
export function scratchSettings(prefix: string, databaseUrl: string | undefined): { scratch: string; env: Record<string, string> } {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    scratch,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(scratch, 'pglite'),
      STATIC_DIR: path.join(scratch, 'deploy'),
      UPLOADS_DIR: path.join(scratch, 'uploads'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  };
}
