import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { COMMUNITY_API } from '@yachts/contracts/community';
import { apiFail, apiOk, fakeServerPerTest } from 'shared/testing';
import { page, topic } from '../lists/testing/fixtures';
import YachtTopics, { YACHT_TOPICS_SHOWN } from './yacht-topics';

const server = fakeServerPerTest();

const show = () =>
  render(
    <MemoryRouter>
      <YachtTopics builder="Hallberg-Rassy" model="40C" />
    </MemoryRouter>,
  );

describe('the community on a yacht’s page', () => {
  it('asks for the topics naming the builder, model first, and links each with its section and replies', async () => {
    server.on('GET', COMMUNITY_API.topics, apiOk(page([topic(7, { title: 'Hallberg-Rassy 40C keel' }), topic(9)], 6)));
    show();
    const list = await screen.findByRole('list');
    expect(screen.getByRole('heading', { level: 2, name: 'From the community: Hallberg-Rassy' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Hallberg-Rassy 40C keel' })).toHaveAttribute('href', '/community/topic/7');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('6 topics name this builder')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask the community about the Hallberg-Rassy 40C' })).toHaveAttribute('href', '/community/new');
    const [request] = server.calls('GET', COMMUNITY_API.topics);
    expect(request?.query).toEqual({
      builder: 'Hallberg-Rassy',
      model: '40C',
      sort: 'active',
      page: '1',
      pageSize: String(YACHT_TOPICS_SHOWN),
    });
  });

  it('invites a first question when no topic names the builder yet', async () => {
    server.on('GET', COMMUNITY_API.topics, apiOk(page([], 0)));
    show();
    expect(await screen.findByText(/No one has written about the Hallberg-Rassy yet/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('stays out of the yacht’s page when the community cannot answer', async () => {
    server.on('GET', COMMUNITY_API.topics, apiFail(500000, 'down', 500));
    const { container } = show();
    await server.settle();
    await server.settle();
    expect(container).toBeEmptyDOMElement();
  });
});
