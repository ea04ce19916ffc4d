import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consentStore } from 'shared/consent';
import { modalStore, MODAL_IDS } from 'shared/modals';
import {
  acceptCookies,
  apiFail,
  apiOk,
  beVisitor,
  closeModals,
  expectNothingAsked,
  fakeServerPerTest,
  formOk,
  logInAs,
} from 'shared/testing';
import { renderPage } from '../testing/render-page';

const server = fakeServerPerTest(closeModals);

beforeAll(acceptCookies);

describe('a visitor on the user area', () => {
  beforeEach(beVisitor);

  it.each([
    ['/user/mymessage', 'Messages', 'your messages'],
    ['/user/myFollow', 'Followed', 'what you follow'],
    ['/user/mySearch', 'Saved searches', 'your saved searches'],
    ['/user/myCollection', 'Collection', 'your collection'],
    ['/user/myArticle', 'My articles', 'your articles'],
    ['/user/myTopic', 'My topics', 'your topics'],
    ['/user/myReply', 'My replies', 'your replies'],
    ['/user/profile', 'Profile', 'your profile'],
    ['/message/interactiveDetail/4', 'Message', 'your messages'],
    ['/user/conversations', 'Conversations', 'your conversations'],
    ['/message/conversation/8', 'Conversation', 'your conversations'],
    ['/account/information', 'Account information', 'your account'],
    ['/account/topic', 'My topics', 'your topics'],
    ['/account/reply', 'My replies', 'your replies'],
  ])('%s shows the page heading and a friendly login panel, without the navigation', async (path, title, what) => {
    renderPage(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: `Log in to see ${what}` });
    expect(within(panel).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Your account' })).toBeNull();
    await expectNothingAsked(server);
  });

  it('opens the login modal from the panel, and the register modal from Create account, staying on the page', async () => {
    renderPage('/user/myFollow');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(modalStore.active).toBe(MODAL_IDS.login);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    act(() => modalStore.close());
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(modalStore.active).toBe(MODAL_IDS.register);
    expect(screen.getByRole('heading', { level: 1, name: 'Followed' })).toBeInTheDocument();
  });

  it('keeps the length-unit preference on the account page, for visitors too', () => {
    renderPage('/account/information');
    expect(screen.getByRole('heading', { name: 'Preferences' })).toBeInTheDocument();
    expect(screen.getByTestId('length-unit')).toHaveTextContent('metres');
    fireEvent.click(within(screen.getByRole('group', { name: 'Length unit' })).getByRole('button', { name: 'ft (feet)' }));
    expect(screen.getByTestId('length-unit')).toHaveTextContent('feet');
    fireEvent.click(within(screen.getByRole('group', { name: 'Length unit' })).getByRole('button', { name: 'm (metres)' }));
  });
});

describe('a page without cookie consent', () => {
  afterEach(acceptCookies);

  it("loads all the same: a member's own pages use only the strictly necessary cookies (decision 034)", async () => {
    logInAs('me-1');
    consentStore.refuse();
    server.on('POST', '/user/myArticle', formOk({ items: [], total: 0, page: 1, pageSize: 10 }));
    renderPage('/user/myArticle');
    expect(await screen.findByRole('heading', { name: 'You haven’t written an article yet' })).toBeInTheDocument();
    expect(server.calls('POST', '/user/myArticle')).toHaveLength(1);
    expect(document.title).toBe('My articles · Your account · Yacht Harbour');
  });
});

describe('the user area navigation', () => {
  beforeEach(() => {
    logInAs('me-1');
    server.on('POST', '/user/mymessage', formOk({ items: [], total: 0, page: 1, pageSize: 10, unread: 4 }));
    server.on('GET', '/api/v1/conversations/unread', apiOk({ unread: 2 }));
    server.on('POST', '/user/myTopic', formOk({ items: [], total: 0, page: 1, pageSize: 10 }));
  });

  it('lists every section, marks the current one with aria-current and shows the unread count', async () => {
    renderPage('/user/myTopic');
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      expect.stringMatching(/^Messages/),
      expect.stringMatching(/^Conversations/),
      'Followed',
      'Saved searches',
      'Notifications',
      'Collection',
      'My topics',
      'My articles',
      'My replies',
      'Profile',
    ]);
    expect(within(nav).getByRole('link', { name: 'My topics' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current')),
    ).toHaveLength(1);
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^Messages/ })).toHaveTextContent('Messages4 unread'));
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^Conversations/ })).toHaveTextContent('Conversations2 unread'));
    expect(await screen.findByRole('heading', { name: 'You haven’t started a topic yet' })).toBeInTheDocument();
  });

  it('counts a message page as part of Messages', async () => {
    server.on(
      'POST',
      '/message/interactiveDetail/4',
      formOk({
        id: 4,
        type: 'system',
        title: 'Welcome',
        body: 'Hello',
        link: null,
        from: null,
        read: true,
        createdAt: '2026-11-20T10:00:00.000Z',
      }),
    );
    renderPage('/message/interactiveDetail/4');
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: /^Messages/ })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('counts a conversation’s page as part of Conversations, not Messages', async () => {
    server.on('GET', '/api/v1/conversations/8', apiFail(400404, 'We could not find this conversation.', 404));
    renderPage('/message/conversation/8');
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: /^Conversations/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /^Messages/ })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeInTheDocument();
  });
});
