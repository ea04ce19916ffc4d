// The community as a first start shows it (architecture §5): the sections, their topics with bodies, pictures and
// links, conversations with replies by the members of seed-data.ts CREW, praise, and a few articles. Runs once per
// database (its mark: the crew exist); a database seeded before topics had bodies (title-only topics of the
// editors) gets them filled in place. Counters are written from the rows the seed inserts, so praise counts match
// the praises table and "most active" matches the newest comment.
import crypto from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { articles, comments, praises, topicModules, topics, users } from '../../db/schema';
import { sanitizeCommunityHtml } from '../sanitize-community';
import { hashStoredPassword } from '../../accounts/passwords';
import { COMMUNITY_ARTICLES, CREW, TOPIC_MODULES, crewEmail, type CommentSeed, type CrewKey, type TopicSeed } from './community-seed-data';
import { picturesForYacht } from '../../catalogue/seed/yacht-pictures';

/** Any fixed number: two instances starting on one database seed one after the other, the second finds the crew. */
const SEED_LOCK_KEY = 4_040_006;
const DAY_MS = 24 * 3600 * 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const at = (now: number, daysAgo: number) => new Date(now - Math.round(daysAgo * DAY_MS));

/** Paragraphs to the body's HTML, through the same allow-list as members' topics. */
export function bodyHtml(paragraphs: string[]): string {
  return sanitizeCommunityHtml(paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join(''));
}

/** The topic's pictures: a few views of one seed boat of its kind, the same on every machine. */
export function topicPictures(topic: Pick<TopicSeed, 'title' | 'pictures'>): string[] {
  if (!topic.pictures) return [];
  const { type, style, count } = topic.pictures;
  return picturesForYacht(type, `topic:${topic.title}`, { ...(style ? { style } : {}), count });
}

/**
 * Who praised an item: the first `count` members of the crew after its author (a rotation by the item's key, so
 * praise is spread over everyone), never the author.
 */
export function praisers(key: string, author: CrewKey | null, count: number): CrewKey[] {
  const others = CREW.map((m) => m.key).filter((k) => k !== author);
  const start = crypto.createHash('sha256').update(key).digest()[0]! % others.length;
  const rotated = [...others.slice(start), ...others.slice(0, start)];
  return rotated.slice(0, Math.min(count, rotated.length));
}

/** When the n-th praise of an item was given: a few hours apart after it was written, never in the future. */
export function praisedAt(createdAt: Date, n: number, now: number): Date {
  return new Date(Math.min(createdAt.getTime() + (n + 1) * 3 * 3600 * 1000, now - 60_000));
}

/** The newest live comment of a list of threads, or the creation time. */
function lastActivity(createdAt: Date, threads: CommentSeed[] | undefined, now: number): Date {
  const times = (threads ?? []).flatMap((c) => [c.daysAgo, ...(c.replies ?? []).map((r) => r.daysAgo)]).map((d) => at(now, d).getTime());
  return new Date(Math.max(createdAt.getTime(), ...times));
}

async function seedCrew(tx: Tx, now: number): Promise<Record<CrewKey, number>> {
  const hashes = await Promise.all(CREW.map(() => hashStoredPassword(crypto.randomBytes(32).toString('hex'))));
  await tx
    .insert(users)
    .values(
      CREW.map((member, i) => ({
        uuid: crypto.randomUUID(),
        email: crewEmail(member.key),
        // Members who only exist as authors: their password is random and never told, so nobody logs in as them.
        passwordHash: hashes[i]!,
        name: member.name,
        emailVerifiedAt: at(now, member.joinedDaysAgo),
        createdAt: at(now, member.joinedDaysAgo),
      })),
    )
    .onConflictDoNothing();
  const found = await crewIds(tx);
  const ids = {} as Record<CrewKey, number>;
  for (const member of CREW) {
    const id = found.get(member.key);
    if (id === undefined) throw new Error(`seed: crew member ${member.key} missing`);
    ids[member.key] = id;
  }
  return ids;
}

