import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Site } from '../support/site';
import { deployDir } from '../support/paths';
import { SHARED_LIBRARIES, copiesFetched, shareScopeProviders } from '../support/shared-copies.mjs';

const AREA_PAGES = [
  { area: 'catalogue', path: '/new-yachts-for-sale/', heading: 'New yachts for sale', content: 'list' as const, name: 'New yachts' },
  { area: 'community', path: '/community/', heading: 'Community', content: 'list' as const, name: 'Community sections' },
  {
    area: 'account',
    path: '/account/information',
    heading: 'Account information',
    content: 'heading' as const,
    name: 'Log in to see your account',
  },
];

test.describe('a visitor finds every area inside the one site', () => {
  for (const { area, path: pagePath, heading, content, name } of AREA_PAGES) {
    test(`${area}: a deep link to ${pagePath} renders the area inside the shell with data from the api`, async ({ page }) => {
      const site = new Site(page);
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(200);
      await expect(site.heading(heading)).toBeVisible();
      await expect(site.header.getByRole('link', { name: 'Yacht Harbour home' })).toBeVisible();
      await expect(site.footer).toBeVisible();
      // A list shows more than three items; a heading stands alone.
      const shown = content === 'list' ? site.main.getByRole('list', { name }).getByRole('listitem') : site.main.getByRole('heading', { name });
      await expect(shown.first()).toBeVisible();
      expect(await shown.count()).toBeGreaterThan(content === 'list' ? 3 : 0);
    });
  }

  test('the home page fetches the code of its parts far down when they near the screen, and a press before then still navigates', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const site = new Site(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await site.open('/');
    const community = site.main.getByRole('region', { name: 'From the community' });
    const form = site.footer.getByRole('form', { name: 'Leave us a message' });
    // Drawn by the server, out of sight, not hydrated: the community area's code has not been fetched.
    await expect(community.getByRole('link').first()).toBeAttached();
    await expect(form).not.toHaveAttribute('data-live');
    expect(scripts.filter((file) => file.startsWith('/remotes/community/'))).toEqual([]);
    // Scrolled to, the form's code comes and the form answers; the community's came as the page went past it.
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-live', '');
    await expect.poll(() => scripts.some((file) => /^\/remotes\/community\/.*home_widget/.test(file))).toBe(true);

    // A press comes before either has neared the screen: the next page still opens (a navigation waits for every
    // part of the page to hydrate, so the press fetches their code).
    await site.open('/');
    await site.markDocument();
    await site.navigate('Used yachts');
    await expect(site.heading('Used yachts for sale')).toBeVisible();
    expect(await site.isSameDocument()).toBe(true);
  });

  test('the catalogue lists the seeded yachts from the database, newest first', async ({ page }) => {
    const site = new Site(page);
    await site.open('/new-yachts-for-sale/');
    const first = site.main.getByRole('list', { name: 'New yachts' }).getByRole('listitem').first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('Beneteau Oceanis 40.1');
    await expect(first).toContainText('€289,000');
    await expect(site.main).toContainText(/\d+ new yachts/);
  });

  test('a visitor moves between the home page and every area without a full page reload', async ({ page }) => {
    const site = new Site(page);
    await site.open('/');
    await expect(page.getByRole('heading', { level: 1, name: /Find the yacht/ })).toBeVisible();
    await site.markDocument();
    await site.navigate('New yachts');
    await expect(site.heading('New yachts for sale')).toBeVisible();
    await expect(page).toHaveURL(/\/new-yachts-for-sale\/$/);
    await site.navigate('Community');
    await expect(site.heading('Community')).toBeVisible();
    // The header's Log in opens the login modal now; the footer links to the account area.
    await site.footer.getByRole('link', { name: 'Account', exact: true }).click();
    await expect(site.heading('Account information')).toBeVisible();
    await page.goBack();
    await expect(site.heading('Community')).toBeVisible();
    expect(await site.isSameDocument()).toBe(true);
  });

  test('an unknown path shows the 404 page inside the shell', async ({ page }) => {
    const site = new Site(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(site.heading('We couldn’t find that page')).toBeVisible();
    await expect(site.header).toBeVisible();
  });
});

test.describe('the page shares one copy of each library and one session', () => {
  test('react, react-dom, react-router-dom, mobx and mobx-react-lite are each loaded exactly once across host and all areas', async ({
    page,
  }) => {
    const fetched = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') fetched.add(response.url());
    });
    const site = new Site(page);
    await site.open('/');
    await expect(site.main.getByRole('list', { name: 'Latest new yachts' })).toBeVisible();
    await site.navigate('Community');
    await expect(site.heading('Community')).toBeVisible();
    // The header's Log in opens the login modal now; the footer links to the account area.
    await site.footer.getByRole('link', { name: 'Account', exact: true }).click();
    await expect(site.heading('Account information')).toBeVisible();

    const providers = await page.evaluate(shareScopeProviders);
    for (const library of SHARED_LIBRARIES) {
      expect(providers[library], `${library} providers in the share scope`).toHaveLength(1);
    }

    const pointer = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
    const manifestUrls = [
      new URL('/mf-manifest.json', page.url()).href,
      ...Object.values(pointer).map((url) => new URL(url, page.url()).href),
    ];
    const manifests = await Promise.all(manifestUrls.map(async (url) => ({ url, manifest: (await (await page.request.get(url)).json()) as { shared: { name: string }[] } })));
    // Every container takes React through the share scope (the build config is one file for all) …
    for (const { url, manifest } of manifests) {
      expect(
        manifest.shared.map((shared) => shared.name),
        url,
      ).toContain('react');
    }
    // … and across them all, exactly one copy of each was fetched.
    const copies = copiesFetched(manifests, fetched);
    expect(copies).toEqual(Object.fromEntries(SHARED_LIBRARIES.map((library) => [library, 1])));
  });

  test('a preference changed in the catalogue shows in the header and the account area without reload', async ({ page }) => {
    // At a phone's width, where the catalogue's pages show their own length switch (the header's is in its menu).
    await page.setViewportSize({ width: 390, height: 844 });
    const site = new Site(page);
    await site.open('/new-yachts-for-sale/');
    await expect(site.heading('New yachts for sale')).toBeVisible();
    await site.markDocument();
    const firstLength = site.main.getByTestId('yacht-length').first();
    await expect(firstLength).toHaveText(/^12\.0 m/);

    // Changed from inside the catalogue area …
    await site.main.getByRole('group', { name: 'Length unit' }).getByRole('button', { name: 'ft (feet)' }).click();
    await expect(firstLength).toHaveText(/^39 ft/);
    // … seen by the host's header …
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await expect(site.header.getByRole('group', { name: 'Length unit' }).getByRole('button', { name: 'ft (feet)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // … and by another area.
    await site.footer.getByRole('link', { name: 'Account', exact: true }).click();
    await expect(site.main.getByTestId('length-unit')).toHaveText('feet');
    expect(await site.isSameDocument()).toBe(true);
    expect(await page.evaluate(() => (globalThis as { __yachtSessionStores?: unknown[] }).__yachtSessionStores?.length)).toBe(1);
  });
});

test.describe('the site serves what a deploy needs', () => {
  test('hashed chunks are immutable; the shell, entries, manifests and the pointer are no-cache', async ({ page, request }) => {
    await page.goto('/');
    const pointer = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
    expect((await request.get('/remotes.json')).headers()['cache-control']).toBe('no-cache');
    const shell = await request.get('/community/');
    expect(shell.headers()['cache-control']).toBe('no-cache');
    expect(shell.headers()['content-security-policy']).toContain("script-src 'self'");
    const manifestUrl = pointer.catalogue!;
    const manifestResponse = await request.get(manifestUrl);
    expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
    const manifest = (await manifestResponse.json()) as { name: string };
    const base = manifestUrl.replace(/mf-manifest\.json$/, '');
    expect((await request.get(`${base}remoteEntry.js`)).headers()['cache-control']).toBe('no-cache');
    const chunk = fs.readdirSync(path.join(deployDir, base)).find((file) => /\.[0-9a-f]{10}\.js$/.test(file));
    expect(chunk, `a hashed chunk of ${manifest.name}`).toMatch(/\.[0-9a-f]{10}\.js$/);
    expect((await request.get(`${base}${chunk}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
