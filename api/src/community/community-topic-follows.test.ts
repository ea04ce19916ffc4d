// Follows and collections of community topics and sections, and the home's lists of topics (a random section, the
// recommended, the followed) and the API reference (contracts/src/community.ts). Every test works in sections of its
// own (community-support.ts), so lists and totals are exact on a database other test files share.
import { ACCOUNT_MESSAGES, type CollectedItem, type FollowedTopic } from '@yachts/contracts/account';
import {
  COMMUNITY_API,
  COMMUNITY_CALLS,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  type RandomModule,
  type TopicSummary,
} from '@yachts/contracts/community';
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { praises, topicFollows } from '../db/schema';
import { signBody } from '@yachts/contracts/signing';
import { COMMUNITY_INPUT_MESSAGES } from './community-input';
import {
  apiGet,
  formCall,
  minutesAgo,
  newMember,
  newModule,
  newTopic,
  newVisitor,
  signedCall,
  type Member,
  type TestModule,
} from './community-support';
import { dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, bodyOf, dataOf, like } from '../testing/answers';
import { apiReference } from '../testing/openapi';
import { DAY, ids, threeMembers, topicHelpers } from './community-topics-support';

const t = fileApp({ SEED: 'false' });
let alice: Member, bob: Member, carol: Member;
beforeAll(async () => ([alice, bob, carol] = await threeMembers(t.app)));
const { db, addComment, topicOf, topicList } = topicHelpers(t);

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
    dataOf<Page<FollowedTopic>>(await formCall(t.app, who, '/user/myFollow', { type, page_size: 50 }));

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
    // Bob's follow with the body as given: not signed, or signed and then changed.
    const bobSends = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: COMMUNITY_API.followTopic(id), headers: { 'access-token': bob.login.token }, payload });
    const unsigned = await bobSends({ operation: 'follow' });
    expect(unsigned.statusCode).toBe(400);
    expect(answerOf(unsigned).code).toBe(ErrorCode.SIGN_MISSING);
    const tampered = await bobSends({ ...signBody({ operation: 'unfollow' }), operation: 'follow' });
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
    const listed = dataOf<Page<CollectedItem>>(await formCall(t.app, member, '/user/myCollection', {}));
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
    expect(dataOf<Page<CollectedItem>>(await formCall(t.app, member, '/user/myCollection', {})).total).toBe(0);
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
      const { module, topics: list } = dataOf<RandomModule>(response);
      expect(module.id).not.toBe(quiet.id);
      expect(module.topicCount).toBeGreaterThan(0);
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(COMMUNITY_LIMITS.randomModuleTopics);
      expect(list.every((item) => item.module.id === module.id && !item.hidden)).toBe(true);
      const times = list.map((item) => Date.parse(item.lastActivityAt));
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
    const data = dataOf<Page<TopicSummary>>(response);
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
    const spec = await apiReference(t.app);
    for (const path of [
      '/api/v1/community/topics',
      '/api/v1/community/topics/{id}',
      '/community/createtopic',
      '/api/v1/article/operation',
    ]) {
      const operations = Object.values(spec.paths[path] ?? {});

      expect(operations.length).toBeGreaterThan(0);
      expect(operations[0]!.tags).toEqual(['community']);
    }
  });
});
