// Saved searches and alerts in the composed site (decision 027): a member saves a search from a list, a matching yacht
// is listed through the sell calls and the operator's approval, the alert reaches the member's outbox and inbox, and
// the mail's link stops the alerts without a login; a follower hears of a lower price the seller sets on their
// listing's page.
import { expect, test } from '@playwright/test';
import { ALERT_MESSAGES } from '@yachts/contracts/alerts';
import { Site } from '../support/site';
import { nextMail } from '../support/mail';
import { listUsedYacht, newMember } from '../support/members';

test('a member saves a search, a matching yacht is listed, the alert arrives and its link unsubscribes', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const word = `alert${Date.now().toString(36)}`;
  const buyer = await newMember(browser, 'alert-buyer');
  const seller = await newMember(browser, 'alert-seller');
  const page = await buyer.context.newPage();
  const site = new Site(page);

  // Nothing matches yet: that is when a saved search is worth having.
  await site.open(`/used-yachts-for-sale/${word}/`);
  await expect(site.main.getByText(`No used yachts match “${word}”`)).toBeVisible();
  await site.main.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue(new RegExp(word));
  await dialog.getByLabel('Name').fill('');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText(ALERT_MESSAGES.nameRequired)).toBeVisible();
  await dialog.getByLabel('Name').fill(`Dufour ${word}`);
  await expect(dialog.getByLabel('E-mail me new matches')).toHaveValue('instant');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = page.getByRole('dialog');
  await expect(saved.getByText(ALERT_MESSAGES.saved)).toBeVisible();
  await saved.getByRole('link', { name: /saved searches/i }).click();

  await expect(page).toHaveURL(/\/user\/mySearch$/);
  const row = site.main.getByRole('article', { name: `Dufour ${word}` });
  await expect(row).toContainText(`“${word}”`);
  await expect(row.getByLabel('E-mail me new matches')).toHaveValue('instant');

  // A seller lists a matching yacht; the operator approves it.
  const since = new Date(Date.now() - 1000).toISOString();
  const listing = await listUsedYacht(seller, request, { model: `Grand Large 460 ${word}` });
  const mail = await nextMail(request, buyer.email, since);
  expect(mail.subject).toBe(`New for “Dufour ${word}”: Dufour Grand Large 460 ${word} Grand Large`);
  expect(mail.text).toContain(new URL(listing.url, 'http://x').pathname);

  // The inbox has it too, and the search shows when it last wrote.
  await site.open('/user/mymessage');
  await expect(site.main.getByRole('link', { name: mail.subject })).toBeVisible();

  // The mail's link works in a browser with no login, once and again.
  const link = /http:\/\/[^\s]+\/user\/alerts\/unsubscribe\?token=[^\s]+/.exec(mail.text)?.[0] ?? '';
  expect(link).not.toBe('');
  const stranger = await browser.newContext();
  const unsubscribe = new Site(await stranger.newPage());
  for (let n = 0; n < 2; n += 1) {
    await unsubscribe.open(new URL(link).pathname + new URL(link).search);
    await expect(unsubscribe.main.getByText(`You will no longer get alerts for “Dufour ${word}”.`)).toBeVisible();
  }
  await unsubscribe.open('/user/alerts/unsubscribe?token=s-1-1.forged');
  await expect(unsubscribe.main.getByText(ALERT_MESSAGES.unsubscribeInvalid)).toBeVisible();
  await stranger.close();

  await site.open('/user/mySearch');
  await expect(site.main.getByRole('article', { name: `Dufour ${word}` }).getByLabel('E-mail me new matches')).toHaveValue('off');
});

test('a follower is told when the seller lowers the asking price on the listing’s page', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const word = `drop${Date.now().toString(36)}`;
  const seller = await newMember(browser, 'drop-seller');
  const fan = await newMember(browser, 'drop-fan');
  const listing = await listUsedYacht(seller, request, { model: `Grand Large 430 ${word}`, price: 289_000 });

  const fanPage = new Site(await fan.context.newPage());
  await fanPage.open(new URL(listing.url, 'http://x').pathname);
  const follow = fanPage.main.getByRole('button', { name: `Follow Dufour Grand Large 430 ${word}` });
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');

  const sellerPage = new Site(await seller.context.newPage());
  await sellerPage.open(`/sell/listings/used/${listing.id}`);
  const form = sellerPage.main.getByRole('form', { name: 'Change the asking price' });
  await form.getByLabel('New asking price (EUR)').fill('289000');
  await form.getByRole('button', { name: 'Save price' }).click();
  await expect(form.getByText('The new price is the same as the asking price.')).toBeVisible();
  const since = new Date(Date.now() - 1000).toISOString();
  await form.getByLabel('New asking price (EUR)').fill('265000');
  await form.getByRole('button', { name: 'Save price' }).click();
  await expect(sellerPage.main.getByText(/Asking price changed from .*289,000 to .*265,000/)).toBeVisible();

  const mail = await nextMail(request, fan.email, since);
  expect(mail.subject).toBe(`Price reduced: Dufour Grand Large 430 ${word} Grand Large now EUR 265,000`);
  expect(mail.text).toContain('from EUR 289,000 to EUR 265,000');

  // The yacht's page shows the new price and its history.
  await fanPage.open(new URL(listing.url, 'http://x').pathname);
  await expect(fanPage.main.getByText(/265,000/).first()).toBeVisible();
  await expect(fanPage.main.getByText(/289,000/).first()).toBeVisible();
});