/** The users ids of the crew members found in the database, by key (a database seeded before the crew lacks them). */
export async function crewIds(tx: Tx): Promise<Map<CrewKey, number>> {
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        CREW.map((m) => crewEmail(m.key)),
      ),
    );
  const ids = new Map<CrewKey, number>();
  for (const member of CREW) {
    const row = rows.find((r) => r.email === crewEmail(member.key));
    if (row) ids.set(member.key, row.id);
  }
  return ids;
}

/** Sections by slug, created where missing (an existing section keeps what an operator changed). */
async function seedModules(tx: Tx): Promise<Map<string, number>> {
  await tx
    .insert(topicModules)
    .values(TOPIC_MODULES.map((m, position) => ({ slug: m.slug, name: m.name, description: m.description, position })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: topicModules.id, slug: topicModules.slug })
    .from(topicModules)
    .where(
      inArray(
        topicModules.slug,
        TOPIC_MODULES.map((m) => m.slug),
      ),
    );
  return new Map(rows.map((row) => [row.slug, row.id]));
}

interface Thread {
  target: { topicId: number } | { articleId: number };
  key: string;
  comments: CommentSeed[];
}

/** Comments, then their replies (parent: the thread's first comment; replyToUserId for an answer to a reply). */
async function seedThreads(tx: Tx, now: number, crew: Record<CrewKey, number>, threads: Thread[]) {
  const roots = threads.flatMap((thread) =>
    thread.comments.map((comment, i) => ({ thread, comment, key: `${thread.key}#${i}`, createdAt: at(now, comment.daysAgo) })),
  );
  if (roots.length === 0) return [];
  const inserted = await tx
    .insert(comments)
    .values(
      roots.map((r) => ({
        ...r.thread.target,
        authorId: crew[r.comment.by],
        content: r.comment.text,
        praiseCount: praisers(r.key, r.comment.by, r.comment.praise ?? 0).length,
        createdAt: r.createdAt,
      })),
    )
    .returning({ id: comments.id, authorId: comments.authorId, createdAt: comments.createdAt, content: comments.content });
  // Matched by what identifies a root, not by the order RETURNING happens to use.
  const idOf = (root: (typeof roots)[number]) => {
    const row = inserted.find(
      (r) => r.authorId === crew[root.comment.by] && r.createdAt.getTime() === root.createdAt.getTime() && r.content === root.comment.text,
    );
    if (!row) throw new Error(`seed: comment ${root.key} missing`);
    return row.id;
  };

  const praiseRows: { userId: number; kind: string; targetId: number; createdAt: Date }[] = [];
  const replyRows: (typeof comments.$inferInsert)[] = [];
  const replyKeys: { key: string; by: CrewKey; praise: number; createdAt: Date }[] = [];
  for (const root of roots) {
    const parentId = idOf(root);
    praisers(root.key, root.comment.by, root.comment.praise ?? 0).forEach((who, n) =>
      praiseRows.push({ userId: crew[who], kind: 'comment', targetId: parentId, createdAt: praisedAt(root.createdAt, n, now) }),
    );
    for (const [j, reply] of (root.comment.replies ?? []).entries()) {
      const key = `${root.key}.${j}`;
      const createdAt = at(now, reply.daysAgo);
      replyRows.push({
        ...root.thread.target,
        parentId,
        authorId: crew[reply.by],
        replyToUserId: reply.to ? crew[reply.to] : null,
        content: reply.text,
        praiseCount: praisers(key, reply.by, reply.praise ?? 0).length,
        createdAt,
      });
      replyKeys.push({ key, by: reply.by, praise: reply.praise ?? 0, createdAt });
    }
  }
  if (replyRows.length > 0) {
    const replies = await tx
      .insert(comments)
      .values(replyRows)
      .returning({ id: comments.id, authorId: comments.authorId, createdAt: comments.createdAt, content: comments.content });
    replyKeys.forEach((reply, i) => {
      const source = replyRows[i]!;
      const row = replies.find(
        (r) => r.authorId === source.authorId && r.createdAt.getTime() === reply.createdAt.getTime() && r.content === source.content,
      );
      if (!row) throw new Error(`seed: reply ${reply.key} missing`);
      praisers(reply.key, reply.by, reply.praise).forEach((who, n) =>
        praiseRows.push({ userId: crew[who], kind: 'comment', targetId: row.id, createdAt: praisedAt(reply.createdAt, n, now) }),
      );
    });
  }
  return praiseRows;
}

