// /robots.txt and the sitemaps on a real, seeded database: absolute addresses on PUBLIC_URL, the private pages kept
// from crawlers, and listings and community items in and out of the sitemaps as they come and go.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SELL_CALLS } from '@yachts/contracts/selling';
import { operatorPaths, paths } from '@yachts/contracts/paths';
import { articles, newYachts, topics, usedYachts } from '../db/schema';
import { buildTestApp, loginAs, type TestApp } from '../testing/helper';
import { OPERATOR_TOKEN, call, newSeller, ownPhotos, reviewOk, sellForm, stored, type Seller } from '../selling/selling-support';
import { isPrivatePage } from './page-status';
import { ROBOTS_ALLOW, ROBOTS_DISALLOW, w3cDatetime, xmlEscape } from './sitemap-routes';
import { SITEMAP_PAGE_SIZE } from './sitemap-repository';
import { answerOf, bodyOf, dataOf, idOf, like } from '../testing/answers';

const ORIGIN = 'https://yachts.example.com';

let t: TestApp;
beforeAll(async () => {
  // With a trailing slash, which the configuration drops.
  t = await buildTestApp({ PUBLIC_URL: `${ORIGIN}/`, OPERATOR_TOKEN });
  const shell = path.join(t.staticDir, 'host', 'index.html');
  fs.mkdirSync(path.dirname(shell), { recursive: true });
  fs.writeFileSync(shell, '<!doctype html><title>shell</title><div id="root"></div>');
});
afterAll(async () => {
  await t.close();
});

interface Entry {
  loc: string;
  lastmod: string | null;
}

/** The <url> or <sitemap> entries of a sitemap document, as written (entities not decoded). */
function entriesOf(xml: string): Entry[] {
  return [...xml.matchAll(/<(?:url|sitemap)><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/(?:url|sitemap)>/g)].map((m) => ({
    loc: m[1] as string,
    lastmod: m[2] ?? null,
  }));
}

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url, headers });
}

/** GET `url`, answered 200 with `contentType` and the five minutes' cache of the crawlers' files. */
async function getServed(url: string, contentType: string) {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(contentType);
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  return response;
}

/** Every address of every part of a section the index lists. */
async function section(name: 'yachts' | 'topics'): Promise<Entry[]> {
  const index = entriesOf((await get('/sitemap.xml')).body);
  const parts = index.filter((entry) => entry.loc.startsWith(`${ORIGIN}/sitemaps/${name}-`));
  const all: Entry[] = [];
  for (const part of parts) all.push(...entriesOf((await get(part.loc.slice(ORIGIN.length))).body));
  return all;
}

/** A new-yacht listing through the selling flow: applied for, approved by the operator. */
async function listedYacht(seller: Seller): Promise<{ applicationId: number; listingId: number }> {
  const photos = await ownPhotos(t.app, seller, 2);
  const response = await call(t.app, seller, SELL_CALLS.createNew, sellForm(photos, { model: 'Sitemap 41' }));
  const applicationId = idOf(response);
  await reviewOk(t.app, applicationId, 'approved');
  return { applicationId, listingId: (await stored(t.app, applicationId)).row?.listingId as number };
}

async function newYachtRow(id: number) {
  const [row] = await t.app.database.db.select().from(newYachts).where(eq(newYachts.id, id));
  if (!row) throw new Error(`no new yacht ${id}`);
  return row;
}

/** RFC 9309: the longest matching rule wins, Allow on a tie; `$` ends a pattern. Nothing matching: allowed. */
function robotsAllow(robots: string, pathname: string): boolean {
  let best: { length: number; allow: boolean } | null = null;
  for (const [, kind, pattern] of robots.matchAll(/^(Allow|Disallow): (\S+)$/gm)) {
    const rule = pattern as string;
    // As the large crawlers read a rule: a prefix, * for any characters, $ for the end.
    const anchored = rule.endsWith('$');
    const body = anchored ? rule.slice(0, -1) : rule;
    const expression = new RegExp(
      `^${body
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}${anchored ? '$' : ''}`,
    );
    if (!expression.test(pathname)) continue;
    const allow = kind === 'Allow';
    if (!best || rule.length > best.length || (rule.length === best.length && allow)) best = { length: rule.length, allow };
  }
  return best?.allow ?? true;
}

