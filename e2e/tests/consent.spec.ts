import { expect, test, type Page } from '@playwright/test';
import { Site } from '../support/site';

// These journeys start with no cookies at all: no consent given yet.
test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'userConsent');
}

test.describe('cookie consent', () => {
  test('a visitor sees the banner and accepts: it is gone on every page and kept for 365 days', async ({ page }) => {
    const site = new Site(page);
    await site.open('/');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Accept cookies' }).click();
    await expect(banner(page)).toBeHidden();
    const cookie = await consentCookie(page);
    expect(cookie?.value).toBe('accepted');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await site.open('/community/');
    await expect(banner(page)).toBeHidden();
  });

  test('a visitor refuses: the banner returns on ordinary pages, not on the four account pages', async ({ page }) => {
    const site = new Site(page);
    await site.open('/new-yachts-for-sale/');
    await banner(page).getByRole('button', { name: 'Refuse cookies' }).click();
    expect((await consentCookie(page))?.value).toBe('refused');
    for (const exempt of ['/user/login', '/user/register', '/user/resetpwd', '/user/changeEmail']) {
      await site.open(exempt);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(banner(page)).toBeHidden();
    }
    await site.open('/community/');
    await expect(banner(page)).toBeVisible();
  });

  test('closing the banner only hides it: nothing is stored and the next page load shows it again', async ({ page }) => {
    const site = new Site(page);
    await site.open('/');
    await banner(page).getByRole('button', { name: 'Close' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await consentCookie(page)).toBeUndefined();
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  test('without consent a side message is cancelled silently: nothing is sent and the banner comes back', async ({ page }) => {
    const site = new Site(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') calls.push(new URL(request.url()).pathname);
    });
    await site.open('/');
    await banner(page).getByRole('button', { name: 'Close' }).click();
    const form = page.getByRole('form', { name: 'Leave us a message' });
    // Drawn by the server, the form's code comes when it nears the screen.
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-live', '');
    await form.getByLabel('Your e-mail').fill('skipper@example.com');
    await form.getByLabel('Message').fill('Do you broker catamarans in Greece?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(banner(page)).toBeVisible();
    await page.waitForTimeout(800);
    expect(calls).toEqual([]);
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(form.getByLabel('Message')).toHaveValue('Do you broker catamarans in Greece?');

    // Once accepted, the same message goes out, the fields are cleared and the success modal shows.
    await banner(page).getByRole('button', { name: 'Accept cookies' }).click();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('dialog', { name: 'Message sent' })).toBeVisible();
    expect(calls).toEqual(expect.arrayContaining(['/side/message']));
    await expect(form.getByLabel('Message')).toHaveValue('');
  });
});
