// @dialect: a reply locks its conversation row; decision 045 asks the response-time measure on both.
// Conversations between buyers and sellers (decision 045): an enquiry opens one; a visitor reads theirs through their
// mail's link and nobody else's; both sides reply; the seller's first reply marks the response time and the status;
// the buyer chooses when the seller sees their address; payment talk shows its reader a warning; reports; spam takes
// no more messages; a dealer's staff answer for the dealer; response times; the enquiries sent before it all began.
import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES, CONVERSATIONS_API } from '@yachts/contracts/conversations';
import type { ConversationThread, ConversationsPage } from '@yachts/contracts/wire/conversations';
import { CATALOGUE_API } from '@yachts/contracts/catalogue';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { signBody } from '@yachts/contracts/signing';
import {
  conversationMessages,
  conversationReports,
  conversations,
  dealerStaff,
  sentMails,
  userMessages,
  yachtEnquiries,
} from '../db/schema';
import { MIGRATIONS_DIR } from '../locations';
import { YachtFixtures, uniqueWord, type InsertedYacht } from '../catalogue/catalogue-support';
import { latestMail } from '../accounts/account-support';
import { dialectUnderTest, loginAs, type LoggedIn } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { addDealer } from '../selling/testing/dealer-pages';
import { enquireAbout } from './testing/enquiries';
import { answerOf, dataOf } from '../testing/answers';

let fixtures: YachtFixtures;
const t = fileApp({ SEED: 'false' }, undefined, () => fixtures.removeAll());
let seller: LoggedIn;
let buyer: LoggedIn;
let stranger: LoggedIn;
let yacht: InsertedYacht;

beforeAll(async () => {
  fixtures = new YachtFixtures(t.app);
  seller = await loginAs(t.app, { name: `Seller ${uniqueWord()}` });
  buyer = await loginAs(t.app, { name: `Buyer ${uniqueWord()}` });
  stranger = await loginAs(t.app, { name: `Stranger ${uniqueWord()}` });
  yacht = await fixtures.add('idle', { sellerId: seller.user.id, builder: 'Hallberg-Rassy', model: '44' });
});

/** An enquiry from the message modal; answers the conversation it opened and, for a visitor, the key of their link. */
const enquire = (who: LoggedIn | null, extra: Record<string, unknown> = {}, about: InsertedYacht = yacht) =>
  enquireAbout(t.app, who, about, { content: 'Is she still available? Could I see her next week?', ...extra });

function get(who: LoggedIn | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: who ? { 'access-token': who.token } : {} });
}
function post(who: LoggedIn | null, url: string, fields: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: who ? { 'access-token': who.token } : {}, payload: signBody(fields) });
}
const thread = async (who: LoggedIn | null, id: number, key?: string) =>
  dataOf<ConversationThread>(await get(who, `${CONVERSATIONS_API.thread(id)}${key ? `?key=${key}` : ''}`));

async function mailsTo(address: string) {
  const [row] = await t.app.database.db.select({ n: count() }).from(sentMails).where(eq(sentMails.to, address));
  return row?.n ?? 0;
}

