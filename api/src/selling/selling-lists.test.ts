// The seller's lists (SELL_CALLS of contracts/src/selling.ts; docs/decisions/017-selling.md) on a real database:
// applications paged and filtered, listed yachts with their followers and enquiries, the link to an approved
// application's listing, and the sell form's choices.
import { eq } from 'drizzle-orm';
import { paths } from '@yachts/contracts/paths';
import {
  SELL_CALLS,
  SELL_LIMITS,
  type MyListing,
  type MyListingDetail,
  type SellApplicationDetail,
  type SellApplicationSummary,
  type SellParameters,
} from '@yachts/contracts/selling';
import type { Page } from '@yachts/contracts/envelope';
import { newYachts, yachtEnquiries, yachtFollows } from '../db/schema';
import { PAGE_MESSAGES } from '../lib/page-request';
import { SELLING_MESSAGES } from './selling-routes';
import { fileApp } from '../testing/file-app';
import { OPERATOR_TOKEN, call, newSeller, reviewOk, sellingHelpers, stored, withoutToken } from './selling-support';
import { like } from '../testing/answers';

const t = fileApp({ OPERATOR_TOKEN, SEED: 'false' });
const { ok, createNew, createIdle } = sellingHelpers(t);

// Two used yachts listed before the tests, so the used catalogue's ids run ahead of the new one's: a used listing's id
// asked for as a new yacht is then none of the seller's new listings, and "the wrong kind" case below tests the kind.
beforeAll(async () => {
  const lister = await newSeller(t.app);
  for (const id of [await createIdle(lister), await createIdle(lister)]) await reviewOk(t.app, id, 'approved');
});

