// The market and its community joined (decision 030): a yacht page asks for the topics that name its builder (those
// that also name its model first; hidden ones never), and a topic that links to yacht pages of this site shows them
// as cards (listed ones only, each once, at most four; other sites' addresses are not ours).
import { COMMUNITY_API, COMMUNITY_LIMITS, citedYachtIds, type TopicSummary } from '@yachts/contracts/community';
import { CATALOGUE_API, type YachtSummary } from '@yachts/contracts/catalogue';
import type { Page } from '@yachts/contracts/envelope';
import { dialectUnderTest } from '../testing/helper';
import { fileApp } from '../testing/file-app';
import { COMMUNITY_INPUT_MESSAGES } from './community-input';
import { newModule, newTopic, uniqueWord } from './community-support';
import { answerOf, dataOf } from '../testing/answers';

const t = fileApp();

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({ url });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return dataOf<T>(response);
}

describe(`topics about a yacht (${dialectUnderTest})`, () => {
  it('finds the topics naming a builder, those naming the model first, never hidden ones', async () => {
    const section = await newModule(t.app);
    const builder = uniqueWord('Yard');
    const hours = (n: number) => new Date(Date.now() - n * 3600_000);
    const general = await newTopic(t.app, section.id, { title: `Thoughts on ${builder} build quality`, createdAt: hours(1) });
    const model = await newTopic(t.app, section.id, {
      title: 'Keel bolts',
      body: `<p>My ${builder} Voyager 44 needs new ones.</p>`,
      createdAt: hours(5),
    });
    await newTopic(t.app, section.id, { title: `${builder} owners, hidden`, hiddenAt: new Date() });
    await newTopic(t.app, section.id, { title: 'Nothing to do with it' });

    const page = await get<Page<TopicSummary>>(
      `${COMMUNITY_API.topics}?builder=${builder}&model=${encodeURIComponent('Voyager 44')}&pageSize=5`,
    );
    expect(page.items.map((topic) => topic.id)).toEqual([model, general]);
    const byBuilder = await get<Page<TopicSummary>>(`${COMMUNITY_API.topics}?builder=${builder.toLowerCase()}`);
    expect(byBuilder.items.map((topic) => topic.id)).toEqual([general, model]);
    // LIKE's wildcards are taken as written.
    expect((await get<Page<TopicSummary>>(`${COMMUNITY_API.topics}?builder=%25`)).total).toBe(0);
  });

  it('refuses a model without a builder, and over-long or control-character names', async () => {
    for (const [query, message] of [
      ['model=Oceanis', COMMUNITY_INPUT_MESSAGES.modelWithoutBuilder],
      [`builder=${'x'.repeat(81)}`, COMMUNITY_INPUT_MESSAGES.about],
      ['builder=Bene%01teau', COMMUNITY_INPUT_MESSAGES.about],
    ] as const) {
      const response = await t.app.inject({ url: `${COMMUNITY_API.topics}?${query}` });
      expect({ query, status: response.statusCode, msg: answerOf(response).msg }).toEqual({ query, status: 400, msg: message });
    }
  });
});

describe(`listings a topic cites (${dialectUnderTest})`, () => {
  it('shows the listed yachts its links and text point at, once each, in order', async () => {
    const used = (await get<Page<YachtSummary>>(`${CATALOGUE_API.list('idle')}?pageSize=3`)).items;
    const fresh = (await get<Page<YachtSummary>>(`${CATALOGUE_API.list('new')}?pageSize=1`)).items;
    const section = await newModule(t.app);
    const id = await newTopic(t.app, section.id, {
      links: [
        { title: 'The one I bought', url: `http://localhost:8080${used[0]!.url}` },
        { title: 'Elsewhere', url: `https://other.example${used[1]!.url}` },
      ],
      body: `<p>Compare <a href="${fresh[0]!.url}">this new one</a> and <a href="${used[0]!.url}">mine again</a>, and <a href="/yachts/used/999999-gone">a sold one</a>.</p>`,
    });
    const detail = await get<{ citedYachts: YachtSummary[] }>(COMMUNITY_API.topic(id));
    expect(detail.citedYachts.map((yacht) => [yacht.kind, yacht.id])).toEqual([
      ['idle', used[0]!.id],
      ['new', fresh[0]!.id],
    ]);
  });

  it(`reads yacht addresses of this site only, at most ${COMMUNITY_LIMITS.citedYachtsMax}`, () => {
    const origin = 'https://yachts.example.com';
    expect(
      citedYachtIds(
        [
          'https://yachts.example.com/yachts/used/7-hallberg-rassy-40c?currency=GBP',
          'https://elsewhere.example/yachts/8-x /yachts/compare/?ids=idle-7 /yachts/12 /yachts/used/13-a/ /yachts/used/7',
          '/yachts/14-b /yachts/15-c',
        ],
        origin,
      ),
    ).toEqual([
      { kind: 'idle', id: 7 },
      { kind: 'new', id: 12 },
      { kind: 'idle', id: 13 },
      { kind: 'new', id: 14 },
    ]);
  });
});
