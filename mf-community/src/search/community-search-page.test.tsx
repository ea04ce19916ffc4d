import { fireEvent, screen, within } from '@testing-library/react';
import { COMMUNITY_API, type SearchPage } from '@yachts/contracts/community';
import { apiOk, fakeServerPerTest } from 'shared/testing';
import { MODULES } from '../lists/testing/fixtures';
import { acceptCookies, location, renderCommunity } from '../lists/testing/render-community';

const server = fakeServerPerTest();
beforeEach(() => {
  acceptCookies();
  server.on('GET', COMMUNITY_API.modules, apiOk({ items: MODULES }));
});

const PAGE: SearchPage = {
  items: [
    {
      kind: 'comment',
      id: 7,
      title: 'Cooling water',
      excerpt: 'Check the raw water impeller first.',
      url: '/community/topic/3#comment-7',
      module: { id: 3, name: 'Seamanship' },
      author: { uuid: 'ana-uuid', name: 'Ana Sailor', avatarUrl: null },
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  total: 1,
  capped: false,
  page: 1,
  pageSize: 10,
  searchedFor: 'impeller',
};

describe('the community search page', () => {
  it('searches the words in the address and says what it searched when a word was misspelt', async () => {
    server.on('GET', COMMUNITY_API.search, apiOk(PAGE));
    renderCommunity('/community/search?q=impeler&module=3');
    const results = await screen.findByRole('list', { name: 'Results for impeler' });
    expect(server.calls('GET', COMMUNITY_API.search)[0]?.query).toMatchObject({ q: 'impeler', module: '3', page: '1' });
    expect(screen.getByText(/1 result/)).toHaveTextContent('1 result for impeller');
    const hit = within(results).getByRole('listitem');
    expect(within(hit).getByRole('link', { name: 'On “Cooling water”' })).toHaveAttribute('href', '/community/topic/3#comment-7');
    expect(hit).toHaveTextContent('Check the raw water impeller first.');
    expect(hit).toHaveTextContent('Comment · Seamanship');
    // Each filter keeps the words and the section, and starts again at page 1.
    expect(screen.getByRole('link', { name: 'Comments' })).toHaveAttribute('href', '/community/search?q=impeler&module=3&kind=comment');
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveValue('3');
  });

  it('asks for words before searching, and searches from its box', async () => {
    server.on('GET', COMMUNITY_API.search, apiOk({ ...PAGE, items: [], total: 0, searchedFor: 'windlass' }));
    renderCommunity('/community/search');
    expect(screen.getByRole('heading', { name: 'What are you looking for?' })).toBeInTheDocument();
    expect(server.calls('GET', COMMUNITY_API.search)).toHaveLength(0);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the community' }), { target: { value: ' windlass ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByRole('heading', { name: 'Nothing found' })).toBeInTheDocument();
    expect(location.current).toBe('/community/search?q=windlass');
  });
});
