// @dialect: two praises at once (a unique index under concurrency).
// Sections and topics of the community (contracts/src/community.ts): the public reads, the home's lists,
// starting and deleting a topic, praise, follows and collections of topics. Every test works in sections of its own
// (community-support.ts), so lists and totals are exact on a database other test files share.
import { and, count, eq, inArray, or } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@yachts/contracts/account';
import {
  COMMUNITY_API,
  COMMUNITY_CALLS,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  type ModuleDetail,
  type TopicDetail,
  type TopicSummary,
} from '@yachts/contracts/community';
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { signBody } from '@yachts/contracts/signing';
import { MESSAGES } from '@yachts/contracts/rules';
import { collections, communityReports, comments, praises, topicFollows, topics } from '../db/schema';
import { LINK_REL } from './sanitize-community';
import { COMMUNITY_INPUT_MESSAGES } from './community-input';
import { COMMUNITY_POST_MESSAGES, TOPIC_CREATE_LIMIT } from './community-post-routes';
import {
  apiGet,
  formCall,
  minutesAgo,
  newMember,
  newModule,
  newTopic,
  newVisitor,
  ownImages,
  signedCall,
  type Member,
  type TestModule,
} from './community-support';
import { dialectUnderTest, type Visitor } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, bodyOf, dataOf, idOf, like } from '../testing/answers';

const t = fileApp({ SEED: 'false' });
let alice: Member;
let bob: Member;
let carol: Member;

beforeAll(async () => {
  [alice, bob, carol] = [await newMember(t.app, 'Alice Marin'), await newMember(t.app, 'Bob Keel'), await newMember(t.app, 'Carol Jib')];
});

const db = () => t.app.database.db;
const DAY = 24 * 60;

async function addComment(topicId: number, authorId: number, fields: Partial<typeof comments.$inferInsert> = {}) {
  const [row] = await db()
    .insert(comments)
    .values({ topicId, authorId, content: 'Good question.', ...fields })
    .returning({ id: comments.id });
  return row!.id;
}

const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);
const topicsOf = (moduleId: number, query: Record<string, string | number> = {}, who: Member | null = null) =>
  apiGet(t.app, who, COMMUNITY_API.topics, { module: moduleId, ...query });

const topicPage = async (...args: Parameters<typeof topicsOf>) => dataOf<Page<TopicSummary>>(await topicsOf(...args));
const topicOf = async (who: Member | null, id: number | string) => dataOf<TopicDetail>(await apiGet(t.app, who, COMMUNITY_API.topic(id)));
const moduleOf = async (who: Member | null, id: number | string) =>
  dataOf<ModuleDetail>(await apiGet(t.app, who, COMMUNITY_API.module(id)));
const topicList = async (who: Member | Visitor, url: string, fields: Record<string, unknown> = {}) =>
  dataOf<Page<TopicSummary>>(await formCall(t.app, who, url, fields));

describe(`GET /api/v1/community/modules/{id} (${dialectUnderTest})`, () => {
  it('answers the section with its visible topic count and followers; a member learns whether they follow it', async () => {
    const section = await newModule(t.app);
    await newTopic(t.app, section.id);
    await newTopic(t.app, section.id);
    await newTopic(t.app, section.id, { hiddenAt: new Date() });
    await db().insert(topicFollows).values({ userId: bob.id, kind: 'module', targetId: section.id });

    const visitor = (await apiGet(t.app, null, COMMUNITY_API.module(section.id))).json();
    expect(visitor).toEqual({
      code: 0,
      msg: 'ok',
      data: { id: section.id, slug: section.slug, name: section.name, description: like.any(String), topicCount: 2, followers: 1 },
    });
    expect((await moduleOf(bob, section.id)).followed).toBe(true);
    expect((await moduleOf(alice, section.id)).followed).toBe(false);
  });

  it('answers 404 for an unknown section and 400 for an id that is not one', async () => {
    const missing = await apiGet(t.app, null, COMMUNITY_API.module(2_000_000_000));
    expect(missing.statusCode).toBe(404);
    expect(bodyOf(missing)).toEqual({ code: ErrorCode.NOT_FOUND, msg: COMMUNITY_MESSAGES.moduleMissing, data: null });
    for (const bad of ['abc', '0', '1.5', '99999999999']) {
      const response = await apiGet(t.app, null, COMMUNITY_API.module(bad));
      expect(response.statusCode).toBe(400);
      expect(answerOf(response).msg).toBe(COMMUNITY_INPUT_MESSAGES.moduleId);
    }
  });
});

