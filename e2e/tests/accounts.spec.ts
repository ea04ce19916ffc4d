import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@yachts/contracts/account';
import { MESSAGES } from '@yachts/contracts/rules';
import { Site } from '../support/site';
import { pressAndExpect } from '../support/appears';
import { nextMail } from '../support/mail';
import {
  DEMO,
  expectLoggedIn,
  expectVisitor,
  expireLogins,
  header,
  headerButton,
  logInWithPassword,
  logOut,
  sendCode,
  submitAndReload,
  uniqueDisplayName,
  uniqueEmail,
} from '../support/account';
import { fillExactly } from '../support/fill';

/** The dialog a link of the header's login modal opens, with the e-mail typed and the code sent to it filled in. */
async function codeDialogFromLogin(
  page: Page,
  request: APIRequestContext,
  link: string,
  dialogName: string,
  email: string,
): Promise<Locator> {
  await headerButton(page, 'Log in');
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: link }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await fillExactly(dialog.getByLabel('E-mail'), email);
  await dialog.getByLabel('Verification code').fill(await sendCode(dialog, request, email));
  return dialog;
}

test.describe('accounts', () => {
  test('a sailor registers, logs out, logs in with a password and with a code, resets the password and changes e-mail', async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000);
    const site = new Site(page);
    const email = uniqueEmail('skipper');
    const newEmail = uniqueEmail('skipper-new');

    // Register from the header, with a code from the outbox.
    await site.open('/new-yachts-for-sale/');
    await headerButton(page, 'Sign up');
    const register = page.getByRole('dialog', { name: 'Create your account' });
    await register.getByRole('button', { name: 'Create account' }).click();
    await expect(register.getByText(MESSAGES.emailRequired)).toBeVisible();
    await expect(register.getByText(MESSAGES.displayNameRequired)).toBeVisible();
    await fillExactly(register.getByLabel('E-mail'), 'not-an-address');
    await register.getByRole('button', { name: 'Create account' }).click();
    await expect(register.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await fillExactly(register.getByLabel('E-mail'), email);
    const code = await sendCode(register, request, email);
    await register.getByLabel('Verification code').fill(code);
    await register.getByLabel('Display name').fill(uniqueDisplayName('Skipper'));
    await register.getByLabel('Password', { exact: true }).fill('short');
    await register.getByLabel('Confirm password').fill('different1');
    await register.getByRole('button', { name: 'Create account' }).click();
    await expect(register.getByText(MESSAGES.password)).toBeVisible();
    // Each step changes the field it checks, so its message can only come from that step's (debounced) submit.
    await register.getByLabel('Password', { exact: true }).fill('Sails2026');
    await register.getByLabel('Confirm password').fill('Sails2027');
    await register.getByRole('button', { name: 'Create account' }).click();
    await expect(register.getByText(MESSAGES.passwordsDiffer)).toBeVisible();
    await register.getByLabel('Confirm password').fill('Sails2026');
    // Unticked agreement: a toast, and nothing is sent. The submit above showed the same toast: wait for it to go, so
    // the one checked here is this submit's and no debounced click is still pending when the box is ticked.
    await expect(page.getByTestId('toast')).toBeHidden({ timeout: 45_000 });
    await pressAndExpect(page, () => register.getByRole('button', { name: 'Create account' }).click(), { toast: MESSAGES.agreement });
    await register.getByRole('checkbox').check();
    await submitAndReload(page, register, 'Create account', 'Welcome aboard');
    await expectLoggedIn(page);
    await expect(page).toHaveURL(/\/new-yachts-for-sale\/$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'token')?.value).toBeTruthy();
    expect(cookies.find((cookie) => cookie.name === 'uuid')?.value).toMatch(/^[0-9a-f-]{36}$/);

    // Log out: the token cookie goes and the home page shows.
    await logOut(page);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();

    // A wrong password is refused with the same words whether or not the address exists; the right one logs in.
    await headerButton(page, 'Log in');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await fillExactly(login.getByLabel('E-mail'), email);
    await login.getByLabel('Password', { exact: true }).fill('Wrong2026');
    await pressAndExpect(page, () => login.getByRole('button', { name: 'Log in', exact: true }).click(), {
      toast: 'The e-mail address or password is incorrect.',
    });
    await login.getByLabel('Password', { exact: true }).fill('Sails2026');
    await submitAndReload(page, login, 'Log in', 'Welcome back');
    await expectLoggedIn(page);
    await logOut(page);

    // Log in with a code instead.
    const codeLogin = await codeDialogFromLogin(page, request, 'Log in with a code instead', 'Log in with a code', email);
    await submitAndReload(page, codeLogin, 'Log in', 'Welcome back');
    await expectLoggedIn(page);
    await logOut(page);

    // Reset the password with a code; the new one works, the old one does not.
    const reset = await codeDialogFromLogin(page, request, 'Forgot password?', 'Reset your password', email);
    await reset.getByLabel('New password', { exact: true }).fill('Harbour77');
    await reset.getByLabel('Confirm new password').fill('Harbour77');
    await submitAndReload(page, reset, 'Reset password', 'Password changed');
    await expectLoggedIn(page);
    await logOut(page);
    await logInWithPassword(page, email, 'Harbour77');

    // Change e-mail from the account page: password again, a code to the new address, a notice to the old one.
    await site.open('/account/information');
    await site.main.getByRole('button', { name: /Change e-mail/ }).click();
    const change = page.getByRole('dialog', { name: 'Change e-mail address' });
    await change.getByLabel('Current password').fill('Harbour77');
    await change.getByLabel('New e-mail address').fill(newEmail);
    const noticeSince = new Date(Date.now() - 1000).toISOString();
    await change.getByLabel('Verification code').fill(await sendCode(change, request, newEmail));
    await submitAndReload(page, change, 'Change e-mail address', 'E-mail address changed');
    const notice = await nextMail(request, email, noticeSince);
    expect(notice.code ?? null).toBeNull();
    expect(notice.text).toContain(newEmail);
    await expect(site.main.getByText(newEmail)).toBeVisible();
    await logOut(page);
    await logInWithPassword(page, newEmail, 'Harbour77');
  });

  test('on the account pages: a sailor signs up on /user/register, changes the password and logs in on /user/login, landing where they came from each time', async ({
    page,
    request,
  }) => {
    const site = new Site(page);
    const email = uniqueEmail('deckhand');

    // The page variant of sign-up, reached with ?redirect= as the login-required modal links it.
    await site.open(`/user/register?redirect=${encodeURIComponent('/user/myFollow')}`);
    await expect(site.heading('Create your account')).toBeVisible();
    await fillExactly(site.main.getByLabel('E-mail'), email);
    await site.main.getByLabel('Verification code').fill(await sendCode(site.main, request, email));
    await site.main.getByLabel('Display name').fill(uniqueDisplayName('Deckhand'));
    await site.main.getByLabel('Password', { exact: true }).fill('Rigging2026');
    await site.main.getByLabel('Confirm password').fill('Rigging2026');
    await site.main.getByRole('checkbox').check();
    await submitAndReload(page, site.main, 'Create account', 'Welcome aboard');
    await expect(page).toHaveURL(/\/user\/myFollow$/);
    await expectLoggedIn(page);

    // Signing up with a code proved the address: the account page says so (no verification left to do).
    await site.open('/account/information');
    await expect(site.main.getByText('Verified', { exact: true })).toBeVisible();
    await expect(site.main.getByRole('button', { name: 'Verify e-mail' })).toHaveCount(0);

    // Change the password in its modal: the old one is asked for first.
    await site.main.getByRole('button', { name: 'Change password' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.getByLabel('Current password').fill('Rigging2026');
    await change.getByLabel('New password', { exact: true }).fill('Halyard2027');
    await change.getByLabel('Confirm new password').fill('Halyard2027');
    await submitAndReload(page, change, 'Change password', 'Password updated');
    await expectLoggedIn(page);
    await logOut(page);

    // The login page, as the login-required modal links it: the old password no longer works, the new one does.
    await site.open(`/user/login?redirect=${encodeURIComponent('/used-yachts-for-sale/')}`);
    await fillExactly(site.main.getByLabel('E-mail'), email);
    await site.main.getByLabel('Password', { exact: true }).fill('Rigging2026');
    await pressAndExpect(page, () => site.main.getByRole('button', { name: 'Log in', exact: true }).click(), {
      toast: ACCOUNT_MESSAGES.loginFailed,
    });
    await site.main.getByLabel('Password', { exact: true }).fill('Halyard2027');
    await submitAndReload(page, site.main, 'Log in', 'Welcome back');
    await expect(page).toHaveURL(/\/used-yachts-for-sale\/$/);
    await expectLoggedIn(page);
  });

  test('a visitor opening a user-area page is asked to log in and lands back on it', async ({ page }) => {
    const site = new Site(page);
    await site.open('/user/mymessage');
    const login = await site.logInFromPanel('Log in to see your messages');
    await fillExactly(login.getByLabel('E-mail'), DEMO.email);
    await login.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await submitAndReload(page, login, 'Log in', 'Welcome back');
    await expect(page).toHaveURL(/\/user\/mymessage$/);
    await expect(site.heading('Messages')).toBeVisible();
    await expect(
      site.main
        .getByRole('list', { name: /messages/i })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
  });

  test('after logging in the session is the same in every area without a reload, and a follow shows in the account', async ({ page }) => {
    const site = new Site(page);
    await site.open('/');
    await logInWithPassword(page, DEMO.email, DEMO.password);
    await site.markDocument();

    await site.navigate('New yachts');
    const heart = site.main.getByRole('button', { name: /^Follow / }).nth(5);
    const label = (await heart.getAttribute('aria-label')) ?? '';
    const yachtName = label.replace(/^Follow /, '');
    if ((await heart.getAttribute('aria-pressed')) === 'true') await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expectLoggedIn(page);

    await site.navigate('Community');
    await expectLoggedIn(page);

    await headerButton(page, 'Account');
    await header(page).getByRole('link', { name: 'Followed yachts' }).click();
    await expect(site.main.getByRole('heading', { name: yachtName })).toBeVisible();
    expect(await site.isSameDocument()).toBe(true);

    // The state is kept: after a reload the heart is still pressed.
    await site.open('/new-yachts-for-sale/');
    await expect(site.main.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a login expired on the server turns the page back into a visitor’s on the next signed call', async ({ page, request }) => {
    const site = new Site(page);
    await site.open('/new-yachts-for-sale/');
    await logInWithPassword(page, DEMO.email, DEMO.password);
    const uuid = (await page.context().cookies()).find((cookie) => cookie.name === 'uuid')?.value ?? '';
    expect(uuid).not.toBe('');
    await site.markDocument();

    await expireLogins(request, uuid);
    await site.main
      .getByRole('button', { name: /^Follow / })
      .first()
      .click();
    // Product rules §8: 400208 clears the token cookie and the session store; every area shows a visitor's page, and
    // the catalogue asks the now-visitor to log in for the follow they tried.
    await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeHidden();
    await expectVisitor(page);
    expect(await site.isSameDocument()).toBe(true);
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('token');
    expect(names).not.toContain('uuid');
    await site.main
      .getByRole('button', { name: /^Follow / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible();
  });
});
