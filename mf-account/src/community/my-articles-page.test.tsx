import { screen, within } from '@testing-library/react';
import { truncate } from 'shared/ui';
import { formOk } from 'shared/testing';
import { withMemberServer } from '../testing/member-server';
import { emptyPage, LONG_TEXT, MARKUP_TEXT, myArticle } from '../testing/community-rows';
import { renderPage } from '../testing/render-page';

const server = withMemberServer();

const articleBodies = () => server.calls('POST', '/user/myArticle').map((request) => request.body as Record<string, unknown>);

describe('my articles (/user/myArticle)', () => {
  it('lists the articles: title linking to the article, summary as text, cover, date, likes and comments', async () => {
    const items = [
      myArticle(5, { summary: MARKUP_TEXT, coverUrl: '/uploads/2026/09/refit.jpg' }),
      myArticle(6, { summary: LONG_TEXT, praiseCount: 1, commentCount: 0, createdAt: '2026-10-01T08:00:00.000Z' }),
    ];
    server.on('POST', '/user/myArticle', formOk({ items, total: 2, page: 1, pageSize: 10 }));
    renderPage('/user/myArticle');

    const list = await screen.findByRole('list', { name: 'Your articles' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('Refitting a Hallberg-Rassy, part 5');
    expect(within(first!).getByRole('link', { name: 'Refitting a Hallberg-Rassy, part 5' })).toHaveAttribute(
      'href',
      '/community/article/5',
    );
    expect(within(first!).getByText(MARKUP_TEXT)).toBeInTheDocument();
    expect(first!.querySelector('b')).toBeNull();
    // The cover is decoration beside the linked title: it has an empty alt.
    expect(within(first!).getByRole('presentation')).toHaveAttribute('src', '/uploads/2026/09/refit.jpg');
    expect(first).toHaveTextContent('14 Jul 2026');
    expect(first).toHaveTextContent('3 likes');
    expect(first).toHaveTextContent('1 comment');
    expect(within(first!).getByRole('link', { name: 'Edit “Refitting a Hallberg-Rassy, part 5”' })).toHaveAttribute(
      'href',
      '/community/article/5/edit',
    );

    expect(within(second!).getByText(truncate(LONG_TEXT, 200))).toBeInTheDocument();
    expect(second).not.toHaveTextContent('The end.');
    expect(second).toHaveTextContent('1 like');
    expect(second).toHaveTextContent('0 comments');
    expect(within(second!).queryByRole('presentation')).toBeNull();

    expect(screen.getByText('2 articles')).toBeInTheDocument();
    expect(articleBodies()).toEqual([{ page: 1, page_size: 10, __token__: 'test-csrf-token' }]);
  });

  it('shows the empty state with the way to write one', async () => {
    server.on('POST', '/user/myArticle', formOk(emptyPage()));
    renderPage('/user/myArticle');
    expect(await screen.findByRole('heading', { name: 'You haven’t written an article yet' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Write an article' }))
      expect(link).toHaveAttribute('href', '/community/new-article');
    expect(screen.queryByRole('list', { name: 'Your articles' })).toBeNull();
  });
});
