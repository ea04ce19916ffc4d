import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FollowedYacht } from '@yachts/contracts/account';
import { toastStore } from 'shared/ui';
import { apiFail, apiOk, formOk, signedFields } from 'shared/testing';
import { withMemberServer } from '../testing/member-server';
import { renderPage } from '../testing/render-page';

const yachts: FollowedYacht[] = [
  {
    kind: 'new',
    id: 12,
    name: 'Beneteau Oceanis 40.1',
    url: '/yachts/12-beneteau-oceanis-40-1',
    imageUrl: '/uploads/2026/11/oceanis.jpg',
    price: 289000,
    currency: 'EUR',
    lengthM: 12,
    followedAt: '2026-11-01T08:00:00.000Z',
  },
  {
    kind: 'idle',
    id: 7,
    name: 'Hallberg-Rassy 40C',
    url: '/yachts/used/7-hallberg-rassy-40c',
    imageUrl: null,
    price: null,
    currency: 'GBP',
    lengthM: 12.38,
    followedAt: '2026-10-12T08:00:00.000Z',
  },
];

const server = withMemberServer();

describe('followed yachts (/user/myFollow)', () => {
  it('shows each yacht as a card: picture, name linking to it, length in m and ft, price with currency', async () => {
    server.on('GET', '/api/v1/user/yacht', apiOk({ items: yachts, total: 2, page: 1, pageSize: 12 }));
    renderPage('/user/myFollow');
    const list = await screen.findByRole('list', { name: 'Followed yachts' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Beneteau Oceanis 40.1' })).toHaveAttribute('href', '/yachts/12-beneteau-oceanis-40-1');
    expect(within(first!).getByRole('img', { name: 'Beneteau Oceanis 40.1' })).toHaveAttribute('src', '/uploads/2026/11/oceanis.jpg');
    expect(first).toHaveTextContent('12.0 m (39 ft)');
    expect(first).toHaveTextContent('€289,000');
    expect(second).toHaveTextContent('12.4 m (41 ft)');
    expect(second).toHaveTextContent('Price on request');
    expect(second).toHaveTextContent('Used');
    expect(screen.getByText('2 yachts')).toBeInTheDocument();
  });

  it('unfollows a yacht with the signed call for its kind and removes its card', async () => {
    server.on('GET', '/api/v1/user/yacht', apiOk({ items: yachts, total: 2, page: 1, pageSize: 12 }));
    server.on('POST', '/api/v1/yachts/idle/7/follow', apiOk({ followed: false, followers: 3 }));
    renderPage('/user/myFollow');
    const list = await screen.findByRole('list', { name: 'Followed yachts' });

    fireEvent.click(within(list).getByRole('button', { name: 'Unfollow the Hallberg-Rassy 40C' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).queryByText('Hallberg-Rassy 40C')).toBeNull();
    expect(within(list).getByText('Beneteau Oceanis 40.1')).toBeInTheDocument();
    expect(screen.getByText('1 yacht')).toBeInTheDocument();
    // Focus leaves the removed card for the list's heading, not the top of the page.
    expect(screen.getByRole('heading', { name: 'Followed yachts' })).toHaveFocus();

    expect(signedFields(server.calls('POST', '/api/v1/yachts/idle/7/follow')[0])).toEqual({ operation: 'unfollow' });
  });

  it('keeps the card when unfollowing fails', async () => {
    server.on('GET', '/api/v1/user/yacht', apiOk({ items: yachts, total: 2, page: 1, pageSize: 12 }));
    server.on('POST', '/api/v1/yachts/new/12/follow', apiFail(500000, 'Something went wrong', 500));
    renderPage('/user/myFollow');
    const list = await screen.findByRole('list', { name: 'Followed yachts' });
    fireEvent.click(within(list).getByRole('button', { name: 'Unfollow the Beneteau Oceanis 40.1' }));
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Unfollow the Beneteau Oceanis 40.1' })).toBeEnabled());
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(toastStore.toasts.map((toast) => toast.text)).toEqual(['Something went wrong']);
  });

  it('shows the empty state when the last followed yacht is unfollowed', async () => {
    server.on('GET', '/api/v1/user/yacht', apiOk({ items: [yachts[0]], total: 1, page: 1, pageSize: 12 }));
    server.on('POST', '/api/v1/yachts/new/12/follow', apiOk({ followed: false, followers: 0 }));
    renderPage('/user/myFollow');
    fireEvent.click(await screen.findByRole('button', { name: 'Unfollow the Beneteau Oceanis 40.1' }));
    expect(await screen.findByRole('heading', { name: 'You don’t follow any yachts yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Followed yachts' })).toBeNull();
  });

  it('shows a price in the visitor’s currency beside the asking one', async () => {
    server.on('GET', '/api/v1/user/yacht', () =>
      apiOk({
        items: [{ ...yachts[0]!, price: 240000, currency: 'GBP', shownPrice: { amount: 276_000, currency: 'EUR' } }],
        total: 1,
        page: 1,
        pageSize: 12,
      }),
    );
    renderPage('/user/myFollow');
    const list = await screen.findByRole('list', { name: 'Followed yachts' });
    expect(within(list).getByText('€276,000')).toBeInTheDocument();
    expect(within(list).getByText('£240,000')).toBeInTheDocument();
    expect(server.calls('GET', '/api/v1/user/yacht').at(-1)?.query.currency).toBe('EUR');
  });

  it('filters by kind with the chips', async () => {
    server.on('GET', '/api/v1/user/yacht', (request) =>
      apiOk({ items: yachts.filter((y) => !request.query.kind || y.kind === request.query.kind), total: 1, page: 1, pageSize: 12 }),
    );
    renderPage('/user/myFollow');
    await screen.findByRole('list', { name: 'Followed yachts' });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Kind of yacht' })).getByRole('link', { name: 'Used' }));
    await waitFor(() => expect(screen.queryByText('Beneteau Oceanis 40.1')).toBeNull());
    expect(server.calls('GET', '/api/v1/user/yacht').at(-1)?.query).toEqual({ page: '1', page_size: '12', kind: 'idle', currency: 'EUR' });
    expect(within(screen.getByRole('navigation', { name: 'Kind of yacht' })).getByRole('link', { name: 'Used' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

describe('followed topics and sections', () => {
  it('lists followed sections from /user/myFollow with type module, and an empty state for topics', async () => {
    server.on('POST', '/user/myFollow', (request) =>
      (request.body as { type: string }).type === 'module'
        ? formOk({
            items: [
              { kind: 'module', id: 3, title: 'Refits and repairs', url: '/community/module/3', followedAt: '2026-09-01T00:00:00.000Z' },
            ],
            total: 1,
            page: 1,
            pageSize: 10,
          })
        : formOk({ items: [], total: 0, page: 1, pageSize: 10 }),
    );
    renderPage('/user/myFollow?tab=sections');
    const list = await screen.findByRole('list', { name: 'Followed sections' });
    expect(within(list).getByRole('link', { name: 'Refits and repairs' })).toHaveAttribute('href', '/community/module/3');

    fireEvent.click(within(screen.getByRole('navigation', { name: 'What you follow' })).getByRole('link', { name: 'Topics' }));
    expect(await screen.findByRole('heading', { name: 'You don’t follow any topics yet' })).toBeInTheDocument();
    expect(server.calls('POST', '/user/myFollow').map((r) => (r.body as { type: string }).type)).toEqual(['module', 'topic']);
  });
});
