// The operators' console (decisions 032, 033) as it runs in production: two api instances behind nginx on one
// PostgreSQL, so the first admin is made with the documented command while the site runs. The admin signs in with an
// authenticator code, names a moderator; the moderator hides a reported topic, its author asks for a second look and
// the moderator shows it again; the audit log has each step; the admin approves a sell application in the console and
// the yacht is listed. Visitors and members get 404.
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ACCOUNT_CALLS } from '@yachts/contracts/account';
import { COMMUNITY_CALLS, OPERATOR_COMMUNITY_API } from '@yachts/contracts/community';
import { useClusterRun } from '../support/cluster';
import { applyToSellUsedYacht, newMember, postTopic, type Member } from '../support/members';
import { repoRoot } from '../support/paths';
import { Site } from '../support/site';

const run = useClusterRun();

/** The README's command for the first admin, through the pnpm that runs this suite. */
function grantRole(email: string, role: 'admin' | 'moderator', databaseUrl: string): string {
  const args = ['--filter', './api', 'run', 'operator:grant', '--', '--email', email, '--role', role, '--database-url', databaseUrl];
  return execFileSync(process.env.npm_execpath || 'pnpm', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Sets up the authenticator app as an operator would, reading the key the page offers to type in. */
async function setUpAuthenticator(page: Page): Promise<void> {
  const site = new Site(page);
  await expect(site.heading('Set up your authenticator app')).toBeVisible();
  await site.main.getByRole('button', { name: 'Set up the app' }).click();
  await expect(site.main.getByRole('img', { name: /QR code for your authenticator app/ })).toBeVisible();
  const secret = (await site.main.locator('[data-secret]').getAttribute('data-secret')) ?? '';
  const app = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  // A wrong code first: the words of the contract, nothing set up.
  await site.main.getByLabel('The 6-digit code your app shows').fill('12');
  await site.main.getByRole('button', { name: 'Confirm' }).click();
  await expect(site.main.getByText('Please enter the 6-digit code from your authenticator app, or a recovery code.')).toBeVisible();
  await site.main.getByLabel('The 6-digit code your app shows').fill(app.generate());
  await site.main.getByRole('button', { name: 'Confirm' }).click();
  await expect(site.main.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(site.main.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await site.main.getByRole('button', { name: /I have saved them/ }).click();
  await expect(site.heading('Operator console')).toBeVisible();
}

async function consolePage(member: Member): Promise<{ page: Page; site: Site }> {
  const page = await member.context.newPage();
  return { page, site: new Site(page) };
}

test('the console: the first admin by command, a moderator named, a report decided, a second look answered, an application approved', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { cluster, databaseUrl } = run();
  const options = { baseURL: cluster.url };
  const admin = await newMember(browser, 'console-admin', options);
  const moderator = await newMember(browser, 'console-moderator', options);
  const author = await newMember(browser, 'console-author', options);
  const reporter = await newMember(browser, 'console-reporter', options);

  // Before any role: the console is not there for a member, in the page and in the api.
  const { page: adminPage, site: adminSite } = await consolePage(admin);
  const refused = await adminPage.goto('/operator');
  expect(refused?.status()).toBe(404);
  await expect(adminSite.heading('We couldn’t find that page')).toBeVisible();
  expect((await admin.api.get(OPERATOR_COMMUNITY_API.reports)).status()).toBe(403);

  // The first admin, by the README's command, while the site runs.
  expect(grantRole(admin.email, 'admin', databaseUrl)).toContain(`${admin.email} is now an admin`);
  const opened = await adminPage.goto('/operator');
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['x-robots-tag']).toBe('noindex');
  await setUpAuthenticator(adminPage);
  const adminNav = adminPage.getByRole('navigation', { name: 'Operator console' });
  for (const label of ['Reports', 'Sell applications', 'Seller entries', 'Operators', 'Audit log']) {
    await expect(adminNav.getByRole('link', { name: label })).toBeVisible();
  }

  // The admin names a moderator in the console.
  await adminNav.getByRole('link', { name: 'Operators' }).click();
  await expect(adminSite.heading(/Operators/)).toBeVisible();
  await adminSite.main.getByLabel("Member's e-mail address").fill(moderator.email);
  await adminSite.main.getByLabel('Role', { exact: true }).selectOption('moderator');
  await adminSite.main.getByRole('button', { name: 'Save role' }).click();
  await expect(adminSite.main.getByRole('status').filter({ hasText: 'now has' })).toHaveText(
    `${moderator.email} now has the moderator role.`,
  );
  await expect(adminSite.main.getByRole('row', { name: new RegExp(moderator.email) })).toContainText('Moderator');

  // A member's topic is reported.
  const title = `Anchor chain sizes for a 40 footer ${Date.now()}`;
  const topic = await postTopic(author, title, 'What chain size do you use on a 12 metre boat, and how long a rode for the Med?');
  await reporter.call(COMMUNITY_CALLS.report, { type: 'topic', id: topic.id, reason: 'spam', detail: 'Selling chain in every post' });

  // The moderator signs in with their own app; the console offers only the community's queue.
  const { page: moderatorPage, site: moderatorSite } = await consolePage(moderator);
  await moderatorPage.goto('/operator');
  await setUpAuthenticator(moderatorPage);
  const moderatorNav = moderatorPage.getByRole('navigation', { name: 'Operator console' });
  await expect(moderatorNav.getByRole('link', { name: 'Sell applications' })).toHaveCount(0);
  await moderatorPage.goto('/operator/sell-applications');
  await expect(moderatorSite.heading('We couldn’t find that page')).toBeVisible();

  // It hides the reported topic with a reason.
  await moderatorNav.getByRole('link', { name: 'Reports' }).click();
  const item = moderatorSite.main.getByRole('listitem').filter({ has: moderatorPage.getByRole('heading', { name: title }) });
  await expect(item).toContainText('1 report');
  await expect(item).toContainText('Selling chain in every post');
  await item.getByRole('button', { name: 'Hide…' }).click();
  await item.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(item.getByText('Please write the reason the author will read.')).toBeVisible();
  await item.getByLabel(/Why it is hidden/).fill('Advertising in the community breaks rule 3: no selling outside listings.');
  await item.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(item).toHaveCount(0);
  // The author reads why, in the inbox (and by e-mail): a statement of reasons.
  const inbox = await author.call<unknown>(ACCOUNT_CALLS.messages, { page: 1, page_size: 10, type: 'all' });
  expect(JSON.stringify(inbox)).toContain('rule 3: no selling outside listings');
  await moderatorSite.main.getByRole('link', { name: 'Hidden now' }).click();
  const hidden = moderatorSite.main.getByRole('listitem').filter({ has: moderatorPage.getByRole('heading', { name: title }) });
  await expect(hidden).toContainText('Hidden');

  // The author asks for a second look from the topic's page, once.
  const authorPage = await author.context.newPage();
  const authorSite = new Site(authorPage);
  await authorSite.open(`/community/topic/${topic.id}`);
  await expect(authorSite.main.getByRole('note')).toContainText('This topic is hidden');
  await authorSite.main.getByRole('button', { name: 'Ask for a second look' }).click();
  await authorSite.main.getByLabel('Why should it be shown again?').fill('I do not sell chain: I asked which size to buy.');
  await authorSite.main.getByRole('button', { name: 'Ask for a second look' }).click();
  await expect(authorSite.main.getByRole('status').filter({ hasText: 'A moderator will look at it again' })).toBeVisible();

  // The moderator reads it among the second looks and shows the topic again.
  await moderatorSite.main.getByRole('link', { name: 'Second looks' }).click();
  const appeal = moderatorSite.main.getByRole('listitem').filter({ has: moderatorPage.getByRole('heading', { name: title }) });
  await expect(appeal).toContainText('I do not sell chain: I asked which size to buy.');
  await appeal.getByRole('button', { name: 'Show it again' }).click();
  await expect(appeal).toHaveCount(0);
  await moderatorSite.main.getByRole('link', { name: 'Hidden now' }).click();
  await expect(moderatorSite.main.getByRole('heading', { name: title })).toHaveCount(0);
  // Shown again, the old report cannot hide it: it is in neither view.
  await moderatorSite.main.getByRole('link', { name: 'Waiting for a decision' }).click();
  await expect(moderatorSite.main.getByRole('heading', { name: title })).toHaveCount(0);

  // The audit log has both decisions, by the moderator, and the grants.
  await adminNav.getByRole('link', { name: 'Audit log' }).click();
  await adminSite.main.getByRole('navigation', { name: 'Show actions on' }).getByRole('link', { name: 'Topics' }).click();
  const rows = adminSite.main.getByRole('row').filter({ hasText: String(topic.id) });
  await expect(rows.filter({ hasText: 'topic.hide' })).toContainText(moderator.email);
  await expect(rows.filter({ hasText: 'topic.restore' })).toContainText(moderator.email);
  await expect(rows.filter({ hasText: 'topic.second-look-asked' })).toContainText(author.email);
  await adminSite.main.getByRole('navigation', { name: 'Show actions on' }).getByRole('link', { name: 'Roles' }).click();
  await expect(adminSite.main.getByRole('row').filter({ hasText: 'role.grant' }).filter({ hasText: 'command' })).toHaveCount(1);

  // A seller's application is approved in the console, and the yacht is listed.
  const seller = await newMember(browser, 'console-seller', options);
  const model = `Grand Large 460 C${Date.now() % 100_000}`;
  await applyToSellUsedYacht(seller, { model });
  await adminNav.getByRole('link', { name: 'Sell applications' }).click();
  const application = adminSite.main.getByRole('listitem').filter({ has: adminPage.getByRole('heading', { name: `Dufour ${model}` }) });
  await expect(application).toContainText(seller.email);
  await application.getByRole('button', { name: 'Approve and list' }).click();
  await expect(application).toHaveCount(0);
  await adminSite.main.getByRole('navigation', { name: 'Applications by status' }).getByRole('link', { name: 'Approved' }).click();
  const approved = adminSite.main.getByRole('listitem').filter({ has: adminPage.getByRole('heading', { name: `Dufour ${model}` }) });
  await approved.getByRole('link', { name: 'See the listing' }).click();
  await expect(adminSite.heading(new RegExp(model))).toBeVisible();

  for (const member of [admin, moderator, author, reporter, seller]) await member.context.close();
});
