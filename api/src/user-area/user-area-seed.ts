// Content of the user area for the demo account and a few other members (decision 015): topics, articles, comments and
// replies, collections, follows, enquiries and an inbox with read and unread messages, so the account pages look
// lived-in on a first start. Runs only when the demo account exists and has no user-area rows yet, and the members
// it adds do not exist yet.
import crypto from 'node:crypto';
import { count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { paths } from '@yachts/contracts/paths';
import type { Db } from '../db/database';
import { hashStoredPassword } from '../accounts/passwords';
import {
  articles,
  collections,
  comments,
  newYachts,
  praises,
  topicFollows,
  topicModules,
  topics,
  userMessages,
  users,
  yachtEnquiries,
  yachtFollows,
} from '../db/schema';
import { bodyHtml, crewIds, praisedAt } from '../community/seed/community-seed';
import { DEMO_ACCOUNT } from '../accounts/demo-account';
import type { CrewKey } from '../community/seed/community-seed-data';
import { picturesForYacht } from '../catalogue/seed/yacht-pictures';

/** Any fixed number: two instances starting on one database seed one after the other, the second finds rows. */
const SEED_LOCK_KEY = 4_040_004;
const DAY_MS = 24 * 3600 * 1000;

type Author = 'demo' | 'tom' | 'marta' | 'luca' | 'ingrid';
/** Anyone who writes or praises here: the demo account, the members below, and the community's crew (seed-data.ts). */
type Who = Author | CrewKey;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const MEMBERS: { key: Exclude<Author, 'demo'>; name: string; email: string; joinedDaysAgo: number }[] = [
  { key: 'tom', name: 'Tom Hendry', email: 'tom.hendry@members.yacht-harbour.local', joinedDaysAgo: 420 },
  { key: 'marta', name: 'Marta Kowalska', email: 'marta.kowalska@members.yacht-harbour.local', joinedDaysAgo: 310 },
  { key: 'luca', name: 'Luca Ferrante', email: 'luca.ferrante@members.yacht-harbour.local', joinedDaysAgo: 205 },
  { key: 'ingrid', name: 'Ingrid Solberg', email: 'ingrid.solberg@members.yacht-harbour.local', joinedDaysAgo: 150 },
];

const TOPICS: {
  author: Author;
  module: string;
  title: string;
  /** Paragraphs (community-seed.ts bodyHtml). */
  body: string[];
  daysAgo: number;
  pictures?: { type: 'sail' | 'motor'; style?: 'flybridge'; count: number };
  links?: { title: string; url: string }[];
  praise: number;
}[] = [
  {
    author: 'demo',
    module: 'cruising',
    title: 'First season on a Hallberg-Rassy 44: what I would change',
    body: [
      'We took delivery in April and hauled out in Lefkas last week after 1,900 miles. Things I would do differently: order the bow thruster after all, fit a second reefing line to the boom from day one, and put the chart plotter repeater at the helm rather than at the chart table.',
      'What did you change after your first season?',
    ],
    daysAgo: 21,
    pictures: { type: 'sail', count: 2 },
    praise: 4,
  },
  {
    author: 'demo',
    module: 'maintenance',
    title: 'Galvanic isolator or isolation transformer for a winter in a Med marina?',
    body: [
      'The boat will sit on shore power from November to March. The yard suggests a galvanic isolator; a surveyor friend says only an isolation transformer really solves it on a busy pontoon.',
      'Has anyone compared anode wear with the two?',
    ],
    daysAgo: 12,
    praise: 2,
  },
  {
    author: 'demo',
    module: 'destinations',
    title: 'Kornati National Park: tickets and mooring buoys this season',
    body: [
      'Planning a week in the Kornati in June on a 44-footer.',
      'Is the park ticket still cheaper bought online before entering, and can the buoys at Lojena be booked, or is it first come, first served?',
    ],
    daysAgo: 4,
    pictures: { type: 'sail', count: 1 },
    links: [{ title: 'Kornati National Park', url: 'https://www.np-kornati.hr/en/' }],
    praise: 1,
  },
  {
    author: 'tom',
    module: 'racing',
    title: 'Two crew wanted for the Round the Island Race',
    body: [
      'J/109, IRC class, starting from Cowes. Looking for a bow person and someone happy on the pit.',
      'Practice sessions on two Saturdays in June; food and beer on the boat, accommodation ashore is yours.',
    ],
    daysAgo: 30,
    pictures: { type: 'sail', count: 2 },
    links: [{ title: 'Round the Island Race', url: 'https://www.roundtheisland.org.uk/' }],
    praise: 3,
  },
  {
    author: 'marta',
    module: 'buying-and-selling',
    title: 'Survey found moisture in the rudder: walk away or negotiate?',
    body: [
      'Pre-purchase survey on a 2009 Dufour 40 found high moisture readings in the lower third of the rudder. Everything else is fine. The broker says it is normal for the age.',
      'Walk away, or ask for the cost of a new rudder off the price?',
    ],
    daysAgo: 18,
    praise: 5,
  },
  {
    author: 'luca',
    module: 'motor-yachts',
    title: 'Azimut Fly 68 running costs after two seasons',
    body: [
      'Figures from two seasons in Liguria and Corsica, about 180 engine hours a year: fuel, berth, insurance, crew for the delivery legs and the first major service on the MAN engines.',
      'Happy to break it down further if useful.',
    ],
    daysAgo: 9,
    pictures: { type: 'motor', style: 'flybridge', count: 2 },
    praise: 6,
  },
  {
    author: 'ingrid',
    module: 'cruising',
    title: 'Drogue or series drogue for a North Sea crossing?',
    body: [
      'Crossing from Stavanger to Shetland in August with my partner. We carry a parachute sea anchor but have never deployed it.',
      'Would a Jordan series drogue be the better choice for a 38-foot fin keeler?',
    ],
    daysAgo: 6,
    praise: 2,
  },
];

const ARTICLES: {
  author: Author;
  title: string;
  summary: string;
  body: string;
  daysAgo: number;
  praise: number;
  cover: 'sail' | 'catamaran';
}[] = [
  {
    author: 'demo',
    title: 'Crossing Biscay in late September: a passage log',
    summary:
      'Four days from Falmouth to A Coruña with a crew of three: the weather window we waited for, the watch system that worked and the squall we did not see coming.',
    body: 'We left Falmouth at first light on a falling tide with a north-westerly 4 forecast to back west and ease. The plan was simple: get west of Ushant before the front, then run south on starboard. The three-hours-on, six-off watch system kept everyone rested, and the one squall line that reached us off the shelf edge was the only time we needed the third reef.',
    daysAgo: 35,
    praise: 11,
    cover: 'sail',
  },
  {
    author: 'demo',
    title: 'My pre-season checklist, in the order I actually do it',
    summary: 'Twenty-two jobs from seacocks to the liferaft certificate, grouped so the boat is never half in pieces on launch day.',
    body: 'Start below the waterline while she is still on the hard: seacocks, anodes, prop and cutless bearing, then antifouling. Engine next, because its parts take longest to arrive. Rigging, sails and safety gear come last, when the boat is in the water and the days are longer.',
    daysAgo: 14,
    praise: 6,
    cover: 'sail',
  },
  {
    author: 'ingrid',
    title: 'Anchoring in the Norwegian fjords: stern lines and deep water',
    summary:
      'Why most fjord anchorages mean a bow anchor in 20 metres and a stern line to a rock bolt, and the gear that makes it easy for two.',
    body: 'The water is deep right up to the shore, so swinging room is rare. A 60-metre stern line on a reel at the pushpit, a rock bolt or a tree ashore, and the bow anchor set well out: that is the routine on most of the coast.',
    daysAgo: 26,
    praise: 12,
    cover: 'sail',
  },
  {
    author: 'marta',
    title: "What a broker's commission actually pays for",
    summary:
      'Listing, viewings, sea trials, paperwork and the client account: where the usual 8 to 10 per cent goes, and when selling privately makes sense.',
    body: 'A good broker earns the commission on two things: finding the buyer and making the money and the paperwork move safely. A private sale saves the fee but leaves you with the viewings, the deposit and the bill of sale.',
    daysAgo: 40,
    praise: 9,
    cover: 'catamaran',
  },
];

/**
 * A comment on a topic or article (by title); `replyTo` is the index of the comment it answers. A reply joins the
 * thread of the comment it answers (parent: the thread's first comment) and, when it answers a reply, names whom.
 */
const COMMENTS: {
  author: Who;
  on: { topic?: string; article?: string };
  content: string;
  daysAgo: number;
  praise?: number;
  replyTo?: number;
}[] = [
  /* 0 */ {
    author: 'tom',
    on: { topic: 'First season on a Hallberg-Rassy 44: what I would change' },
    content: 'Did you keep the standard fixed prop? We fitted a feathering one and gained almost half a knot under sail.',
    daysAgo: 19,
    praise: 3,
  },
  /* 1 */ {
    author: 'demo',
    on: { topic: 'First season on a Hallberg-Rassy 44: what I would change' },
    content: 'Still the standard one, but it is on the winter list now. Did it change how she backs into a berth?',
    daysAgo: 18,
    replyTo: 0,
  },
  /* 2 */ {
    author: 'tom',
    on: { topic: 'First season on a Hallberg-Rassy 44: what I would change' },
    content: 'Prop walk is stronger astern, but predictable. A short burst, then let her carry her way.',
    daysAgo: 2,
    replyTo: 1,
  },
  /* 3 */ {
    author: 'ingrid',
    on: { topic: 'First season on a Hallberg-Rassy 44: what I would change' },
    content:
      'Lefkas is a good choice for the winter. Check the cradle pads after the first autumn storm; ours had shifted a few centimetres.',
    daysAgo: 16,
    praise: 2,
  },
  /* 4 */ {
    author: 'luca',
    on: { topic: 'Galvanic isolator or isolation transformer for a winter in a Med marina?' },
    content:
      'A transformer is heavier and dearer, but it also protects you from a neighbour’s wiring fault. For a boat on shore power all winter I would fit one.',
    daysAgo: 10,
    praise: 4,
  },
  /* 5 */ {
    author: 'marta',
    on: { topic: 'Kornati National Park: tickets and mooring buoys this season' },
    content:
      'Buy the ticket online before you enter: it is noticeably cheaper than from the ranger boat. The Lojena buoys are first come, first served; be there before 2 pm in June.',
    daysAgo: 1,
  },
  /* 6 */ {
    author: 'demo',
    on: { topic: 'Provisioning for a 3-week Atlantic crossing' },
    content: 'Vacuum-pack the meat in single-meal portions and freeze it before you leave: it doubles as ice for the first week.',
    daysAgo: 28,
    praise: 5,
  },
  /* 7 */ {
    author: 'demo',
    on: { topic: 'Survey found moisture in the rudder: walk away or negotiate?' },
    content:
      'Wet foam in a rudder of that age is common. Ask for the stock and its webbing to be checked at the same time: that is the expensive part.',
    daysAgo: 17,
    praise: 6,
  },
  /* 8 */ {
    author: 'marta',
    on: { topic: 'Survey found moisture in the rudder: walk away or negotiate?' },
    content: 'Good point, the surveyor is going back on Friday to drop the rudder. Thank you!',
    daysAgo: 16,
    replyTo: 7,
  },
  /* 9 */ {
    author: 'demo',
    on: { article: 'Anchoring in the Norwegian fjords: stern lines and deep water' },
    content: 'The stern-line reel on the pushpit was the best thing we fitted for Scandinavia. Thanks for the detail on rock bolts.',
    daysAgo: 24,
    praise: 1,
  },
  /* 10 */ {
    author: 'demo',
    on: { topic: 'Two crew wanted for the Round the Island Race' },
    content: 'Which start are you in? I could do the pit if the practice dates work.',
    daysAgo: 27,
  },
  /* 11 */ {
    author: 'ingrid',
    on: { article: 'Crossing Biscay in late September: a passage log' },
    content: 'Great log. We crossed the same week two years ago and met the same squall line off the shelf edge.',
    daysAgo: 33,
    praise: 2,
  },
  /* 12 */ {
    author: 'luca',
    on: { article: 'My pre-season checklist, in the order I actually do it' },
    content: 'I would move the engine service earlier still: impellers and filters for older engines can take weeks.',
    daysAgo: 11,
  },
  /* 13 */ {
    author: 'niels',
    on: { topic: 'Azimut Fly 68 running costs after two seasons' },
    content: 'Please do break it down: what did the first major service on the MANs come to, roughly?',
    daysAgo: 8,
    praise: 2,
  },
  /* 14 */ {
    author: 'luca',
    on: { topic: 'Azimut Fly 68 running costs after two seasons' },
    content: 'About 14,000 euros for both engines with the belts, impellers and injectors checked, at the dealer in La Spezia.',
    daysAgo: 7,
    replyTo: 13,
    praise: 3,
  },
  /* 15 */ {
    author: 'hiro',
    on: { topic: 'Drogue or series drogue for a North Sea crossing?' },
    content:
      'A series drogue on a fin keeler of that size, yes. It keeps the stern to the seas without the loads of a parachute on the bow. Practise deploying it in calm water first.',
    daysAgo: 5,
    praise: 4,
  },
  /* 16 */ {
    author: 'ingrid',
    on: { topic: 'Drogue or series drogue for a North Sea crossing?' },
    content: 'Thank you. Did you attach it to the stern cleats or to chainplates?',
    daysAgo: 4,
    replyTo: 15,
  },
  /* 17 */ {
    author: 'hiro',
    on: { topic: 'Drogue or series drogue for a North Sea crossing?' },
    content: 'Dedicated chainplates, bridled. The cleats on most production boats are not built for those loads.',
    daysAgo: 3,
    replyTo: 16,
    praise: 2,
  },
  /* 18 */ {
    author: 'ben',
    on: { topic: 'Survey found moisture in the rudder: walk away or negotiate?' },
    content:
      'Common on rudders of that age and usually fixable: drilled, dried and sealed over a winter. Get a quote and take it off the price.',
    daysAgo: 15,
    praise: 3,
  },
];

const DEMO_COLLECTIONS: { kind: 'topic' | 'article'; title: string; daysAgo: number }[] = [
  { kind: 'article', title: 'Anchoring in the Norwegian fjords: stern lines and deep water', daysAgo: 25 },
  { kind: 'topic', title: 'Provisioning for a 3-week Atlantic crossing', daysAgo: 29 },
  { kind: 'topic', title: 'Survey found moisture in the rudder: walk away or negotiate?', daysAgo: 17 },
  { kind: 'article', title: "What a broker's commission actually pays for", daysAgo: 8 },
];

const DEMO_TOPIC_FOLLOWS: { kind: 'topic' | 'module'; ref: string; daysAgo: number }[] = [
  { kind: 'module', ref: 'cruising', daysAgo: 60 },
  { kind: 'module', ref: 'maintenance', daysAgo: 45 },
  { kind: 'topic', ref: 'Two crew wanted for the Round the Island Race', daysAgo: 27 },
  { kind: 'topic', ref: 'Drogue or series drogue for a North Sea crossing?', daysAgo: 5 },
];

const YACHT_FOLLOWS: { who: Author; builder: string; model: string; daysAgo: number }[] = [
  { who: 'demo', builder: 'Hallberg-Rassy', model: '57', daysAgo: 2 },
  { who: 'demo', builder: 'Amel', model: '50', daysAgo: 9 },
  { who: 'demo', builder: 'Nautor Swan', model: 'Swan 48', daysAgo: 23 },
  { who: 'demo', builder: 'Lagoon', model: '42', daysAgo: 41 },
  { who: 'tom', builder: 'Amel', model: '50', daysAgo: 15 },
  { who: 'ingrid', builder: 'Hallberg-Rassy', model: '57', daysAgo: 7 },
];

const DEMO_ENQUIRIES: { builder: string; model: string; content: string; daysAgo: number }[] = [
  {
    builder: 'Hallberg-Rassy',
    model: '57',
    content:
      'Could you tell us the earliest delivery slot for a new hull, and whether the teak deck and the in-mast furling are standard? We would like to see one at the autumn boat show.',
    daysAgo: 3,
  },
  {
    builder: 'Amel',
    model: '50',
    content:
      'Is there a demonstration boat in La Rochelle we could sail in May? We are a cruising couple with about 15,000 miles between us.',
    daysAgo: 9,
  },
];

const at = (now: number, daysAgo: number, hours = 0) => new Date(now - daysAgo * DAY_MS - hours * 3600 * 1000);

/**
 * Whether this seed still has its work to do: the demo account has none of the rows it would get and the seeded
 * members do not exist. Only the demo account's rows count, not whole tables: other accounts' rows (a site in use,
 * or test files sharing one database) must not decide whether the demo account gets its content.
 */
async function notSeededYet(tx: Tx, demoId: number): Promise<boolean> {
  const memberEmails = MEMBERS.map((m) => m.email);
  // One after the other: a transaction is one connection, which runs one query at a time (node-postgres deprecates
  // queueing a second while the first runs, and pg 9 will refuse it).
  const questions = [
    () => tx.select({ n: count() }).from(userMessages).where(eq(userMessages.userId, demoId)),
    () => tx.select({ n: count() }).from(yachtFollows).where(eq(yachtFollows.userId, demoId)),
    () => tx.select({ n: count() }).from(yachtEnquiries).where(eq(yachtEnquiries.userId, demoId)),
    () => tx.select({ n: count() }).from(articles).where(eq(articles.authorId, demoId)),
    () => tx.select({ n: count() }).from(comments).where(eq(comments.authorId, demoId)),
    () => tx.select({ n: count() }).from(collections).where(eq(collections.userId, demoId)),
    () => tx.select({ n: count() }).from(topicFollows).where(eq(topicFollows.userId, demoId)),
    () => tx.select({ n: count() }).from(topics).where(eq(topics.authorId, demoId)),
    () => tx.select({ n: count() }).from(users).where(inArray(users.email, memberEmails)),
  ];
  for (const question of questions) {
    const [row] = await question();
    if ((row?.n ?? 0) !== 0) return false;
  }
  return true;
}

/**
 * Praise given by the seeded people: for each item, `count` of them other than its author (a rotation by the item,
 * so praise is spread), a few hours apart after it was written. `write` stores the rows and sets each item's
 * counter from them.
 */
function praiseRows(now: number, pool: number[]) {
  const rows: { userId: number; kind: string; targetId: number; createdAt: Date }[] = [];
  return {
    add(kind: 'topic' | 'article' | 'comment', targetId: number, authorId: number | null, count: number, createdAt: Date) {
      const others = pool.filter((id) => id !== authorId);
      if (others.length === 0) return;
      const start = (targetId * 7 + kind.length) % others.length;
      const who = [...others.slice(start), ...others.slice(0, start)].slice(0, count);
      who.forEach((userId, n) => rows.push({ userId, kind, targetId, createdAt: praisedAt(createdAt, n, now) }));
    },
    async write(tx: Tx) {
      if (rows.length === 0) return;
      await tx.insert(praises).values(rows).onConflictDoNothing();
      const counted = (kind: string, id: SQL) =>
        sql`(select count(*) from ${praises} p where p.kind = ${kind} and p.target_id = ${id})::int`;
      const ids = (kind: string) => [...new Set(rows.filter((r) => r.kind === kind).map((r) => r.targetId))];
      if (ids('topic').length > 0) {
        await tx
          .update(topics)
          .set({ praiseCount: counted('topic', sql`${topics.id}`) })
          .where(inArray(topics.id, ids('topic')));
      }
      if (ids('article').length > 0) {
        await tx
          .update(articles)
          .set({ praiseCount: counted('article', sql`${articles.id}`) })
          .where(inArray(articles.id, ids('article')));
      }
      if (ids('comment').length > 0) {
        await tx
          .update(comments)
          .set({ praiseCount: counted('comment', sql`${comments.id}`) })
          .where(inArray(comments.id, ids('comment')));
      }
    },
  };
}

type Praise = ReturnType<typeof praiseRows>;

/** The members who talk to the demo account, and their ids (the demo account's too). */
async function insertMembers(tx: Tx, now: number, demoId: number): Promise<Record<Author, number>> {
  // Members who only exist as authors: their password is random and never told, so nobody logs in as them.
  const ids: Record<Author, number> = { demo: demoId, tom: 0, marta: 0, luca: 0, ingrid: 0 };
  for (const member of MEMBERS) {
    const passwordHash = await hashStoredPassword(crypto.randomBytes(32).toString('hex'));
    await tx
      .insert(users)
      .values({
        uuid: crypto.randomUUID(),
        email: member.email,
        passwordHash,
        name: member.name,
        emailVerifiedAt: at(now, member.joinedDaysAgo),
        createdAt: at(now, member.joinedDaysAgo),
      })
      .onConflictDoNothing();
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, member.email));
    if (!row) throw new Error(`seed: member ${member.email} missing`);
    ids[member.key] = row.id;
  }

  return ids;
}

