import { screen, within } from '@testing-library/react';
import { apiFail, apiOk } from 'shared/testing';
import { withMemberServer } from '../testing/member-server';
import { MARKUP_TEXT, memberProfile, myTopic, pageOf, rows } from '../testing/community-rows';
import { expectFirstPageAsked, openSecondPage } from '../testing/paged-lists';
import { renderPage } from '../testing/render-page';

const server = withMemberServer();
beforeEach(() => {
  server.on('GET', '/api/v1/user/m-9/profile', apiOk(memberProfile()));
});

const topicQueries = (uuid: string) => server.calls('GET', `/api/v1/user/${uuid}/topics`).map((request) => request.query);

describe('your own topics (/account/topic)', () => {
  it('lists your topics from the signed call for your uuid: title linking to the topic, section, date, comments', async () => {
    server.on(
      'GET',
      '/api/v1/user/me-1/topics',
      apiOk({ items: [myTopic(12), myTopic(13, { commentCount: 1 })], total: 2, page: 1, pageSize: 10 }),
    );
    renderPage('/account/topic');
    expect(screen.getByRole('heading', { level: 1, name: 'My topics' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your topics' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Which antifouling for the Med? 12' })).toHaveAttribute('href', '/community/topic/12');
    expect(first).toHaveTextContent('Maintenance');
    expect(first).toHaveTextContent('4 comments');
    expect(second).toHaveTextContent('1 comment');
    expect(screen.getByText('2 topics')).toBeInTheDocument();
    expectFirstPageAsked(server, '/api/v1/user/me-1/topics');
  });
});

describe('a member’s topics (/account/topic/{uuid})', () => {
  it('names the member, marks the Topics tab, and lists their topics with links to the community', async () => {
    server.on('GET', '/api/v1/user/m-9/topics', apiOk({ items: [myTopic(31, { title: MARKUP_TEXT })], total: 1, page: 1, pageSize: 10 }));
    renderPage('/account/topic/m-9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Topics by Ana Brava' })).toBeInTheDocument();
    expect(screen.getByText(/Member since/)).toHaveTextContent('Member since 5 Mar 2024');
    const tabs = screen.getByRole('navigation', { name: 'Ana Brava’s pages' });
    expect(within(tabs).getByRole('link', { name: /^Topics/ })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: /^Topics/ })).toHaveTextContent('Topics12');
    expect(within(tabs).getByRole('link', { name: /^Replies/ })).toHaveAttribute('href', '/account/reply/m-9');

    const list = await screen.findByRole('list', { name: 'Topics' });
    expect(within(list).getByRole('link', { name: MARKUP_TEXT })).toHaveAttribute('href', '/community/topic/31');
    expect(list.querySelector('b')).toBeNull();
    expect(screen.getByText('1 topic')).toBeInTheDocument();
    expect(screen.queryByText('This is how other members see you.', { exact: false })).toBeNull();
    // A member's page stands alone, without your account's navigation.
    expect(screen.queryByRole('navigation', { name: 'Your account' })).toBeNull();
    expect(topicQueries('m-9')).toEqual([{ page: '1', page_size: '10' }]);
  });

  it('pages through a member’s topics', async () => {
    const all = rows(12, (id) => myTopic(id));
    server.on('GET', '/api/v1/user/m-9/topics', (request) => apiOk(pageOf(all, request)));
    await openSecondPage('/account/topic/m-9', 'Which antifouling for the Med? 11');
    expect(topicQueries('m-9').at(-1)).toEqual({ page: '2', page_size: '10' });
    // The member's profile stays; it is not asked for again for another page of the list.
    expect(screen.getByRole('heading', { level: 1, name: 'Topics by Ana Brava' })).toBeInTheDocument();
    expect(server.calls('GET', '/api/v1/user/m-9/profile')).toHaveLength(1);
  });

  it('says when the member does not exist, without asking for their topics', async () => {
    server.on('GET', '/api/v1/user/gone/profile', apiFail(400404, 'This member does not exist.', 404));
    renderPage('/account/topic/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'We couldn’t find this member' })).toBeInTheDocument();
    expect(server.calls('GET', '/api/v1/user/gone/topics')).toEqual([]);
  });
});
