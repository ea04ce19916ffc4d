// @dialect: two praises at once (a unique index under concurrency).
// Comments and replies (product rules §7A /community/commentList, replyList, createcomments, delcomments,
// /article/delcomments; §7B comment praise; docs/decisions/018-community.md; the public GETs the page reads them
// with): made as the community area makes them, against the real app and database. Topics and articles are written straight into the database (community-support.ts).
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type UserMessagesPage } from '@yachts/contracts/account';
import {
  COMMUNITY_API,
  COMMUNITY_CALLS,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  type CommunityComment,
  type PraiseState,
} from '@yachts/contracts/community';
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { signBody } from '@yachts/contracts/signing';
import { MESSAGES } from '@yachts/contracts/rules';
import { articles, comments, praises, topics, userMessages } from '../db/schema';
import { PAGE_MESSAGES } from '../lib/page-request';
import { COMMUNITY_INPUT_MESSAGES } from './community-input';
import { COMMENT_LIMITS, COMMENT_MESSAGES } from './community-comment-routes';
import {
  apiGet,
  formCall,
  minutesAgo,
  newArticle,
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

const t = fileApp({ SEED: 'false' });
let section: TestModule;

beforeAll(async () => {
  section = await newModule(t.app, 'Comments');
});

type Who = Member | Awaited<ReturnType<typeof newVisitor>>;

const list = (who: Who, fields: Record<string, unknown>) => formCall(t.app, who, COMMUNITY_CALLS.comments, fields);
const replies = (who: Who, fields: Record<string, unknown>) => formCall(t.app, who, COMMUNITY_CALLS.replies, fields);
const create = (who: Who, fields: Record<string, unknown>) => formCall(t.app, who, COMMUNITY_CALLS.createComment, fields);
const praise = (who: Member | null, id: number | string) => signedCall(t.app, who, COMMUNITY_API.praiseComment(id));

async function listOf(who: Who, fields: Record<string, unknown>): Promise<Page<CommunityComment>> {
  const response = await list(who, fields);
  expect(bodyOf(response)).toMatchObject({ code: 1 });
  return dataOf(response);
}

/** A comment through the api, as its author wrote it; answers the stored comment. */
async function comment(who: Member, fields: Record<string, unknown>): Promise<CommunityComment> {
  const response = await create(who, fields);
  if (response.statusCode !== 200) throw new Error(`createcomments: ${response.statusCode} ${response.body}`);
  return dataOf(response);
}

async function row(id: number) {
  const [found] = await t.app.database.db.select().from(comments).where(eq(comments.id, id));
  return found;
}

async function inbox(member: Member) {
  return t.app.database.db.select().from(userMessages).where(eq(userMessages.userId, member.id));
}

async function topicOf(author: Member | null, fields: Parameters<typeof newTopic>[2] = {}) {
  return newTopic(t.app, section.id, { author, ...fields });
}

describe(`POST /community/createcomments (${dialectUnderTest})`, () => {
  it('stores a comment trimmed as written and answers it as the page shows it', async () => {
    const [author, writer] = [await newMember(t.app, 'Anna Author'), await newMember(t.app, 'Wim Writer')];
    const topicId = await topicOf(author);
    const response = await create(writer, { topic_id: topicId, content: '  Reef early, reef often.\nThen shake it out.  ' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
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
    for (const [fields, status, msg] of cases) {
      const response = await create(writer, fields);
      expect({ fields, status: response.statusCode, body: response.json() }).toMatchObject({
        fields,
        status,
        body: { code: 0, msg, data: null },
      });
    }
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

    const second = (await replies(await newVisitor(t.app), { cid: root.id, page: 2, pageSize: 2 })).json();
    expect(second).toMatchObject({ code: 1, data: { total: 5, page: 2, pageSize: 2 } });
    expect(second.data.items.map((item: CommunityComment) => item.id)).toEqual(replyIds.slice(2, 4));
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

describe(`deleting a comment (${dialectUnderTest})`, () => {
  const del = (who: Who, cid: unknown, url: string = COMMUNITY_CALLS.deleteComment) => formCall(t.app, who, url, { cid });

  it("refuses someone else's comment (403) and a visitor, and changes nothing", async () => {
    const [writer, other] = [await newMember(t.app), await newMember(t.app)];
    const made = await comment(writer, { topic_id: await topicOf(null), content: 'Mine' });
    const before = await row(made.id);
    const refused = await del(other, made.id);
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused)).toMatchObject({ code: 0, msg: COMMUNITY_MESSAGES.notYourComment, data: null });
    const visitor = await del(await newVisitor(t.app), made.id);
    expect(visitor.statusCode).toBe(401);
    expect(answerOf(visitor).code).toBe(ErrorCode.UNAUTHORIZED);
    expect(await row(made.id)).toEqual(before);
  });

  it('deletes one\'s own comment (softly) once; the wrong endpoint for the kind is "missing"', async () => {
    const writer = await newMember(t.app);
    const topicComment = await comment(writer, { topic_id: await topicOf(null), content: 'On a topic' });
    const articleComment = await comment(writer, { article_id: await newArticle(t.app, null), content: 'On an article' });

    for (const [cid, url] of [
      [topicComment.id, COMMUNITY_CALLS.deleteArticleComment],
      [articleComment.id, COMMUNITY_CALLS.deleteComment],
    ] as const) {
      const wrong = await del(writer, cid, url);
      expect(wrong.statusCode).toBe(404);
      expect(answerOf(wrong).msg).toBe(COMMUNITY_MESSAGES.commentMissing);
      expect((await row(cid))?.deletedAt).toBeNull();
    }

    const done = await del(writer, topicComment.id);
    expect(bodyOf(done)).toMatchObject({ code: 1, msg: COMMENT_MESSAGES.deleted, data: null });
    expect((await row(topicComment.id))?.deletedAt).toBeInstanceOf(Date);
    const again = await del(writer, topicComment.id);
    expect(again.statusCode).toBe(404);
    expect(answerOf(again).msg).toBe(COMMUNITY_MESSAGES.commentMissing);

    expect(answerOf(await del(writer, articleComment.id, COMMUNITY_CALLS.deleteArticleComment)).code).toBe(1);
    expect(answerOf(await del(writer, 'abc')).msg).toBe(COMMUNITY_MESSAGES.commentMissing);
  });

  it('keeps a deleted comment with replies as a placeholder and leaves out deleted ones without', async () => {
    const [writer, replier] = [await newMember(t.app), await newMember(t.app)];
    const topicId = await topicOf(null);
    const withReplies = await comment(writer, { topic_id: topicId, content: 'Parent' });
    const lonely = await comment(writer, { topic_id: topicId, content: 'Lonely' });
    const kept = await comment(writer, { topic_id: topicId, content: 'Kept' });
    const reply = await comment(replier, { topic_id: topicId, cid: withReplies.id, content: 'A reply' });
    const deletedReply = await comment(replier, { topic_id: topicId, cid: withReplies.id, content: 'Second thoughts' });
    await del(writer, withReplies.id);
    await del(writer, lonely.id);
    await del(replier, deletedReply.id);

    const page = await listOf(await newVisitor(t.app), { topic_id: topicId });
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.id)).toEqual([withReplies.id, kept.id]);
    expect(page.items[0]).toMatchObject({ deleted: true, content: '', replyCount: 1 });
    expect(page.items[0]!.replies.map((item) => item.id)).toEqual([reply.id]);
    // Even its author no longer reads it.
    expect((await listOf(writer, { topic_id: topicId })).items[0]).toMatchObject({ deleted: true, content: '', mine: true });

    // When the last reply goes, so does the placeholder.
    await del(replier, reply.id);
    expect((await listOf(writer, { topic_id: topicId })).items.map((item) => item.id)).toEqual([kept.id]);
  });
});

describe(`POST /api/v1/topic/comment/praise/{id} (${dialectUnderTest})`, () => {
  it('praises, and praising again undoes it; the list shows the state', async () => {
    const [writer, fan, second] = [await newMember(t.app), await newMember(t.app), await newMember(t.app)];
    const topicId = await topicOf(null);
    const made = await comment(writer, { topic_id: topicId, content: 'Praise me' });

    const first = await praise(fan, made.id);
    expect(first.statusCode).toBe(200);
    expect(bodyOf(first)).toEqual({ code: 0, msg: 'ok', data: { praised: true, praiseCount: 1 } });
    expect(dataOf(await praise(second, made.id))).toEqual({ praised: true, praiseCount: 2 });
    expect((await listOf(fan, { topic_id: topicId })).items[0]).toMatchObject({ praiseCount: 2, praised: true });
    expect((await listOf(writer, { topic_id: topicId })).items[0]).toMatchObject({ praiseCount: 2, praised: false });

    expect(dataOf(await praise(fan, made.id))).toEqual({ praised: false, praiseCount: 1 });
    expect((await row(made.id))?.praiseCount).toBe(1);
    const rows = await t.app.database.db
      .select()
      .from(praises)
      .where(and(eq(praises.kind, 'comment'), eq(praises.targetId, made.id)));
    expect(rows.map((r) => r.userId)).toEqual([second.id]);
  });

  it('counts two praises sent at once by one member as a praise and its undo, never twice', async () => {
    const [writer, fan] = [await newMember(t.app), await newMember(t.app)];
    const made = await comment(writer, { topic_id: await topicOf(null), content: 'Double click' });
    const answers = await Promise.all([praise(fan, made.id), praise(fan, made.id)]);
    expect(answers.map((a) => dataOf<PraiseState>(a).praised).sort()).toEqual([false, true]);
    expect((await row(made.id))?.praiseCount).toBe(0);
  });

  it("refuses one's own comment, a deleted or hidden one, a missing one, and a visitor", async () => {
    const [writer, fan] = [await newMember(t.app), await newMember(t.app)];
    const topicId = await topicOf(null);
    const made = await comment(writer, { topic_id: topicId, content: 'Mine' });
    const own = await praise(writer, made.id);
    expect(own.statusCode).toBe(403);
    expect(bodyOf(own)).toMatchObject({ code: ErrorCode.BAD_REQUEST, msg: COMMUNITY_MESSAGES.ownPraise });

    const visitor = await praise(null, made.id);
    expect(visitor.statusCode).toBe(401);
    expect(answerOf(visitor).code).toBe(ErrorCode.UNAUTHORIZED);
    const stale = await t.app.inject({
      method: 'POST',
      url: COMMUNITY_API.praiseComment(made.id),
      headers: { 'access-token': 'not-a-token' },
      payload: signBody({}),
    });
    expect(answerOf(stale).code).toBe(ErrorCode.TOKEN_INVALID);

    const hidden = await comment(writer, { topic_id: topicId, content: 'Hidden' });
    await t.app.database.db.update(comments).set({ hiddenAt: new Date() }).where(eq(comments.id, hidden.id));
    const deleted = await comment(writer, { topic_id: topicId, content: 'Deleted' });
    await formCall(t.app, writer, COMMUNITY_CALLS.deleteComment, { cid: deleted.id });
    for (const id of [hidden.id, deleted.id, 2_000_000_000, 'abc', 0]) {
      const response = await praise(fan, id);
      expect({ id, status: response.statusCode, body: response.json() }).toEqual({
        id,
        status: 404,
        body: { code: ErrorCode.NOT_FOUND, msg: COMMUNITY_MESSAGES.commentMissing, data: null },
      });
    }
    expect((await row(made.id))?.praiseCount).toBe(0);
  });

  it('refuses an unsigned call', async () => {
    const [writer, fan] = [await newMember(t.app), await newMember(t.app)];
    const made = await comment(writer, { topic_id: await topicOf(null), content: 'Sign first' });
    const response = await t.app.inject({
      method: 'POST',
      url: COMMUNITY_API.praiseComment(made.id),
      headers: { 'access-token': fan.login.token },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(answerOf(response).code).toBe(ErrorCode.SIGN_MISSING);
    expect((await row(made.id))?.praiseCount).toBe(0);
  });
});

describe(`the public GETs of comments and replies (${dialectUnderTest})`, () => {
  /** A GET as a first visit makes it: no cookie at all (no consent, no session), no token. */
  const bare = (url: string, query: Record<string, string | number> = {}) => apiGet(t.app, null, url, query);
  /** A GET as the page makes it for a member: the login cookie only, no access-token header. */
  const withCookie = (who: Member, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.login.cookie } });

  it('answer a first visit (no cookie, no token) the lists the form calls answer, in the /api/v1 envelope', async () => {
    const [anna, bob] = [await newMember(t.app, 'Annika'), await newMember(t.app, 'Bobby')];
    const topicId = await topicOf(anna);
    const root = await comment(anna, { topic_id: topicId, content: 'Root' });
    const other = await comment(bob, { topic_id: topicId, content: 'Second root' });
    const replyIds: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      replyIds.push((await comment(i % 2 ? anna : bob, { topic_id: topicId, cid: root.id, content: `Reply ${i}` })).id);
    }

    const response = await bare(COMMUNITY_API.topicComments(topicId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const body = response.json();
    expect(body).toMatchObject({ code: ErrorCode.OK, msg: 'ok' });
    expect(body.data).toEqual(await listOf(await newVisitor(t.app), { topic_id: topicId }));
    expect(body.data).toMatchObject({ total: 2, page: 1, pageSize: COMMUNITY_LIMITS.commentPageSize });
    expect(body.data.items.map((item: CommunityComment) => item.id)).toEqual([root.id, other.id]);
    expect(body.data.items[0].replies.map((item: CommunityComment) => item.content)).toEqual(['Reply 0', 'Reply 1', 'Reply 2']);
    expect(body.data.items[0]).toMatchObject({ replyCount: 5 });
    expect(body.data.items[0]).not.toHaveProperty('praised');

    const second = dataOf<Page<CommunityComment>>(await bare(COMMUNITY_API.topicComments(topicId), { page: 2, pageSize: 1 }));
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.items.map((item: CommunityComment) => item.id)).toEqual([other.id]);

    // Replies: the rest of a thread, page by page; a reply's id names its thread too.
    const middle = (await bare(COMMUNITY_API.commentReplies(root.id), { page: 2, pageSize: 2 })).json();
    expect(middle).toMatchObject({ code: ErrorCode.OK, data: { total: 5, page: 2, pageSize: 2 } });
    expect(middle.data.items.map((item: CommunityComment) => item.id)).toEqual(replyIds.slice(2, 4));
    const all = dataOf<Page<CommunityComment>>(await bare(COMMUNITY_API.commentReplies(replyIds[4]!)));
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: COMMUNITY_LIMITS.replyPageSize });
    expect(all.items.map((item: CommunityComment) => item.id)).toEqual(replyIds);
    expect(all).toEqual(dataOf<Page<CommunityComment>>(await replies(await newVisitor(t.app), { cid: root.id })));

    // An article's comments.
    const articleId = await newArticle(t.app, bob);
    const onArticle = await comment(anna, { article_id: articleId, content: 'Lovely write-up.' });
    const articlePage = dataOf<Page<CommunityComment>>(await bare(COMMUNITY_API.articleComments(articleId)));
    expect(articlePage.items.map((item: CommunityComment) => item.id)).toEqual([onArticle.id]);
    // Ids are per kind: a topic with the article's id (if any) does not list the article's comments.
    const sameId = dataOf<Page<CommunityComment> | null>(await bare(COMMUNITY_API.topicComments(articleId)))?.items ?? [];
    expect(sameId.map((item: CommunityComment) => item.id)).not.toContain(onArticle.id);
  });

  it("add a logged-in reader's own state (praised, reported, mine), from the access-token header or the login cookie", async () => {
    const [writer, fan] = [await newMember(t.app), await newMember(t.app)];
    const topicId = await topicOf(null);
    const made = await comment(writer, { topic_id: topicId, content: 'Praise me' });
    const reply = await comment(writer, { topic_id: topicId, cid: made.id, content: 'And me' });
    expect(dataOf(await praise(fan, made.id))).toEqual({ praised: true, praiseCount: 1 });
    expect(dataOf(await praise(fan, reply.id))).toEqual({ praised: true, praiseCount: 1 });

    for (const read of [
      () => apiGet(t.app, fan, COMMUNITY_API.topicComments(topicId)),
      () => withCookie(fan, COMMUNITY_API.topicComments(topicId)),
    ]) {
      expect((await read()).json().data.items[0]).toMatchObject({ id: made.id, praised: true, reported: false, mine: false });
    }
    expect(dataOf<Page<CommunityComment>>(await withCookie(writer, COMMUNITY_API.topicComments(topicId))).items[0]).toMatchObject({
      praised: false,
      mine: true,
    });
    expect(dataOf<Page<CommunityComment>>(await withCookie(fan, COMMUNITY_API.commentReplies(made.id))).items[0]).toMatchObject({
      id: reply.id,
      praised: true,
      mine: false,
    });
    expect(dataOf<Page<CommunityComment>>(await apiGet(t.app, writer, COMMUNITY_API.commentReplies(made.id))).items[0]).toMatchObject({
      mine: true,
    });
    // A hidden comment's text goes to its author only, as on the form call.
    await t.app.database.db.update(comments).set({ hiddenAt: new Date() }).where(eq(comments.id, made.id));
    expect(dataOf<Page<CommunityComment>>(await bare(COMMUNITY_API.topicComments(topicId))).items[0]).toMatchObject({
      hidden: true,
      content: '',
    });
    expect(dataOf<Page<CommunityComment>>(await withCookie(writer, COMMUNITY_API.topicComments(topicId))).items[0]).toMatchObject({
      hidden: true,
      content: 'Praise me',
    });
  });

  it('answer bad input and missing items in words, in the /api/v1 envelope', async () => {
    const writer = await newMember(t.app);
    const topicId = await topicOf(null);
    const made = await comment(writer, { topic_id: topicId, content: 'Here' });
    const goneArticle = await newArticle(t.app, null, { deletedAt: new Date() });
    const cases: Array<[string, Record<string, string | number>, number, number, string]> = [
      [COMMUNITY_API.topicComments('abc'), {}, 400, ErrorCode.BAD_REQUEST, COMMUNITY_INPUT_MESSAGES.topicId],
      [COMMUNITY_API.topicComments(0), {}, 400, ErrorCode.BAD_REQUEST, COMMUNITY_INPUT_MESSAGES.topicId],
      [COMMUNITY_API.topicComments(2_000_000_000), {}, 404, ErrorCode.NOT_FOUND, COMMUNITY_MESSAGES.topicMissing],
      [COMMUNITY_API.articleComments('1.5'), {}, 400, ErrorCode.BAD_REQUEST, COMMUNITY_INPUT_MESSAGES.articleId],
      [COMMUNITY_API.articleComments(goneArticle), {}, 404, ErrorCode.NOT_FOUND, COMMUNITY_MESSAGES.articleMissing],
      [COMMUNITY_API.topicComments(topicId), { pageSize: 51 }, 400, ErrorCode.BAD_REQUEST, COMMUNITY_INPUT_MESSAGES.pageSize],
      [COMMUNITY_API.topicComments(topicId), { page: 0 }, 400, ErrorCode.BAD_REQUEST, COMMUNITY_INPUT_MESSAGES.page],
      [COMMUNITY_API.topicComments(topicId), { page: 'x' }, 400, ErrorCode.BAD_REQUEST, COMMUNITY_INPUT_MESSAGES.page],
      [COMMUNITY_API.commentReplies('abc'), {}, 400, ErrorCode.BAD_REQUEST, COMMUNITY_INPUT_MESSAGES.commentId],
      [COMMUNITY_API.commentReplies(2_000_000_000), {}, 404, ErrorCode.NOT_FOUND, COMMUNITY_MESSAGES.commentMissing],
      [COMMUNITY_API.commentReplies(made.id), { page_size: 0 }, 400, ErrorCode.BAD_REQUEST, COMMUNITY_INPUT_MESSAGES.pageSize],
    ];
    for (const [url, query, status, code, msg] of cases) {
      const response = await bare(url, query);
      expect({ url, query, status: response.statusCode, body: response.json() }).toEqual({
        url,
        query,
        status,
        body: { code, msg, data: null },
      });
    }
    const twice = await t.app.inject({ method: 'GET', url: `${COMMUNITY_API.topicComments(topicId)}?page=1&page=2` });
    expect({ status: twice.statusCode, msg: answerOf(twice).msg }).toEqual({ status: 400, msg: COMMUNITY_INPUT_MESSAGES.once('page') });
    expect(dataOf<Page<CommunityComment>>(await bare(COMMUNITY_API.topicComments(topicId), { pageSize: 50 })).pageSize).toBe(50);

    // The replies of a comment whose topic is gone are gone with it.
    const articleId = await newArticle(t.app, null);
    const onArticle = await comment(writer, { article_id: articleId, content: 'Soon gone' });
    expect((await bare(COMMUNITY_API.commentReplies(onArticle.id))).statusCode).toBe(200);
    await t.app.database.db.update(articles).set({ deletedAt: new Date() }).where(eq(articles.id, articleId));
    const gone = await bare(COMMUNITY_API.commentReplies(onArticle.id));
    expect({ status: gone.statusCode, msg: answerOf(gone).msg }).toEqual({ status: 404, msg: COMMUNITY_MESSAGES.commentMissing });
  });
});

describe(`hidden comments in the list (${dialectUnderTest})`, () => {
  it('shows a hidden comment as hidden with no text, except to its author', async () => {
    const [writer, reader] = [await newMember(t.app), await newMember(t.app)];
    const topicId = await topicOf(null);
    const made = await comment(writer, { topic_id: topicId, content: 'Buy my watermaker!' });
    await t.app.database.db.update(comments).set({ hiddenAt: new Date() }).where(eq(comments.id, made.id));
    expect((await listOf(reader, { topic_id: topicId })).items[0]).toMatchObject({ id: made.id, hidden: true, content: '', mine: false });
    expect((await listOf(await newVisitor(t.app), { topic_id: topicId })).items[0]).toMatchObject({ hidden: true, content: '' });
    expect((await listOf(writer, { topic_id: topicId })).items[0]).toMatchObject({
      hidden: true,
      content: 'Buy my watermaker!',
      mine: true,
    });
  });
});

describe('the API reference', () => {
  it('documents the comment calls under community, with every field of a comment and of its replies', async () => {
    const spec = (await t.app.inject({ url: '/docs/json' })).json();
    const calls = [
      COMMUNITY_CALLS.comments,
      COMMUNITY_CALLS.replies,
      COMMUNITY_CALLS.createComment,
      COMMUNITY_CALLS.deleteComment,
      COMMUNITY_CALLS.deleteArticleComment,
      COMMUNITY_CALLS.report,
      '/api/v1/topic/comment/praise/{id}',
    ];
    for (const url of calls) expect({ url, tags: spec.paths[url]?.post?.tags }).toEqual({ url, tags: ['community'] });
    const reads = [
      '/api/v1/community/topics/{id}/comments',
      '/api/v1/community/articles/{id}/comments',
      '/api/v1/community/comments/{id}/replies',
    ];
    for (const url of reads) {
      const get = spec.paths[url]?.get;
      expect({ url, tags: get?.tags, query: get?.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`).sort() }).toEqual(
        {
          url,
          tags: ['community'],
          query: ['path:id', 'query:page', 'query:pageSize', 'query:page_size'],
        },
      );
    }
    const fields: Array<keyof CommunityComment> = [
      'id',
      'parentId',
      'content',
      'author',
      'replyTo',
      'praiseCount',
      'replyCount',
      'replies',
      'createdAt',
      'editedAt',
      'deleted',
      'hidden',
      'mine',
      'praised',
      'reported',
    ];
    // A comment is recursive (its replies are comments): the reference holds it once, as a shared schema.
    const resolved = (schema: { $ref?: string }) =>
      schema.$ref ? spec.components.schemas[schema.$ref.slice('#/components/schemas/'.length)] : schema;
    const page = spec.paths[COMMUNITY_CALLS.comments].post.responses['200'].content['application/json'].schema;
    const item = resolved(page.properties.data.properties.items.items);
    expect(Object.keys(item.properties).sort()).toEqual([...fields].sort());
    expect(Object.keys(resolved(item.properties.replies.items).properties).sort()).toEqual([...fields].sort());
    const created = spec.paths[COMMUNITY_CALLS.createComment].post.responses['200'].content['application/json'].schema;
    expect(Object.keys(resolved(created.properties.data).properties).sort()).toEqual([...fields].sort());
  });
});

describe(`odd values (${dialectUnderTest})`, () => {
  it('answers every odd value of every field with a sentence, never a 500, and stores only what is valid', async () => {
    const writer = await newMember(t.app);
    const topicId = await topicOf(null);
    const made = await comment(writer, { topic_id: topicId, content: 'Base' });
    const odd: unknown[] = [null, true, [], [1], {}, { id: 1 }, -1, 0, 1.5, '1e400', 1e300, ' ', 'x'.repeat(300)];
    const calls: Array<[string, Record<string, unknown>, string[]]> = [
      [COMMUNITY_CALLS.comments, { topic_id: topicId }, ['topic_id', 'article_id', 'page', 'pageSize', 'page_size']],
      [COMMUNITY_CALLS.replies, { cid: made.id }, ['cid', 'page', 'pageSize']],
      [COMMUNITY_CALLS.createComment, { topic_id: topicId, content: 'Odd', cid: made.id }, ['topic_id', 'article_id', 'content', 'cid']],
      [COMMUNITY_CALLS.deleteComment, { cid: made.id }, ['cid']],
      [COMMUNITY_CALLS.report, { type: 'comment', id: made.id, reason: 'spam' }, ['type', 'id', 'reason', 'detail']],
    ];
    const before = await t.app.database.db.select().from(comments).where(eq(comments.topicId, topicId));
    // A fresh member per call keeps the per-member limits out of the way.
    const other = await newMember(t.app);
    let accepted = 0;
    for (const [url, valid, names] of calls) {
      for (const name of names) {
        for (const value of odd) {
          const who = url === COMMUNITY_CALLS.deleteComment ? writer : other;
          const response = await formCall(t.app, who, url, { ...valid, [name]: value });
          const body = response.json();
          expect({ url, name, value, status: response.statusCode < 500, msg: typeof body.msg }).toEqual({
            url,
            name,
            value,
            status: true,
            msg: like.stringMatching(/^(string|object)$/),
          });
          // A cleared field (null) is the field left out: a comment without cid, a report without detail, page 1.
          const absent = value === null && ['article_id', 'cid', 'detail', 'page', 'pageSize', 'page_size'].includes(name);
          // Any text is a comment or a report's details (' ' only is refused: the contract trims).
          const text = typeof value === 'string' && value.trim() !== '' && ['content', 'detail'].includes(name);
          if (response.statusCode === 200 && !absent && !text) {
            throw new Error(`${url} ${name}=${JSON.stringify(value)} was accepted: ${response.body}`);
          }
          if (response.statusCode === 200 && url === COMMUNITY_CALLS.createComment) accepted += 1;
        }
      }
    }
    expect(accepted).toBe(4);
    expect(await t.app.database.db.select().from(comments).where(eq(comments.topicId, topicId))).toHaveLength(before.length + accepted);
    const praiseOdd = ['abc', '1e400', '-1', '0', '1.5', '99999999999999999999'];
    for (const id of praiseOdd) expect((await praise(other, id)).statusCode).toBe(404);
  });
});