/** Everyone who writes in this seed: the members above and the community's crew. */
async function writerIds(tx: Tx, ids: Record<Author, number>): Promise<Map<Who, number>> {
  // The community's crew (community-seed.ts, which runs first) comment and praise here too; without them (a
  // database seeded before the crew existed) their comments are left out.
  const whoId = new Map<Who, number>(Object.entries(ids) as [Author, number][]);
  for (const [key, id] of await crewIds(tx)) whoId.set(key, id);
  return whoId;
}

/** The seed's topics, in the sections there are; answers the sections' and topics' ids. */
async function insertTopics(tx: Tx, now: number, ids: Record<Author, number>, praise: Praise) {
  const modules = await tx.select({ id: topicModules.id, slug: topicModules.slug }).from(topicModules);
  const moduleId = new Map(modules.map((m) => [m.slug, m.id]));
  const newTopics = TOPICS.filter((topic) => moduleId.has(topic.module));
  if (newTopics.length > 0) {
    const rows = await tx
      .insert(topics)
      .values(
        newTopics.map((topic) => ({
          moduleId: moduleId.get(topic.module)!,
          authorId: ids[topic.author],
          title: topic.title,
          body: bodyHtml(topic.body),
          images: topic.pictures
            ? picturesForYacht(topic.pictures.type, `topic:${topic.title}`, {
                ...(topic.pictures.style ? { style: topic.pictures.style } : {}),
                count: topic.pictures.count,
              })
            : [],
          links: topic.links ?? [],
          createdAt: at(now, topic.daysAgo),
          // Moved to the newest comment once the comments are in (below).
          lastActivityAt: at(now, topic.daysAgo),
        })),
      )
      .returning({ id: topics.id, title: topics.title, authorId: topics.authorId, createdAt: topics.createdAt });
    for (const row of rows) {
      const topic = newTopics.find((t) => t.title === row.title)!;
      praise.add('topic', row.id, row.authorId, topic.praise, row.createdAt);
    }
  }
  const topicTitles = [
    ...TOPICS.map((t) => t.title),
    ...COMMENTS.flatMap((c) => (c.on.topic ? [c.on.topic] : [])),
    ...DEMO_TOPIC_FOLLOWS.map((f) => f.ref),
  ];
  const topicRows = await tx.select({ id: topics.id, title: topics.title }).from(topics).where(inArray(topics.title, topicTitles));
  const topicId = new Map(topicRows.map((t) => [t.title, t.id]));

  return { moduleId, topicId };
}

