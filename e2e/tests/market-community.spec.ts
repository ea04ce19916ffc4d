// The market's businesses and its community in the composed site (decisions 028 and 030): a buyer goes from a yacht
// to its dealer's page and stock; a yacht page shows the community's topics about its builder (composed from the
// community area through federation, in the server's HTML too); a topic that links to a listing shows it as a card.
import { expect, test } from '@playwright/test';
import { COMMUNITY_CALLS, type CreatedTopic } from '@yachts/contracts/community';
import { Site } from '../support/site';
import { E2E_PORT } from '../support/paths';
import { newMember, uploadPhoto } from '../support/members';
import { dataOf, itemsOf } from '../support/api';

test('a buyer opens a dealer’s page from a yacht, sees the office and stock, and the stock with the list’s filters', async ({
  page,
  request,
}) => {
  const site = new Site(page);
  const list = await dataOf<{ items: { url: string }[]; total: number }>(request.get('/api/v1/yachts/idle?dealer=azure-coast-yachting&pageSize=1'));
  const yacht = list.items[0]!;
  await site.open(yacht.url);
  await site.main.getByRole('link', { name: 'See Azure Coast Yachting’s page and stock' }).click();

  await expect(page).toHaveURL(/\/dealers\/azure-coast-yachting$/);
  await expect(site.heading('Azure Coast Yachting')).toBeVisible();
  await expect(site.main.getByRole('link', { name: /\+33 4 93 00 10 20/ })).toHaveAttribute('href', /^tel:/);
  await expect(site.main.locator('address').getByText('Port Vauban, Quai des Pêcheurs, 06600 Antibes')).toBeVisible();
  await site.main.getByRole('link', { name: /^See all \d+ used yachts? from Azure Coast Yachting$/ }).click();

  await expect(page).toHaveURL(/\/used-yachts-for-sale\/\?dealer=azure-coast-yachting$/);
  await expect(site.main.getByRole('link', { name: 'Remove From Azure Coast Yachting' })).toBeVisible();
  await expect(site.main.locator('.result-count')).toHaveText(new RegExp(`^${list.total} used yachts?`));

  // The directory lists it, and an unknown dealer is a 404 page.
  await site.open('/dealers/');
  await expect(site.main.getByRole('link', { name: /Azure Coast Yachting/ })).toBeVisible();
  expect((await request.get('/dealers/no-such-dealer', { headers: { accept: 'text/html' } })).status()).toBe(404);
});

test('a yacht page shows the community’s topics about its builder, on the server too', async ({ page, request }) => {
  const site = new Site(page);
  const list = await dataOf<{ items: { url: string }[]; total: number }>(request.get('/api/v1/yachts/idle?builder=Beneteau&pageSize=1'));
  const yacht = list.items[0]!;
  const html = await (await request.get(yacht.url, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('From the community: Beneteau');

  await site.open(yacht.url);
  const widget = site.main.getByRole('region', { name: 'From the community: Beneteau' });
  await expect(widget).toBeVisible();
  const topic = widget.getByRole('link', { name: /Oceanis/ }).first();
  await topic.click();
  await expect(page).toHaveURL(/\/community\/topic\/\d+$/);
});

test('a topic that links to a listing shows the yacht as a card', async ({ browser, request }) => {
  const member = await newMember(browser, 'cites');
  const list = await dataOf<{ items: { url: string; builder: string; model: string }[]; total: number }>(request.get('/api/v1/yachts/idle?pageSize=1'));
  const yacht = list.items[0]!;
  const sections = await itemsOf<{ id: number }>(request.get('/api/v1/community/modules'));
  const created = await member.call<CreatedTopic>(COMMUNITY_CALLS.createTopic, {
    title: `Is this ${yacht.builder} a good first boat?`,
    content: 'Thinking of making an offer on this one. What should I look at in the survey?',
    images: [await uploadPhoto(member)],
    module_id: sections[0]!.id,
    links: [{ title: 'The listing', url: `http://localhost:${E2E_PORT}${yacht.url}` }],
  });
  const page = await member.context.newPage();
  const site = new Site(page);
  await site.open(`/community/topic/${created.id}`);
  const cards = site.main.getByRole('region', { name: 'The yacht in this topic' });
  await cards.getByRole('link', { name: new RegExp(`${yacht.builder} ${yacht.model}`) }).click();
  await expect(page).toHaveURL(new RegExp(`${yacht.url}$`));
});
