import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccountUser } from '@yachts/contracts/account';
import { modalStore, MODAL_IDS } from 'shared/modals';
import { acceptCookies, apiFail, apiOk, closeModals, fakeServerPerTest, formOk, logInAs } from 'shared/testing';
import { renderPage } from '../testing/render-page';

const user: AccountUser = {
  uuid: 'me-1',
  name: 'Marta Quay',
  email: 'marta@example.com',
  avatarUrl: null,
  emailVerified: false,
  createdAt: '2025-04-02T10:00:00.000Z',
};

const server = fakeServerPerTest(closeModals);

beforeAll(acceptCookies);
beforeEach(() => {
  logInAs('me-1');
  server.on('POST', '/user/mymessage', formOk({ items: [], total: 0, page: 1, pageSize: 1, unread: 3 }));
  server.on(
    'GET',
    '/api/v1/user/me-1/profile',
    apiOk({ uuid: 'me-1', name: 'Marta Quay', avatarUrl: null, joinedAt: user.createdAt, topicCount: 5, articleCount: 2, replyCount: 17 }),
  );
  server.on('GET', '/api/v1/user/yacht', apiOk({ items: [], total: 6, page: 1, pageSize: 1 }));
});

describe('the account overview (/account/information)', () => {
  it('shows who is logged in, the unverified e-mail address and a button that opens the verification modal for it', async () => {
    server.on('POST', '/user/profile', formOk(user));
    renderPage('/account/information');
    const card = await screen.findByRole('region', { name: 'Marta Quay' });
    expect(within(card).getByRole('img', { name: 'Your profile photo' })).toBeInTheDocument();
    expect(card).toHaveTextContent('marta@example.com');
    expect(within(card).getByText('Not verified')).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Verify e-mail' }));
    expect(modalStore.active).toBe(MODAL_IDS.emailVerify);
    expect(modalStore.props).toEqual({ email: 'marta@example.com' });
    act(() => modalStore.close());
    fireEvent.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(modalStore.active).toBe(MODAL_IDS.changePassword);
    fireEvent.click(within(card).getByRole('button', { name: 'Change e-mail' }));
    expect(modalStore.active).toBe(MODAL_IDS.changeEmail);
    expect(within(card).getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/user/profile');
  });

  it('marks a verified address and offers no verification', async () => {
    server.on('POST', '/user/profile', formOk({ ...user, emailVerified: true }));
    renderPage('/account/information');
    const card = await screen.findByRole('region', { name: 'Marta Quay' });
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Verify e-mail' })).toBeNull();
  });

  it('shows the counts, each linking to its page, and a dash for a count that could not be read', async () => {
    server.on('POST', '/user/profile', formOk(user));
    server.on('GET', '/api/v1/user/yacht', apiFail(500000, 'down', 500));
    renderPage('/account/information');
    const activity = await screen.findByRole('region', { name: 'Your activity' });
    await waitFor(() => expect(within(activity).getByRole('link', { name: /Topics/ })).toHaveTextContent('5Topics'));
    expect(within(activity).getByRole('link', { name: /Replies/ })).toHaveTextContent('17Replies');
    expect(within(activity).getByRole('link', { name: /Unread messages/ })).toHaveTextContent('3Unread messages');
    expect(within(activity).getByRole('link', { name: /Followed yachts/ })).toHaveTextContent('–Followed yachts');
    expect(within(activity).getByRole('link', { name: /Followed yachts/ })).toHaveAttribute('href', '/user/myFollow');
  });
});