describe('/robots.txt', () => {
  it('is plain text that names the sitemap on PUBLIC_URL', async () => {
    const response = await getServed('/robots.txt', 'text/plain; charset=utf-8');
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Sitemap: https:\/\/yachts\.example\.com\/sitemap\.xml$/m);
  });

  it('keeps crawlers off the api, the remotes and every private page, and leaves every public page open', async () => {
    const robots = (await get('/robots.txt')).body;
    for (const rule of ROBOTS_DISALLOW) expect(robots).toContain(`Disallow: ${rule}\n`);
    for (const rule of ROBOTS_ALLOW) expect(robots).toContain(`Allow: ${rule}\n`);
    const uuid = '0b6f4c1e-6c7e-4b8a-9a53-3d1f5a0e2c11';
    const pages = [
      ...Object.entries(paths)
        .filter(([name]) => name !== 'search')
        .map(([, build]) => (build as (...args: unknown[]) => string)(1, 'slug')),
      paths.member(uuid),
      paths.memberTopics(uuid),
      paths.memberReplies(uuid),
      paths.member(),
      paths.memberTopics(),
      paths.memberReplies(),
      paths.search(paths.usedYachts(), 'oceanis'),
      '/account/information/',
      '/community/new/',
      '/user/agreement/',
      ...Object.values(operatorPaths).map((build) => build()),
      '/operator/',
      '/community/article/1/edit/',
    ];
    for (const page of pages) expect([page, robotsAllow(robots, page)]).toEqual([page, !isPrivatePage(page)]);
    for (const other of ['/api/v1/yachts/new', '/remotes/catalogue/v1/remoteEntry.js', '/remotes.json', '/docs/json', '/dev/mail']) {
      expect([other, robotsAllow(robots, other)]).toEqual([other, false]);
    }
    for (const open of ['/sitemap.xml', '/sitemaps/pages.xml', '/uploads/seed/a.jpg', '/sell']) {
      expect([open, robotsAllow(robots, open)]).toEqual([open, true]);
    }
  });

  it('is answered as a file, not as a page, whatever the browser accepts', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemaps/pages.xml']) {
      const response = await get(url, { accept: 'text/html' });
      expect([url, response.statusCode, response.body]).toEqual([url, 200, expect.not.stringContaining('<div id="root">')]);
    }
  });
});

