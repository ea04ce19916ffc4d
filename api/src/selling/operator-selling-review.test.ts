// @dialect: three reviews of one application at once.
// Operator review of sell applications (OPERATOR_SELL_API; docs/decisions/017-selling.md) on a real database: the
// credential, the allowed steps, one listing per application however often it is approved, distinct slugs, and a
// decision kept when its e-mail cannot be sent.
import { and, eq } from 'drizzle-orm';
import { OPERATOR_SELL_API, SELL_CALLS } from '@yachts/contracts/selling';
import { newYachts, userMessages, usedYachts } from '../db/schema';
import { OPERATOR_MESSAGES } from '@yachts/contracts/operators';
import { OPERATOR_SELLING_MESSAGES } from '@yachts/contracts/selling';
import { buildTestApp } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import {
  OPERATOR_TOKEN,
  call,
  newSeller,
  operatorCall,
  ownPhotos,
  review,
  reviewOk,
  sellForm,
  stored,
  withoutToken,
} from './selling-support';
import { reviewHelpers } from './operator-selling-support';
import { answerOf, bodyOf, idOf } from '../testing/answers';
import { rowCount } from '../testing/rows';

const t = fileApp({ OPERATOR_TOKEN, SEED: 'false' });
const { apply, inbox } = reviewHelpers(t);

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

  it('makes one listing per application: approvals sent at the same moment list it once [both engines]', async () => {
    const seller = await newSeller(t.app);
    const id = await apply(seller, 'idle', { builder: 'Oyster', model: '565' });
    const answers = await Promise.all([1, 2, 3].map(() => review(t.app, id, 'approved')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await rowCount(t.app, usedYachts, and(eq(usedYachts.sellerId, seller.login.user.id), eq(usedYachts.builder, 'Oyster')))).toBe(1);
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