/** The seed's articles; answers their ids by title. */
async function insertArticles(tx: Tx, now: number, ids: Record<Author, number>, praise: Praise): Promise<Map<string, number>> {
  const articleRows = await tx
    .insert(articles)
    .values(
      ARTICLES.map((a) => ({
        authorId: ids[a.author],
        title: a.title,
        summary: a.summary,
        body: bodyHtml([a.body]),
        coverUrl: picturesForYacht(a.cover, `article:${a.title}`, { count: 1 })[0] ?? null,
        createdAt: at(now, a.daysAgo),
      })),
    )
    .returning({ id: articles.id, title: articles.title, authorId: articles.authorId, createdAt: articles.createdAt });
  for (const row of articleRows) {
    praise.add('article', row.id, row.authorId, ARTICLES.find((a) => a.title === row.title)!.praise, row.createdAt);
  }
  const articleId = new Map(articleRows.map((a) => [a.title, a.id]));

  return articleId;
}

/** The seed's comments and replies on its topics and articles. */
async function insertComments(
  tx: Tx,
  now: number,
  {
    whoId,
    topicId,
    articleId,
    praise,
  }: { whoId: Map<Who, number>; topicId: Map<string, number>; articleId: Map<string, number>; praise: Praise },
): Promise<void> {
  // Replies refer to earlier comments, so comments go in one by one. A reply's parent is its thread's first
  // comment; a reply to a reply records whom it answers.
  const written: ({ id: number; rootId: number; authorId: number } | undefined)[] = [];
  for (const comment of COMMENTS) {
    const target = comment.on.topic ? { topicId: topicId.get(comment.on.topic) } : { articleId: articleId.get(comment.on.article ?? '') };
    const answered = comment.replyTo === undefined ? undefined : written[comment.replyTo];
    const authorId = whoId.get(comment.author);
    if ((target.topicId ?? target.articleId) === undefined || authorId === undefined || (comment.replyTo !== undefined && !answered)) {
      written.push(undefined);
      continue;
    }
    const createdAt = at(now, comment.daysAgo);
    const [row] = await tx
      .insert(comments)
      .values({
        ...target,
        parentId: answered?.rootId ?? null,
        replyToUserId: answered && answered.rootId !== answered.id ? answered.authorId : null,
        authorId,
        content: comment.content,
        createdAt,
      })
      .returning({ id: comments.id });
    if (!row) throw new Error('seed: comment missing');
    written.push({ id: row.id, rootId: answered?.rootId ?? row.id, authorId });
    praise.add('comment', row.id, authorId, comment.praise ?? 0, createdAt);
  }
}

