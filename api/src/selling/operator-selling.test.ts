// @dialect: three reviews of one application at once.
// Operator review of sell applications and entries (OPERATOR_SELL_API; docs/decisions/017-selling.md) on a real
// database: the credential, the whole lifecycle from application to catalogue and back out, the allowed steps,
// one listing per application however often it is approved, and what the applicant is told.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { CATALOGUE_API, toEur, type YachtListPage } from '@yachts/contracts/catalogue';
import { paths } from '@yachts/contracts/paths';
import {
  OPERATOR_SELL_API,
  SELL_CALLS,
  SELL_MESSAGES,
  type EntryApplication,
  type MyListing,
  type SellApplicationDetail,
  type SellApplicationSummary,
} from '@yachts/contracts/selling';
import type { Page } from '@yachts/contracts/envelope';
import { auditLog, newYachts, sellApplications, sentMails, usedYachtPrices, usedYachts, userMessages } from '../db/schema';
import { OPERATOR_MESSAGES } from '@yachts/contracts/operators';
import { OPERATOR_SELLING_MESSAGES } from '@yachts/contracts/selling';
import { buildTestApp } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { latestMail } from '../accounts/account-support';
import {
  OPERATOR_TOKEN,
  call,
  idleSellForm,
  newSeller,
  operatorCall,
  ownPhotos,
  review,
  reviewOk,
  sellForm,
  stored,
  withoutToken,
  type Seller,
} from './selling-support';
import { answerOf, bodyOf, dataOf, idOf, like, okData } from '../testing/answers';
import { apiReference, jsonBodyOf, operationOf } from '../testing/openapi';

const t = fileApp({ OPERATOR_TOKEN, SEED: 'false' });

async function ok<T>(who: Seller, url: string, fields: Record<string, unknown> = {}): Promise<T> {
  return okData<T>(await call(t.app, who, url, fields), url);
}

async function apply(seller: Seller, kind: 'new' | 'idle', overrides: Record<string, unknown> = {}): Promise<number> {
  const photos = await ownPhotos(t.app, seller, 3);
  const url = kind === 'new' ? SELL_CALLS.createNew : SELL_CALLS.createIdle;
  const form = kind === 'new' ? sellForm(photos, overrides) : idleSellForm(photos, overrides);
  return (await ok<{ id: number }>(seller, url, form)).id;
}

async function inbox(seller: Seller) {
  return t.app.database.db.select().from(userMessages).where(eq(userMessages.userId, seller.login.user.id)).orderBy(desc(userMessages.id));
}

async function mailsTo(seller: Seller) {
  return t.app.database.db.select().from(sentMails).where(eq(sentMails.to, seller.login.user.email)).orderBy(desc(sentMails.id));
}

/** The catalogue as a visitor sees it: the listing's detail and whether the newest-first list holds it. */
async function inCatalogue(kind: 'new' | 'idle', id: number) {
  const detail = await t.app.inject({ method: 'GET', url: CATALOGUE_API.detail(kind, id) });
  const list = await t.app.inject({ method: 'GET', url: `${CATALOGUE_API.list(kind)}?sort=newest&pageSize=60` });
  expect(list.statusCode).toBe(200);
  const listed = dataOf<YachtListPage>(list).items.some((item) => item.id === id);
  return { detail: detail.statusCode, listed };
}

const ROUTES: ['GET' | 'POST', string, object | undefined][] = [
  ['GET', OPERATOR_SELL_API.applications, undefined],
  ['POST', OPERATOR_SELL_API.review(1), { status: 'under_review' }],
  ['GET', OPERATOR_SELL_API.entries, undefined],
  ['POST', OPERATOR_SELL_API.reviewEntry(1), { status: 'approved' }],
];