describe(`GET ${COMMUNITY_API.topics} (${dialectUnderTest})`, () => {
  let section: TestModule;
  /** Topic ids by name: created a, b, c, d (d newest); active order c, d, a, b. */
  const topic: Record<string, number> = {};

  beforeAll(async () => {
    section = await newModule(t.app, 'Listing');
    topic.a = await newTopic(t.app, section.id, {
      author: alice,
      title: 'Anchoring in Kornati',
      body: `<p>${'Sheltered bays with mooring buoys. '.repeat(20)}</p>`,
      images: ['/uploads/seed/sail-1-anchor-noon.svg', '/uploads/seed/sail-1-profile-noon.svg'],
      createdAt: minutesAgo(4 * DAY),
      lastActivityAt: minutesAgo(2 * DAY),
      praiseCount: 3,
    });
    topic.b = await newTopic(t.app, section.id, { author: bob, createdAt: minutesAgo(3 * DAY) });
    topic.c = await newTopic(t.app, section.id, { author: null, createdAt: minutesAgo(2 * DAY + 1), lastActivityAt: minutesAgo(10) });
    topic.d = await newTopic(t.app, section.id, { author: carol, createdAt: minutesAgo(DAY) });
    topic.hidden = await newTopic(t.app, section.id, { author: alice, createdAt: minutesAgo(30), hiddenAt: minutesAgo(5) });
    // On a: two live comments (one a reply), one deleted, one hidden.
    const first = await addComment(topic.a, bob.id);
    await addComment(topic.a, carol.id, { parentId: first });
    await addComment(topic.a, carol.id, { deletedAt: new Date() });
    await addComment(topic.a, carol.id, { hiddenAt: new Date() });
  });

  it('lists a section newest first, with each topic as a list shows it', async () => {
    const response = await topicsOf(section.id);
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: COMMUNITY_LIMITS.topicPageSize });
    expect(ids(page)).toEqual([topic.d, topic.c, topic.b, topic.a]);
    const a = page.items.find((item: TopicSummary) => item.id === topic.a);
    expect(a).toEqual({
      id: topic.a,
      title: 'Anchoring in Kornati',
      url: paths.communityTopic(topic.a!),
      excerpt: like.stringMatching(/^Sheltered bays with mooring buoys\. .*\.\.\.$/),
      module: { id: section.id, name: section.name, slug: section.slug },
      author: { uuid: alice.uuid, name: 'Alice Marin', avatarUrl: null },
      imageUrl: '/uploads/seed/sail-1-anchor-noon.svg',
      commentCount: 2,
      praiseCount: 3,
      createdAt: like.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastActivityAt: like.stringMatching(/^\d{4}-\d\d-\d\dT/),
      hidden: false,
    });
    expect(a.excerpt.length).toBeLessThanOrEqual(203);
    expect(Date.parse(a.lastActivityAt) - Date.parse(a.createdAt)).toBeGreaterThan(DAY * 60_000);
    expect(page.items.find((item: TopicSummary) => item.id === topic.c).author).toBeNull();
  });

  it('sorts by the newest activity with sort=active, ties by the newer id', async () => {
    expect(ids(await topicPage(section.id, { sort: 'active' }))).toEqual([topic.c, topic.d, topic.a, topic.b]);
    const same = minutesAgo(60);
    const tie = await newModule(t.app);
    const first = await newTopic(t.app, tie.id, { createdAt: same, lastActivityAt: same });
    const second = await newTopic(t.app, tie.id, { createdAt: same, lastActivityAt: same });
    expect(ids(await topicPage(tie.id, { sort: 'active' }))).toEqual([second, first]);
    expect(ids(await topicPage(tie.id, { sort: 'newest' }))).toEqual([second, first]);
  });

  it('pages with the total of the whole list', async () => {
    const one = await topicPage(section.id, { page: 1, pageSize: 3 });
    const two = await topicPage(section.id, { page: 2, page_size: 3 });
    const three = await topicPage(section.id, { page: 3, pageSize: 3 });
    expect(one).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect([...ids(one), ...ids(two)]).toEqual([topic.d, topic.c, topic.b, topic.a]);
    expect(three).toMatchObject({ items: [], total: 4, page: 3 });
  });

  it('leaves hidden topics out, except for their author, who sees them marked', async () => {
    expect(ids(await topicPage(section.id, {}, bob))).not.toContain(topic.hidden);
    const own = await topicPage(section.id, {}, alice);
    expect(own.total).toBe(5);
    expect(own.items[0]).toMatchObject({ id: topic.hidden, hidden: true });
  });

  it('lists every section without a module', async () => {
    const all = (await apiGet(t.app, null, COMMUNITY_API.topics, { pageSize: 50 })).json().data;
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.items.every((item: TopicSummary) => !item.hidden)).toBe(true);
  });

  it.each([
    [{ page: 0 }, COMMUNITY_INPUT_MESSAGES.page],
    [{ page: 'two' }, COMMUNITY_INPUT_MESSAGES.page],
    [{ page: 10_001 }, COMMUNITY_INPUT_MESSAGES.page],
    [{ pageSize: 0 }, COMMUNITY_INPUT_MESSAGES.pageSize],
    [{ pageSize: COMMUNITY_LIMITS.topicPageSizeMax + 1 }, COMMUNITY_INPUT_MESSAGES.pageSize],
    [{ page_size: '-1' }, COMMUNITY_INPUT_MESSAGES.pageSize],
    [{ sort: 'oldest' }, COMMUNITY_INPUT_MESSAGES.sort],
    [{ module: 'cruising' }, COMMUNITY_INPUT_MESSAGES.module],
    [{ module: '-3' }, COMMUNITY_INPUT_MESSAGES.module],
  ])('answers 400 with a sentence naming the parameter for %j', async (query, message) => {
    const response = await apiGet(t.app, null, COMMUNITY_API.topics, query);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({ code: ErrorCode.BAD_REQUEST, msg: message, data: null });
  });

  it('answers 400 for a parameter given twice and 404 for an unknown section', async () => {
    const twice = await t.app.inject({ url: `${COMMUNITY_API.topics}?page=1&page=2` });
    expect(twice.statusCode).toBe(400);
    expect(answerOf(twice).msg).toBe(COMMUNITY_INPUT_MESSAGES.once('page'));
    const unknown = await apiGet(t.app, null, COMMUNITY_API.topics, { module: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(answerOf(unknown).msg).toBe(COMMUNITY_MESSAGES.moduleMissing);
  });
});

