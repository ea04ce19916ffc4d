import { screen, within } from '@testing-library/react';
import { formOk } from 'shared/testing';
import { expectEmptyPostList } from '../testing/empty-post-list';
import { withMemberServer } from '../testing/member-server';
import { emptyPage, MARKUP_TEXT, myTopic, pageOf, rows } from '../testing/community-rows';
import { turnPage } from '../testing/paged-lists';
import { renderPage } from '../testing/render-page';

const server = withMemberServer();

const topicBodies = () => server.calls('POST', '/user/myTopic').map((request) => request.body as Record<string, unknown>);

describe('my topics (/user/myTopic)', () => {
  it('lists the topics: title linking to the topic (as text), section, date and comment count', async () => {
    const items = [myTopic(12), myTopic(13, { title: MARKUP_TEXT, moduleName: 'Marinas', commentCount: 1 })];
    server.on('POST', '/user/myTopic', formOk({ items, total: 2, page: 1, pageSize: 10 }));
    renderPage('/user/myTopic');

    const list = await screen.findByRole('list', { name: 'Your topics' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Which antifouling for the Med? 12' })).toHaveAttribute('href', '/community/topic/12');
    expect(first).toHaveTextContent('Maintenance');
    expect(within(first!).getByText('21 Aug 2026').closest('time')).toHaveAttribute('dateTime', '2026-08-21T16:30:00.000Z');
    expect(first).toHaveTextContent('4 comments');
    expect(within(second!).getByRole('link', { name: MARKUP_TEXT })).toHaveAttribute('href', '/community/topic/13');
    expect(second!.querySelector('b')).toBeNull();
    expect(second).toHaveTextContent('Marinas');
    expect(second).toHaveTextContent('1 comment');

    expect(screen.getByText('2 topics')).toBeInTheDocument();
    expect(topicBodies()).toEqual([{ page: 1, page_size: 10, __token__: 'test-csrf-token' }]);
  });

  it('marks a topic hidden after reports, which only its author still sees', async () => {
    server.on('POST', '/user/myTopic', formOk({ items: [myTopic(12, { hidden: true }), myTopic(13)], total: 2, page: 1, pageSize: 10 }));
    renderPage('/user/myTopic');
    const [hidden, shown] = within(await screen.findByRole('list', { name: 'Your topics' })).getAllByRole('listitem');
    expect(within(hidden!).getByText('Hidden after reports')).toHaveAttribute('title', 'Hidden after reports: only you can still see it');
    expect(within(shown!).queryByText('Hidden after reports')).toBeNull();
  });

  it('pages through the topics, asking for each page', async () => {
    const all = rows(21, (id) => myTopic(id));
    server.on('POST', '/user/myTopic', (request) => formOk(pageOf(all, request)));
    renderPage('/user/myTopic?page=3');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your topics' })).getAllByRole('listitem')).toHaveLength(1);
    expect(topicBodies().at(-1)).toMatchObject({ page: 3, page_size: 10 });
    await turnPage('Previous', 'Which antifouling for the Med? 11', '/user/myTopic?page=2');
    expect(topicBodies().at(-1)).toMatchObject({ page: 2 });
  });

  it('shows the empty state with the way to the community', async () => {
    server.on('POST', '/user/myTopic', formOk(emptyPage()));
    await expectEmptyPostList('/user/myTopic', 'You haven’t started a topic yet');
  });
});
