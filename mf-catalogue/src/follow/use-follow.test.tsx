// The follow call's client comes with the first press (use-follow.ts). When it cannot be fetched, the press says the
// network is down, in the site's words, keeps the state, and the next press tries again.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toastStore } from 'shared/ui';
import { apiOk, clearToasts, fakeServerPerTest, logInAs } from 'shared/testing';
import { NETWORK_ERROR_TEXT } from 'shared/api';
import { useFollow } from './use-follow';

let mockFetchFails = false;
jest.mock('shared/catalogue', () => {
  if (mockFetchFails) throw new Error('Loading script failed.');
  return jest.requireActual<typeof import('shared/catalogue')>('shared/catalogue');
});

function Heart() {
  const { followed, busy, toggle } = useFollow({ kind: 'idle', id: 7, name: 'Hallberg-Rassy 40C', followed: false, followers: 3 });
  return (
    <button type="button" aria-pressed={followed} aria-busy={busy || undefined} onClick={toggle}>
      Follow
    </button>
  );
}

const server = fakeServerPerTest(clearToasts);
beforeEach(() => logInAs('me-1'));

it('says the network is down when the follow call’s code cannot be fetched, and fetches it with the next press', async () => {
  server.on('POST', '/api/v1/yachts/idle/7/follow', apiOk({ followed: true, followers: 4 }));
  render(<Heart />);
  const heart = screen.getByRole('button', { name: 'Follow' });
  mockFetchFails = true;
  fireEvent.click(heart);
  await waitFor(() => expect(toastStore.toasts.map((toast) => toast.text)).toContain(NETWORK_ERROR_TEXT));
  expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(server.calls('POST', '/api/v1/yachts/idle/7/follow')).toEqual([]);

  mockFetchFails = false;
  await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
  fireEvent.click(heart);
  await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  expect(server.calls('POST', '/api/v1/yachts/idle/7/follow')).toHaveLength(1);
});
