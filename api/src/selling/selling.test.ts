// The seller's calls (SELL_CALLS of contracts/src/selling.ts; docs/decisions/017-selling.md) on a real database:
// create, edit and withdraw applications of both kinds, read them back, the lists, entries; every validation
// message, photos that are not the seller's own, other members' ids, visitors, and bad input that must never 500.
import { and, count, eq } from 'drizzle-orm';
import { MESSAGES } from '@yachts/contracts/rules';
import { paths } from '@yachts/contracts/paths';
import {
  SELL_CALLS,
  SELL_LIMITS,
  SELL_MESSAGES,
  SELL_STEP_LABELS,
  type EntryApplication,
  type MyListing,
  type MyListingDetail,
  type SellApplicationDetail,
  type SellApplicationSummary,
  type SellApplicationValues,
  type SellParameters,
  type SellProgressStep,
} from '@yachts/contracts/selling';
import type { Page } from '@yachts/contracts/envelope';
import { newYachts, sellApplications, sellerEntries, usedYachts, yachtEnquiries, yachtFollows } from '../db/schema';
import { PAGE_MESSAGES } from '../lib/page-request';
import { SELLING_MESSAGES, SELL_CREATE_LIMIT } from './selling-routes';
import { startVisitor } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import {
  OPERATOR_TOKEN,
  call,
  idleSellForm,
  newSeller,
  onAnotherDevice,
  operatorCall,
  ownPhotos,
  reviewOk,
  sellForm,
  stored,
  uploadPhoto,
  withoutToken,
  type Seller,
} from './selling-support';
import { answerOf, bodyOf, idOf, like, okData } from '../testing/answers';

const t = fileApp({ OPERATOR_TOKEN, SEED: 'false' });

/** Calls and expects success; answers data. */
async function ok<T>(who: Seller, url: string, fields: Record<string, unknown> = {}): Promise<T> {
  return okData<T>(await call(t.app, who, url, fields), url);
}

async function createNew(seller: Seller, overrides: Record<string, unknown> = {}): Promise<number> {
  const photos = await ownPhotos(t.app, seller, 2);
  return (await ok<{ id: number }>(seller, SELL_CALLS.createNew, sellForm(photos, overrides))).id;
}

async function createIdle(seller: Seller, overrides: Record<string, unknown> = {}): Promise<number> {
  const photos = await ownPhotos(t.app, seller, 2);
  return (await ok<{ id: number }>(seller, SELL_CALLS.createIdle, idleSellForm(photos, overrides))).id;
}

async function applicationsOf(seller: Seller): Promise<number> {
  const [row] = await t.app.database.db
    .select({ n: count() })
    .from(sellApplications)
    .where(eq(sellApplications.userId, seller.login.user.id));
  return row?.n ?? 0;
}

const EVERY_CALL = Object.values(SELL_CALLS);

describe('who may call', () => {
  it('answers a visitor 401 with code 400401 on every selling call', async () => {
    const visitor = await startVisitor(t.app);
    const photos = await ownPhotos(t.app, { login: null as never, visitor }, 1);
    for (const url of EVERY_CALL) {
      const response = await call(t.app, visitor, url, { ...sellForm(photos), id: 1, kind: 'new', type: 'seller' });
      expect({ url, status: response.statusCode, code: answerOf(response).code }).toEqual({ url, status: 401, code: 400401 });
    }
  });

  it('refuses every call without the anti-forgery token (403), before anything else', async () => {
    const seller = await newSeller(t.app);
    for (const url of EVERY_CALL) {
      const response = await call(t.app, seller, url, { __token__: 'forged' });
      expect({ url, status: response.statusCode, code: answerOf(response).code }).toEqual({ url, status: 403, code: 0 });
    }
  });
});

