// What the community tests share: members (a login plus a browser session of their own, since uploads and
// anti-forgery tokens belong to the session), the three ways the community area calls the api (form-style POST,
// signed POST, GET with an optional access-token), and sections, topics and articles written straight into the
// database, so a test of comments or reports does not depend on the create route or its rate limit.
// Names carry a random word: on a PostgreSQL database shared by test files, each file finds its own rows.
import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signBody } from '@yachts/contracts/signing';
import { and, count, eq } from 'drizzle-orm';
import { articles, praises, topicModules, topics } from '../db/schema';
import { formCallAs, loginAs, ownUploads, startVisitor, type LoggedIn, type Visitor } from '../testing/helper';
import { bodyOf } from '../testing/answers';

export interface Member {
  login: LoggedIn;
  visitor: Visitor;
  /** The users row id. */
  id: number;
  uuid: string;
  name: string;
}

/** A member logged in from a browser session of their own. */
/** Display names are unique (decision 036): without one, each member gets a fresh "Test Sailor …". */
export async function newMember(app: FastifyInstance, name?: string): Promise<Member> {
  const login = await loginAs(app, { name });
  return { login, visitor: await startVisitor(app), id: login.user.id, uuid: login.uuid, name: login.user.name };
}

/** A visitor: a browser session without a login. */
export function newVisitor(app: FastifyInstance): Promise<Visitor> {
  return startVisitor(app);
}

/** A form-style call (docs/product.md §7A) as the browser makes it; a Visitor alone is someone not logged in. */
export const formCall = formCallAs;

/** A signed call (product rules §7B): the fields signed with the contracts' signBody, the login token as
 * access-token. */
export function signedCall(app: FastifyInstance, who: Member | null, url: string, fields: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: who ? { 'access-token': who.login.token } : {},
    payload: signBody(fields),
  });
}

/** A public GET; a member's access-token adds their own state to the answer. */
export function apiGet(app: FastifyInstance, who: Member | null, url: string, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]): [string, string] => [name, String(value)])).toString();
  return app.inject({
    method: 'GET',
    url: search ? `${url}?${search}` : url,
    headers: who ? { 'access-token': who.login.token } : {},
  });
}

/** A word no other test file uses. */
export function uniqueWord(prefix = 'zz'): string {
  return `${prefix}${crypto.randomBytes(6).toString('hex')}`;
}

export interface TestModule {
  id: number;
  slug: string;
  name: string;
}

/** A section of the test's own, placed after the seeded ones (lists of sections keep the seed's order first). */
export async function newModule(app: FastifyInstance, name = 'Test section'): Promise<TestModule> {
  const slug = uniqueWord('test-');
  const [row] = await app.database.db
    .insert(topicModules)
    .values({ slug, name: `${name} ${slug}`.slice(0, 80), description: `Topics of the test ${slug}.`, position: 1000 })
    .returning({ id: topicModules.id, slug: topicModules.slug, name: topicModules.name });
  if (!row) throw new Error('newModule: no row');
  return row;
}

export interface TopicFields {
  author?: Member | null;
  title?: string;
  body?: string;
  images?: string[];
  links?: { title: string; url: string }[];
  praiseCount?: number;
  createdAt?: Date;
  /** Defaults to createdAt. */
  lastActivityAt?: Date;
  hiddenAt?: Date | null;
}

/** A topic written straight into the database (no rate limit, any date); answers its id. */
export async function newTopic(app: FastifyInstance, moduleId: number, fields: TopicFields = {}): Promise<number> {
  const createdAt = fields.createdAt ?? new Date();
  const [row] = await app.database.db
    .insert(topics)
    .values({
      moduleId,
      authorId: fields.author === undefined || fields.author === null ? null : fields.author.id,
      title: fields.title ?? `Topic ${uniqueWord('t')}`,
      body: fields.body ?? '<p>A question for other sailors.</p>',
      images: fields.images ?? ['/uploads/seed/sail-1-profile-noon.svg'],
      links: fields.links ?? [],
      praiseCount: fields.praiseCount ?? 0,
      createdAt,
      lastActivityAt: fields.lastActivityAt ?? createdAt,
      hiddenAt: fields.hiddenAt ?? null,
    })
    .returning({ id: topics.id });
  if (!row) throw new Error('newTopic: no row');
  return row.id;
}

export interface ArticleFields {
  title?: string;
  summary?: string;
  body?: string;
  coverUrl?: string | null;
  praiseCount?: number;
  createdAt?: Date;
  deletedAt?: Date | null;
  hiddenAt?: Date | null;
}

/** An article written straight into the database; answers its id. */
export async function newArticle(app: FastifyInstance, author: Member | null, fields: ArticleFields = {}): Promise<number> {
  const [row] = await app.database.db
    .insert(articles)
    .values({
      authorId: author?.id ?? null,
      title: fields.title ?? `Article ${uniqueWord('a')}`,
      summary: fields.summary ?? 'What we learnt on the way.',
      body: fields.body ?? '<p>A long passage, told from the cockpit.</p>',
      coverUrl: fields.coverUrl === undefined ? '/uploads/seed/sail-2-profile-noon.svg' : fields.coverUrl,
      praiseCount: fields.praiseCount ?? 0,
      createdAt: fields.createdAt ?? new Date(),
      deletedAt: fields.deletedAt ?? null,
      hiddenAt: fields.hiddenAt ?? null,
    })
    .returning({ id: articles.id });
  if (!row) throw new Error('newArticle: no row');
  return row.id;
}

/**
 * `count` uploads recorded for the member's browser session, as POST /index/ajax/pic records them (the files are
 * not needed by the community's calls, and the upload route's rate limit would slow a test that wants many).
 */
export function ownImages(app: FastifyInstance, member: Member, count = 1): Promise<string[]> {
  return ownUploads(app, member.visitor, count);
}

/** When `minutes` minutes ago was. */
export function minutesAgo(minutes: number, from = Date.now()): Date {
  return new Date(from - minutes * 60_000);
}

/** A topic's or an article's praise counter beside its praise rows: the two must move together. */
export async function storedPraise(app: FastifyInstance, kind: 'topic' | 'article', id: number) {
  const db = app.database.db;
  const table = kind === 'topic' ? topics : articles;
  const [row] = await db.select({ praiseCount: table.praiseCount }).from(table).where(eq(table.id, id));
  const [rows] = await db
    .select({ n: count() })
    .from(praises)
    .where(and(eq(praises.kind, kind), eq(praises.targetId, id)));
  return { counter: row!.praiseCount, rows: rows!.n };
}

/** A form call's refusals: each case's fields, sent with `send`, answer its status and msg (code 0, no data). */
export async function expectRefusals(
  cases: Array<[Record<string, unknown>, number, unknown]>,
  send: (fields: Record<string, unknown>) => Promise<LightMyRequestResponse>,
): Promise<void> {
  for (const [fields, status, msg] of cases) {
    const response = await send(fields);
    expect({ fields, status: response.statusCode, body: bodyOf(response) }).toMatchObject({
      fields,
      status,
      body: { code: 0, msg, data: null },
    });
  }
}
