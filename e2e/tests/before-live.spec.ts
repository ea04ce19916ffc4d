// A visitor who presses before the page is live gets what they would get after (decision 034). The phone's slow main
// thread is made real with Chromium's CPU throttle (6x), and the page is kept from going live until the press is made:
// the areas' code is held back, so the press surely lands on the server's HTML, and released right after it.
import { expect, test, type Page, type Route } from '@playwright/test';
import { Site } from '../support/site';
import { itemsOf } from '../support/api';

test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** Opens `path` with the CPU slowed and the federated code held; answers a function that lets the code through. */
async function openBeforeLive(page: Page, path: string): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const held: Route[] = [];
  let holding = true;
  // Only scripts: a held stylesheet would hold the entry too (a deferred script waits for the styles before it).
  await page.route('**/remotes/**/*.js', (route) => (holding ? held.push(route) : route.continue()));
  // The entry (deferred) has run by DOMContentLoaded; the areas' scripts, held, would keep `load` from ever firing.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-hydrated]')).not.toBeAttached();
  return async () => {
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  };
}

test.describe('presses before the page is live', () => {
  test('"Refuse" right after load stores the refusal and hides the banner, as it does once the page is live', async ({ page }) => {
    const release = await openBeforeLive(page, '/used-yachts-for-sale/');
    await banner(page).getByRole('button', { name: 'Refuse cookies' }).click();
    await release();
    await expect(page).toHaveURL(/\/used-yachts-for-sale\/$/);
    await new Site(page).live();
    await expect(banner(page)).toBeHidden();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'userConsent');
    expect(cookie?.value).toBe('refused');
    // SPEC §4: while refused, the banner is back on the next ordinary page.
    await new Site(page).open('/community/');
    await expect(banner(page)).toBeVisible();
  });

  test('the header search right after load opens the search, and a blank one says "Please enter keywords"', async ({ page }) => {
    let release = await openBeforeLive(page, '/community/');
    const search = page.getByRole('search', { name: 'Search yachts' });
    await search.getByLabel('Keywords').fill('Beneteau');
    await search.getByLabel('Keywords').press('Enter');
    await release();
    await expect(page).toHaveURL(/\/new-yachts-for-sale\/Beneteau\/$/);

    release = await openBeforeLive(page, '/community/');
    await page.getByRole('search', { name: 'Search yachts' }).getByRole('button', { name: 'Search' }).click();
    await release();
    await expect(page).toHaveURL(/\/community\/\?notice=enter-keywords$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter keywords' })).toBeVisible();
  });

  test('the menu button pressed on a phone before the page is live opens the menu once it is', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    const release = await openBeforeLive(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await release();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Used yachts' })).toBeVisible();
    await context.close();
  });

  test("a visitor's Follow pressed before the page is live asks them to log in once it is", async ({ page }) => {
    const [listing] = await itemsOf<{ url: string }>(page.request.get('/api/v1/yachts/idle?pageSize=1'));
    const release = await openBeforeLive(page, listing!.url);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Follow / })
      .first()
      .click();
    await release();
    await expect(page.getByRole('dialog', { name: /log in/i })).toBeVisible();
  });
});
