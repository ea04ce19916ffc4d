import { expect, test, type Page } from '@playwright/test';
import { Site } from '../support/site';
import { answerOf, itemsOf } from '../support/api';
import { fillExactly } from '../support/fill';

// These journeys start with no cookies at all: no consent given yet.
test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'userConsent');
}

/** Presses one of the banner's buttons: the banner goes at once. Gives the consent cookie left behind, if any. */
async function answerBanner(page: Page, button: 'Accept cookies' | 'Refuse cookies' | 'Close') {
  await banner(page).getByRole('button', { name: button }).click();
  await expect(banner(page)).toBeHidden();
  return consentCookie(page);
}

test.describe('cookie consent', () => {
  test('a visitor sees the banner and accepts: it is gone on every page and kept for 365 days', async ({ page }) => {
    const site = new Site(page);
    await site.open('/');
    await expect(banner(page)).toBeVisible();
    const cookie = await answerBanner(page, 'Accept cookies');
    expect(cookie?.value).toBe('accepted');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await site.open('/community/');
    await expect(banner(page)).toBeHidden();
  });

  test('a visitor refuses: the banner goes at once, returns on later ordinary pages, not on the four account pages', async ({ page }) => {
    const site = new Site(page);
    await site.open('/new-yachts-for-sale/');
    expect((await answerBanner(page, 'Refuse cookies'))?.value).toBe('refused');
    for (const exempt of ['/user/login', '/user/register', '/user/resetpwd', '/user/changeEmail']) {
      await site.open(exempt);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(banner(page)).toBeHidden();
    }
    await site.open('/community/');
    await expect(banner(page)).toBeVisible();
  });

  test('Cookie settings in the footer opens the choice again on any page, and a new answer replaces the old', async ({ page }) => {
    const site = new Site(page);
    await site.open('/');
    await banner(page).getByRole('button', { name: 'Accept cookies' }).click();
    await site.open('/user/login');
    await expect(banner(page)).toBeHidden();
    await site.footer.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page)).toContainText('You have accepted cookies.');
    expect((await answerBanner(page, 'Refuse cookies'))?.value).toBe('refused');
  });

  test('closing the banner only hides it: nothing is stored and the next page load shows it again', async ({ page }) => {
    const site = new Site(page);
    await site.open('/');
    expect(await answerBanner(page, 'Close')).toBeUndefined();
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  test('with cookies refused a visitor still sends the footer message: it needs only the strictly necessary cookies', async ({ page }) => {
    const site = new Site(page);
    await site.open('/');
    await banner(page).getByRole('button', { name: 'Refuse cookies' }).click();
    const form = page.getByRole('form', { name: 'Leave us a message' });
    // Drawn by the server, the form's code comes when it nears the screen.
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-live', '');
    await fillExactly(form.getByLabel('Your e-mail'), 'skipper@example.com');
    await form.getByLabel('Message').fill('Do you broker catamarans in Greece?');
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/side/message');
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await answerOf(sent)).code).toBe(1);
    await expect(page.getByRole('dialog', { name: 'Message sent' })).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('');
  });

  test('with the banner open over the enquiry, a visitor can refuse there and still send what they typed', async ({ page }) => {
    const site = new Site(page);
    const [listing] = await itemsOf<{ url: string }>(page.request.get('/api/v1/yachts/idle?pageSize=1'));
    await site.open(listing!.url);
    await site.main.getByRole('button', { name: 'Send an enquiry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send an enquiry' });
    await dialog.getByLabel('Your name').fill('Ana Marić');
    await fillExactly(dialog.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
    await dialog.getByLabel('Message').fill('Is she still available in spring?');
    // The banner lies above the backdrop: the topmost element at its button's centre is the button itself.
    const refuse = banner(page).getByRole('button', { name: 'Refuse cookies' });
    const box = (await refuse.boundingBox())!;
    const topmost = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? '',
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(topmost).toContain('Refuse cookies');
    await refuse.click();
    await expect(banner(page)).toBeHidden();
    await expect(dialog.getByLabel('Message')).toHaveValue('Is she still available in spring?');
    const sent = page.waitForResponse((response) => /\/(newyacht|idleYacht)\/message$/.test(new URL(response.url()).pathname));
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    expect((await answerOf(sent)).code).toBe(1);
  });
});