describe(`GET /api/v1/community/topics/{id} (${dialectUnderTest})`, () => {
  let section: TestModule;
  beforeAll(async () => {
    section = await newModule(t.app);
  });

  it('answers the whole topic to a visitor, without the viewer’s fields', async () => {
    const links = [{ title: 'Park tickets', url: 'https://www.np-kornati.hr/en/' }];
    const id = await newTopic(t.app, section.id, {
      author: alice,
      title: 'Kornati tickets',
      body: '<p>Buy them <strong>online</strong>.</p>',
      images: ['/uploads/seed/sail-2-anchor-noon.svg'],
      links,
    });
    await db().insert(topicFollows).values({ userId: bob.id, kind: 'topic', targetId: id });
    const response = await apiGet(t.app, null, COMMUNITY_API.topic(id));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      id,
      title: 'Kornati tickets',
      url: paths.communityTopic(id),
      excerpt: 'Buy them online.',
      body: '<p>Buy them <strong>online</strong>.</p>',
      images: ['/uploads/seed/sail-2-anchor-noon.svg'],
      links,
      followers: 1,
      mine: false,
      hidden: false,
      commentCount: 0,
    });
    for (const field of ['followed', 'collected', 'praised', 'reported']) expect(data).not.toHaveProperty(field);
  });

  it('adds the member’s own state: followed, collected, praised, reported, mine', async () => {
    const id = await newTopic(t.app, section.id, { author: alice });
    const fresh = await topicOf(bob, id);
    expect(fresh).toMatchObject({ mine: false, followed: false, collected: false, praised: false, reported: false });

    await db().insert(topicFollows).values({ userId: bob.id, kind: 'topic', targetId: id });
    await db().insert(collections).values({ userId: bob.id, kind: 'topic', targetId: id });
    await db().insert(praises).values({ userId: bob.id, kind: 'topic', targetId: id });
    await db().insert(communityReports).values({ reporterId: bob.id, kind: 'topic', targetId: id, reason: 'spam' });
    const marked = await topicOf(bob, id);
    expect(marked).toMatchObject({ mine: false, followed: true, collected: true, praised: true, reported: true, followers: 1 });
    expect(dataOf(await apiGet(t.app, alice, COMMUNITY_API.topic(id)))).toMatchObject({
      mine: true,
      followed: false,
      praised: false,
    });
  });

  it('withholds a hidden topic’s body, images and links from everyone but its author', async () => {
    const id = await newTopic(t.app, section.id, {
      author: alice,
      body: '<p>Reported words</p>',
      links: [{ title: 'x', url: 'https://example.com/' }],
      hiddenAt: new Date(),
    });
    for (const who of [null, bob]) {
      const data = await topicOf(who, id);
      expect(data).toMatchObject({ id, hidden: true, body: '', images: [], links: [], excerpt: '', imageUrl: null });
    }
    const own = await topicOf(alice, id);
    expect(own).toMatchObject({ hidden: true, body: '<p>Reported words</p>', mine: true });
    expect(own.images).toHaveLength(1);
  });

  it('answers 404 for an unknown topic and 400 for an id that is not one', async () => {
    const missing = await apiGet(t.app, null, COMMUNITY_API.topic(2_000_000_000));
    expect(missing.statusCode).toBe(404);
    expect(bodyOf(missing)).toEqual({ code: ErrorCode.NOT_FOUND, msg: COMMUNITY_MESSAGES.topicMissing, data: null });
    const bad = await apiGet(t.app, null, COMMUNITY_API.topic('12abc'));
    expect(bad.statusCode).toBe(400);
    expect(answerOf(bad).msg).toBe(COMMUNITY_INPUT_MESSAGES.topicId);
  });

  it('treats an expired or unknown login token as a visitor', async () => {
    const id = await newTopic(t.app, section.id);
    const response = await t.app.inject({ url: COMMUNITY_API.topic(id), headers: { 'access-token': 'x'.repeat(43) } });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).not.toHaveProperty('followed');
  });
});

