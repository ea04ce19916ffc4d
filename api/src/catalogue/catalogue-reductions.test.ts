// "Price reduced" on a used yacht's card: a list says the asking price before the last change when that change
// lowered it, whether or not the history's last point is the current price, and nothing after a rise or none.
import type { Currency, YachtListPage } from '@yachts/contracts/catalogue';
import { fileApp } from '../testing/file-app';
import { YachtFixtures, minutesAgo, uniqueWord } from './catalogue-support';
import { dataOf } from '../testing/answers';

let fixtures: YachtFixtures;
const t = fileApp({}, undefined, () => fixtures.removeAll());

beforeAll(() => {
  fixtures = new YachtFixtures(t.app);
});

test('a list marks the used yachts whose last price change was a reduction, with the price before', async () => {
  const builder = `Reduced ${uniqueWord('yard')}`;
  const at = (price: number, minutes: number): [number, Date] => [price, minutesAgo(minutes)];
  // Model, currency, asking price, and the earlier prices with when they changed, oldest first.
  const yachts: [string, Currency, number, [number, Date][]][] = [
    ['Cut twice', 'EUR', 250_000, [at(320_000, 300), at(290_000, 200), at(250_000, 100)]],
    ['History without the current', 'GBP', 99_000, [at(110_000, 300)]],
    ['Raised', 'EUR', 150_000, [at(140_000, 300), at(150_000, 100)]],
    ['Never changed', 'EUR', 80_000, []],
  ];
  for (const [model, currency, price, earlier] of yachts) {
    const priceHistory = earlier.map(([before, changedAt]) => ({ price: before, currency, changedAt }));
    await fixtures.add('idle', { builder, model, price, currency, priceHistory });
  }
  const response = await t.app.inject({ url: `/api/v1/yachts/idle?builder=${encodeURIComponent(builder)}&sort=price-desc` });
  expect(response.statusCode).toBe(200);
  const { items } = dataOf<YachtListPage>(response);
  expect(Object.fromEntries(items.map((item) => [item.model, item.reducedFrom ?? null]))).toEqual({
    'Cut twice': { price: 290_000, currency: 'EUR' },
    'History without the current': { price: 110_000, currency: 'GBP' },
    Raised: null,
    'Never changed': null,
  });
});
