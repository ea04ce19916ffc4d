import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LeftMessage, UserMessage, UserMessagesPage } from '@yachts/contracts/account';
import { acceptCookies, apiOk, beVisitor, expectNothingAsked, fakeServerPerTest, formFail, formOk, logInAs } from 'shared/testing';
import { location, renderPage } from '../testing/render-page';
import { expectFirstPageAsked } from '../testing/paged-lists';
import { sessionStore } from 'shared/session';
import { inboxStore } from './inbox-store';

function message(id: number, overrides: Partial<UserMessage> = {}): UserMessage {
  return {
    id,
    type: 'interactive',
    title: `Reply to your topic ${id}`,
    body: `First line of message ${id}\nSecond line that the list does not show`,
    link: `/community/topic/${id}`,
    from: { uuid: `m-${id}`, name: `Sailor ${id}`, avatarUrl: null },
    read: false,
    createdAt: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

function inbox(items: UserMessage[], overrides: Partial<UserMessagesPage> = {}): UserMessagesPage {
  return { items, total: items.length, page: 1, pageSize: 10, unread: items.filter((m) => !m.read).length, ...overrides };
}

// An enquiry the member sent about a used yacht.
const enquiry: LeftMessage = {
  id: 3,
  yachtKind: 'idle',
  yachtId: 41,
  yachtName: 'Hallberg-Rassy 40C',
  yachtUrl: '/yachts/used/41-hallberg-rassy-40c',
  content: 'Is the teak deck original?',
  createdAt: '2026-11-02T09:00:00.000Z',
};

const server = fakeServerPerTest();

beforeAll(acceptCookies);
beforeEach(() => {
  inboxStore.reset();
  logInAs('me-1');
});

// The navigation asks for one message to learn the unread count; the page asks for a page of ten.
const inboxBodies = () =>
  server
    .calls('POST', '/user/mymessage')
    .map((r) => r.body as Record<string, unknown>)
    .filter((body) => body.page_size === 10);

describe('the inbox (/user/mymessage)', () => {
  it('lists the messages as rows: unread marked, title linking to the message, first line, time and sender', async () => {
    server.on('POST', '/user/mymessage', formOk(inbox([message(1), message(2, { read: true, type: 'system', from: null })])));
    renderPage('/user/mymessage');

    const list = await screen.findByRole('list', { name: 'All messages' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Unread: Reply to your topic 1');
    expect(within(rows[0]!).getByRole('link', { name: 'Reply to your topic 1' })).toHaveAttribute('href', '/message/interactiveDetail/1');
    expect(rows[0]).toHaveTextContent('First line of message 1');
    expect(rows[0]).not.toHaveTextContent('Second line');
    expect(rows[0]).toHaveTextContent('Sailor 1');
    expect(within(rows[0]!).getByText(/2026/).closest('time')).toHaveAttribute('dateTime', '2026-11-20T10:15:00.000Z');
    // A read system message: no unread mark, no per-row button, the site as its sender.
    expect(within(rows[1]!).getByRole('heading', { level: 3 })).toHaveTextContent(/^Reply to your topic 2$/);
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Yacht Harbour');

    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(inboxBodies()[0]).toMatchObject({ type: 'all', page: 1, page_size: 10, __token__: 'test-csrf-token' });
  });

  it('shows an empty state for a type without messages', async () => {
    server.on('POST', '/user/mymessage', formOk(inbox([])));
    renderPage('/user/mymessage?type=system');
    expect(await screen.findByRole('heading', { name: 'No system messages' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'System messages' })).toBeNull();
    expect(inboxBodies().at(-1)).toMatchObject({ type: 'system' });
  });

  it('pages through the inbox with the Next link, asking for the next page', async () => {
    server.on('POST', '/user/mymessage', (request) => {
      const { page } = request.body as { page: number };
      const first = (page - 1) * 10 + 1;
      const items = Array.from({ length: page === 3 ? 5 : 10 }, (_, i) => message(first + i, { read: true }));
      return formOk(inbox(items, { total: 25, page, unread: 0 }));
    });
    renderPage('/user/mymessage?type=interactive');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(location.current).toBe('/user/mymessage?type=interactive&page=2');
    expect(await screen.findByRole('link', { name: 'Reply to your topic 11' })).toBeInTheDocument();
    expect(inboxBodies().at(-1)).toMatchObject({ type: 'interactive', page: 2, page_size: 10 });
    // The pressed link is re-rendered with the new page: the keyboard user starts again at the list's heading.
    expect(screen.getByRole('heading', { level: 2, name: 'Replies to you' })).toHaveFocus();
  });

  it('marks one message read with its type and id, and the row loses its unread mark', async () => {
    server.on('POST', '/user/mymessage', formOk(inbox([message(7), message(8, { type: 'system' })])));
    server.on('POST', '/message/readAll', formOk({ updated: 1 }));
    renderPage('/user/mymessage');
    const row = (await screen.findByRole('link', { name: 'Reply to your topic 8' })).closest('li')!;
    await waitFor(() => expect(inboxStore.unread).toBe(2));

    fireEvent.click(within(row).getByRole('button', { name: /Mark as read/ }));
    await waitFor(() => expect(within(row).queryByRole('button', { name: /Mark as read/ })).toBeNull());
    expect(server.calls('POST', '/message/readAll').map((r) => r.body)).toEqual([
      { type: 'system', ids: [8], __token__: 'test-csrf-token' },
    ]);
    expect(within(row).getByRole('heading', { level: 3 })).not.toHaveTextContent('Unread');
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(inboxStore.unread).toBe(1);
  });

  it('marks every message of the tab read with the tab type and no ids', async () => {
    server.on('POST', '/user/mymessage', formOk(inbox([message(1), message(2)])));
    server.on('POST', '/message/readAll', formOk({ updated: 2 }));
    renderPage('/user/mymessage?type=interactive');
    await screen.findByRole('list', { name: 'Replies to you' });

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Everything is read')).toBeInTheDocument();
    expect(server.calls('POST', '/message/readAll').map((r) => r.body)).toEqual([{ type: 'interactive', __token__: 'test-csrf-token' }]);
    expect(screen.queryByRole('button', { name: /^Mark as read/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('keeps the unread marks when marking fails, and says why', async () => {
    server.on('POST', '/user/mymessage', formOk(inbox([message(1)])));
    server.on('POST', '/message/readAll', formFail('Please choose all, system or interactive messages.'));
    renderPage('/user/mymessage');
    await screen.findByRole('list', { name: 'All messages' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await server.settle();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Mark as read\s?: Reply to your topic 1$/ })).toBeInTheDocument();
  });

  it('lists the enquiries sent about yachts, each linking to its yacht, from the signed api', async () => {
    server.on(
      'GET',
      '/api/v1/user/leaveMessage',
      apiOk({
        items: [enquiry],
        total: 1,
        page: 1,
        pageSize: 10,
      }),
    );
    renderPage('/user/mymessage?type=enquiries');
    const list = await screen.findByRole('list', { name: 'Enquiries I sent' });
    expect(within(list).getByRole('link', { name: 'Hallberg-Rassy 40C' })).toHaveAttribute('href', '/yachts/used/41-hallberg-rassy-40c');
    expect(list).toHaveTextContent('Is the teak deck original?');
    expect(list).toHaveTextContent('Used yacht');
    expectFirstPageAsked(server, '/api/v1/user/leaveMessage');
  });

  it('shows an error with a retry that asks again', async () => {
    let attempt = 0;
    server.on('POST', '/user/mymessage', () =>
      ++attempt === 1 ? { status: 500, body: { code: 0, msg: 'Server busy' } } : formOk(inbox([message(1)])),
    );
    renderPage('/user/mymessage');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load your messages');
    expect(alert).toHaveTextContent('Server busy');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'All messages' })).toBeInTheDocument();
  });
});

describe('a message (/message/interactiveDetail/:id)', () => {
  it('shows the message with its sender, time, text and link, and the way back', async () => {
    server.on(
      'POST',
      '/message/interactiveDetail/5',
      formOk(message(5, { body: 'Thanks for the tip.\n\nThe marina in Split has space.' })),
    );
    server.on('POST', '/user/mymessage', formOk(inbox([], { unread: 0 })));
    renderPage('/message/interactiveDetail/5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Reply to your topic 5' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sailor 5' })).toHaveAttribute('href', '/account/information/m-5');
    expect(screen.getByText('The marina in Split has space.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to what this is about/ })).toHaveAttribute('href', '/community/topic/5');
    expect(screen.getByRole('link', { name: /Back to messages/ })).toHaveAttribute('href', '/user/mymessage');
  });

  it('names the way on “Open the conversation” for a notice of a conversation’s message', async () => {
    server.on('POST', '/message/interactiveDetail/6', formOk(message(6, { link: '/message/conversation/8' })));
    server.on('POST', '/user/mymessage', formOk(inbox([], { unread: 0 })));
    renderPage('/message/interactiveDetail/6');
    expect(await screen.findByRole('link', { name: /Open the conversation/ })).toHaveAttribute('href', '/message/conversation/8');
    expect(screen.queryByRole('link', { name: /Go to what this is about/ })).toBeNull();
  });

  it('the bare address opens the message named by ?id=, or the inbox without one', async () => {
    server.on('POST', '/message/interactiveDetail/5', formOk(message(5)));
    server.on('POST', '/user/mymessage', formOk(inbox([], { unread: 0 })));
    renderPage('/message/interactiveDetail?id=5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Reply to your topic 5' })).toBeInTheDocument();
    expect(location.current).toBe('/message/interactiveDetail/5');
  });

  it.each(['/message/interactiveDetail', '/message/interactiveDetail?id=abc', '/message/interactiveDetail/'])(
    '%s leads to the inbox',
    async (address) => {
      server.on('POST', '/user/mymessage', formOk(inbox([], { unread: 0 })));
      renderPage(address);
      expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
      expect(location.current).toBe('/user/mymessage');
    },
  );

  it('says when the message does not exist', async () => {
    server.on('POST', '/message/interactiveDetail/99', formFail('This message does not exist.', 0, 404));
    renderPage('/message/interactiveDetail/99');
    expect(await screen.findByRole('heading', { name: 'Message not found' })).toBeInTheDocument();
  });
});

describe('a visitor, or a login the api no longer accepts', () => {
  it('shows a visitor the login panel and asks the api nothing', async () => {
    beVisitor();
    renderPage('/user/mymessage');
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Log in to see your messages' })).toBeInTheDocument();
    await expectNothingAsked(server);
  });

  it.each([
    [400401, 'Please log in to continue.'],
    [400208, 'Your login has expired. Please log in again.'],
  ])('turns the page into the login panel on %i', async (code, msg) => {
    server.on('POST', '/user/mymessage', formFail(msg, code, 401));
    renderPage('/user/mymessage');
    // The page observes the one session store: the login is forgotten there and the panel takes the page's place.
    await waitFor(() => expect(sessionStore.isLoggedIn).toBe(false));
    expect(screen.getByRole('heading', { name: 'Log in to see your messages' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the "All" tab lists every kind', () => {
  const sent = {
    items: [enquiry],
    total: 1,
    page: 1,
    pageSize: 3,
  };

  it('shows an enquiry the member sent, not "No messages yet", when the inbox is empty', async () => {
    server.on('POST', '/user/mymessage', formOk(inbox([])));
    server.on('GET', '/api/v1/user/leaveMessage', apiOk(sent));
    renderPage('/user/mymessage');
    const list = await screen.findByRole('list', { name: 'Enquiries I sent' });
    expect(within(list).getByRole('link', { name: 'Hallberg-Rassy 40C' })).toHaveAttribute('href', '/yachts/used/41-hallberg-rassy-40c');
    expect(screen.queryByRole('heading', { name: 'No messages yet' })).toBeNull();
    expect(server.calls('GET', '/api/v1/user/leaveMessage')[0]?.query).toEqual({ page: '1', page_size: '3' });
  });

  it('shows them after the inbox, with a link to the rest', async () => {
    server.on('POST', '/user/mymessage', formOk(inbox([message(1)])));
    server.on('GET', '/api/v1/user/leaveMessage', apiOk({ ...sent, total: 5 }));
    renderPage('/user/mymessage');
    await screen.findByRole('list', { name: 'Enquiries I sent' });
    expect(screen.getByRole('list', { name: 'All messages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All 5 enquiries I sent' })).toHaveAttribute('href', '/user/mymessage?type=enquiries');
  });

  it('still says "No messages yet" when there is nothing of any kind', async () => {
    server.on('POST', '/user/mymessage', formOk(inbox([])));
    server.on('GET', '/api/v1/user/leaveMessage', apiOk({ ...sent, items: [], total: 0 }));
    renderPage('/user/mymessage');
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
  });
});
