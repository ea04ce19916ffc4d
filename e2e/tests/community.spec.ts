// The community in the composed site: a visitor reads sections, topics and comments; a member starts a
// topic with an image, comments, replies, praises, follows, saves and reports; a stored script shows as text; and
// Back restores a topic list with its scroll position (docs/product.md §4: topic lists are kept in session storage).
// A first visit, with no cookie consent, reads a topic's comments and replies (decision 018).
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '@yachts/contracts/rules';
import { COMMUNITY_API, COMMUNITY_CALLS, COMMUNITY_MESSAGES, type CommunityComment } from '@yachts/contracts/community';
import { ACCOUNT_CALLS } from '@yachts/contracts/account';
import { hashPassword } from '@yachts/contracts/password';
import { Site } from '../support/site';
import { DEMO, header, headerButton, logInWithPassword } from '../support/account';
import { fixture } from '../support/paths';
import { dataOf, formCaller } from '../support/api';

function topicRows(list: Locator): Locator {
  return list.getByRole('listitem');
}

/** A topic written by someone else, with comments by others: what a member praises and reports. */
async function openSeededTopicWithComments(site: Site): Promise<string> {
  await site.open('/community/?tab=latest&sort=active');
  const list = site.main.getByRole('list', { name: 'Latest topics' });
  await expect(topicRows(list).first()).toBeVisible();
  // The most active topics have comments; pick one with several, written by someone else.
  const row = topicRows(list)
    .filter({ hasText: /[2-9]\d* comments/ })
    .filter({ hasNotText: DEMO.name })
    .first();
  const link = row.getByRole('link').first();
  const title = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(site.heading(title)).toBeVisible();
  return title;
}

async function pressed(button: Locator): Promise<boolean> {
  return (await button.getAttribute('aria-pressed')) === 'true';
}

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

