// The moderators' report queue (decision 032): reported items no moderator has decided on, the longest waiting
// first; hiding with the reason the author reads (inbox and e-mail); showing again, after which the old reports no
// longer count; each decision in the audit log; the operator roles on every route.
import { and, asc, eq } from 'drizzle-orm';
import {
  COMMUNITY_CALLS,
  COMMUNITY_LIMITS,
  MODERATION_MESSAGES,
  OPERATOR_COMMUNITY_API,
  SECOND_LOOK_API,
  SECOND_LOOK_LIMITS,
  SECOND_LOOK_MESSAGES,
  type ReportKind,
} from '@yachts/contracts/community';
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import { ACCESS_TOKEN_HEADER } from '@yachts/contracts/signing';
import type { ReportedEntry, ReportResult } from '@yachts/contracts/wire/community';
import type { UserMessagesPage } from '@yachts/contracts/account';
import { auditLog, communityReports, sentMails, topics } from '../db/schema';
import { formCall, newArticle, newMember, newModule, newTopic, signedCall, type Member, type TestModule } from './community-support';
import { dialectUnderTest, loginAs, operatorLogin, type LoggedIn, unverifiedOperator } from '../testing/helper';
import { latestMail } from '../accounts/account-support';
import { fileApp } from '../testing/file-app';
import { answerOf, bodyOf, dataOf, idOf, like } from '../testing/answers';

const t = fileApp({ SEED: 'false' });
let section: TestModule;
let moderator: LoggedIn;

beforeAll(async () => {
  section = await newModule(t.app, 'Moderation');
  moderator = await operatorLogin(t.app, 'moderator');
});

