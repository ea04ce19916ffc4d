import { screen, within } from '@testing-library/react';
import { truncate } from 'shared/ui';
import { formOk } from 'shared/testing';
import { withMemberServer } from '../testing/member-server';
import { LONG_TEXT, memberComment } from '../testing/community-rows';
import { commentAndReply, expectCommentAndReply } from '../testing/comment-rows';
import { renderPage } from '../testing/render-page';

const server = withMemberServer();

const replyBodies = () => server.calls('POST', '/user/myReply').map((request) => request.body as Record<string, unknown>);

describe('my replies (/user/myReply)', () => {
  it('lists each comment with what it answers (linked), its words as text, its time and likes', async () => {
    const items = commentAndReply({ content: LONG_TEXT, praiseCount: 1 });
    server.on('POST', '/user/myReply', formOk({ items, total: 2, page: 1, pageSize: 10 }));
    renderPage('/user/myReply');

    const [comment, reply] = expectCommentAndReply(await screen.findByRole('list', { name: 'Your replies' }));
    expect(comment).toHaveTextContent('2 likes');
    expect(
      within(comment)
        .getByText(/22 Aug 2026/)
        .closest('time'),
    ).toHaveAttribute('dateTime', '2026-08-22T10:05:00.000Z');

    expect(within(reply).getByText(truncate(LONG_TEXT, 280))).toBeInTheDocument();
    expect(reply).not.toHaveTextContent('The end.');
    expect(reply).toHaveTextContent('1 like');

    expect(screen.getByText('2 replies')).toBeInTheDocument();
    expect(replyBodies()).toEqual([{ page: 1, page_size: 10, __token__: 'test-csrf-token' }]);
  });

  it('marks a comment hidden after reports, which only its author still sees', async () => {
    server.on(
      'POST',
      '/user/myReply',
      formOk({ items: [memberComment(5), memberComment(6, { hidden: true })], total: 2, page: 1, pageSize: 10 }),
    );
    renderPage('/user/myReply');
    const [shown, hidden] = within(await screen.findByRole('list', { name: 'Your replies' })).getAllByRole('listitem');
    expect(within(hidden!).getByText('Hidden after reports')).toBeInTheDocument();
    expect(within(shown!).queryByText('Hidden after reports')).toBeNull();
  });
});
