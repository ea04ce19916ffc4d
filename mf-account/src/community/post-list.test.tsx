import { screen, within } from '@testing-library/react';
import { apiOk, formOk } from 'shared/testing';
import { withMemberServer } from '../testing/member-server';
import { emptyPage, memberComment, memberProfile, myArticle, myTopic, pageOf, rows } from '../testing/community-rows';
import { expectEmptyPostList } from '../testing/empty-post-list';
import { openSecondPage, turnPage } from '../testing/paged-lists';
import { renderPage } from '../testing/render-page';

// The same list of posts behind each page, your own (the form-style POSTs of /user/my*, the signed GETs of /account/*)
// and a member's: each page pages through its rows and says when it has none.

const server = withMemberServer();
beforeEach(() => {
  server.on('GET', '/api/v1/user/m-9/profile', apiOk(memberProfile()));
});

type Method = 'GET' | 'POST';

/** `all` answered a page at a time at `method` `path`, as the api does: the form-style envelope for a POST. */
function servePages(method: Method, path: string, all: readonly unknown[]) {
  server.on(method, path, (request) => (method === 'GET' ? apiOk : formOk)(pageOf(all, request)));
}

/** The list's last request asked for `page` of 10: in the POST's body, or as the GET's whole query. */
function expectAsked(method: Method, path: string, page: number) {
  const call = server.calls(method, path).at(-1);
  if (method === 'GET') expect(call?.query).toEqual({ page: String(page), page_size: '10' });
  else expect(call?.body).toMatchObject({ page, page_size: 10 });
}

const MY_REPLIES = '/api/v1/user/me-1/article/comment';
const MY_TOPICS = '/api/v1/user/me-1/topics';

describe('a list of posts', () => {
  it.each([
    [
      '/user/myArticle',
      'POST',
      '/user/myArticle',
      rows(12, myArticle),
      'Your articles',
      'Refitting a Hallberg-Rassy, part 12',
      '12 articles',
      2,
    ],
    [
      '/user/myReply',
      'POST',
      '/user/myReply',
      rows(11, memberComment),
      'Your replies',
      'Which antifouling for the Med? 111',
      '11 replies',
      1,
    ],
    ['/account/reply', 'GET', MY_REPLIES, rows(14, memberComment), 'Your replies', 'Which antifouling for the Med? 114', '14 replies', 4],
    ['/account/topic', 'GET', MY_TOPICS, rows(15, myTopic), 'Your topics', 'Which antifouling for the Med? 15', '15 topics', 5],
  ] as const)('%s pages through its rows, asking for each page', async (address, method, path, all, list, shownLink, total, left) => {
    servePages(method, path, all);
    await openSecondPage(address, shownLink);
    expect(screen.getByText(total)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: list })).getAllByRole('listitem')).toHaveLength(left);
    expectAsked(method, path, 2);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', address);
  });

  it.each([
    ['/user/myTopic', 'POST', '/user/myTopic', rows(21, myTopic), 'Your topics', 1, 'Which antifouling for the Med? 11'],
    [
      '/account/reply/m-9',
      'GET',
      '/api/v1/user/m-9/article/comment',
      rows(25, memberComment),
      'Replies',
      5,
      'Which antifouling for the Med? 111',
    ],
  ] as const)('%s opens at the page its address names and turns back', async (address, method, path, all, list, left, shownLink) => {
    servePages(method, path, all);
    renderPage(`${address}?page=3`);
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: list })).getAllByRole('listitem')).toHaveLength(left);
    expectAsked(method, path, 3);
    await turnPage('Previous', shownLink, `${address}?page=2`);
    expectAsked(method, path, 2);
  });

  it.each([
    ['/user/myReply', 'POST', '/user/myReply', 'You haven’t replied to anyone yet'],
    ['/account/reply', 'GET', MY_REPLIES, 'You haven’t replied to anyone yet'],
    ['/user/myTopic', 'POST', '/user/myTopic', 'You haven’t started a topic yet'],
    ['/account/topic', 'GET', MY_TOPICS, 'You haven’t started a topic yet'],
  ] as const)('%s shows your empty state with the way to the community', async (address, method, path, message) => {
    server.on(method, path, (method === 'GET' ? apiOk : formOk)(emptyPage()));
    await expectEmptyPostList(address, message);
  });

  it.each([
    ['/account/reply/m-9', '/api/v1/user/m-9/article/comment', 'No replies yet', 'This member hasn’t commented on anything.'],
    ['/account/topic/m-9', '/api/v1/user/m-9/topics', 'No topics yet', 'This member hasn’t started a topic.'],
  ])('%s shows the member’s empty state, without your way in', async (address, path, title, text) => {
    server.on('GET', path, apiOk(emptyPage()));
    renderPage(address);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the community' })).toBeNull();
  });
});
