// @dialect: two praises at once (a unique index under concurrency).
// Praise of community topics (contracts/src/community.ts): giving and taking it back, a double click, and what is
// refused. Every test works in sections of its own (community-support.ts).
import { COMMUNITY_API, COMMUNITY_CALLS, COMMUNITY_MESSAGES } from '@yachts/contracts/community';
import { ErrorCode } from '@yachts/contracts/envelope';
import { COMMUNITY_INPUT_MESSAGES } from './community-input';
import { apiGet, formCall, newModule, newTopic, newVisitor, storedPraise, type Member, type TestModule } from './community-support';
import { dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, bodyOf, dataOf } from '../testing/answers';
import { threeMembers, topicHelpers } from './community-topics-support';

const t = fileApp({ SEED: 'false' });
let alice: Member, bob: Member, carol: Member;
beforeAll(async () => ([alice, bob, carol] = await threeMembers(t.app)));
const { topicOf } = topicHelpers(t);

describe(`POST ${COMMUNITY_CALLS.praise} with type topic (${dialectUnderTest})`, () => {
  let section: TestModule;
  beforeAll(async () => {
    section = await newModule(t.app);
  });

  const praise = (who: Member, id: unknown, type: unknown = 'topic') => formCall(t.app, who, COMMUNITY_CALLS.praise, { id, type });
  const stored = (id: number) => storedPraise(t.app, 'topic', id);

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

  it('never counts a double click twice [both engines]', async () => {
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
