// @dialect: the seed run twice at once (locks), raw SQL.
// The community as the start-up seed makes it (architecture §5, community/seed/community-seed.ts and the community
// parts of user-area/user-area-seed.ts): sections, topics with bodies, pictures and links, conversations with replies,
// praise whose counters match its rows, "most active" times that match the comments, and a second run that adds
// nothing.
import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { COMMUNITY_API, type TopicDetail, type TopicModuleList } from '@yachts/contracts/community';
import { articles, comments, praises, topicModules, topics, users } from '../db/schema';
import { htmlToText, sanitizeCommunityHtml } from './sanitize-community';
import { seedCommunity } from './seed/community-seed';
import { seed } from '../seed/seed';
import { CREW, TOPIC_MODULES, crewEmail } from './seed/community-seed-data';
import { seedUserArea } from '../user-area/user-area-seed';
import { buildTestApp, dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, dataOf, like } from '../testing/answers';

const t = fileApp();

const db = () => t.app.database.db;
const SEEDED_SLUGS = TOPIC_MODULES.map((m) => m.slug);

/** The seed's people: the crew, the user-area members and the demo account (other test files add their own users). */
const seededPeople = () =>
  or(
    sql`${users.email} like '%@crew.yacht-harbour.local'`,
    sql`${users.email} like '%@members.yacht-harbour.local'`,
    eq(users.email, 'demo@yacht-harbour.local'),
  );

/** Topics the seed wrote: in the seeded sections, by the seed's people or the editors. */
async function seededTopics() {
  return db()
    .select({
      id: topics.id,
      title: topics.title,
      body: topics.body,
      images: topics.images,
      links: topics.links,
      authorId: topics.authorId,
      praiseCount: topics.praiseCount,
      createdAt: topics.createdAt,
      lastActivityAt: topics.lastActivityAt,
    })
    .from(topics)
    .innerJoin(topicModules, eq(topicModules.id, topics.moduleId))
    .leftJoin(users, eq(users.id, topics.authorId))
    .where(and(inArray(topicModules.slug, SEEDED_SLUGS), or(isNull(topics.authorId), seededPeople())));
}

describe(`GET /api/v1/community/modules (${dialectUnderTest})`, () => {
  it('lists the sections in their order with topic counts', async () => {
    const body = answerOf<TopicModuleList>(await t.app.inject({ url: COMMUNITY_API.modules }));
    expect(body.code).toBe(0);
    // Sections of other test files come after the seeded ones.
    expect(body.data.items.slice(0, 6).map((m) => m.slug)).toEqual([
      'cruising',
      'buying-and-selling',
      'maintenance',
      'racing',
      'destinations',
      'motor-yachts',
    ]);
    // Four topics of the crew and the two that seeded members wrote (user-area/user-area-seed.ts).
    expect(body.data.items[0]).toMatchObject({ name: 'Cruising', topicCount: 6 });
  });
});