describe(`POST ${COMMUNITY_CALLS.createTopic} (${dialectUnderTest})`, () => {
  let section: TestModule;
  beforeAll(async () => {
    section = await newModule(t.app, 'Create');
  });

  const topicCount = async () => (await db().select({ n: count() }).from(topics).where(eq(topics.moduleId, section.id)))[0]!.n;

  async function validForm(member: Member, overrides: Record<string, unknown> = {}) {
    return {
      title: 'Night watches with a crew of two',
      content: '<p>Three on, three off, or something gentler?</p>',
      images: await ownImages(t.app, member, 2),
      module_id: section.id,
      links: [{ title: 'RYA watch-keeping', url: 'https://www.rya.org.uk/' }],
      ...overrides,
    };
  }

  it('publishes the topic and answers its id and page; it is the newest of its section', async () => {
    const member = await newMember(t.app, 'Writer One');
    const form = await validForm(member, { title: '  Night watches with a crew of two  ', module_id: String(section.id) });
    const response = await formCall(t.app, member, COMMUNITY_CALLS.createTopic, form);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 1, msg: COMMUNITY_MESSAGES.topicCreated, data: { id: like.any(Number) } });
    expect(body.data.url).toBe(paths.communityTopic(body.data.id));
    expect(typeof body.token).toBe('string');

    const detail = await topicOf(member, body.data.id);
    expect(detail).toMatchObject({
      title: 'Night watches with a crew of two',
      body: '<p>Three on, three off, or something gentler?</p>',
      images: form.images,
      links: form.links,
      mine: true,
      author: { uuid: member.uuid, name: 'Writer One' },
      module: { id: section.id },
      commentCount: 0,
      praiseCount: 0,
    });
    expect(detail.lastActivityAt).toBe(detail.createdAt);
    expect(ids(await topicPage(section.id))[0]).toBe(body.data.id);
  });

  it('stores a script in the title as plain text and only the allow-list of the body', async () => {
    const member = await newMember(t.app);
    const response = await formCall(
      t.app,
      member,
      COMMUNITY_CALLS.createTopic,
      await validForm(member, {
        title: '<script>alert("title")</script>',
        content:
          '<p onclick="alert(1)" style="color:red">Fair winds</p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">link</a><a href="https://example.com">ok</a>',
      }),
    );
    expect(response.statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(topics)
      .where(eq(topics.id, idOf(response)));
    // The title is rendered as text by the page, so the characters are harmless as they are.
    expect(row!.title).toBe('<script>alert("title")</script>');
    expect(row!.body).toBe(`<p>Fair winds</p>link<a href="https://example.com" rel="${LINK_REL}" target="_blank">ok</a>`);
  });

  it('drops NUL characters, which no form types and PostgreSQL text cannot hold', async () => {
    const member = await newMember(t.app);
    const form = await validForm(member, {
      title: 'Tides\u0000 at Ushant',
      content: '<p>Slack\u0000 water</p>',
      links: [{ title: 'SHOM\u0000', url: 'https://www.shom.fr/' }],
    });
    const response = await formCall(t.app, member, COMMUNITY_CALLS.createTopic, form);
    expect(response.statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(topics)
      .where(eq(topics.id, idOf(response)));
    expect(row).toMatchObject({
      title: 'Tides at Ushant',
      body: '<p>Slack water</p>',
      links: [{ title: 'SHOM', url: 'https://www.shom.fr/' }],
    });
  });

  it('refuses a visitor with 400401 and stores nothing', async () => {
    const visitor = await newVisitor(t.app);
    const before = await topicCount();
    const response = await formCall(t.app, visitor, COMMUNITY_CALLS.createTopic, {
      title: 'x',
      content: 'y',
      images: [],
      module_id: section.id,
    });
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response)).toMatchObject({ code: ErrorCode.UNAUTHORIZED, msg: ACCOUNT_MESSAGES.notLoggedIn, data: null });
    expect(await topicCount()).toBe(before);
  });

  const long = (n: number) => 'x'.repeat(n);
  it.each<[string, (images: string[]) => Record<string, unknown>, Record<string, string>]>([
    ['no title', () => ({ title: undefined }), { title: MESSAGES.postTitle }],
    ['a blank title', () => ({ title: '   ' }), { title: MESSAGES.postTitle }],
    ['a title of 201 characters', () => ({ title: long(201) }), { title: MESSAGES.postTitleLength }],
    ['a title that is not text', () => ({ title: ['a'] }), { title: MESSAGES.postTitle }],
    ['no main text', () => ({ content: '' }), { content: MESSAGES.postContent }],
    ['markup without words', () => ({ content: '<p><br></p><p>&nbsp;</p>' }), { content: MESSAGES.postContent }],
    ['only a script', () => ({ content: '<script>alert(1)</script>' }), { content: MESSAGES.postContent }],
    [
      'main text over the limit',
      () => ({ content: `<p>${long(COMMUNITY_LIMITS.contentMax)}</p>` }),
      { content: COMMUNITY_MESSAGES.contentTooLong },
    ],
    ['no images', () => ({ images: [] }), { images: MESSAGES.postImage }],
    ['images left out', () => ({ images: undefined }), { images: MESSAGES.postImage }],
    [
      'ten images',
      (images) => ({ images: [...images, ...Array.from({ length: 8 }, (_, i) => `/uploads/x${i}.jpg`)] }),
      { images: COMMUNITY_MESSAGES.imagesMax },
    ],
    [
      'an image from elsewhere',
      (images) => ({ images: [images[0], 'https://evil.example/boat.jpg'] }),
      { images: COMMUNITY_MESSAGES.imageUrl },
    ],
    [
      'an upload that is not the member’s',
      () => ({ images: ['/uploads/2026/11/aaaaaaaaaaaaaaaaaaaaaa.jpg'] }),
      { images: COMMUNITY_MESSAGES.imageUrl },
    ],
    ['images that are not a list', () => ({ images: '/uploads/a.jpg' }), { images: COMMUNITY_MESSAGES.imageUrl }],
    ['no section', () => ({ module_id: '' }), { module_id: MESSAGES.postSection }],
    ['a section that does not exist', () => ({ module_id: 2_000_000_000 }), { module_id: MESSAGES.postSection }],
    ['a section that is not a number', () => ({ module_id: 'cruising' }), { module_id: MESSAGES.postSection }],
    ['a section id beyond any row', () => ({ module_id: '99999999999' }), { module_id: MESSAGES.postSection }],
    ['an image path with a NUL byte', () => ({ images: ['/uploads/2026/11/a\u0000.jpg'] }), { images: COMMUNITY_MESSAGES.imageUrl }],
    [
      'six links',
      () => ({ links: Array.from({ length: 6 }, (_, i) => ({ title: `L${i}`, url: 'https://example.com/' })) }),
      { links: COMMUNITY_MESSAGES.linksMax },
    ],
    [
      'a link without a title',
      () => ({
        links: [
          { title: 'ok', url: 'https://a.example' },
          { title: ' ', url: 'https://b.example' },
        ],
      }),
      { 'links[1].title': MESSAGES.linkTitle },
    ],
    ['a link without a URL', () => ({ links: [{ title: 'Tides', url: '' }] }), { 'links[0].url': MESSAGES.linkUrl }],
    [
      'a link that is not a web address',
      () => ({ links: [{ title: 'Tides', url: 'javascript:alert(1)' }] }),
      { 'links[0].url': MESSAGES.linkUrlInvalid },
    ],
    ['an ftp link', () => ({ links: [{ title: 'Tides', url: 'ftp://example.com/tides' }] }), { 'links[0].url': MESSAGES.linkUrlInvalid }],
    ['links that are not a list', () => ({ links: 'https://example.com' }), { links: COMMUNITY_POST_MESSAGES.links }],
  ])('refuses %s with the contract’s words under the field, and stores nothing', async (_name, change, expected) => {
    const member = await newMember(t.app);
    const images = await ownImages(t.app, member, 2);
    const before = await topicCount();
    const form = { ...(await validForm(member)), images, ...change(images) };
    const response = await formCall(t.app, member, COMMUNITY_CALLS.createTopic, form);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: 0, msg: expected, data: null });
    expect(await topicCount()).toBe(before);
  });

  it('answers every field’s problem at once', async () => {
    const member = await newMember(t.app);
    const response = await formCall(t.app, member, COMMUNITY_CALLS.createTopic, { links: [{}] });
    expect(answerOf(response).msg).toEqual({
      title: MESSAGES.postTitle,
      content: MESSAGES.postContent,
      images: MESSAGES.postImage,
      module_id: MESSAGES.postSection,
      'links[0].title': MESSAGES.linkTitle,
      'links[0].url': MESSAGES.linkUrl,
    });
  });

  it('refuses images uploaded in another browser session of the same member', async () => {
    const member = await newMember(t.app);
    const elsewhere = await ownImages(t.app, { ...member, visitor: await newVisitor(t.app) }, 1);
    const response = await formCall(t.app, member, COMMUNITY_CALLS.createTopic, await validForm(member, { images: elsewhere }));
    expect(answerOf(response).msg).toEqual({ images: COMMUNITY_MESSAGES.imageUrl });
  });

  it(`lets a member start ${TOPIC_CREATE_LIMIT.max} topics in ${TOPIC_CREATE_LIMIT.timeWindow}, then asks them to wait`, async () => {
    const member = await newMember(t.app);
    for (let i = 0; i < TOPIC_CREATE_LIMIT.max; i += 1) {
      const response = await formCall(t.app, member, COMMUNITY_CALLS.createTopic, await validForm(member, { title: `Topic ${i}` }));
      expect(response.statusCode).toBe(200);
    }
    // A form with mistakes does not count, and is answered as usual.
    const wrong = await formCall(t.app, member, COMMUNITY_CALLS.createTopic, await validForm(member, { title: '' }));
    expect(wrong.statusCode).toBe(400);
    const before = await topicCount();
    const refused = await formCall(t.app, member, COMMUNITY_CALLS.createTopic, await validForm(member));
    expect(refused.statusCode).toBe(429);
    expect(bodyOf(refused)).toMatchObject({ code: 0, msg: COMMUNITY_POST_MESSAGES.tooManyTopics('10 minutes'), data: null });
    expect(await topicCount()).toBe(before);
    // Another member is not affected.
    const other = await newMember(t.app);
    expect((await formCall(t.app, other, COMMUNITY_CALLS.createTopic, await validForm(other))).statusCode).toBe(200);
  });
});

