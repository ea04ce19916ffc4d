// Enquiries about a yacht (docs/product.md §7A /newyacht/message, /idleYacht/message; §5 messages): validated with the
// contract's EnquirySchema, about a listed yacht, stored, delivered to the seller's inbox and mailbox; visitors and
// members; rate limits per visitor and per address; a mail server that is down loses nothing.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { LeftMessage, UserMessagesPage } from '@yachts/contracts/account';
import { ENQUIRY_CALLS, type CatalogueKind } from '@yachts/contracts/catalogue';
import type { Page } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { LIMITS, MESSAGES } from '@yachts/contracts/rules';
import { conversations, sentMails, userMessages, yachtEnquiries } from '../db/schema';
import { hashSid } from '../platform/visitor-sid';
import { SESSION_EXPIRED_MESSAGE } from '../platform/form-style';
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES } from './enquiry-routes';
import { latestMail } from '../accounts/account-support';
import { YachtFixtures, uniqueWord, type InsertedYacht } from './catalogue-support';
import {
  buildTestApp,
  dialectUnderTest,
  loginAs,
  nextAddress,
  postForm,
  startVisitor,
  type LoggedIn,
  type TestApp,
  type Visitor,
} from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { postAs } from '../testing/requests';
import { answerOf, bodyOf, dataOf, like } from '../testing/answers';

let fixtures: YachtFixtures;
const t = fileApp({ SEED: 'false' }, undefined, () => fixtures.removeAll());
let seller: LoggedIn;
let member: LoggedIn;
const PLACE = uniqueWord('aa');
const y = {} as Record<'newYacht' | 'usedYacht' | 'noSeller' | 'withdrawn' | 'longName', InsertedYacht>;

beforeAll(async () => {
  fixtures = new YachtFixtures(t.app);
  seller = await loginAs(t.app, { name: 'Marta Keel', email: `${uniqueWord('seller')}@example.com` });
  member = await loginAs(t.app, { name: 'Ada Lovell' });
  const mine = { sellerId: seller.user.id, location: `La Rochelle ${PLACE}` };
  y.newYacht = await fixtures.add('new', { ...mine, builder: 'Beneteau', model: 'Oceanis 40.1' });
  y.usedYacht = await fixtures.add('idle', { ...mine, builder: 'Hallberg-Rassy', model: '44' });
  y.noSeller = await fixtures.add('new', { builder: 'Lagoon', model: '42', location: `Bordeaux ${PLACE}` });
  y.withdrawn = await fixtures.add('idle', { ...mine, status: 'withdrawn' });
  y.longName = await fixtures.add('new', { ...mine, builder: 'B'.repeat(80), model: 'M'.repeat(120) });
});

const fields = (yacht: InsertedYacht, extra: Record<string, unknown> = {}) => ({
  yacht_id: String(yacht.id),
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  area_code: '44',
  mobile: '7700900123',
  content: 'Is she still available? Could I see her next week?',
  ...extra,
});

/** The enquiry as the message modal sends it, from a visitor or a logged-in member. */
async function send(kind: CatalogueKind, body: Record<string, unknown>, who?: LoggedIn, visitor?: Visitor) {
  const v = visitor ?? (await startVisitor(t.app));
  const as = who ? { ...v, cookie: `${v.cookie}; ${who.cookie}` } : v;
  return { response: await postForm(t.app, as, ENQUIRY_CALLS[kind], body), visitor: v };
}

async function enquiriesOf(visitor: Visitor) {
  return t.app.database.db
    .select()
    .from(yachtEnquiries)
    .where(eq(yachtEnquiries.sidHash, hashSid(visitor.sid)));
}

async function conversationsOf(visitor: Visitor) {
  const enquiries = await enquiriesOf(visitor);
  const { db } = t.app.database;
  return db
    .select()
    .from(conversations)
    .where(
      inArray(
        conversations.enquiryId,
        enquiries.map((row) => row.id),
      ),
    );
}

async function inboxOf(user: LoggedIn) {
  return t.app.database.db.select().from(userMessages).where(eq(userMessages.userId, user.user.id));
}

async function rowCounts() {
  const { db } = t.app.database;
  const [[enquiries], [messages], [mails]] = await Promise.all([
    db.select({ n: count() }).from(yachtEnquiries),
    db.select({ n: count() }).from(userMessages),
    db.select({ n: count() }).from(sentMails),
  ]);
  return { enquiries: enquiries?.n, messages: messages?.n, mails: mails?.n };
}

