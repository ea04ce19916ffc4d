// The operators' queue of reported conversations (decisions 033 and 045): only open reports, a scam first, then the
// longest waiting, with the yacht, both sides and the last messages; the decisions (spam closes the conversation for
// both sides, dismiss settles the reports, warn tells the side that was reported) with their inbox messages, mails
// and audit rows; the reason they need; unknown and decided conversations; the operators' guard.
import { and, asc, eq, ne } from 'drizzle-orm';
import {
  CONVERSATION_MODERATION_API,
  CONVERSATION_MODERATION_LIMITS,
  CONVERSATION_MODERATION_MESSAGES,
} from '@yachts/contracts/conversation-moderation';
import { CONVERSATION_MESSAGES, CONVERSATIONS_API } from '@yachts/contracts/conversations';
import { ErrorCode, type Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { ACCESS_TOKEN_HEADER, signBody } from '@yachts/contracts/signing';
import type { ReportedConversation } from '@yachts/contracts/wire/conversation-moderation';
import { auditLog, conversationReports, conversations, dealerStaff, userMessages } from '../db/schema';
import { YachtFixtures, uniqueWord, type InsertedYacht } from '../catalogue/catalogue-support';
import { latestMail } from '../accounts/account-support';
import { loginAs, operatorLogin, unverifiedOperator, type LoggedIn } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, dataOf, like } from '../testing/answers';
import { enquireAbout } from './testing/enquiries';
import { addDealer } from '../selling/testing/dealer-pages';

let fixtures: YachtFixtures;
const t = fileApp({ SEED: 'false' }, undefined, () => fixtures.removeAll());
let seller: LoggedIn;
let buyer: LoggedIn;
let moderator: LoggedIn;
let yacht: InsertedYacht;

beforeAll(async () => {
  fixtures = new YachtFixtures(t.app);
  seller = await loginAs(t.app, { name: `Seller ${uniqueWord()}` });
  buyer = await loginAs(t.app, { name: `Buyer ${uniqueWord()}` });
  moderator = await operatorLogin(t.app, 'moderator');
  yacht = await fixtures.add('idle', { sellerId: seller.user.id, builder: 'Hallberg-Rassy', model: '44' });
});

/** An enquiry from the message modal (a member's when given, else a visitor's); answers the conversation and the key. */
async function enquire(who: LoggedIn | null) {
  const { key, ...opened } = await enquireAbout(t.app, who, yacht, { content: 'Is she still available?' });
  return { ...opened, key: key ?? undefined };
}

const signedPost = (who: LoggedIn | null, url: string, fields: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: who ? { [ACCESS_TOKEN_HEADER]: who.token } : {}, payload: signBody(fields) });
const say = (who: LoggedIn | null, id: number, body: string, key?: string) => signedPost(who, CONVERSATIONS_API.reply(id), { body, key });
const reportAs = (who: LoggedIn | null, id: number, reason: string, detail = '', key?: string) =>
  signedPost(who, CONVERSATIONS_API.report(id), { reason, detail, key });

const operatorGet = (url: string, who: LoggedIn | null = moderator) =>
  t.app.inject({ method: 'GET', url, headers: who ? { [ACCESS_TOKEN_HEADER]: who.token } : {} });
const decide = (id: number | string, body: Record<string, unknown>, who: LoggedIn | null = moderator) =>
  t.app.inject({
    method: 'POST',
    url: CONVERSATION_MODERATION_API.decide(id),
    headers: who ? { [ACCESS_TOKEN_HEADER]: who.token } : {},
    payload: body,
  });
const queue = async (state = 'open') =>
  dataOf<Page<ReportedConversation>>(await operatorGet(`${CONVERSATION_MODERATION_API.queue}?state=${state}&page_size=50`)).items;

const inboxAbout = (user: LoggedIn, id: number) =>
  t.app.database.db
    .select()
    .from(userMessages)
    .where(and(eq(userMessages.userId, user.user.id), eq(userMessages.type, 'system'), eq(userMessages.link, paths.conversation(id))))
    .orderBy(asc(userMessages.id));
