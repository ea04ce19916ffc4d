import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiOk, textsOf } from 'shared/testing';
import { summary } from '../testing/conversations';
import { withMemberServer } from '../testing/member-server';
import { location, renderPage } from '../testing/render-page';

const server = withMemberServer();

const page = (items: ReturnType<typeof summary>[], unread = 0) => apiOk({ items, total: items.length, page: 1, pageSize: 10, unread });

describe('the conversations list (/user/conversations)', () => {
  it('opens on Buying: each row names the yacht (linking to the thread), the seller, the last words and the unread state', async () => {
    server.on(
      'GET',
      '/api/v1/conversations',
      page(
        [
          summary({ id: 8, unread: true, lastMessage: { excerpt: 'Yes, she is.', fromMe: false, at: '2026-11-21T09:00:00.000Z' } }),
          summary({ id: 9, yacht: { ...summary().yacht, title: 'Najad 355', listed: false } }),
        ],
        1,
      ),
    );
    renderPage('/user/conversations');
    const list = await screen.findByRole('list', { name: 'Yachts you asked about' });
    const [first, second] = within(list).getAllByTestId('conversation-row');
    expect(within(first!).getByRole('link', { name: 'Hallberg-Rassy 40C' })).toHaveAttribute('href', '/message/conversation/8');
    expect(first).toHaveTextContent('Unread: Hallberg-Rassy 40C');
    expect(first).toHaveClass('is-unread');
    expect(first).toHaveTextContent('Blue Water Brokers');
    expect(first).toHaveTextContent('Yes, she is.');
    expect(first).not.toHaveTextContent('You:');
    // The status is the seller's own sorting: not shown to the buyer.
    expect(first).not.toHaveTextContent('New');

    expect(second).not.toHaveClass('is-unread');
    expect(second).not.toHaveTextContent('Unread');
    expect(second).toHaveTextContent('You: Is she still for sale?');
    expect(second).toHaveTextContent('No longer listed');
    expect(screen.getByText('2 conversations, 1 unread')).toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: 'Your side' });
    expect(within(tabs).getByRole('link', { name: 'Buying' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'Status' })).toBeNull();
    expect(server.calls('GET', '/api/v1/conversations')[0]?.query).toEqual({ page: '1', page_size: '10', role: 'buying' });
  });

  it('switches to Selling in the address, shows each status, and filters by status', async () => {
    server.on('GET', '/api/v1/conversations', (request) =>
      request.query.role === 'selling'
        ? page([summary({ side: 'seller', status: request.query.status === 'answered' ? 'answered' : 'new', counterpart: 'Sam Skipper' })])
        : page([]),
    );
    renderPage('/user/conversations');
    await screen.findByRole('heading', { name: 'No conversations yet' });

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Your side' })).getByRole('link', { name: 'Selling' }));
    const list = await screen.findByRole('list', { name: 'Questions from buyers' });
    expect(location.current).toBe('/user/conversations?role=selling');
    expect(within(list).getByTestId('conversation-row')).toHaveTextContent('Sam Skipper');
    expect(within(list).getByText('New')).toHaveClass('status-badge');

    const statuses = screen.getByRole('navigation', { name: 'Status' });
    expect(textsOf(statuses, 'link')).toEqual(['All', 'New', 'Answered', 'Closed', 'Spam']);
    fireEvent.click(within(statuses).getByRole('link', { name: 'Answered' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Questions from buyers' })).getByText('Answered')).toBeInTheDocument(),
    );
    expect(location.current).toBe('/user/conversations?role=selling&status=answered');
    expect(within(screen.getByRole('navigation', { name: 'Status' })).getByRole('link', { name: 'Answered' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(server.calls('GET', '/api/v1/conversations').at(-1)?.query).toEqual({
      page: '1',
      page_size: '10',
      role: 'selling',
      status: 'answered',
    });
  });

  it('says what to do when a list is empty: ask about a yacht, wait for buyers, or show every status', async () => {
    server.on('GET', '/api/v1/conversations', page([]));
    renderPage('/user/conversations');
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Used yachts' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Selling' }));
    expect(await screen.findByRole('heading', { name: 'No buyer has written yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your listings' })).toHaveAttribute('href', '/sell/listings');

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Status' })).getByRole('link', { name: 'Spam' }));
    expect(await screen.findByRole('heading', { name: 'No conversations marked spam' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Show all' }));
    await waitFor(() => expect(location.current).toBe('/user/conversations?role=selling'));
  });

  it('pages through a long list', async () => {
    server.on('GET', '/api/v1/conversations', (request) =>
      apiOk({ items: [summary({ id: Number(request.query.page) })], total: 11, page: Number(request.query.page), pageSize: 10, unread: 0 }),
    );
    renderPage('/user/conversations?role=buying');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Hallberg-Rassy 40C' })).toHaveAttribute('href', '/message/conversation/2'),
    );
    expect(location.current).toBe('/user/conversations?role=buying&page=2');
  });
});
