// "Report this listing" (DSA Art. 16-17): visitors and members report a listed yacht once per session; the operators'
// queue shows open reports with their reasons, priority first; withdraw (out of the catalogue, the seller reads the
// reason in the inbox and by e-mail), keep, warn; the seller's one second look, reversed or upheld; the operators'
// guard on every operator route; the audit log.
import { count, eq } from 'drizzle-orm';
import { CATALOGUE_API } from '@yachts/contracts/catalogue';
import { ErrorCode } from '@yachts/contracts/envelope';
import {
  LISTING_DECISION_MESSAGES,
  LISTING_REPORT_API,
  LISTING_REPORT_MESSAGES,
  LISTING_SECOND_LOOK_MESSAGES,
} from '@yachts/contracts/listing-reports';
import { MESSAGES } from '@yachts/contracts/rules';
import { auditLog } from '../db/schema';
import { hashSid } from '../platform/visitor-sid';
import { readOutbox } from '../platform/mail-outbox';
import { latestMail } from '../accounts/account-support';
import { uniqueWord } from './catalogue-support';
import { dialectUnderTest, formCallAs, loginAs, operatorLogin, startVisitor, unverifiedOperator } from '../testing/helper';
import { answerOf, bodyOf, dataOf, like } from '../testing/answers';
import {
  fixtures,
  t,
  seller,
  moderator,
  PLACE,
  listing,
  report,
  reportsOf,
  operatorGet,
  operatorPost,
  queue,
  entryOf,
  decide,
  inboxOf,
  lastMessage,
  auditOf,
  statusOf,
  inCatalogue,
  sellerAsks,
  withdrawalsOf,
} from './testing/listing-reports-kit';
describe(`reporting a listing (${dialectUnderTest})`, () => {
  it("stores a visitor's report under their session, with the details and the address for the answer", async () => {
    const yacht = await listing();
    const { response, visitor } = await report(yacht, {
      reason: 'wrong-details',
      detail: '  The price is for another boat. ',
      email: ' ada@example.com ',
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({ code: 1, msg: LISTING_REPORT_MESSAGES.reported, data: null, token: like.any(String) });
    expect(await reportsOf(yacht)).toEqual([
      like.objectContaining({
        yachtKind: 'new',
        yachtId: yacht.id,
        reporterId: null,
        sidHash: hashSid(visitor.sid),
        reason: 'wrong-details',
        detail: 'The price is for another boat.',
        email: 'ada@example.com',
        resolvedAt: null,
      }),
    ]);
  });

  it("stores a member's report under the member, a used yacht too", async () => {
    const yacht = await listing('idle');
    const member = await loginAs(t.app);
    const { response } = await report(yacht, { reason: 'sold' }, { member });
    expect(answerOf(response).code).toBe(1);
    expect(await reportsOf(yacht)).toEqual([
      like.objectContaining({ yachtKind: 'idle', reporterId: member.user.id, reason: 'sold', detail: '', email: '' }),
    ]);
  });

  it('refuses a missing or unknown reason, a bad address and a missing kind with the message, storing nothing', async () => {
    const yacht = await listing();
    for (const [fields, errors] of [
      [{ reason: '' }, { reason: LISTING_REPORT_MESSAGES.reason }],
      [{ reason: 'ugly' }, { reason: LISTING_REPORT_MESSAGES.reason }],
      [{ reason: 7 }, { reason: LISTING_REPORT_MESSAGES.reason }],
      [{ email: 'not an address' }, { email: MESSAGES.emailInvalid }],
      [{ detail: 'x'.repeat(1001) }, { detail: LISTING_REPORT_MESSAGES.detailTooLong }],
    ] as const) {
      const { response } = await report(yacht, fields);
      expect([response.statusCode, answerOf(response).msg]).toEqual([400, errors]);
    }
    const { response } = await report(yacht, { kind: 'boat' });
    expect([response.statusCode, answerOf(response).msg]).toEqual([400, LISTING_REPORT_MESSAGES.kind]);
    expect(await reportsOf(yacht)).toEqual([]);
  });

  it('takes one report per session: the second answers that it was reported already, and nothing more is stored', async () => {
    const yacht = await listing();
    const { visitor } = await report(yacht);
    const again = await report(yacht, { reason: 'illegal' }, { visitor });
    expect([again.response.statusCode, answerOf(again.response).msg]).toEqual([409, LISTING_REPORT_MESSAGES.alreadyReported]);
    expect(await reportsOf(yacht)).toHaveLength(1);
  });

  it('answers a yacht that is not listed, an unknown id and the seller’s own listing without storing anything', async () => {
    const withdrawn = await listing('new', { status: 'withdrawn' });
    for (const yachtId of [String(withdrawn.id), '2000000000', 'abc']) {
      const { response } = await report(withdrawn, { yacht_id: yachtId });
      expect([response.statusCode, answerOf(response).msg]).toEqual([404, MESSAGES.yachtMissing]);
    }
    expect(await reportsOf(withdrawn)).toEqual([]);
    const mine = await listing();
    const own = await report(mine, {}, { member: seller });
    expect(own.response.statusCode).toBe(403);
    expect(await reportsOf(mine)).toEqual([]);
  });
});

describe(`the operators' queue of reported listings (${dialectUnderTest})`, () => {
  it('shows each listing with its reason counts and words; priority for three sessions or a scam, before older ordinary ones', async () => {
    const ordinary = await listing();
    const crowded = await listing();
    const scam = await listing();
    await report(ordinary, { reason: 'duplicate', detail: 'Same boat as another ad.' });
    for (const reason of ['sold', 'sold', 'wrong-details'])
      await report(crowded, { reason, email: reason === 'sold' ? 'a@example.com' : '' });
    await report(scam, { reason: 'scam' });

    const items = (await queue()).filter((entry) => [ordinary.id, crowded.id, scam.id].includes(entry.id) && entry.kind === 'new');
    expect(items.map((entry) => [entry.id, entry.priority])).toEqual([
      [crowded.id, true],
      [scam.id, true],
      [ordinary.id, false],
    ]);
    expect(items[0]).toMatchObject({
      name: crowded.fields.builder + ' ' + crowded.fields.model,
      link: `/yachts/${crowded.id}-${crowded.slug}`,
      status: 'listed',
      seller: { uuid: seller.uuid, name: 'Dana Dealer' },
      reports: 3,
      reasons: [
        { reason: 'sold', count: 2 },
        { reason: 'wrong-details', count: 1 },
      ],
      contacts: 2,
      first_reported_at: like.any(String),
      decision: null,
    });
    expect(items[2]).toMatchObject({ reports: 1, details: ['Same boat as another ad.'], reasons: [{ reason: 'duplicate', count: 1 }] });
    const bad = await operatorGet(`${LISTING_REPORT_API.queue}?state=gone`);
    expect(bad.statusCode).toBe(400);
  });

  it('withdraws with the reason the seller reads in the inbox and by e-mail: out of the list, the yacht page 404, the audit log kept', async () => {
    const yacht = await listing();
    await report(yacht, { reason: 'scam' });
    await report(yacht, { reason: 'wrong-details' });
    expect(await inCatalogue(yacht)).toBe(true);

    const noReason = await decide(yacht, { action: 'withdraw', reason: '  ' });
    expect([noReason.statusCode, answerOf(noReason).msg]).toEqual([400, LISTING_DECISION_MESSAGES.reasonRequired]);
    expect(await statusOf(yacht)).toBe('listed');

    const reason = 'The seller could not show that they own the yacht.';
    const withdrawn = await decide(yacht, { action: 'withdraw', reason });
    expect(withdrawn.statusCode).toBe(200);
    expect(dataOf(withdrawn)).toMatchObject({
      id: yacht.id,
      status: 'withdrawn',
      reports: 0,
      decision: { action: 'withdraw', reason, second_look: null },
    });
    expect(await statusOf(yacht)).toBe('withdrawn');
    expect(await inCatalogue(yacht)).toBe(false);
    expect((await t.app.inject({ url: CATALOGUE_API.detail('new', yacht.id) })).statusCode).toBe(404);
    expect(await entryOf(yacht)).toBeUndefined();
    expect((await reportsOf(yacht)).every((row) => row.resolvedAt !== null)).toBe(true);

    const message = await lastMessage(seller);
    expect(message).toMatchObject({ type: 'system', title: like.stringContaining('was withdrawn'), link: '/sell/listings' });
    expect(message?.body).toContain(`Why: ${reason}`);
    expect(message?.body).toContain('Reported as: Suspected scam; Wrong details');
    expect(message?.body).toContain('ask for a second look');
    const mail = await latestMail(t.app, seller.user.email);
    expect(mail).toMatchObject({ kind: 'listing-withdrawn', subject: like.stringContaining('was withdrawn') });
    expect(mail?.text).toContain(`Why: ${reason}`);
    expect(mail?.text).toMatch(new RegExp(`On Yacht Harbour: http://[^/\\s]+/yachts/${yacht.id}-`)); // absolute: read away from the site

    expect((await auditOf(yacht)).map((row) => [row.actor, row.action, row.before, row.after])).toEqual([
      [
        moderator.user.email,
        'listing.withdraw',
        { status: 'listed', reports: 2, reasons: ['scam', 'wrong-details'] },
        { status: 'withdrawn', reason },
      ],
    ]);
    // Not in the catalogue, so it cannot be withdrawn twice or reported again.
    expect((await decide(yacht, { action: 'withdraw', reason })).statusCode).toBe(409);
    expect((await report(yacht)).response.statusCode).toBe(404);
  });

  it('keeps a listing: it stays listed, its reports are settled, the seller is not told; fresh reports count afresh', async () => {
    const yacht = await listing();
    const { visitor } = await report(yacht, { reason: 'sold' });
    const before = (await inboxOf(seller)).length;
    const kept = await decide(yacht, { action: 'keep' });
    expect(kept.statusCode).toBe(200);
    expect(dataOf(kept)).toMatchObject({ status: 'listed', reports: 0, decision: { action: 'keep', reason: '' } });
    expect(await statusOf(yacht)).toBe('listed');
    expect(await entryOf(yacht)).toBeUndefined();
    expect((await inboxOf(seller)).length).toBe(before);
    expect((await report(yacht, {}, { visitor })).response.statusCode).toBe(409);
    await report(yacht, { reason: 'duplicate' });
    expect(await entryOf(yacht)).toMatchObject({ reports: 1, reasons: [{ reason: 'duplicate', count: 1 }] });
    expect((await auditOf(yacht)).map((row) => row.action)).toEqual(['listing.keep']);
  });

  it('warns the seller with a reason: the listing stays, the seller reads why', async () => {
    const yacht = await listing();
    await report(yacht, { reason: 'wrong-details' });
    const noReason = await decide(yacht, { action: 'warn' });
    expect([noReason.statusCode, answerOf(noReason).msg]).toEqual([400, LISTING_DECISION_MESSAGES.reasonRequired]);
    const reason = 'The length given is the hull length, not the overall length.';
    const warned = await decide(yacht, { action: 'warn', reason });
    expect(dataOf(warned)).toMatchObject({ status: 'listed', decision: { action: 'warn', reason } });
    expect(await inCatalogue(yacht)).toBe(true);
    const message = await lastMessage(seller);
    expect(message?.title).toContain('A warning about your listing');
    expect(message?.body).toContain(`Why: ${reason}`);
    expect((await latestMail(t.app, seller.user.email))?.kind).toBe('listing-warning');
    expect((await auditOf(yacht))[0]).toMatchObject({ action: 'listing.warn', after: { status: 'listed', reason } });
  });

  it('tells the reporters the outcome (DSA Art. 16(5)): each address left by e-mail, once, a member in the inbox; never the seller’s reasons', async () => {
    const cases = [
      ['withdraw', 'withdrew it from the catalogue', '/new-yachts-for-sale/'],
      ['warn', 'asked the seller to correct it', null],
      ['keep', 'found nothing against our rules', null],
    ] as const;
    for (const [action, words, elsewhere] of cases) {
      const yacht = await listing();
      const address = `${uniqueWord('reporter')}@example.com`;
      const member = await loginAs(t.app);
      await report(yacht, { reason: 'scam', email: address });
      await report(yacht, { reason: 'duplicate', email: address.toUpperCase() });
      await report(yacht, { reason: 'sold' }, { member });
      await report(yacht, { reason: 'sold' }); // no address: nobody to tell
      const reason = `Decided ${action} after a look at the papers.`;
      expect((await decide(yacht, { action, ...(action === 'keep' ? {} : { reason }) })).statusCode).toBe(200);

      const mails = (await readOutbox(t.app.mailer.outboxDir, { limit: 50, to: address })).filter(
        (mail) => mail.kind === 'listing-report-outcome',
      );
      expect([action, mails.length]).toEqual([action, 1]);
      expect(mails[0]?.subject).toContain('Your report of the listing “Jeanneau Sun Odyssey');
      expect(mails[0]?.text).toContain(words);
      expect(mails[0]?.text).toMatch(new RegExp(`On Yacht Harbour: http://[^/\\s]+${elsewhere ?? `/yachts/${yacht.id}-`}`));
      expect(mails[0]?.text).not.toContain(reason);
      const notice = await lastMessage(member);
      expect([action, notice?.title, notice?.body.includes(words), notice?.body.includes(reason)]).toEqual([
        action,
        like.stringContaining('Your report of the listing'),
        true,
        false,
      ]);
    }
  });

  it('answers bad decisions in words, not a 500', async () => {
    const yacht = await listing();
    expect(answerOf(await decide(yacht, { action: 'delete', reason: 'x' })).msg).toBe(LISTING_DECISION_MESSAGES.action);
    expect(answerOf(await decide(yacht, { action: 'warn', reason: 'x'.repeat(1001) })).msg).toBe(LISTING_DECISION_MESSAGES.reasonTooLong);
    expect((await operatorPost(LISTING_REPORT_API.decide('boat', yacht.id), { action: 'keep' })).statusCode).toBe(404);
    expect((await operatorPost(LISTING_REPORT_API.decide('new', 'abc'), { action: 'keep' })).statusCode).toBe(404);
    expect((await operatorPost(LISTING_REPORT_API.decide('new', 2_000_000_000), { action: 'keep' })).statusCode).toBe(404);
    const noSeller = await fixtures.add('new', { location: `Split ${PLACE}` });
    expect(answerOf(await decide(noSeller, { action: 'warn', reason: 'x' })).msg).toBe(LISTING_DECISION_MESSAGES.noSeller);
    expect(await statusOf(yacht)).toBe('listed');
  });
});

describe(`the seller's second look at a withdrawal (${dialectUnderTest})`, () => {
  const words = 'The yacht is mine: I can send the registration papers.';

  async function withdrawn() {
    const yacht = await listing();
    await report(yacht, { reason: 'scam' });
    expect((await decide(yacht, { action: 'withdraw', reason: 'We could not confirm the seller owns it.' })).statusCode).toBe(200);
    return yacht;
  }

  it('lets only the seller ask, once, in their own words; the console lists it; reversing lists the yacht again and tells the seller', async () => {
    const yacht = await withdrawn();
    const kept = await listing();
    const other = await loginAs(t.app);
    for (const [kind, id, text, who, status, message] of [
      ['new', yacht.id, 'too short', seller, 400, LISTING_SECOND_LOOK_MESSAGES.text],
      ['new', yacht.id, words, other, 404, LISTING_SECOND_LOOK_MESSAGES.notFound],
      ['new', kept.id, words, seller, 409, LISTING_SECOND_LOOK_MESSAGES.notWithdrawn],
      ['new', yacht.id, words, null, 401, null],
    ] as const) {
      const answer = await sellerAsks(kind, id, text, who);
      expect([answer.statusCode, message === null ? null : answerOf(answer).msg]).toEqual([status, message]);
    }
    expect(await entryOf(yacht, 'second-look')).toBeUndefined();

    // The seller finds it among their withdrawals with the reason; nobody else does.
    expect(await withdrawalsOf(seller)).toContainEqual({
      kind: 'new',
      id: yacht.id,
      name: `${yacht.fields.builder} ${yacht.fields.model}`,
      reason: 'We could not confirm the seller owns it.',
      withdrawn_at: like.any(String),
      second_look: null,
    });
    expect(await withdrawalsOf(other)).toEqual([]);
    expect((await formCallAs(t.app, await startVisitor(t.app), LISTING_REPORT_API.withdrawals)).statusCode).toBe(401);

    const asked = await sellerAsks('new', yacht.id, `  ${words} `);
    expect([asked.statusCode, answerOf(asked).msg]).toEqual([200, LISTING_SECOND_LOOK_MESSAGES.asked]);
    expect(answerOf(await sellerAsks('new', yacht.id, words)).msg).toBe(LISTING_SECOND_LOOK_MESSAGES.already);
    expect((await withdrawalsOf(seller)).find((item) => item.id === yacht.id)?.second_look).toEqual({
      asked_at: like.any(String),
      outcome: null,
    });
    expect(await entryOf(yacht, 'second-look')).toMatchObject({
      status: 'withdrawn',
      decision: { action: 'withdraw', second_look: { text: words, asked_at: like.any(String), outcome: null } },
    });

    const reversed = await operatorPost(LISTING_REPORT_API.secondLook('new', yacht.id), { outcome: 'reverse' });
    expect(reversed.statusCode).toBe(200);
    expect(dataOf(reversed)).toMatchObject({ status: 'listed', decision: { second_look: { outcome: 'reversed' } } });
    expect(await statusOf(yacht)).toBe('listed');
    expect(await inCatalogue(yacht)).toBe(true);
    expect(await entryOf(yacht, 'second-look')).toBeUndefined();
    expect((await lastMessage(seller))?.title).toContain('is listed again');
    expect((await latestMail(t.app, seller.user.email))?.kind).toBe('listing-second-look-reversed');
    // Answered once: nothing waits any more, and the listing is no longer among the seller's withdrawals.
    expect(await withdrawalsOf(seller)).not.toContainEqual(like.objectContaining({ id: yacht.id }));
    const again = await operatorPost(LISTING_REPORT_API.secondLook('new', yacht.id), { outcome: 'uphold', reason: 'x' });
    expect([again.statusCode, answerOf(again).msg]).toEqual([409, LISTING_DECISION_MESSAGES.noSecondLook]);
    expect((await auditOf(yacht)).map((row) => [row.actor, row.action])).toEqual([
      [moderator.user.email, 'listing.withdraw'],
      [seller.user.email, 'listing.second-look-asked'],
      [moderator.user.email, 'listing.second-look-reversed'],
    ]);
  });

  it('upholds with the reason the seller reads; the listing stays out', async () => {
    const yacht = await withdrawn();
    expect(answerOf(await sellerAsks('new', yacht.id, words)).code).toBe(ErrorCode.OK);
    const noReason = await operatorPost(LISTING_REPORT_API.secondLook('new', yacht.id), { outcome: 'uphold' });
    expect([noReason.statusCode, answerOf(noReason).msg]).toEqual([400, LISTING_DECISION_MESSAGES.reasonRequired]);
    expect(answerOf(await operatorPost(LISTING_REPORT_API.secondLook('new', yacht.id), { outcome: 'maybe' })).msg).toBe(
      LISTING_DECISION_MESSAGES.outcome,
    );
    const reason = 'The papers name another owner.';
    const upheld = await operatorPost(LISTING_REPORT_API.secondLook('new', yacht.id), { outcome: 'uphold', reason });
    expect(dataOf(upheld)).toMatchObject({ status: 'withdrawn', decision: { second_look: { outcome: 'upheld' } } });
    expect(await statusOf(yacht)).toBe('withdrawn');
    const message = await lastMessage(seller);
    expect(message?.title).toContain('stays withdrawn');
    expect(message?.body).toContain(`Why: ${reason}`);
    expect((await auditOf(yacht)).at(-1)).toMatchObject({
      action: 'listing.second-look-upheld',
      after: { status: 'withdrawn', second_look: 'upheld', reason },
    });
  });
});

describe(`the operators' guard on reported listings (${dialectUnderTest})`, () => {
  it('answers a visitor 401, a member 403, an unverified moderator 400412; an admin and a moderator may', async () => {
    const yacht = await listing();
    expect((await operatorGet(LISTING_REPORT_API.queue, null)).statusCode).toBe(401);
    expect((await decide(yacht, { action: 'keep' }, null)).statusCode).toBe(401);
    const member = await loginAs(t.app);
    expect((await operatorGet(LISTING_REPORT_API.queue, member)).statusCode).toBe(403);
    expect((await decide(yacht, { action: 'withdraw', reason: 'x' }, member)).statusCode).toBe(403);
    expect((await operatorPost(LISTING_REPORT_API.secondLook('new', yacht.id), { outcome: 'reverse' }, member)).statusCode).toBe(403);
    expect(answerOf(await operatorGet(LISTING_REPORT_API.queue, await unverifiedOperator(t.app, 'moderator'))).code).toBe(
      ErrorCode.SECOND_FACTOR_REQUIRED,
    );
    expect((await operatorGet(LISTING_REPORT_API.queue, await operatorLogin(t.app, 'admin'))).statusCode).toBe(200);
    expect((await operatorGet(LISTING_REPORT_API.queue)).statusCode).toBe(200);
    expect(await statusOf(yacht)).toBe('listed');
    const [rows] = await t.app.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.targetId, `new-${yacht.id}`));
    expect(Number(rows?.n)).toBe(0);
  });
});