/** The conversation's audit records: its decisions, or (`read`) the operators' readings of it. */
const auditOf = (id: number, kind: 'decisions' | 'read' = 'decisions') =>
  t.app.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetKind, 'conversation'),
        eq(auditLog.targetId, String(id)),
        kind === 'read' ? eq(auditLog.action, 'conversation.read') : ne(auditLog.action, 'conversation.read'),
      ),
    )
    .orderBy(asc(auditLog.id));
const reportsOf = (id: number) =>
  t.app.database.db
    .select()
    .from(conversationReports)
    .where(eq(conversationReports.conversationId, id))
    .orderBy(asc(conversationReports.id));

describe("the operators' queue of reported conversations", () => {
  it('lists only open reports: a scam first, then the longest waiting, with the yacht, both sides and the last messages', async () => {
    const older = await enquire(buyer);
    const scam = await enquire(buyer);
    const newer = await enquire(buyer);
    const quiet = await enquire(buyer);
    await say(seller, older.id, 'Yes, come on Tuesday.');
    for (let n = 1; n <= CONVERSATION_MODERATION_LIMITS.messagesShown + 2; n += 1) await say(seller, scam.id, `Message ${n}`);
    await reportAs(seller, older.id, 'abuse', 'Rude <b>words</b>.');
    await reportAs(buyer, newer.id, 'spam');
    await reportAs(buyer, scam.id, 'scam', 'Asked for a deposit by wire transfer.');
    // A conversation nobody reported is not in the queue; the scam reported last comes first.
    const ids = (await queue()).map((entry) => entry.id).filter((id) => [older.id, newer.id, scam.id, quiet.id].includes(id));
    expect(ids).toEqual([scam.id, older.id, newer.id]);

    const [first, second] = (await queue()).filter((entry) => [older.id, scam.id].includes(entry.id));
    expect(first).toMatchObject({
      id: scam.id,
      status: 'answered',
      priority: true,
      yacht: { kind: 'idle', id: yacht.id, title: 'Hallberg-Rassy 44', url: paths.usedYacht(yacht.id, yacht.slug), listed: true },
      buyer: { name: 'Ada Lovelace', uuid: buyer.uuid },
      seller: { name: seller.user.name, uuid: seller.uuid },
      reports: [{ side: 'buyer', reason: 'scam', detail: 'Asked for a deposit by wire transfer.', resolvedAt: null, outcome: null }],
      earlier: 3,
    });
    expect(first!.messages).toHaveLength(CONVERSATION_MODERATION_LIMITS.messagesShown);
    expect(first!.messages.at(0)).toMatchObject({ side: 'seller', body: 'Message 3', author: seller.user.name });
    expect(first!.messages.at(-1)).toMatchObject({ body: `Message ${CONVERSATION_MODERATION_LIMITS.messagesShown + 2}` });
    // The reporter's words come back as they were written: the console shows them as text.
    expect(second).toMatchObject({
      id: older.id,
      priority: false,
      reports: [{ side: 'seller', reason: 'abuse', detail: 'Rude <b>words</b>.' }],
      messages: [
        { side: 'buyer', author: 'Ada Lovelace', body: 'Is she still available?' },
        { side: 'seller', body: 'Yes, come on Tuesday.' },
      ],
      earlier: 0,
    });
    expect((await operatorGet(`${CONVERSATION_MODERATION_API.queue}?state=gone`)).statusCode).toBe(400);
    // Each time an operator reads a reported conversation's messages, the audit log says who and how many; a
    // conversation nobody reported is never shown, so never read.
    const shown = CONVERSATION_MODERATION_LIMITS.messagesShown;
    expect((await auditOf(scam.id, 'read')).map((entry) => [entry.actor, entry.actorUserId, entry.after])).toEqual([
      [moderator.user.email, moderator.user.id, { messagesShown: shown }],
      [moderator.user.email, moderator.user.id, { messagesShown: shown }],
    ]);
    expect(await auditOf(quiet.id, 'read')).toEqual([]);

    // Decided, it leaves the open view for the resolved one.
    await decide(older.id, { outcome: 'dismiss' });
    expect((await queue()).some((entry) => entry.id === older.id)).toBe(false);
    expect((await queue('resolved')).find((entry) => entry.id === older.id)).toMatchObject({
      reports: [{ side: 'seller', outcome: 'dismissed', resolvedBy: moderator.user.email }],
    });
  });

  it('closes a conversation as spam: nobody can write in it, the side at fault reads why, the reporter the outcome, the audit kept', async () => {
    const { id } = await enquire(buyer);
    await reportAs(buyer, id, 'scam', 'Wants the money in bitcoin.');
    const reason = 'The seller asked for payment outside the site.';
    const closed = await decide(id, { outcome: 'spam', reason });
    expect(closed.statusCode).toBe(200);
    expect(dataOf<ReportedConversation>(closed)).toMatchObject({ id, status: 'spam', reports: [{ outcome: 'spam' }] });
    const [row] = await t.app.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row?.status).toBe('spam');
    expect((await reportsOf(id)).every((report) => report.resolvedAt !== null && report.resolvedBy === moderator.user.email)).toBe(true);

    for (const who of [buyer, seller]) {
      const refused = await say(who, id, 'Hello?');
      expect([refused.statusCode, answerOf(refused).msg]).toEqual([409, CONVERSATION_MESSAGES.closed]);
    }

    const [atFault] = await inboxAbout(seller, id);
    expect(atFault?.title).toContain('was closed as spam');
    expect(atFault?.body).toContain(`Why: ${reason}`);
    const mail = await latestMail(t.app, seller.user.email);
    expect(mail).toMatchObject({ kind: 'conversation-spam' });
    expect(mail?.text).toContain(`Why: ${reason}`);
    expect(mail?.text).toContain(`${t.config.publicUrl}${paths.conversation(id)}\n`);

    const [told] = await inboxAbout(buyer, id);
    expect(told?.body).toBe('Our team closed your conversation about the Hallberg-Rassy 44 as spam: no more messages can be sent in it.');
    expect(told?.body).not.toContain(reason);
    expect((await latestMail(t.app, buyer.user.email))?.kind).toBe('conversation-report-outcome');

    expect((await auditOf(id)).map((entry) => [entry.actor, entry.action, entry.before, entry.after])).toEqual([
      [
        moderator.user.email,
        'conversation.spam',
        { status: 'new', reports: [{ side: 'buyer', reason: 'scam' }] },
        { status: 'spam', outcome: 'spam', side: 'seller', reason },
      ],
    ]);
  });

  it('dismisses the reports without a reason: the conversation stays open, only the reporter is told', async () => {
    const { id } = await enquire(buyer);
    await reportAs(seller, id, 'spam');
    const dismissed = await decide(id, { outcome: 'dismiss' });
    expect(dismissed.statusCode).toBe(200);
    expect(dataOf<ReportedConversation>(dismissed)).toMatchObject({ status: 'new', reports: [{ outcome: 'dismissed' }] });
    expect(answerOf(await say(buyer, id, 'Still there?')).code).toBe(ErrorCode.OK);
    expect(await inboxAbout(buyer, id)).toEqual([]);
    const [told] = await inboxAbout(seller, id);
    expect(told?.body).toContain('found nothing against our rules');
    expect((await auditOf(id)).map((entry) => [entry.action, entry.after])).toEqual([
      ['conversation.dismiss', { status: 'new', outcome: 'dismissed', side: null, reason: '' }],
    ]);
  });

  it('warns the side that was reported, not the reporter; a visitor buyer is mailed at the conversation’s address', async () => {
    const { id, email, key } = await enquire(null);
    await say(seller, id, 'Hello.');
    await reportAs(seller, id, 'abuse', 'Insults.', undefined);
    const noReason = await decide(id, { outcome: 'warn', reason: '  ' });
    expect([noReason.statusCode, answerOf(noReason).msg]).toEqual([400, CONVERSATION_MODERATION_MESSAGES.reasonRequired]);
    expect((await reportsOf(id))[0]?.resolvedAt).toBeNull();

    const reason = 'Insulting the seller is against the site’s rules.';
    const warned = await decide(id, { outcome: 'warn', reason });
    expect(dataOf<ReportedConversation>(warned)).toMatchObject({ status: 'answered', reports: [{ outcome: 'warned' }] });
    const mail = await latestMail(t.app, email);
    expect(mail).toMatchObject({ kind: 'conversation-warning', subject: like.stringContaining('A warning') });
    expect(mail?.text).toContain(`Why: ${reason}`);
    expect(mail?.text).toContain(`${t.config.publicUrl}${paths.conversation(id, key)}\n`);
    const [told] = await inboxAbout(seller, id);
    expect(told?.body).toContain('warned the other side');
    expect(told?.body).not.toContain(reason);
    expect((await latestMail(t.app, seller.user.email))?.kind).toBe('conversation-report-outcome');
    // Still open: a warning closes nothing.
    expect(answerOf(await say(null, id, 'Sorry.', key)).code).toBe(ErrorCode.OK);
    expect((await auditOf(id))[0]).toMatchObject({ action: 'conversation.warn', after: { side: 'buyer', outcome: 'warned', reason } });

    // A member buyer reported by the seller reads the warning in the inbox.
    const other = await enquire(buyer);
    await reportAs(seller, other.id, 'abuse');
    await decide(other.id, { outcome: 'warn', reason });
    const [warning] = await inboxAbout(buyer, other.id);
    expect(warning?.title).toContain('A warning');
    expect(warning?.body).toContain('as the buyer');
  });

  it('tells a dealer’s staff who joined of a decision about the dealer’s side, and nobody invited but not yet in', async () => {
    const dealer = await loginAs(t.app, { name: `Dealer ${uniqueWord()}` });
    const [staff, pending] = [await loginAs(t.app, { name: 'Staff' }), await loginAs(t.app, { name: 'Pending' })];
    const slug = uniqueWord('dealer');
    await addDealer(t.app, dealer, { slug, name: `Harbour Yachts ${slug}`, verified: true });
    await t.app.database.db.insert(dealerStaff).values([
      { dealerId: dealer.user.id, userId: staff.user.id, email: staff.user.email, role: 'staff', acceptedAt: new Date() },
      { dealerId: dealer.user.id, userId: pending.user.id, email: pending.user.email, role: 'staff', tokenHash: 'y'.repeat(64) },
    ]);
    const boat = await fixtures.add('new', { sellerId: dealer.user.id, builder: 'Beneteau', model: 'Oceanis 51.1' });
    const { id } = await enquireAbout(t.app, buyer, boat, { content: 'Is she available?' });
    await say(staff, id, 'Send a deposit by wire to hold her.');
    await reportAs(buyer, id, 'scam');
    expect((await decide(id, { outcome: 'warn', reason: 'Deposits are not asked in conversations.' })).statusCode).toBe(200);
    for (const member of [dealer, staff])
      expect((await inboxAbout(member, id)).map((message) => message.title)).toEqual([
        'A warning about your conversation about the Beneteau Oceanis 51.1',
      ]);
    expect(await inboxAbout(pending, id)).toEqual([]);
  });

  it('asks which side is at fault when both sides reported', async () => {
    const { id } = await enquire(buyer);
    await reportAs(buyer, id, 'scam');
    await reportAs(seller, id, 'abuse');
    const unsure = await decide(id, { outcome: 'warn', reason: 'Both were rude.' });
    expect([unsure.statusCode, answerOf(unsure).msg]).toEqual([400, CONVERSATION_MODERATION_MESSAGES.side]);
    const warned = await decide(id, { outcome: 'warn', reason: 'Asking for a deposit by wire.', side: 'seller' });
    expect(warned.statusCode).toBe(200);
    expect((await inboxAbout(seller, id)).map((message) => message.title)).toEqual([like.stringContaining('A warning')]);
    expect((await inboxAbout(buyer, id)).map((message) => message.body)).toEqual([like.stringContaining('warned the other side')]);
  });

  it('answers bad decisions in words: no outcome, a long reason, an unknown id, a decided conversation', async () => {
    const { id } = await enquire(buyer);
    await reportAs(buyer, id, 'other');
    expect(answerOf(await decide(id, { outcome: 'delete' })).msg).toBe(CONVERSATION_MODERATION_MESSAGES.outcome);
    expect(answerOf(await decide(id, { outcome: 'spam' })).msg).toBe(CONVERSATION_MODERATION_MESSAGES.reasonRequired);
    expect(answerOf(await decide(id, { outcome: 'warn', reason: 'x'.repeat(1001) })).msg).toBe(
      CONVERSATION_MODERATION_MESSAGES.reasonTooLong,
    );
    expect(answerOf(await decide(id, { outcome: 'warn', reason: 'x', side: 'broker' })).msg).toBe(CONVERSATION_MODERATION_MESSAGES.side);
    // The buyer reported: only the seller can be the side at fault.
    const reporter = await decide(id, { outcome: 'spam', reason: 'x', side: 'buyer' });
    expect([reporter.statusCode, answerOf(reporter).msg]).toEqual([400, CONVERSATION_MODERATION_MESSAGES.sideNotReported]);
    for (const unknown of [2_000_000_000, 'abc']) {
      const missing = await decide(unknown, { outcome: 'dismiss' });
      expect([missing.statusCode, answerOf(missing).msg]).toEqual([404, CONVERSATION_MODERATION_MESSAGES.notFound]);
    }
    // A conversation nobody reported is not the queue's.
    const unreported = await enquire(buyer);
    expect((await decide(unreported.id, { outcome: 'dismiss' })).statusCode).toBe(404);
    expect((await reportsOf(id))[0]?.resolvedAt).toBeNull();

    expect((await decide(id, { outcome: 'dismiss' })).statusCode).toBe(200);
    const again = await decide(id, { outcome: 'spam', reason: 'Spam after all.' });
    expect([again.statusCode, answerOf(again).msg]).toEqual([409, CONVERSATION_MODERATION_MESSAGES.alreadyDecided]);
    const [row] = await t.app.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row?.status).toBe('new');
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('answers a visitor 401, a member and a side of the conversation 403, an unverified moderator 400412; an admin may', async () => {
    const { id } = await enquire(buyer);
    await reportAs(buyer, id, 'spam');
    expect((await operatorGet(CONVERSATION_MODERATION_API.queue, null)).statusCode).toBe(401);
    expect((await decide(id, { outcome: 'dismiss' }, null)).statusCode).toBe(401);
    for (const member of [await loginAs(t.app), buyer, seller]) {
      expect((await operatorGet(CONVERSATION_MODERATION_API.queue, member)).statusCode).toBe(403);
      expect((await decide(id, { outcome: 'spam', reason: 'x' }, member)).statusCode).toBe(403);
    }
    const unverified = await unverifiedOperator(t.app, 'moderator');
    expect(answerOf(await operatorGet(CONVERSATION_MODERATION_API.queue, unverified)).code).toBe(ErrorCode.SECOND_FACTOR_REQUIRED);
    expect(answerOf(await decide(id, { outcome: 'dismiss' }, unverified)).code).toBe(ErrorCode.SECOND_FACTOR_REQUIRED);
    expect((await reportsOf(id))[0]?.resolvedAt).toBeNull();
    expect(await auditOf(id)).toEqual([]);
    expect((await operatorGet(CONVERSATION_MODERATION_API.queue, await operatorLogin(t.app, 'admin'))).statusCode).toBe(200);
  });
});
