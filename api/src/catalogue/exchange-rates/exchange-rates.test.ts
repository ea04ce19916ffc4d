// Prices in the visitor's currency: the exchange rates in the database (with their date), a listing's euro price
// kept from them by a trigger, lists, filters, yachts and similar yachts converted on request, price bounds in the
// chosen currency, and the operator's load that reprices listings, refusing bad input in its own words.
import { eq, sql } from 'drizzle-orm';
import type { CatalogueFilters, YachtDetail, YachtListPage } from '@yachts/contracts/catalogue';
import { usedYachts } from '../../db/schema';
import { buildTestApp } from '../../testing/helper';
import { fileApp } from '../../testing/file-app';
import { YachtFixtures, uniqueWord } from '../catalogue-support';
import { parseEcbRates } from './ecb-rates';
import { RATES_MESSAGES, checkRatesLoad } from './exchange-rates-rules';
import { answerOf, dataOf, getData } from '../../testing/answers';

const OPERATOR_TOKEN = 'operator-token-for-rates-tests-0123456789';

let fixtures: YachtFixtures;
const t = fileApp({ OPERATOR_TOKEN }, undefined, () => fixtures.removeAll());

beforeAll(() => {
  fixtures = new YachtFixtures(t.app);
});

const get = <T>(url: string) => getData<T>(t.app, url);

const putRates = (body: unknown, token: string | null = OPERATOR_TOKEN) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/operator/exchange-rates',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as object,
  });

const priceEurOf = async (id: number) =>
  (await t.app.database.db.select({ priceEur: usedYachts.priceEur }).from(usedYachts).where(eq(usedYachts.id, id)))[0]!.priceEur;

test('the rates the site starts with are in the database, with their date', async () => {
  const rates = await get<{ date: string; perEuro: Record<string, number> }>('/api/v1/exchange-rates');
  expect(rates.date).toBe('2026-11-01');
  expect(rates.perEuro.EUR).toBe(1);
  expect(rates.perEuro.USD).toBeCloseTo(1 / 0.92, 6);
  expect(Object.keys(rates.perEuro).sort()).toEqual(['AUD', 'CHF', 'EUR', 'GBP', 'USD']);
});

