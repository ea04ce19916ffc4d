// Public pages are rendered on the server from the federated areas (docs/decisions/022-server-rendering.md): what a
// crawler or a link preview reads without running a script, the status of a page that is not there, a reader with
// JavaScript off, and a browser that hydrates each page with the data it arrived with, without an error and without
// asking the api again.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dataOf, itemsOf } from '../support/api';

interface YachtRow {
  id: number;
  url: string;
  builder: string;
  model: string;
}

async function firstYacht(request: APIRequestContext, kind: 'new' | 'idle'): Promise<YachtRow> {
  const [yacht] = await itemsOf<YachtRow>(request.get(`/api/v1/yachts/${kind}?page=1&pageSize=1`));
  return yacht!;
}

async function firstTopic(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const [topic] = await itemsOf<{ id: number; title: string }>(request.get('/api/v1/community/topics?sort=newest&page=1&pageSize=1'));
  return topic!;
}

/** A document's markup with the entities React writes read back as text. */
function textOf(html: string): string {
  const entities: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&#39;': "'" };
  return html.replace(/&(amp|#x27|quot|lt|gt|#39);/g, (entity) => entities[entity] ?? entity);
}

/** The inline scripts of a document: only the JSON data block may be one (the policy allows no inline code). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((match) => match[1] ?? '');
}

test.describe('server rendering', () => {
  test('a crawler reads a yacht page: its name, price, title and picture, with the page data as JSON and no inline code', async ({
    request,
  }) => {
    const yacht = await firstYacht(request, 'new');
    const response = await request.get(yacht.url);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(textOf(html)).toContain(`<title>${yacht.builder} ${yacht.model}`);
    expect(textOf(html)).toContain(`>${yacht.builder} ${yacht.model}</h1>`);
    expect(html).toMatch(/€\s?[\d,]+/);
    expect(html).toMatch(/<img[^>]+src="\/uploads\//);
    expect(html).toContain('id="page-state"');
    // Laid out before any script runs: the shell's stylesheet and the areas' are linked (an area's by its address on
    // the page's origin, the one its container asks for it by).
    expect(html).toMatch(/<link rel="stylesheet" href="\/[\w.]+\.css" \/>/);
    expect(html).toMatch(/<link rel="stylesheet" href="http:\/\/127\.0\.0\.1:\d+\/remotes\/catalogue\/[^"]+\.css" \/>/);
    expect(inlineScripts(html)).toEqual([
      ' type="application/ld+json"',
      ' type="application/ld+json"',
      ' type="application/json" id="page-state"',
    ]);
    // Link previews and search engines: the one address, the picture, the price as schema.org data.
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${yacht.url}" />`));
    expect(textOf(html)).toContain(`<meta property="og:title" content="${yacht.builder} ${yacht.model}`);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/uploads\//);
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown);
    expect(data[0]).toMatchObject({
      '@type': 'Product',
      name: `${yacht.builder} ${yacht.model}`,
      offers: { '@type': 'Offer', priceCurrency: expect.any(String), price: expect.any(Number) },
    });
    expect(data[1]).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(response.headers()['content-security-policy']).toMatch(/script-src 'self'(;| )/);
  });

  test('a topic is a DiscussionForumPosting with its canonical address', async ({ request }) => {
    const topic = await firstTopic(request);
    const html = await (await request.get(`/community/topic/${topic.id}`)).text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/community/topic/${topic.id}" />`));
    const [data] = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown);
    expect(data).toMatchObject({ '@type': 'DiscussionForumPosting', headline: topic.title });
  });

  test('a community section and a member page tell a link preview what they are, under their own address', async ({ request }) => {
    const topics = (await dataOf<{ items: unknown }>(request.get('/api/v1/community/topics?sort=newest&page=1&pageSize=5'))).items as {
      module: { id: number; name: string };
      author: { uuid: string; name: string } | null;
    }[];
    const topic = topics.find((item) => item.author)!;
    const pages: [string, string][] = [
      [`/community/module/${topic.module.id}`, topic.module.name],
      [`/account/information/${topic.author!.uuid}`, topic.author!.name],
      [`/account/topic/${topic.author!.uuid}`, topic.author!.name],
    ];
    for (const [path, name] of pages) {
      const html = textOf(await (await request.get(path)).text());
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${path}" />`));
      expect(head.match(/<meta name="description" content="([^"]*)"/)?.[1], path).toContain(name);
      expect(head.match(/<meta property="og:title" content="([^"]*)"/)?.[1], path).toContain(name);
    }
  });

  test('lists, search paths, topics, legal pages and the sell landing come with their content', async ({ request }) => {
    const topic = await firstTopic(request);
    const used = await firstYacht(request, 'idle');
    const pages: [string, string][] = [
      ['/', 'Latest new yachts'],
      ['/used-yachts-for-sale/', `${used.builder} ${used.model}`],
      [`/used-yachts-for-sale/${encodeURIComponent(used.builder.toLowerCase())}/`, used.builder],
      [`/community/topic/${topic.id}`, topic.title],
      ['/community/', topic.title],
      ['/user/agreement', 'User Agreement'],
      ['/sell', 'Sell your yacht'],
    ];
    for (const [path, text] of pages) {
      const html = await (await request.get(path)).text();
      expect([path, textOf(html.slice(html.indexOf('<div id="root">'))).includes(text)]).toEqual([path, true]);
    }
    // The community home once came with its section spotlight drawn as failed ("We couldn’t load a section"): a
    // form-style call the server render cannot make. The spotlight is the browser's now.
    expect(textOf(await (await request.get('/community/')).text())).not.toContain('couldn’t load a section');
  });

  test('a yacht, topic or page that is not there answers 404, with the page saying so', async ({ request }) => {
    for (const path of ['/yachts/999999-no-such-yacht', '/community/topic/99999999', '/no-such-page']) {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      expect([path, response.status()]).toEqual([path, 404]);
      expect(await response.text()).toMatch(/404/);
    }
  });

  test('with JavaScript off a visitor reads a yacht page and a topic', async ({ browser, request }) => {
    const yacht = await firstYacht(request, 'idle');
    const topic = await firstTopic(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(yacht.url);
    await expect(page.getByRole('heading', { level: 1, name: `${yacht.builder} ${yacht.model}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
    // The page is all there, so nothing tells the reader it needs JavaScript.
    await expect(page.getByText(/needs JavaScript/)).toHaveCount(0);
    await page.goto(`/community/topic/${topic.id}`);
    await expect(page.getByRole('heading', { level: 1, name: topic.title })).toBeVisible();
    await context.close();
  });

  test('with JavaScript off the header search opens the same results page as with it', async ({ browser, request }) => {
    const yacht = await firstYacht(request, 'idle');
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search yachts' });
    await search.getByLabel('Search in').selectOption({ label: 'Used yachts' });
    await search.getByLabel('Keywords').fill(yacht.builder);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/used-yachts-for-sale/${encodeURIComponent(yacht.builder).replace(/%20/g, '%20')}/$`));
    await expect(page.getByRole('link', { name: new RegExp(`${yacht.builder} ${yacht.model}`) }).first()).toBeVisible();
    await context.close();
  });

  test('with JavaScript off a visitor on a phone filters, sorts and pages the used list, searches it and opens a yacht', async ({
    browser,
    request,
  }) => {
    // What the api answers for the same list: the page must show exactly that.
    const listed = async (query: string): Promise<{ total: number; names: string[]; urls: string[] }> => {
      const { items, total } = await dataOf<{ items: YachtRow[]; total: number }>(request.get(`/api/v1/yachts/idle?${query}`));
      return {
        total,
        names: items.map((yacht) => `${yacht.builder} ${yacht.model}`),
        urls: items.map((yacht) => yacht.url),
      };
    };
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const main = page.getByRole('main');
    const cardNames = main.getByRole('list', { name: 'Used yachts' }).getByRole('heading', { level: 3 });
    await page.goto('/used-yachts-for-sale/');

    // The sheet cannot open without a script: the filters are in the page, a form with its own button.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters).toBeVisible();
    await expect(main.getByRole('button', { name: /^Filters/ })).toBeHidden();
    await filters.getByRole('checkbox', { name: 'Motor yacht' }).check();
    await filters.getByRole('checkbox', { name: 'Sailing yacht' }).check();
    await filters.getByRole('spinbutton', { name: 'Max price in euros' }).fill('300000');
    await filters.getByRole('button', { name: 'Show yachts' }).click();
    await expect(page).toHaveURL(/\/used-yachts-for-sale\/\?type=motor&type=sail&.*priceMax=300000/);
    const filtered = await listed('type=motor,sail&priceMax=300000');
    expect(filtered.total).toBeGreaterThan(24);
    await expect(main.getByText(`${filtered.total.toLocaleString('en')} used yachts`, { exact: true })).toBeVisible();
    await expect(filters.getByRole('checkbox', { name: 'Sailing yacht' })).toBeChecked();
    await expect(main.getByRole('list', { name: 'Active filters' })).toContainText('Price up to €300,000');

    // The sort is sent with the filters.
    await main.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await main.getByRole('button', { name: 'Apply sort' }).click();
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expect(page).toHaveURL(/[?&]type=motor&type=sail&/);
    await expect(main.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    const sorted = await listed('type=motor,sail&priceMax=300000&sort=price-asc');
    await expect(cardNames.first()).toHaveText(sorted.names[0]!);

    // Paging is links.
    await main.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(main.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const second = await listed('type=motor,sail&priceMax=300000&sort=price-asc&page=2');
    await expect(cardNames.first()).toHaveText(second.names[0]!);

    // The list's search sends its words as ?q=, the filters and sort kept.
    const search = main.getByRole('search', { name: 'Search used yachts' });
    await search.getByRole('searchbox', { name: 'Keywords' }).fill('beneteau');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/used-yachts-for-sale\/\?.*q=beneteau/);
    await expect(page).not.toHaveURL(/page=2/);
    const found = await listed('q=beneteau&type=motor,sail&priceMax=300000&sort=price-asc');
    expect(found.total).toBeGreaterThan(0);
    await expect(main.getByText(`${found.total.toLocaleString('en')} result${found.total === 1 ? '' : 's'} for “beneteau”`)).toBeVisible();
    await expect(cardNames.first()).toHaveText(found.names[0]!);

    // A card opens its yacht.
    await cardNames.first().getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === found.urls[0]);
    await expect(page.getByRole('heading', { level: 1, name: found.names[0]! })).toBeVisible();

    // The chips above the list are links: one removes its filter, "Clear all" every filter and the words.
    await page.goBack();
    const chips = main.getByRole('list', { name: 'Active filters' });
    await chips.getByRole('link', { name: 'Remove Price up to €300,000' }).click();
    await expect(page).not.toHaveURL(/priceMax/);
    const unpriced = await listed('q=beneteau&type=motor,sail&sort=price-asc');
    await expect(
      main.getByText(`${unpriced.total.toLocaleString('en')} result${unpriced.total === 1 ? '' : 's'} for “beneteau”`),
    ).toBeVisible();
    await main.getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/used-yachts-for-sale/' && url.search === '?sort=price-asc');
    await expect(chips).toBeHidden();
    await context.close();
  });

  test('a page asks for its scripts all at once, after its first picture: the server lists them in the page state', async ({
    page,
    request,
  }) => {
    const yacht = await firstYacht(request, 'idle');
    const html = await (await request.get(yacht.url)).text();
    expect(html).not.toContain('rel="preload" as="script"');
    const { scripts: listed } = JSON.parse(/<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(html)![1]!) as { scripts: string[] };
    expect(listed.some((href) => href.includes('/remotes/catalogue/'))).toBe(true);
    await page.goto(yacht.url);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const timing = await page.evaluate((hrefs) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
      const pictureEntry = entries.find((entry) => entry.name === picture.currentSrc);
      return {
        pictureArrived: pictureEntry?.responseEnd ?? null,
        scripts: hrefs.map((href) => entries.find((entry) => entry.name === new URL(href, location.href).href)?.startTime ?? null),
      };
    }, listed);
    // Every listed script was fetched, and none before the first screen's picture had arrived.
    expect(timing.pictureArrived).not.toBeNull();
    for (const started of timing.scripts) {
      expect(started).not.toBeNull();
      expect(started!).toBeGreaterThanOrEqual(timing.pictureArrived!);
    }
  });

  test('every public page hydrates without an error or a warning, and without asking the api again', async ({ page, request }) => {
    const yacht = await firstYacht(request, 'new');
    const topic = await firstTopic(request);
    const problems: string[] = [];
    const apiCalls: string[] = [];
    watch(page, problems, apiCalls);
    for (const path of [
      '/',
      '/new-yachts-for-sale/',
      '/used-yachts-for-sale/',
      yacht.url,
      '/community/',
      `/community/topic/${topic.id}`,
      '/user/agreement',
      '/sell',
    ]) {
      problems.length = 0;
      apiCalls.length = 0;
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('main')).toBeVisible();
      expect([path, problems, apiCalls]).toEqual([path, [], []]);
    }
  });

  test('on a phone no public page moves when it hydrates (the server drew it as the browser does)', async ({ browser, request }) => {
    const yacht = await firstYacht(request, 'idle');
    const topic = await firstTopic(request);
    // Lighthouse's phone: a page whose parts shift once scripts run scores its layout shift against the 0.02 goal.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts = { total: 0, moved: [] as string[] };
      (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          shifts.total += entry.value;
          for (const source of entry.sources ?? [])
            shifts.moved.push((source.node as Element | undefined)?.className || `${source.node?.nodeName}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A phone paints the server's page before its scripts have arrived, and only what moves after a paint counts: the
    // scripts are held until the page has painted, as slow 4G holds them.
    let holding = true;
    const held: (() => void)[] = [];
    await page.route(/\.js$/, async (route) => {
      if (holding) await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });
    for (const path of ['/', '/used-yachts-for-sale/', yacht.url, '/community/', `/community/topic/${topic.id}`]) {
      holding = true;
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      holding = false;
      for (const resume of held.splice(0)) resume();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('main')).toBeVisible();
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: { total: number; moved: string[] } }).layoutShifts);
      // The containers found the server's stylesheets instead of adding them again after the areas' own.
      const sheets = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => link.href),
      );
      expect(
        sheets.filter((href, index) => sheets.indexOf(href) !== index),
        `${path}: stylesheets linked twice`,
      ).toEqual([]);
      // Half the goal, so a page that starts to move is caught before it misses it; what moved is in the message.
      expect(shifts.total, `${path} moved: ${shifts.moved.join(', ')}`).toBeLessThan(0.01);
    }
    await context.close();
  });
});

/** Collects console errors and warnings, uncaught errors, and the api calls a page makes. */
const BROWSER_ONLY_CALLS = ['/api/index/test/gettoken', '/api/community/randommodule'];

function watch(page: Page, problems: string[], apiCalls: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (call) => {
    const path = new URL(call.url()).pathname;
    // A form's anti-forgery token is the visitor's own and fresh by design, and the community's section spotlight is
    // picked at random in the browser (random-module-spotlight.tsx): neither is the page's data.
    if (path.startsWith('/api/') && !BROWSER_ONLY_CALLS.includes(path)) apiCalls.push(call.url());
  });
}