describe('the operator credential', () => {
  it('refuses a missing or wrong credential with 401 on every route, and changes nothing', async () => {
    const seller = await newSeller(t.app);
    const id = await apply(seller, 'new');
    const routes: typeof ROUTES = [...ROUTES, ['POST', OPERATOR_SELL_API.review(id), { status: 'approved' }]];
    for (const [method, url, body] of routes) {
      for (const token of [null, 'wrong', `${OPERATOR_TOKEN}x`, '']) {
        const response = await operatorCall(t.app, method, url, body, token);
        expect({ url, token, status: response.statusCode, body: bodyOf(response) }).toEqual({
          url,
          token,
          status: 401,
          body: { code: 400401, msg: OPERATOR_MESSAGES.credentialsRequired, data: null },
        });
      }
    }
    // A member's login is not an operator credential either.
    const asMember = await t.app.inject({
      method: 'POST',
      url: OPERATOR_SELL_API.review(id),
      headers: { 'access-token': seller.login.token, authorization: `Bearer ${seller.login.token}` },
      payload: { status: 'approved' },
    });
    expect(asMember.statusCode).toBe(401);
    expect((await stored(t.app, id)).row?.status).toBe('submitted');
  });

  it('without a configured automation token, refuses any bearer token (operator accounts are the way in: decision 032)', async () => {
    const plain = await buildTestApp({ SEED: 'false' });
    try {
      for (const [method, url, body] of ROUTES) {
        const response = await operatorCall(plain.app, method, url, body, '');
        expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
      }
    } finally {
      await plain.close();
    }
  });
});