describe('a builder’s yachts in three currencies', () => {
  const builder = `Rates ${uniqueWord('yard')}`;
  let euro: number;
  let dollar: number;
  let pound: number;
  const list = (query: string) => get<YachtListPage>(`/api/v1/yachts/idle?builder=${encodeURIComponent(builder)}&${query}`);

  beforeAll(async () => {
    euro = (await fixtures.add('idle', { builder, model: 'Euro', price: 100_000, currency: 'EUR' })).id;
    // $120,000 at 1/0.92 dollars a euro is €110,400; the trigger prices it so, whatever the insert said.
    dollar = (await fixtures.add('idle', { builder, model: 'Dollar', price: 120_000, currency: 'USD' })).id;
    pound = (await fixtures.add('idle', { builder, model: 'Pound', price: 100_000, currency: 'GBP' })).id;
  });

  it('prices each listing in euros from the rates when it is written', async () => {
    expect(await priceEurOf(dollar)).toBe(110_400);
    expect(await priceEurOf(pound)).toBe(117_000);
    await t.app.database.db.update(usedYachts).set({ price: 130_000, priceEur: 1 }).where(eq(usedYachts.id, dollar));
    expect(await priceEurOf(dollar)).toBe(119_600);
    await t.app.database.db.update(usedYachts).set({ price: 120_000 }).where(eq(usedYachts.id, dollar));
  });

  it('shows every price in the currency asked for beside its own, sorts and filters in one currency', async () => {
    const page = await list('currency=USD&sort=price-asc');
    expect(page.conversion).toEqual({ currency: 'USD', ratesDate: '2026-11-01' });
    expect(page.items.map((yacht) => [yacht.model, yacht.price, yacht.currency, yacht.shownPrice])).toEqual([
      ['Euro', 100_000, 'EUR', { amount: 108_696, currency: 'USD' }],
      // Asked in dollars: nothing to convert.
      ['Dollar', 120_000, 'USD', undefined],
      ['Pound', 100_000, 'GBP', { amount: 127_174, currency: 'USD' }],
    ]);
    // Bounds in dollars: $108,696 reaches the €100,000 yacht, $108,000 does not.
    expect((await list('currency=USD&priceMax=108696')).items.map((yacht) => yacht.model)).toEqual(['Euro']);
    expect((await list('currency=USD&priceMax=108000')).total).toBe(0);
    expect((await list('currency=USD&priceMin=120000&priceMax=125000')).items.map((yacht) => yacht.model)).toEqual(['Dollar']);
    // Without a currency, nothing is converted and bounds are euros.
    const plain = await list('priceMax=108000');
    expect(plain.conversion).toBeUndefined();
    expect(plain.items.map((yacht) => [yacht.model, yacht.shownPrice])).toEqual([['Euro', undefined]]);
  });

  it('gives the filter panel’s price range in the currency asked for', async () => {
    const euros = await get<CatalogueFilters>(`/api/v1/yachts/idle/filters?builder=${encodeURIComponent(builder)}`);
    expect(euros.price).toEqual({ min: 100_000, max: 117_000 });
    const pounds = await get<CatalogueFilters>(`/api/v1/yachts/idle/filters?builder=${encodeURIComponent(builder)}&currency=GBP`);
    expect(pounds.price.min).toBe(85_470);
    // £100,000 again, give or take the last unit the range is widened by.
    expect(pounds.price.max).toBeGreaterThanOrEqual(100_000);
    expect(pounds.price.max).toBeLessThanOrEqual(100_001);
  });

  it('converts a yacht and its similar ones, and refuses a currency it does not show', async () => {
    const detail = await get<YachtDetail>(`/api/v1/yachts/idle/${euro}?currency=CHF`);
    expect(detail.shownPrice).toEqual({ amount: 93_000, currency: 'CHF' });
    expect(detail.conversion).toEqual({ currency: 'CHF', ratesDate: '2026-11-01' });
    const similar = await t.app.inject({ method: 'GET', url: `/api/v1/yachts/idle/${euro}/similar?currency=AUD` });
    expect(similar.statusCode).toBe(200);
    for (const yacht of dataOf<YachtDetail[]>(similar)) expect(yacht.shownPrice?.currency ?? 'AUD').toBe('AUD');
    for (const url of [`/api/v1/yachts/idle/${euro}?currency=YEN`, `/api/v1/yachts/idle?currency=usd`]) {
      const refused = await t.app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(400);
      expect(answerOf(refused).msg).toMatch(/^Unknown currency "(YEN|usd)": use EUR, USD, GBP, CHF or AUD\.$/);
    }
  });

  it('an operator’s load of new rates reprices the listings, and lists and filters follow at once', async () => {
    expect((await putRates({ date: '2026-11-20', perEuro: { USD: 1.2 } }, null)).statusCode).toBe(401);
    const loaded = await putRates({ date: '2026-11-20', perEuro: { USD: 1.25, GBP: 0.8 } });
    expect(loaded.statusCode).toBe(200);
    expect(dataOf<{ repriced: number }>(loaded).repriced).toBeGreaterThanOrEqual(2);
    expect(await priceEurOf(dollar)).toBe(96_000);
    expect(await priceEurOf(pound)).toBe(125_000);
    expect(await priceEurOf(euro)).toBe(100_000);
    const page = await list('currency=EUR&sort=price-desc');
    expect(page.items.map((yacht) => [yacht.model, yacht.shownPrice?.amount])).toEqual([
      ['Pound', 125_000],
      ['Euro', undefined],
      ['Dollar', 96_000],
    ]);
    // The narrow table the filters read moved with them.
    expect((await list('priceMin=120000')).items.map((yacht) => yacht.model)).toEqual(['Pound']);
    const rates = await get<{ date: string; perEuro: Record<string, number> }>('/api/v1/exchange-rates');
    // CHF and AUD keep their older rates: the date shown is the oldest in force.
    expect(rates).toMatchObject({ date: '2026-11-01', perEuro: { USD: 1.25, GBP: 0.8 } });
  });
});

