import { screen, within } from '@testing-library/react';
import { formOk } from 'shared/testing';
import { withMemberServer } from '../testing/member-server';
import { MARKUP_TEXT, myTopic } from '../testing/community-rows';
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
});
