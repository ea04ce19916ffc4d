// "Price reduced" on a used yacht's card: a list says the asking price before the last change when that change
// lowered it, whether or not the history's last point is the current price, and nothing after a rise or none.
import type { YachtListPage } from '@yachts/contracts/catalogue';
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
  const at = (minutes: number) => minutesAgo(minutes);
  await fixtures.add('idle', {
    builder,
    model: 'Cut twice',
    price: 250_000,
    currency: 'EUR',
    priceHistory: [
      { price: 320_000, currency: 'EUR', changedAt: at(300) },
      { price: 290_000, currency: 'EUR', changedAt: at(200) },
      { price: 250_000, currency: 'EUR', changedAt: at(100) },
    ],
  });
  await fixtures.add('idle', {
    builder,
    model: 'History without the current',
    price: 99_000,
    currency: 'GBP',
    priceHistory: [{ price: 110_000, currency: 'GBP', changedAt: at(300) }],
  });
  await fixtures.add('idle', {
    builder,
    model: 'Raised',
    price: 150_000,
    currency: 'EUR',
    priceHistory: [
      { price: 140_000, currency: 'EUR', changedAt: at(300) },
      { price: 150_000, currency: 'EUR', changedAt: at(100) },
    ],
  });
  await fixtures.add('idle', { builder, model: 'Never changed', price: 80_000, currency: 'EUR' });
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