test.describe('the community', () => {
  test('a visitor browses sections, a section’s topics and a topic’s comments, and is asked to log in to comment', async ({ page }) => {
    const site = new Site(page);
    await site.open('/community/');
    await expect(site.heading('Community')).toBeVisible();
    await expect(topicRows(site.main.getByRole('list', { name: 'Latest topics' })).first()).toBeVisible();
    await expect(site.main.getByRole('region', { name: 'Section spotlight' })).toBeVisible();

    const sections = site.main.getByRole('list', { name: 'Community sections' });
    const section = sections.getByRole('link').first();
    const sectionName = ((await section.textContent()) ?? '').trim().split('\n')[0]!.trim();
    await section.click();
    await expect(page).toHaveURL(/\/community\/module\/\d+$/);
    const heading = site.main.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    expect(sectionName).toContain(((await heading.textContent()) ?? '').trim());
    const name = ((await heading.textContent()) ?? '').trim();
    const topics = site.main.getByRole('list', { name: `Topics in ${name}` });
    await expect(topicRows(topics).first()).toBeVisible();

    // Most active first: the liveliest topic of the section has comments.
    await site.main.getByRole('group', { name: 'Sort topics' }).getByRole('button', { name: 'Most active' }).click();
    await expect(page).toHaveURL(/sort=active/);
    const first = topicRows(topics).first().getByRole('link').first();
    const title = ((await first.textContent()) ?? '').trim();
    await first.click();
    await expect(site.heading(title)).toBeVisible();
    await expect(site.main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name })).toBeVisible();
    await expect(site.main.getByRole('heading', { level: 2, name: /^Comments \(\d+\)$/ })).toBeVisible();
    await expect(site.main.getByRole('article', { name: /^Comment by / }).first()).toBeVisible();

    await site.main.getByRole('button', { name: 'Log in to comment' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Praise is for members too: the visitor is asked to log in, nothing is sent.
    await site.main.getByRole('button', { name: 'Praise this topic' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible();
  });

  test('a member starts a topic with an image and a link, comments, replies, follows and saves it; a stored script shows as text', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const site = new Site(page);
    await site.open('/community/new');
    await expect(site.main.getByRole('heading', { name: 'Log in to start a topic' })).toBeVisible();
    await logInWithPassword(page, DEMO.email, DEMO.password);

    const form = site.main.getByRole('form', { name: 'Start a topic' });
    await expect(form).toBeVisible();
    // Nothing filled in: the post messages of product rules §5, under their fields.
    await form.getByRole('button', { name: 'Publish topic' }).click();
    await expect(form.getByText(MESSAGES.postTitle)).toBeVisible();
    await expect(form.getByText(MESSAGES.postContent)).toBeVisible();
    await expect(form.getByText(MESSAGES.postImage)).toBeVisible();
    await expect(form.getByText(MESSAGES.postSection)).toBeVisible();

    const title = `Anchoring a catamaran in the Kornati, e2e ${Date.now().toString(36)} <script>window.__pwned = 1</script>`;
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Section').selectOption({ index: 1 });
    const editor = form.getByRole('textbox', { name: 'Main text' });
    await editor.click();
    await page.keyboard.type('We anchored in 6 m of sand off Levrnaka. ');
    await form.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Holding was excellent');
    await form.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' with 30 m of chain out.');
    await form.getByLabel('Add images').setInputFiles(fixture('deck-photo.jpg'));
    await expect(form.getByRole('list', { name: 'Chosen images' }).getByRole('img')).toHaveCount(1);
    await form.getByRole('button', { name: 'Add a link' }).click();
    const link = form.getByRole('group', { name: 'Link 1' });
    await link.getByLabel('Link title').fill('Kornati park tickets');
    await link.getByLabel('URL').fill('not a web address');
    await form.getByRole('button', { name: 'Publish topic' }).click();
    await expect(link.getByText(MESSAGES.linkUrlInvalid)).toBeVisible();
    await link.getByLabel('URL').fill('https://www.np-kornati.hr/en/');
    await form.getByRole('button', { name: 'Publish topic' }).click();

    await expect(page).toHaveURL(/\/community\/topic\/\d+$/);
    const topicUrl = page.url();
    await expect(site.heading(title)).toBeVisible(); // the title's markup is shown as characters
    await expect(site.main.locator('strong', { hasText: 'Holding was excellent' })).toBeVisible();
    await expect(
      site.main.getByRole('region', { name: 'Images' }).getByRole('button', { name: 'Open image 1 of 1 full screen' }),
    ).toBeVisible();
    await expect(
      site.main.getByRole('region', { name: 'Links' }).getByRole('link', { name: 'Kornati park tickets (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.np-kornati.hr/en/');
    await expect(site.main.getByRole('button', { name: 'Praise this topic' })).toHaveCount(0); // one's own topic

    // A comment carrying a script and an image with an event handler is stored and shown as text.
    const payload = '<script>window.__pwned = 2</script><img src=x onerror="window.__pwned = 3">Good tip!';
    await site.main.getByRole('button', { name: 'Post comment' }).click();
    await expect(site.main.getByText(MESSAGES.comment)).toBeVisible();
    await site.main.getByRole('textbox', { name: 'Your comment' }).fill(payload);
    await site.main.getByRole('button', { name: 'Post comment' }).click();
    const comment = site.main.getByRole('article', { name: `Comment by ${DEMO.name}` }).first();
    await expect(comment).toContainText(payload);

    await comment.getByRole('button', { name: `Reply to ${DEMO.name}` }).click();
    await site.main.getByRole('textbox', { name: `Reply to ${DEMO.name}` }).fill('And the bora? Did you have a plan B for the night?');
    await site.main.getByRole('button', { name: 'Post reply' }).click();
    await expect(site.main.getByRole('article', { name: `Reply by ${DEMO.name}` })).toContainText('plan B');

    const actions = site.main.getByRole('group', { name: 'Topic actions' });
    const follow = actions.getByRole('button', { name: 'Follow this topic' });
    const save = actions.getByRole('button', { name: 'Save this topic' });
    // The control changes at once (a guess); the api's answer ends the busy state. Reloading before it would race the
    // call, so each press waits for its answer.
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).not.toHaveAttribute('aria-busy');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(save).not.toHaveAttribute('aria-busy');

    await page.reload();
    await expect(site.heading(title)).toBeVisible();
    await expect(site.main.getByRole('article', { name: `Comment by ${DEMO.name}` }).first()).toContainText(payload);
    await expect(site.main.getByRole('article', { name: `Reply by ${DEMO.name}` })).toContainText('plan B');
    await expect(actions.getByRole('button', { name: 'Follow this topic' })).toHaveAttribute('aria-pressed', 'true');
    await expect(actions.getByRole('button', { name: 'Save this topic' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    // The account area lists what the community wrote.
    await headerButton(page, 'Account');
    await header(page).getByRole('link', { name: 'Collection' }).click();
    await expect(page).toHaveURL(/\/user\/myCollection$/);
    await expect(site.main.getByRole('heading', { name: 'Your collection' })).toBeVisible();
    await expect(site.main.getByRole('link', { name: title }).first()).toBeVisible();
    await headerButton(page, 'Account');
    await header(page).getByRole('link', { name: 'My topics' }).click();
    await expect(page).toHaveURL(/\/user\/myTopic/);
    await expect(site.main.getByRole('link', { name: title }).first()).toBeVisible();

    // The author deletes the topic: it is gone.
    await site.open(topicUrl);
    await site.main.getByRole('group', { name: 'Topic actions' }).getByRole('button', { name: 'Delete this topic' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this topic?' });
    await confirm.getByRole('button', { name: 'Delete topic' }).click();
    await expect(page).toHaveURL(/\/community\/module\/\d+$/);
    await page.goto(topicUrl);
    await expect(site.heading(COMMUNITY_MESSAGES.topicMissing.replace(/\.$/, ''))).toBeVisible();
  });

  test('a member praises someone’s comment (kept after a reload) and reports a topic', async ({ page }) => {
    const site = new Site(page);
    await site.open('/community/');
    await logInWithPassword(page, DEMO.email, DEMO.password);
    await openSeededTopicWithComments(site);

    const praise = site.main.getByRole('button', { name: /^Praise comment by / }).first();
    const was = await pressed(praise);
    await praise.click();
    await expect(praise).toHaveAttribute('aria-pressed', String(!was));
    await page.reload();
    const after = site.main.getByRole('button', { name: /^Praise comment by / }).first();
    await expect(after).toHaveAttribute('aria-pressed', String(!was));

    const actions = site.main.getByRole('group', { name: 'Topic actions' });
    const report = actions.getByRole('button', { name: 'Report this topic' });
    await report.click();
    const dialog = page.getByRole('dialog', { name: 'Report this topic' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText(COMMUNITY_MESSAGES.reportReason)).toBeVisible();
    await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
    await dialog.getByRole('textbox', { name: 'Details' }).fill('Looks like an advert for a charter company.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(COMMUNITY_MESSAGES.reported)).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Reported' })).toHaveAttribute('aria-disabled', 'true');
    await page.reload();
    await expect(site.main.getByRole('group', { name: 'Topic actions' }).getByRole('button', { name: 'Reported' })).toBeVisible();
  });

  test('going back from a topic restores the list with every page loaded and the scroll position', async ({ page }) => {
    const site = new Site(page);
    await site.open('/community/');
    const list = site.main.getByRole('list', { name: 'Latest topics' });
    await expect(topicRows(list).first()).toBeVisible();
    const firstPage = await topicRows(list).count();
    await site.main.getByRole('button', { name: 'Load more topics' }).click();
    await expect.poll(() => topicRows(list).count()).toBeGreaterThan(firstPage);
    const loaded = await topicRows(list).count();

    const target = topicRows(list)
      .nth(loaded - 2)
      .getByRole('link')
      .first();
    await target.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(600);
    const title = ((await target.textContent()) ?? '').trim();
    await target.click();
    await expect(site.heading(title)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/community\/?(\?.*)?$/);
    await expect(topicRows(list)).toHaveCount(loaded);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 150);
    expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(150);
    await expect(list.getByRole('link', { name: title })).toBeInViewport();
  });
});

/** The seeded topic whose comment has the most replies (read as a visitor, through the public GET). */
async function topicWithReplies(request: APIRequestContext): Promise<{ topicId: number; root: CommunityComment }> {
  const topics = (await dataOf<{ items: unknown }>(request.get(`${COMMUNITY_API.topics}?sort=active&page=1&pageSize=50`))).items as {
    id: number;
    commentCount: number;
  }[];
  let best: { topicId: number; root: CommunityComment } | null = null;
  for (const topic of topics.filter((t) => t.commentCount > 0)) {
    const answer = await request.get(COMMUNITY_API.topicComments(topic.id));
    for (const root of (await dataOf<{ items: unknown }>(answer)).items as CommunityComment[]) {
      if (root.deleted || root.hidden || root.replies.length === 0) continue;
      if (!best || root.replyCount > best.root.replyCount) best = { topicId: topic.id, root };
    }
  }
  if (!best) throw new Error('no seeded comment has replies');
  return best;
}

/** The demo member answers `cid` through the product's form-style calls (a browser session of its own). */
async function demoReplies(browser: Browser, topicId: number, cid: number, texts: string[]): Promise<void> {
  const context = await browser.newContext();
  const api = context.request;
  const post = await formCaller(api);
  const call = async (path: string, fields: Record<string, unknown>) => {
    const { body } = await post(path, fields);
    expect({ path, code: body?.code, msg: body?.msg }).toEqual({ path, code: 1, msg: expect.anything() });
  };
  await call(ACCOUNT_CALLS.login, { email: DEMO.email, password: hashPassword(DEMO.password) });
  for (const content of texts) await call(COMMUNITY_CALLS.createComment, { topic_id: topicId, cid, content });
  await context.close();
}

/** A document's markup with the entities React writes read back as text. */
function textOf(html: string): string {
  const entities: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&#39;': "'" };
  return html.replace(/&(amp|#x27|quot|lt|gt|#39);/g, (entity) => entities[entity] ?? entity);
}

test.describe('reading without cookie consent', () => {
  // A first visit: no cookies at all, so no consent given yet.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a first visit reads a topic’s comments and replies: in the server HTML, on the page, and the rest of a thread, with no error', async ({
    browser,
    page,
    request,
  }) => {
    const { topicId, root } = await topicWithReplies(request);
    // Enough replies that the thread has more than it comes with.
    const more = Array.from({ length: Math.max(1, 4 - root.replyCount) }, (_, i) => `Read without a cookie, reply ${i + 1}.`);
    await demoReplies(browser, topicId, root.id, more);
    const firstReply = root.replies[0]!;

    // The server's page already holds the comment and its first replies.
    const html = textOf(await (await request.get(`/community/topic/${topicId}`)).text());
    expect(html).toContain(root.content);
    expect(html).toContain(firstReply.content);
    expect(html).not.toMatch(/couldn’t load the comments|cookie consent is missing/);

    const problems: string[] = [];
    const writes: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('request', (call) => {
      if (call.method() === 'POST') writes.push(new URL(call.url()).pathname);
    });
    const site = new Site(page);
    await site.open(`/community/topic/${topicId}`);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    const thread = site.main.getByRole('article', { name: `Comment by ${root.author.name}` }).filter({ hasText: root.content });
    await expect(thread).toBeVisible();
    await expect(
      thread.getByRole('article', { name: `Reply by ${firstReply.author.name}` }).filter({ hasText: firstReply.content }),
    ).toBeVisible();

    // The rest of the thread comes through the public GET, consent or not.
    await thread.getByRole('button', { name: /^Show \d+ more repl(y|ies)$/ }).click();
    for (const text of more)
      await expect(thread.getByRole('article', { name: `Reply by ${DEMO.name}` }).filter({ hasText: text })).toBeVisible();
    await expect(thread.getByRole('button', { name: /more repl/ })).toHaveCount(0);

    await expect(site.main).not.toContainText(/couldn’t load|cookie consent is missing|cancelled/);
    await expect(site.main.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(site.main.getByRole('button', { name: 'Log in to comment' })).toBeVisible();
    expect(writes).toEqual([]);
    expect(problems).toEqual([]);
  });
});
