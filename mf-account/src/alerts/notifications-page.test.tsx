import { act, fireEvent, screen } from '@testing-library/react';
import { EMAIL_NOTICE_DEFAULTS, EMAIL_SETTINGS_MESSAGES } from '@yachts/contracts/account';
import { sessionStore } from 'shared/session';
import { apiFail, apiOk, signedFields } from 'shared/testing';
import { withMemberServer } from '../testing/member-server';
import { renderPage } from '../testing/render-page';

const EMAIL = '/api/v1/notifications/email';
const server = withMemberServer();
beforeEach(() => {
  server.on('GET', EMAIL, apiOk(EMAIL_NOTICE_DEFAULTS));
});

const signedBody = () => signedFields(server.calls('POST', EMAIL).at(-1));

describe('notifications (/user/notifications)', () => {
  it('shows a switch per kind with its hint, the member’s choices checked, and what is always e-mailed', async () => {
    renderPage('/user/notifications');
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const replies = await screen.findByRole('checkbox', { name: 'Replies' });
    expect(replies).toBeChecked();
    expect(replies).toHaveAccessibleDescription('Comments on my topics and articles, and replies to my comments');
    expect(screen.getByRole('checkbox', { name: 'Mentions' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Praise' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Price drops' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Always e-mailed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose them on your saved searches' })).toHaveAttribute('href', '/user/mySearch');
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
  });

  it('saves a change at once, signed, with only that kind, and says so', async () => {
    server.on('POST', EMAIL, apiOk({ ...EMAIL_NOTICE_DEFAULTS, praise: true }));
    renderPage('/user/notifications');
    const praise = await screen.findByRole('checkbox', { name: 'Praise' });
    fireEvent.click(praise);
    expect(await screen.findByText('Saved: we e-mail you praise.')).toBeInTheDocument();
    expect(praise).toBeChecked();
    expect(signedBody()).toEqual({ praise: true });
  });

  it('keeps the choice and shows the api’s words when the change is refused', async () => {
    server.on('POST', EMAIL, apiFail(400100, EMAIL_SETTINGS_MESSAGES.invalid));
    renderPage('/user/notifications');
    const replies = await screen.findByRole('checkbox', { name: 'Replies' });
    fireEvent.click(replies);
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_SETTINGS_MESSAGES.invalid);
    expect(replies).toBeChecked();
  });

  it('asks a visitor to log in and loads nothing', () => {
    act(() => sessionStore.forgetLogin());
    renderPage('/user/notifications');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(server.calls('GET', EMAIL)).toHaveLength(0);
  });
});