describe(`conversations (${dialectUnderTest})`, () => {
  it("lets a visitor read and answer theirs with their link's key, and nobody without it", async () => {
    const { id, key } = await enquire(null);
    expect(key).not.toBeNull();
    const seen = await thread(null, id, key!);
    expect(seen).toMatchObject({
      id,
      side: 'buyer',
      status: 'new',
      counterpart: seller.user.name,
      yacht: { kind: 'idle', id: yacht.id, title: 'Hallberg-Rassy 44', url: paths.usedYacht(yacht.id, yacht.slug), listed: true },
      buyer: { name: 'Ada Lovelace', phone: '+44 7700900123' },
      contactShared: false,
      canReply: true,
      messages: [
        {
          side: 'buyer',
          mine: true,
          author: 'Ada Lovelace',
          body: 'Is she still available? Could I see her next week?',
          paymentWarning: false,
        },
      ],
    });

    // A wrong key, a key of another conversation, no key, another member: the same 404.
    const other = await enquire(null);
    for (const response of [
      await get(null, `${CONVERSATIONS_API.thread(id)}?key=${'A'.repeat(43)}`),
      await get(null, `${CONVERSATIONS_API.thread(id)}?key=${other.key}`),
      await get(null, CONVERSATIONS_API.thread(id)),
      await get(stranger, CONVERSATIONS_API.thread(id)),
      await get(seller, CONVERSATIONS_API.thread('12abc')),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(answerOf(response)).toMatchObject({ code: ErrorCode.NOT_FOUND, msg: CONVERSATION_MESSAGES.notFound });
    }

    const answered = await post(null, CONVERSATIONS_API.reply(id), { body: 'When could I come aboard?', key });
    expect(answerOf(answered).code).toBe(ErrorCode.OK);
    expect(dataOf<ConversationThread>(answered).messages).toHaveLength(2);
  });

  it('keeps the buyer’s address from the seller until the buyer shares it', async () => {
    const { id, key, email } = await enquire(null);
    const before = await thread(seller, id);
    expect(before).toMatchObject({
      side: 'seller',
      counterpart: 'Ada Lovelace',
      buyer: { name: 'Ada Lovelace', email: null, phone: null },
    });

    // Only the buyer shares.
    const refused = await post(seller, CONVERSATIONS_API.share(id), {});
    expect(refused.statusCode).toBe(403);
    expect(answerOf(refused).msg).toBe(CONVERSATION_MESSAGES.buyerOnly);

    const shared = await post(null, CONVERSATIONS_API.share(id), { key });
    expect(answerOf(shared).msg).toBe(CONVERSATION_MESSAGES.shared);
    expect(await thread(seller, id)).toMatchObject({ contactShared: true, buyer: { email, phone: '+44 7700900123' } });
  });

  it("marks the seller's first reply, answers the thread, tells the buyer in the inbox and once by mail per unread run [both engines]", async () => {
    const { id, email } = await enquire(buyer);
    const reply = await post(seller, CONVERSATIONS_API.reply(id), { body: '  Yes, she is. Tuesday at ten?  ' });
    expect(answerOf(reply)).toMatchObject({ code: ErrorCode.OK, msg: CONVERSATION_MESSAGES.sent });
    const [row] = await t.app.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row).toMatchObject({ status: 'answered' });
    expect(row!.firstReplyAt).not.toBeNull();
    expect(dataOf<ConversationThread>(reply).messages.at(-1)).toMatchObject({
      side: 'seller',
      mine: true,
      body: 'Yes, she is. Tuesday at ten?',
    });

    const notices = () =>
      t.app.database.db
        .select()
        .from(userMessages)
        .where(and(eq(userMessages.userId, buyer.user.id), eq(userMessages.link, paths.conversation(id))));
    expect(await notices()).toEqual([
      expect.objectContaining({ kind: 'conversation', readAt: null, body: 'Yes, she is. Tuesday at ten?' }),
    ]);
    // The mail goes to the address the buyer gave in the enquiry, with the thread's link (a member logs in to read it).
    const mails = await mailsTo(email);
    const mail = await latestMail(t.app, email);
    expect(mail).toMatchObject({ kind: 'conversation-message' });
    expect(mail!.text).toContain(`${t.config.publicUrl}${paths.conversation(id)}\n`);

    // A second message before the buyer read the first: no second notice, no second mail.
    await post(seller, CONVERSATIONS_API.reply(id), { body: 'Or Wednesday.' });
    expect(await notices()).toHaveLength(1);
    expect(await mailsTo(email)).toBe(mails);

    // The buyer reads it (the notice is read too); the seller's next message starts a new run.
    const list = dataOf<ConversationsPage>(await get(buyer, `${CONVERSATIONS_API.list}?role=buying`));
    expect(list.items.find((item) => item.id === id)).toMatchObject({
      unread: true,
      counterpart: seller.user.name,
      lastMessage: { fromMe: false, excerpt: 'Or Wednesday.' },
    });
    await thread(buyer, id);
    expect((await notices()).every((notice) => notice.readAt !== null)).toBe(true);
    expect(
      dataOf<ConversationsPage>(await get(buyer, `${CONVERSATIONS_API.list}?role=buying`)).items.find((item) => item.id === id)?.unread,
    ).toBe(false);
    await post(seller, CONVERSATIONS_API.reply(id), { body: 'See you then.' });
    expect(await mailsTo(email)).toBe(mails + 1);
  });

  it("moves a side's read mark only when there is something new to read [both engines]", async () => {
    const { id } = await enquire(buyer);
    const sellerMark = async () =>
      (await t.app.database.db.select({ at: conversations.sellerReadAt }).from(conversations).where(eq(conversations.id, id)))[0]?.at;
    expect(await sellerMark()).toBeNull();
    await thread(seller, id);
    const first = await sellerMark();
    expect(first).toBeInstanceOf(Date);
    // Read again with nothing new: the row is not written.
    await thread(seller, id);
    expect(await sellerMark()).toEqual(first);
    await post(buyer, CONVERSATIONS_API.reply(id), { body: 'One more question: the engine hours?' });
    const listed = dataOf<ConversationsPage>(await get(seller, `${CONVERSATIONS_API.list}?role=selling`));
    expect(listed.items.find((item) => item.id === id)?.unread).toBe(true);
    await thread(seller, id);
    expect((await sellerMark())!.getTime()).toBeGreaterThan(first!.getTime());
    const again = dataOf<ConversationsPage>(await get(seller, `${CONVERSATIONS_API.list}?role=selling`));
    expect(again.items.find((item) => item.id === id)?.unread).toBe(false);
  });

  it('refuses an empty or too long message, changing nothing', async () => {
    const { id } = await enquire(buyer);
    const messagesNow = async () =>
      (await t.app.database.db.select({ n: count() }).from(conversationMessages).where(eq(conversationMessages.conversationId, id)))[0]?.n;
    const before = await messagesNow();
    for (const [body, message] of [
      ['   ', CONVERSATION_MESSAGES.bodyRequired],
      [undefined, CONVERSATION_MESSAGES.bodyRequired],
      ['x'.repeat(CONVERSATION_LIMITS.bodyMax + 1), CONVERSATION_MESSAGES.bodyTooLong],
    ] as const) {
      const response = await post(buyer, CONVERSATIONS_API.reply(id), body === undefined ? {} : { body });
      expect(response.statusCode).toBe(400);
      expect(answerOf(response).msg).toBe(message);
    }
    expect(await messagesNow()).toBe(before);
  });

  it('shows a payment warning to the reader of a message that talks of payment, not to its writer', async () => {
    const { id } = await enquire(buyer);
    await post(seller, CONVERSATIONS_API.reply(id), {
      body: 'Please send a 10% deposit by wire transfer to IBAN DE89 3704 0044 0532 0130 00.',
    });
    const forBuyer = await thread(buyer, id);
    const forSeller = await thread(seller, id);
    expect(forBuyer.messages.at(-1)).toMatchObject({ mine: false, paymentWarning: true });
    expect(forSeller.messages.at(-1)).toMatchObject({ mine: true, paymentWarning: false });
    expect(forBuyer.messages[0]).toMatchObject({ paymentWarning: false });
  });

  it('lets only the seller set the status; spam takes no more messages', async () => {
    const { id } = await enquire(buyer);
    const byBuyer = await post(buyer, CONVERSATIONS_API.status(id), { status: 'closed' });
    expect(byBuyer.statusCode).toBe(403);
    expect(answerOf(byBuyer).msg).toBe(CONVERSATION_MESSAGES.sellerOnly);
    const wrong = await post(seller, CONVERSATIONS_API.status(id), { status: 'archived' });
    expect(wrong.statusCode).toBe(400);
    expect(answerOf(wrong).msg).toBe(CONVERSATION_MESSAGES.statusInvalid);

    expect(dataOf<ConversationThread>(await post(seller, CONVERSATIONS_API.status(id), { status: 'closed' })).status).toBe('closed');
    // The buyer writing again opens a closed conversation.
    await post(buyer, CONVERSATIONS_API.reply(id), { body: 'One more question.' });
    expect((await thread(seller, id)).status).toBe('new');

    expect(dataOf<ConversationThread>(await post(seller, CONVERSATIONS_API.status(id), { status: 'spam' })).canReply).toBe(false);
    const refused = await post(buyer, CONVERSATIONS_API.reply(id), { body: 'Hello?' });
    expect(refused.statusCode).toBe(409);
    expect(answerOf(refused).msg).toBe(CONVERSATION_MESSAGES.closed);
    const selling = dataOf<ConversationsPage>(await get(seller, `${CONVERSATIONS_API.list}?role=selling&status=spam`));
    expect(selling.items.map((item) => item.id)).toContain(id);
  });

  it('takes one report per side, with a reason', async () => {
    const { id } = await enquire(buyer);
    const bad = await post(buyer, CONVERSATIONS_API.report(id), { reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    expect(answerOf(bad).msg).toBe(CONVERSATION_MESSAGES.reportReason);
    expect(answerOf(await post(buyer, CONVERSATIONS_API.report(id), { reason: 'scam', detail: 'Asked for a deposit.' })).msg).toBe(
      CONVERSATION_MESSAGES.reported,
    );
    expect(answerOf(await post(buyer, CONVERSATIONS_API.report(id), { reason: 'spam' })).msg).toBe(CONVERSATION_MESSAGES.alreadyReported);
    expect(answerOf(await post(seller, CONVERSATIONS_API.report(id), { reason: 'abuse' })).msg).toBe(CONVERSATION_MESSAGES.reported);
    const reports = await t.app.database.db.select().from(conversationReports).where(eq(conversationReports.conversationId, id));
    expect(reports.map((report) => [report.side, report.reason, report.detail]).sort()).toEqual([
      ['buyer', 'scam', 'Asked for a deposit.'],
      ['seller', 'abuse', ''],
    ]);
    expect((await thread(buyer, id)).reported).toBe(true);
  });

  it("lets a dealer's staff who accepted their invitation answer for the dealer, and nobody invited but not yet in", async () => {
    const dealer = await loginAs(t.app, { name: `Dealer ${uniqueWord()}` });
    const staff = await loginAs(t.app, { name: `Staff ${uniqueWord()}` });
    const pending = await loginAs(t.app, { name: `Pending ${uniqueWord()}` });
    const { db } = t.app.database;
    const slug = uniqueWord('dealer');
    await addDealer(t.app, dealer, { slug, name: `Harbour Yachts ${slug}`, verified: true });
    await db.insert(dealerStaff).values([
      { dealerId: dealer.user.id, userId: staff.user.id, email: staff.user.email, role: 'staff', acceptedAt: new Date() },
      { dealerId: dealer.user.id, userId: pending.user.id, email: pending.user.email, role: 'staff', tokenHash: 'x'.repeat(64) },
    ]);
    const boat = await fixtures.add('new', { sellerId: dealer.user.id, builder: 'Beneteau', model: 'Oceanis 46.1' });
    const { id } = await enquire(buyer, { share_contact: '1' }, boat);

    // The staff member and the owner both find it among what they sell, and were told in their inbox.
    for (const who of [dealer, staff]) {
      const page = dataOf<ConversationsPage>(await get(who, `${CONVERSATIONS_API.list}?role=selling`));
      expect(page.items.map((item) => item.id)).toContain(id);
      const [notices] = await db
        .select({ n: count() })
        .from(userMessages)
        .where(and(eq(userMessages.userId, who.user.id), eq(userMessages.link, paths.conversation(id))));
      expect(notices?.n).toBe(1);
    }
    expect((await get(pending, CONVERSATIONS_API.thread(id))).statusCode).toBe(404);

    await post(staff, CONVERSATIONS_API.reply(id), { body: 'She is at our Port Vauban berth.' });
    const forBuyer = await thread(buyer, id);
    expect(forBuyer.seller).toMatchObject({ name: `Harbour Yachts ${slug}`, dealerUrl: paths.dealer(slug), verified: true });
    expect(forBuyer.messages.at(-1)).toMatchObject({ side: 'seller', author: `Harbour Yachts ${slug}` });
    expect(dataOf<{ unread: number }>(await get(buyer, CONVERSATIONS_API.unread)).unread).toBeGreaterThanOrEqual(0);
  });

  it('measures the response time over enough threads, leaving out spam and threads too young to judge [both engines]', async () => {
    const quick = await loginAs(t.app, { name: `Quick ${uniqueWord()}` });
    const { db } = t.app.database;
    const now = new Date();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    const base = { yachtKind: 'idle', yachtId: yacht.id, sellerId: quick.user.id, buyerName: 'B', buyerEmail: 'b@example.com' };
    // Two answered threads (1 h and 3 h) and one still young: not enough yet.
    await db.insert(conversations).values([
      { ...base, createdAt: hoursAgo(50), firstReplyAt: hoursAgo(49) },
      { ...base, createdAt: hoursAgo(40), firstReplyAt: hoursAgo(37) },
      { ...base, createdAt: hoursAgo(2) },
      { ...base, createdAt: hoursAgo(100), status: 'spam' },
    ]);
    expect((await t.app.repositories.conversations.responseTimes([quick.user.id], now)).get(quick.user.id)).toBeUndefined();
    // A third answered (5 h) and one never answered for two days: median 3 h of the answered; 3 of 4 within 24 h.
    await db.insert(conversations).values([
      { ...base, createdAt: hoursAgo(30), firstReplyAt: hoursAgo(25) },
      { ...base, createdAt: hoursAgo(48) },
    ]);
    expect((await t.app.repositories.conversations.responseTimes([quick.user.id], now)).get(quick.user.id)).toEqual({
      medianMinutes: 180,
      within24h: 0.75,
      threads: 4,
      text: 'usually replies within 3 hours',
    });
    // The yacht page tells buyers.
    const boat = await fixtures.add('idle', { sellerId: quick.user.id });
    const page = dataOf<{ seller: { responseTime: string | null } }>(await get(null, CATALOGUE_API.detail('idle', boat.id)));
    expect(page.seller.responseTime).toBe('usually replies within 3 hours');
    // Threads older than the window do not count.
    const later = new Date(now.getTime() + (CONVERSATION_LIMITS.responseDays + 3) * 86_400_000);
    expect((await t.app.repositories.conversations.responseTimes([quick.user.id], later)).get(quick.user.id)).toBeUndefined();
  });

  it('lets one writer send at most the limit of messages in the window', async () => {
    const { id } = await enquire(buyer);
    for (let i = 0; i < CONVERSATION_LIMITS.messagesPerWindow; i += 1) {
      const response = await post(stranger, CONVERSATIONS_API.reply(id), { body: `Message ${i}` });
      // A stranger is not a side: refused as not found before the limit counts.
      expect(response.statusCode).toBe(404);
    }
    let last = 0;
    for (let i = 0; i <= CONVERSATION_LIMITS.messagesPerWindow; i += 1) {
      last = (await post(buyer, CONVERSATIONS_API.reply(id), { body: `Message ${i}` })).statusCode;
      if (last !== 200) break;
    }
    expect(last).toBe(429);
  });

  it('turns the enquiries sent before conversations existed into conversations, once, with each side’s latest message', async () => {
    const { db } = t.app.database;
    const [enquiry] = await db
      .insert(yachtEnquiries)
      .values({
        yachtKind: 'idle',
        yachtId: yacht.id,
        name: 'Old Enquirer',
        email: 'old@example.com',
        areaCode: '33',
        mobile: '612345678',
        content: 'Still for sale?',
        sidHash: 'a'.repeat(64),
        createdAt: new Date('2026-01-05T10:00:00Z'),
      })
      .returning();
    const file = fs.readdirSync(MIGRATIONS_DIR).find((name) => name.startsWith('0028_'))!;
    const statements = fs
      .readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => statement.includes('INSERT INTO'));
    expect(statements).toHaveLength(2);
    for (let run = 0; run < 2; run += 1) for (const statement of statements) await db.execute(sql.raw(statement));
    const made = await db.select().from(conversations).where(eq(conversations.enquiryId, enquiry!.id));
    expect(made).toEqual([
      expect.objectContaining({
        sellerId: seller.user.id,
        buyerName: 'Old Enquirer',
        buyerPhone: '+33 612345678',
        contactShared: true,
        status: 'new',
        createdAt: new Date('2026-01-05T10:00:00Z'),
      }),
    ]);
    const messages = await db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, made[0]!.id));
    expect(messages).toEqual([expect.objectContaining({ side: 'buyer', body: 'Still for sale?' })]);

    // Each side's latest message is kept on the row (0031), filled in for the conversations written before it.
    expect(made[0]).toMatchObject({ buyerMessageAt: null, sellerMessageAt: null });
    const backfill = fs.readdirSync(MIGRATIONS_DIR).find((name) => name.startsWith('0031_'))!;
    const update = fs
      .readFileSync(path.join(MIGRATIONS_DIR, backfill), 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('UPDATE'))!;
    await db.execute(sql.raw(update));
    const [kept] = await db.select().from(conversations).where(eq(conversations.id, made[0]!.id));
    expect(kept).toMatchObject({ buyerMessageAt: new Date('2026-01-05T10:00:00Z'), sellerMessageAt: null });
  });
});
