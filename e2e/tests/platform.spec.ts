import { expect, test } from '@playwright/test';
import { Site } from '../support/site';
import { fixture, OPERATOR_TOKEN } from '../support/paths';
import { dataOf } from '../support/api';
import { fillExactly } from '../support/fill';

test.describe('the header search', () => {
  test('a visitor searches used yachts and lands on {category url}/{encoded keywords}/', async ({ page }) => {
    const site = new Site(page);
    await site.open('/');
    await site.search('Search yachts', 'Used yachts', 'Swan 48 Palma');
    await expect(page).toHaveURL(/\/used-yachts-for-sale\/Swan%2048%20Palma\/$/);
  });

  for (const width of [1280, 1440, 1920, 390]) {
    test(`at ${width} px the keyword box is wide enough to read and both typing Enter and the button search`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const site = new Site(page);
      await site.open('/community/');
      const search = page.getByRole('search', { name: 'Search yachts' });
      const keywords = search.getByLabel('Keywords');
      const button = search.getByRole('button', { name: 'Search' });
      const [box, buttonBox] = [await keywords.boundingBox(), await button.boundingBox()];
      // The box holds a builder and a model; the button sits on the same line, right of it, inside the header.
      expect(box!.width).toBeGreaterThanOrEqual(width < 600 ? 140 : 320);
      expect(Math.abs(buttonBox!.y - box!.y)).toBeLessThan(8);
      expect(buttonBox!.x).toBeGreaterThan(box!.x + box!.width - 4);
      expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(width);
      await keywords.fill('Hallberg-Rassy');
      await keywords.press('Enter');
      await expect(page).toHaveURL(/\/new-yachts-for-sale\/Hallberg-Rassy\/$/);
      await expect(keywords).toBeVisible();
      await keywords.fill('Oyster 565');
      await button.click();
      await expect(page).toHaveURL(/\/new-yachts-for-sale\/Oyster%20565\/$/);
    });
  }

  test('the category follows the yachts being viewed: used on the used list, new on the new list', async ({ page }) => {
    const site = new Site(page);
    await site.open('/used-yachts-for-sale/');
    const search = page.getByRole('search', { name: 'Search yachts' });
    await expect(search.getByLabel('Search in')).toHaveValue('/used-yachts-for-sale/');
    await search.getByLabel('Keywords').fill('Bavaria');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/used-yachts-for-sale\/Bavaria\/$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New yachts' }).click();
    await expect(page).toHaveURL(/\/new-yachts-for-sale\/$/);
    await expect(search.getByLabel('Search in')).toHaveValue('/new-yachts-for-sale/');
  });

  test('the home page hero has its own search box, which searches like the header', async ({ page }) => {
    const site = new Site(page);
    await site.open('/');
    await site.search('Find a yacht', 'Used yachts', 'Lagoon 42');
    await expect(page).toHaveURL(/\/used-yachts-for-sale\/Lagoon%2042\/$/);
  });

  test("blank keywords give the toast 'Please enter keywords' and stay on the page", async ({ page }) => {
    const site = new Site(page);
    await site.open('/community/');
    const search = page.getByRole('search', { name: 'Search yachts' });
    await search.getByLabel('Keywords').fill('   ');
    await search.getByLabel('Keywords').press('Enter');
    await expect(page.getByTestId('toast')).toHaveText('Please enter keywords');
    await expect(page).toHaveURL(/\/community\/$/);
  });
});

test.describe('modals', () => {
  test('a visitor pressing a login-required button gets the login-required modal, keyboard first', async ({ page }) => {
    const site = new Site(page);
    await site.open('/new-yachts-for-sale/');
    const follow = site.main.getByRole('button', { name: /^Follow / }).first();
    await follow.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in to continue' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Log in' })).toBeVisible();
    // Focus is inside and stays inside.
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(follow).toBeFocused();
  });

  test('from the login-required modal a visitor switches to the login and register modals without leaving the page', async ({ page }) => {
    const site = new Site(page);
    await site.open('/new-yachts-for-sale/');
    await site.main
      .getByRole('button', { name: /^Follow / })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Log in to continue' }).getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in', exact: true });
    await expect(login).toBeVisible();
    await expect(login.getByLabel('E-mail')).toBeFocused();
    await expect(page).toHaveURL(/\/new-yachts-for-sale\/$/);
    await fillExactly(login.getByLabel('E-mail'), 'skipper@example.com');
    await login.getByRole('button', { name: 'Create an account' }).click();
    const register = page.getByRole('dialog', { name: 'Create your account' });
    await expect(register).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await register.getByRole('button', { name: 'Already have an account? Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in', exact: true }).getByLabel('E-mail')).toHaveValue('');
  });
});

