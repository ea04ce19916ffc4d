// A server-rendered page is drawn before the server knows the reader's time zone, and with only their cookies for
// their preferences: a reader far from UTC who reads lengths in feet gets pages in feet from the server, and the
// browser hydrates them without a mismatch (docs/decisions/022-server-rendering.md).
import { expect, test } from '@playwright/test';
import { dataOf } from '../support/api';

// UTC+14: for most of the day the local date is not the UTC date.
const FAR_ZONE = 'Pacific/Kiritimati';

test.use({ timezoneId: FAR_ZONE });

test('a reader in a far time zone who reads feet gets server pages in feet that hydrate without an error', async ({
  page,
  request,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'lengthUnit', value: 'ft', url: baseURL! }]);
  const yachts = (await dataOf<{ items: unknown }>(request.get('/api/v1/yachts/idle?page=1&pageSize=1'))).items as { url: string }[];
  const topics = (await dataOf<{ items: unknown }>(request.get('/api/v1/community/topics?sort=newest&page=1&pageSize=1'))).items as {
    id: number;
    author: { uuid: string } | null;
  }[];
  const topic = topics[0]!;

  // The server draws lengths in the unit of the visitor's cookie.
  const list = await (await request.get('/used-yachts-for-sale/', { headers: { cookie: 'lengthUnit=ft; userConsent=accepted' } })).text();
  expect(list).toMatch(/data-testid="yacht-length"[^>]*>\d[\d,.]* ft/);

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  const pages = ['/used-yachts-for-sale/', yachts[0]!.url, `/community/topic/${topic.id}`, '/community/'];
  if (topic.author) pages.push(`/account/information/${topic.author.uuid}`);
  for (const path of pages) {
    problems.length = 0;
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).toBeVisible();
    expect([path, problems]).toEqual([path, []]);
  }
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(FAR_ZONE);

  // Once hydrated, the topic's time is the relative one in the reader's zone.
  await page.goto(`/community/topic/${topic.id}`);
  await expect(page.locator('.post-time time').first()).toHaveText(/ago|just now|yesterday|\d{1,2} \w{3} \d{4}/);
});
