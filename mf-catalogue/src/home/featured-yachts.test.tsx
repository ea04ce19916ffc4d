import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { apiFail, apiOk, fakeServerPerTest } from 'shared/testing';
import { listPage, summary } from '../testing/fixtures';
import FeaturedYachts from './featured-yachts';

const server = fakeServerPerTest();

function renderWidget() {
  render(
    <MemoryRouter>
      <FeaturedYachts />
    </MemoryRouter>,
  );
}

describe('the home widget', () => {
  it('shows the three newest new yachts and the three newest used ones, with their photos', async () => {
    server.on('GET', '/api/v1/yachts/new', apiOk(listPage([1, 2, 3].map((id) => summary({ id, slug: `new-${id}` })))));
    server.on(
      'GET',
      '/api/v1/yachts/idle',
      apiOk(listPage([summary({ kind: 'idle', id: 9, slug: 'used-9', builder: 'Swan', model: '48' })])),
    );
    renderWidget();
    const latest = await screen.findByRole('list', { name: 'Latest new yachts' });
    expect(within(latest).getAllByRole('listitem')).toHaveLength(3);
    expect(within(latest).getAllByRole('listitem')[0]!.querySelector('img')).toHaveAttribute('src', '/uploads/seed/new-1-1.jpg');
    const used = await screen.findByRole('list', { name: 'Latest used yachts' });
    expect(within(used).getByRole('link', { name: 'Swan 48' })).toHaveAttribute('href', '/yachts/used/9-used-9');
    expect(server.calls('GET', '/api/v1/yachts/new')[0]?.query).toEqual({ currency: 'EUR', sort: 'newest', pageSize: '3' });
  });

  it('offers a retry when the yachts cannot be loaded', async () => {
    server.on('GET', '/api/v1/yachts/new', apiFail(500000, 'Something went wrong', 500));
    server.on('GET', '/api/v1/yachts/idle', apiOk(listPage([])));
    renderWidget();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // No used yachts yet: the row stays empty rather than showing an empty list.
    expect(screen.queryByRole('list', { name: 'Latest used yachts' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Recently listed used yachts' })).toBeNull();
  });
});