test.describe('feedback', () => {
  test('a visitor reports a problem with two photos: recompressed, uploaded one by one with progress, stored', async ({
    page,
    request,
  }) => {
    const site = new Site(page);
    await site.open('/new-yachts-for-sale/');
    const uploads: { type: string; size: number }[] = [];
    // Slow each upload a little so the progress bar can be seen; the upload itself is real.
    await page.route('**/index/ajax/pic', async (route) => {
      const body = route.request().postDataBuffer() ?? Buffer.alloc(0);
      const header = body.subarray(0, 600).toString('latin1');
      uploads.push({ type: /Content-Type: (\S+)/.exec(header)?.[1] ?? '', size: body.length });
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });

    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send us feedback' });
    await expect(dialog).toBeVisible();
    const type = dialog.getByLabel('Question type');
    // The types come from the config call ("Loading…" until then); once they have come, the first is chosen.
    const first = type.locator('option').first();
    await expect(first).not.toHaveText('Loading…');
    await expect(type).toHaveValue((await first.getAttribute('value'))!);
    expect(await first.getAttribute('value')).not.toBe('');

    // A file that is not a picture: a toast, and nothing is added.
    const picker = dialog.locator('input[type=file]');
    await picker.setInputFiles(fixture('notes.txt'));
    await expect(page.getByTestId('toast')).toHaveText('Please upload photos in jpg,jpeg,png,webp formats');
    await expect(dialog.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(0);

    await picker.setInputFiles([fixture('deck-photo.jpg'), fixture('sunset-screenshot.png')]);
    await expect(dialog.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(2);

    // Submitting empty fields shows the messages of docs/product.md §5 under them.
    await dialog.getByLabel('Message').fill('');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByText('Please enter message')).toBeVisible();
    await expect(dialog.getByText('Please enter email')).toBeVisible();
    await expect(dialog.getByText('Please enter mobile number')).toBeVisible();

    const advice = `The price filter forgets my currency (${Date.now()})`;
    await dialog.getByLabel('Message').fill(advice);
    await fillExactly(dialog.getByLabel('E-mail'), 'owner@example.com');
    await dialog.getByRole('textbox', { name: 'Mobile' }).fill('923456789');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Uploading photos' })).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 45_000 });
    await expect(page.getByTestId('toast')).toContainText('Thank you for your feedback');

    expect(uploads).toHaveLength(2);
    for (const upload of uploads) expect(upload.type).toBe('image/jpeg');

    // The report is in the database, with both pictures, which the site serves.
    const stored = await request.get('/api/v1/operator/feedback', { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
    expect(stored.status()).toBe(200);
    const reports = (await dataOf<{ items: unknown }>(stored)).items as {
      feedback_advice: string;
      email: string;
      area_code: string;
      mobile: string;
      problem_img: string[];
    }[];
    const report = reports.find((item) => item.feedback_advice === advice);
    expect(report).toMatchObject({ email: 'owner@example.com', area_code: '244', mobile: '923456789' });
    expect(report?.problem_img).toHaveLength(2);
    for (const url of report?.problem_img ?? []) {
      const picture = await request.get(url);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toMatch(/^image\//);
    }
  });

  test('closing the popup resets it', async ({ page }) => {
    const site = new Site(page);
    await site.open('/');
    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send us feedback' });
    await dialog.getByLabel('Message').fill('Half a thought');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Feedback' }).click();
    await expect(dialog.getByLabel('Message')).toHaveValue('');
  });
});

test.describe('the country picker', () => {
  test('a visitor finds a dialling code by name or digits; no match says No data; closing resets the search', async ({ page }) => {
    const site = new Site(page);
    await site.open('/');
    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send us feedback' });
    await dialog.getByRole('button', { name: '+244' }).click();
    const search = page.getByRole('combobox', { name: 'Search country or dialling code' });
    await expect(search).toBeFocused();
    await search.fill('NORW');
    const norway = page.getByRole('option', { name: /Norway/ });
    await expect(norway).toBeVisible();
    await expect(norway.locator('mark')).toHaveText(/norw/i);
    await search.fill('351');
    await expect(page.getByRole('option', { name: /Portugal/ })).toBeVisible();
    await search.fill('zzzz');
    await expect(page.getByText('No data')).toBeVisible();
    await search.fill('greece');
    await page.getByRole('option', { name: /Greece/ }).click();
    await expect(dialog.getByRole('button', { name: '+30' })).toBeVisible();
    // Escape closes only the picker, not the feedback popup; the search starts empty next time.
    await dialog.getByRole('button', { name: '+30' }).click();
    await search.fill('zzzz');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '+30' }).click();
    await expect(search).toHaveValue('');
  });
});
