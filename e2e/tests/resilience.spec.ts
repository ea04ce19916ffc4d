import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { Site } from '../support/site';
import { publishedBuildDir, readPointer, writePointer, type Pointer } from '../support/deploy';

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