/** "Most active" for the topics the seed commented on. */
async function touchTopics(tx: Tx, topicId: Map<string, number>): Promise<void> {
  // "Most active": the newest live comment of every topic this seed commented on, or its creation.
  const touched = [...new Set([...topicId.values()])];
  if (touched.length > 0) {
    await tx
      .update(topics)
      .set({
        lastActivityAt: sql`greatest(${topics.createdAt}, coalesce((select max(c.created_at) from ${comments} c where c.topic_id = ${topics.id} and c.deleted_at is null), ${topics.createdAt}))`,
      })
      .where(inArray(topics.id, touched));
  }
}

/** What the demo account collected and follows in the community. */
async function insertDemoMarks(
  tx: Tx,
  now: number,
  demoId: number,
  { topicId, articleId, moduleId }: { topicId: Map<string, number>; articleId: Map<string, number>; moduleId: Map<string, number> },
): Promise<void> {
  const collected = DEMO_COLLECTIONS.flatMap((c) => {
    const id = c.kind === 'topic' ? topicId.get(c.title) : articleId.get(c.title);
    return id === undefined ? [] : [{ userId: demoId, kind: c.kind, targetId: id, createdAt: at(now, c.daysAgo) }];
  });
  if (collected.length > 0) await tx.insert(collections).values(collected);

  const followed = DEMO_TOPIC_FOLLOWS.flatMap((f) => {
    const id = f.kind === 'topic' ? topicId.get(f.ref) : moduleId.get(f.ref);
    return id === undefined ? [] : [{ userId: demoId, kind: f.kind, targetId: id, createdAt: at(now, f.daysAgo) }];
  });
  if (followed.length > 0) await tx.insert(topicFollows).values(followed);
}

