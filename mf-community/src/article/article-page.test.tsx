import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMMUNITY_MESSAGES, REPORT_REASON_LABELS } from '@yachts/contracts/community';
import { modalStore } from 'shared/modals';
import { DEFAULT_PICTURE_URL } from 'shared/ui';
import { apiFail, apiOk, failOnceThen, formFail, formOk, logInAs } from 'shared/testing';
import { BEN, articleDetail, comment } from '../post/testing/fixtures';
import { postPageServer } from '../post/testing/post-page-server';
import { location, renderPage } from '../post/testing/render-page';
import { ARTICLE_DELETED } from './article-page';

const ARTICLE = '/api/v1/community/articles/9';
const COMMENTS = '/api/v1/community/articles/9/comments';

const server = postPageServer(ARTICLE, articleDetail(), [comment({ id: 900, content: 'Great read.' })]);

const title = () => screen.findByRole('heading', { level: 1, name: 'Preparing for your first Biscay crossing' });
const actions = () => screen.getByRole('group', { name: 'Article actions' });
const body = (request: { body: unknown } | undefined) => request?.body as Record<string, unknown>;

describe('an article’s page', () => {
  it('shows the cover, the title, the summary as the lead, the author, the body and the comments', async () => {
    const { container } = renderPage('/community/article/9');
    expect(await title()).toBeInTheDocument();
    expect(document.title).toBe('Preparing for your first Biscay crossing · Yacht Harbour');
    const cover = container.querySelector('img.article-cover');
    expect(cover).toHaveAttribute('src', '/uploads/articles/biscay.jpg');
    fireEvent.error(cover!);
    expect(cover).toHaveAttribute('src', DEFAULT_PICTURE_URL);

    const post = screen.getByRole('article', { name: 'Preparing for your first Biscay crossing' });
    expect(within(post).getByText('Weather windows, watch systems and what to stow where.')).toHaveClass('article-lead');
    expect(within(post).getByRole('link', { name: 'Ben Skipper' })).toHaveAttribute('href', '/account/information/ben-uuid');
    expect(within(post).getByText('reputation').tagName).toBe('EM');
    expect(within(post).getByText('Wait for the window.').closest('blockquote')).not.toBeNull();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community/');

    expect(screen.getByRole('heading', { level: 2, name: 'Comments (1)' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Comment by Ben Skipper' })).toHaveTextContent('Great read.');
    expect(server.calls('GET', COMMENTS)[0]?.query).toEqual({ page: '1', pageSize: '10' });
    // No follow on an article: the community's follow operations (docs/product.md §7B) are for topics and modules only.
    expect(within(actions()).queryByRole('button', { name: /Follow/ })).toBeNull();
  });

  it('shows every image of an article with two, not only its cover, and opens them in the viewer', async () => {
    const images = ['/uploads/2026/11/deck.jpg', '/uploads/2026/11/helm.jpg'];
    server.on('GET', ARTICLE, apiOk(articleDetail({ coverUrl: images[0]!, images })));
    renderPage('/community/article/9');
    expect(await title()).toBeInTheDocument();
    const grid = screen.getByRole('region', { name: 'Images' });
    expect(within(grid).getAllByRole('button', { name: /^Open image \d of 2 full screen$/ })).toHaveLength(2);
    expect([...grid.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(images);
    fireEvent.click(within(grid).getByRole('button', { name: 'Open image 2 of 2 full screen' }));
    const viewer = screen.getByRole('dialog', { name: 'Image viewer' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', images[1]);
    expect(within(viewer).getByRole('img')).toHaveAccessibleName('Preparing for your first Biscay crossing, image 2 of 2');
  });

  it('shows no grid for an article whose only image is its cover', async () => {
    server.on('GET', ARTICLE, apiOk(articleDetail({ coverUrl: '/uploads/2026/11/deck.jpg', images: ['/uploads/2026/11/deck.jpg'] })));
    renderPage('/community/article/9');
    expect(await title()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Images' })).toBeNull();
  });

  it('says clearly when the article does not exist', async () => {
    server.on('GET', ARTICLE, apiFail(400404, COMMUNITY_MESSAGES.articleMissing, 404));
    renderPage('/community/article/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'This article does not exist or has been deleted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the community' })).toHaveAttribute('href', '/community/');
  });

  it('offers a retry when the article could not be loaded', async () => {
    server.on('GET', ARTICLE, failOnceThen('Something went wrong on our side.', apiOk(articleDetail())));
    renderPage('/community/article/9');
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await title()).toBeInTheDocument();
  });

  it('shows a hidden article’s notice instead of its body', async () => {
    server.on('GET', ARTICLE, apiOk(articleDetail({ hidden: true, body: '' })));
    renderPage('/community/article/9');
    await title();
    expect(screen.getByRole('note')).toHaveTextContent(COMMUNITY_MESSAGES.hiddenArticle);
    expect(screen.queryByText('reputation')).toBeNull();
  });

  it('gives a visitor the login-required modal for praise, save and report', async () => {
    renderPage('/community/article/9');
    await title();
    for (const name of ['Praise this article', 'Save this article', 'Report this article']) {
      fireEvent.click(within(actions()).getByRole('button', { name }));
      expect(screen.getByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
      act(() => modalStore.close());
    }
    await server.settle();
    expect(server.calls('POST', '/index/ajax/support')).toEqual([]);
    expect(server.calls('POST', '/api/v1/article/operation')).toEqual([]);
  });
});

describe('what a member can do with an article', () => {
  beforeEach(() => logInAs('me-uuid'));

  it('praises it with type article', async () => {
    server.on('POST', '/index/ajax/support', formOk({ praised: true, praiseCount: 13 }));
    renderPage('/community/article/9');
    await title();
    const praise = within(actions()).getByRole('button', { name: 'Praise this article' });
    expect(praise).toHaveAccessibleDescription('12 praises');
    fireEvent.click(praise);
    await waitFor(() => expect(praise).toHaveAccessibleDescription('13 praises'));
    expect(praise).toHaveAttribute('aria-pressed', 'true');
    expect(body(server.calls('POST', '/index/ajax/support')[0])).toMatchObject({ id: 9, type: 'article' });
  });

  it('saves it to the collection as an article', async () => {
    server.on('POST', '/api/v1/article/operation', apiOk({ collected: true }));
    renderPage('/community/article/9');
    await title();
    const save = within(actions()).getByRole('button', { name: 'Save this article' });
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveTextContent('Saved'));
    expect(body(server.calls('POST', '/api/v1/article/operation')[0])).toMatchObject({ type: 'article', id: 9, operation: 'collect' });
  });

  it('reports it as an article', async () => {
    server.on('POST', '/community/report', formOk({ hidden: false }));
    renderPage('/community/article/9');
    await title();
    fireEvent.click(within(actions()).getByRole('button', { name: 'Report this article' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this article' });
    fireEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.unsafe }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(actions()).findByRole('button', { name: 'Reported' })).toBeInTheDocument();
    expect(body(server.calls('POST', '/community/report')[0])).toMatchObject({ type: 'article', id: 9, reason: 'unsafe' });
  });

  it('shows the api’s refusal to report one’s own article in the dialog', async () => {
    server.on('POST', '/community/report', formFail(COMMUNITY_MESSAGES.reportOwn, 0, 403));
    renderPage('/community/article/9');
    await title();
    fireEvent.click(within(actions()).getByRole('button', { name: 'Report this article' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this article' });
    fireEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.reportOwn);
  });
});

describe('the author’s own article', () => {
  beforeEach(() => {
    logInAs('ben-uuid');
    server.on('GET', ARTICLE, apiOk(articleDetail({ mine: true, author: BEN, hidden: true })));
  });

  it('shows a hidden article’s body to its author with the notice, and no Report', async () => {
    renderPage('/community/article/9');
    await title();
    expect(screen.getByRole('note')).toHaveTextContent(COMMUNITY_MESSAGES.hiddenArticle);
    expect(screen.getByText('reputation')).toBeInTheDocument();
    expect(within(actions()).queryByRole('button', { name: 'Report this article' })).toBeNull();
    expect(within(actions()).getByTestId('praise-count')).toHaveTextContent('12 praises');
  });

  it('deletes after asking, then goes to the community’s home', async () => {
    server.on('POST', '/article/del', formOk(null));
    renderPage('/community/article/9');
    await title();
    fireEvent.click(within(actions()).getByRole('button', { name: 'Delete this article' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this article?' });
    expect(dialog).toHaveAccessibleDescription('The article and its comments are removed for everyone. This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete article' }));
    // The toast first: it lives 1.5 s, and the section's page (a lazy part) may take longer than that to come on a
    // busy machine; the toast is shown as the move starts, so waiting for the address first could miss it.
    expect(await screen.findByText(ARTICLE_DELETED)).toBeInTheDocument();
    await waitFor(() => expect(location.current).toBe('/community/'));
    expect(body(server.calls('POST', '/article/del')[0])).toMatchObject({ id: 9 });
  });
});
