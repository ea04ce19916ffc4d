// @dialect: one report stored of two sent at once.
// Reports (product rules §7A /community/report; docs/decisions/018-community.md): one per member and item, never one's
// own; the third member's report hides the item, once, and its author reads why in their inbox (/user/mymessage). Made
// as the community area's report dialog makes them, against the real app and database.
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type UserMessagesPage } from '@yachts/contracts/account';
import {
  COMMUNITY_API,
  COMMUNITY_CALLS,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  REPORT_REASON_LABELS,
  type CommunityComment,
  type ReportKind,
  type ReportResult,
  type TopicSummary,
} from '@yachts/contracts/community';
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { articles, comments, communityReports, topics, userMessages } from '../db/schema';
import { REPORT_LIMITS, REPORT_MESSAGES } from './community-report-routes';
import {
  apiGet,
  expectRefusals,
  formCall,
  newArticle,
  newMember,
  newModule,
  newTopic,
  newVisitor,
  uniqueWord,
  type Member,
  type TestModule,
} from './community-support';
import { dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, bodyOf, dataOf, like } from '../testing/answers';

const t = fileApp({ SEED: 'false' });
let section: TestModule;

beforeAll(async () => {
  section = await newModule(t.app, 'Reports');
});

type Who = Member | Awaited<ReturnType<typeof newVisitor>>;

const report = (who: Who, fields: Record<string, unknown>) => formCall(t.app, who, COMMUNITY_CALLS.report, fields);

async function reportsOf(kind: ReportKind, id: number) {
  return t.app.database.db
    .select()
    .from(communityReports)
    .where(and(eq(communityReports.kind, kind), eq(communityReports.targetId, id)));
}

async function systemMessages(member: Member) {
  const response = await formCall(t.app, member, '/user/mymessage', { type: 'system' });
  expect(bodyOf(response)).toMatchObject({ code: 1 });
  return dataOf<UserMessagesPage>(response).items;
}

async function members(count: number, name = 'Reporter'): Promise<Member[]> {
  const list: Member[] = [];
  for (let i = 0; i < count; i += 1) list.push(await newMember(t.app, `${name} ${i + 1} ${uniqueWord('')}`));
  return list;
}

/** A comment of `author` on a fresh topic, through the api. */
async function commentBy(author: Member, content = 'Buy my watermaker, cheap!'): Promise<{ topicId: number; comment: CommunityComment }> {
  const topicId = await newTopic(t.app, section.id, { author: null, title: 'Watermakers' });
  const response = await formCall(t.app, author, COMMUNITY_CALLS.createComment, { topic_id: topicId, content });
  expect(response.statusCode).toBe(200);
  return { topicId, comment: dataOf<CommunityComment>(response) };
}

async function topicHiddenAt(id: number) {
  const [row] = await t.app.database.db.select({ hiddenAt: topics.hiddenAt }).from(topics).where(eq(topics.id, id));
  return row?.hiddenAt;
}