/** The yachts the members follow and the demo account's enquiries; answers the yacht its inbox's receipt is about. */
async function insertYachtInterest(tx: Tx, now: number, demo: { id: number; email: string }, ids: Record<Author, number>) {
  const yachtNames = [...YACHT_FOLLOWS, ...DEMO_ENQUIRIES].map((y) => y.model);
  const yachts = await tx
    .select({ id: newYachts.id, slug: newYachts.slug, builder: newYachts.builder, model: newYachts.model })
    .from(newYachts)
    .where(inArray(newYachts.model, yachtNames));
  const yachtOf = (builder: string, model: string) => yachts.find((y) => y.builder === builder && y.model === model);

  const follows = YACHT_FOLLOWS.flatMap((f) => {
    const yacht = yachtOf(f.builder, f.model);
    return yacht ? [{ userId: ids[f.who], yachtKind: 'new', yachtId: yacht.id, createdAt: at(now, f.daysAgo) }] : [];
  });
  if (follows.length > 0) await tx.insert(yachtFollows).values(follows);

  const sidHash = crypto.createHash('sha256').update('seed:user-area').digest('hex');
  const enquiries = DEMO_ENQUIRIES.flatMap((e) => {
    const yacht = yachtOf(e.builder, e.model);
    return yacht
      ? [
          {
            userId: demo.id,
            yachtKind: 'new',
            yachtId: yacht.id,
            email: demo.email,
            content: e.content,
            sidHash,
            createdAt: at(now, e.daysAgo),
          },
        ]
      : [];
  });
  if (enquiries.length > 0) await tx.insert(yachtEnquiries).values(enquiries);

  return yachtOf('Hallberg-Rassy', '57');
}

