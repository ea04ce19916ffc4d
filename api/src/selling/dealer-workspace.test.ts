// @dialect: decision 045 asks the workspace roles on both; bulk changes lock their rows.
// The dealer workspace (decision 045) on a real database: who may do what (the page's account, a co-owner, staff, a
// stranger), the page's own fields with their rules and the public dealer page showing them at once, invitations by
// mail that a member accepts once, removals, the stock with its figures, bulk confirm and withdraw on the dealer's
// own listings only, a price change through the seller's code, and the audit record of every write.
import { and, eq, inArray, like as sqlLike } from 'drizzle-orm';
import { CATALOGUE_API, type Dealer } from '@yachts/contracts/catalogue';
import { DEALER_API, DEALER_LIMITS, DEALER_MESSAGES } from '@yachts/contracts/dealer-workspace';
import { ErrorCode } from '@yachts/contracts/envelope';
import { SELL_MESSAGES } from '@yachts/contracts/selling';
import { signBody } from '@yachts/contracts/signing';
import type { DealerBulkResult, DealerStaffMember, DealerStockPage, DealerWorkspace } from '@yachts/contracts/wire/dealer-workspace';
import type { ListingPrice } from '@yachts/contracts/wire/selling';
import {
  auditLog,
  conversations,
  dealerStaff,
  dealers,
  jobs,
  listingViews,
  newYachts,
  usedYachtPrices,
  usedYachts,
  yachtFollows,
} from '../db/schema';
import { JOB_KINDS } from '../lib/job-queue';
import { YachtFixtures, uniqueWord } from '../catalogue/catalogue-support';
import { latestMail } from '../accounts/account-support';
import { loginAs, ownUploads, startVisitor, type LoggedIn, type Visitor } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, dataOf } from '../testing/answers';
import { addDealer } from './testing/dealer-pages';

let fixtures: YachtFixtures;
const t = fileApp({ SEED: 'false' }, undefined, () => fixtures.removeAll());
let owner: LoggedIn;
let stranger: LoggedIn;
let slug: string;

const DAY_MS = 86_400_000;

function get(who: LoggedIn | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: who ? { 'access-token': who.token } : {} });
}
function post(who: LoggedIn | null, url: string, fields: Record<string, unknown>, visitor?: Visitor) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(who ? { 'access-token': who.token } : {}), ...(visitor ? { cookie: visitor.cookie } : {}) },
    payload: signBody(fields),
  });
}
/** A buyer's conversation about the used yacht `yachtId` of `sellerId`, opened `createdAt`, answered `firstReplyAt`. */
function thread(sellerId: number, yachtId: number, createdAt: Date, firstReplyAt: Date | null = null) {
  return { yachtKind: 'idle', yachtId, sellerId, buyerName: 'Ada', buyerEmail: 'ada@example.com', createdAt, firstReplyAt };
}
const workspaceOf = async (who: LoggedIn) => dataOf<DealerWorkspace>(await get(who, DEALER_API.workspace));
async function auditOf(action: string, actorUserId: number) {
  return t.app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, actorUserId)));
}