describe('a load of rates that is wrong changes nothing and says why', () => {
  it.each([
    [{ perEuro: { USD: 1.1 } }, RATES_MESSAGES.date],
    [{ date: '2026-02-30', perEuro: { USD: 1.1 } }, RATES_MESSAGES.date],
    [{ date: '2999-01-01', perEuro: { USD: 1.1 } }, RATES_MESSAGES.future],
    [{ date: '2026-10-01', perEuro: { USD: 1.1 } }, RATES_MESSAGES.older('2026-11-01')],
    [{ date: '2026-11-21', perEuro: {} }, RATES_MESSAGES.none],
    [{ date: '2026-11-21', perEuro: [1.1] }, RATES_MESSAGES.none],
    [{ date: '2026-11-21', perEuro: { EUR: 1 } }, RATES_MESSAGES.currency('EUR')],
    [{ date: '2026-11-21', perEuro: { JPY: 160 } }, RATES_MESSAGES.currency('JPY')],
    [{ date: '2026-11-21', perEuro: { USD: 0 } }, RATES_MESSAGES.rate('USD')],
    [{ date: '2026-11-21', perEuro: { USD: '1.1' } }, RATES_MESSAGES.rate('USD')],
    [{ date: '2026-11-21', perEuro: { USD: 1.1, GBP: -1 } }, RATES_MESSAGES.rate('GBP')],
  ])('%j', async (body, message) => {
    const before = await get<unknown>('/api/v1/exchange-rates');
    const response = await putRates(body);
    expect(response.statusCode).toBe(400);
    expect(answerOf(response).msg).toBe(message);
    expect(await get<unknown>('/api/v1/exchange-rates')).toEqual(before);
  });
});

test('without OPERATOR_TOKEN nobody loads rates through the route without an operator login (decision 032)', async () => {
  const plain = await buildTestApp();
  try {
    const response = await plain.app.inject({ method: 'PUT', url: '/api/v1/operator/exchange-rates', payload: {} });
    expect(response.statusCode).toBe(401);
    const bearer = await plain.app.inject({
      method: 'PUT',
      url: '/api/v1/operator/exchange-rates',
      headers: { authorization: 'Bearer anything-at-all-0123456789' },
      payload: {},
    });
    expect(bearer.statusCode).toBe(401);
  } finally {
    await plain.close();
  }
});

describe('the European Central Bank’s daily file', () => {
  const FILE = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
  <Cube>
    <Cube time='2026-11-25'>
      <Cube currency='USD' rate='1.0512'/>
      <Cube currency='JPY' rate='161.32'/>
      <Cube currency='GBP' rate='0.83250'/>
      <Cube currency='CHF' rate='0.9381'/>
      <Cube currency='AUD' rate='1.6187'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

  it('gives the day and the rates of the currencies the site shows', () => {
    expect(parseEcbRates(FILE)).toEqual({ date: '2026-11-25', perEuro: { USD: 1.0512, GBP: 0.8325, CHF: 0.9381, AUD: 1.6187 } });
    // And passes the same rules as the operator's load.
    expect(checkRatesLoad(parseEcbRates(FILE), '2026-11-01', new Date('2026-11-26T12:00:00Z')).date).toBe('2026-11-25');
  });

  it('refuses a file that is not it', () => {
    expect(() => parseEcbRates('<html>Service unavailable</html>')).toThrow('This is not the ECB reference rates file');
    expect(() => parseEcbRates("<Cube time='2026-11-25'><Cube currency='JPY' rate='161'/></Cube>")).toThrow('has none of');
  });
});

test('a currency without a rate in the database is not converted', async () => {
  const yacht = await fixtures.add('idle', { builder: `Rates ${uniqueWord('yard')}`, price: 50_000, currency: 'EUR' });
  await t.app.database.db.execute(sql`delete from exchange_rates where currency = 'AUD'`);
  try {
    expect((await get<{ perEuro: Record<string, number> }>('/api/v1/exchange-rates')).perEuro.AUD).toBeUndefined();
    expect((await get<YachtDetail>(`/api/v1/yachts/idle/${yacht.id}?currency=AUD`)).shownPrice).toBeUndefined();
  } finally {
    await t.app.database.db.execute(sql`insert into exchange_rates (currency, per_euro, rates_date) values ('AUD', 1.62, '2026-11-01')`);
  }
  expect((await get<YachtDetail>(`/api/v1/yachts/idle/${yacht.id}?currency=AUD`)).shownPrice).toEqual({ amount: 81_000, currency: 'AUD' });
});