describe(`POST /community/report (${dialectUnderTest})`, () => {
  it('takes a report and thanks the member; the item stays visible below the threshold', async () => {
    const [author, reporter] = [await newMember(t.app), await newMember(t.app)];
    const topicId = await newTopic(t.app, section.id, { author });
    const response = await report(reporter, { type: 'topic', id: topicId, reason: 'spam', detail: '  Advert for a broker.  ' });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ code: 1, msg: COMMUNITY_MESSAGES.reported, data: { hidden: false } });
    expect(await reportsOf('topic', topicId)).toEqual([
      like.objectContaining({ reporterId: reporter.id, reason: 'spam', detail: 'Advert for a broker.' }),
    ]);
    expect(await topicHiddenAt(topicId)).toBeNull();
  });

  it('refuses a visitor (400401) and stores nothing', async () => {
    const topicId = await newTopic(t.app, section.id);
    const response = await report(await newVisitor(t.app), { type: 'topic', id: topicId, reason: 'spam' });
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response)).toMatchObject({ code: ErrorCode.UNAUTHORIZED, msg: ACCOUNT_MESSAGES.notLoggedIn });
    expect(await reportsOf('topic', topicId)).toEqual([]);
  });

  it('answers bad input in the contract words and stores nothing', async () => {
    const reporter = await newMember(t.app);
    const topicId = await newTopic(t.app, section.id);
    const { comment } = await commentBy(await newMember(t.app));
    const deletedArticle = await newArticle(t.app, null, { deletedAt: new Date() });
    const cases: Array<[Record<string, unknown>, number, unknown]> = [
      [{ type: 'topic', id: topicId }, 400, { reason: COMMUNITY_MESSAGES.reportReason }],
      [{ type: 'topic', id: topicId, reason: '' }, 400, { reason: COMMUNITY_MESSAGES.reportReason }],
      [{ type: 'topic', id: topicId, reason: 'boring' }, 400, { reason: COMMUNITY_MESSAGES.reportReason }],
      [{ type: 'topic', id: topicId, reason: ['spam'] }, 400, { reason: COMMUNITY_MESSAGES.reportReason }],
      [
        { type: 'topic', id: topicId, reason: 'other', detail: 'x'.repeat(COMMUNITY_LIMITS.reportDetailMax + 1) },
        400,
        { detail: COMMUNITY_MESSAGES.reportDetailTooLong },
      ],
      [{ id: topicId, reason: 'spam' }, 400, REPORT_MESSAGES.type],
      [{ type: 'yacht', id: topicId, reason: 'spam' }, 400, REPORT_MESSAGES.type],
      [{ type: 'topic', id: 2_000_000_000, reason: 'spam' }, 404, COMMUNITY_MESSAGES.topicMissing],
      [{ type: 'topic', reason: 'spam' }, 404, COMMUNITY_MESSAGES.topicMissing],
      [{ type: 'article', id: 2_000_000_000, reason: 'spam' }, 404, COMMUNITY_MESSAGES.articleMissing],
      [{ type: 'article', id: deletedArticle, reason: 'spam' }, 404, COMMUNITY_MESSAGES.articleMissing],
      [{ type: 'comment', id: 'abc', reason: 'spam' }, 404, COMMUNITY_MESSAGES.commentMissing],
      [{ type: 'comment', id: 2_000_000_000, reason: 'spam' }, 404, COMMUNITY_MESSAGES.commentMissing],
    ];
    await expectRefusals(cases, (fields) => report(reporter, fields));
    expect(await reportsOf('topic', topicId)).toEqual([]);
    expect(await reportsOf('comment', comment.id)).toEqual([]);
    // Exactly the limit is fine.
    const done = await report(reporter, {
      type: 'comment',
      id: comment.id,
      reason: 'other',
      detail: 'y'.repeat(COMMUNITY_LIMITS.reportDetailMax),
    });
    expect(answerOf(done).code).toBe(1);
  });

  it("refuses a report of one's own post", async () => {
    const author = await newMember(t.app);
    const topicId = await newTopic(t.app, section.id, { author });
    const articleId = await newArticle(t.app, author);
    const { comment } = await commentBy(author);
    for (const [type, id] of [
      ['topic', topicId],
      ['article', articleId],
      ['comment', comment.id],
    ] as const) {
      const response = await report(author, { type, id, reason: 'spam' });
      expect({ type, status: response.statusCode, msg: answerOf(response).msg }).toEqual({
        type,
        status: 403,
        msg: COMMUNITY_MESSAGES.reportOwn,
      });
      expect(await reportsOf(type, id)).toEqual([]);
    }
  });

  it('takes one report per member and item: a second answers alreadyReported and changes nothing [both engines]', async () => {
    const reporter = await newMember(t.app);
    const topicId = await newTopic(t.app, section.id);
    expect(answerOf(await report(reporter, { type: 'topic', id: topicId, reason: 'spam' })).code).toBe(1);
    const again = await report(reporter, { type: 'topic', id: topicId, reason: 'abuse', detail: 'And rude.' });
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again)).toMatchObject({ code: 0, msg: COMMUNITY_MESSAGES.alreadyReported });
    expect(await reportsOf('topic', topicId)).toEqual([like.objectContaining({ reason: 'spam', detail: '' })]);

    // Sent twice at once, one report is stored.
    const topic2 = await newTopic(t.app, section.id);
    const answers = await Promise.all([
      report(reporter, { type: 'topic', id: topic2, reason: 'spam' }),
      report(reporter, { type: 'topic', id: topic2, reason: 'spam' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await reportsOf('topic', topic2)).toHaveLength(1);
  });

  it(`hides a topic when ${COMMUNITY_LIMITS.reportsToHide} members reported it, once, and tells its author why`, async () => {
    const author = await newMember(t.app, 'Anna Author');
    const reporters = await members(COMMUNITY_LIMITS.reportsToHide + 1, 'Secret Reporter');
    const topicId = await newTopic(t.app, section.id, { author, title: 'Cheap charters, DM me' });
    const reasons = ['spam', 'off-topic', 'spam'] as const;
    for (let i = 0; i < COMMUNITY_LIMITS.reportsToHide - 1; i += 1) {
      expect(dataOf(await report(reporters[i]!, { type: 'topic', id: topicId, reason: reasons[i] }))).toEqual({ hidden: false });
      expect(await topicHiddenAt(topicId)).toBeNull();
    }
    const third = await report(reporters[2]!, { type: 'topic', id: topicId, reason: reasons[2], detail: 'Secret detail' });
    expect(bodyOf(third)).toMatchObject({ code: 1, data: { hidden: true } });
    const hiddenAt = await topicHiddenAt(topicId);
    expect(hiddenAt).toBeInstanceOf(Date);
    // Left out of the section's topic list for everyone but its author.
    const listed = async (who: Member | null) => {
      const response = await apiGet(t.app, who, COMMUNITY_API.topics, { module: section.id, pageSize: 50 });
      expect(bodyOf(response)).toMatchObject({ code: 0 });
      return dataOf<Page<TopicSummary>>(response).items.filter((item) => item.id === topicId);
    };
    expect(await listed(null)).toEqual([]);
    expect(await listed(reporters[0]!)).toEqual([]);
    expect(await listed(author)).toEqual([like.objectContaining({ id: topicId, hidden: true })]);

    const inbox = await systemMessages(author);
    expect(inbox).toHaveLength(1);
    const message = inbox[0]!;
    expect(message).toMatchObject({
      type: 'system',
      title: 'Your topic “Cheap charters, DM me” is hidden',
      link: paths.communityTopic(topicId),
      from: null,
    });
    expect(message.body).toContain(`Reasons given: ${REPORT_REASON_LABELS.spam}; ${REPORT_REASON_LABELS['off-topic']}.`);
    for (const reporter of reporters) expect(message.body).not.toContain(reporter.name);
    expect(message.body).not.toContain('Secret');

    // A fourth report is taken, but hides nothing more and sends nothing more.
    expect(dataOf(await report(reporters[3]!, { type: 'topic', id: topicId, reason: 'abuse' }))).toEqual({ hidden: false });
    expect((await topicHiddenAt(topicId))?.getTime()).toBe(hiddenAt!.getTime());
    expect(await systemMessages(author)).toHaveLength(1);
    expect(await reportsOf('topic', topicId)).toHaveLength(4);
  });

  it('hides once when the last reports arrive together [both engines]', async () => {
    const author = await newMember(t.app);
    const reporters = await members(COMMUNITY_LIMITS.reportsToHide + 1);
    const topicId = await newTopic(t.app, section.id, { author });
    const answers = await Promise.all(reporters.map((reporter) => report(reporter, { type: 'topic', id: topicId, reason: 'spam' })));
    expect(answers.map((a) => a.statusCode)).toEqual(reporters.map(() => 200));
    expect(answers.filter((a) => dataOf<ReportResult>(a).hidden)).toHaveLength(1);
    expect(await topicHiddenAt(topicId)).toBeInstanceOf(Date);
    expect(await t.app.database.db.select().from(userMessages).where(eq(userMessages.userId, author.id))).toHaveLength(1);
  });

  it('hides a comment: the list shows it as hidden to others, its author still reads it and is told', async () => {
    const [author, reader] = [await newMember(t.app, 'Ada Author'), await newMember(t.app)];
    const { topicId, comment } = await commentBy(author, 'Buy my watermaker, cheap!');
    const reporters = await members(COMMUNITY_LIMITS.reportsToHide);
    const answers = [];
    for (const [i, reporter] of reporters.entries()) {
      answers.push(
        dataOf<ReportResult>(await report(reporter, { type: 'comment', id: comment.id, reason: i === 0 ? 'abuse' : 'spam' })).hidden,
      );
    }
    expect(answers).toEqual([false, false, true]);

    const listOf = async (who: Member) =>
      dataOf<Page<CommunityComment>>(await formCall(t.app, who, COMMUNITY_CALLS.comments, { topic_id: topicId }));
    expect((await listOf(reader)).items[0]).toMatchObject({ id: comment.id, hidden: true, content: '', reported: false });
    expect((await listOf(reporters[0]!)).items[0]).toMatchObject({ hidden: true, content: '', reported: true });
    expect((await listOf(author)).items[0]).toMatchObject({ hidden: true, content: 'Buy my watermaker, cheap!', mine: true });

    const [message] = await systemMessages(author);
    expect(message).toMatchObject({
      title: 'Your comment on “Watermakers” is hidden',
      link: `${paths.communityTopic(topicId)}#comment-${comment.id}`,
    });
    expect(message!.body).toContain(`Reasons given: ${REPORT_REASON_LABELS.spam}; ${REPORT_REASON_LABELS.abuse}.`);
    expect(message!.body).toContain('Your comment: Buy my watermaker, cheap!');
  });

  it('hides an article after three reports', async () => {
    const author = await newMember(t.app);
    const articleId = await newArticle(t.app, author, { title: 'Ten knots upwind' });
    for (const reporter of await members(COMMUNITY_LIMITS.reportsToHide)) {
      await report(reporter, { type: 'article', id: articleId, reason: 'unsafe' });
    }
    const [row] = await t.app.database.db.select({ hiddenAt: articles.hiddenAt }).from(articles).where(eq(articles.id, articleId));
    expect(row?.hiddenAt).toBeInstanceOf(Date);
    const [message] = await systemMessages(author);
    expect(message).toMatchObject({ title: 'Your article “Ten knots upwind” is hidden', link: paths.communityArticle(articleId) });
    expect(message!.body).toContain(REPORT_REASON_LABELS.unsafe);
  });

  it('hides an editorial topic (no author) without any message', async () => {
    const topicId = await newTopic(t.app, section.id, { author: null });
    for (const reporter of await members(COMMUNITY_LIMITS.reportsToHide)) {
      await report(reporter, { type: 'topic', id: topicId, reason: 'other' });
    }
    expect(await topicHiddenAt(topicId)).toBeInstanceOf(Date);
    const about = await t.app.database.db
      .select()
      .from(userMessages)
      .where(eq(userMessages.link, paths.communityTopic(topicId)));
    expect(about).toEqual([]);
  });

  it('refuses a report of a deleted comment', async () => {
    const author = await newMember(t.app);
    const { comment } = await commentBy(author);
    await t.app.database.db.update(comments).set({ deletedAt: new Date() }).where(eq(comments.id, comment.id));
    const response = await report(await newMember(t.app), { type: 'comment', id: comment.id, reason: 'spam' });
    expect(response.statusCode).toBe(404);
    expect(answerOf(response).msg).toBe(COMMUNITY_MESSAGES.commentMissing);
  });

  it(`limits a member to ${REPORT_LIMITS.perMember.max} reports in ${REPORT_LIMITS.perMember.timeWindow}`, async () => {
    const reporter = await newMember(t.app);
    const ids: number[] = [];
    for (let i = 0; i <= REPORT_LIMITS.perMember.max; i += 1) ids.push(await newTopic(t.app, section.id));
    for (const id of ids.slice(0, -1)) expect(answerOf(await report(reporter, { type: 'topic', id, reason: 'spam' })).code).toBe(1);
    const refused = await report(reporter, { type: 'topic', id: ids.at(-1), reason: 'spam' });
    expect(refused.statusCode).toBe(429);
    expect(answerOf(refused).msg).toMatch(
      /^You have sent several reports in a short time\. Please wait \d+ (seconds|minutes?) and try again\.$/,
    );
    expect(await reportsOf('topic', ids.at(-1)!)).toEqual([]);
  });
});
