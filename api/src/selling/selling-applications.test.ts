// A seller's own sell applications (SELL_CALLS of contracts/src/selling.ts; docs/decisions/017-selling.md) on a real
// database: reading one back, bad and missing ids, other members' ids and the other kind's, editing, resubmitting
// after a rejection, and withdrawing at any status.
import { eq } from 'drizzle-orm';
import {
  SELL_CALLS,
  SELL_MESSAGES,
  SELL_STEP_LABELS,
  type MyListing,
  type SellApplicationDetail,
  type SellApplicationSummary,
  type SellApplicationValues,
  type SellProgressStep,
} from '@yachts/contracts/selling';
import type { Page } from '@yachts/contracts/envelope';
import { usedYachts } from '../db/schema';
import { SELLING_MESSAGES } from './selling-routes';
import { fileApp } from '../testing/file-app';
import {
  OPERATOR_TOKEN,
  call,
  idleSellForm,
  newSeller,
  onAnotherDevice,
  ownPhotos,
  reviewOk,
  sellForm,
  sellingHelpers,
  stored,
  withoutToken,
} from './selling-support';
import { answerOf, bodyOf, like } from '../testing/answers';

const t = fileApp({ OPERATOR_TOKEN, SEED: 'false' });
const { ok, createNew, createIdle } = sellingHelpers(t);

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
