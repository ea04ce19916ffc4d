// Writes show up: a yacht listed through the selling flow, changed, and withdrawn by its seller is seen that way by
// the lists, the filter counts and search within one second (the catalogue's freshness rule; the seller sees their
// own change at once). Whatever serves the catalogue's reads (today the tables themselves) must keep this true.
import { eq } from 'drizzle-orm';
import type { CatalogueFilters, YachtSummary } from '@yachts/contracts/catalogue';
import { SELL_CALLS } from '@yachts/contracts/selling';
import { newYachts } from '../db/schema';
import { fileApp } from '../testing/file-app';
import { OPERATOR_TOKEN, call, newSeller, ownPhotos, reviewOk, sellForm, stored } from '../selling/selling-support';
import { uniqueWord } from './catalogue-support';
import { answerOf, getData, idOf } from '../testing/answers';
import { until } from '../testing/wait';

const t = fileApp({ OPERATOR_TOKEN });

const get = <T>(url: string) => getData<T>(t.app, url);

/**
 * Asks again until `read` answers what is expected, then compares: the write shows up, in a later answer if not at
 * once. The rule's one second is not timed here: on a busy machine that timed the machine; a write
 * that never shows up still fails, at the test's timeout.
 */
async function within<T>(read: () => Promise<T>, expected: unknown): Promise<void> {
  const last = await until(read, (answer) => JSON.stringify(answer) === JSON.stringify(expected));
  expect(last).toEqual(expected);
}

test('a listing is in the list, its builder count and search once approved, changed at once, and gone once withdrawn', async () => {
  const builder = `Fresh ${uniqueWord('yard')}`;
  const model = `Tide ${uniqueWord('m')}`;
  const search = () => get<{ total: number; items: YachtSummary[] }>(`/api/v1/yachts/new?q=${encodeURIComponent(model)}&page=1&pageSize=5`);
  const byBuilder = () =>
    get<{ total: number; items: YachtSummary[] }>(`/api/v1/yachts/new?builder=${encodeURIComponent(builder)}&page=1&pageSize=5`);
  const builderCount = async () =>
    (await get<CatalogueFilters>('/api/v1/yachts/new/filters')).builders.find((entry) => entry.name === builder)?.count ?? 0;
  const shown = async () => (await byBuilder()).items.map((yacht) => ({ model: yacht.model, price: yacht.price }));
  expect(await builderCount()).toBe(0);

  const seller = await newSeller(t.app);
  const photos = await ownPhotos(t.app, seller, 1);
  const created = await call(t.app, seller, SELL_CALLS.createNew, sellForm(photos, { builder, model, price: 500000 }));
  const applicationId = idOf(created);
  // Applied for is not listed.
  expect((await search()).total).toBe(0);

  await reviewOk(t.app, applicationId, 'approved');
  const listingId = (await stored(t.app, applicationId)).row?.listingId as number;
  await within(shown, [{ model, price: 500000 }]);
  await within(builderCount, 1);
  await within(async () => (await search()).items.map((yacht) => yacht.id), [listingId]);

  // A change to the row (a price drop) is what every read shows next.
  await t.app.database.db
    .update(newYachts)
    .set({ basePrice: 450000, priceEur: 450000, updatedAt: new Date() })
    .where(eq(newYachts.id, listingId));
  await within(shown, [{ model, price: 450000 }]);
  await within(async () => (await get<{ price: number }>(`/api/v1/yachts/new/${listingId}`)).price, 450000);

  const withdrawn = await call(t.app, seller, SELL_CALLS.deleteNew, { id: applicationId });
  expect(answerOf(withdrawn).code).toBe(1);
  await within(shown, []);
  await within(builderCount, 0);
  await within(async () => (await search()).total, 0);
  const page = await t.app.inject({ method: 'GET', url: `/api/v1/yachts/new/${listingId}` });
  expect(page.statusCode).toBe(404);
});
