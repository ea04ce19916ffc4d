// Starting and deleting a community topic (contracts/src/community.ts): what is stored, what is refused, and what a
// deletion takes with it. Every test works in sections of its own (community-support.ts).
import { and, count, eq, inArray, or, type Column } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@yachts/contracts/account';
import { COMMUNITY_API, COMMUNITY_CALLS, COMMUNITY_LIMITS, COMMUNITY_MESSAGES, type CreatedTopic } from '@yachts/contracts/community';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { MESSAGES } from '@yachts/contracts/rules';
import { collections, communityReports, comments, praises, topicFollows, topics } from '../db/schema';
import { LINK_REL } from './sanitize-community';
import { COMMUNITY_INPUT_MESSAGES } from './community-input';
import { COMMUNITY_POST_MESSAGES, TOPIC_CREATE_LIMIT } from './community-post-routes';
import { apiGet, formCall, newMember, newModule, newTopic, newVisitor, ownImages, type Member, type TestModule } from './community-support';
import { dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, bodyOf, idOf, like } from '../testing/answers';
import { ids, threeMembers, topicHelpers } from './community-topics-support';

const t = fileApp({ SEED: 'false' });
let alice: Member, bob: Member, carol: Member;
beforeAll(async () => ([alice, bob, carol] = await threeMembers(t.app)));
const { db, addComment, topicPage, topicOf } = topicHelpers(t);

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
    const body = answerOf<CreatedTopic>(response);
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
    // Kind and id together: ids of topics and comments overlap, and other files praise and report at the same time.
    const aboutTopic = (kind: Column, targetId: Column) => and(eq(kind, 'topic'), eq(targetId, id));
    const aboutTopicOrComments = (kind: Column, targetId: Column) =>
      or(aboutTopic(kind, targetId), and(eq(kind, 'comment'), inArray(targetId, commentIds)));
    return {
      topic: await n(db().select({ n: count() }).from(topics).where(eq(topics.id, id))),
      comments: await n(db().select({ n: count() }).from(comments).where(inArray(comments.id, commentIds))),
      praises: await n(db().select({ n: count() }).from(praises).where(aboutTopicOrComments(praises.kind, praises.targetId))),
      follows: await n(db().select({ n: count() }).from(topicFollows).where(aboutTopic(topicFollows.kind, topicFollows.targetId))),
      collections: await n(db().select({ n: count() }).from(collections).where(aboutTopic(collections.kind, collections.targetId))),
      reports: await n(
        db().select({ n: count() }).from(communityReports).where(aboutTopicOrComments(communityReports.kind, communityReports.targetId)),
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
