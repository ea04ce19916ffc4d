// Members write and rewrite (decision 033): a member writes an article with the topic editor, edits it, reads its
// history (who changed what, the version before), finds it in My articles, and deletes it; a visitor finds a comment
// by a misspelt word.
import { expect, test } from '@playwright/test';
import { COMMUNITY_CALLS, COMMUNITY_MESSAGES } from '@yachts/contracts/community';
import { MESSAGES } from '@yachts/contracts/rules';
import { newMember, postTopic } from '../support/members';
import { fixture } from '../support/paths';
import { Site } from '../support/site';

test('a member writes an article, edits it, reads its history and deletes it', async ({ browser }) => {
  test.setTimeout(240_000);
  const member = await newMember(browser, 'writer');
  const page = await member.context.newPage();
  const site = new Site(page);

  // From My articles, the way to write one.
  await site.open('/user/myArticle');
  await site.main.getByRole('link', { name: 'Write an article' }).first().click();
  const form = site.main.getByRole('form', { name: 'Write an article' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('button', { name: 'Add a link' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Publish article' }).click();
  await expect(form.getByText(MESSAGES.postTitle)).toBeVisible();

  const title = `Delivering a Swan 48 from Palma to Lagos, e2e ${Date.now().toString(36)}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Section').selectOption({ index: 1 });
  await form.getByRole('textbox', { name: 'Main text' }).click();
  await page.keyboard.type('Five days, two gales and one broken windlass.');
  await form.getByLabel('Add images').setInputFiles(fixture('deck-photo.jpg'));
  await expect(form.getByRole('list', { name: 'Chosen images' }).getByRole('img')).toHaveCount(1);
  await form.getByRole('button', { name: 'Publish article' }).click();
  await expect(page).toHaveURL(/\/community\/article\/\d+$/);
  const articleUrl = new URL(page.url()).pathname;
  await expect(site.heading(title)).toBeVisible();
  await expect(site.main.getByRole('button', { name: 'See the history' })).toHaveCount(0);

  // The author edits it: the form comes filled in; the page then says it was edited and keeps the version before.
  await site.main.getByRole('group', { name: 'Article actions' }).getByRole('link', { name: 'Edit' }).click();
  const edit = site.main.getByRole('form', { name: 'Edit your article' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await expect(edit.getByRole('textbox', { name: 'Main text' })).toContainText('two gales');
  await edit.getByLabel('Title').fill(`${title}, revised`);
  await edit.getByRole('textbox', { name: 'Main text' }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' We fixed it in Cádiz.');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`${articleUrl}$`));
  await expect(site.heading(`${title}, revised`)).toBeVisible();
  await site.main.getByRole('button', { name: 'See the history' }).click();
  const history = site.main.getByRole('list').filter({ hasText: 'changed the title and text' });
  await expect(history).toBeVisible();
  await history.getByText('The version before').click();
  await expect(history.getByText(title, { exact: true })).toBeVisible();

  // In My articles with its edit link; then the author deletes it.
  await site.open('/user/myArticle');
  await expect(site.main.getByRole('link', { name: `${title}, revised`, exact: true })).toBeVisible();
  await expect(site.main.getByRole('link', { name: `Edit “${title}, revised”` })).toHaveAttribute('href', `${articleUrl}/edit`);
  await site.open(articleUrl);
  await site.main.getByRole('group', { name: 'Article actions' }).getByRole('button', { name: 'Delete this article' }).click();
  await page.getByRole('dialog', { name: 'Delete this article?' }).getByRole('button', { name: 'Delete article' }).click();
  // Deleted once the page has gone on to the community's home; asked for again before that, it may still be there.
  await expect(page).toHaveURL(/\/community\/$/);
  await page.goto(articleUrl);
  await expect(site.heading(COMMUNITY_MESSAGES.articleMissing.replace(/\.$/, ''))).toBeVisible();
  await member.context.close();
});

test('a visitor finds a comment by a misspelt word from the community search', async ({ browser, page }) => {
  const member = await newMember(browser, 'searcher');
  const word = `gudgeonpin${Date.now().toString(36).replace(/\d/g, '')}`;
  const topic = await postTopic(member, 'Rudder play at the tiller', '<p>There is a knock in the rudder when motoring.</p>');
  const comment = await member.call<{ id: number }>(COMMUNITY_CALLS.createComment, {
    topic_id: topic.id,
    content: `Worn ${word} bushes, most likely: ours were replaced last winter.`,
  });
  await member.context.close();

  const site = new Site(page);
  await site.open('/community/');
  const misspelt = `${word.slice(0, 4)}${word.slice(5)}`;
  await site.main.getByRole('searchbox', { name: 'Search the community' }).fill(misspelt);
  await site.main.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/community/search\\?q=${misspelt}$`));
  const results = site.main.getByRole('list', { name: `Results for ${misspelt}` });
  await expect(site.main.getByText(new RegExp(`result.* for ${word}`))).toBeVisible();
  await results.getByRole('link', { name: 'On “Rudder play at the tiller”' }).click();
  await expect(page).toHaveURL(new RegExp(`/community/topic/${topic.id}#comment-${comment.id}$`));
  await expect(site.main.getByRole('article', { name: /Comment by/ }).filter({ hasText: `Worn ${word} bushes` })).toBeVisible();
});