describe(`POST ${COMMUNITY_CALLS.deleteTopic} (${dialectUnderTest})`, () => {
  let section: TestModule;
  beforeAll(async () => {
    section = await newModule(t.app);
  });

  /** A topic by alice with a comment, a reply, praise, a follow, a collection and reports pointing at it. */
  async function busyTopic() {
    const id = await newTopic(t.app, section.id, { author: alice, praiseCount: 1 });
    const comment = await addComment(id, bob.id, { praiseCount: 1 });
    const reply = await addComment(id, carol.id, { parentId: comment });
    await db()
      .insert(praises)
      .values([
        { userId: bob.id, kind: 'topic', targetId: id },
        { userId: carol.id, kind: 'comment', targetId: comment },
      ]);
    await db().insert(topicFollows).values({ userId: bob.id, kind: 'topic', targetId: id });
    await db().insert(collections).values({ userId: carol.id, kind: 'topic', targetId: id });
    await db()
      .insert(communityReports)
      .values([
        { reporterId: bob.id, kind: 'topic', targetId: id, reason: 'spam' },
        { reporterId: alice.id, kind: 'comment', targetId: reply, reason: 'abuse' },
      ]);
    return { id, commentIds: [comment, reply] };
  }

  async function rowsAbout(id: number, commentIds: number[]) {
    const n = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
    return {
      topic: await n(db().select({ n: count() }).from(topics).where(eq(topics.id, id))),
      comments: await n(db().select({ n: count() }).from(comments).where(inArray(comments.id, commentIds))),
      praises: await n(
        db()
          .select({ n: count() })
          .from(praises)
          // Kind and id together: ids of topics and comments overlap, and other files praise at the same time.
          .where(
            or(
              and(eq(praises.kind, 'topic'), eq(praises.targetId, id)),
              and(eq(praises.kind, 'comment'), inArray(praises.targetId, commentIds)),
            ),
          ),
      ),
      follows: await n(
        db()
          .select({ n: count() })
          .from(topicFollows)
          .where(and(eq(topicFollows.kind, 'topic'), eq(topicFollows.targetId, id))),
      ),
      collections: await n(
        db()
          .select({ n: count() })
          .from(collections)
          .where(and(eq(collections.kind, 'topic'), eq(collections.targetId, id))),
      ),
      reports: await n(
        db()
          .select({ n: count() })
          .from(communityReports)
          .where(
            or(
              and(eq(communityReports.kind, 'topic'), eq(communityReports.targetId, id)),
              and(eq(communityReports.kind, 'comment'), inArray(communityReports.targetId, commentIds)),
            ),
          ),
      ),
    };
  }

  it('deletes the author’s topic with its comments, praise, follows, collections and reports', async () => {
    const { id, commentIds } = await busyTopic();
    expect(await rowsAbout(id, commentIds)).toEqual({ topic: 1, comments: 2, praises: 2, follows: 1, collections: 1, reports: 2 });
    const response = await formCall(t.app, alice, COMMUNITY_CALLS.deleteTopic, { id });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ code: 1, msg: COMMUNITY_POST_MESSAGES.topicDeleted, data: null });
    expect(await rowsAbout(id, commentIds)).toEqual({ topic: 0, comments: 0, praises: 0, follows: 0, collections: 0, reports: 0 });
    expect((await apiGet(t.app, null, COMMUNITY_API.topic(id))).statusCode).toBe(404);
  });

  it('refuses someone else’s topic, an editors’ topic and a visitor, changing nothing', async () => {
    const { id, commentIds } = await busyTopic();
    const before = await rowsAbout(id, commentIds);
    const other = await formCall(t.app, bob, COMMUNITY_CALLS.deleteTopic, { id });
    expect(other.statusCode).toBe(403);
    expect(bodyOf(other)).toMatchObject({ code: 0, msg: COMMUNITY_MESSAGES.notYourTopic });
    const visitor = await formCall(t.app, await newVisitor(t.app), COMMUNITY_CALLS.deleteTopic, { id });
    expect(visitor.statusCode).toBe(401);
    expect(answerOf(visitor).code).toBe(ErrorCode.UNAUTHORIZED);
    expect(await rowsAbout(id, commentIds)).toEqual(before);

    const editorial = await newTopic(t.app, section.id, { author: null });
    expect(answerOf(await formCall(t.app, alice, COMMUNITY_CALLS.deleteTopic, { id: editorial })).msg).toBe(
      COMMUNITY_MESSAGES.notYourTopic,
    );
  });

  it('answers 404 for a topic that is not there and 400 for an id that is not one', async () => {
    const missing = await formCall(t.app, alice, COMMUNITY_CALLS.deleteTopic, { id: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    expect(answerOf(missing).msg).toBe(COMMUNITY_MESSAGES.topicMissing);
    for (const id of [undefined, 'abc', -1, 1.5, [1]]) {
      const bad = await formCall(t.app, alice, COMMUNITY_CALLS.deleteTopic, { id });
      expect(bad.statusCode).toBe(400);
      expect(answerOf(bad).msg).toBe(COMMUNITY_INPUT_MESSAGES.topicId);
    }
  });
});

