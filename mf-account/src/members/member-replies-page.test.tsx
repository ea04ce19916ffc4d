import { screen, within } from '@testing-library/react';
import { truncate } from 'shared/ui';
import { apiOk } from 'shared/testing';
import { withMemberServer } from '../testing/member-server';
import { LONG_TEXT, memberComment, memberProfile } from '../testing/community-rows';
import { commentAndReply, expectCommentAndReply } from '../testing/comment-rows';
import { expectFirstPageAsked } from '../testing/paged-lists';
import { renderPage } from '../testing/render-page';

const server = withMemberServer();
beforeEach(() => {
  server.on('GET', '/api/v1/user/m-9/profile', apiOk(memberProfile()));
});

const commentQueries = (uuid: string) => server.calls('GET', `/api/v1/user/${uuid}/article/comment`).map((request) => request.query);

describe('your own replies (/account/reply)', () => {
  it('lists your comments from the signed call for your uuid, with what each answers and its words as text', async () => {
    server.on(
      'GET',
      '/api/v1/user/me-1/article/comment',
      apiOk({
        items: commentAndReply(),
        total: 2,
        page: 1,
        pageSize: 10,
      }),
    );
    renderPage('/account/reply');
    expect(screen.getByRole('heading', { level: 1, name: 'My replies' })).toBeInTheDocument();
    expectCommentAndReply(await screen.findByRole('list', { name: 'Your replies' }));
    expect(screen.getByText('2 replies')).toBeInTheDocument();
    expectFirstPageAsked(server, '/api/v1/user/me-1/article/comment');
  });
});

describe('a member’s replies (/account/reply/{uuid})', () => {
  it('names the member, marks the Replies tab, and lists their replies with links and cut text', async () => {
    server.on(
      'GET',
      '/api/v1/user/m-9/article/comment',
      apiOk({ items: [memberComment(7, { content: LONG_TEXT, praiseCount: 1 })], total: 1, page: 1, pageSize: 10 }),
    );
    renderPage('/account/reply/m-9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Replies by Ana Brava' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Ana Brava’s pages' });
    expect(within(tabs).getByRole('link', { name: /^Replies/ })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: /^Replies/ })).toHaveTextContent('Replies31');
    expect(within(tabs).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account/information/m-9');

    const list = await screen.findByRole('list', { name: 'Replies' });
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row!).getByRole('link', { name: 'Which antifouling for the Med? 107' })).toHaveAttribute('href', '/community/topic/107');
    expect(within(row!).getByText(truncate(LONG_TEXT, 280))).toBeInTheDocument();
    expect(row).not.toHaveTextContent('The end.');
    expect(row).toHaveTextContent('1 like');
    expect(screen.getByText('1 reply')).toBeInTheDocument();
    expect(commentQueries('m-9')).toEqual([{ page: '1', page_size: '10' }]);
  });
});