describe(`the seeded community (${dialectUnderTest})`, () => {
  it('has at least 6 sections, 30 topics and 5 articles', async () => {
    const list = await seededTopics();
    expect(list.length).toBeGreaterThanOrEqual(30);
    const sections = await db().select({ n: count() }).from(topicModules).where(inArray(topicModules.slug, SEEDED_SLUGS));
    expect(sections[0]!.n).toBe(6);
    const live = await db()
      .select({ n: count() })
      .from(articles)
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(and(isNull(articles.deletedAt), seededPeople()));
    expect(live[0]!.n).toBeGreaterThanOrEqual(5);
  });

  it('gives every topic a body of paragraphs within the allow-list, and many pictures and links', async () => {
    const list = await seededTopics();
    for (const topic of list) {
      expect(htmlToText(topic.body).length).toBeGreaterThan(60);
      expect(sanitizeCommunityHtml(topic.body)).toBe(topic.body);
      expect(topic.body).toMatch(/^<p>/);
    }
    const pictured = list.filter((topic) => topic.images.length > 0);
    expect(pictured.length).toBeGreaterThanOrEqual(list.length / 2);
    for (const url of pictured.flatMap((topic) => topic.images)) {
      expect(url).toMatch(/^\/uploads\/seed\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(t.config.uploadsDir, url.slice('/uploads/'.length)))).toBe(true);
    }
    expect(list.filter((topic) => topic.links.length > 0).length).toBeGreaterThanOrEqual(8);
    for (const link of list.flatMap((topic) => topic.links)) expect(link.url).toMatch(/^https:\/\//);
  });

  it('has conversations by several members on most topics, replies in threads two levels deep', async () => {
    const list = await seededTopics();
    const ids = list.map((topic) => topic.id);
    const rows = await db()
      .select({
        id: comments.id,
        topicId: comments.topicId,
        parentId: comments.parentId,
        authorId: comments.authorId,
        replyToUserId: comments.replyToUserId,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .where(inArray(comments.topicId, ids));
    const commented = new Set(rows.map((row) => row.topicId));
    expect(commented.size).toBeGreaterThanOrEqual(Math.ceil(list.length * 0.8));
    expect(new Set(rows.map((row) => row.authorId)).size).toBeGreaterThanOrEqual(8);

    const byId = new Map(rows.map((row) => [row.id, row]));
    const replies = rows.filter((row) => row.parentId !== null);
    expect(replies.length).toBeGreaterThanOrEqual(15);
    expect(replies.filter((row) => row.replyToUserId !== null).length).toBeGreaterThanOrEqual(5);
    for (const reply of replies) {
      const parent = byId.get(reply.parentId!);
      expect(parent).toBeDefined();
      expect(parent!.parentId).toBeNull();
      expect(parent!.topicId).toBe(reply.topicId);
      expect(reply.createdAt.getTime()).toBeGreaterThanOrEqual(parent!.createdAt.getTime());
    }
    const created = new Map(list.map((topic) => [topic.id, topic.createdAt.getTime()]));
    for (const row of rows) expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(created.get(row.topicId!)!);
  });

  it('keeps "most active" at the newest live comment, or the creation of a topic without one [both engines]', async () => {
    const list = await seededTopics();
    const newest = await db()
      .select({ topicId: comments.topicId, at: sql<Date>`max(${comments.createdAt})`.mapWith((v: string | Date) => new Date(v)) })
      .from(comments)
      .where(
        and(
          inArray(
            comments.topicId,
            list.map((topic) => topic.id),
          ),
          isNull(comments.deletedAt),
        ),
      )
      .groupBy(comments.topicId);
    for (const topic of list) {
      const last = newest.find((row) => row.topicId === topic.id)?.at;
      const expected = Math.max(topic.createdAt.getTime(), last?.getTime() ?? 0);
      expect(topic.lastActivityAt.getTime()).toBe(expected);
    }
  });

  it('counts exactly the praise rows of every topic, article and comment, none by its own author [both engines]', async () => {
    const list = await seededTopics();
    const topicIds = list.map((topic) => topic.id);
    const praiseOf = async (kind: string, ids: number[]) =>
      db()
        .select({ targetId: praises.targetId, userId: praises.userId })
        .from(praises)
        .where(and(eq(praises.kind, kind), inArray(praises.targetId, ids.length > 0 ? ids : [0])));
    const check = (items: { id: number; authorId: number | null; praiseCount: number }[], rows: { targetId: number; userId: number }[]) => {
      for (const item of items) {
        const own = rows.filter((row) => row.targetId === item.id);
        expect({ id: item.id, count: item.praiseCount }).toEqual({ id: item.id, count: own.length });
        expect(own.some((row) => row.userId === item.authorId)).toBe(false);
      }
    };
    check(list, await praiseOf('topic', topicIds));
    expect(list.filter((topic) => topic.praiseCount > 0).length).toBeGreaterThanOrEqual(list.length / 2);

    const seededArticles = await db()
      .select({ id: articles.id, authorId: articles.authorId, praiseCount: articles.praiseCount })
      .from(articles)
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(seededPeople());
    check(
      seededArticles,
      await praiseOf(
        'article',
        seededArticles.map((a) => a.id),
      ),
    );

    const seededComments = await db()
      .select({ id: comments.id, authorId: comments.authorId, praiseCount: comments.praiseCount })
      .from(comments)
      .where(
        or(
          inArray(comments.topicId, topicIds),
          inArray(
            comments.articleId,
            seededArticles.map((a) => a.id),
          ),
        ),
      );
    check(
      seededComments,
      await praiseOf(
        'comment',
        seededComments.map((c) => c.id),
      ),
    );
  });

  it('shows a seeded topic through the api with its author, comments and praise', async () => {
    const [first] = await seededTopics().then((list) => list.filter((topic) => topic.authorId !== null && topic.praiseCount > 0));
    const data = dataOf<TopicDetail>(await t.app.inject({ url: COMMUNITY_API.topic(first!.id) }));
    expect(data).toMatchObject({ id: first!.id, praiseCount: first!.praiseCount, author: { name: like.any(String) } });
    expect(data.body).toBe(first!.body);
  });

  it('runs once: a second run, or two at once, adds nothing [both engines]', async () => {
    const snapshot = async () =>
      Promise.all(
        [users, topicModules, topics, articles, comments, praises].map(
          async (table) => (await db().select({ n: count() }).from(table))[0]!.n,
        ),
      );
    const before = await snapshot();
    expect(await seedCommunity(db())).toBe(false);
    expect(await seedUserArea(db())).toBe(false);
    await Promise.all([seed(db(), { uploadsDir: t.config.uploadsDir }), seed(db(), { uploadsDir: t.config.uploadsDir })]);
    expect(await snapshot()).toEqual(before);
  });
});

// Only on a fresh database: on PostgreSQL the test files share one, which the first app to start has seeded.
(dialectUnderTest === 'pglite' ? describe : describe.skip)('upgrading a database the first seed filled', () => {
  it('fills in the editors’ title-only topics in place and writes the rest [both engines]', async () => {
    const old = await buildTestApp({ SEED: 'false' });
    try {
      const odb = old.app.database.db;
      // The first seed: sections, and topics with a title only.
      const [cruising] = await odb
        .insert(topicModules)
        .values({ slug: 'cruising', name: 'Cruising', description: 'Earlier words.', position: 0 })
        .returning({ id: topicModules.id });
      await odb.insert(topics).values([
        { moduleId: cruising!.id, title: 'Night watches with a crew of two' },
        { moduleId: cruising!.id, title: 'Best anchorages between Split and Dubrovnik?' },
      ]);
      const [earlier] = await odb.select({ id: topics.id }).from(topics).where(eq(topics.title, 'Night watches with a crew of two'));

      expect(await seedCommunity(odb)).toBe(true);
      const rows = await odb.select().from(topics).where(eq(topics.title, 'Night watches with a crew of two'));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).toBe(earlier!.id);
      expect(htmlToText(rows[0]!.body)).toMatch(/^My wife and I are planning/);
      expect(rows[0]!.authorId).not.toBeNull();
      // The section an operator may have edited keeps its words; the others are added.
      const sections = await odb.select({ slug: topicModules.slug, description: topicModules.description }).from(topicModules);
      expect(sections.find((s) => s.slug === 'cruising')!.description).toBe('Earlier words.');
      expect(sections.map((s) => s.slug).sort()).toEqual([...SEEDED_SLUGS].sort());
      const total = (await odb.select({ n: count() }).from(topics))[0]!.n;
      expect(total).toBe(TOPIC_MODULES.reduce((n, m) => n + m.topics.length, 0));
      const crew = await odb
        .select({ n: count() })
        .from(users)
        .where(
          inArray(
            users.email,
            CREW.map((m) => crewEmail(m.key)),
          ),
        );
      expect(crew[0]!.n).toBe(CREW.length);
      expect(await seedCommunity(odb)).toBe(false);
    } finally {
      await old.close();
    }
  });
});