describe(`POST ${COMMUNITY_CALLS.praise} with type topic (${dialectUnderTest})`, () => {
  let section: TestModule;
  beforeAll(async () => {
    section = await newModule(t.app);
  });

  const praise = (who: Member, id: unknown, type: unknown = 'topic') => formCall(t.app, who, COMMUNITY_CALLS.praise, { id, type });
  const stored = async (id: number) => {
    const [row] = await db().select({ praiseCount: topics.praiseCount }).from(topics).where(eq(topics.id, id));
    const [rows] = await db()
      .select({ n: count() })
      .from(praises)
      .where(and(eq(praises.kind, 'topic'), eq(praises.targetId, id)));
    return { counter: row!.praiseCount, rows: rows!.n };
  };

  it('praises, and praising again takes it back; the counter follows the rows', async () => {
    const id = await newTopic(t.app, section.id, { author: alice });
    const first = await praise(bob, id);
    expect(first.statusCode).toBe(200);
    expect(bodyOf(first)).toMatchObject({ code: 1, data: { praised: true, praiseCount: 1 } });
    expect(dataOf(await praise(carol, id))).toEqual({ praised: true, praiseCount: 2 });
    expect(await stored(id)).toEqual({ counter: 2, rows: 2 });
    expect(dataOf(await apiGet(t.app, bob, COMMUNITY_API.topic(id)))).toMatchObject({ praised: true, praiseCount: 2 });

    expect(dataOf(await praise(bob, id))).toEqual({ praised: false, praiseCount: 1 });
    expect(await stored(id)).toEqual({ counter: 1, rows: 1 });
    expect((await topicOf(bob, id)).praised).toBe(false);
  });

  it('never counts a double click twice', async () => {
    const id = await newTopic(t.app, section.id, { author: alice });
    const answers = await Promise.all([praise(bob, id), praise(bob, id)]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const { counter, rows } = await stored(id);
    expect(rows).toBeLessThanOrEqual(1);
    expect(counter).toBe(rows);
  });

  it('refuses praise of one’s own topic, of a hidden one, and from a visitor', async () => {
    const own = await newTopic(t.app, section.id, { author: alice });
    const refused = await praise(alice, own);
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused)).toMatchObject({ code: 0, msg: COMMUNITY_MESSAGES.ownPraise });
    expect(await stored(own)).toEqual({ counter: 0, rows: 0 });

    const hidden = await newTopic(t.app, section.id, { author: alice, hiddenAt: new Date() });
    expect(answerOf(await praise(bob, hidden)).msg).toBe(COMMUNITY_MESSAGES.hiddenTopic);
    expect(await stored(hidden)).toEqual({ counter: 0, rows: 0 });

    const visitor = await formCall(t.app, await newVisitor(t.app), COMMUNITY_CALLS.praise, { id: own, type: 'topic' });
    expect(visitor.statusCode).toBe(401);
    expect(answerOf(visitor).code).toBe(ErrorCode.UNAUTHORIZED);
  });

  it('answers 404 for a missing topic and 400 for a bad id or type', async () => {
    const missing = await praise(bob, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(answerOf(missing).msg).toBe(COMMUNITY_MESSAGES.topicMissing);
    expect(answerOf(await praise(bob, 'abc')).msg).toBe(COMMUNITY_INPUT_MESSAGES.id);
    const badType = await praise(bob, 1, 'comment');
    expect(badType.statusCode).toBe(400);
    expect(answerOf(badType).msg).toBe(COMMUNITY_INPUT_MESSAGES.type);
  });
});

