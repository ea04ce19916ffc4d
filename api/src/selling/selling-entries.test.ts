// @dialect: two entries sent at the same moment (one waiting entry per type, under concurrency).
// The seller and business entries (SELL_CALLS.enter and enterDetail of contracts/src/selling.ts;
// docs/decisions/017-selling.md) on a real database: every rule of the entry form, one waiting application per type,
// two sent at once, and a new one once the waiting one is decided.
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@yachts/contracts/rules';
import { SELL_CALLS, SELL_MESSAGES, type EntryApplication } from '@yachts/contracts/selling';
import { sellerEntries } from '../db/schema';
import { SELLING_MESSAGES } from './selling-routes';
import { fileApp } from '../testing/file-app';
import { OPERATOR_TOKEN, call, newSeller, operatorCall, sellingHelpers, withoutToken } from './selling-support';
import { answerOf, bodyOf, idOf, like } from '../testing/answers';
import { rowCount } from '../testing/rows';

const t = fileApp({ OPERATOR_TOKEN, SEED: 'false' });
const { ok } = sellingHelpers(t);

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
    address: 'Mercury Yacht Harbour, Hamble SO31 4HQ',
    trade_register: 'Companies House 09123456',
    self_certify: '1',
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
      // A business's trader details (DSA Art. 30, decision 045).
      [
        { ...businessEntry, address: ' ', trade_register: '', self_certify: '' },
        { address: SELL_MESSAGES.businessAddress, trade_register: SELL_MESSAGES.tradeRegister, self_certify: SELL_MESSAGES.selfCertify },
      ],
      [{ ...businessEntry, area_code: '', mobile: '' }, { mobile: SELL_MESSAGES.businessPhone }],
      [{ ...businessEntry, self_certify: 'no' }, { self_certify: SELL_MESSAGES.selfCertify }],
      [{ ...businessEntry, address: 'x'.repeat(201) }, { address: SELL_MESSAGES.businessAddress }],
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

  it('lets only one of two entries sent at the same moment through [both engines]', async () => {
    const seller = await newSeller(t.app);
    const answers = await Promise.all([1, 2, 3].map(() => call(t.app, seller, SELL_CALLS.enter, sellerEntry)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(
      await rowCount(t.app, sellerEntries, and(eq(sellerEntries.userId, seller.login.user.id), eq(sellerEntries.type, 'seller'))),
    ).toBe(1);
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
