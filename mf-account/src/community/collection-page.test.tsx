import { fireEvent, screen, within } from '@testing-library/react';
import { truncate } from 'shared/ui';
import { formOk } from 'shared/testing';
import { withMemberServer } from '../testing/member-server';
import { collectedItem, emptyPage, LONG_TEXT, MARKUP_TEXT, pageOf, rows } from '../testing/community-rows';
import { turnPage } from '../testing/paged-lists';
import { location, renderPage } from '../testing/render-page';

const server = withMemberServer();

const collectionBodies = () => server.calls('POST', '/user/myCollection').map((request) => request.body as Record<string, unknown>);

describe('the collection (/user/myCollection)', () => {
  it('lists the collected topics and articles: kind, title linking to the community page, excerpt as text, author, date', async () => {
    const items = [
      collectedItem(12, { excerpt: MARKUP_TEXT }),
      collectedItem(5, {
        kind: 'article',
        title: 'Delivering a Beneteau from La Rochelle',
        url: '/community/article/5',
        excerpt: LONG_TEXT,
        author: { uuid: 'm-3', name: 'Ana Brava', avatarUrl: null },
        collectedAt: '2026-11-02T10:00:00.000Z',
      }),
    ];
    server.on('POST', '/user/myCollection', formOk({ items, total: 2, page: 1, pageSize: 10 }));
    renderPage('/user/myCollection');

    const list = await screen.findByRole('list', { name: 'Your collection' });
    const [topic, article] = within(list).getAllByRole('listitem');
    expect(within(topic!).getByRole('heading', { level: 3, name: 'Anchoring in the Solent 12' })).toBeInTheDocument();
    expect(within(topic!).getByRole('link', { name: 'Anchoring in the Solent 12' })).toHaveAttribute('href', '/community/topic/12');
    expect(topic).toHaveTextContent('Topic');
    // The excerpt is the words as typed: markup shows as text and makes no element.
    expect(within(topic!).getByText(MARKUP_TEXT)).toBeInTheDocument();
    expect(topic!.querySelector('b')).toBeNull();
    expect(within(topic!).getByRole('link', { name: 'Sailor 12' })).toHaveAttribute('href', '/account/information/m-12');
    expect(within(topic!).getByText('3 Oct 2026').closest('time')).toHaveAttribute('dateTime', '2026-10-03T09:00:00.000Z');

    expect(within(article!).getByRole('link', { name: 'Delivering a Beneteau from La Rochelle' })).toHaveAttribute(
      'href',
      '/community/article/5',
    );
    expect(article).toHaveTextContent('Article');
    expect(within(article!).getByText(truncate(LONG_TEXT, 200))).toBeInTheDocument();
    expect(article).not.toHaveTextContent('The end.');
    expect(within(article!).getByRole('link', { name: 'Ana Brava' })).toHaveAttribute('href', '/account/information/m-3');

    expect(screen.getByText('2 items')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(collectionBodies()).toEqual([{ page: 1, page_size: 10, __token__: 'test-csrf-token' }]);
  });

  it('marks a saved item hidden after reports, without its words', async () => {
    server.on(
      'POST',
      '/user/myCollection',
      formOk({ items: [collectedItem(7, { hidden: true, excerpt: '' })], total: 1, page: 1, pageSize: 10 }),
    );
    renderPage('/user/myCollection');
    const [item] = within(await screen.findByRole('list', { name: 'Your collection' })).getAllByRole('listitem');
    expect(within(item!).getByText('Hidden after reports')).toBeInTheDocument();
    expect(item!.querySelector('.account-row-text')).toBeNull();
  });

  it('pages through a long collection, asking for each page', async () => {
    const all = rows(23, (id) => collectedItem(id));
    server.on('POST', '/user/myCollection', (request) => formOk(pageOf(all, request)));
    renderPage('/user/myCollection');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('23 items')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your collection' })).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();

    await turnPage('Next', 'Anchoring in the Solent 11', '/user/myCollection?page=2');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Anchoring in the Solent 1' })).toBeNull();
    expect(collectionBodies().at(-1)).toMatchObject({ page: 2, page_size: 10 });
    expect(screen.getByRole('heading', { level: 2, name: 'Your collection' })).toHaveFocus();

    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your collection' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/user/myCollection?page=2');
  });

  it('narrows to one kind with the filter links, back on the first page', async () => {
    server.on('POST', '/user/myCollection', (request) => {
      const { kind } = request.body as { kind?: string };
      return formOk(
        kind === 'article' ? pageOf([collectedItem(5, { kind: 'article', title: 'Delivering a Beneteau' })], request) : emptyPage(),
      );
    });
    renderPage('/user/myCollection?page=2');
    const filters = screen.getByRole('navigation', { name: 'Kind of item' });
    expect(within(filters).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(filters).getByRole('link', { name: 'Articles' }));
    expect(await screen.findByRole('list', { name: 'Collected articles' })).toHaveTextContent('Delivering a Beneteau');
    expect(location.current).toBe('/user/myCollection?kind=article');
    expect(collectionBodies().at(-1)).toMatchObject({ kind: 'article', page: 1 });
  });

  it('shows the empty state with the way to the community, for all kinds and for one', async () => {
    server.on('POST', '/user/myCollection', formOk(emptyPage()));
    renderPage('/user/myCollection');
    expect(await screen.findByRole('heading', { name: 'Your collection is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the community' })).toHaveAttribute('href', '/community/');
    expect(screen.queryByRole('list', { name: 'Your collection' })).toBeNull();

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Kind of item' })).getByRole('link', { name: 'Topics' }));
    expect(await screen.findByRole('heading', { name: 'No collected topics yet' })).toBeInTheDocument();
  });
});
