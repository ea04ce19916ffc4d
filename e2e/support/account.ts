// Account steps a user takes through the header and the account modals, by role and label.
import { expect, type APIRequestContext, type Locator, type Page, type ViewportSize } from '@playwright/test';
import { pressAndExpect } from './appears';
import { nextCode } from './mail';
import { OPERATOR_TOKEN } from './paths';
import type { Site } from './site';
import { fillExactly } from './fill';

/** The seeded demo account (README). */
export const DEMO = { email: 'demo@yacht-harbour.local', password: 'Harbour2026', name: 'Demo Sailor' };

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}

/**
 * A display name nobody has taken (decision 036: names are unique ignoring case, 3-30 letters, digits, spaces, - _
 * or .): the journey's word and a random one of its own, nothing of the address.
 */
export function uniqueDisplayName(prefix: string): string {
  const word =
    prefix
      .replace(/[^A-Za-z0-9 _.-]/g, ' ')
      .trim()
      .slice(0, 18) || 'Sailor';
  return `${word} ${Math.random().toString(36).slice(2, 12).padEnd(3, 'x')}`;
}

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

/**
 * Clicks a header control, opening the phone menu first when the header is collapsed. A step that reloads the page
 * (logging out, a success modal) leaves a server-drawn header whose buttons do not answer until it has hydrated, so
 * the click waits for the document's mark that the page is live.
 */
export async function headerButton(page: Page, name: string): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await header(page).getByRole('button', { name, exact: true }).click();
}

export async function expectLoggedIn(page: Page): Promise<void> {
  await expect(header(page).getByRole('button', { name: 'Account' })).toBeVisible();
}

export async function expectVisitor(page: Page): Promise<void> {
  await expect(header(page).getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
}

/** Clicks the send-code link of a dialog and returns the code mailed to `email`. */
export async function sendCode(dialog: Locator, request: APIRequestContext, email: string): Promise<string> {
  const since = new Date(Date.now() - 1000).toISOString();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  // docs/product.md §4: the link counts down from 60 while it is locked.
  await expect(dialog.getByRole('button', { name: /^\d{1,2}S$/ })).toBeDisabled();
  return nextCode(request, email, since);
}

/** Submits an auth form and waits for its success modal and the reload that follows 1 s later (product rules §4). */
export async function submitAndReload(page: Page, dialog: Locator, button: string, successTitle: string | RegExp): Promise<void> {
  const submit = dialog.getByRole('button', { name: button, exact: true });
  // A refused submit keeps the button busy for a moment (product rules §4: loading hides after about 1 s).
  await expect(submit).toBeEnabled();
  const reloaded = page.waitForEvent('load');
  // The modal lives about 1 s before the reload: watched from before the press, it cannot come and go unseen.
  await pressAndExpect(page, () => submit.click(), { dialog: successTitle });
  await reloaded;
}

export async function logInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await headerButton(page, 'Log in');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await fillExactly(dialog.getByLabel('E-mail'), email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await submitAndReload(page, dialog, 'Log in', 'Welcome back');
  await expectLoggedIn(page);
}

/**
 * Logs the demo user in at a desktop's width (the login check looks for the header's Account button, which folds
 * into the menu on a phone), then gives the page `viewport`.
 */
export async function logInDemoAtDesktopWidth(site: Site, viewport: ViewportSize): Promise<void> {
  await site.page.setViewportSize({ width: 1280, height: 860 });
  await site.open('/');
  await logInWithPassword(site.page, DEMO.email, DEMO.password);
  await site.page.setViewportSize(viewport);
}

export async function logOut(page: Page): Promise<void> {
  await headerButton(page, 'Account');
  await header(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectVisitor(page);
}

/** Operator: ends every login of an account on the server, as if its tokens had run out. */
export async function expireLogins(request: APIRequestContext, uuid: string): Promise<void> {
  const response = await request.post(`/api/v1/operator/users/${encodeURIComponent(uuid)}/sessions/expire`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  expect(response.status()).toBe(200);
}
