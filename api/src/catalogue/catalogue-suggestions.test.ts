// Header suggestions (decision 024): builders, models with their builder, and places of listed yachts whose words
// start with every word typed, with their counts; a name that starts with the whole text first, then the most
// yachts. Written to the table, a listing is suggested (or no longer) at the next question.
import { eq } from 'drizzle-orm';
import { CATALOGUE_LIMITS, type Suggestion, type Suggestions } from '@yachts/contracts/catalogue';
import { usedYachts } from '../db/schema';
import { fileApp } from '../testing/file-app';
import { CATALOGUE_QUERY_MESSAGES } from './catalogue-query';
import { YachtFixtures, uniqueWord } from './catalogue-support';
import { until } from '../testing/wait';
import { answerOf, dataOf } from '../testing/answers';

let fixtures: YachtFixtures;
const t = fileApp({}, undefined, () => fixtures.removeAll());
const word = uniqueWord('q');
const builder = `Ñorth${word} Yachts`;

beforeAll(async () => {
  fixtures = new YachtFixtures(t.app);
  for (const model of ['Voyager 44', 'Voyager 44', 'Voyager 52']) {
    await fixtures.add('idle', { builder, model, location: `Port ${word}`, country: 'HR' });
  }
  await fixtures.add('idle', { builder: `Other ${word}`, model: 'Cutter', location: `${word}voyager Cove`, country: 'GR' });
});

async function suggest(q: string, kind = 'idle'): Promise<Suggestion[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/yachts/${kind}/suggestions?q=${encodeURIComponent(q)}` });
  expect(response.statusCode).toBe(200);
  return dataOf<Suggestions>(response).items;
}

test('the builder, its models and the place, each with its yachts, for the start of a word, accents aside', async () => {
  const items = await suggest(`north${word.slice(0, 4)}`);
  expect(items).toEqual([
    { type: 'builder', builder, count: 3 },
    { type: 'model', builder, model: 'Voyager 44', count: 2 },
    { type: 'model', builder, model: 'Voyager 52', count: 1 },
  ]);
  // Every word must start a word of the name, in any order.
  expect(await suggest(`52 north${word}`)).toEqual([{ type: 'model', builder, model: 'Voyager 52', count: 1 }]);
  expect(await suggest(`port ${word}`)).toEqual([{ type: 'place', place: `Port ${word}`, country: 'HR', count: 3 }]);
  // A name that starts with the whole text comes before one with more yachts that only has a word starting it.
  expect((await suggest(`${word}voy`)).map((item) => item.type)).toEqual(['place']);
  expect((await suggest(`${word}voyager cove`)).map((item) => item.place)).toEqual([`${word}voyager Cove`]);
  const ranked = await suggest(`${word}`);
  expect(ranked[0]).toEqual({ type: 'place', place: `${word}voyager Cove`, country: 'GR', count: 1 });
  expect(ranked[1]).toEqual({ type: 'place', place: `Port ${word}`, country: 'HR', count: 3 });
  // Not the middle of a word, nor the other catalogue.
  expect(await suggest(word.slice(2))).toEqual([]);
  expect(await suggest(`north${word}`, 'new')).toEqual([]);
});

test('at most the limit, none for nothing typed, and the spec’s words for a text too long', async () => {
  expect((await suggest('a')).length).toBeLessThanOrEqual(CATALOGUE_LIMITS.suggestions);
  expect(await suggest('   ')).toEqual([]);
  const long = await t.app.inject({ method: 'GET', url: `/api/v1/yachts/idle/suggestions?q=${'x'.repeat(101)}` });
  expect(long.statusCode).toBe(400);
  expect(answerOf(long).msg).toBe(CATALOGUE_QUERY_MESSAGES.keywordsTooLong);
});

test('a yacht withdrawn is counted out at the next questions, once the new counts are in', async () => {
  const [first] = fixtures.made.filter((yacht) => yacht.fields.builder === builder);
  await t.app.database.db.update(usedYachts).set({ status: 'withdrawn' }).where(eq(usedYachts.id, first!.id));
  // The first question after a write may still get the last counts while the new ones are counted: ask until the
  // builder's count changes, then check the whole answer.
  const items = await until(
    () => suggest(`north${word}`),
    (answer) => answer[0]?.count !== 3,
  );
  expect(items[0]).toEqual({ type: 'builder', builder, count: 2 });
});
