// Comments and replies (product rules §7A /community/commentList, replyList, createcomments; docs/decisions/
// 018-community.md): writing them and listing them, made as the community area makes them, against the real app and
// database. Topics and articles are written straight into the database (community-support.ts).
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type UserMessagesPage } from '@yachts/contracts/account';
import { COMMUNITY_CALLS, COMMUNITY_LIMITS, COMMUNITY_MESSAGES, type CommunityComment } from '@yachts/contracts/community';
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { MESSAGES } from '@yachts/contracts/rules';
import { comments, topics } from '../db/schema';
import { PAGE_MESSAGES } from '../lib/page-request';
import { COMMENT_LIMITS, COMMENT_MESSAGES } from './community-comment-routes';
import { expectRefusals, formCall, minutesAgo, newArticle, newMember, newVisitor } from './community-support';
import { dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, bodyOf, dataOf, like } from '../testing/answers';
import { commentHelpers } from './community-comments-support';

const t = fileApp({ SEED: 'false' });
const { replies, create, listOf, comment, row, inbox, topicOf } = commentHelpers(t);

describe(`POST /community/createcomments (${dialectUnderTest})`, () => {
  it('stores a comment trimmed as written and answers it as the page shows it', async () => {
    const [author, writer] = [await newMember(t.app, 'Anna Author'), await newMember(t.app, 'Wim Writer')];
    const topicId = await topicOf(author);
    const response = await create(writer, { topic_id: topicId, content: '  Reef early, reef often.\nThen shake it out.  ' });
    expect(response.statusCode).toBe(200);
    const body = answerOf<CommunityComment>(response);
    expect(body).toMatchObject({ code: 1, msg: COMMENT_MESSAGES.created });
    expect(typeof body.token).toBe('string');
    expect(body.data).toEqual({
      id: like.any(Number),
      parentId: null,
      content: 'Reef early, reef often.\nThen shake it out.',
      author: { uuid: writer.uuid, name: 'Wim Writer', avatarUrl: null },
      replyTo: null,
      praiseCount: 0,
      replyCount: 0,
      replies: [],
      createdAt: like.any(String),
      editedAt: null,
      deleted: false,
      hidden: false,
      mine: true,
      praised: false,
      reported: false,
    });
    expect(await row(body.data.id)).toMatchObject({
      topicId,
      articleId: null,
      authorId: writer.id,
      content: 'Reef early, reef often.\nThen shake it out.',
    });
  });

  it('accepts the id as digits (as a form sends it) and comments on articles too', async () => {
    const [author, writer] = [await newMember(t.app), await newMember(t.app)];
    const articleId = await newArticle(t.app, author);
    const made = await comment(writer, { article_id: String(articleId), content: 'Lovely write-up.' });
    expect(await row(made.id)).toMatchObject({ topicId: null, articleId });
    const page = await listOf(writer, { article_id: articleId });
    expect(page.items.map((item) => item.content)).toEqual(['Lovely write-up.']);
  });

  it('keeps a <script> comment as characters: it is stored and answered verbatim, for the page to render as text', async () => {
    const writer = await newMember(t.app);
    const topicId = await topicOf(null);
    const text = '<script>alert("x")</script> & <b>bold</b>';
    const made = await comment(writer, { topic_id: topicId, content: text });
    expect(made.content).toBe(text);
    expect((await row(made.id))?.content).toBe(text);
    expect((await listOf(await newVisitor(t.app), { topic_id: topicId })).items[0]?.content).toBe(text);
  });

  it('removes control characters but keeps the newlines', async () => {
    const writer = await newMember(t.app);
    const topicId = await topicOf(null);
    const made = await comment(writer, { topic_id: topicId, content: 'Line one\r\nLine\u0000 two\u0007\u001b\u009b\tend' });
    expect(made.content).toBe('Line one\nLine twoend');
  });

  it('refuses a visitor (400401) and stores nothing', async () => {
    const topicId = await topicOf(null);
    const response = await create(await newVisitor(t.app), { topic_id: topicId, content: 'Hello' });
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response)).toMatchObject({ code: ErrorCode.UNAUTHORIZED, msg: ACCOUNT_MESSAGES.notLoggedIn, data: null });
    expect(await t.app.database.db.select().from(comments).where(eq(comments.topicId, topicId))).toEqual([]);
  });

  it('answers bad input in the contract words and stores nothing', async () => {
    const writer = await newMember(t.app);
    const topicId = await topicOf(null);
    const articleId = await newArticle(t.app, null);
    const cases: Array<[Record<string, unknown>, number, unknown]> = [
      [{ topic_id: topicId }, 400, { content: MESSAGES.comment }],
      [{ topic_id: topicId, content: '   \n  ' }, 400, { content: MESSAGES.comment }],
      [{ topic_id: topicId, content: '\u0000\u0007' }, 400, { content: MESSAGES.comment }],
      [{ topic_id: topicId, content: 'x'.repeat(COMMUNITY_LIMITS.commentMax + 1) }, 400, { content: COMMUNITY_MESSAGES.commentTooLong }],
      [{ content: 'Hello' }, 400, COMMUNITY_MESSAGES.commentTarget],
      [{ topic_id: '', content: 'Hello' }, 400, COMMUNITY_MESSAGES.commentTarget],
      [{ topic_id: topicId, article_id: articleId, content: 'Hello' }, 400, COMMUNITY_MESSAGES.commentTarget],
      [{ topic_id: 2_000_000_000, content: 'Hello' }, 404, COMMUNITY_MESSAGES.topicMissing],
      [{ topic_id: 'abc', content: 'Hello' }, 404, COMMUNITY_MESSAGES.topicMissing],
      [{ article_id: 2_000_000_000, content: 'Hello' }, 404, COMMUNITY_MESSAGES.articleMissing],
      [{ topic_id: topicId, content: 'Hello', cid: 2_000_000_000 }, 404, COMMUNITY_MESSAGES.commentMissing],
    ];
    await expectRefusals(cases, (fields) => create(writer, fields));
    // Exactly the limit is fine.
    await comment(writer, { topic_id: topicId, content: 'y'.repeat(COMMUNITY_LIMITS.commentMax) });
    expect(await t.app.database.db.select().from(comments).where(eq(comments.authorId, writer.id))).toHaveLength(1);
  });

  it('refuses a comment on a deleted article', async () => {
    const writer = await newMember(t.app);
    const articleId = await newArticle(t.app, null, { deletedAt: new Date() });
    const response = await create(writer, { article_id: articleId, content: 'Hello' });
    expect(response.statusCode).toBe(404);
    expect(answerOf(response).msg).toBe(COMMUNITY_MESSAGES.articleMissing);
  });

  it("moves the topic's last activity to the new comment", async () => {
    const writer = await newMember(t.app);
    const topicId = await topicOf(null, { createdAt: minutesAgo(600) });
    const before = Date.now();
    await comment(writer, { topic_id: topicId, content: 'Still relevant.' });
    const [topic] = await t.app.database.db.select({ lastActivityAt: topics.lastActivityAt }).from(topics).where(eq(topics.id, topicId));
    expect(topic!.lastActivityAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("tells the topic's author in their inbox, but not a member commenting on their own topic", async () => {
    const [author, writer] = [await newMember(t.app, 'Ada Author'), await newMember(t.app, 'Wil Writer')];
    const topicId = await topicOf(author, { title: 'Anchoring in Ibiza' });
    const made = await comment(writer, { topic_id: topicId, content: 'Try Cala Bassa.' });
    await comment(author, { topic_id: topicId, content: 'Thanks!' });

    const messages = await inbox(author);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      type: 'interactive',
      title: 'Wil Writer commented on your topic “Anchoring in Ibiza”',
      body: 'Try Cala Bassa.',
      link: `${paths.communityTopic(topicId)}#comment-${made.id}`,
      fromUserId: writer.id,
    });
    expect(await inbox(writer)).toEqual([]);

    // As the author reads it in the user area.
    const page = dataOf<UserMessagesPage>(await formCall(t.app, author, '/user/mymessage', { type: 'interactive' }));
    expect(page.items[0]).toMatchObject({ title: 'Wil Writer commented on your topic “Anchoring in Ibiza”', from: { uuid: writer.uuid } });
  });

  it("tells an article's author too", async () => {
    const [author, writer] = [await newMember(t.app), await newMember(t.app, 'Wes Writer')];
    const articleId = await newArticle(t.app, author, { title: 'Crossing Biscay' });
    await comment(writer, { article_id: articleId, content: 'Great read.' });
    expect((await inbox(author))[0]).toMatchObject({
      title: 'Wes Writer commented on your article “Crossing Biscay”',
      link: like.stringContaining(paths.communityArticle(articleId)),
    });
  });

  it('takes comments on a hidden topic from its author only', async () => {
    const [author, other] = [await newMember(t.app), await newMember(t.app)];
    const topicId = await topicOf(author, { hiddenAt: new Date() });
    const refused = await create(other, { topic_id: topicId, content: 'Hello' });
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused)).toMatchObject({ code: 0, msg: COMMUNITY_MESSAGES.hiddenTopic });
    await comment(author, { topic_id: topicId, content: 'I have edited the advert out.' });

    const articleId = await newArticle(t.app, author, { hiddenAt: new Date() });
    expect(answerOf(await create(other, { article_id: articleId, content: 'Hello' })).msg).toBe(COMMUNITY_MESSAGES.hiddenArticle);
  });

  it(`limits a member to ${COMMENT_LIMITS.perMember.max} comments a minute, with a clear message`, async () => {
    const writer = await newMember(t.app);
    const topicId = await topicOf(null);
    for (let i = 0; i < COMMENT_LIMITS.perMember.max; i += 1) await comment(writer, { topic_id: topicId, content: `Comment ${i}` });
    const refused = await create(writer, { topic_id: topicId, content: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(answerOf(refused).msg).toMatch(/^You are commenting very quickly\. Please wait (\d+ seconds|1 minute) and try again\.$/);
    expect(await t.app.database.db.select().from(comments).where(eq(comments.topicId, topicId))).toHaveLength(COMMENT_LIMITS.perMember.max);
    // Another member is not held up.
    await comment(await newMember(t.app), { topic_id: topicId, content: 'Me too' });
  });
});

