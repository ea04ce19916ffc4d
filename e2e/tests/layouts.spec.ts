// Phone and desktop layouts hold (issue: a buyer's path never dead-ends): at 390 px no page is wider than the screen
// and no primary action lies outside it; on a desktop what sticks to the top stays clear of the sticky header, and
// the pages of a list are one row.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { logInDemoAtDesktopWidth } from '../support/account';
import { Site } from '../support/site';
import { itemsOf } from '../support/api';

async function firstItems(request: APIRequestContext, call: string): Promise<{ url: string; id: number; kind: string }[]> {
  return itemsOf<{ url: string; id: number; kind: string }>(request.get(call));
}

async function firstLink(site: Site, listPath: string, prefix: string): Promise<string> {
  await site.open(listPath);
  const href = await site.main.locator(`a[href^="${prefix}"]`).first().getAttribute('href');
  if (!href) throw new Error(`no link under ${prefix} on ${listPath}`);
  return href;
}

/** What lies outside the screen's width: the document itself, or any of the given actions. */
async function overflow(page: Page, actions: Locator[]): Promise<string[]> {
  const problems: string[] = [];
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  if (scrollWidth > innerWidth) problems.push(`the page is ${scrollWidth} px wide`);
  for (const action of actions) {
    for (const one of await action.all()) {
      if (!(await one.isVisible())) continue;
      const box = await one.boundingBox();
      if (box && (box.x < 0 || box.x + box.width > innerWidth + 0.5))
        problems.push(`"${(await one.textContent())?.trim()}" spans x = ${Math.round(box.x)}-${Math.round(box.x + box.width)}`);
    }
  }
  return problems;
}

const PHONE = { width: 390, height: 844 };

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE, storageState: { cookies: [], origins: [] } });

  test("no public page is wider than the screen, and the banner's, the forms' and the pages' main actions are on it", async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000);
    const site = new Site(page);
    const [used1, used2] = await firstItems(request, '/api/v1/yachts/idle?pageSize=2');
    const [fresh] = await firstItems(request, '/api/v1/yachts/new?pageSize=1');
    const paths = [
      '/',
      '/new-yachts-for-sale/',
      '/used-yachts-for-sale/',
      '/used-yachts-for-sale/?page=2',
      '/used-yachts-for-sale/beneteau/',
      used1!.url,
      fresh!.url,
      `/yachts/compare/?ids=idle-${used1!.id},idle-${used2!.id},new-${fresh!.id}`,
      '/dealers/',
      await firstLink(site, '/dealers/', '/dealers/'),
      '/sell',
      '/community/',
      await firstLink(site, '/community/', '/community/topic/'),
      '/community/search?q=engine',
      '/user/login',
      '/user/register',
      '/user/resetpwd',
      '/user/agreement',
      '/no-such-page',
    ];
    const banner = page.getByRole('region', { name: 'Cookie consent' }).getByRole('button');
    const actions = [
      banner,
      page.getByRole('main').getByRole('button', { name: /Send an enquiry|Sign up|Log in|Send|Search|Filters/ }),
      page.getByRole('main').locator('button[type="submit"]'),
      page.getByRole('navigation', { name: 'Pages' }).getByRole('link'),
    ];
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await site.open(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      found[path] = await overflow(page, actions);
    }
    expect(found).toEqual(Object.fromEntries(paths.map((path) => [path, []])));
  });

  test('with two yachts ticked, the compare bar and its button are on the screen, and so is the comparison', async ({ page }) => {
    const site = new Site(page);
    await site.open('/used-yachts-for-sale/');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept cookies' }).click();
    const toggles = site.main.getByRole('button', { name: /^Compare / });
    await toggles.nth(0).click();
    await toggles.nth(1).click();
    const tray = page.getByRole('region', { name: 'Compare' });
    const go = tray.getByRole('link', { name: 'Compare 2 yachts' });
    expect(await overflow(page, [tray, go])).toEqual([]);
    await go.click();
    await expect(site.main.getByRole('table', { name: 'Compare yachts' })).toBeVisible();
    expect(await overflow(page, [])).toEqual([]);
  });

  test("a member's own pages are no wider than the screen", async ({ page }) => {
    test.setTimeout(240_000);
    const site = new Site(page);
    await logInDemoAtDesktopWidth(site, PHONE);
    const paths = [
      '/account/information',
      '/user/mymessage',
      '/user/myFollow',
      '/user/mySearch',
      '/user/notifications',
      '/user/profile',
      '/user/myTopic',
      '/sell/used',
      '/sell/applications',
      '/sell/listings',
    ];
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await site.open(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      found[path] = await overflow(page, [page.getByRole('main').locator('button[type="submit"]')]);
    }
    expect(found).toEqual(Object.fromEntries(paths.map((path) => [path, []])));
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the filter column and the result count stay clear of the sticky header, and the pages are one row', async ({ page }) => {
    const site = new Site(page);
    await site.open('/used-yachts-for-sale/');
    const headerBottom = async () => {
      const box = (await site.header.boundingBox())!;
      return box.y + box.height;
    };
    // Scrolled down the list, the filter column sticks below the header, not under it.
    await page.evaluate(() => window.scrollTo(0, 700));
    const filters = site.main.getByRole('heading', { name: 'Filters', exact: true }).first();
    await expect(async () => {
      const top = (await filters.boundingBox())!.y;
      expect(top).toBeGreaterThanOrEqual(await headerBottom());
      expect(top).toBeLessThan((await headerBottom()) + 100);
    }).toPass();
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.scrollIntoViewIfNeeded();
    // One row: every step and page starts within a few pixels of the others (a second row would be 44 px lower).
    // Read in one go: the page may still be scrolling between two separate reads.
    const tops = await pager.evaluate((nav) => [...nav.querySelectorAll('a')].map((link) => link.getBoundingClientRect().y));
    expect(tops.length).toBeGreaterThan(2);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(8);
    // The next page starts at its result count, below the header.
    await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    const count = site.main.getByText(/^[\d,]+ used yachts$/).first();
    await expect(async () => expect((await count.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom())).toPass();
  });
});