/**
 * Adds the demo account's user-area content and the members it talks to. Does nothing without the demo account
 * or when it ran before (a restart). Answers whether it added anything.
 */
export async function seedUserArea(db: Db, now = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [demo] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    if (!demo || !(await notSeededYet(tx, demo.id))) return false;

    const ids = await insertMembers(tx, now, demo.id);
    const whoId = await writerIds(tx, ids);
    const praise = praiseRows(now, [...whoId.values()]);
    const { moduleId, topicId } = await insertTopics(tx, now, ids, praise);
    const articleId = await insertArticles(tx, now, ids, praise);
    await insertComments(tx, now, { whoId, topicId, articleId, praise });
    // Praise rows, then each counter from its rows: the two always agree.
    await praise.write(tx);
    await touchTopics(tx, topicId);
    await insertDemoMarks(tx, now, demo.id, { topicId, articleId, moduleId });
    const enquired = await insertYachtInterest(tx, now, demo, ids);
    await tx.insert(userMessages).values(inbox(now, demo.id, ids, topicId, articleId, enquired));
    return true;
  });
}

/** The demo inbox: a welcome, an enquiry receipt, and members' replies to its topics and articles. */
function inbox(
  now: number,
  userId: number,
  ids: Record<Author, number>,
  topicId: Map<string, number>,
  articleId: Map<string, number>,
  enquired: { id: number; slug: string } | undefined,
) {
  const topicLink = (title: string) => {
    const id = topicId.get(title);
    return id === undefined ? null : paths.communityTopic(id);
  };
  const articleLink = (title: string) => {
    const id = articleId.get(title);
    return id === undefined ? null : paths.communityArticle(id);
  };
  const replyOn = (title: string) => `New reply to “${title}”`;
  const read = (date: Date) => new Date(date.getTime() + 3 * 3600 * 1000);

  const rows: (Omit<typeof userMessages.$inferInsert, 'userId'> & { createdAt: Date })[] = [
    {
      type: 'system',
      title: 'Welcome aboard Yacht Harbour',
      body: 'Your account is ready. Follow yachts to keep them in one list, collect topics and articles to read later, and start a topic whenever you have a question for other sailors.',
      createdAt: at(now, 60),
    },
    {
      type: 'interactive',
      title: 'New comment on “Crossing Biscay in late September: a passage log”',
      body: 'Ingrid Solberg: Great log. We crossed the same week two years ago and met the same squall line off the shelf edge.',
      link: articleLink('Crossing Biscay in late September: a passage log'),
      fromUserId: ids.ingrid,
      createdAt: at(now, 33),
    },
    {
      type: 'interactive',
      title: replyOn('Galvanic isolator or isolation transformer for a winter in a Med marina?'),
      body: 'Luca Ferrante: A transformer is heavier and dearer, but it also protects you from a neighbour’s wiring fault.',
      link: topicLink('Galvanic isolator or isolation transformer for a winter in a Med marina?'),
      fromUserId: ids.luca,
      createdAt: at(now, 10),
    },
    {
      type: 'system',
      title: 'Your enquiry was sent',
      body: 'We have passed your enquiry about the Hallberg-Rassy 57 to the dealer. Their answer will come to your e-mail address.',
      link: enquired ? paths.newYacht(enquired.id, enquired.slug) : null,
      createdAt: at(now, 3, -1),
    },
    {
      type: 'interactive',
      title: replyOn('First season on a Hallberg-Rassy 44: what I would change'),
      body: 'Tom Hendry: Prop walk is stronger astern, but predictable. A short burst, then let her carry her way.',
      link: topicLink('First season on a Hallberg-Rassy 44: what I would change'),
      fromUserId: ids.tom,
      createdAt: at(now, 2),
    },
    {
      type: 'interactive',
      title: replyOn('Kornati National Park: tickets and mooring buoys this season'),
      body: 'Marta Kowalska: Buy the ticket online before you enter: it is noticeably cheaper than from the ranger boat.',
      link: topicLink('Kornati National Park: tickets and mooring buoys this season'),
      fromUserId: ids.marta,
      createdAt: at(now, 1),
    },
  ];
  // The older half has been read; the three newest wait in the inbox.
  return rows.map((row, i) => ({ ...row, userId, readAt: i < 3 ? read(row.createdAt) : null }));
}
