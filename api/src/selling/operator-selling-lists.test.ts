// @dialect: entry decisions lock their row and take a lock through raw SQL in a transaction.
// The operator's lists of sell applications and entries (OPERATOR_SELL_API; docs/decisions/017-selling.md) on a real
// database: applications oldest first, filtered and paged; entries listed, approved or rejected with a reason, and
// what the applicant is told.
import { paths } from '@yachts/contracts/paths';
import { OPERATOR_SELL_API, SELL_CALLS, type EntryApplication, type SellApplicationSummary } from '@yachts/contracts/selling';
import type { Page } from '@yachts/contracts/envelope';
import { OPERATOR_SELLING_MESSAGES } from '@yachts/contracts/selling';
import { fileApp } from '../testing/file-app';
import { latestMail } from '../accounts/account-support';
import { OPERATOR_TOKEN, call, newSeller, operatorCall, reviewOk, type Seller } from './selling-support';
import { reviewHelpers } from './operator-selling-support';
import { answerOf, bodyOf, dataOf, like } from '../testing/answers';

const t = fileApp({ OPERATOR_TOKEN, SEED: 'false' });
const { ok, apply, inbox, mailsTo } = reviewHelpers(t);

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

  it('lists entries with the applicant, approves one and tells the applicant [both engines]', async () => {
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

  it('rejects only with a reason, which the applicant reads; bad input answers 400 or 404 [both engines]', async () => {
    const seller = await newSeller(t.app);
    const id = await enter(seller, {
      ...sellerEntry,
      type: 'business',
      category: 'builder',
      company_name: 'Solent Boatworks',
      // A business's trader details (decision 045).
      address: 'Shamrock Quay, Southampton SO14 5QL',
      trade_register: 'Companies House 01234567',
      area_code: '44',
      mobile: '2380000000',
      self_certify: '1',
    });
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
