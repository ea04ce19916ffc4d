// @dialect: the job queue.
// Fresh listings (decision 029) on a real database: the hourly sweep mails the seller of a listing unconfirmed for 30
// days once (two signed links, no login), takes one unconfirmed for 60 days out of the lists and search (kept, the
// seller told), and the seller brings it back by link or from their listings; the withdraw link withdraws it with its
// application; bad, expired and wrong-action tokens change nothing; the demo's own sellers stay current.
import { and, eq } from 'drizzle-orm';
import { CATALOGUE_API, LISTING_LINK_MESSAGES, LISTING_LINKS_API } from '@yachts/contracts/catalogue';
import { SELL_CALLS, SELL_MESSAGES, type MyListing } from '@yachts/contracts/selling';
import { newYachts, sellApplications, usedYachts } from '../db/schema';
import { confirmSeedListings, sellerIdsOf } from '../catalogue/seed/catalogue-seed';
import { readOutbox, type OutboxEntry } from '../platform/mail-outbox';
import { dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { listingLinkKey, listingLinkToken } from './listing-link-token';
import { OPERATOR_TOKEN, call, idleSellForm, newSeller, ownPhotos, reviewOk, type Seller } from './selling-support';
import { answerOf, bodyOf, dataOf, idOf } from '../testing/answers';

const SECRET = 'a-secret-for-freshness-tests-0123456789abcdef';
const t = fileApp({ OPERATOR_TOKEN, APP_SECRET: SECRET });

const DAY = 86_400_000;
const key = () => listingLinkKey(SECRET);

async function listUsed(seller: Seller, model: string): Promise<{ id: number; applicationId: number }> {
  const photos = await ownPhotos(t.app, seller, 1);
  const created = await call(t.app, seller, SELL_CALLS.createIdle, idleSellForm(photos, { model }));
  const applicationId = idOf(created);
  const approved = await reviewOk(t.app, applicationId, 'approved');
  return { id: Number(/\/(\d+)-/.exec(approved.listingUrl ?? '')?.[1]), applicationId };
}

async function confirmedDaysAgo(id: number, days: number) {
  await t.app.database.db
    .update(usedYachts)
    .set({ confirmedAt: new Date(Date.now() - days * DAY) })
    .where(eq(usedYachts.id, id));
}

async function mailsOf(seller: Seller, kind: string): Promise<OutboxEntry[]> {
  return (await readOutbox(t.config.mailOutboxDir, { limit: 200, to: seller.login.user.email })).filter((mail) => mail.kind === kind);
}

const linkIn = (mail: OutboxEntry, page: 'confirm' | 'withdraw') => {
  const match = new RegExp(`/sell/listings/${page}\\?token=([^\\s]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${page} link in ${mail.text}`);
  return decodeURIComponent(match[1]);
};

const post = (url: string, token: string) => t.app.inject({ method: 'POST', url: `${url}?token=${encodeURIComponent(token)}` });
const inList = async (id: number) =>
  dataOf<{ items: { id: number }[] }>(await t.app.inject({ url: `${CATALOGUE_API.list('idle')}?pageSize=60&q=Freshness` })).items.some(
    (yacht) => yacht.id === id,
  );

describe(`fresh listings (${dialectUnderTest})`, () => {
  it('asks the seller once after 30 days, and a confirmation starts the clock again [both engines]', async () => {
    const seller = await newSeller(t.app, 'Fern Seller');
    const { id } = await listUsed(seller, 'Freshness Thirty');
    await t.app.jobs.runDue();
    expect(await mailsOf(seller, 'listing-confirm')).toEqual([]);

    await confirmedDaysAgo(id, 31);
    await t.app.jobs.runDue(new Date(Date.now() + 3600_000));
    await t.app.jobs.runDue(new Date(Date.now() + 2 * 3600_000));
    const [mail, ...more] = await mailsOf(seller, 'listing-confirm');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Is your Princess Freshness Thirty still for sale?');
    expect(mail?.text).toContain('Hello Fern Seller,');
    expect(await inList(id)).toBe(true);

    const asked = Date.now();
    const confirmed = await post(LISTING_LINKS_API.confirm, linkIn(mail!, 'confirm'));
    expect(dataOf(confirmed)).toMatchObject({
      status: 'listed',
      message: LISTING_LINK_MESSAGES.confirmed('Princess Freshness Thirty'),
    });
    const [row] = await t.app.database.db.select().from(usedYachts).where(eq(usedYachts.id, id));
    // Confirmed by that answer: at a time between the question and now.
    expect(row!.confirmedAt.getTime()).toBeGreaterThanOrEqual(asked - 1000);
    expect(row!.confirmedAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row!.remindedAt).toBeNull();

    // Thirty days after this confirmation: a new question.
    await confirmedDaysAgo(id, 31);
    await t.app.jobs.runDue(new Date(Date.now() + 3 * 3600_000));
    expect(await mailsOf(seller, 'listing-confirm')).toHaveLength(2);
  });

  it('takes a listing unconfirmed for 60 days out of the catalogue, kept, and the seller brings it back [both engines]', async () => {
    const seller = await newSeller(t.app);
    const other = await newSeller(t.app);
    const { id } = await listUsed(seller, 'Freshness Sixty');
    await confirmedDaysAgo(id, 61);
    await t.app.jobs.runDue(new Date(Date.now() + 4 * 3600_000));
    await t.app.jobs.runDue(new Date(Date.now() + 5 * 3600_000));

    expect(await inList(id)).toBe(false);
    expect((await t.app.inject({ url: CATALOGUE_API.detail('idle', id) })).statusCode).toBe(404);
    const [notice] = await mailsOf(seller, 'listing-unlisted');
    expect(notice?.subject).toBe('Your Princess Freshness Sixty has left the catalogue');
    const mine = dataOf<{ items: MyListing[] }>(await call(t.app, seller, SELL_CALLS.myYachts, {})).items;
    expect(mine.find((listing) => listing.id === id)).toMatchObject({ status: 'unconfirmed' });

    const refused = await call(t.app, other, SELL_CALLS.confirmListing, { kind: 'idle', id });
    expect([refused.statusCode, answerOf(refused).msg]).toEqual([404, SELL_MESSAGES.listingNotFound]);
    const back = await call(t.app, seller, SELL_CALLS.confirmListing, { kind: 'idle', id });
    expect(bodyOf(back)).toMatchObject({
      code: 1,
      msg: LISTING_LINK_MESSAGES.relisted('Princess Freshness Sixty'),
      data: { id, status: 'listed' },
    });
    expect(await inList(id)).toBe(true);
    expect((await t.app.inject({ url: CATALOGUE_API.detail('idle', id) })).statusCode).toBe(200);
  });

  it('withdraws a listing and its application from the withdraw link, once', async () => {
    const seller = await newSeller(t.app);
    const { id, applicationId } = await listUsed(seller, 'Freshness Withdraw');
    const token = listingLinkToken(key(), { action: 'withdraw', kind: 'idle', id });
    const preview = await t.app.inject({ url: `${LISTING_LINKS_API.preview}?token=${encodeURIComponent(token)}` });
    expect(dataOf(preview)).toEqual({ action: 'withdraw', name: 'Princess Freshness Withdraw', status: 'listed' });

    const withdrawn = await post(LISTING_LINKS_API.withdraw, token);
    expect(dataOf(withdrawn)).toMatchObject({
      status: 'withdrawn',
      message: LISTING_LINK_MESSAGES.withdrawn('Princess Freshness Withdraw'),
    });
    expect(await inList(id)).toBe(false);
    const [application] = await t.app.database.db.select().from(sellApplications).where(eq(sellApplications.id, applicationId));
    expect(application?.status).toBe('withdrawn');
    const again = await post(LISTING_LINKS_API.withdraw, token);
    expect([again.statusCode, answerOf(again).msg]).toEqual([409, LISTING_LINK_MESSAGES.gone]);
    const confirmAfter = await post(LISTING_LINKS_API.confirm, listingLinkToken(key(), { action: 'confirm', kind: 'idle', id }));
    expect([confirmAfter.statusCode, answerOf(confirmAfter).msg]).toEqual([409, LISTING_LINK_MESSAGES.gone]);
  });

  it('refuses forged, expired and wrong-action tokens and changes nothing', async () => {
    const seller = await newSeller(t.app);
    const { id } = await listUsed(seller, 'Freshness Forged');
    const confirm = listingLinkToken(key(), { action: 'confirm', kind: 'idle', id });
    const cases: [string, string, string][] = [
      [LISTING_LINKS_API.withdraw, confirm, LISTING_LINK_MESSAGES.invalid],
      [LISTING_LINKS_API.withdraw, confirm.replace(/^c-/, 'w-'), LISTING_LINK_MESSAGES.invalid],
      [
        LISTING_LINKS_API.confirm,
        listingLinkToken(listingLinkKey('another-secret-another-secret-0123456789'), { action: 'confirm', kind: 'idle', id }),
        LISTING_LINK_MESSAGES.invalid,
      ],
      [
        LISTING_LINKS_API.confirm,
        listingLinkToken(key(), { action: 'confirm', kind: 'idle', id }, new Date(Date.now() - 31 * DAY)),
        LISTING_LINK_MESSAGES.expired,
      ],
      [LISTING_LINKS_API.confirm, 'nonsense', LISTING_LINK_MESSAGES.invalid],
    ];
    for (const [url, token, message] of cases) {
      const response = await post(url, token);
      expect({ url, status: response.statusCode, msg: answerOf(response).msg }).toEqual({ url, status: 400, msg: message });
    }
    expect(answerOf(await t.app.inject({ method: 'POST', url: LISTING_LINKS_API.withdraw })).msg).toBe(LISTING_LINK_MESSAGES.invalid);
    expect(await inList(id)).toBe(true);
  });

  it('keeps the demo sellers’ listings current at every start, and leaves listings without a seller to no one', async () => {
    const sellers = [...(await sellerIdsOf(t.app.database.db)).values()];
    const [seeded] = await t.app.database.db.select().from(newYachts).where(eq(newYachts.sellerId, sellers[0]!)).limit(1);
    await t.app.database.db
      .update(newYachts)
      .set({ status: 'unconfirmed', confirmedAt: new Date(Date.now() - 70 * DAY) })
      .where(eq(newYachts.id, seeded!.id));
    await confirmSeedListings(t.app.database.db);
    const [after] = await t.app.database.db.select().from(newYachts).where(eq(newYachts.id, seeded!.id));
    expect(after?.status).toBe('listed');
    expect(Date.now() - after!.confirmedAt.getTime()).toBeLessThan(21 * DAY);

    const [orphan] = await t.app.database.db
      .update(newYachts)
      .set({ sellerId: null, confirmedAt: new Date(Date.now() - 90 * DAY) })
      .where(and(eq(newYachts.sellerId, sellers[1]!)))
      .returning({ id: newYachts.id });
    await t.app.jobs.runDue(new Date(Date.now() + 6 * 3600_000));
    const [still] = await t.app.database.db.select({ status: newYachts.status }).from(newYachts).where(eq(newYachts.id, orphan!.id));
    expect(still?.status).toBe('listed');
  });
});
