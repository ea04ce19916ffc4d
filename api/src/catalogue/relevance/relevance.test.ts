// The judged set (judged-queries.ts) against the demo catalogue, on the database under test: what a buyer expects at
// the top of a search stays there whatever the ranking or the engine becomes.
import type { YachtSummary } from '@yachts/contracts/catalogue';
import { fileApp } from '../../testing/file-app';
import { JUDGED_QUERIES, type Expectation } from './judged-queries';
import { dataOf } from '../../testing/answers';

const t = fileApp();

function misses(yacht: YachtSummary, expected: Expectation): string[] {
  const wrong: string[] = [];
  if (expected.builder !== undefined && yacht.builder !== expected.builder) wrong.push(`builder ${expected.builder}`);
  if (expected.model && !expected.model.test(yacht.model)) wrong.push(`model ${expected.model}`);
  if (expected.location && !expected.location.test(yacht.location)) wrong.push(`place ${expected.location}`);
  if (expected.type !== undefined && yacht.type !== expected.type) wrong.push(`type ${expected.type}`);
  return wrong;
}

test('the judged set holds at least 30 queries of every kind of words', () => {
  expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(30);
  expect(new Set(JUDGED_QUERIES.map((query) => query.kind))).toEqual(new Set(['new', 'idle']));
});

test.each(JUDGED_QUERIES.map((query) => [`${query.kind === 'new' ? 'new' : 'used'} “${query.q}”`, query] as const))(
  '%s: the first results are what the words mean',
  async (_name, query) => {
    const top = query.top ?? 3;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/yachts/${query.kind}?q=${encodeURIComponent(query.q)}&sort=relevance&page=1&pageSize=${top}`,
    });
    expect(response.statusCode).toBe(200);
    const items = dataOf<{ items: YachtSummary[] }>(response).items;
    const shown = items.map((yacht) => `${yacht.builder} ${yacht.model} (${yacht.location}, ${yacht.type})`);
    expect({ count: items.length, shown }).toEqual({ count: top, shown });
    const wrong = items.flatMap((yacht, index) => {
      const problems = [...misses(yacht, query.all), ...(index === 0 && query.first ? misses(yacht, query.first) : [])];
      return problems.length ? [`#${index + 1} ${shown[index]}: not ${problems.join(', ')}`] : [];
    });
    expect(wrong).toEqual([]);
  },
);