describe('the lifecycle of an application', () => {
  it.each([
    ['new', 'new'],
    ['used', 'idle'],
  ] as const)(
    'a %s yacht: submitted -> under review -> rejected -> edited -> approved and listed -> withdrawn and gone',
    async (_word, kind) => {
      const seller = await newSeller(t.app, `Grace Hopper ${kind}`);
      const id = await apply(seller, kind, { builder: 'Hallberg-Rassy', model: '44', price: 800000, currency: 'USD' });
      const detailOf = () => ok<SellApplicationDetail>(seller, SELL_CALLS.detail, { id });

      const reviewing = await reviewOk(t.app, id, 'under_review');
      expect(reviewing).toMatchObject({ id, status: 'under_review', editable: false, listingUrl: null });
      expect((await inbox(seller))[0]).toMatchObject({ type: 'system', link: paths.sellApplication(id) });
      expect((await inbox(seller))[0]?.title).toContain('under review');

      const reason = 'The photos show the interior only; please add one of the yacht afloat.';
      const rejected = await reviewOk(t.app, id, 'rejected', `  ${reason}  `);
      expect(rejected).toMatchObject({ status: 'rejected', reason, editable: true });
      const [rejection] = await inbox(seller);
      expect(rejection).toMatchObject({ type: 'system', link: paths.sellApplication(id) });
      expect(rejection?.body).toContain(reason);
      const mail = await latestMail(t.app, seller.login.user.email);
      expect(mail).toMatchObject({ kind: 'sell-rejected' });
      expect(mail?.text).toContain(reason);
      expect(mail?.text).toContain(paths.sellApplication(id));

      const photos = await ownPhotos(t.app, seller, 2);
      const form = kind === 'new' ? sellForm(photos) : idleSellForm(photos);
      const editUrl = kind === 'new' ? SELL_CALLS.editNew : SELL_CALLS.editIdle;
      Object.assign(form, { builder: 'Hallberg-Rassy', model: '44', price: 800000, currency: 'USD', id });
      expect(answerOf(await call(t.app, seller, editUrl, form)).code).toBe(1);
      expect(await detailOf()).toMatchObject({ status: 'submitted', reason: null });

      const approved = await reviewOk(t.app, id, 'approved');
      const { row } = await stored(t.app, id);
      const listingId = row?.listingId as number;
      expect(listingId).toEqual(like.any(Number));
      const table = kind === 'new' ? newYachts : usedYachts;
      const [listing] = await t.app.database.db.select().from(table).where(eq(table.id, listingId));
      expect(listing).toMatchObject({
        builder: 'Hallberg-Rassy',
        model: '44',
        currency: 'USD',
        priceEur: toEur(800000, 'USD'),
        sellerId: seller.login.user.id,
        photos,
        status: 'listed',
        country: kind === 'new' ? 'FR' : 'ES',
      });
      expect(listing?.slug).toMatch(/^hallberg-rassy-44(-\d+)?$/);
      const url = kind === 'new' ? paths.newYacht(listingId, listing?.slug as string) : paths.usedYacht(listingId, listing?.slug as string);
      expect(approved).toMatchObject({ status: 'approved', listingUrl: url });
      expect(await detailOf()).toMatchObject({ status: 'approved', listingUrl: url, editable: false });
      expect(listing).toMatchObject(
        kind === 'new' ? { basePrice: 800000, imageUrl: photos[0] } : { price: 800000, condition: 'excellent', engineHours: 640 },
      );
      // A used listing's price history starts at its asking price; a new yacht has a base price and no history.
      const prices =
        kind === 'new' ? [] : await t.app.database.db.select().from(usedYachtPrices).where(eq(usedYachtPrices.yachtId, listingId));
      expect(prices).toEqual(kind === 'new' ? [] : [like.objectContaining({ price: 800000, currency: 'USD' })]);
      const [approval] = await inbox(seller);
      expect(approval).toMatchObject({ type: 'system', link: url });
      expect(await latestMail(t.app, seller.login.user.email)).toMatchObject({ kind: 'sell-approved' });
      expect((await ok<Page<MyListing>>(seller, SELL_CALLS.myYachts)).items).toEqual([
        like.objectContaining({ kind, id: listingId, applicationId: id, url }),
      ]);
      expect(await inCatalogue(kind, listingId)).toEqual({ detail: 200, listed: true });

      // Each decision is in the audit log with who made it (here the automation token) and the status before and after.
      const audit = await t.app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetKind, 'sell-application'), eq(auditLog.targetId, String(id))))
        .orderBy(asc(auditLog.id));
      expect(audit.map((entry) => [entry.actor, entry.action, entry.before, entry.after])).toEqual([
        ['automation', 'sell-application.review', { status: 'submitted' }, { status: 'under_review', listing_id: null }],
        ['automation', 'sell-application.review', { status: 'under_review' }, { status: 'rejected', reason }],
        ['automation', 'sell-application.review', { status: 'submitted' }, { status: 'approved', listing_id: listingId }],
      ]);

      const steps = (await detailOf()).progress.map((step) => [step.status, step.note]);
      expect(steps).toEqual([
        ['submitted', null],
        ['under_review', null],
        ['rejected', reason],
        ['edited', null],
        ['approved', null],
      ]);

      const deleteUrl = kind === 'new' ? SELL_CALLS.deleteNew : SELL_CALLS.deleteIdle;
      expect(answerOf(await call(t.app, seller, deleteUrl, { id })).code).toBe(1);
      expect(await inCatalogue(kind, listingId)).toEqual({ detail: 404, listed: false });
      expect((await ok<Page<MyListing>>(seller, SELL_CALLS.myYachts)).total).toBe(0);
      expect((await ok<Page<SellApplicationSummary>>(seller, SELL_CALLS.mySells)).total).toBe(0);
      expect((await stored(t.app, id)).events.map((event) => event.status)).toEqual([
        'submitted',
        'under_review',
        'rejected',
        'edited',
        'approved',
        'withdrawn',
      ]);
    },
  );
});