describe(`POST /newyacht/message and /idleYacht/message (${dialectUnderTest})`, () => {
  it("stores a visitor's enquiry, puts it in the seller's inbox and mails the seller", async () => {
    const before = (await inboxOf(seller)).length;
    const { response, visitor } = await send(
      'new',
      fields(y.newYacht, { name: '  Ada Lovelace ', email: ' Ada@Example.com ', content: '  Is she still available?\nNext week?  ' }),
    );
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({ code: 1, msg: ENQUIRY_MESSAGES.sent, data: null, token: like.any(String) });

    expect(await enquiriesOf(visitor)).toEqual([
      like.objectContaining({
        userId: null,
        yachtKind: 'new',
        yachtId: y.newYacht.id,
        name: 'Ada Lovelace',
        email: 'Ada@Example.com',
        areaCode: '44',
        mobile: '7700900123',
        content: 'Is she still available?\nNext week?',
      }),
    ]);

    const inbox = await inboxOf(seller);
    expect(inbox).toHaveLength(before + 1);
    const message = inbox.find((m) => m.title === 'Enquiry about Beneteau Oceanis 40.1')!;
    const [conversation] = await conversationsOf(visitor);
    // The seller's notice links to the conversation, and shows no address: the visitor did not share theirs.
    expect(message).toMatchObject({
      type: 'interactive',
      kind: 'conversation',
      link: paths.conversation(conversation!.id),
      fromUserId: null,
      readAt: null,
      body: 'From: Ada Lovelace\n\nIs she still available?\nNext week?',
    });
    expect(conversation).toMatchObject({
      sellerId: seller.user.id,
      buyerId: null,
      buyerEmail: 'Ada@Example.com',
      contactShared: false,
      status: 'new',
    });

    const mail = await latestMail(t.app, seller.user.email);
    expect(mail).toMatchObject({ kind: 'yacht-enquiry', subject: 'Enquiry about your Beneteau Oceanis 40.1', code: null });
    expect(mail!.text).toContain('Hello Marta Keel,');
    expect(mail!.text).toContain(paths.newYacht(y.newYacht.id, y.newYacht.slug));
    expect(mail!.text).toContain('Ada Lovelace is interested in your Beneteau Oceanis 40.1');
    expect(mail!.text).toContain(`Answer them in the conversation: ${t.config.publicUrl}${paths.conversation(conversation!.id)}`);
    expect(mail!.text).toContain('Ada Lovelace chose not to share their e-mail address or phone yet');
    expect(mail!.text).not.toContain('Ada@Example.com');
    expect(mail!.text).not.toContain('7700900123');
    // The visitor's receipt carries the link that opens the conversation without a login.
    const receipt = await latestMail(t.app, 'Ada@Example.com');
    expect(receipt).toMatchObject({ kind: 'enquiry-receipt', subject: 'Your enquiry about the Beneteau Oceanis 40.1' });
    expect(receipt!.text).toMatch(new RegExp(`${paths.conversation(conversation!.id)}\\?key=[A-Za-z0-9_-]{43}`));
    expect(mail!.text).toContain('    Is she still available?\n    Next week?');
  });

  it("stores a member's enquiry about a used yacht under the member, who sees it in their list; the seller sees who asked", async () => {
    const { response, visitor } = await send('idle', fields(y.usedYacht, { area_code: '', mobile: '', share_contact: '1' }), member);
    expect(answerOf(response).code).toBe(1);
    expect(await enquiriesOf(visitor)).toEqual([
      like.objectContaining({ userId: member.user.id, yachtKind: 'idle', yachtId: y.usedYacht.id, mobile: '' }),
    ]);

    const left = await t.app.inject({ url: '/api/v1/user/leaveMessage', headers: { 'access-token': member.token } });
    expect(dataOf<Page<LeftMessage>>(left).items[0]).toMatchObject({
      yachtKind: 'idle',
      yachtId: y.usedYacht.id,
      yachtName: 'Hallberg-Rassy 44',
      yachtUrl: paths.usedYacht(y.usedYacht.id, y.usedYacht.slug),
    });

    // The seller's inbox, as the user area shows it; the member shared their address, so the seller's mail has it.
    const sellerVisitor = await startVisitor(t.app);
    const inbox = await postForm(t.app, { ...sellerVisitor, cookie: `${sellerVisitor.cookie}; ${seller.cookie}` }, '/user/mymessage', {
      type: 'interactive',
    });
    const [conversation] = await conversationsOf(visitor);
    const shown = dataOf<UserMessagesPage>(inbox).items.find((m) => m.title === 'Enquiry about Hallberg-Rassy 44');
    expect(shown).toMatchObject({
      type: 'interactive',
      link: paths.conversation(conversation!.id),
      read: false,
      from: { uuid: member.uuid, name: 'Ada Lovell' },
    });
    expect(conversation).toMatchObject({ buyerId: member.user.id, contactShared: true, buyerPhone: '' });
    const mail = await latestMail(t.app, seller.user.email);
    expect(mail!.text).toContain('E-mail: ada@example.com');
    expect(mail!.text).toContain('Phone: not given');
  });

  it('takes the yacht id as a number too', async () => {
    const { response } = await send('new', fields(y.newYacht, { yacht_id: y.newYacht.id }));
    expect(answerOf(response).code).toBe(1);
  });

  it('stores an enquiry about a yacht without a known seller, with no inbox message and no mail', async () => {
    const before = await rowCounts();
    const { response, visitor } = await send('new', fields(y.noSeller));
    expect(answerOf(response).code).toBe(1);
    expect(await enquiriesOf(visitor)).toHaveLength(1);
    const after = await rowCounts();
    expect(after.messages).toBe(before.messages);
    expect(after.mails).toBe(before.mails);
  });

  it('cuts a very long yacht name to the inbox title length instead of failing', async () => {
    const { response } = await send('new', fields(y.longName));
    expect(answerOf(response).code).toBe(1);
    const titles = (await inboxOf(seller)).map((m) => m.title).filter((title) => title.startsWith('Enquiry about BBB'));
    expect(titles).toEqual([like.any(String)]);
    expect(titles[0]).toHaveLength(200);
  });

  describe('refuses, changing nothing', () => {
    it.each([
      [
        'nothing but the yacht',
        (yacht: InsertedYacht) => ({ yacht_id: String(yacht.id) }),
        { name: MESSAGES.nameRequired, email: MESSAGES.emailRequired, content: MESSAGES.messageRequired },
      ],
      [
        'a blank name, e-mail and message',
        (yacht: InsertedYacht) => fields(yacht, { name: ' ', email: '  ', content: ' \n ' }),
        { name: MESSAGES.nameRequired, email: MESSAGES.emailRequired, content: MESSAGES.messageRequired },
      ],
      [
        'a name too long',
        (yacht: InsertedYacht) => fields(yacht, { name: 'N'.repeat(LIMITS.nameMax + 1) }),
        { name: MESSAGES.tooLong(LIMITS.nameMax) },
      ],
      ['an invalid e-mail', (yacht: InsertedYacht) => fields(yacht, { email: 'ada@example' }), { email: MESSAGES.emailInvalid }],
      [
        'an e-mail of 255 characters',
        (yacht: InsertedYacht) => fields(yacht, { email: `${'a'.repeat(243)}@example.com` }),
        { email: MESSAGES.emailInvalid },
      ],
      [
        'a message too long',
        (yacht: InsertedYacht) => fields(yacht, { content: 'x'.repeat(LIMITS.messageMax + 1) }),
        { content: MESSAGES.tooLong(LIMITS.messageMax) },
      ],
      [
        'a mobile number with letters',
        (yacht: InsertedYacht) => fields(yacht, { mobile: '07700 abc' }),
        { mobile: MESSAGES.mobileInvalid },
      ],
      [
        'a mobile number of 16 digits',
        (yacht: InsertedYacht) => fields(yacht, { mobile: '1'.repeat(16) }),
        { mobile: MESSAGES.mobileInvalid },
      ],
      [
        'a dialling code of 5 digits',
        (yacht: InsertedYacht) => fields(yacht, { area_code: '12345' }),
        { area_code: MESSAGES.mobileInvalid },
      ],
      ['no yacht', (yacht: InsertedYacht) => fields(yacht, { yacht_id: undefined }), { yacht_id: MESSAGES.yachtMissing }],
      ['a yacht id of letters', (yacht: InsertedYacht) => fields(yacht, { yacht_id: 'abc' }), { yacht_id: MESSAGES.yachtMissing }],
      ['an e-mail that is a number', (yacht: InsertedYacht) => fields(yacht, { email: 42 }), { email: 'This field must be text.' }],
      ['a message that is a list', (yacht: InsertedYacht) => fields(yacht, { content: ['hi'] }), { content: 'This field must be text.' }],
    ])('%s: 400 with the messages under the fields', async (_name, body, msg) => {
      for (const [kind, yacht] of [
        ['new', y.newYacht],
        ['idle', y.usedYacht],
      ] as const) {
        const before = await rowCounts();
        const { response } = await send(kind, body(yacht));
        expect(response.statusCode).toBe(400);
        expect(bodyOf(response)).toEqual({ code: 0, msg, data: null, token: like.any(String) });
        expect(await rowCounts()).toEqual(before);
      }
    });

    it.each([
      ['a withdrawn yacht', 'idle', (): number | string => y.withdrawn.id],
      ['an id no yacht has', 'new', (): number | string => 2_000_000_000],
      ['an id past the id range', 'idle', (): number | string => '99999999999'],
      ['an id past any number', 'new', (): number | string => '9'.repeat(400)],
    ] as const)('%s: "%s"', async (_name, kind, id) => {
      const before = await rowCounts();
      const { response } = await send(kind, fields(y.newYacht, { yacht_id: String(id()) }));
      expect(response.statusCode).toBe(404);
      expect(bodyOf(response)).toEqual({ code: 0, msg: MESSAGES.yachtMissing, data: null, token: like.any(String) });
      expect(await rowCounts()).toEqual(before);
    });

    it('a call without the anti-forgery token: 403', async () => {
      const visitor = await startVisitor(t.app);
      const response = await postAs(t.app, visitor, ENQUIRY_CALLS.new, fields(y.newYacht));
      expect(response.statusCode).toBe(403);
      expect(bodyOf(response)).toMatchObject({ code: 0, msg: SESSION_EXPIRED_MESSAGE });
    });

    it('a body that is not an object of fields', async () => {
      const visitor = await startVisitor(t.app);
      const response = await postAs(t.app, visitor, ENQUIRY_CALLS.idle, JSON.stringify([visitor.token]), {
        'content-type': 'application/json',
      });
      expect(response.statusCode).toBe(403);
      expect(answerOf(response).code).toBe(0);
    });
  });

  describe('rate limits', () => {
    it(`lets one visitor send ${ENQUIRY_LIMITS.perVisitor.max} enquiries in ${ENQUIRY_LIMITS.perVisitor.timeWindow}, then says to wait; another visitor is not held up`, async () => {
      const visitor = await startVisitor(t.app);
      for (let i = 0; i < ENQUIRY_LIMITS.perVisitor.max; i += 1) {
        // A mistake in between does not use one up.
        expect((await send('new', fields(y.noSeller, { email: 'wrong' }), undefined, visitor)).response.statusCode).toBe(400);
        expect(answerOf((await send('new', fields(y.noSeller), undefined, visitor)).response).code).toBe(1);
      }
      const refused = (await send('idle', fields(y.usedYacht), undefined, visitor)).response;
      expect(refused.statusCode).toBe(429);
      expect(bodyOf(refused)).toEqual({ code: 0, msg: ENQUIRY_MESSAGES.tooMany('10 minutes'), data: null, token: like.any(String) });
      expect(await enquiriesOf(visitor)).toHaveLength(ENQUIRY_LIMITS.perVisitor.max);
      expect(answerOf((await send('idle', fields(y.usedYacht))).response).code).toBe(1);
    });

    it(`lets one address make ${ENQUIRY_LIMITS.perClient.max} attempts in ${ENQUIRY_LIMITS.perClient.timeWindow}, whatever the session`, async () => {
      const address = nextAddress();
      for (let i = 0; i < ENQUIRY_LIMITS.perClient.max; i += 1) {
        const visitor = { ...(await startVisitor(t.app)), remoteAddress: address };
        expect((await send('new', fields(y.noSeller, { content: '' }), undefined, visitor)).response.statusCode).toBe(400);
      }
      const visitor = { ...(await startVisitor(t.app)), remoteAddress: address };
      const refused = (await send('new', fields(y.noSeller), undefined, visitor)).response;
      expect(refused.statusCode).toBe(429);
      expect(bodyOf(refused)).toMatchObject({ code: 0, msg: like.stringContaining('Too many requests') });
      expect(await enquiriesOf(visitor)).toEqual([]);
    });
  });
});