describe('creating an application', () => {
  it('stores a new-yacht application as validated values, submitted, with its first step', async () => {
    const seller = await newSeller(t.app);
    const photos = [await uploadPhoto(t.app, seller), ...(await ownPhotos(t.app, seller, 2))];
    const form = sellForm(photos, { builder: '  Beneteau ', year: '2026', length_m: '14.6', price: '420000', top_speed_kn: '' });
    const response = await call(t.app, seller, SELL_CALLS.createNew, form);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ code: 1, msg: SELLING_MESSAGES.created, data: { id: like.any(Number) } });
    const id = idOf(response);

    const values = await ok<SellApplicationValues>(seller, SELL_CALLS.get, { id });
    expect(values).toEqual({
      id,
      kind: 'new',
      status: 'submitted',
      // The clean form's values, though the form sent some as text with spaces; the empty top speed is stored as none.
      values: { ...sellForm(photos), top_speed_kn: null },
    });
    const steps = await ok<SellProgressStep[]>(seller, SELL_CALLS.progress, { id });
    expect(steps).toEqual([{ status: 'submitted', label: SELL_STEP_LABELS.submitted, note: null, at: like.any(String) }]);
    const { row } = await stored(t.app, id);
    expect(row).toMatchObject({ userId: seller.login.user.id, kind: 'new', status: 'submitted', photos, listingId: null });
  });

  it('stores a used-yacht application with engine hours and condition; photos may come as one comma string', async () => {
    const seller = await newSeller(t.app);
    const photos = await ownPhotos(t.app, seller, 3);
    const id = (
      await ok<{ id: number }>(seller, SELL_CALLS.createIdle, idleSellForm([], { photos: photos.join(', '), engine_hours: '640' }))
    ).id;
    const values = await ok<SellApplicationValues>(seller, SELL_CALLS.get, { id });
    expect(values).toMatchObject({
      kind: 'idle',
      status: 'submitted',
      values: { engine_hours: 640, condition: 'excellent', price: 1150000, currency: 'GBP', photos },
    });
  });

  it('keeps a photo sent twice once, in the order first given', async () => {
    const seller = await newSeller(t.app);
    const [a, b] = await ownPhotos(t.app, seller, 2);
    const id = (await ok<{ id: number }>(seller, SELL_CALLS.createNew, sellForm([a, b, a] as string[]))).id;
    expect((await ok<SellApplicationValues>(seller, SELL_CALLS.get, { id })).values.photos).toEqual([a, b]);
  });

  it('answers an empty form with every required field message, under the field names', async () => {
    const seller = await newSeller(t.app);
    const required = {
      builder: SELL_MESSAGES.builder,
      model: SELL_MESSAGES.model,
      type: SELL_MESSAGES.type,
      year: SELL_MESSAGES.year,
      length_m: SELL_MESSAGES.length,
      beam_m: SELL_MESSAGES.beam,
      draft_m: SELL_MESSAGES.draft,
      cabins: SELL_MESSAGES.cabins,
      berths: SELL_MESSAGES.berths,
      fuel: SELL_MESSAGES.fuel,
      hull_material: SELL_MESSAGES.hull,
      price: SELL_MESSAGES.price,
      currency: SELL_MESSAGES.currency,
      location: SELL_MESSAGES.location,
      country: SELL_MESSAGES.country,
      description: SELL_MESSAGES.description,
      photos: SELL_MESSAGES.photos,
    };
    const forNew = await call(t.app, seller, SELL_CALLS.createNew, {});
    expect(withoutToken(forNew)).toEqual({ status: 400, code: 0, msg: required, data: null });
    const forIdle = await call(t.app, seller, SELL_CALLS.createIdle, {});
    expect(withoutToken(forIdle)).toEqual({ status: 400, code: 0, msg: { ...required, condition: SELL_MESSAGES.condition }, data: null });
    expect(await applicationsOf(seller)).toBe(0);
  });

  const tooLong = (n: number) => 'x'.repeat(n);
  const badValues: [string, unknown, string][] = [
    ['builder', '   ', SELL_MESSAGES.builder],
    ['builder', tooLong(81), SELL_MESSAGES.builder],
    ['model', tooLong(121), SELL_MESSAGES.model],
    ['model_line', tooLong(81), MESSAGES.tooLong(80)],
    ['type', 'dinghy', SELL_MESSAGES.type],
    ['year', SELL_LIMITS.yearMin - 1, SELL_MESSAGES.year],
    ['year', SELL_LIMITS.yearMax + 1, SELL_MESSAGES.year],
    ['year', 2020.5, SELL_MESSAGES.year],
    ['year', 'next year', SELL_MESSAGES.year],
    ['length_m', 4.9, SELL_MESSAGES.length],
    ['length_m', 151, SELL_MESSAGES.length],
    ['beam_m', 0.5, SELL_MESSAGES.beam],
    ['draft_m', 0.1, SELL_MESSAGES.draft],
    ['cabins', 1.5, SELL_MESSAGES.cabins],
    ['cabins', SELL_LIMITS.cabinsMax + 1, SELL_MESSAGES.cabins],
    ['berths', -1, SELL_MESSAGES.berths],
    ['engines', tooLong(161), MESSAGES.tooLong(160)],
    ['fuel', 'coal', SELL_MESSAGES.fuel],
    ['hull_material', 'paper', SELL_MESSAGES.hull],
    ['top_speed_kn', 81, SELL_MESSAGES.speed],
    ['cruise_speed_kn', -3, SELL_MESSAGES.speed],
    ['price', SELL_LIMITS.priceMin - 1, SELL_MESSAGES.price],
    ['price', SELL_LIMITS.priceMax + 1, SELL_MESSAGES.price],
    ['price', 420000.5, SELL_MESSAGES.price],
    ['currency', 'JPY', SELL_MESSAGES.currency],
    ['location', '', SELL_MESSAGES.location],
    ['country', 'fr', SELL_MESSAGES.country],
    ['country', 'XX', SELL_MESSAGES.country],
    ['description', tooLong(SELL_LIMITS.descriptionMin - 1), SELL_MESSAGES.description],
    ['description', tooLong(SELL_LIMITS.descriptionMax + 1), SELL_MESSAGES.description],
    // Values of the wrong JSON type get the field's own words, not yup's.
    ['builder', 42, SELL_MESSAGES.builder],
    ['year', [2020], SELL_MESSAGES.year],
    ['price', { amount: 1 }, SELL_MESSAGES.price],
    ['length_m', true, SELL_MESSAGES.length],
    ['photos', { url: '/uploads/x.jpg' }, SELL_MESSAGES.photoUrl],
    ['photos', [42], SELL_MESSAGES.photoUrl],
  ];

  /** A short name for each case: long texts by their length. */
  const named = (cases: [string, unknown, string][]) =>
    cases.map(([field, value, message]) => {
      const shown = typeof value === 'string' && value.length > 20 ? `${value.length} characters` : JSON.stringify(value);
      return [`${field} = ${shown}`, field, value, message] as const;
    });

  it.each(named(badValues))('answers %s with its message and stores nothing', async (_name, field, value, message) => {
    const seller = await newSeller(t.app);
    const photos = await ownPhotos(t.app, seller, 1);
    const response = await call(t.app, seller, SELL_CALLS.createNew, sellForm(photos, { [field]: value }));
    expect(withoutToken(response)).toEqual({ status: 400, code: 0, msg: { [field]: message }, data: null });
    expect(await applicationsOf(seller)).toBe(0);
  });

  it.each([
    ['engine_hours', 1.5, SELL_MESSAGES.engineHours],
    ['engine_hours', SELL_LIMITS.engineHoursMax + 1, SELL_MESSAGES.engineHours],
    ['condition', 'new', SELL_MESSAGES.condition],
    ['condition', undefined, SELL_MESSAGES.condition],
  ])('answers a used yacht with %s = %p with its message', async (field, value, message) => {
    const seller = await newSeller(t.app);
    const photos = await ownPhotos(t.app, seller, 1);
    const response = await call(t.app, seller, SELL_CALLS.createIdle, idleSellForm(photos, { [field]: value }));
    expect(withoutToken(response)).toEqual({ status: 400, code: 0, msg: { [field]: message }, data: null });
    expect(await applicationsOf(seller)).toBe(0);
  });

  it('refuses no photos, more than twelve, and photos that are not uploads of this session', async () => {
    const seller = await newSeller(t.app);
    const other = await newSeller(t.app);
    const mine = await ownPhotos(t.app, seller, SELL_LIMITS.photosMax + 1);
    const theirs = await ownPhotos(t.app, other, 1);
    const cases: [unknown, string][] = [
      [[], SELL_MESSAGES.photos],
      ['', SELL_MESSAGES.photos],
      [' , ', SELL_MESSAGES.photos],
      [mine, SELL_MESSAGES.photosMax],
      [[mine[0], theirs[0]], SELL_MESSAGES.photoUrl],
      [['https://example.com/yacht.jpg'], SELL_MESSAGES.photoUrl],
      [['/uploads/2026/11/never-uploaded.jpg'], SELL_MESSAGES.photoUrl],
      [['/uploads/../../etc/passwd'], SELL_MESSAGES.photoUrl],
      [[''], SELL_MESSAGES.photoUrl],
    ];
    for (const [photos, message] of cases) {
      const response = await call(t.app, seller, SELL_CALLS.createNew, sellForm([], { photos }));
      expect({ photos, answer: withoutToken(response) }).toEqual({
        photos,
        answer: { status: 400, code: 0, msg: { photos: message }, data: null },
      });
    }
    // The same upload from the seller's other device is not this session's either.
    const elsewhere = await onAnotherDevice(t.app, seller);
    const response = await call(t.app, elsewhere, SELL_CALLS.createNew, sellForm(mine.slice(0, 1)));
    expect(answerOf(response).msg).toEqual({ photos: SELL_MESSAGES.photoUrl });
    expect(await applicationsOf(seller)).toBe(0);
  });

  it('answers bodies that are not forms with a sentence, never a 500', async () => {
    const seller = await newSeller(t.app);
    for (const payload of ['[]', '"text"', '{"__token__":', 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: SELL_CALLS.createNew,
        remoteAddress: seller.visitor.remoteAddress,
        headers: { cookie: `${seller.visitor.cookie}; ${seller.login.cookie}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(answerOf(response).code).toBe(0);
    }
    const big = await call(t.app, seller, SELL_CALLS.createNew, sellForm([], { description: 'x'.repeat(70 * 1024) }));
    expect(big.statusCode).toBe(413);
  });
});

describe('the create limit', () => {
  it(`asks a client that sends more than ${SELL_CREATE_LIMIT.max} applications in an hour to wait`, async () => {
    const seller = await newSeller(t.app);
    for (let i = 0; i < SELL_CREATE_LIMIT.max; i += 1) {
      expect((await call(t.app, seller, SELL_CALLS.createIdle, {})).statusCode).toBe(400);
    }
    const refused = await call(t.app, seller, SELL_CALLS.createIdle, idleSellForm(await ownPhotos(t.app, seller, 1)));
    expect(withoutToken(refused)).toEqual({ status: 429, code: 0, msg: like.stringMatching(/^Too many requests/), data: null });
    expect(await applicationsOf(seller)).toBe(0);
    // Each form counts on its own.
    expect((await call(t.app, seller, SELL_CALLS.createNew, sellForm(await ownPhotos(t.app, seller, 1)))).statusCode).toBe(200);
  });
});

describe('reading an application', () => {
  it('gives the detail with values, progress and no listing before approval', async () => {
    const seller = await newSeller(t.app);
    const id = await createIdle(seller);
    const detail = await ok<SellApplicationDetail>(seller, SELL_CALLS.detail, { id });
    expect(detail).toMatchObject({
      id,
      kind: 'idle',
      status: 'submitted',
      title: 'Princess F55',
      year: 2019,
      price: 1150000,
      currency: 'GBP',
      coverUrl: like.stringMatching(/^\/uploads\//),
      listingUrl: null,
      reason: null,
      editable: true,
      values: { condition: 'excellent' },
      progress: [{ status: 'submitted' }],
    });
  });

  it('answers a bad id with a sentence, and a missing one with notFound', async () => {
    const seller = await newSeller(t.app);
    for (const url of [SELL_CALLS.get, SELL_CALLS.detail, SELL_CALLS.progress, SELL_CALLS.deleteNew, SELL_CALLS.editIdle]) {
      for (const id of [undefined, '', 'abc', -1, 0, 1.5, '2147483648', [1], { id: 1 }]) {
        const response = await call(t.app, seller, url, id === undefined ? {} : { id });
        expect({ url, id, answer: withoutToken(response) }).toEqual({
          url,
          id,
          answer: { status: 400, code: 0, msg: SELLING_MESSAGES.id, data: null },
        });
      }
      const missing = await call(t.app, seller, url, { id: 2147483647 });
      expect(withoutToken(missing)).toEqual({ status: 404, code: 0, msg: SELL_MESSAGES.notFound, data: null });
    }
  });
});

describe("another member's application", () => {
  it('is answered exactly like a missing one on every call, and nothing changes', async () => {
    const alice = await newSeller(t.app);
    const bob = await newSeller(t.app);
    const newId = await createNew(alice);
    const idleId = await createIdle(alice);
    const before = [await stored(t.app, newId), await stored(t.app, idleId)];
    const bobPhotos = await ownPhotos(t.app, bob, 1);

    const missing = withoutToken(await call(t.app, bob, SELL_CALLS.get, { id: 2147483647 }));
    const attempts: [string, Record<string, unknown>][] = [
      [SELL_CALLS.get, { id: newId }],
      [SELL_CALLS.detail, { id: newId }],
      [SELL_CALLS.progress, { id: idleId }],
      [SELL_CALLS.editNew, { ...sellForm(bobPhotos), id: newId }],
      [SELL_CALLS.editIdle, { ...idleSellForm(bobPhotos), id: idleId }],
      [SELL_CALLS.deleteNew, { id: newId }],
      [SELL_CALLS.deleteIdle, { id: idleId }],
      // Bad values as well: the answer must not tell that the id exists before the form is read.
      [SELL_CALLS.editNew, { id: newId, builder: '' }],
    ];
    for (const [url, fields] of attempts) {
      expect({ url, answer: withoutToken(await call(t.app, bob, url, fields)) }).toEqual({ url, answer: missing });
    }
    expect([await stored(t.app, newId), await stored(t.app, idleId)]).toEqual(before);
    const bobsList = await ok<Page<SellApplicationSummary>>(bob, SELL_CALLS.mySells);
    expect(bobsList.total).toBe(0);
  });

  it('of the other kind is not found either: an idle id through the new-yacht calls and back', async () => {
    const seller = await newSeller(t.app);
    const newId = await createNew(seller);
    const idleId = await createIdle(seller);
    const photos = await ownPhotos(t.app, seller, 1);
    const attempts: [string, Record<string, unknown>][] = [
      [SELL_CALLS.editNew, { ...sellForm(photos), id: idleId }],
      [SELL_CALLS.editIdle, { ...idleSellForm(photos), id: newId }],
      [SELL_CALLS.deleteNew, { id: idleId }],
      [SELL_CALLS.deleteIdle, { id: newId }],
    ];
    for (const [url, fields] of attempts) {
      expect(withoutToken(await call(t.app, seller, url, fields))).toEqual({
        status: 404,
        code: 0,
        msg: SELL_MESSAGES.notFound,
        data: null,
      });
    }
    expect((await stored(t.app, newId)).row?.status).toBe('submitted');
    expect((await stored(t.app, idleId)).row?.status).toBe('submitted');
  });
});

describe('editing', () => {
  it('changes a submitted application, keeps it submitted, and records the step', async () => {
    const seller = await newSeller(t.app);
    const id = await createNew(seller);
    const photos = await ownPhotos(t.app, seller, 1);
    const response = await call(t.app, seller, SELL_CALLS.editNew, { ...sellForm(photos, { price: 399000, currency: 'USD' }), id });
    expect(bodyOf(response)).toMatchObject({ code: 1, msg: SELLING_MESSAGES.saved, data: { id } });
    const values = await ok<SellApplicationValues>(seller, SELL_CALLS.get, { id });
    expect(values).toMatchObject({ status: 'submitted', values: { price: 399000, currency: 'USD', photos } });
    const steps = await ok<SellProgressStep[]>(seller, SELL_CALLS.progress, { id });
    expect(steps.map((step) => [step.status, step.label])).toEqual([
      ['submitted', SELL_STEP_LABELS.submitted],
      ['edited', SELL_STEP_LABELS.edited],
    ]);
  });

  it("keeps the application's photos from another device, but not that device's foreign uploads", async () => {
    const seller = await newSeller(t.app);
    const photos = await ownPhotos(t.app, seller, 2);
    const id = (await ok<{ id: number }>(seller, SELL_CALLS.createIdle, idleSellForm(photos))).id;
    const laptop = await onAnotherDevice(t.app, seller);
    const added = await ownPhotos(t.app, laptop, 1);
    const ok1 = await call(t.app, laptop, SELL_CALLS.editIdle, { ...idleSellForm([...photos].reverse().concat(added)), id });
    expect(answerOf(ok1).code).toBe(1);
    expect((await ok<SellApplicationValues>(laptop, SELL_CALLS.get, { id })).values.photos).toEqual([photos[1], photos[0], added[0]]);

    const stranger = await newSeller(t.app);
    const theirs = await ownPhotos(t.app, stranger, 1);
    const refused = await call(t.app, laptop, SELL_CALLS.editIdle, { ...idleSellForm([...photos, ...theirs]), id });
    expect(withoutToken(refused)).toEqual({ status: 400, code: 0, msg: { photos: SELL_MESSAGES.photoUrl }, data: null });
  });

  it('answers bad values with their messages and changes nothing', async () => {
    const seller = await newSeller(t.app);
    const id = await createNew(seller);
    const before = await stored(t.app, id);
    const response = await call(t.app, seller, SELL_CALLS.editNew, { ...sellForm([], { year: 1800, fuel: 'steam' }), id });
    expect(withoutToken(response)).toEqual({
      status: 400,
      code: 0,
      msg: { year: SELL_MESSAGES.year, fuel: SELL_MESSAGES.fuel, photos: SELL_MESSAGES.photos },
      data: null,
    });
    expect(await stored(t.app, id)).toEqual(before);
  });

  it('is refused once the review has started or ended in approval', async () => {
    const seller = await newSeller(t.app);
    const reviewing = await createNew(seller);
    const approved = await createIdle(seller);
    await reviewOk(t.app, reviewing, 'under_review');
    await reviewOk(t.app, approved, 'approved');
    const photos = await ownPhotos(t.app, seller, 1);
    const before = [await stored(t.app, reviewing), await stored(t.app, approved)];
    const a = await call(t.app, seller, SELL_CALLS.editNew, { ...sellForm(photos), id: reviewing });
    const b = await call(t.app, seller, SELL_CALLS.editIdle, { ...idleSellForm(photos), id: approved });
    for (const response of [a, b])
      expect(withoutToken(response)).toEqual({ status: 409, code: 0, msg: SELL_MESSAGES.notEditable, data: null });
    expect([await stored(t.app, reviewing), await stored(t.app, approved)]).toEqual(before);
    const summary = await ok<SellApplicationDetail>(seller, SELL_CALLS.detail, { id: reviewing });
    expect(summary.editable).toBe(false);
  });

  it('submits a rejected application again, without the old reason on it (the progress keeps it)', async () => {
    const seller = await newSeller(t.app);
    const id = await createNew(seller);
    await reviewOk(t.app, id, 'rejected', 'The photos show a different yacht.');
    const rejected = await ok<SellApplicationDetail>(seller, SELL_CALLS.detail, { id });
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'The photos show a different yacht.', editable: true });

    const photos = await ownPhotos(t.app, seller, 1);
    const response = await call(t.app, seller, SELL_CALLS.editNew, { ...sellForm(photos), id });
    expect(bodyOf(response)).toMatchObject({ code: 1, msg: SELLING_MESSAGES.resubmitted });
    const detail = await ok<SellApplicationDetail>(seller, SELL_CALLS.detail, { id });
    expect(detail).toMatchObject({ status: 'submitted', reason: null });
    expect(detail.progress.map((step) => [step.status, step.note])).toEqual([
      ['submitted', null],
      ['rejected', 'The photos show a different yacht.'],
      ['edited', null],
    ]);
  });
});

describe('withdrawing', () => {
  it('takes the application out of every call of the seller, keeps the row and its steps for the record', async () => {
    const seller = await newSeller(t.app);
    const id = await createNew(seller);
    const kept = await createNew(seller);
    const response = await call(t.app, seller, SELL_CALLS.deleteNew, { id });
    expect(bodyOf(response)).toMatchObject({ code: 1, msg: SELLING_MESSAGES.withdrawn, data: { id } });

    for (const url of [SELL_CALLS.get, SELL_CALLS.detail, SELL_CALLS.progress, SELL_CALLS.deleteNew]) {
      expect(withoutToken(await call(t.app, seller, url, { id }))).toEqual({
        status: 404,
        code: 0,
        msg: SELL_MESSAGES.notFound,
        data: null,
      });
    }
    const list = await ok<Page<SellApplicationSummary>>(seller, SELL_CALLS.mySells);
    expect(list.items.map((item) => item.id)).toEqual([kept]);
    expect(list.total).toBe(1);
    const { row, events } = await stored(t.app, id);
    expect(row?.status).toBe('withdrawn');
    expect(events.map((event) => event.status)).toEqual(['submitted', 'withdrawn']);
  });

  it('withdraws at any status; an approved one takes its listing out of the catalogue', async () => {
    const seller = await newSeller(t.app);
    const ids = {
      submitted: await createIdle(seller),
      review: await createIdle(seller),
      rejected: await createIdle(seller),
      approved: await createIdle(seller),
    };
    await reviewOk(t.app, ids.review, 'under_review');
    await reviewOk(t.app, ids.rejected, 'rejected', 'Not a yacht.');
    await reviewOk(t.app, ids.approved, 'approved');
    const listingId = (await stored(t.app, ids.approved)).row?.listingId as number;
    for (const id of Object.values(ids)) expect(answerOf(await call(t.app, seller, SELL_CALLS.deleteIdle, { id })).code).toBe(1);
    const [listing] = await t.app.database.db.select({ status: usedYachts.status }).from(usedYachts).where(eq(usedYachts.id, listingId));
    expect(listing?.status).toBe('withdrawn');
    expect((await ok<Page<MyListing>>(seller, SELL_CALLS.myYachts)).total).toBe(0);
  });
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

describe('entries', () => {
  const sellerEntry = { type: 'seller', category: 'private', contact_name: 'Ada Shipwright', email: 'ada@example.com', country: 'GB' };
  const businessEntry = {
    type: 'business',
    category: 'dealer',
    company_name: 'Solent Yachts Ltd',
    contact_name: 'Ada Shipwright',
    email: 'sales@solent-yachts.example',
    area_code: '44',
    mobile: '2380123456',
    country: 'GB',
    website: 'https://solent-yachts.example',
    content: 'Main dealer for two builders on the south coast.',
  };

  it('answers every rule of the entry form with its message and stores nothing', async () => {
    const seller = await newSeller(t.app);
    const empty = await call(t.app, seller, SELL_CALLS.enter, {});
    expect(withoutToken(empty)).toEqual({
      status: 400,
      code: 0,
      msg: {
        type: SELL_MESSAGES.entryType,
        category: SELL_MESSAGES.category,
        contact_name: SELL_MESSAGES.contactName,
        email: MESSAGES.emailRequired,
        country: SELL_MESSAGES.country,
      },
      data: null,
    });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...businessEntry, company_name: '' }, { company_name: SELL_MESSAGES.companyName }],
      [{ ...sellerEntry, category: 'dealer' }, { category: SELL_MESSAGES.category }],
      [
        { ...sellerEntry, type: 'shipyard' },
        { type: SELL_MESSAGES.entryType, category: SELL_MESSAGES.category },
      ],
      [{ ...sellerEntry, email: 'ada@' }, { email: MESSAGES.emailInvalid }],
      [{ ...businessEntry, website: 'ftp://solent-yachts.example' }, { website: SELL_MESSAGES.website }],
      [{ ...businessEntry, website: 'solent yachts' }, { website: SELL_MESSAGES.website }],
      [{ ...businessEntry, website: 'javascript:alert(1)' }, { website: SELL_MESSAGES.website }],
      [{ ...businessEntry, mobile: '+44 23' }, { mobile: MESSAGES.mobileInvalid }],
      [{ ...businessEntry, area_code: '44444' }, { area_code: MESSAGES.mobileInvalid }],
      [{ ...businessEntry, content: 'x'.repeat(2001) }, { content: MESSAGES.tooLong(2000) }],
      [{ ...sellerEntry, contact_name: 'x'.repeat(61) }, { contact_name: SELL_MESSAGES.contactName }],
      [{ ...sellerEntry, country: 'XX' }, { country: SELL_MESSAGES.country }],
      [{ ...sellerEntry, contact_name: 7 }, { contact_name: 'This field must be text.' }],
    ];
    for (const [fields, msg] of cases) {
      expect({ fields, answer: withoutToken(await call(t.app, seller, SELL_CALLS.enter, fields)) }).toEqual({
        fields,
        answer: { status: 400, code: 0, msg, data: null },
      });
    }
    expect(await ok<EntryApplication[]>(seller, SELL_CALLS.enterDetail)).toEqual([]);
  });

  it('takes one waiting application per type, and lists them newest first, the caller’s only', async () => {
    const seller = await newSeller(t.app);
    const other = await newSeller(t.app);
    const first = await call(t.app, seller, SELL_CALLS.enter, sellerEntry);
    expect(bodyOf(first)).toMatchObject({ code: 1, msg: SELLING_MESSAGES.entrySent, data: { id: like.any(Number) } });
    const again = await call(t.app, seller, SELL_CALLS.enter, { ...sellerEntry, category: 'broker' });
    expect(withoutToken(again)).toEqual({ status: 409, code: 0, msg: SELL_MESSAGES.entryPending, data: null });
    // A site typed without its scheme is stored with https://.
    const business = await call(t.app, seller, SELL_CALLS.enter, { ...businessEntry, website: 'solent-yachts.example' });
    expect(answerOf(business).code).toBe(1);
    await call(t.app, other, SELL_CALLS.enter, sellerEntry);

    const list = await ok<EntryApplication[]>(seller, SELL_CALLS.enterDetail);
    expect(list).toEqual([
      {
        id: idOf(business),
        type: 'business',
        category: 'dealer',
        status: 'submitted',
        companyName: 'Solent Yachts Ltd',
        contactName: 'Ada Shipwright',
        email: 'sales@solent-yachts.example',
        country: 'GB',
        website: 'https://solent-yachts.example',
        reason: null,
        createdAt: like.any(String),
        reviewedAt: null,
      },
      like.objectContaining({ id: idOf(first), type: 'seller', category: 'private', companyName: '', website: null }),
    ]);
  });

  it('lets only one of two entries sent at the same moment through', async () => {
    const seller = await newSeller(t.app);
    const answers = await Promise.all([1, 2, 3].map(() => call(t.app, seller, SELL_CALLS.enter, sellerEntry)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const [row] = await t.app.database.db
      .select({ n: count() })
      .from(sellerEntries)
      .where(and(eq(sellerEntries.userId, seller.login.user.id), eq(sellerEntries.type, 'seller')));
    expect(row?.n).toBe(1);
  });

  it('takes a new application once the waiting one is decided', async () => {
    const seller = await newSeller(t.app);
    const id = (await ok<{ id: number }>(seller, SELL_CALLS.enter, sellerEntry)).id;
    const decided = await operatorCall(t.app, 'POST', `/api/v1/operator/entries/${id}/review`, {
      status: 'rejected',
      reason: 'Please add a phone number.',
    });
    expect(decided.statusCode).toBe(200);
    expect(answerOf(await call(t.app, seller, SELL_CALLS.enter, { ...sellerEntry, mobile: '7700900123', area_code: '44' })).code).toBe(1);
    const list = await ok<EntryApplication[]>(seller, SELL_CALLS.enterDetail);
    expect(list.map((entry) => [entry.status, entry.reason])).toEqual([
      ['submitted', null],
      ['rejected', 'Please add a phone number.'],
    ]);
  });
});