describe(`replies (${dialectUnderTest})`, () => {
  it('puts replies in the thread of their top-level comment and names whom a reply to a reply answers', async () => {
    const [author, anna, bob, cleo] = [
      await newMember(t.app),
      await newMember(t.app, 'Anna'),
      await newMember(t.app, 'Bob'),
      await newMember(t.app, 'Cleo'),
    ];
    const topicId = await topicOf(author, { title: 'Antifouling' });
    const root = await comment(anna, { topic_id: topicId, content: 'Which antifouling?' });
    const first = await comment(bob, { topic_id: topicId, cid: root.id, content: 'Hard matrix.' });
    expect(first).toMatchObject({ parentId: root.id, replyTo: null });
    const second = await comment(cleo, { topic_id: topicId, cid: String(first.id), content: 'Self-polishing.' });
    expect(second).toMatchObject({ parentId: root.id, replyTo: { uuid: bob.uuid, name: 'Bob', avatarUrl: null }, mine: true });
    expect(await row(second.id)).toMatchObject({ parentId: root.id, replyToUserId: bob.id });

    // The answered comment's author and the topic's author hear of it; the writer does not.
    expect((await inbox(bob)).map((m) => m.title)).toEqual(['Cleo replied to your comment on “Antifouling”']);
    expect((await inbox(anna)).map((m) => m.title)).toEqual(['Bob replied to your comment on “Antifouling”']);
    expect((await inbox(author)).map((m) => m.title).sort()).toEqual(
      [
        'Anna commented on your topic “Antifouling”',
        'Bob replied to a comment on your topic “Antifouling”',
        'Cleo replied to a comment on your topic “Antifouling”',
      ].sort(),
    );
    expect(await inbox(cleo)).toEqual([]);
  });

  it(`lists top-level comments oldest first with the first ${COMMUNITY_LIMITS.repliesShown} replies; replyList pages the rest`, async () => {
    const members = [await newMember(t.app), await newMember(t.app)];
    const topicId = await topicOf(null);
    const root = await comment(members[0]!, { topic_id: topicId, content: 'Root' });
    const other = await comment(members[1]!, { topic_id: topicId, content: 'Second root' });
    const replyIds: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      replyIds.push((await comment(members[i % 2]!, { topic_id: topicId, cid: root.id, content: `Reply ${i}` })).id);
    }

    const page = await listOf(await newVisitor(t.app), { topic_id: topicId });
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: COMMUNITY_LIMITS.commentPageSize });
    expect(page.items.map((item) => item.id)).toEqual([root.id, other.id]);
    expect(page.items[0]).toMatchObject({ replyCount: 5, mine: false });
    expect(page.items[0]!.replies.map((item) => item.content)).toEqual(['Reply 0', 'Reply 1', 'Reply 2']);
    expect(page.items[1]).toMatchObject({ replyCount: 0, replies: [] });
    // A visitor's answer carries no viewer state.
    expect(page.items[0]).not.toHaveProperty('praised');
    expect(page.items[0]).not.toHaveProperty('reported');

    const second = answerOf<Page<CommunityComment>>(await replies(await newVisitor(t.app), { cid: root.id, page: 2, pageSize: 2 }));
    expect(second).toMatchObject({ code: 1, data: { total: 5, page: 2, pageSize: 2 } });
    expect(second.data.items.map((item) => item.id)).toEqual(replyIds.slice(2, 4));
    const last = dataOf<Page<CommunityComment>>(await replies(members[0]!, { cid: root.id, page: 3, pageSize: 2 }));
    expect(last.items.map((item: CommunityComment) => item.content)).toEqual(['Reply 4']);
    expect(last.items[0]).toMatchObject({ mine: true, praised: false, reported: false });
    // A reply's id names its thread too.
    expect(dataOf<Page<CommunityComment>>(await replies(members[0]!, { cid: replyIds[0] })).total).toBe(5);

    // Top-level paging.
    const firstOnly = await listOf(members[0]!, { topic_id: topicId, page: 2, pageSize: 1 });
    expect(firstOnly.items.map((item) => item.id)).toEqual([other.id]);
  });

  it('refuses a reply to a comment of another topic, a deleted one and a hidden one', async () => {
    const writer = await newMember(t.app);
    const [topicA, topicB] = [await topicOf(null), await topicOf(null)];
    const elsewhere = await comment(await newMember(t.app), { topic_id: topicB, content: 'Elsewhere' });
    const deleted = await comment(writer, { topic_id: topicA, content: 'Gone' });
    await t.app.database.db.update(comments).set({ deletedAt: new Date() }).where(eq(comments.id, deleted.id));
    const hidden = await comment(await newMember(t.app), { topic_id: topicA, content: 'Hidden' });
    await t.app.database.db.update(comments).set({ hiddenAt: new Date() }).where(eq(comments.id, hidden.id));
    for (const cid of [elsewhere.id, deleted.id, hidden.id, 'abc']) {
      const response = await create(writer, { topic_id: topicA, cid, content: 'Reply' });
      expect({ cid, status: response.statusCode, msg: answerOf(response).msg }).toEqual({
        cid,
        status: 404,
        msg: COMMUNITY_MESSAGES.commentMissing,
      });
    }
  });

  it('answers the list calls bad input in words', async () => {
    const visitor = await newVisitor(t.app);
    const topicId = await topicOf(null);
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      [COMMUNITY_CALLS.comments, {}, 400, COMMUNITY_MESSAGES.commentTarget],
      [COMMUNITY_CALLS.comments, { topic_id: topicId, article_id: 1 }, 400, COMMUNITY_MESSAGES.commentTarget],
      [COMMUNITY_CALLS.comments, { topic_id: 2_000_000_000 }, 404, COMMUNITY_MESSAGES.topicMissing],
      [COMMUNITY_CALLS.comments, { article_id: 2_000_000_000 }, 404, COMMUNITY_MESSAGES.articleMissing],
      [COMMUNITY_CALLS.comments, { topic_id: topicId, pageSize: 51 }, 400, PAGE_MESSAGES.pageSize],
      [COMMUNITY_CALLS.comments, { topic_id: topicId, page: 0 }, 400, PAGE_MESSAGES.page],
      [COMMUNITY_CALLS.comments, { topic_id: topicId, page: [1] }, 400, PAGE_MESSAGES.page],
      [COMMUNITY_CALLS.replies, {}, 404, COMMUNITY_MESSAGES.commentMissing],
      [COMMUNITY_CALLS.replies, { cid: 2_000_000_000 }, 404, COMMUNITY_MESSAGES.commentMissing],
      [COMMUNITY_CALLS.replies, { cid: { id: 1 } }, 404, COMMUNITY_MESSAGES.commentMissing],
    ];
    for (const [url, fields, status, msg] of cases) {
      const response = await formCall(t.app, visitor, url, fields);
      expect({ url, fields, status: response.statusCode, msg: answerOf(response).msg }).toEqual({ url, fields, status, msg });
    }
    expect((await listOf(visitor, { topic_id: topicId, pageSize: 50 })).pageSize).toBe(50);
  });
});