describe('review steps', () => {
  it('refuses steps the status does not allow with 409, and changes nothing', async () => {
    const seller = await newSeller(t.app);
    const submitted = await apply(seller, 'new');
    const reviewing = await apply(seller, 'new');
    const approved = await apply(seller, 'idle');
    const rejected = await apply(seller, 'idle');
    await reviewOk(t.app, reviewing, 'under_review');
    await reviewOk(t.app, approved, 'approved');
    await reviewOk(t.app, rejected, 'rejected', 'Wrong yacht.');
    const cases: [number, string, string][] = [
      [reviewing, 'under_review', OPERATOR_SELLING_MESSAGES.refused('under review', 'put under review')],
      [approved, 'under_review', OPERATOR_SELLING_MESSAGES.refused('approved and listed', 'put under review')],
      [approved, 'approved', OPERATOR_SELLING_MESSAGES.refused('approved and listed', 'approved')],
      [approved, 'rejected', OPERATOR_SELLING_MESSAGES.refused('approved and listed', 'rejected')],
      // A rejected application comes back only when the seller edits it.
      [rejected, 'approved', OPERATOR_SELLING_MESSAGES.refused('rejected', 'approved')],
      [rejected, 'under_review', OPERATOR_SELLING_MESSAGES.refused('rejected', 'put under review')],
    ];
    const before = await Promise.all([submitted, reviewing, approved, rejected].map((id) => stored(t.app, id)));
    const messagesBefore = (await inbox(seller)).length;
    for (const [id, status, msg] of cases) {
      const response = await review(t.app, id, status, 'A reason.');
      expect({ id, status, code: response.statusCode, body: bodyOf(response) }).toEqual({
        id,
        status,
        code: 409,
        body: { code: 400100, msg, data: null },
      });
    }
    expect(await Promise.all([submitted, reviewing, approved, rejected].map((id) => stored(t.app, id)))).toEqual(before);
    expect((await inbox(seller)).length).toBe(messagesBefore);
    // submitted -> approved directly is allowed.
    expect((await reviewOk(t.app, submitted, 'approved')).status).toBe('approved');
  });

  it('refuses a withdrawn application, a missing id and bad bodies without a 500', async () => {
    const seller = await newSeller(t.app);
    const id = await apply(seller, 'new');
    await call(t.app, seller, SELL_CALLS.deleteNew, { id });
    expect(withoutToken(await review(t.app, id, 'approved'))).toEqual({
      status: 409,
      code: 400100,
      msg: OPERATOR_SELLING_MESSAGES.withdrawn,
      data: null,
    });

    for (const missing of [2147483647, '2147483648', '99999999999', 'abc', '0', '-1', '1.5']) {
      const response = await review(t.app, missing, 'approved');
      expect({ missing, status: response.statusCode, body: bodyOf(response) }).toEqual({
        missing,
        status: 404,
        body: { code: 400404, msg: OPERATOR_SELLING_MESSAGES.applicationNotFound, data: null },
      });
    }

    const fresh = await apply(seller, 'idle');
    const bodies: unknown[] = [
      {},
      { status: 'listed' },
      { status: 'approved', extra: 1 },
      { status: 42 },
      { status: 'rejected', reason: 'x'.repeat(1001) },
      [],
    ];
    for (const body of bodies) {
      const response = await operatorCall(t.app, 'POST', OPERATOR_SELL_API.review(fresh), body as object);
      expect({ body, status: response.statusCode, code: answerOf(response).code }).toEqual({ body, status: 400, code: 400100 });
    }
    for (const reason of [undefined, '', '   ']) {
      const response = await review(t.app, fresh, 'rejected', reason);
      expect(bodyOf(response)).toEqual({ code: 400100, msg: OPERATOR_SELLING_MESSAGES.reasonRequired, data: null });
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: OPERATOR_SELL_API.review(fresh),
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
      payload: '{"status":',
    });
    expect(broken.statusCode).toBe(400);
    expect((await stored(t.app, fresh)).row?.status).toBe('submitted');
  });

  it('makes one listing per application: approvals sent at the same moment list it once', async () => {
    const seller = await newSeller(t.app);
    const id = await apply(seller, 'idle', { builder: 'Oyster', model: '565' });
    const answers = await Promise.all([1, 2, 3].map(() => review(t.app, id, 'approved')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const [row] = await t.app.database.db
      .select({ n: count() })
      .from(usedYachts)
      .where(and(eq(usedYachts.sellerId, seller.login.user.id), eq(usedYachts.builder, 'Oyster')));
    expect(row?.n).toBe(1);
  });

  it('gives two listings of the same model different slugs', async () => {
    const seller = await newSeller(t.app);
    const first = await apply(seller, 'new', { builder: 'Nautor Swan', model: 'Swan 48' });
    const second = await apply(seller, 'new', { builder: 'Nautor Swan', model: 'Swan 48' });
    await reviewOk(t.app, first, 'approved');
    await reviewOk(t.app, second, 'approved');
    const listings = await t.app.database.db
      .select({ slug: newYachts.slug })
      .from(newYachts)
      .where(eq(newYachts.sellerId, seller.login.user.id));
    expect(listings).toHaveLength(2);
    expect(new Set(listings.map((l) => l.slug)).size).toBe(2);
    for (const { slug } of listings) expect(slug).toMatch(/^nautor-swan-swan-48(-\d+)?$/);
  });

  it('keeps the decision when the e-mail cannot be sent: the inbox message is there', async () => {
    const offline = await buildTestApp({ OPERATOR_TOKEN, SEED: 'false', SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const seller = await newSeller(offline.app);
      const photos = await ownPhotos(offline.app, seller, 1);
      const id = idOf(await call(offline.app, seller, SELL_CALLS.createNew, sellForm(photos)));
      const response = await review(offline.app, id, 'approved');
      expect(response.statusCode).toBe(200);
      const messages = await offline.app.database.db.select().from(userMessages).where(eq(userMessages.userId, seller.login.user.id));
      expect(messages).toHaveLength(1);
      expect((await stored(offline.app, id)).row?.status).toBe('approved');
    } finally {
      await offline.close();
    }
  });
});

describe('the operator lists', () => {
  it('lists applications oldest first with the applicant and the values; filters by status and pages', async () => {
    const seller = await newSeller(t.app, 'Ellen MacArthur');
    const a = await apply(seller, 'new', { builder: 'Contest' });
    const b = await apply(seller, 'idle', { builder: 'Wally' });
    const c = await apply(seller, 'new');
    await reviewOk(t.app, b, 'under_review');
    await call(t.app, seller, SELL_CALLS.deleteNew, { id: c });

    const all: (SellApplicationSummary & { user: { email: string; name: string; uuid: string }; values: Record<string, unknown> })[] = [];
    for (let page = 1; ; page += 1) {
      const response = await operatorCall(t.app, 'GET', `${OPERATOR_SELL_API.applications}?page=${page}&page_size=50`);
      expect(response.statusCode).toBe(200);
      const data = dataOf<Page<(typeof all)[number]>>(response);
      all.push(...data.items);
      if (page * 50 >= data.total) break;
    }
    const mine = all.filter((item) => item.user.email === seller.login.user.email);
    expect(mine.map((item) => item.id)).toEqual([a, b]);
    expect(mine[0]).toMatchObject({
      kind: 'new',
      status: 'submitted',
      title: 'Contest Oceanis 46.1',
      user: { email: seller.login.user.email, name: 'Ellen MacArthur', uuid: seller.login.uuid },
      values: { builder: 'Contest', photos: like.any(Array), country: 'FR' },
    });
    expect(mine[1]).toMatchObject({ kind: 'idle', status: 'under_review', values: { condition: 'excellent' } });

    const reviewing = await operatorCall(t.app, 'GET', `${OPERATOR_SELL_API.applications}?status=under_review&page_size=50`);
    const reviewingItems = dataOf<Page<SellApplicationSummary>>(reviewing).items;
    expect(reviewingItems.every((item) => item.status === 'under_review')).toBe(true);
    expect(reviewingItems.map((item) => item.id)).toContain(b);

    const withdrawn = await operatorCall(t.app, 'GET', `${OPERATOR_SELL_API.applications}?status=withdrawn&page_size=50`);
    expect(withdrawn.statusCode).toBe(200);
    expect(all.map((item) => item.id)).not.toContain(c);

    const one = await operatorCall(t.app, 'GET', `${OPERATOR_SELL_API.applications}?page_size=1`);
    // Other test files may add applications meanwhile on a shared database: the total only grows.
    expect(dataOf(one)).toMatchObject({ page: 1, pageSize: 1 });
    expect(dataOf<Page<SellApplicationSummary>>(one).total).toBeGreaterThanOrEqual(all.length);
    expect(dataOf<Page<SellApplicationSummary>>(one).items).toHaveLength(1);

    for (const query of ['status=listed', 'page=0', 'page_size=51', 'page=abc', 'sort=newest']) {
      const response = await operatorCall(t.app, 'GET', `${OPERATOR_SELL_API.applications}?${query}`);
      expect({ query, status: response.statusCode, code: answerOf(response).code }).toEqual({ query, status: 400, code: 400100 });
    }
  });
});

describe('entries', () => {
  const sellerEntry = { type: 'seller', category: 'broker', contact_name: 'Ada Shipwright', email: 'ada@example.com', country: 'GB' };

  async function enter(seller: Seller, fields: Record<string, unknown> = sellerEntry): Promise<number> {
    return (await ok<{ id: number }>(seller, SELL_CALLS.enter, fields)).id;
  }

  it('lists entries with the applicant, approves one and tells the applicant', async () => {
    const seller = await newSeller(t.app, 'Robin Knox-Johnston');
    const id = await enter(seller);
    const list = await operatorCall(t.app, 'GET', `${OPERATOR_SELL_API.entries}?status=submitted&page_size=50`);
    expect(list.statusCode).toBe(200);
    let found: (EntryApplication & { user: { email: string } }) | undefined;
    for (let page = 1; !found; page += 1) {
      const response = await operatorCall(t.app, 'GET', `${OPERATOR_SELL_API.entries}?status=submitted&page=${page}&page_size=50`);
      const data = dataOf<Page<EntryApplication & { user: { email: string } }>>(response);
      found = data.items.find((item) => item.id === id);
      if (page * 50 >= data.total) break;
    }
    expect(found).toMatchObject({ id, type: 'seller', category: 'broker', status: 'submitted', user: { email: seller.login.user.email } });

    const response = await operatorCall(t.app, 'POST', OPERATOR_SELL_API.reviewEntry(id), { status: 'approved' });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toMatchObject({ id, status: 'approved', reason: null, reviewedAt: like.any(String) });
    const [message] = await inbox(seller);
    expect(message).toMatchObject({ type: 'system', title: 'Your seller application was approved', link: paths.sell() });
    expect((await mailsTo(seller))[0]).toMatchObject({ kind: 'entry-approved' });
    expect((await ok<EntryApplication[]>(seller, SELL_CALLS.enterDetail))[0]).toMatchObject({ id, status: 'approved' });

    const again = await operatorCall(t.app, 'POST', OPERATOR_SELL_API.reviewEntry(id), { status: 'rejected', reason: 'Changed my mind.' });
    expect(bodyOf(again)).toEqual({ code: 400100, msg: OPERATOR_SELLING_MESSAGES.entryDecided('approved'), data: null });
    expect(again.statusCode).toBe(409);
  });

  it('rejects only with a reason, which the applicant reads; bad input answers 400 or 404', async () => {
    const seller = await newSeller(t.app);
    const id = await enter(seller, { ...sellerEntry, type: 'business', category: 'builder', company_name: 'Solent Boatworks' });
    const noReason = await operatorCall(t.app, 'POST', OPERATOR_SELL_API.reviewEntry(id), { status: 'rejected', reason: ' ' });
    expect(bodyOf(noReason)).toEqual({ code: 400100, msg: OPERATOR_SELLING_MESSAGES.reasonRequired, data: null });
    for (const body of [{}, { status: 'under_review' }, { status: 'submitted' }]) {
      expect((await operatorCall(t.app, 'POST', OPERATOR_SELL_API.reviewEntry(id), body)).statusCode).toBe(400);
    }
    for (const missing of [2147483647, 'abc']) {
      const response = await operatorCall(t.app, 'POST', OPERATOR_SELL_API.reviewEntry(missing), { status: 'approved' });
      expect(bodyOf(response)).toEqual({ code: 400404, msg: OPERATOR_SELLING_MESSAGES.entryNotFound, data: null });
    }
    expect((await ok<EntryApplication[]>(seller, SELL_CALLS.enterDetail))[0]?.status).toBe('submitted');

    const reason = 'We could not find the company in the register.';
    const response = await operatorCall(t.app, 'POST', OPERATOR_SELL_API.reviewEntry(id), { status: 'rejected', reason });
    expect(dataOf(response)).toMatchObject({ status: 'rejected', reason });
    const [message] = await inbox(seller);
    expect(message?.title).toBe('Your business application was not approved');
    expect(message?.body).toContain(reason);
    expect((await latestMail(t.app, seller.login.user.email))?.text).toContain(reason);
    expect((await ok<EntryApplication[]>(seller, SELL_CALLS.enterDetail))[0]).toMatchObject({ status: 'rejected', reason });
    expect((await operatorCall(t.app, 'GET', `${OPERATOR_SELL_API.entries}?status=pending`)).statusCode).toBe(400);
  });
});

describe('the not-found answer the seller gets', () => {
  it('is the same for an application the operator knows and one that never existed', async () => {
    const seller = await newSeller(t.app);
    const other = await newSeller(t.app);
    const id = await apply(other, 'new');
    await reviewOk(t.app, id, 'approved');
    const theirs = withoutToken(await call(t.app, seller, SELL_CALLS.detail, { id }));
    expect(theirs).toEqual({ status: 404, code: 0, msg: SELL_MESSAGES.notFound, data: null });
    const listing = (await t.app.database.db.select().from(sellApplications).where(eq(sellApplications.id, id)))[0]?.listingId as number;
    const response = await call(t.app, seller, SELL_CALLS.myYachtDetail, { kind: 'new', id: listing });
    expect(response.statusCode).toBe(404);
  });
});

describe('the API reference', () => {
  it('documents every selling call under "selling" and the review routes under "operator"', async () => {
    const spec = await apiReference(t.app);
    for (const url of Object.values(SELL_CALLS)) {
      const operation = spec.paths[url]?.post;
      expect({ url, tags: operation?.tags }).toEqual({ url, tags: ['selling'] });
      expect(jsonBodyOf(operationOf(spec, url, 'post')).properties).toHaveProperty('__token__');
    }
    const createBody = jsonBodyOf(operationOf(spec, SELL_CALLS.createIdle, 'post'));
    expect(createBody.required).toEqual(like.arrayContaining(['builder', 'photos', 'condition']));
    expect(operationOf(spec, OPERATOR_SELL_API.applications, 'get').tags).toEqual(['operator']);
    expect(operationOf(spec, OPERATOR_SELL_API.entries, 'get').tags).toEqual(['operator']);
    for (const path of ['/api/v1/operator/sell-applications/{id}/review', '/api/v1/operator/entries/{id}/review']) {
      expect(operationOf(spec, path, 'post').tags).toEqual(['operator']);
      expect(jsonBodyOf(operationOf(spec, path, 'post')).required).toEqual(['status']);
    }
  });
});
