// The site through nginx in front of two api instances on one PostgreSQL (decision 031): a login made through one
// instance holds on the other, a picture uploaded through one is served by the other, and a rate limit is counted
// once across both. nginx names the instance that answered in X-Upstream, so each check sees both answer.
import { expect, test, type APIResponse } from '@playwright/test';
import { ACCOUNT_API } from '@yachts/contracts/account';
import { useClusterRun } from '../support/cluster';
import { newMember, uploadPhoto } from '../support/members';
import { formCaller } from '../support/api';

const run = useClusterRun();

const upstream = (response: APIResponse) => response.headers()['x-upstream'] ?? '';

test('a login made through one instance holds on the other, in the api and in the pages', async ({ browser }) => {
  const member = await newMember(browser, 'cluster-login', { baseURL: run().cluster.url });
  const instances = new Set<string>();
  for (let n = 0; n < 6; n += 1) {
    const followed = await member.api.get(ACCOUNT_API.followedYachts);
    expect(followed.status(), await followed.text()).toBe(200);
    instances.add(upstream(followed));
  }
  expect([...instances].sort()).toEqual(
    run()
      .cluster.instances.map((node) => node.upstream)
      .sort(),
  );

  // Page after page in the browser, each from whichever instance nginx picks: still logged in, no error.
  const page = await member.context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const pageInstances = new Set<string>();
  for (let n = 0; n < 8 && pageInstances.size < 2; n += 1) {
    const response = await page.goto('/user/myFollow');
    const answered = upstream(response as unknown as APIResponse);
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /log in/i })).toHaveCount(0);
    // nginx takes turns by request: when a page's load makes an even number of requests, every document comes from
    // the same instance; one more request in between gives the next document the other's turn.
    if (pageInstances.has(answered)) await member.api.get('/health');
    pageInstances.add(answered);
  }
  expect(pageInstances.size).toBe(2);
  expect(errors).toEqual([]);
  await member.context.close();
});

test('a picture uploaded through one instance is served by the other', async ({ browser }) => {
  const member = await newMember(browser, 'cluster-upload', { baseURL: run().cluster.url });
  const url = await uploadPhoto(member);
  const instances = new Set<string>();
  for (let n = 0; n < 4; n += 1) {
    const picture = await member.api.get(url);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\//);
    expect((await picture.body()).length).toBeGreaterThan(1000);
    instances.add(upstream(picture));
  }
  expect(instances.size).toBe(2);
  await member.context.close();
});

test('a rate limit is counted once across both instances', async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: run().cluster.url });
  const post = await formCaller(visitor);
  const answers: { status: number; msg: string | undefined; instance: string }[] = [];
  // The side "contact us" message: 5 per visitor in 10 minutes. Counted per instance, a visitor would get 10.
  for (let n = 0; n < 7; n += 1) {
    const { response, body } = await post('/side/message', {
      email: 'cluster-limit@example.com',
      content: `Message ${n + 1} through the balancer.`,
    });
    answers.push({ status: response.status(), msg: body?.msg, instance: upstream(response) });
  }
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
  expect(new Set(answers.slice(0, 5).map((answer) => answer.instance)).size).toBe(2);
  expect(answers[5]!.msg).toMatch(/^Too many requests\. Please wait \d+ (seconds?|minutes?) and try again\.$/);
  const rows = await run().query<{ count: string }>(`select count(*) from side_messages where email = 'cluster-limit@example.com'`);
  expect(rows.map((row) => Number(row.count))).toEqual([5]);
  await visitor.dispose();
});