/** An invitation sent by `by` to `email`; answers the token of the link in the mail. */
async function invite(by: LoggedIn, email: string, role?: 'owner' | 'staff'): Promise<string> {
  const response = await post(by, DEALER_API.invite, { email, ...(role ? { role } : {}) });
  expect(answerOf(response)).toMatchObject({ code: ErrorCode.OK, msg: DEALER_MESSAGES.invited(email) });
  const mail = await latestMail(t.app, email);
  const token = /\/sell\/dealer\/join\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no join link in ${mail?.text ?? 'no mail'}`);
  return token;
}

/** A member who accepted an invitation of the owner (to another address than their login's). */
async function newStaff(role?: 'owner' | 'staff'): Promise<LoggedIn> {
  const member = await loginAs(t.app);
  const token = await invite(owner, `${uniqueWord('work')}@harbour.example`, role);
  expect(answerOf(await post(member, DEALER_API.accept, { token })).code).toBe(ErrorCode.OK);
  return member;
}

beforeAll(async () => {
  fixtures = new YachtFixtures(t.app);
  owner = await loginAs(t.app);
  stranger = await loginAs(t.app);
  slug = uniqueWord('harbour');
  await addDealer(t.app, owner, { slug, name: `Harbour Yachts ${slug}`, verified: true });
});

describe('who may do what', () => {
  it('answers the owner their workspace and a stranger 404 everywhere', async () => {
    const mine = await workspaceOf(owner);
    expect(mine).toMatchObject({ role: 'owner', verified: true, dealer: { slug, url: `/dealers/${slug}` } });
    expect(mine.counts).toEqual({ listed: 0, unconfirmed: 0, withdrawn: 0 });

    for (const [method, url] of [
      ['GET', DEALER_API.workspace],
      ['GET', DEALER_API.staff],
      ['GET', DEALER_API.stock],
      ['POST', DEALER_API.profile],
      ['POST', DEALER_API.invite],
      ['POST', DEALER_API.bulk],
    ] as const) {
      const response = method === 'GET' ? await get(stranger, url) : await post(stranger, url, { email: 'a@b.example' });
      expect(response.statusCode).toBe(404);
      expect(answerOf(response)).toMatchObject({ code: ErrorCode.NOT_FOUND, msg: DEALER_MESSAGES.notMember });
    }
    expect((await get(null, DEALER_API.workspace)).statusCode).toBe(401);
  });

  it('lets staff see the stock but not change the page or the staff; a co-owner may [both engines]', async () => {
    const staff = await newStaff();
    expect(await workspaceOf(staff)).toMatchObject({ role: 'staff', dealer: { slug } });
    expect((await get(staff, DEALER_API.stock)).statusCode).toBe(200);
    for (const response of [
      await get(staff, DEALER_API.staff),
      await post(staff, DEALER_API.profile, { about: 'Hijacked' }),
      await post(staff, DEALER_API.invite, { email: 'friend@example.com' }),
      await post(staff, DEALER_API.remove, { id: 1 }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(answerOf(response)).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: DEALER_MESSAGES.ownersOnly });
    }
    const [page] = await t.app.database.db.select({ about: dealers.about }).from(dealers).where(eq(dealers.userId, owner.user.id));
    expect(page?.about).not.toBe('Hijacked');

    const coOwner = await newStaff('owner');
    expect(await workspaceOf(coOwner)).toMatchObject({ role: 'owner' });
    expect((await get(coOwner, DEALER_API.staff)).statusCode).toBe(200);
  });

  it('tells owners and staff alike how quickly the dealer answers buyers, once there are enough conversations', async () => {
    const staff = await newStaff();
    expect((await workspaceOf(owner)).responseTime).toBeNull();
    // The dealer's id is its owner's account: the seller of its conversations, whoever of the staff answers. Answered
    // after 1, 3 and 30 hours: the median is 3 hours, two of three within a day.
    const boat = await fixtures.add('idle', { sellerId: owner.user.id, builder: 'Nauticat', model: '441' });
    const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const answered = (opened: number, replied: number) => thread(owner.user.id, boat.id, ago(opened), ago(replied));
    await t.app.database.db.insert(conversations).values([answered(50, 49), answered(40, 37), answered(60, 30)]);

    const mine = await workspaceOf(owner);
    expect(mine.responseTime).toMatchObject({ text: 'usually replies within 3 hours', medianMinutes: 180, threads: 3 });
    expect(mine.responseTime?.within24h).toBeCloseTo(2 / 3);
    expect((await workspaceOf(staff)).responseTime).toEqual(mine.responseTime);
  });
});

describe('the dealer page', () => {
  const valid = {
    address: '12 Quai des Yachts, 06600 Antibes',
    phone: '+33 (0)4 93-34-00-00',
    opening_hours: 'Mon-Fri 9:00-18:00\n\n  Sat 10:00-16:00  ',
    languages: ['english', 'French', 'Maltese', 'French'],
    about: 'Family-run brokerage on the Riviera since 1987.',
    website: 'harbour-yachts.example',
  };

  it('refuses each wrong field with its own message and changes nothing', async () => {
    const before = await workspaceOf(owner);
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: 'call me maybe' }, DEALER_MESSAGES.phone],
      [{ phone: '1'.repeat(25) }, DEALER_MESSAGES.phone],
      [{ address: 'x'.repeat(201) }, DEALER_MESSAGES.address],
      [{ opening_hours: 'x'.repeat(601) }, DEALER_MESSAGES.openingHours],
      [{ opening_hours: Array.from({ length: 15 }, (_, i) => `Line ${i}`).join('\n') }, DEALER_MESSAGES.openingHours],
      [{ languages: Array.from({ length: 13 }, (_, i) => `Lang${'a'.repeat(i)}`) }, DEALER_MESSAGES.languages],
      [{ languages: ['<b>English</b>'] }, DEALER_MESSAGES.language],
      [{ languages: ['L'.repeat(31)] }, DEALER_MESSAGES.language],
      [{ about: 'x'.repeat(4001) }, DEALER_MESSAGES.about],
      [{ website: 'ftp://files.example.com' }, DEALER_MESSAGES.website],
      [{ website: 'javascript:alert(1)' }, DEALER_MESSAGES.website],
      [{ logo_url: 'https://elsewhere.example/logo.png' }, DEALER_MESSAGES.logoUrl],
    ];
    for (const [fields, message] of cases) {
      const response = await post(owner, DEALER_API.profile, { ...valid, ...fields });
      expect(response.statusCode).toBe(400);
      expect(answerOf(response).msg).toBe(message);
    }
    // An upload of another browser session is refused like a foreign address.
    const someoneElse = await startVisitor(t.app);
    const [theirs] = await ownUploads(t.app, someoneElse, 1);
    const mine = await startVisitor(t.app);
    const response = await post(owner, DEALER_API.profile, { ...valid, logo_url: theirs }, mine);
    expect(answerOf(response).msg).toBe(DEALER_MESSAGES.logoUrl);
    expect(await workspaceOf(owner)).toEqual(before);
  });

  it('saves the page and the public dealer page shows it at once, audited', async () => {
    const visitor = await startVisitor(t.app);
    const [logo] = await ownUploads(t.app, visitor, 1);
    const response = await post(owner, DEALER_API.profile, { ...valid, logo_url: logo }, visitor);
    expect(answerOf(response)).toMatchObject({ code: ErrorCode.OK, msg: DEALER_MESSAGES.profileSaved });
    const expected = {
      address: valid.address,
      phone: valid.phone,
      openingHours: 'Mon-Fri 9:00-18:00\nSat 10:00-16:00',
      languages: ['English', 'French', 'Maltese'],
      about: valid.about,
      website: 'https://harbour-yachts.example',
      logoUrl: logo,
    };
    expect(dataOf<DealerWorkspace>(response).dealer).toMatchObject(expected);
    const page = dataOf<Dealer>(await get(null, CATALOGUE_API.dealer(slug)));
    expect(page).toMatchObject(expected);

    // The logo it has may be sent again from another session; an empty website clears it.
    const again = await post(owner, DEALER_API.profile, { ...valid, website: '', logo_url: logo });
    expect(dataOf<DealerWorkspace>(again).dealer).toMatchObject({ website: null, logoUrl: logo });

    const [record] = await auditOf('dealer-page.update', owner.user.id);
    expect(record).toMatchObject({ actor: owner.user.email, targetKind: 'dealer', targetId: String(owner.user.id) });
    expect(record?.after).toMatchObject({ about: valid.about });
  });
});

describe('staff and invitations', () => {
  it('invites by mail; the member accepts once; a used or replaced link is refused', async () => {
    const email = `${uniqueWord('crew')}@harbour.example`;
    const first = await invite(owner, email);
    const second = await invite(owner, email);
    expect(second).not.toBe(first);
    const [row] = await t.app.database.db.select().from(dealerStaff).where(eq(dealerStaff.email, email));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(second);

    const member = await loginAs(t.app);
    const replaced = await post(member, DEALER_API.accept, { token: first });
    expect(replaced.statusCode).toBe(404);
    expect(answerOf(replaced).msg).toBe(DEALER_MESSAGES.tokenInvalid);
    expect((await get(member, DEALER_API.workspace)).statusCode).toBe(404);

    const accepted = await post(member, DEALER_API.accept, { token: second });
    expect(answerOf(accepted)).toMatchObject({ code: ErrorCode.OK, data: { role: 'staff', dealer: { slug } } });
    const reused = await post(stranger, DEALER_API.accept, { token: second });
    expect(answerOf(reused).msg).toBe(DEALER_MESSAGES.tokenInvalid);
    expect(answerOf(await post(stranger, DEALER_API.accept, { token: 'nonsense' })).msg).toBe(DEALER_MESSAGES.tokenInvalid);

    // The owners see who accepted, with the account's own address.
    const staff = dataOf<DealerStaffMember[]>(await get(owner, DEALER_API.staff));
    expect(staff[0]).toMatchObject({ id: null, email: owner.user.email, role: 'owner', removable: false });
    expect(staff.find((one) => one.email === email)).toMatchObject({
      status: 'active',
      name: member.user.name,
      accountEmail: member.user.email,
    });
    // Inviting an address that already works there, or the page's own, is refused.
    expect(answerOf(await post(owner, DEALER_API.invite, { email })).msg).toBe(DEALER_MESSAGES.alreadyStaff);
    expect(answerOf(await post(owner, DEALER_API.invite, { email: owner.user.email })).msg).toBe(DEALER_MESSAGES.ownerAddress);
    expect(answerOf(await post(owner, DEALER_API.invite, { email: 'not an address' })).msg).toBe(DEALER_MESSAGES.email);

    expect(await auditOf('dealer-staff.invite', owner.user.id)).not.toHaveLength(0);
    expect(await auditOf('dealer-staff.accept', member.user.id)).toHaveLength(1);
  });

  it('removes staff (who then lose the workspace) but never the page’s account', async () => {
    const member = await newStaff();
    const staff = dataOf<DealerStaffMember[]>(await get(owner, DEALER_API.staff));
    const row = staff.find((one) => one.name === member.user.name);
    expect(answerOf(await post(owner, DEALER_API.remove, { id: row?.id })).msg).toBe(DEALER_MESSAGES.removed);
    expect((await get(member, DEALER_API.workspace)).statusCode).toBe(404);
    expect(answerOf(await post(owner, DEALER_API.remove, { id: row?.id })).msg).toBe(DEALER_MESSAGES.staffMissing);
    expect(answerOf(await post(owner, DEALER_API.remove, { id: null })).msg).toBe(DEALER_MESSAGES.ownerAccount);
    const [record] = await auditOf('dealer-staff.remove', owner.user.id);
    expect(record).toMatchObject({ targetKind: 'dealer-staff', targetId: String(row?.id), after: null });
  });

  it(`keeps at most ${DEALER_LIMITS.staffMax} staff and invitations`, async () => {
    const small = await loginAs(t.app);
    const smallSlug = uniqueWord('small');
    await addDealer(t.app, small, { slug: smallSlug, name: `Small ${smallSlug}`, category: 'broker' });
    await t.app.database.db.insert(dealerStaff).values(
      Array.from({ length: DEALER_LIMITS.staffMax }, (_, i) => ({
        dealerId: small.user.id,
        email: `crew${i}@small.example`,
        tokenHash: null,
      })),
    );
    const response = await post(small, DEALER_API.invite, { email: 'one-more@small.example' });
    expect(response.statusCode).toBe(409);
    expect(answerOf(response).msg).toBe(DEALER_MESSAGES.staffFull);
  });
});

describe('the stock', () => {
  it('lists every listing of the dealer with its figures, by status and words', async () => {
    const dealer = await loginAs(t.app);
    const dealerSlug = uniqueWord('stock');
    await addDealer(t.app, dealer, { slug: dealerSlug, name: `Stock ${dealerSlug}` });
    const sloop = await fixtures.add('idle', {
      sellerId: dealer.user.id,
      builder: 'Hallberg-Rassy',
      model: '44',
      createdAt: new Date(Date.now() - 2000),
    });
    const cat = await fixtures.add('new', {
      sellerId: dealer.user.id,
      builder: 'Lagoon',
      model: '46',
      createdAt: new Date(Date.now() - 1000),
    });
    const gone = await fixtures.add('new', {
      sellerId: dealer.user.id,
      builder: 'Jeanneau',
      model: 'Sun Odyssey 410',
      status: 'withdrawn',
    });
    await fixtures.add('new', { sellerId: stranger.user.id, builder: 'Lagoon', model: '55' });

    const { db } = t.app.database;
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
    await db.insert(listingViews).values([
      { yachtKind: 'idle', yachtId: sloop.id, day: day(0), sidHash: 'a'.repeat(64) },
      { yachtKind: 'idle', yachtId: sloop.id, day: day(0), sidHash: 'b'.repeat(64) },
      { yachtKind: 'idle', yachtId: sloop.id, day: day(29), sidHash: 'a'.repeat(64) },
      { yachtKind: 'idle', yachtId: sloop.id, day: day(31), sidHash: 'a'.repeat(64) },
      { yachtKind: 'new', yachtId: cat.id, day: day(1), sidHash: 'c'.repeat(64) },
    ]);
    await db.insert(yachtFollows).values([
      { userId: owner.user.id, yachtKind: 'idle', yachtId: sloop.id },
      { userId: stranger.user.id, yachtKind: 'idle', yachtId: sloop.id },
      { userId: stranger.user.id, yachtKind: 'new', yachtId: cat.id },
    ]);
    const opened = (at: Date) => thread(dealer.user.id, sloop.id, at);
    await db.insert(conversations).values([opened(new Date()), opened(new Date(Date.now() - 45 * DAY_MS))]);

    const page = dataOf<DealerStockPage>(await get(dealer, DEALER_API.stock));
    expect(page.total).toBe(3);
    expect(page.counts).toEqual({ listed: 2, unconfirmed: 0, withdrawn: 1 });
    expect(page.items.map((item) => [item.kind, item.id])).toEqual([
      ['new', gone.id],
      ['new', cat.id],
      ['idle', sloop.id],
    ]);
    expect(page.items[2]).toMatchObject({
      title: 'Hallberg-Rassy 44',
      status: 'listed',
      price: sloop.fields.price,
      currency: 'EUR',
      views30: 3,
      followers: 2,
      conversations: 2,
      conversations30: 1,
    });
    expect(page.items[1]).toMatchObject({ views30: 1, followers: 1, conversations: 0 });

    const withdrawn = dataOf<DealerStockPage>(await get(dealer, `${DEALER_API.stock}?status=withdrawn`));
    expect(withdrawn.items.map((item) => item.id)).toEqual([gone.id]);
    const lagoon = dataOf<DealerStockPage>(await get(dealer, `${DEALER_API.stock}?q=lagoon`));
    expect(lagoon.items.map((item) => item.id)).toEqual([cat.id]);
    expect(dataOf<DealerStockPage>(await get(dealer, `${DEALER_API.stock}?q=50%25`)).total).toBe(0);
    expect((await get(dealer, `${DEALER_API.stock}?status=sold`)).statusCode).toBe(400);
  });

  it('confirms and withdraws in bulk only the dealer’s own listings, audited, staff included [both engines]', async () => {
    const staff = await newStaff();
    const old = new Date(Date.now() - 61 * DAY_MS);
    const stale = await fixtures.add('new', { sellerId: owner.user.id, builder: 'Beneteau', model: 'Oceanis 51.1' });
    const fresh = await fixtures.add('idle', { sellerId: owner.user.id, builder: 'Amel', model: '50' });
    const theirs = await fixtures.add('idle', { sellerId: stranger.user.id, builder: 'Amel', model: '60' });
    const { db } = t.app.database;
    await db.update(newYachts).set({ status: 'unconfirmed', confirmedAt: old }).where(eq(newYachts.id, stale.id));

    const items = [
      { kind: 'new', id: stale.id },
      { kind: 'idle', id: fresh.id },
      { kind: 'idle', id: theirs.id },
      { kind: 'idle', id: fresh.id },
    ];
    const confirmed = await post(staff, DEALER_API.bulk, { action: 'confirm', items });
    expect(dataOf<DealerBulkResult>(confirmed)).toEqual({ action: 'confirm', changed: 2, refused: 2 });
    expect(answerOf(confirmed).msg).toBe(DEALER_MESSAGES.bulkDone('confirm', 2, 2));
    const [back] = await db.select().from(newYachts).where(eq(newYachts.id, stale.id));
    expect(back?.status).toBe('listed');
    expect(back!.confirmedAt.getTime()).toBeGreaterThan(old.getTime());

    const withdrawn = await post(owner, DEALER_API.bulk, { action: 'withdraw', items: items.slice(1, 3) });
    expect(dataOf<DealerBulkResult>(withdrawn)).toEqual({ action: 'withdraw', changed: 1, refused: 1 });
    const rows = await db
      .select({ id: usedYachts.id, status: usedYachts.status })
      .from(usedYachts)
      .where(inArray(usedYachts.id, [fresh.id, theirs.id]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [fresh.id]: 'withdrawn', [theirs.id]: 'listed' });
    // Withdrawn already: refused the second time.
    expect(dataOf<DealerBulkResult>(await post(owner, DEALER_API.bulk, { action: 'withdraw', items: items.slice(1, 2) })).changed).toBe(0);

    expect((await auditOf('dealer-stock.confirm', staff.user.id)).map((row) => row.targetId).sort()).toEqual(
      [String(stale.id), String(fresh.id)].sort(),
    );
    const [record] = await auditOf('dealer-stock.withdraw', owner.user.id);
    expect(record).toMatchObject({
      actor: owner.user.email,
      targetKind: 'idle-yacht',
      targetId: String(fresh.id),
      after: { status: 'withdrawn' },
    });

    for (const [body, message] of [
      [{ action: 'sell', items }, DEALER_MESSAGES.bulkAction],
      [{ action: 'confirm', items: [] }, DEALER_MESSAGES.bulkItems],
      [{ action: 'confirm', items: Array.from({ length: 101 }, () => items[0]) }, DEALER_MESSAGES.bulkItems],
      [{ action: 'confirm', items: [{ kind: 'used', id: 1 }] }, DEALER_MESSAGES.bulkItem],
    ] as const) {
      const response = await post(owner, DEALER_API.bulk, body);
      expect(response.statusCode).toBe(400);
      expect(answerOf(response).msg).toBe(message);
    }
  });

  it('changes a price through the seller’s code: the history, the followers’ alert, the audit', async () => {
    const staff = await newStaff();
    const boat = await fixtures.add('idle', { sellerId: owner.user.id, builder: 'Oyster', model: '565', price: 1_200_000 });
    const theirs = await fixtures.add('idle', { sellerId: stranger.user.id, builder: 'Oyster', model: '625' });
    const response = await post(staff, DEALER_API.reprice, { kind: 'idle', id: boat.id, price: 1_100_000 });
    expect(dataOf<ListingPrice>(response)).toMatchObject({ price: 1_100_000, previousPrice: 1_200_000, currency: 'EUR' });
    const { db } = t.app.database;
    expect(await db.select().from(usedYachtPrices).where(eq(usedYachtPrices.yachtId, boat.id))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(jobs)
        .where(sqlLike(jobs.key, `${JOB_KINDS.priceChanged}:idle:${boat.id}:%`)),
    ).toHaveLength(1);
    expect(await auditOf('dealer-stock.price', staff.user.id)).toMatchObject([
      { targetKind: 'idle-yacht', targetId: String(boat.id), before: { price: 1_200_000 }, after: { price: 1_100_000 } },
    ]);

    expect(answerOf(await post(staff, DEALER_API.reprice, { kind: 'idle', id: boat.id, price: 1_100_000 })).msg).toBe(
      SELL_MESSAGES.priceUnchanged,
    );
    const foreign = await post(staff, DEALER_API.reprice, { kind: 'idle', id: theirs.id, price: 100_000 });
    expect(foreign.statusCode).toBe(404);
    expect(answerOf(foreign).msg).toBe(DEALER_MESSAGES.listingNotFound);
    expect(answerOf(await post(staff, DEALER_API.reprice, { kind: 'idle', id: boat.id, price: 1 })).msg).toBe(SELL_MESSAGES.price);
  });
});