describe(`signed follows of topics and sections (${dialectUnderTest})`, () => {
  let section: TestModule;
  beforeAll(async () => {
    section = await newModule(t.app, 'Followed');
  });

  const followTopic = (who: Member | null, id: number | string, operation: unknown) =>
    signedCall(t.app, who, COMMUNITY_API.followTopic(id), { operation });
  const followModule = (who: Member | null, id: number | string, operation: unknown) =>
    signedCall(t.app, who, COMMUNITY_API.followModule(id), { operation });
  const myFollows = async (who: Member, type: 'topic' | 'module') =>
    (await formCall(t.app, who, '/user/myFollow', { type, page_size: 50 })).json().data;

  it('follows and unfollows a topic; repeating changes nothing; the user area lists it', async () => {
    const member = await newMember(t.app);
    const id = await newTopic(t.app, section.id, { title: 'Followed topic' });
    const first = await followTopic(member, id, 'follow');
    expect(first.statusCode).toBe(200);
    expect(bodyOf(first)).toEqual({ code: 0, msg: 'ok', data: { followed: true, followers: 1 } });
    expect(dataOf(await followTopic(member, id, 'follow'))).toEqual({ followed: true, followers: 1 });
    expect(dataOf(await followTopic(bob, id, 'follow'))).toEqual({ followed: true, followers: 2 });
    expect((await myFollows(member, 'topic')).items).toEqual([
      { kind: 'topic', id, title: 'Followed topic', url: paths.communityTopic(id), followedAt: like.any(String) },
    ]);
    expect(dataOf(await apiGet(t.app, member, COMMUNITY_API.topic(id)))).toMatchObject({ followed: true, followers: 2 });

    expect(dataOf(await followTopic(member, id, 'unfollow'))).toEqual({ followed: false, followers: 1 });
    expect(dataOf(await followTopic(member, id, 'unfollow'))).toEqual({ followed: false, followers: 1 });
    expect((await myFollows(member, 'topic')).total).toBe(0);
  });

  it('follows and unfollows a section; the user area lists it', async () => {
    const member = await newMember(t.app);
    expect(dataOf(await followModule(member, section.id, 'follow'))).toEqual({ followed: true, followers: 1 });
    expect((await myFollows(member, 'module')).items).toEqual([
      { kind: 'module', id: section.id, title: section.name, url: paths.communityModule(section.id), followedAt: like.any(String) },
    ]);
    expect(dataOf(await apiGet(t.app, member, COMMUNITY_API.module(section.id)))).toMatchObject({ followed: true, followers: 1 });
    expect(dataOf(await followModule(member, section.id, 'unfollow'))).toEqual({ followed: false, followers: 0 });
    expect((await myFollows(member, 'module')).total).toBe(0);
  });

  it.each([['subscribe'], [''], [undefined], [1]])('refuses the operation %j with a sentence, changing nothing', async (operation) => {
    const member = await newMember(t.app);
    const id = await newTopic(t.app, section.id);
    const response = await followTopic(member, id, operation);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({ code: ErrorCode.BAD_REQUEST, msg: COMMUNITY_INPUT_MESSAGES.followOperation, data: null });
    expect((await myFollows(member, 'topic')).total).toBe(0);
  });

  it('refuses a visitor (400401), an unsigned call, and unknown or hidden targets', async () => {
    const id = await newTopic(t.app, section.id);
    const visitor = await followTopic(null, id, 'follow');
    expect(visitor.statusCode).toBe(401);
    expect(answerOf(visitor).code).toBe(ErrorCode.UNAUTHORIZED);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: COMMUNITY_API.followTopic(id),
      headers: { 'access-token': bob.login.token },
      payload: { operation: 'follow' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(answerOf(unsigned).code).toBe(ErrorCode.SIGN_MISSING);
    const tampered = await t.app.inject({
      method: 'POST',
      url: COMMUNITY_API.followTopic(id),
      headers: { 'access-token': bob.login.token },
      payload: { ...signBody({ operation: 'unfollow' }), operation: 'follow' },
    });
    expect(tampered.statusCode).toBe(401);
    expect(answerOf(tampered).code).toBe(ErrorCode.SIGN_MISMATCH);
    expect((await topicOf(bob, id)).followed).toBe(false);

    const missingTopic = await followTopic(bob, 2_000_000_000, 'follow');
    expect(missingTopic.statusCode).toBe(404);
    expect(answerOf(missingTopic).msg).toBe(COMMUNITY_MESSAGES.topicMissing);
    const missingModule = await followModule(bob, 2_000_000_000, 'follow');
    expect(missingModule.statusCode).toBe(404);
    expect(answerOf(missingModule).msg).toBe(COMMUNITY_MESSAGES.moduleMissing);
    const badId = await followModule(bob, 'sailing', 'follow');
    expect(badId.statusCode).toBe(400);
    expect(answerOf(badId).msg).toBe(COMMUNITY_INPUT_MESSAGES.moduleId);

    const hidden = await newTopic(t.app, section.id, { author: alice, hiddenAt: new Date() });
    expect(answerOf(await followTopic(bob, hidden, 'follow')).msg).toBe(COMMUNITY_MESSAGES.hiddenTopic);
  });
});

describe(`signed collect of topics (${dialectUnderTest})`, () => {
  let section: TestModule;
  beforeAll(async () => {
    section = await newModule(t.app);
  });

  const collect = (who: Member | null, fields: Record<string, unknown>) => signedCall(t.app, who, COMMUNITY_API.collect, fields);

  it('collects and uncollects; repeating changes nothing; the user area lists it', async () => {
    const member = await newMember(t.app);
    const id = await newTopic(t.app, section.id, { author: alice, title: 'Worth keeping', body: '<p>Tidal gates of the Solent.</p>' });
    const response = await collect(member, { type: 'topic', id, operation: 'collect' });
    expect(bodyOf(response)).toEqual({ code: 0, msg: 'ok', data: { collected: true } });
    expect(dataOf(await collect(member, { type: 'topic', id: String(id), operation: 'collect' }))).toEqual({ collected: true });
    const listed = (await formCall(t.app, member, '/user/myCollection', {})).json().data;
    expect(listed.items).toEqual([
      {
        kind: 'topic',
        id,
        title: 'Worth keeping',
        url: paths.communityTopic(id),
        // The words of the body, never its tags.
        excerpt: 'Tidal gates of the Solent.',
        author: { uuid: alice.uuid, name: 'Alice Marin', avatarUrl: null },
        collectedAt: like.any(String),
        hidden: false,
      },
    ]);
    expect((await topicOf(member, id)).collected).toBe(true);

    expect(dataOf(await collect(member, { type: 'topic', id, operation: 'uncollect' }))).toEqual({ collected: false });
    expect(dataOf(await collect(member, { type: 'topic', id, operation: 'uncollect' }))).toEqual({ collected: false });
    expect((await formCall(t.app, member, '/user/myCollection', {})).json().data.total).toBe(0);
  });

  it.each([
    [{ type: 'yacht', id: 1, operation: 'collect' }, COMMUNITY_INPUT_MESSAGES.type],
    [{ id: 1, operation: 'collect' }, COMMUNITY_INPUT_MESSAGES.type],
    [{ type: 'topic', id: 'x', operation: 'collect' }, COMMUNITY_INPUT_MESSAGES.id],
    [{ type: 'topic', operation: 'collect' }, COMMUNITY_INPUT_MESSAGES.id],
    [{ type: 'topic', id: 1, operation: 'save' }, COMMUNITY_INPUT_MESSAGES.collectOperation],
    [{ type: 'topic', id: 1 }, COMMUNITY_INPUT_MESSAGES.collectOperation],
  ])('refuses %j with a sentence', async (fields, message) => {
    const response = await collect(bob, fields);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({ code: ErrorCode.BAD_REQUEST, msg: message, data: null });
  });

  it('refuses a visitor and a missing topic', async () => {
    const id = await newTopic(t.app, section.id);
    expect(answerOf(await collect(null, { type: 'topic', id, operation: 'collect' })).code).toBe(ErrorCode.UNAUTHORIZED);
    const missing = await collect(bob, { type: 'topic', id: 2_000_000_000, operation: 'collect' });
    expect(missing.statusCode).toBe(404);
    expect(answerOf(missing).msg).toBe(COMMUNITY_MESSAGES.topicMissing);
  });
});

describe(`POST ${COMMUNITY_CALLS.randomModule} (${dialectUnderTest})`, () => {
  it('picks a section with visible topics and answers its most active ones, never one with only hidden topics', async () => {
    const lively = await newModule(t.app, 'Lively');
    for (let i = 0; i < COMMUNITY_LIMITS.randomModuleTopics + 2; i += 1) {
      await newTopic(t.app, lively.id, { lastActivityAt: minutesAgo(i * 7 + 1) });
    }
    await newTopic(t.app, lively.id, { hiddenAt: new Date(), lastActivityAt: new Date() });
    const quiet = await newModule(t.app, 'Only hidden');
    await newTopic(t.app, quiet.id, { hiddenAt: new Date() });

    const visitor = await newVisitor(t.app);
    // Eight picks at least, and on until the lively section has been picked (the pick is random).
    let livelyTopics: unknown[] | undefined;
    for (let i = 0; i < 8 || !livelyTopics; i += 1) {
      const response = await formCall(t.app, visitor, COMMUNITY_CALLS.randomModule);
      expect(response.statusCode).toBe(200);
      const { module, topics: list } = response.json().data;
      expect(module.id).not.toBe(quiet.id);
      expect(module.topicCount).toBeGreaterThan(0);
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(COMMUNITY_LIMITS.randomModuleTopics);
      expect(list.every((item: TopicSummary) => item.module.id === module.id && !item.hidden)).toBe(true);
      const times = list.map((item: TopicSummary) => Date.parse(item.lastActivityAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      if (module.id === lively.id) livelyTopics = list;
    }
    expect(livelyTopics).toHaveLength(COMMUNITY_LIMITS.randomModuleTopics);
  });
});

describe(`POST ${COMMUNITY_CALLS.recommendedTopics} (${dialectUnderTest})`, () => {
  /** Every recommended topic, page by page, as the home's list would load them. */
  async function allRecommended(): Promise<TopicSummary[]> {
    const visitor = await newVisitor(t.app);
    const all: TopicSummary[] = [];
    for (let page = 1; page < 200; page += 1) {
      const data = await topicList(visitor, COMMUNITY_CALLS.recommendedTopics, { page, pageSize: 50 });
      all.push(...data.items);
      if (all.length >= data.total || data.items.length === 0) break;
    }
    return all;
  }

  it('ranks by recent praise (twice) and comments, then by activity; old and removed reactions do not count; hidden topics never', async () => {
    const section = await newModule(t.app, 'Recommended');
    const members = [alice, bob, carol, await newMember(t.app), await newMember(t.app)];
    const old = minutesAgo(40 * DAY);
    // score: praised = 2 praises = 4; talked = 3 comments = 3; stale: 5 praises 40 days ago = 0; quiet: 0, newest activity.
    const praised = await newTopic(t.app, section.id, { lastActivityAt: minutesAgo(3 * DAY) });
    await db()
      .insert(praises)
      .values(members.slice(0, 2).map((m) => ({ userId: m.id, kind: 'topic', targetId: praised })));
    const talked = await newTopic(t.app, section.id, { lastActivityAt: minutesAgo(DAY) });
    for (const m of members.slice(0, 3)) await addComment(talked, m.id, { createdAt: minutesAgo(60) });
    await addComment(talked, bob.id, { deletedAt: new Date() });
    await addComment(talked, bob.id, { hiddenAt: new Date() });
    const stale = await newTopic(t.app, section.id, { lastActivityAt: minutesAgo(2 * DAY), praiseCount: 5 });
    await db()
      .insert(praises)
      .values(members.map((m) => ({ userId: m.id, kind: 'topic', targetId: stale, createdAt: old })));
    for (const m of members) await addComment(stale, m.id, { createdAt: old });
    const quiet = await newTopic(t.app, section.id, { lastActivityAt: minutesAgo(5) });
    const hidden = await newTopic(t.app, section.id, { hiddenAt: new Date(), author: alice });
    for (const m of members.slice(1)) await addComment(hidden, m.id);

    const mine = (await allRecommended()).filter((item) => item.module.id === section.id).map((item) => item.id);
    expect(mine).toEqual([praised, talked, quiet, stale]);
    expect(mine).not.toContain(hidden);
  });

  it('pages by six unless asked otherwise, and refuses a bad page', async () => {
    const visitor = await newVisitor(t.app);
    const section = await newModule(t.app);
    for (let i = 0; i < 7; i += 1) await newTopic(t.app, section.id);
    const data = await topicList(visitor, COMMUNITY_CALLS.recommendedTopics);
    expect(data).toMatchObject({ page: 1, pageSize: COMMUNITY_LIMITS.recommendedPageSize });
    expect(data.items).toHaveLength(COMMUNITY_LIMITS.recommendedPageSize);
    expect(data.total).toBeGreaterThanOrEqual(7);
    const bad = await formCall(t.app, visitor, COMMUNITY_CALLS.recommendedTopics, { page: 'first' });
    expect(bad.statusCode).toBe(400);
    expect(bodyOf(bad)).toMatchObject({ code: 0, msg: COMMUNITY_INPUT_MESSAGES.page });
    expect(answerOf(await formCall(t.app, visitor, COMMUNITY_CALLS.recommendedTopics, { pageSize: 51 })).msg).toBe(
      COMMUNITY_INPUT_MESSAGES.pageSize,
    );
  });
});

describe(`POST ${COMMUNITY_CALLS.followedTopics} (${dialectUnderTest})`, () => {
  it('lists the followed topics and those of followed sections, once each, most active first', async () => {
    const member = await newMember(t.app);
    const [one, two, other] = [await newModule(t.app), await newModule(t.app), await newModule(t.app)];
    const t1 = await newTopic(t.app, one.id, { lastActivityAt: minutesAgo(50) });
    await newTopic(t.app, one.id, { lastActivityAt: minutesAgo(1) }); // in a section not followed
    const t2 = await newTopic(t.app, two.id, { lastActivityAt: minutesAgo(30) });
    const t3 = await newTopic(t.app, two.id, { lastActivityAt: minutesAgo(10) });
    await newTopic(t.app, two.id, { hiddenAt: new Date(), author: alice });
    const own = await newTopic(t.app, two.id, { hiddenAt: new Date(), author: member, lastActivityAt: minutesAgo(70) });
    await newTopic(t.app, other.id);
    await db()
      .insert(topicFollows)
      .values([
        { userId: member.id, kind: 'topic', targetId: t1 },
        { userId: member.id, kind: 'topic', targetId: t2 },
        { userId: member.id, kind: 'module', targetId: two.id },
      ]);

    const response = await formCall(t.app, member, COMMUNITY_CALLS.followedTopics, { page: 1 });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(ids(data)).toEqual([t3, t2, t1, own]);
    expect(data).toMatchObject({ total: 4, page: 1, pageSize: COMMUNITY_LIMITS.topicPageSize });
    const second = await topicList(member, COMMUNITY_CALLS.followedTopics, { page: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(ids(second)).toEqual([own]);
  });

  it('needs a login: a visitor gets 400401', async () => {
    const response = await formCall(t.app, await newVisitor(t.app), COMMUNITY_CALLS.followedTopics, {});
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response)).toMatchObject({ code: ErrorCode.UNAUTHORIZED, msg: ACCOUNT_MESSAGES.notLoggedIn });
  });
});

describe(`OpenAPI reference (${dialectUnderTest})`, () => {
  it('documents the community’s calls under the community tag', async () => {
    const spec = (await t.app.inject({ url: '/docs/json' })).json();
    for (const path of [
      '/api/v1/community/topics',
      '/api/v1/community/topics/{id}',
      '/community/createtopic',
      '/api/v1/article/operation',
    ]) {
      const operations = Object.values<{ tags?: string[] }>(spec.paths[path] ?? {});
      expect(operations.length).toBeGreaterThan(0);
      expect(operations[0]!.tags).toEqual(['community']);
    }
  });
});