describe('/sitemap.xml', () => {
  it('is the index of the parts, on PUBLIC_URL, each with the newest lastmod of its addresses', async () => {
    const response = await getServed('/sitemap.xml', 'application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const index = entriesOf(response.body);
    expect(index.map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/yachts-1.xml`,
      `${ORIGIN}/sitemaps/topics-1.xml`,
    ]);
    for (const entry of index) {
      const part = entriesOf((await get(entry.loc.slice(ORIGIN.length))).body);
      expect(part.length).toBeGreaterThan(0);
      expect(part.length).toBeLessThanOrEqual(SITEMAP_PAGE_SIZE);
      const newest = part
        .map((url) => url.lastmod ?? '')
        .sort()
        .at(-1);
      expect([entry.loc, entry.lastmod]).toEqual([entry.loc, newest]);
    }
  });

  it('lists the pages that show no one row, the lists dated by their newest row', async () => {
    const pages = entriesOf((await get('/sitemaps/pages.xml')).body);
    const dealers = dataOf<{ url: string }[]>(await t.app.inject({ url: '/api/v1/dealers' }));
    expect(dealers.length).toBeGreaterThan(0);
    expect(pages.map((page) => page.loc)).toEqual(
      [
        '/',
        '/new-yachts-for-sale/',
        '/used-yachts-for-sale/',
        '/sell',
        '/community/',
        '/user/agreement',
        '/user/privacy',
        '/dealers/',
        ...dealers.map((dealer) => dealer.url),
      ].map((page) => `${ORIGIN}${page}`),
    );
    const newYachtDates = (await section('yachts')).filter((url) => !url.loc.includes('/yachts/used/')).map((url) => url.lastmod ?? '');
    expect(pages[1]?.lastmod).toBe(newYachtDates.sort().at(-1));
    expect(pages[3]?.lastmod).toBeNull();
  });
});

describe('the yacht parts', () => {
  it('list a listed yacht with its last change, and drop it once the seller withdraws it', async () => {
    const seller = await newSeller(t.app);
    const { applicationId, listingId } = await listedYacht(seller);
    const row = await newYachtRow(listingId);
    const loc = `${ORIGIN}${paths.newYacht(listingId, row.slug)}`;
    expect((await section('yachts')).find((url) => url.loc === loc)).toEqual({ loc, lastmod: w3cDatetime(row.updatedAt) });

    const withdrawn = await call(t.app, seller, SELL_CALLS.deleteNew, { id: applicationId });
    expect(answerOf(withdrawn).code).toBe(1);
    expect((await newYachtRow(listingId)).status).toBe('withdrawn');
    const after = await section('yachts');
    expect(after.map((url) => url.loc)).not.toContain(loc);
    expect(after.some((url) => url.loc.includes('/yachts/used/'))).toBe(true);
  });

  it('escape what XML would read as markup', async () => {
    const { listingId } = await listedYacht(await newSeller(t.app));
    await t.app.database.db.update(newYachts).set({ slug: `o'day-<&>` }).where(eq(newYachts.id, listingId));
    const xml = (await get('/sitemaps/yachts-1.xml')).body;
    const escaped = `${ORIGIN}/yachts/${listingId}-o&apos;day-%3C%26%3E`;
    expect(xml).toContain(`<loc>${escaped}</loc>`);
    expect(xml).not.toContain("o'day");
    expect(xmlEscape(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });

  it('cut the sequence, new yachts then used, into parts of the page size, dated by their newest address', async () => {
    const { sitemap } = t.app.repositories;
    const before = (await sitemap.urls('yachts', 1)) ?? [];
    const firstUsed = before.findIndex((url) => url.path.startsWith('/yachts/used/'));
    expect(firstUsed).toBeGreaterThan(0);
    expect(before.slice(firstUsed).every((url) => url.path.startsWith('/yachts/used/'))).toBe(true);
    // The first used yacht changes last: the part it shares with the new yachts is dated by it.
    const usedId = Number(/^\/yachts\/used\/(\d+)-/.exec(before[firstUsed]?.path ?? '')?.[1]);
    await t.app.database.db.update(usedYachts).set({ updatedAt: new Date() }).where(eq(usedYachts.id, usedId));
    const all = (await sitemap.urls('yachts', 1)) ?? [];

    for (const size of [7, firstUsed + 1]) {
      const parts = await sitemap.parts('yachts', size);
      expect(parts.map((part) => part.number)).toEqual(Array.from({ length: Math.ceil(all.length / size) }, (_, i) => i + 1));
      const joined = [];
      for (const part of parts) {
        const urls = (await sitemap.urls('yachts', part.number, size)) ?? [];
        expect(urls.length).toBe(part.number < parts.length ? size : all.length - size * (parts.length - 1));
        expect(part.lastmod).toEqual(new Date(Math.max(...urls.map((url) => url.lastmod.getTime()))));
        joined.push(...urls);
      }
      expect(joined).toEqual(all);
      expect(await sitemap.urls('yachts', parts.length + 1, size)).toBeNull();
    }
  });
});

describe('the community parts', () => {
  it('list visible topics (dated by their last activity) and articles, and leave out a deleted or hidden topic and a deleted article', async () => {
    const { community } = t.app.repositories;
    const author = await loginAs(t.app);
    const [module] = await community.listModules();
    const newTopic = (title: string) =>
      community.createTopic({
        moduleId: module?.id as number,
        authorId: author.user.id,
        title,
        body: '<p>Hello</p>',
        images: [],
        links: [],
      });
    const kept = await newTopic('Kept');
    const deleted = await newTopic('Deleted');
    const hidden = await newTopic('Hidden');
    await t.app.database.db.update(topics).set({ hiddenAt: new Date() }).where(eq(topics.id, hidden));
    const [article] = await t.app.database.db
      .insert(articles)
      .values({ authorId: author.user.id, title: 'Gone soon', body: '<p>Soon gone</p>' })
      .returning({ id: articles.id });
    const articleId = article?.id as number;
    const loc = (page: string) => `${ORIGIN}${page}`;

    const listed = await section('topics');
    const [keptRow] = await t.app.database.db.select().from(topics).where(eq(topics.id, kept));
    expect(listed.find((url) => url.loc === loc(paths.communityTopic(kept)))?.lastmod).toBe(w3cDatetime(keptRow?.lastActivityAt as Date));
    const before = listed.map((url) => url.loc);
    expect(before).toEqual(
      like.arrayContaining([loc(paths.communityTopic(kept)), loc(paths.communityTopic(deleted)), loc(paths.communityArticle(articleId))]),
    );
    expect(before).not.toContain(loc(paths.communityTopic(hidden)));

    expect(await community.deleteTopic(author.user.id, deleted)).toBe('deleted');
    expect(await community.deleteArticle(author.user.id, articleId)).toBe('deleted');
    const after = (await section('topics')).map((url) => url.loc);
    expect(after).toContain(loc(paths.communityTopic(kept)));
    expect(after).not.toContain(loc(paths.communityTopic(deleted)));
    expect(after).not.toContain(loc(paths.communityArticle(articleId)));
  });
});

describe('a part that is not there', () => {
  it.each([
    '/sitemaps/yachts-2.xml',
    '/sitemaps/topics-999.xml',
    '/sitemaps/yachts-0.xml',
    '/sitemaps/yachts-01.xml',
    '/sitemaps/users-1.xml',
  ])('%s answers 404', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response)).toEqual({ code: 400404, msg: `Not found: GET ${url}`, data: null });
  });
});
