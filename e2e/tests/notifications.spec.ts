// The header's bell (decision 033): a member's unread count goes up while the page stays open, when someone replies
// to their topic, and opening the bell lists the reply and marks it read.
import { expect, test } from '@playwright/test';
import { COMMUNITY_CALLS } from '@yachts/contracts/community';
import { newMember, postTopic } from '../support/members';
import { Site } from '../support/site';

test('a reply makes the other member’s bell count go up without a reload', async ({ browser }) => {
  const author = await newMember(browser, 'bell-author');
  const replier = await newMember(browser, 'bell-replier');
  const topic = await postTopic(author, 'Which tender for a family of four', '<p>Rigid or inflatable, and how much outboard?</p>');

  const page = await author.context.newPage();
  const site = new Site(page);
  await site.open('/community/');
  const bell = site.header.getByRole('button', { name: /^Notifications/ });
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await expect(bell).toHaveAccessibleName('Notifications');
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  await replier.call(COMMUNITY_CALLS.createComment, { topic_id: topic.id, content: 'A 3 m RIB with a 15 hp: it planes with four aboard.' });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 45_000 });
  expect(navigations).toBe(0);

  await bell.click();
  const list = site.header.getByRole('list', { name: 'Newest messages' });
  await expect(list.getByRole('link').first()).toContainText('Which tender for a family of four');
  await expect(bell).toHaveAccessibleName('Notifications');
  await author.context.close();
  await replier.context.close();
});

test('a member mentioned with @ is told on the bell of a phone, and chooses which notices are also e-mailed', async ({ browser }) => {
  const author = await newMember(browser, 'mention-author');
  const mentioned = await newMember(browser, 'mention-target', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const writer = await newMember(browser, 'mention-writer');
  const topic = await postTopic(author, 'Crossing the Bay of Biscay in June', '<p>Which weather window would you wait for?</p>');
  const said = await mentioned.call<{ author: { name: string } }>(COMMUNITY_CALLS.createComment, {
    topic_id: topic.id,
    content: 'A northerly of 15 knots for three days.',
  });

  const page = await mentioned.context.newPage();
  const site = new Site(page);
  await site.open('/community/');
  // On a phone the bell sits on the first row, beside the menu button: no menu to open.
  const bell = site.header.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');

  await writer.call(COMMUNITY_CALLS.createComment, {
    topic_id: topic.id,
    content: `Agreed with @${said.author.name}, and leave from Camaret.`,
  });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 45_000 });
  await bell.click();
  const list = site.header.getByRole('list', { name: 'Newest messages' });
  await expect(list.getByRole('link').first()).toContainText('mentioned you on “Crossing the Bay of Biscay in June”');

  // The bell leads to the e-mail choices; a change is saved at once and holds after a reload.
  await site.header.getByRole('link', { name: 'E-mail settings' }).click();
  await expect(site.heading('Notifications')).toBeVisible();
  const praise = site.main.getByRole('checkbox', { name: 'Praise' });
  await expect(praise).not.toBeChecked();
  await praise.check();
  await expect(site.main.getByRole('status').filter({ hasText: 'Saved: we e-mail you praise.' })).toBeVisible();
  await site.open('/user/notifications');
  await expect(site.main.getByRole('checkbox', { name: 'Praise' })).toBeChecked();
  await expect(site.main.getByRole('checkbox', { name: 'Replies' })).toBeChecked();
  for (const member of [author, mentioned, writer]) await member.context.close();
});