describe(`an enquiry while the mail server is down (${dialectUnderTest})`, () => {
  let down: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 here: every send fails at once.
    down = await buildTestApp({ SEED: 'false', SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => {
    await down.close();
  });

  it('is stored and in the seller’s inbox, and the visitor is told it was sent', async () => {
    const owner = await loginAs(down.app, { name: 'Marta Down' });
    const yachts = new YachtFixtures(down.app);
    const yacht = await yachts.add('new', { sellerId: owner.user.id, location: `Kiel ${PLACE}` });
    const visitor = await startVisitor(down.app);
    const response = await postForm(down.app, visitor, ENQUIRY_CALLS.new, fields(yacht));
    expect(bodyOf(response)).toMatchObject({ code: 1, msg: ENQUIRY_MESSAGES.sent });
    const { db } = down.app.database;
    expect(
      await db
        .select()
        .from(yachtEnquiries)
        .where(eq(yachtEnquiries.sidHash, hashSid(visitor.sid))),
    ).toHaveLength(1);
    expect(
      await db
        .select()
        .from(userMessages)
        .where(and(eq(userMessages.userId, owner.user.id), eq(userMessages.type, 'interactive'))),
    ).toHaveLength(1);
    expect(await db.select().from(sentMails).where(eq(sentMails.to, owner.user.email))).toEqual([]);
    await yachts.removeAll();
  });
});
