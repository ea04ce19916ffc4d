// Facets that follow the filters (decision 024): each group of the filter panel is counted under all the other
// groups' filters and the words, not its own, so a group's choices stay selectable while the others narrow. One
// builder of this file's own keeps the counts apart from the demo catalogue and other files' yachts.
import type { CatalogueFilters, YachtListPage } from '@yachts/contracts/catalogue';
import { fileApp } from '../testing/file-app';
import { CATALOGUE_QUERY_MESSAGES } from './catalogue-query';
import { YachtFixtures, uniqueWord } from './catalogue-support';
import { answerOf, dataOf } from '../testing/answers';

let fixtures: YachtFixtures;
const t = fileApp({}, undefined, () => fixtures.removeAll());
const builder = `Facet ${uniqueWord('yard')}`;

beforeAll(async () => {
  fixtures = new YachtFixtures(t.app);
  const rochelle = { location: 'La Rochelle', country: 'FR' } as const;
  const palma = { location: 'Palma de Mallorca', country: 'ES' } as const;
  const rows = [
    ['Alpha 40', 'sail', 'diesel', 'grp', 'good', rochelle],
    ['Alpha 40', 'sail', 'diesel', 'grp', 'fair', rochelle],
    ['Beta 45', 'catamaran', 'diesel', 'grp', 'good', palma],
    ['Beta 45', 'motor', 'petrol', 'steel', 'good', palma],
  ] as const;
  for (const [model, type, fuel, hullMaterial, condition, place] of rows) {
    await fixtures.add('idle', { builder, model, type, fuel, hullMaterial, condition, ...place });
  }
});

async function facets(query: string): Promise<CatalogueFilters> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/yachts/idle/filters?builder=${encodeURIComponent(builder)}&${query}`,
  });
  expect(response.statusCode).toBe(200);
  return dataOf<CatalogueFilters>(response);
}

const counts = (entries: { name: string; count: number }[]) => Object.fromEntries(entries.map((entry) => [entry.name, entry.count]));

test('choosing a type narrows every other group, while the types keep their counts under the builder', async () => {
  const data = await facets('type=catamaran');
  expect(counts(data.types)).toEqual({ sail: 2, motor: 1, catamaran: 1, superyacht: 0 });
  expect(counts(data.fuels)).toEqual({ diesel: 1, petrol: 0, electric: 0, hybrid: 0 });
  expect(counts(data.hulls)).toMatchObject({ grp: 1, steel: 0 });
  expect(counts(data.conditions)).toEqual({ excellent: 0, good: 1, fair: 0, project: 0 });
  expect(data.models).toEqual([{ builder, name: 'Beta 45', count: 1 }]);
  expect(counts(data.countries)).toEqual({ ES: 1 });
  expect(data.locations).toEqual([{ name: 'Palma de Mallorca', country: 'ES', count: 1 }]);
  // The builders are counted without the builder filter: this one with its one catamaran, beside the others'.
  expect(counts(data.builders)[builder]).toBe(1);
  expect(data.builders.length).toBeGreaterThan(1);
});

test('a builder offers its models with their counts, and a chosen model keeps the others selectable', async () => {
  expect((await facets('')).models).toEqual([
    { builder, name: 'Alpha 40', count: 2 },
    { builder, name: 'Beta 45', count: 2 },
  ]);
  const data = await facets('model=Alpha%2040');
  expect(data.models).toEqual([
    { builder, name: 'Alpha 40', count: 2 },
    { builder, name: 'Beta 45', count: 2 },
  ]);
  expect(counts(data.types)).toMatchObject({ sail: 2, motor: 0, catamaran: 0 });
  // Without a builder there are no models to offer.
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/yachts/idle/filters' });
  expect(dataOf<CatalogueFilters>(response).models).toEqual([]);
});

test('countries, then the ports of the chosen ones, each with counts', async () => {
  const data = await facets('country=ES');
  expect(counts(data.countries)).toEqual({ FR: 2, ES: 2 });
  expect(data.locations).toEqual([{ name: 'Palma de Mallorca', country: 'ES', count: 2 }]);
  const port = await facets('country=ES&port=Palma%20de%20Mallorca&type=motor');
  expect(port.locations).toEqual([{ name: 'Palma de Mallorca', country: 'ES', count: 1 }]);
  expect(counts(port.types)).toMatchObject({ motor: 1, catamaran: 1, sail: 0 });
});

test('the list takes the model, country and port filters, and words narrow the counts too', async () => {
  const list = async (query: string) =>
    dataOf<YachtListPage>(
      await t.app.inject({ method: 'GET', url: `/api/v1/yachts/idle?builder=${encodeURIComponent(builder)}&${query}` }),
    );
  expect((await list('model=Beta%2045')).total).toBe(2);
  expect((await list('country=FR')).total).toBe(2);
  expect((await list('port=Palma%20de%20Mallorca&fuel=petrol')).total).toBe(1);
  const searched = await facets('q=alpha');
  expect(counts(searched.types)).toMatchObject({ sail: 2, motor: 0 });
});

test('a country that is not a code is refused in the words of the parameter, for the list and the filters', async () => {
  for (const url of ['/api/v1/yachts/idle?country=XX', '/api/v1/yachts/idle/filters?country=france']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(answerOf(response).msg).toBe(CATALOGUE_QUERY_MESSAGES.unknownCountry(url.endsWith('XX') ? 'XX' : 'france'));
  }
});
