// Sections and topics of the community (contracts/src/community.ts): the public reads of a section, of its list of
// topics and of one topic. Every test works in sections of its own (community-support.ts), so lists and totals are
// exact on a database other test files share.
import { COMMUNITY_API, COMMUNITY_LIMITS, COMMUNITY_MESSAGES, type TopicDetail, type TopicSummary } from '@yachts/contracts/community';
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { collections, communityReports, praises, topicFollows } from '../db/schema';
import { COMMUNITY_INPUT_MESSAGES } from './community-input';
import { apiGet, minutesAgo, newModule, newTopic, type Member, type TestModule } from './community-support';
import { dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, bodyOf, dataOf, like } from '../testing/answers';
import { DAY, ids, threeMembers, topicHelpers } from './community-topics-support';

const t = fileApp({ SEED: 'false' });
let alice: Member, bob: Member, carol: Member;
beforeAll(async () => ([alice, bob, carol] = await threeMembers(t.app)));
const { db, addComment, topicsOf, topicPage, topicOf, moduleOf } = topicHelpers(t);

describe(`GET /api/v1/community/modules/{id} (${dialectUnderTest})`, () => {
  it('answers the section with its visible topic count and followers; a member learns whether they follow it', async () => {
    const section = await newModule(t.app);
    await newTopic(t.app, section.id);
    await newTopic(t.app, section.id);
    await newTopic(t.app, section.id, { hiddenAt: new Date() });
    await db().insert(topicFollows).values({ userId: bob.id, kind: 'module', targetId: section.id });

    const visitor = bodyOf(await apiGet(t.app, null, COMMUNITY_API.module(section.id)));
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
    const page = dataOf<Page<TopicSummary>>(response);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: COMMUNITY_LIMITS.topicPageSize });
    expect(ids(page)).toEqual([topic.d, topic.c, topic.b, topic.a]);
    const a = page.items.find((item) => item.id === topic.a);
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
    expect(a?.excerpt.length).toBeLessThanOrEqual(203);
    expect(Date.parse(a?.lastActivityAt ?? '') - Date.parse(a?.createdAt ?? '')).toBeGreaterThan(DAY * 60_000);
    expect(page.items.find((item) => item.id === topic.c)?.author).toBeNull();
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
    const all = dataOf<Page<TopicSummary>>(await apiGet(t.app, null, COMMUNITY_API.topics, { pageSize: 50 }));
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.items.every((item) => !item.hidden)).toBe(true);
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
    const data = dataOf<TopicDetail>(response);
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