/**
 * Writes the community's sections, topics, conversations and articles once per database; answers whether it did.
 * Runs before the demo account's content (user-area-seed.ts), which adds its topics to these sections.
 */
export async function seedCommunity(db: Db, now = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [mark] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, crewEmail(CREW[0].key)));
    if (mark) return false;

    const crew = await seedCrew(tx, now);
    const moduleIds = await seedModules(tx);

    // The editors' title-only topics of an earlier seed, filled in rather than written twice.
    const titles = TOPIC_MODULES.flatMap((m) => m.topics.map((topic) => topic.title));
    const earlier = await tx
      .select({ id: topics.id, title: topics.title, moduleId: topics.moduleId })
      .from(topics)
      .where(and(inArray(topics.title, titles), isNull(topics.authorId), eq(topics.body, '')));

    const praiseRows: { userId: number; kind: string; targetId: number; createdAt: Date }[] = [];
    const threads: Thread[] = [];
    for (const module of TOPIC_MODULES) {
      const moduleId = moduleIds.get(module.slug);
      if (moduleId === undefined) continue;
      for (const topic of module.topics) {
        const createdAt = at(now, topic.daysAgo);
        const who = praisers(`topic:${topic.title}`, topic.by, topic.praise ?? 0);
        const values = {
          moduleId,
          authorId: topic.by === null ? null : crew[topic.by],
          title: topic.title,
          body: bodyHtml(topic.body),
          images: topicPictures(topic),
          links: topic.links ?? [],
          praiseCount: who.length,
          createdAt,
          lastActivityAt: lastActivity(createdAt, topic.comments, now),
        };
        const old = earlier.find((row) => row.title === topic.title && row.moduleId === moduleId);
        let id: number | undefined;
        if (old) {
          await tx.update(topics).set(values).where(eq(topics.id, old.id));
          id = old.id;
        } else {
          const [row] = await tx.insert(topics).values(values).returning({ id: topics.id });
          id = row?.id;
        }
        if (id === undefined) throw new Error(`seed: topic "${topic.title}" missing`);
        who.forEach((member, n) =>
          praiseRows.push({ userId: crew[member], kind: 'topic', targetId: id, createdAt: praisedAt(createdAt, n, now) }),
        );
        if (topic.comments) threads.push({ target: { topicId: id }, key: `topic:${topic.title}`, comments: topic.comments });
      }
    }

    for (const article of COMMUNITY_ARTICLES) {
      const createdAt = at(now, article.daysAgo);
      const who = praisers(`article:${article.title}`, article.by, article.praise ?? 0);
      const [cover] = picturesForYacht(article.cover.type, `article:${article.title}`, {
        ...(article.cover.style ? { style: article.cover.style } : {}),
        count: 1,
      });
      const [row] = await tx
        .insert(articles)
        .values({
          authorId: crew[article.by],
          title: article.title,
          summary: article.summary,
          body: bodyHtml(article.body),
          coverUrl: cover ?? null,
          praiseCount: who.length,
          createdAt,
        })
        .returning({ id: articles.id });
      if (!row) throw new Error(`seed: article "${article.title}" missing`);
      who.forEach((member, n) =>
        praiseRows.push({ userId: crew[member], kind: 'article', targetId: row.id, createdAt: praisedAt(createdAt, n, now) }),
      );
      if (article.comments) threads.push({ target: { articleId: row.id }, key: `article:${article.title}`, comments: article.comments });
    }

    praiseRows.push(...(await seedThreads(tx, now, crew, threads)));
    if (praiseRows.length > 0) await tx.insert(praises).values(praiseRows).onConflictDoNothing();
    return true;
  });
}
