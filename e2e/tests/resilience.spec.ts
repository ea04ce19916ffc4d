import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { Site } from '../support/site';
import { publishedBuildDir, readPointer, serveSlowly, writePointer, type Pointer } from '../support/deploy';

let original: Pointer;
test.beforeEach(() => {
  original = readPointer();
});
test.afterEach(() => {
  writePointer(original);
});

test('with the community unreachable, the home page and other areas still work, and "try again" loads it once it is back', async ({
  page,
}) => {
  writePointer({ ...original, community: 'http://127.0.0.1:9/remotes/community/gone/mf-manifest.json' });
  const site = new Site(page);

  await site.open('/');
  await expect(page.getByRole('heading', { level: 1, name: /Find the yacht/ })).toBeVisible();
  await expect(site.main.getByRole('list', { name: 'Latest new yachts' }).getByRole('listitem').first()).toBeVisible();
  await expect(site.main.getByRole('alert').filter({ hasText: 'The community is unavailable right now' })).toBeVisible();

  await site.navigate('Community');
  const fallback = site.main.getByRole('alert').filter({ hasText: 'The community is unavailable right now' });
  await expect(fallback).toBeVisible();
  await site.navigate('New yachts');
  await expect(site.heading('New yachts for sale')).toBeVisible();
  await site.navigate('Community');
  await expect(fallback).toBeVisible();

  writePointer(original);
  await site.main.getByRole('button', { name: 'Try again' }).click();
  await expect(site.heading('Community')).toBeVisible();
  await expect(site.main.getByRole('list', { name: 'Community sections' }).getByRole('listitem').first()).toBeVisible();
});

test('with the catalogue build missing, the community still works, and "try again" loads it once it is restored', async ({ page }) => {
  const buildDir = publishedBuildDir('catalogue');
  const hidden = `${buildDir}.hidden`;
  fs.renameSync(buildDir, hidden);
  try {
    const site = new Site(page);
    await site.open('/new-yachts-for-sale/');
    await expect(site.main.getByRole('alert').filter({ hasText: 'The yacht catalogue is unavailable right now' })).toBeVisible();
    await expect(site.heading('New yachts for sale')).toHaveCount(0);
    await site.navigate('Community');
    await expect(site.heading('Community')).toBeVisible();
    await site.navigate('New yachts');
    await expect(site.main.getByRole('alert').filter({ hasText: 'The yacht catalogue is unavailable right now' })).toBeVisible();
  } finally {
    fs.renameSync(hidden, buildDir);
  }
  const site = new Site(page);
  await site.main.getByRole('button', { name: 'Try again' }).click();
  await expect(site.heading('New yachts for sale')).toBeVisible();
});

test('an area whose server code is slower than the render budget is left to the browser: the page is sent, 200, with the rest drawn on the server', async ({
  page,
  request,
}) => {
  // Served from a server of its own at once, the community is drawn on the server as usual (so what follows is the
  // delay's doing); then its server container takes 20 s to arrive, while its browser code comes at once.
  const prompt = await serveSlowly(publishedBuildDir('community'), 'server/', 0);
  const slow = await serveSlowly(publishedBuildDir('community'), 'server/', 20_000);
  try {
    writePointer({ ...original, community: prompt.manifestUrl });
    await expect
      .poll(async () =>
        (await (await request.get('/community/', { headers: { accept: 'text/html' } })).text()).includes('aria-label="Community sections"'),
      )
      .toBe(true);
    writePointer({ ...original, community: slow.manifestUrl });
    const response = await request.get('/community/', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The shell is the server's (header, footer, the page's place), the community's page is not: the browser draws it.
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).toContain('id="page-state"');
    expect(html).not.toContain('aria-label="Community sections"');
    // The catalogue, which is not slow, still comes from the server in the same deploy.
    const list = await request.get('/used-yachts-for-sale/', { headers: { accept: 'text/html' } });
    expect(list.status()).toBe(200);
    expect(await list.text()).toContain('class="card yacht-card"');

    const site = new Site(page);
    await site.open('/community/');
    await expect(site.heading('Community')).toBeVisible();
    await expect(site.main.getByRole('list', { name: 'Community sections' }).getByRole('listitem').first()).toBeVisible();
  } finally {
    writePointer(original);
    await Promise.all([prompt.close(), slow.close()]);
  }
});