describe('the lists', () => {
  it('mysell pages newest first and filters by kind and status', async () => {
    const seller = await newSeller(t.app);
    const a = await createNew(seller);
    const b = await createIdle(seller);
    const c = await createNew(seller);
    await reviewOk(t.app, c, 'rejected', 'Too few details.');
    const first = await ok<Page<SellApplicationSummary>>(seller, SELL_CALLS.mySells, { page_size: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((item) => item.id)).toEqual([c, b]);
    const second = await ok<Page<SellApplicationSummary>>(seller, SELL_CALLS.mySells, { page: '2', pageSize: 2 });
    expect(second.items.map((item) => item.id)).toEqual([a]);
    const news = await ok<Page<SellApplicationSummary>>(seller, SELL_CALLS.mySells, { kind: 'new' });
    expect(news.items.map((item) => item.id)).toEqual([c, a]);
    const rejected = await ok<Page<SellApplicationSummary>>(seller, SELL_CALLS.mySells, { status: 'rejected' });
    expect(rejected.items).toEqual([like.objectContaining({ id: c, status: 'rejected', reason: 'Too few details.', editable: true })]);
    const idleRejected = await ok<Page<SellApplicationSummary>>(seller, SELL_CALLS.mySells, { kind: 'idle', status: 'rejected' });
    expect(idleRejected.total).toBe(0);
  });

  it('answers bad paging and filters with a sentence', async () => {
    const seller = await newSeller(t.app);
    const cases: [string, Record<string, unknown>, string][] = [
      [SELL_CALLS.mySells, { page: 0 }, PAGE_MESSAGES.page],
      [SELL_CALLS.mySells, { page: 'two' }, PAGE_MESSAGES.page],
      [SELL_CALLS.mySells, { page_size: 51 }, PAGE_MESSAGES.pageSize],
      [SELL_CALLS.mySells, { pageSize: -1 }, PAGE_MESSAGES.pageSize],
      [SELL_CALLS.mySells, { kind: 'used' }, SELLING_MESSAGES.kind],
      [SELL_CALLS.mySells, { status: 'withdrawn' }, SELLING_MESSAGES.status],
      [SELL_CALLS.mySells, { status: ['submitted'] }, SELLING_MESSAGES.status],
      [SELL_CALLS.myYachts, { page: 10001 }, PAGE_MESSAGES.page],
      [SELL_CALLS.myYachtDetail, { id: 1 }, SELLING_MESSAGES.kind],
      [SELL_CALLS.myYachtDetail, { kind: 'new' }, SELLING_MESSAGES.listingId],
      [SELL_CALLS.myYachtDetail, { kind: 'new', id: 'x' }, SELLING_MESSAGES.listingId],
      [SELL_CALLS.myYachtDetail, { kind: 'new', id: 1, page_size: 0 }, PAGE_MESSAGES.pageSize],
    ];
    for (const [url, fields, message] of cases) {
      expect({ url, fields, answer: withoutToken(await call(t.app, seller, url, fields)) }).toEqual({
        url,
        fields,
        answer: { status: 400, code: 0, msg: message, data: null },
      });
    }
  });

  it("myyacht lists the seller's listed yachts of both kinds with followers and enquiries, newest first", async () => {
    const seller = await newSeller(t.app);
    const other = await newSeller(t.app);
    const newApp = await createNew(seller, { builder: 'Sunseeker', model: 'Manhattan 68' });
    const idleApp = await createIdle(seller);
    const othersApp = await createIdle(other);
    const withdrawn = await createNew(seller);
    for (const id of [newApp, idleApp, othersApp, withdrawn]) await reviewOk(t.app, id, 'approved');
    await call(t.app, seller, SELL_CALLS.deleteNew, { id: withdrawn });
    const newListing = (await stored(t.app, newApp)).row?.listingId as number;
    const idleListing = (await stored(t.app, idleApp)).row?.listingId as number;

    const { db } = t.app.database;
    const fans = [other, await newSeller(t.app)];
    await db.insert(yachtFollows).values(fans.map((fan) => ({ userId: fan.login.user.id, yachtKind: 'idle', yachtId: idleListing })));
    await db.insert(yachtFollows).values({ userId: other.login.user.id, yachtKind: 'new', yachtId: newListing });
    const enquiry = (n: number) => ({
      yachtKind: 'idle',
      yachtId: idleListing,
      email: `buyer${n}@example.com`,
      areaCode: '44',
      mobile: `7700900${n}`,
      content: `Is she still available? (${n})`,
      sidHash: 'a'.repeat(64),
      createdAt: new Date(Date.now() - (10 - n) * 60_000),
    });
    await db.insert(yachtEnquiries).values([1, 2, 3].map(enquiry));

    const page = await ok<Page<MyListing>>(seller, SELL_CALLS.myYachts);
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      like.objectContaining({
        kind: 'idle',
        id: idleListing,
        applicationId: idleApp,
        title: 'Princess F55',
        price: 1150000,
        currency: 'GBP',
        followers: 2,
        enquiries: 3,
      }),
      like.objectContaining({
        kind: 'new',
        id: newListing,
        applicationId: newApp,
        title: 'Sunseeker Manhattan 68',
        followers: 1,
        enquiries: 0,
      }),
    ]);
    expect(page.items[1]?.url).toMatch(new RegExp(`^/yachts/${newListing}-sunseeker-manhattan-68(-\\d+)?$`));
    expect(page.items[0]?.url.startsWith(`/yachts/used/${idleListing}-princess-f55`)).toBe(true);
    expect(page.items[0]?.coverUrl).toMatch(/^\/uploads\//);
    const paged = await ok<Page<MyListing>>(seller, SELL_CALLS.myYachts, { page: 2, page_size: 1 });
    expect(paged.items.map((item) => item.id)).toEqual([newListing]);

    const detail = await ok<MyListingDetail>(seller, SELL_CALLS.myYachtDetail, { kind: 'idle', id: idleListing, page_size: 2 });
    expect(detail).toMatchObject({ id: idleListing, followers: 2, enquiries: 3, enquiriesList: { total: 3, page: 1, pageSize: 2 } });
    expect(detail.enquiriesList.items.map((item) => item.content)).toEqual(['Is she still available? (3)', 'Is she still available? (2)']);
    expect(detail.enquiriesList.items[0]).toEqual({
      id: like.any(Number),
      email: 'buyer3@example.com',
      areaCode: '44',
      mobile: '77009003',
      content: 'Is she still available? (3)',
      createdAt: like.any(String),
    });

    // Not the owner, the wrong kind, a withdrawn listing: not found alike.
    const notFound = { status: 404, code: 0, msg: SELLING_MESSAGES.listingNotFound, data: null };
    expect(withoutToken(await call(t.app, other, SELL_CALLS.myYachtDetail, { kind: 'idle', id: idleListing }))).toEqual(notFound);
    expect(withoutToken(await call(t.app, seller, SELL_CALLS.myYachtDetail, { kind: 'new', id: idleListing }))).toEqual(notFound);
    const withdrawnListing = (await stored(t.app, withdrawn)).row?.listingId as number;
    expect(withoutToken(await call(t.app, seller, SELL_CALLS.myYachtDetail, { kind: 'new', id: withdrawnListing }))).toEqual(notFound);
  });

  it('sellDetail links the listing once approved', async () => {
    const seller = await newSeller(t.app);
    const id = await createNew(seller, { builder: 'Hallberg-Rassy', model: '57' });
    await reviewOk(t.app, id, 'approved');
    const listingId = (await stored(t.app, id)).row?.listingId as number;
    const [listing] = await t.app.database.db.select({ slug: newYachts.slug }).from(newYachts).where(eq(newYachts.id, listingId));
    const detail = await ok<SellApplicationDetail>(seller, SELL_CALLS.detail, { id });
    expect(detail).toMatchObject({ status: 'approved', editable: false, listingUrl: paths.newYacht(listingId, listing?.slug as string) });
    expect(listing?.slug).toMatch(/^hallberg-rassy-57(-\d+)?$/);
  });
});

describe('idleYachtSellParameter', () => {
  it('offers the choices, the limits and the builders of both catalogues, each once, sorted', async () => {
    const seller = await newSeller(t.app);
    const a = await createNew(seller, { builder: 'Zeelander' });
    const b = await createIdle(seller, { builder: 'Zeelander' });
    const c = await createIdle(seller, { builder: 'azimut' });
    for (const id of [a, b, c]) await reviewOk(t.app, id, 'approved');
    const data = await ok<SellParameters>(seller, SELL_CALLS.idleParameters);
    expect(data.types).toContainEqual({ value: 'catamaran', label: 'Catamaran' });
    expect(data.fuels.map((fuel) => fuel.value)).toEqual(['diesel', 'petrol', 'electric', 'hybrid']);
    expect(data.hulls).toHaveLength(5);
    expect(data.conditions).toContainEqual({ value: 'project', label: 'Project boat' });
    expect(data.currencies).toEqual(['EUR', 'USD', 'GBP']);
    expect(data.limits).toEqual(SELL_LIMITS);
    expect(data.builders.filter((name) => name === 'Zeelander')).toHaveLength(1);
    expect(data.builders).toEqual(like.arrayContaining(['azimut', 'Zeelander']));
    expect(data.builders).toEqual([...data.builders].sort((x, y) => x.localeCompare(y, 'en', { sensitivity: 'base' })));
  });
});
