import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NOTIFICATIONS_API, type Notifications, type UserMessage } from '@yachts/contracts/account';
import { apiOk, fakeServerPerTest, logInAs } from 'shared/testing';
import { sessionStore } from 'shared/session';
import { NotificationBell, badgeText } from './notification-bell';

type Stream = { url: string; emit: (type: string, data: unknown) => void; readyState: number };
const streams = () => (globalThis.EventSource as unknown as { instances: Stream[] }).instances;

/** Any string: the signature, which the signing tests check. */
const anyText: unknown = expect.any(String);

const server = fakeServerPerTest();
beforeEach(() => {
  logInAs('me-uuid', 'me-token');
});
afterEach(() => {
  act(() => sessionStore.forgetLogin());
});

const message = (id: number, title: string, read = false): UserMessage => ({
  id,
  type: 'interactive',
  title,
  body: title,
  link: '/community/topic/3',
  from: null,
  read,
  createdAt: '2026-11-27T10:00:00.000Z',
});

function renderBell() {
  return render(
    <MemoryRouter>
      <NotificationBell />
    </MemoryRouter>,
  );
}

describe('the bell', () => {
  it('counts the unread messages as the stream tells, without asking', () => {
    renderBell();
    const stream = streams().at(-1)!;
    expect(stream.url).toBe(NOTIFICATIONS_API.stream);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    act(() => stream.emit('unread', { unread: 2 }));
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toHaveTextContent('2');
    act(() => stream.emit('unread', { unread: 3 }));
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(server.calls('GET', NOTIFICATIONS_API.latest)).toHaveLength(0);
    expect(badgeText(150)).toBe('99+');
  });

  it('opens on the newest messages and marks the unread ones shown read; Escape closes it', async () => {
    const bell: Notifications = {
      unread: 2,
      items: [message(9, 'Ana replied to your topic'), message(8, 'Your alert found 2 yachts'), message(7, 'Welcome', true)],
    };
    server.on('GET', NOTIFICATIONS_API.latest, apiOk(bell));
    server.on('POST', NOTIFICATIONS_API.read, apiOk({ ...bell, unread: 0 }));
    renderBell();
    act(() => streams().at(-1)!.emit('unread', { unread: 2 }));
    const button = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    fireEvent.click(button);
    const list = await screen.findByRole('list', { name: 'Newest messages' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining('Ana replied to your topic'),
      expect.stringContaining('Your alert found 2 yachts'),
      expect.stringContaining('Welcome'),
    ]);
    expect(within(list).getByRole('link', { name: /Ana replied/ })).toHaveAttribute('href', '/message/interactiveDetail/9');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'true'));
    expect(server.calls('POST', NOTIFICATIONS_API.read)[0]?.body).toMatchObject({ ids: [9, 8], sign: anyText });
    fireEvent.keyDown(list, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it('closes when the pointer presses outside it, and links to the e-mail choices', async () => {
    server.on('GET', NOTIFICATIONS_API.latest, apiOk({ unread: 0, items: [] }));
    render(
      <MemoryRouter>
        <p>Elsewhere on the page</p>
        <NotificationBell />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('link', { name: 'E-mail settings' })).toHaveAttribute('href', '/user/notifications');
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(screen.getByText('Elsewhere on the page'));
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks every so often when the stream is closed to it', async () => {
    server.on('GET', NOTIFICATIONS_API.latest, apiOk({ unread: 4, items: [] }));
    renderBell();
    const stream = streams().at(-1)! as Stream & { onerror: (() => void) | null };
    act(() => {
      stream.readyState = 2;
      stream.onerror?.();
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
  });

  it('is not there for a visitor', () => {
    act(() => sessionStore.forgetLogin());
    renderBell();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });
});
