// @dialect: an approval writes the listing in the review's transaction, under a lock taken through raw SQL.
// An application's whole lifecycle under operator review (OPERATOR_SELL_API; docs/decisions/017-selling.md) on a real
// database: from application to catalogue and back out, with what the applicant is told and the audit log; the
// not-found answer the seller gets; and the API reference of the selling and review routes.
import { and, asc, eq } from 'drizzle-orm';
import { toEur } from '@yachts/contracts/catalogue';
import { paths } from '@yachts/contracts/paths';
import {
  OPERATOR_SELL_API,
  SELL_CALLS,
  SELL_MESSAGES,
  type MyListing,
  type SellApplicationDetail,
  type SellApplicationSummary,
} from '@yachts/contracts/selling';
import type { Page } from '@yachts/contracts/envelope';
import { auditLog, newYachts, sellApplications, usedYachtPrices, usedYachts } from '../db/schema';
import { fileApp } from '../testing/file-app';
import { latestMail } from '../accounts/account-support';
import { OPERATOR_TOKEN, call, idleSellForm, newSeller, ownPhotos, reviewOk, sellForm, stored, withoutToken } from './selling-support';
import { reviewHelpers } from './operator-selling-support';
import { answerOf, like } from '../testing/answers';
import { apiReference, jsonBodyOf, operationOf } from '../testing/openapi';

const t = fileApp({ OPERATOR_TOKEN, SEED: 'false' });
const { ok, apply, inbox, inCatalogue } = reviewHelpers(t);

describe('the lifecycle of an application', () => {
  it.each([
    ['new', 'new'],
    ['used', 'idle'],
  ] as const)(
    'a %s yacht: submitted -> under review -> rejected -> edited -> approved and listed -> withdrawn and gone [both engines]',
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
