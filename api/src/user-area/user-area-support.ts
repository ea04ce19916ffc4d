// What the user-area tests share (decision 015): one app per test file, two members with rows of their own in every
// table (so each test can see that a list holds the caller's rows only), a newcomer with none, the demo account the
// start-up seed filled, and the calls as the browser makes them.
import { desc, inArray } from 'drizzle-orm';
import type { CollectedItem, FollowedTopic, MemberComment, MyArticle, MyTopic, UserMessagesPage } from '@yachts/contracts/account';
import type { Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import {
  articles,
  collections,
  comments,
  topicFollows,
  topicModules,
  topics,
  userMessages,
  yachtEnquiries,
  yachtFollows,
} from '../db/schema';
import { DEMO_ACCOUNT } from '../accounts/demo-account';
import { YachtFixtures } from '../catalogue/catalogue-support';
import { loginAs, postForm, startVisitor, type LoggedIn, type TestApp, type Visitor } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { dataOf } from '../testing/answers';

const DAY = 24 * 3600 * 1000;
const base = Date.now() - 100 * DAY;
/** Row dates one day apart, so "newest first" is a checkable order. */
export const day = (n: number) => new Date(base + n * DAY);

export const ids = {
  aliceMessages: [] as number[],
  bobMessages: [] as number[],
  aliceTopics: [] as number[],
  bobTopic: 0,
  aliceArticles: [] as number[],
  deletedArticle: 0,
  bobArticle: 0,
  modules: [] as number[],
  yachts: [] as { id: number; slug: string; builder: string; model: string }[],
  usedYacht: { id: 0, slug: '' },
};
/** A used-yacht id no row has: a follow or enquiry whose yacht is gone. */
export const GONE_USED_YACHT = 2_000_000_000;

/** The file's app and the members its tests act as. */
export interface UserAreaWorld {
  t: TestApp;
  alice: LoggedIn;
  bob: LoggedIn;
  newcomer: LoggedIn;
  /** The demo account, logged in. */
  demo: LoggedIn;
  visitor: Visitor;
  yachtFixtures: YachtFixtures;
}

/** A GET of the signed client: only the access-token header. */
interface Reads {
  '/user/mymessage': UserMessagesPage;
  '/user/myCollection': Page<CollectedItem>;
  '/user/myArticle': Page<MyArticle>;
  '/user/myTopic': Page<MyTopic>;
  '/user/myReply': Page<MemberComment>;
  '/user/myFollow': Page<FollowedTopic>;
}

export function firstId(rows: { id: number }[]): number {
  if (!rows[0]) throw new Error('insert returned no row');
  return rows[0].id;
}

async function yachtsAndInbox(w: UserAreaWorld) {
  const { db } = w.t.app.database;
  // Seeded sections, in an order that puts Cruising last: the test topics go into the first two, so Cruising keeps the
  // topic count other test files on a shared database check.
  const modules = await db
    .select({ id: topicModules.id })
    .from(topicModules)
    .where(inArray(topicModules.slug, ['racing', 'destinations', 'cruising']))
    .orderBy(desc(topicModules.slug));
  ids.modules = modules.map((m) => m.id);
  // The file's own yachts (the seed's may change): six new ones and a used one, all listed.
  for (let i = 0; i < 6; i += 1) {
    const made = await w.yachtFixtures.add('new', { model: `Oceanis ${30 + i}`, imageUrl: `/uploads/new-${i}.jpg` });
    ids.yachts.push({ id: made.id, slug: made.slug, builder: made.fields.builder, model: made.fields.model });
  }
  const used = await w.yachtFixtures.add('idle', {
    builder: 'Hallberg-Rassy',
    model: '42F',
    price: 240_000,
    currency: 'GBP',
    lengthM: 12.9,
    photos: ['/uploads/hr42.jpg'],
  });
  ids.usedYacht = { id: used.id, slug: used.slug };

  // Inbox: 12 for alice (7 system, 5 interactive from bob; 4 already read), 3 for bob.
  const aliceRows = Array.from({ length: 12 }, (_, i) => ({
    userId: w.alice.user.id,
    type: i % 12 < 7 ? 'system' : 'interactive',
    title: `Alice message ${i}`,
    body: `Body ${i}`,
    link: i >= 7 ? paths.communityTopic(1) : null,
    fromUserId: i >= 7 ? w.bob.user.id : null,
    readAt: i < 4 ? day(i + 1) : null,
    createdAt: day(i),
  }));
  ids.aliceMessages = (await db.insert(userMessages).values(aliceRows).returning({ id: userMessages.id })).map((r) => r.id);
  ids.bobMessages = (
    await db
      .insert(userMessages)
      .values(
        [0, 1, 2].map((i) => ({
          userId: w.bob.user.id,
          type: i === 0 ? 'system' : 'interactive',
          title: `Bob ${i}`,
          body: 'b',
          createdAt: day(i),
        })),
      )
      .returning({ id: userMessages.id })
  ).map((r) => r.id);
}

async function topicsAndArticles(w: UserAreaWorld) {
  const { db } = w.t.app.database;
  // Topics: three by alice in two modules, one by bob.
  ids.aliceTopics = (
    await db
      .insert(topics)
      .values(
        [0, 1, 2].map((i) => ({
          moduleId: ids.modules[i % 2]!,
          authorId: w.alice.user.id,
          title: `Alice topic ${i}`,
          body: `About ${i}`,
          createdAt: day(i),
        })),
      )
      .returning({ id: topics.id })
  ).map((r) => r.id);
  ids.bobTopic = firstId(
    await db
      .insert(topics)
      .values({
        moduleId: ids.modules[0]!,
        authorId: w.bob.user.id,
        title: 'Bob topic',
        body: 'Bob writes about his anchor chain.',
        createdAt: day(3),
      })
      .returning({ id: topics.id }),
  );

  // Articles: two by alice plus one she deleted; one by bob without a summary.
  ids.aliceArticles = (
    await db
      .insert(articles)
      .values(
        [0, 1].map((i) => ({
          authorId: w.alice.user.id,
          title: `Alice article ${i}`,
          summary: `Summary ${i}`,
          body: 'Text',
          praiseCount: i,
          createdAt: day(i),
        })),
      )
      .returning({ id: articles.id })
  ).map((r) => r.id);
  ids.deletedArticle = firstId(
    await db
      .insert(articles)
      .values({ authorId: w.alice.user.id, title: 'Deleted', body: 'Gone', createdAt: day(5), deletedAt: day(6) })
      .returning({ id: articles.id }),
  );
  ids.bobArticle = firstId(
    await db
      .insert(articles)
      .values({
        authorId: w.bob.user.id,
        title: 'Bob article',
        summary: '',
        body: `${'Long words about sails '.repeat(20)}end`,
        createdAt: day(4),
      })
      .returning({ id: articles.id }),
  );
}

async function commentsAndFollows(w: UserAreaWorld) {
  const { db } = w.t.app.database;
  // Comments: alice writes 3 (one a reply, one on her article) plus one deleted and one under the deleted article;
  // bob comments on alice's topic 0 (twice, one deleted) and her article 0.
  const [first] = await db
    .insert(comments)
    .values({ topicId: ids.bobTopic, authorId: w.alice.user.id, content: 'Alice on Bob topic', praiseCount: 2, createdAt: day(10) })
    .returning({ id: comments.id });
  await db.insert(comments).values([
    { topicId: ids.bobTopic, parentId: first!.id, authorId: w.alice.user.id, content: 'Alice replies', createdAt: day(11) },
    { articleId: ids.bobArticle, authorId: w.alice.user.id, content: 'Alice on Bob article', createdAt: day(12) },
    { topicId: ids.bobTopic, authorId: w.alice.user.id, content: 'Alice deleted this', createdAt: day(13), deletedAt: day(14) },
    { articleId: ids.deletedArticle, authorId: w.alice.user.id, content: 'Under a deleted article', createdAt: day(15) },
    { topicId: ids.aliceTopics[0]!, authorId: w.bob.user.id, content: 'Bob on Alice topic', createdAt: day(16) },
    { topicId: ids.aliceTopics[0]!, authorId: w.bob.user.id, content: 'Bob deleted', createdAt: day(17), deletedAt: day(18) },
    { articleId: ids.aliceArticles[0]!, authorId: w.bob.user.id, content: 'Bob on Alice article', createdAt: day(19) },
  ]);

  // Collections: alice has a topic, an article, a deleted article and a topic that does not exist; bob one.
  await db.insert(collections).values([
    { userId: w.alice.user.id, kind: 'topic', targetId: ids.bobTopic, createdAt: day(20) },
    { userId: w.alice.user.id, kind: 'article', targetId: ids.bobArticle, createdAt: day(21) },
    { userId: w.alice.user.id, kind: 'article', targetId: ids.deletedArticle, createdAt: day(22) },
    { userId: w.alice.user.id, kind: 'topic', targetId: 999_999, createdAt: day(23) },
    { userId: w.bob.user.id, kind: 'topic', targetId: ids.aliceTopics[0]!, createdAt: day(20) },
  ]);

  // Follows of topics and modules.
  await db.insert(topicFollows).values([
    { userId: w.alice.user.id, kind: 'topic', targetId: ids.bobTopic, createdAt: day(30) },
    { userId: w.alice.user.id, kind: 'module', targetId: ids.modules[0]!, createdAt: day(31) },
    { userId: w.alice.user.id, kind: 'module', targetId: ids.modules[1]!, createdAt: day(32) },
    { userId: w.bob.user.id, kind: 'module', targetId: ids.modules[2]!, createdAt: day(30) },
  ]);
}

async function yachtFollowsAndEnquiries(w: UserAreaWorld) {
  const { db } = w.t.app.database;
  // Yacht follows: alice follows three new yachts, a used one, and a used one that is gone; bob one.
  await db.insert(yachtFollows).values([
    { userId: w.alice.user.id, yachtKind: 'new', yachtId: ids.yachts[0]!.id, createdAt: day(40) },
    { userId: w.alice.user.id, yachtKind: 'new', yachtId: ids.yachts[1]!.id, createdAt: day(42) },
    { userId: w.alice.user.id, yachtKind: 'new', yachtId: ids.yachts[2]!.id, createdAt: day(41) },
    { userId: w.alice.user.id, yachtKind: 'idle', yachtId: ids.usedYacht.id, createdAt: day(43) },
    { userId: w.alice.user.id, yachtKind: 'idle', yachtId: GONE_USED_YACHT, createdAt: day(44) },
    { userId: w.bob.user.id, yachtKind: 'new', yachtId: ids.yachts[3]!.id, createdAt: day(40) },
  ]);

  // Enquiries: alice one about a new yacht, one about a used one, one about a used one that is gone; bob one; a
  // visitor one.
  const enquiry = (userId: number | null, yachtKind: string, yachtId: number, n: number) => ({
    userId,
    yachtKind,
    yachtId,
    email: 'x@example.com',
    content: `Enquiry ${n}`,
    sidHash: 'a'.repeat(64),
    createdAt: day(50 + n),
  });
  await db
    .insert(yachtEnquiries)
    .values([
      enquiry(w.alice.user.id, 'new', ids.yachts[0]!.id, 0),
      enquiry(w.alice.user.id, 'idle', ids.usedYacht.id, 1),
      enquiry(w.alice.user.id, 'idle', GONE_USED_YACHT, 2),
      enquiry(w.bob.user.id, 'new', ids.yachts[0]!.id, 3),
      enquiry(null, 'new', ids.yachts[0]!.id, 4),
    ]);
}

/** The demo account the start-up seed made (with, right after it, its user-area content), logged in. */
async function demoLogin(t: TestApp): Promise<LoggedIn> {
  const existing = await t.app.repositories.users.findByEmail(DEMO_ACCOUNT.email);
  if (!existing) throw new Error('the start-up seed made no demo account');
  const { token } = await t.app.createLoginSession(existing.id, 'test');
  return { user: existing, token, uuid: existing.uuid, cookie: `token=${token}; uuid=${existing.uuid}` };
}

/**
 * Registers the file's hooks: the app (fileApp), the members and their rows before the first test, the file's yachts
 * removed after the last. Answers the world (from the first test on) and the calls made as a member or a visitor.
 */
export function userAreaFile() {
  let world: UserAreaWorld | undefined;
  const t = fileApp({}, undefined, async () => {
    await world?.yachtFixtures.removeAll();
  });
  beforeAll(async () => {
    const [alice, bob, newcomer] = [
      await loginAs(t.app, { name: 'Alice Marin' }),
      await loginAs(t.app, { name: 'Bob Keel' }),
      await loginAs(t.app),
    ];
    const made: UserAreaWorld = {
      t,
      alice,
      bob,
      newcomer,
      demo: await demoLogin(t),
      visitor: await startVisitor(t.app),
      yachtFixtures: new YachtFixtures(t.app),
    };
    world = made;
    await yachtsAndInbox(made);
    await topicsAndArticles(made);
    await commentsAndFollows(made);
    await yachtFollowsAndEnquiries(made);
  });
  const current = (): UserAreaWorld => {
    if (!world) throw new Error('userAreaFile: the world is made in beforeAll; use it inside a test or a hook');
    return world;
  };

  /** A form-style call as the logged-in browser makes it: visitor cookie and login cookie, __token__ in the body. */
  function form(who: LoggedIn | null, url: string, fields: Record<string, unknown> = {}) {
    const { visitor } = current();
    if (!who) return postForm(t.app, visitor, url, fields);
    return t.app.inject({
      method: 'POST',
      url,
      remoteAddress: visitor.remoteAddress,
      headers: { cookie: `${visitor.cookie}; ${who.cookie}` },
      payload: { __token__: visitor.token, ...fields },
    });
  }

  /** A list of the user area read as `who`: the data of its answer, of the route's wire type. */
  async function read<K extends keyof Reads>(who: LoggedIn | null, url: K, fields: Record<string, unknown> = {}): Promise<Reads[K]> {
    return dataOf<Reads[K]>(await form(who, url, fields));
  }

  function apiGet(who: LoggedIn | null, url: string) {
    return t.app.inject({ method: 'GET', url, headers: who ? { 'access-token': who.token } : {} });
  }

  return { world: current, form, read, apiGet };
}
