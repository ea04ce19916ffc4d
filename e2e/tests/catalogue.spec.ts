// The catalogue in the composed site: search from the header, filters, sort and paging kept in the address,
// a yacht page with its gallery, follow as a visitor and as a member, and an enquiry to the seller.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { COUNTRIES } from '@yachts/contracts/countries';
import { MESSAGES } from '@yachts/contracts/rules';
import { Site } from '../support/site';
import { DEMO, expectLoggedIn, header, headerButton } from '../support/account';
import { dataOf } from '../support/api';
import { fillExactly } from '../support/fill';

function cards(site: Site, listName: 'New yachts' | 'Used yachts'): Locator {
  return site.main.getByRole('list', { name: listName }).getByTestId('yacht-card');
}

/** The filters: the sidebar on a desktop, the "Filters" dialog on a phone. */
async function filters(page: Page): Promise<Locator> {
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  if (await sidebar.isVisible()) return sidebar;
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Filters/ })
    .click();
  return page.getByRole('dialog', { name: 'Filters' });
}

/** Each card's price in dollars: the converted one, or the asking price of a yacht asked in dollars (NaN if none). */
function dollarsShown(results: Locator): Promise<number[]> {
  return results.evaluateAll((items) =>
    items.map((item) => {
      const price = item.querySelector('.yacht-card-price');
      const text = (price?.querySelector('.price-shown') ?? price)?.textContent ?? '';
      return Number(/US\$([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
    }),
  );
}

async function closeFilters(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: /^Show / }).click();
}

test.describe('the catalogue', () => {
  test('a search from the header lands on ranked results, and a misspelt builder still finds the yachts', async ({ page }) => {
    const site = new Site(page);
    await site.open('/');
    await site.search('Search yachts', 'Used yachts', 'benetau oceanis');
    await expect(page).toHaveURL(/\/used-yachts-for-sale\/benetau%20oceanis\/$/);
    const results = cards(site, 'Used yachts');
    await expect(results.first()).toBeVisible();
    await expect(results.first().getByRole('heading', { level: 3 })).toContainText(/Beneteau Oceanis/);
    await expect(site.main).toContainText(/results? for/);
    await expect(page).toHaveTitle(/benetau oceanis/i);
  });

  test('the header search suggests builders, models and ports as a visitor types; the keyboard opens one', async ({ page }) => {
    const site = new Site(page);
    await site.open('/used-yachts-for-sale/');
    const search = page.getByRole('search', { name: 'Search yachts' });
    const box = search.getByRole('combobox', { name: 'Keywords' });
    await box.fill('bene');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions.getByRole('option').first()).toContainText(/^Beneteau\s*Builder · \d+ yachts?$/);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/used-yachts-for-sale\/\?builder=Beneteau$/);
    const names = cards(site, 'Used yachts').getByRole('heading', { level: 3 });
    await expect(names.first()).toContainText('Beneteau');
    for (const name of await names.allTextContents()) expect(name).toMatch(/^Beneteau /);
  });

  test('filters, sort and paging live in the address: the link opens the same list', async ({ page, context }) => {
    const site = new Site(page);
    await site.open('/used-yachts-for-sale/');
    await expect(site.heading('Used yachts for sale')).toBeVisible();
    const panel = await filters(page);
    // Ticking applies at once: the address changes and the list reloads.
    await panel.getByRole('checkbox', { name: 'Sailing yacht' }).click();
    await expect(page).toHaveURL(/[?&]type=sail/);
    await expect(panel.getByRole('checkbox', { name: 'Sailing yacht' })).toBeChecked();
    await closeFilters(page);
    await site.main.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expect(site.main.getByRole('list', { name: 'Active filters' })).toContainText('Sailing yacht');

    // The order itself is the api's (tested there, across currencies); here: the page applied it.
    await expect(site.main.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    await site.main.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(site.main.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const firstOnPageTwo = await cards(site, 'Used yachts').first().getByRole('heading', { level: 3 }).textContent();

    // The shared link opens the same filtered, sorted page in a fresh tab.
    const shared = await context.newPage();
    await shared.goto(page.url());
    const other = new Site(shared);
    await expect(cards(other, 'Used yachts').first().getByRole('heading', { level: 3 })).toHaveText(firstOnPageTwo ?? '');
    await expect(other.main.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    await shared.close();

    // Back goes to page 1; clearing the filters empties the address.
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=2/);
    await site.main.getByRole('link', { name: 'Clear all' }).first().click();
    await expect(page).not.toHaveURL(/type=sail/);
  });

  test('the filter counts follow the filters: builders under a type, then a builder’s models, then a country’s ports', async ({
    page,
    request,
  }) => {
    type Counted = { name: string; count: number };
    type Facets = { builders: Counted[]; models: (Counted & { builder: string })[]; countries: Counted[]; locations: Counted[] };
    const facets = (query: string) => dataOf<Facets>(request.get(`/api/v1/yachts/idle/filters?${query}`));
    const total = async (query: string) => (await dataOf<{ total: number }>(request.get(`/api/v1/yachts/idle?${query}`))).total;
    /** A tick box by its label and the count the api gives it. */
    const box = (panel: Locator, { name, count }: Counted) =>
      panel.getByRole('checkbox', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\(\\s*${count}\\s*\\)$`) });

    const site = new Site(page);
    await site.open('/used-yachts-for-sale/');
    let panel = await filters(page);
    await panel.getByRole('checkbox', { name: /^Sailing yacht/ }).click();
    await expect(page).toHaveURL(/[?&]type=sail(&|$)/);
    // Every builder now shows how many sailing yachts it has.
    const underSail = await facets('type=sail');
    const builder = underSail.builders[0]!;
    await expect(box(panel, builder)).toBeVisible();
    await box(panel, builder).click();
    await expect(page).toHaveURL(new RegExp(`[?&]builder=${encodeURIComponent(builder.name).replace(/%20/g, '(%20|\\+)')}`));

    // The builder's models appear with their counts; choosing one narrows the list to it.
    const withBuilder = await facets(`type=sail&builder=${encodeURIComponent(builder.name)}`);
    const model = withBuilder.models[0]!;
    const models = panel.getByRole('group', { name: 'Model' });
    await expect(box(models, model)).toBeVisible();
    await box(models, model).click();
    await expect(page).toHaveURL(/[?&]model=/);
    const narrowed = await total(`type=sail&builder=${encodeURIComponent(builder.name)}&model=${encodeURIComponent(model.name)}`);
    await closeFilters(page);
    await expect(site.main.getByRole('status').filter({ hasText: /used yachts?$/ })).toHaveText(
      `${narrowed.toLocaleString('en-GB')} used yacht${narrowed === 1 ? '' : 's'}`,
    );
    await expect(site.main.getByRole('list', { name: 'Active filters' })).toContainText(model.name);

    // A country, then its ports, each with the count under everything else chosen.
    await site.open('/used-yachts-for-sale/');
    panel = await filters(page);
    const all = await facets('');
    const country = all.countries[0]!;
    const countryName = COUNTRIES.find((entry) => entry.code === country.name)!.name_en;
    await box(panel.getByRole('group', { name: 'Country' }), { name: countryName, count: country.count }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]country=${country.name}`));
    const ports = panel.getByRole('group', { name: 'Port' });
    const port = (await facets(`country=${country.name}`)).locations[0]!;
    await expect(box(ports, port)).toBeVisible();
    await box(ports, port).click();
    await expect(page).toHaveURL(/[?&]port=/);
    await expect(box(panel.getByRole('group', { name: 'Port' }), port)).toBeChecked();
  });

  test('the new yachts’ filter counts follow the filters too: builders under a type, with the list’s total', async ({ page, request }) => {
    type Counted = { name: string; count: number };
    const facets = (query: string) => dataOf<{ builders: Counted[] }>(request.get(`/api/v1/yachts/new/filters?${query}`));
    const site = new Site(page);
    await site.open('/new-yachts-for-sale/');
    const panel = await filters(page);
    await panel.getByRole('checkbox', { name: /^Motor yacht/ }).click();
    await expect(page).toHaveURL(/[?&]type=motor(&|$)/);
    const builder = (await facets('type=motor')).builders[0]!;
    const escaped = builder.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const box = panel.getByRole('checkbox', { name: new RegExp(`^${escaped}\\s*\\(\\s*${builder.count}\\s*\\)$`) });
    await expect(box).toBeVisible();
    await box.click();
    await closeFilters(page);
    await expect(site.main.getByRole('status').filter({ hasText: /new yachts?$/ })).toHaveText(
      `${builder.count.toLocaleString('en-GB')} new yacht${builder.count === 1 ? '' : 's'}`,
    );
  });

  test('a filter with no match shows the empty state with a way out', async ({ page }) => {
    const site = new Site(page);
    await site.open('/new-yachts-for-sale/?priceMin=400000000');
    await expect(site.main).toContainText(/No (new )?yachts/i);
    await site.main.getByRole('link', { name: 'Clear all' }).first().click();
    await expect(cards(site, 'New yachts').first()).toBeVisible();
  });

  test('when nothing matches, the page offers the one filter to leave out, with how many yachts that finds', async ({ page, request }) => {
    const query = 'type=superyacht&priceMax=60000';
    type Relaxation = { drop: string[]; total: number };
    const answer = await dataOf<{ total: number; alternatives: { relaxations: Relaxation[] } }>(
      request.get(`/api/v1/yachts/idle?${query}`),
    );
    expect(answer.total).toBe(0);
    const best = answer.alternatives.relaxations[0]!;
    const site = new Site(page);
    await site.open(`/used-yachts-for-sale/?${query}`);
    const ways = site.main.getByRole('list', { name: 'Ways to find yachts' });
    const first = ways.getByRole('link').first();
    await expect(first).toHaveText(new RegExp(`^Any (price|type) \\(${best.total.toLocaleString('en-GB')} used yachts?\\)$`));
    await first.click();
    await expect(cards(site, 'Used yachts').first()).toBeVisible();
    for (const name of best.drop) await expect(page).not.toHaveURL(new RegExp(`[?&]${name}=`));
  });

  test('prices follow the currency chosen in the header: sorted in it, the asking price beside, the rates’ date said', async ({ page }) => {
    const site = new Site(page);
    await site.open('/used-yachts-for-sale/');
    await site.header.getByLabel('Show prices in').selectOption('USD');
    await expect(
      site.main.getByText(/^Prices in US dollars at the exchange rates of \d{1,2} \w{3} \d{4}, with each asking price beside\.$/),
    ).toBeVisible();
    await site.main.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    // The address changes at once; the page draws it in a transition, and from then on shows the sorted answer or
    // its loading cards, never the last order's.
    await expect(site.main.getByLabel('Sort by')).toHaveValue('price-asc');
    const results = cards(site, 'Used yachts');
    await expect(results.first().locator('.price-shown, .yacht-card-price').first()).toContainText('US$');
    const dollars = await dollarsShown(results);
    expect(dollars.length).toBeGreaterThan(5);
    expect(dollars.every((value) => Number.isFinite(value))).toBe(true);
    // Sorted across currencies; each conversion is rounded to the dollar, so neighbours may differ by one.
    for (let i = 1; i < dollars.length; i += 1) expect(dollars[i]!).toBeGreaterThanOrEqual(dollars[i - 1]! - 1);
    // A euro-asked yacht shows its euros beside the dollars.
    await expect(results.locator('.price-asking', { hasText: '€' }).first()).toBeVisible();

    // The choice is kept: the server draws the next page in dollars, and a price typed is in dollars.
    await page.reload();
    await site.live();
    await expect(site.header.getByLabel('Show prices in')).toHaveValue('USD');
    const panel = await filters(page);
    await expect(panel.getByRole('group', { name: 'Price (US$)' })).toBeVisible();
    const max = panel.getByRole('spinbutton', { name: /^Max price/ });
    await max.fill('200000');
    await max.press('Enter');
    await expect(page).toHaveURL(/priceMax=200000&currency=USD/);
    await closeFilters(page);
    await expect(site.main.getByRole('link', { name: 'Remove Price up to US$200,000' })).toBeVisible();
    // The chip follows the address at once; the capped answer may still be loading (its cards are placeholders).
    await expect(results.first().locator('.yacht-card-price')).toContainText('US$');
    const capped = await dollarsShown(results);
    expect(capped.length).toBeGreaterThan(0);
    expect(capped.every((value) => value <= 200_001)).toBe(true);
  });

  test('a buyer compares three yachts from the list side by side, at an address another visitor opens the same', async ({
    page,
    context,
    request,
  }) => {
    const site = new Site(page);
    await site.open('/used-yachts-for-sale/');
    const results = cards(site, 'Used yachts');
    const names: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const card = results.nth(i);
      names.push((await card.getByRole('heading', { level: 3 }).textContent())!.trim());
      await card.getByRole('button', { name: /^Compare / }).click();
      await expect(card.getByRole('button', { name: /^Compare / })).toHaveAttribute('aria-pressed', 'true');
    }
    const tray = page.getByRole('region', { name: 'Compare' });
    await expect(tray).toContainText('3 of 4 yachts chosen');
    await tray.getByRole('link', { name: 'Compare 3 yachts' }).click();
    await expect(page).toHaveURL(/\/yachts\/compare\/\?ids=idle-\d+,idle-\d+,idle-\d+$/);
    const table = site.main.getByRole('table', { name: 'Compare yachts' });
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    for (const name of names) await expect(table.getByRole('link', { name })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /^Length overall/ })).toBeVisible();

    // The address is the comparison: the server draws it, and another tab (no choice of its own) shows the same.
    const address = page.url();
    const html = await (await request.get(address)).text();
    for (const name of names) expect(html).toContain(name.replace(/&/g, '&amp;'));
    const other = await context.newPage();
    const elsewhere = new Site(other);
    await elsewhere.open(address.replace(/^https?:\/\/[^/]+/, ''));
    await expect(elsewhere.main.getByRole('table', { name: 'Compare yachts' }).getByRole('columnheader')).toHaveCount(3);
    await other.close();

    // Taking one out leaves two, in place.
    await table.getByRole('button', { name: `Remove ${names[0]} from the comparison` }).click();
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    await expect(page).not.toHaveURL(new RegExp(address.split('ids=')[1]!.split(',')[0]!));
  });

  test('a yacht page shows specs in metres and feet, and the gallery browses by buttons, keyboard and full screen', async ({ page }) => {
    const site = new Site(page);
    // A seeded builder's yachts, with galleries of several pictures (other journeys list yachts with one photo).
    await site.open('/used-yachts-for-sale/?builder=Hallberg-Rassy');
    const first = cards(site, 'Used yachts').first();
    const name = (await first.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    await first.getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/yachts\/used\/\d+-[a-z0-9-]+$/);
    await expect(site.heading(name)).toBeVisible();
    await expect(site.main.getByRole('table', { name: `Specifications of the ${name}` })).toContainText(/\d+(\.\d+)? m.*\d+ ft/s);
    await expect(site.main.getByTestId('yacht-price')).toBeVisible();

    const gallery = site.main.getByRole('region', { name: `Pictures of the ${name}` });
    const counter = gallery.getByTestId('gallery-counter');
    await expect(counter).toHaveText(/\b1 \/ \d+$/);
    await gallery.getByRole('button', { name: 'Next picture' }).click();
    await expect(counter).toHaveText(/\b2 \/ \d+$/);
    await gallery.getByRole('list', { name: 'Thumbnails' }).getByRole('button').first().click();
    await expect(counter).toHaveText(/\b1 \/ \d+$/);

    await gallery.getByRole('button', { name: 'Full screen' }).click();
    const full = page.getByRole('dialog', { name: `Pictures of the ${name}, full screen` });
    await expect(full).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(full).toContainText(/2 \/ \d+/);
    await page.keyboard.press('Escape');
    await expect(full).toBeHidden();

    // An old or wrong slug is replaced by the yacht's own address.
    const id = /\/yachts\/used\/(\d+)-/.exec(page.url())?.[1];
    await site.open(`/yachts/used/${id}-an-old-name`);
    await expect(site.heading(name)).toBeVisible();
    await expect(page).not.toHaveURL(/an-old-name/);
  });

  test('a visitor asked to log in to follow a used yacht logs in, follows it, and finds it in the account after a reload', async ({
    page,
  }) => {
    const site = new Site(page);
    await site.open('/used-yachts-for-sale/');
    const first = cards(site, 'Used yachts').nth(2);
    const name = (await first.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    await first.getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(site.heading(name)).toBeVisible();

    const follow = site.main.getByRole('button', { name: `Follow ${name}` }).first();
    await follow.click();
    const required = page.getByRole('dialog', { name: 'Log in to continue' });
    await expect(required).toBeVisible();
    await required.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await fillExactly(login.getByLabel('E-mail'), DEMO.email);
    await login.getByLabel('Password', { exact: true }).fill(DEMO.password);
    const reloaded = page.waitForEvent('load');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await reloaded;
    await expectLoggedIn(page);
    await expect(site.heading(name)).toBeVisible();

    if ((await follow.getAttribute('aria-pressed')) === 'true') await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await site.live();
    await expect(site.main.getByRole('button', { name: `Follow ${name}` }).first()).toHaveAttribute('aria-pressed', 'true');

    await headerButton(page, 'Account');
    await header(page).getByRole('link', { name: 'Followed yachts' }).click();
    // The demo account may follow a new yacht of the same name too: look among the used ones.
    await expect(site.main.locator('h3[id^="followed-idle-"]', { hasText: name })).toBeVisible();
  });

  test('a visitor sends an enquiry about a new yacht: the spec’s messages first, then the message-success modal', async ({ page }) => {
    const site = new Site(page);
    await site.open('/new-yachts-for-sale/');
    await cards(site, 'New yachts').first().getByRole('heading', { level: 3 }).getByRole('link').click();
    await site.main.getByRole('button', { name: 'Send an enquiry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send an enquiry' });
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(dialog.getByText(MESSAGES.nameRequired)).toBeVisible();
    await expect(dialog.getByText(MESSAGES.emailRequired)).toBeVisible();
    await expect(dialog.getByText(MESSAGES.messageRequired)).toBeVisible();
    await dialog.getByLabel('Your name').fill('Ada Lovelace');
    await fillExactly(dialog.getByRole('textbox', { name: 'E-mail' }), 'buyer@example.com');
    await dialog.getByLabel('Message').fill('Is the boat available for a sea trial in May? Please call me.');
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('dialog', { name: 'Message sent' })).toBeVisible();
  });
});
