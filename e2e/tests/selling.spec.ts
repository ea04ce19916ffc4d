// Selling in the composed site: a member lists a used yacht, fixes what the form refuses, edits the
// application, follows its progress through the operator's review into the catalogue, and withdraws it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SELL_MESSAGES } from '@yachts/contracts/selling';
import { Site } from '../support/site';
import { DEMO, logInWithPassword } from '../support/account';
import { fixture, OPERATOR_TOKEN } from '../support/paths';

async function review(request: APIRequestContext, id: string, body: Record<string, string>): Promise<void> {
  const response = await request.post(`/api/v1/operator/sell-applications/${id}/review`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a member sells a used yacht: create, edit, progress through review to a listing, then delete', async ({ page, request }) => {
  test.setTimeout(240_000);
  const site = new Site(page);
  const model = `Oceanis 41.1 e2e ${Date.now().toString(36)}`;
  await site.open('/sell');
  await expect(site.heading('Sell your yacht')).toBeVisible();
  await logInWithPassword(page, DEMO.email, DEMO.password);

  await site.main.getByRole('link', { name: /^A used yacht/ }).click();
  await expect(site.heading('Sell your used yacht')).toBeVisible();
  const form = site.main.getByRole('form', { name: 'Used yacht details' });

  // Nothing filled in: the form says what is missing, under the fields.
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(form.getByText(SELL_MESSAGES.builder)).toBeVisible();
  await expect(form.getByText(SELL_MESSAGES.photos)).toBeVisible();

  await form.getByLabel('Builder').fill('Beneteau');
  await form.getByLabel('Model', { exact: true }).fill(model);
  await form.getByLabel('Type').selectOption('sail');
  await form.getByLabel('Year built').fill('2019');
  await form.getByLabel('Condition').selectOption('good');
  await form.getByLabel('Hull material').selectOption('grp');
  await form.getByLabel('Length (m)').fill('12.4');
  await form.getByLabel('Beam (m)').fill('3.99');
  await form.getByLabel('Draft (m)').fill('2.1');
  await form.getByLabel('Cabins').fill('3');
  await form.getByLabel('Berths').fill('6');
  await form.getByLabel('Engines').fill('Yanmar 4JH57 (57 hp)');
  await form.getByLabel('Fuel').selectOption('diesel');
  await form.getByLabel('Engine hours').fill('640');
  await form.getByLabel('Asking price').fill('219000');
  await form.getByLabel('Currency').selectOption('EUR');
  await form.getByLabel('Location').fill('Port Grimaud');
  await form.getByLabel('Country').selectOption('FR');
  await form.getByLabel('Description').fill('Owner-kept, one careful owner, new sails in 2024, full electronics and a bow thruster.');
  await form.locator('input[type=file]').setInputFiles(fixture('deck-photo.jpg'));
  await expect(form.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(1);
  await expect(form.getByRole('progressbar', { name: /^Uploading photo/ })).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit for review' }).click();

  await expect(page).toHaveURL(/\/sell\/applications\/\d+$/);
  const id = /\/sell\/applications\/(\d+)$/.exec(page.url())?.[1] ?? '';
  await page.getByRole('dialog', { name: 'Application submitted' }).getByRole('button', { name: 'OK' }).click();
  await expect(site.heading(`Beneteau ${model}`)).toBeVisible();
  const progress = site.main.getByRole('region', { name: 'Progress' });
  await expect(progress).toContainText('Submitted');

  // Edit while it waits for review.
  await site.main.getByRole('complementary', { name: 'What you can do' }).getByRole('link', { name: 'Edit application' }).click();
  await expect(site.heading('Edit your application')).toBeVisible();
  const edit = site.main.getByRole('form', { name: 'Used yacht details' });
  await expect(edit.getByLabel('Asking price')).toHaveValue('219000');
  await edit.getByLabel('Asking price').fill('209000');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/sell/applications/${id}$`));
  const saved = page.getByRole('dialog');
  if (await saved.isVisible()) await saved.getByRole('button', { name: 'OK' }).click();
  await expect(site.main.getByRole('region', { name: 'What you sent' })).toContainText('209,000');

  // The operator reviews and approves it: the progress shows each step and the yacht is listed.
  await review(request, id, { status: 'under_review' });
  await page.reload();
  await expect(site.main.getByRole('region', { name: 'Progress' })).toContainText('Under review');
  await review(request, id, { status: 'approved' });
  await page.reload();
  await site.live();
  await expect(site.main.getByRole('region', { name: 'Progress' })).toContainText('Approved and listed');
  await site.main.getByRole('complementary', { name: 'What you can do' }).getByRole('link', { name: 'View listing' }).click();
  await expect(page).toHaveURL(/\/yachts\/used\/\d+-beneteau-/);
  await expect(site.heading(`Beneteau ${model}`)).toBeVisible();
  const listing = page.url();

  // Withdraw: the application leaves the list and the yacht leaves the catalogue.
  await site.open('/sell/applications');
  await site.main.getByRole('button', { name: `Delete Beneteau ${model}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this application?' });
  await confirm.getByRole('button', { name: 'Delete application' }).click();
  await expect(site.main.getByRole('article', { name: `Beneteau ${model}` })).toHaveCount(0);
  await site.open(new URL(listing).pathname);
  await expect(site.main.getByRole('heading', { name: 'This yacht is no longer listed' })).toBeVisible();
});

test('a visitor on the sell form is asked to log in and stays on the page', async ({ page }) => {
  const site = new Site(page);
  await site.open('/sell/new');
  await expect(await site.logInFromPanel('Log in to sell your yacht')).toBeVisible();
  await expect(page).toHaveURL(/\/sell\/new$/);
});
