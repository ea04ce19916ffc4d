import { expect, test } from '@playwright/test';
import { Site } from '../support/site';
import { buildAndPublish, readPointer, writePointer } from '../support/deploy';

test('a team ships a new catalogue build by moving the pointer: no host rebuild, no gateway restart', async ({ page, request }) => {
  test.setTimeout(360_000);
  const original = readPointer();
  const hostEntryBefore = await (await request.get('/main.js')).text();
  const site = new Site(page);
  try {
    await site.open('/new-yachts-for-sale/');
    const before = await site.buildStamp().getAttribute('data-build-version');
    expect(before).not.toBe('e2e-v2');

    buildAndPublish('mf-catalogue', 'e2e-v2');
    expect(readPointer().catalogue).toBe('/remotes/catalogue/e2e-v2/mf-manifest.json');
    // The first build is still published beside the new one.
    expect((await request.get(original.catalogue!)).status()).toBe(200);

    // The server renders the new build on the next request, from the same pointer, with no restart.
    expect(await (await request.get('/new-yachts-for-sale/')).text()).toContain('data-build-version="e2e-v2"');
    await page.reload();
    await expect(site.heading('New yachts for sale')).toBeVisible();
    await expect(site.buildStamp()).toHaveAttribute('data-build-version', 'e2e-v2');
    // The shell is byte for byte the one that was running.
    expect(await (await request.get('/main.js')).text()).toBe(hostEntryBefore);

    // Rolling back is moving the pointer back.
    writePointer(original);
    expect(await (await request.get('/new-yachts-for-sale/')).text()).toContain(`data-build-version="${before}"`);
    await page.reload();
    await expect(site.buildStamp()).toHaveAttribute('data-build-version', before!);
  } finally {
    writePointer(original);
  }
});

test('a new shared package reaches the server-rendered pages on the next request, and a rollback too', async ({ page, request }) => {
  test.setTimeout(360_000);
  const original = readPointer();
  const site = new Site(page);
  const sharedBuild = async (path: string) => /data-shared-build="([^"]+)"/.exec(await (await request.get(path)).text())?.[1];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  try {
    const before = await sharedBuild('/used-yachts-for-sale/');
    expect(before).toBeTruthy();
    expect(before).not.toBe('e2e-shared-v2');

    buildAndPublish('mf-shared', 'e2e-shared-v2');
    // Every area is built against shared: the server starts its federation runtime afresh for the new one, with no
    // host rebuild and no gateway restart, and each area's page carries it.
    expect(await sharedBuild('/used-yachts-for-sale/')).toBe('e2e-shared-v2');
    expect(await sharedBuild('/community/')).toBe('e2e-shared-v2');
    // The browser loads the same shared and hydrates the page the server drew without a complaint.
    await site.open('/used-yachts-for-sale/');
    await expect(site.heading('Used yachts for sale')).toBeVisible();
    await expect(page.locator('[data-shared-build]').first()).toHaveAttribute('data-shared-build', 'e2e-shared-v2');
    expect(errors).toEqual([]);

    writePointer(original);
    expect(await sharedBuild('/used-yachts-for-sale/')).toBe(before);
  } finally {
    writePointer(original);
  }
});
