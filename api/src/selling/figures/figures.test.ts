// A dealer's figures (decision 045): a yacht page counts one view per visitor and day (a crawler none), and so does a
// save to compare; follows and enquiries by day; the numbers and the chart for one listing or the whole stock, for the dealer's people only.
import { CATALOGUE_API, type CatalogueKind } from '@yachts/contracts/catalogue';
import { ErrorCode } from '@yachts/contracts/envelope';
import { signBody } from '@yachts/contracts/signing';
import { DEALER_FIGURES_API, DEALER_FIGURES_MESSAGES } from '@yachts/contracts/dealer-figures';
import type { DealerFigures } from '@yachts/contracts/wire/dealer-figures';
import { conversations, yachtFollows } from '../../db/schema';
import { YachtFixtures, uniqueWord, type InsertedYacht } from '../../catalogue/catalogue-support';
import { dialectUnderTest, loginAs, startVisitor, type LoggedIn } from '../../testing/helper';
import { fileApp } from '../../testing/file-app';
import { answerOf, dataOf } from '../../testing/answers';
import { addDealer } from '../testing/dealer-pages';
import { dayRange, FIGURES_DAYS } from './figures-repository';
import { figuresChart, niceMax } from './figures-chart';
import { isCrawler } from '../../lib/page-views';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
let fixtures: YachtFixtures;
const t = fileApp({ SEED: 'false' }, undefined, () => fixtures.removeAll());
let dealer: LoggedIn;
let other: LoggedIn;
let boat: InsertedYacht;
let second: InsertedYacht;

beforeAll(async () => {
  fixtures = new YachtFixtures(t.app);
  dealer = await loginAs(t.app, { name: `Dealer ${uniqueWord()}` });
  other = await loginAs(t.app, { name: `Other ${uniqueWord()}` });
  await addDealer(t.app, dealer, { slug: uniqueWord('d'), name: 'Figures Marine' });
  boat = await fixtures.add('idle', { sellerId: dealer.user.id, builder: 'Hallberg-Rassy', model: '412' });
  second = await fixtures.add('new', { sellerId: dealer.user.id });
});

const figuresOf = async (who: LoggedIn, query = '') =>
  t.app.inject({ url: `${DEALER_FIGURES_API.figures}${query}`, headers: { 'access-token': who.token } });
const today = () => new Date().toISOString().slice(0, 10);

describe(`a dealer's figures (${dialectUnderTest})`, () => {
  it('counts one view and one save to compare per visitor and day, none for a crawler, and the follows and enquiries of the day', async () => {
    const ada = await startVisitor(t.app);
    const ben = await startVisitor(t.app);
    const view = (cookie: string, agent: string) =>
      t.app.inject({ url: CATALOGUE_API.detail('idle', boat.id), headers: { cookie, 'user-agent': agent } });
    const compare = (cookie: string, agent: string, kind: CatalogueKind = 'idle', id: number = boat.id, payload: object = signBody({})) =>
      t.app.inject({ method: 'POST', url: CATALOGUE_API.compared(kind, id), headers: { cookie, 'user-agent': agent }, payload });
    // Ada twice, Ben once, and Ben again as a crawler: each call answered, two visitors counted.
    for (const call of [view, compare]) {
      for (const [cookie, agent] of [
        [ada.cookie, BROWSER],
        [ada.cookie, BROWSER],
        [ben.cookie, BROWSER],
        [ben.cookie, 'Googlebot/2.1 (+http://www.google.com/bot.html)'],
      ] as const) {
        expect((await call(cookie, agent)).statusCode).toBe(200);
      }
    }
    await t.app.inject({ url: CATALOGUE_API.detail('new', second.id), headers: { cookie: ada.cookie, 'user-agent': BROWSER } });
    const missing = await compare(ada.cookie, BROWSER, 'new', 2_000_000_000);
    expect({ status: missing.statusCode, code: answerOf(missing).code }).toEqual({ status: 404, code: ErrorCode.NOT_FOUND });
    const unsigned = await compare(ben.cookie, BROWSER, 'new', second.id, {});
    expect(answerOf(unsigned).code).toBe(ErrorCode.SIGN_MISSING);
    const { db } = t.app.database;
    await db.insert(yachtFollows).values({ userId: other.user.id, yachtKind: 'idle', yachtId: boat.id });
    await db.insert(conversations).values([
      { yachtKind: 'idle', yachtId: boat.id, sellerId: dealer.user.id, buyerName: 'B', buyerEmail: 'b@example.com' },
      { yachtKind: 'idle', yachtId: boat.id, sellerId: dealer.user.id, buyerName: 'S', buyerEmail: 's@example.com', status: 'spam' },
    ]);

    const one = dataOf<DealerFigures>(await figuresOf(dealer, `?kind=idle&id=${boat.id}`));
    expect(one.days).toHaveLength(FIGURES_DAYS);
    expect(one.days.at(-1)).toEqual({ day: today(), views: 2, follows: 1, compares: 2, enquiries: 1 });
    expect(one.totals).toEqual({ views: 2, follows: 1, compares: 2, enquiries: 1 });
    const all = dataOf<DealerFigures>(await figuresOf(dealer));
    expect(all.totals).toEqual({ views: 3, follows: 1, compares: 2, enquiries: 1 });
    expect(all.title).toContain('your whole stock');
  });

  it('draws the chart as SVG with its title, and keeps the figures to the dealer’s people and listings', async () => {
    const chart = await t.app.inject({
      url: `${DEALER_FIGURES_API.chart}?kind=idle&id=${boat.id}`,
      headers: { 'access-token': dealer.token },
    });
    expect(chart.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(chart.body).toMatch(/^<svg [^>]*role="img"/);
    expect(chart.body).toContain(
      '<title>Views, follows, saves to compare and enquiries of the Hallberg-Rassy 412 over the last 30 days</title>',
    );
    expect((await figuresOf(other)).statusCode).toBe(404);
    const foreign = await fixtures.add('new', { sellerId: other.user.id });
    const notTheirs = await figuresOf(dealer, `?kind=new&id=${foreign.id}`);
    expect(notTheirs.statusCode).toBe(404);
    expect(answerOf(notTheirs).msg).toBe(DEALER_FIGURES_MESSAGES.listing);
  });
});

describe('figures, the parts', () => {
  it('tells crawlers and tools from browsers', () => {
    expect(isCrawler(BROWSER)).toBe(false);
    for (const agent of [
      undefined,
      'Googlebot/2.1',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'curl/8.5.0',
      'facebookexternalhit/1.1',
      'Chrome-Lighthouse',
    ]) {
      expect(isCrawler(agent)).toBe(true);
    }
  });

  it('makes round axis tops and the days oldest first', () => {
    expect([0, 3, 7, 12, 48, 101].map(niceMax)).toEqual([4, 4, 10, 20, 50, 200]);
    const days = dayRange(new Date('2026-03-02T10:00:00Z'), 3);
    expect(days).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    const chart = figuresChart([{ day: '2026-03-02', views: 1, follows: 0, compares: 3, enquiries: 0 }], 'A <b> & "c"');
    expect(chart).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(chart).toContain('>Compared</text>');
  });
});
