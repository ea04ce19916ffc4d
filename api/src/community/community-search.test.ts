// The community search (decision 033): topics, articles and comments in one ranked list; a misspelt word found
// through the closest word the community wrote; only what a visitor may read; by section and kind; bad input in words.
import { eq } from 'drizzle-orm';
import {
  COMMUNITY_API,
  COMMUNITY_CALLS,
  COMMUNITY_MESSAGES,
  COMMUNITY_SEARCH_MESSAGES,
  type SearchPage,
} from '@yachts/contracts/community';
import { ErrorCode } from '@yachts/contracts/envelope';
import { comments, topics } from '../db/schema';
import { apiGet, formCall, newArticle, newMember, newModule, newTopic, type TestModule } from './community-support';
import { dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { answerOf, dataOf, idOf, like } from '../testing/answers';

const t = fileApp({ SEED: 'false' });
let harbour: TestModule;
let engines: TestModule;

beforeAll(async () => {
  harbour = await newModule(t.app, 'Harbour life');
  engines = await newModule(t.app, 'Engines');
});

const search = async (query: Record<string, string | number>) => {
  const answer = await apiGet(t.app, null, COMMUNITY_API.search, query);
  expect(answer.statusCode).toBe(200);
  return dataOf<SearchPage>(answer);
};
const found = (page: SearchPage) => page.items.map((hit) => `${hit.kind}:${hit.id}`);

describe(`the community search (${dialectUnderTest})`, () => {
  it('finds topics, articles and comments, a title before a mention in a text, with excerpts, links and sections', async () => {
    const author = await newMember(t.app, 'Search Author');
    const titled = await newTopic(t.app, harbour.id, { author, title: 'Windlass gypsy slipping', body: '<p>The chain jumps off.</p>' });
    const mentioned = await newTopic(t.app, harbour.id, {
      author,
      title: 'Anchoring stern-to in Greece',
      body: '<p>Long lines ashore and a windlass that works are what matter most.</p>',
    });
    const article = await newArticle(t.app, author, { title: 'A season with an electric windlass', body: '<p>It never failed.</p>' });
    const comment = await formCall(t.app, author, COMMUNITY_CALLS.createComment, {
      topic_id: mentioned,
      content: 'Service the windlass every spring.',
    });
    const cid = idOf(comment);

    const page = await search({ q: 'windlass' });
    expect(found(page)).toEqual(like.arrayContaining([`topic:${titled}`, `topic:${mentioned}`, `article:${article}`, `comment:${cid}`]));
    // The title's word weighs more than the same word in a text.
    expect(found(page).indexOf(`topic:${titled}`)).toBeLessThan(found(page).indexOf(`topic:${mentioned}`));
    const hit = page.items.find((item) => item.kind === 'comment' && item.id === cid);
    expect(hit).toMatchObject({
      title: 'Anchoring stern-to in Greece',
      excerpt: 'Service the windlass every spring.',
      url: `/community/topic/${mentioned}#comment-${cid}`,
      module: { id: harbour.id, name: harbour.name },
      author: { uuid: author.uuid, name: 'Search Author' },
    });
    expect(page.items.find((item) => item.id === mentioned && item.kind === 'topic')?.excerpt).toContain('windlass that works');
    expect(page).toMatchObject({ capped: false, searchedFor: 'windlass' });
  });

  it('finds a comment by a misspelt word, through the closest word the community wrote', async () => {
    const author = await newMember(t.app, 'Speller');
    const id = await newTopic(t.app, engines.id, { author, title: 'Cooling water', body: '<p>Little water from the exhaust.</p>' });
    const comment = await formCall(t.app, author, COMMUNITY_CALLS.createComment, {
      topic_id: id,
      content: 'Check the raw water impeller first, they perish every two seasons.',
    });
    const cid = idOf(comment);
    const page = await search({ q: 'impeler' });
    expect(found(page)).toContain(`comment:${cid}`);
    expect(page.searchedFor).toBe('impeller');
    // Two words, one misspelt: both must be there.
    expect(found(await search({ q: 'raw impelller' }))).toContain(`comment:${cid}`);
    expect(found(await search({ q: 'impeller windlass' }))).not.toContain(`comment:${cid}`);
  });

  it('finds a new comment at once, though the same question was answered from the cache before', async () => {
    const author = await newMember(t.app, 'Fresh Writer');
    const word = `zqfresh${Date.now() % 10_000}`;
    const id = await newTopic(t.app, harbour.id, { author, title: `Shore power ${word}` });
    expect(found(await search({ q: word }))).toEqual([`topic:${id}`]);
    expect(found(await search({ q: word }))).toEqual([`topic:${id}`]);
    const comment = await formCall(t.app, author, COMMUNITY_CALLS.createComment, { topic_id: id, content: `A ${word} cable.` });
    expect(found(await search({ q: word })).sort()).toEqual([`comment:${idOf(comment)}`, `topic:${id}`].sort());
  });

  it('finds nothing hidden or deleted, nor the comments of a hidden post', async () => {
    const author = await newMember(t.app, 'Hidden Writer');
    const word = `zqhidden${Date.now() % 10_000}`;
    const hidden = await newTopic(t.app, harbour.id, { author, title: `Tender outboard ${word}` });
    const visible = await newTopic(t.app, harbour.id, { author, title: 'Tender outboard choices' });
    const onHidden = await formCall(t.app, author, COMMUNITY_CALLS.createComment, {
      topic_id: hidden,
      content: `About the ${word} outboard.`,
    });
    const deleted = await formCall(t.app, author, COMMUNITY_CALLS.createComment, { topic_id: visible, content: `My ${word} story.` });
    expect(found(await search({ q: word }))).toHaveLength(3);
    await t.app.database.db.update(topics).set({ hiddenAt: new Date() }).where(eq(topics.id, hidden));
    await t.app.database.db
      .update(comments)
      .set({ deletedAt: new Date() })
      .where(eq(comments.id, idOf(deleted)));
    expect(found(await search({ q: word }))).toEqual([]);
    expect(answerOf(onHidden).code).toBe(1);
  });

  it('keeps to one section and one kind when asked, pages, and refuses bad input in words', async () => {
    const author = await newMember(t.app, 'Filter Writer');
    const word = `zqfilter${Date.now() % 10_000}`;
    const inHarbour = await newTopic(t.app, harbour.id, { author, title: `Harbour ${word}` });
    const inEngines = await newTopic(t.app, engines.id, { author, title: `Engines ${word}` });
    const comment = await formCall(t.app, author, COMMUNITY_CALLS.createComment, { topic_id: inEngines, content: `A ${word} reply.` });
    expect(found(await search({ q: word, module: engines.id }))).toEqual(
      like.arrayContaining([`topic:${inEngines}`, `comment:${idOf(comment)}`]),
    );
    expect(found(await search({ q: word, module: engines.id }))).not.toContain(`topic:${inHarbour}`);
    expect(found(await search({ q: word, kind: 'topic' })).sort()).toEqual([`topic:${inEngines}`, `topic:${inHarbour}`].sort());
    const first = await search({ q: word, pageSize: 2 });
    const second = await search({ q: word, pageSize: 2, page: 2 });
    expect(first.total).toBe(3);
    expect(second.items).toHaveLength(1);
    expect(new Set([...found(first), ...found(second)]).size).toBe(3);

    const bad: [Record<string, string>, number, string][] = [
      [{ q: '' }, 400, COMMUNITY_SEARCH_MESSAGES.query],
      [{ q: ' ,.! ' }, 400, COMMUNITY_SEARCH_MESSAGES.query],
      [{ q: 'x'.repeat(101) }, 400, COMMUNITY_SEARCH_MESSAGES.queryTooLong],
      [{ q: word, kind: 'poll' }, 400, COMMUNITY_SEARCH_MESSAGES.kind],
      [{ q: word, module: '99999999' }, 404, COMMUNITY_MESSAGES.moduleMissing],
    ];
    for (const [query, status, message] of bad) {
      const answer = await apiGet(t.app, null, COMMUNITY_API.search, query);
      expect([query, answer.statusCode, answerOf(answer).msg]).toEqual([query, status, message]);
      expect(answerOf(answer).code).not.toBe(ErrorCode.OK);
    }
    // Search syntax is never read as syntax.
    expect((await search({ q: `${word} & !| ( :* ' "` })).total).toBe(3);
  });
});