const queue = async (who: LoggedIn = moderator, query = 'page_size=50') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${OPERATOR_COMMUNITY_API.reports}?${query}`,
    headers: { [ACCESS_TOKEN_HEADER]: who.token },
  });
  return response;
};
const entries = async () => dataOf<Page<ReportedEntry>>(await queue()).items;
const decide = (kind: string, id: number | string, body: Record<string, unknown>, who: LoggedIn = moderator) =>
  t.app.inject({
    method: 'POST',
    url: OPERATOR_COMMUNITY_API.decide(kind, id),
    headers: { [ACCESS_TOKEN_HEADER]: who.token },
    payload: body,
  });

async function reporters(count: number): Promise<Member[]> {
  const list: Member[] = [];
  for (let i = 0; i < count; i += 1) list.push(await newMember(t.app));
  return list;
}
const report = (who: Member, kind: ReportKind, id: number, reason = 'spam', detail = '') =>
  formCall(t.app, who, COMMUNITY_CALLS.report, { type: kind, id, reason, detail });

async function hiddenAt(id: number) {
  const [row] = await t.app.database.db.select({ hiddenAt: topics.hiddenAt }).from(topics).where(eq(topics.id, id));
  return row?.hiddenAt ?? null;
}

async function inbox(member: Member) {
  const response = await formCall(t.app, member, '/user/mymessage', { type: 'system' });
  return dataOf<UserMessagesPage>(response).items;
}

/** The kinds of the mails sent to a member. */
async function mailKindsTo(member: Member) {
  const mails = await t.app.database.db.select().from(sentMails).where(eq(sentMails.to, member.login.user.email));
  return mails.map((mail) => mail.kind);
}

/** A topic's entries in the audit log, oldest first. */
function topicAudit(id: number) {
  return t.app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetKind, 'topic'), eq(auditLog.targetId, String(id))))
    .orderBy(asc(auditLog.id));
}

describe(`the report queue (${dialectUnderTest})`, () => {
  it('shows reported items the longest waiting first, with their reports, reasons and the reporters’ words', async () => {
    const author = await newMember(t.app, 'Queue Author');
    const older = await newTopic(t.app, section.id, { author, title: 'Cheap watermakers' });
    const newer = await newTopic(t.app, section.id, { author, title: 'Crew wanted' });
    const [a, b] = await reporters(2);
    expect(answerOf(await report(a!, 'topic', older, 'spam', 'Selling, not asking.')).code).toBe(1);
    expect(answerOf(await report(b!, 'topic', older, 'off-topic')).code).toBe(1);
    expect(answerOf(await report(a!, 'topic', newer, 'abuse')).code).toBe(1);

    const items = (await entries()).filter((entry) => entry.id === older || entry.id === newer);
    expect(items.map((entry) => entry.id)).toEqual([older, newer]);
    expect(items[0]).toMatchObject({
      kind: 'topic',
      title: 'Cheap watermakers',
      author: { uuid: author.uuid, name: 'Queue Author' },
      hidden: false,
      reports: 2,
      reasons: ['spam', 'off-topic'],
      details: ['Selling, not asking.'],
      link: `/community/topic/${older}`,
    });
    const page = dataOf<Page<ReportedEntry>>(await queue(moderator, 'page=1&page_size=1'));
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('hides an item with the reason the author reads in the inbox and by e-mail, and the audit log keeps it', async () => {
    const author = await newMember(t.app, 'Hidden Author');
    const id = await newTopic(t.app, section.id, { author, title: 'Miracle antifouling' });
    const [a] = await reporters(1);
    await report(a!, 'topic', id, 'unsafe');

    const noReason = await decide('topic', id, { action: 'hide', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(answerOf(noReason).msg).toBe(MODERATION_MESSAGES.reasonRequired);
    expect(await hiddenAt(id)).toBeNull();

    const reason = 'The product it recommends is banned for yachts in the EU.';
    const hidden = await decide('topic', id, { action: 'hide', reason });
    expect(hidden.statusCode).toBe(200);
    expect(dataOf(hidden)).toMatchObject({ kind: 'topic', id, hidden: true, reports: 0 });
    expect(await hiddenAt(id)).not.toBeNull();
    // The item leaves the queue: its reports are decided.
    expect((await entries()).some((entry) => entry.id === id && entry.kind === 'topic')).toBe(false);
    const [message] = await inbox(author);
    expect(message).toMatchObject({ title: 'A moderator hid your topic', link: `/community/topic/${id}` });
    expect(message?.body).toContain(`Why: ${reason}`);
    expect(await mailKindsTo(author)).toContain('moderation-hidden');
    // The mail's address is absolute: it is read away from the site.
    expect((await latestMail(t.app, author.login.user.email))?.text).toMatch(new RegExp(`http://[^/\\s]+/community/topic/${id}\\b`));

    const [entry] = await topicAudit(id);
    expect(entry).toMatchObject({
      actor: moderator.user.email,
      action: 'topic.hide',
      before: { hidden: false, reports: 1 },
      after: { hidden: true, reason },
    });
  });

  it('warns an author with a reason: the item stays visible, its reports are settled, the author reads why', async () => {
    const author = await newMember(t.app, 'Warned Author');
    const id = await newTopic(t.app, section.id, { author, title: 'Which marina is cheapest' });
    const [a] = await reporters(1);
    await report(a!, 'topic', id, 'abuse');
    const noReason = await decide('topic', id, { action: 'warn' });
    expect([noReason.statusCode, answerOf(noReason).msg]).toEqual([400, MODERATION_MESSAGES.reasonRequired]);

    const reason = 'Calling other members names breaks rule 1.';
    const warned = await decide('topic', id, { action: 'warn', reason });
    expect(warned.statusCode).toBe(200);
    expect(dataOf(warned)).toMatchObject({ hidden: false, reports: 0 });
    expect(await hiddenAt(id)).toBeNull();
    expect((await entries()).some((entry) => entry.id === id && entry.kind === 'topic')).toBe(false);
    const [message] = await inbox(author);
    expect(message).toMatchObject({ title: "A moderator's warning about your topic" });
    expect(message?.body).toContain(`Why: ${reason}`);
    expect(await mailKindsTo(author)).toContain('moderation-warning');
    const [entry] = await topicAudit(id);
    expect(entry).toMatchObject({ action: 'topic.warn', before: { hidden: false, reports: 1 }, after: { hidden: false, reason } });
  });

  it(`shows an item hidden by ${COMMUNITY_LIMITS.reportsToHide} reports again, and those reports cannot hide it again; new ones count afresh`, async () => {
    const author = await newMember(t.app, 'Restored Author');
    const id = await newTopic(t.app, section.id, { author, title: 'Anchoring in Posidonia' });
    const first = await reporters(COMMUNITY_LIMITS.reportsToHide);
    for (const member of first) await report(member, 'topic', id, 'abuse');
    expect(await hiddenAt(id)).not.toBeNull();

    const restored = await decide('topic', id, { action: 'restore', reason: 'Asking where not to anchor is fair.' });
    expect(restored.statusCode).toBe(200);
    expect(dataOf(restored)).toMatchObject({ hidden: false });
    expect(await hiddenAt(id)).toBeNull();
    expect((await inbox(author))[0]).toMatchObject({ title: 'Your topic is visible again' });
    const resolved = await t.app.database.db
      .select({ resolvedAt: communityReports.resolvedAt })
      .from(communityReports)
      .where(and(eq(communityReports.kind, 'topic'), eq(communityReports.targetId, id)));
    expect(resolved.every((row) => row.resolvedAt !== null)).toBe(true);

    // The same members cannot report it again, and fresh reports start from one.
    expect((await report(first[0]!, 'topic', id, 'abuse')).statusCode).toBe(409);
    const fresh = await reporters(COMMUNITY_LIMITS.reportsToHide);
    for (const [index, member] of fresh.entries()) {
      const outcome = dataOf<ReportResult>(await report(member, 'topic', id, 'spam'));
      expect(outcome).toEqual({ hidden: index === fresh.length - 1 });
    }
    expect(await hiddenAt(id)).not.toBeNull();

    const audit = await topicAudit(id);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'topic.restore',
        { hidden: true, reports: COMMUNITY_LIMITS.reportsToHide },
        { hidden: false, reason: 'Asking where not to anchor is fair.' },
      ],
    ]);
  });

  it('lists the items hidden now, with all their reports, so a moderator can show one again; a bad view is refused', async () => {
    const author = await newMember(t.app, 'Hidden Author Again');
    const id = await newTopic(t.app, section.id, { author, title: 'Cheap antifouling from a friend' });
    const visibleId = await newTopic(t.app, section.id, { author, title: 'Best antifouling for the Solent' });
    const [one, two] = await reporters(2);
    await report(one!, 'topic', id, 'spam', 'An advert');
    await report(two!, 'topic', visibleId, 'off-topic');
    const hiddenView = async () =>
      dataOf<Page<ReportedEntry>>(await queue(moderator, 'state=hidden&kind=topic&page_size=50')).items.filter((entry) =>
        [id, visibleId].includes(entry.id),
      );
    expect(await hiddenView()).toEqual([]);

    expect((await decide('topic', id, { action: 'hide', reason: 'Advertising breaks rule 3.' })).statusCode).toBe(200);
    // Decided, it left the waiting view and is in the hidden one with its report.
    expect((await entries()).some((entry) => entry.kind === 'topic' && entry.id === id)).toBe(false);
    expect(await hiddenView()).toEqual([
      like.objectContaining({ kind: 'topic', id, hidden: true, reports: 1, reasons: ['spam'], details: ['An advert'] }),
    ]);
    // Only that kind when asked for another.
    const comments = dataOf<Page<ReportedEntry>>(await queue(moderator, 'state=hidden&kind=comment&page_size=50')).items;
    expect(comments.every((entry) => entry.kind === 'comment')).toBe(true);

    expect((await decide('topic', id, { action: 'restore' })).statusCode).toBe(200);
    expect(await hiddenView()).toEqual([]);
    expect((await entries()).some((entry) => entry.kind === 'topic' && entry.id === id)).toBe(false);

    const bad = await queue(moderator, 'state=gone');
    expect(bad.statusCode).toBe(400);
    expect(answerOf(bad).code).not.toBe(ErrorCode.OK);
  });

  it('lets the author of a hidden item ask once for a second look, which waits in its own view until a moderator decides again', async () => {
    const author = await newMember(t.app, 'Appealing Author');
    const id = await newTopic(t.app, section.id, { author, title: 'Selling my old sails' });
    const visibleId = await newTopic(t.app, section.id, { author, title: 'Sail care in winter' });
    const [a] = await reporters(1);
    await report(a!, 'topic', id, 'spam');
    await decide('topic', id, { action: 'hide', reason: 'Selling belongs in the listings.' });
    const ask = (who: Member | null, body: Record<string, unknown>) => signedCall(t.app, who, SECOND_LOOK_API.ask, body);
    const words = 'They are free to a good home, not for sale: I only want them to be used.';

    // Bad input, someone else's item, a visible item, a visitor: refused in words, nothing stored.
    const refusals: [Member | null, Record<string, unknown>, number, string | null][] = [
      [author, { kind: 'topic', id, text: 'too short' }, 400, SECOND_LOOK_MESSAGES.text],
      [author, { kind: 'topic', id, text: 'x'.repeat(SECOND_LOOK_LIMITS.textMax + 1) }, 400, SECOND_LOOK_MESSAGES.text],
      [author, { kind: 'poll', id, text: words }, 400, MODERATION_MESSAGES.kind],
      [a!, { kind: 'topic', id, text: words }, 404, SECOND_LOOK_MESSAGES.notFound],
      [author, { kind: 'topic', id: visibleId, text: words }, 409, SECOND_LOOK_MESSAGES.notHidden],
      [null, { kind: 'topic', id, text: words }, 401, null],
    ];
    for (const [who, body, status, message] of refusals) {
      const answer = await ask(who, body);
      expect([answer.statusCode, message === null ? null : answerOf(answer).msg]).toEqual([status, message]);
    }
    const secondLooks = async () =>
      dataOf<Page<ReportedEntry>>(await queue(moderator, 'state=second-look&page_size=50')).items.filter((entry) => entry.id === id);
    expect(await secondLooks()).toEqual([]);

    const asked = await ask(author, { kind: 'topic', id, text: `  ${words} ` });
    expect([asked.statusCode, answerOf(asked).msg]).toEqual([200, SECOND_LOOK_MESSAGES.asked]);
    expect(answerOf(await ask(author, { kind: 'topic', id, text: words })).msg).toBe(SECOND_LOOK_MESSAGES.already);
    const [waiting] = await secondLooks();
    expect(waiting).toMatchObject({ kind: 'topic', id, hidden: true, second_look: { text: words, asked_at: like.any(String) } });

    // The moderator keeps it hidden: that is the answer; the request is closed and the author told.
    const kept = await decide('topic', id, { action: 'hide', reason: 'Free or not, offers belong in the listings.' });
    expect(kept.statusCode).toBe(200);
    expect(await secondLooks()).toEqual([]);
    expect((await inbox(author))[0]).toMatchObject({ title: 'Your topic stays hidden' });
    const audit = await topicAudit(id);
    expect(audit.map((row) => [row.actor, row.action])).toEqual([
      [moderator.user.email, 'topic.hide'],
      [author.login.user.email, 'topic.second-look-asked'],
      [moderator.user.email, 'topic.hide'],
    ]);
    expect(audit[2]?.after).toEqual({ hidden: true, reason: 'Free or not, offers belong in the listings.', second_look: 'upheld' });
    // Once per item, answered or not.
    expect(answerOf(await ask(author, { kind: 'topic', id, text: words })).msg).toBe(SECOND_LOOK_MESSAGES.already);
  });

  it('decides on comments too, and answers bad input with the reason, not a 500', async () => {
    const author = await newMember(t.app, 'Comment Author');
    const topicId = await newTopic(t.app, section.id, { author: null, title: 'Sails' });
    const comment = idOf(await formCall(t.app, author, COMMUNITY_CALLS.createComment, { topic_id: topicId, content: 'Buy my sails!' }));
    const [a] = await reporters(1);
    await report(a!, 'comment', comment, 'spam');
    expect((await entries()).find((entry) => entry.kind === 'comment' && entry.id === comment)).toMatchObject({
      text: 'Buy my sails!',
      title: 'Sails',
    });
    expect(dataOf(await decide('comment', comment, { action: 'hide', reason: 'Advertising.' }))).toMatchObject({ hidden: true });

    expect(bodyOf(await decide('poll', 1, { action: 'hide', reason: 'x' }))).toEqual({
      code: ErrorCode.NOT_FOUND,
      msg: MODERATION_MESSAGES.kind,
      data: null,
    });
    expect((await decide('topic', 'abc', { action: 'hide', reason: 'x' })).statusCode).toBe(404);
    expect((await decide('topic', 99_999_999, { action: 'hide', reason: 'x' })).statusCode).toBe(404);
    expect(answerOf(await decide('topic', topicId, { action: 'delete' })).msg).toBe(MODERATION_MESSAGES.action);
    expect(answerOf(await decide('topic', topicId, { action: 'hide', reason: 'x'.repeat(1001) })).msg).toBe(
      MODERATION_MESSAGES.reasonTooLong,
    );
    expect((await decide('topic', topicId, { action: 'hide', reason: 'ok', extra: 1 })).statusCode).toBe(400);
    expect(await hiddenAt(topicId)).toBeNull();
  });

  it('shows one kind when asked, and leaves out what the author deleted (a deleted article takes its comments’ reports along)', async () => {
    const author = await newMember(t.app, 'Deleting Author');
    const topicId = await newTopic(t.app, section.id, { author: null, title: 'Rigging' });
    const onTopic = idOf(await formCall(t.app, author, COMMUNITY_CALLS.createComment, { topic_id: topicId, content: 'Spam one' }));
    const articleId = await newArticle(t.app, author, { title: 'My crossing' });
    const onArticle = idOf(
      await formCall(t.app, author, COMMUNITY_CALLS.createComment, { article_id: String(articleId), content: 'Spam two' }),
    );
    const [a] = await reporters(1);
    for (const [kind, id] of [
      ['comment', onTopic],
      ['comment', onArticle],
      ['article', articleId],
    ] as const) {
      expect(answerOf(await report(a!, kind, id)).code).toBe(1);
    }
    const comments = dataOf<{ items: ReportedEntry[]; total: number }>(await queue(moderator, 'kind=comment&page_size=50'));
    expect(comments.items.every((entry) => entry.kind === 'comment')).toBe(true);
    expect(comments.items.map((entry) => entry.id)).toEqual(like.arrayContaining([onTopic, onArticle]));
    expect((await queue(moderator, 'kind=poll')).statusCode).toBe(400);

    const listed = async () => (await entries()).map((entry) => `${entry.kind}:${entry.id}`);
    const before = dataOf<Page<ReportedEntry>>(await queue()).total;
    expect(answerOf(await formCall(t.app, author, COMMUNITY_CALLS.deleteComment, { cid: onTopic })).code).toBe(1);
    expect(await listed()).not.toContain(`comment:${onTopic}`);
    expect(answerOf(await formCall(t.app, author, COMMUNITY_CALLS.deleteArticle, { id: articleId })).code).toBe(1);
    expect(await listed()).not.toContain(`article:${articleId}`);
    expect(await listed()).not.toContain(`comment:${onArticle}`);
    expect(dataOf<Page<ReportedEntry>>(await queue()).total).toBe(before - 3);
  });

  it('answers a visitor 401, a member 403 and an admin or a moderator; an unverified moderator gets 400412', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: OPERATOR_COMMUNITY_API.reports });
    expect(visitor.statusCode).toBe(401);
    const member = await loginAs(t.app);
    expect(answerOf(await queue(member)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await decide('topic', 1, { action: 'restore' }, member)).statusCode).toBe(403);
    const admin = await operatorLogin(t.app, 'admin');
    expect((await queue(admin)).statusCode).toBe(200);
    const unverified = await unverifiedOperator(t.app, 'moderator');
    expect(answerOf(await queue(unverified)).code).toBe(ErrorCode.SECOND_FACTOR_REQUIRED);
    // A moderator looks after the community only.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/operator/feedback', headers: { [ACCESS_TOKEN_HEADER]: moderator.token } }))
        .statusCode,
    ).toBe(403);
  });
});
