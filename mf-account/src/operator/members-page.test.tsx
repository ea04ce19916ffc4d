import { act, fireEvent, screen, within } from '@testing-library/react';
import { MEMBER_MESSAGES, OPERATOR_MEMBERS_API, type MemberRecord } from '@yachts/contracts/operators';
import { apiOk, location, operatorMe, operatorPerTest, operatorStandingPerTest, renderArea, standAsOperator } from 'shared/testing';
import AccountOperatorRoutes from './operator-routes';

const server = operatorPerTest('mod-1', 'mod-token');

const UUID = '6d1f2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c';
const member = (overrides: Partial<MemberRecord> = {}): MemberRecord => ({
  uuid: UUID,
  email: 'spam.sailor@example.com',
  name: 'Spam Sailor',
  role: 'member',
  email_verified: true,
  created_at: '2026-11-01T10:00:00.000Z',
  suspended_at: null,
  suspended_reason: null,
  logins: 2,
  ...overrides,
});
const page = (items: MemberRecord[]) => apiOk({ items, total: items.length, page: 1, pageSize: 20 });

operatorStandingPerTest();

const item = () => screen.getByRole('heading', { level: 2, name: 'Spam Sailor' }).closest('li') as HTMLElement;

describe('the members page', () => {
  it('searches from the address and keeps the search in it', async () => {
    server.on('GET', OPERATOR_MEMBERS_API.members, page([member()]));
    renderArea(AccountOperatorRoutes, `/members?q=${UUID}`);
    await screen.findByRole('heading', { level: 2, name: 'Spam Sailor' });
    expect(server.calls('GET', OPERATOR_MEMBERS_API.members)[0]?.query).toMatchObject({ q: UUID, page: '1' });
    expect(screen.getByRole('searchbox', { name: 'Find a member' })).toHaveValue(UUID);
    expect(item()).toHaveTextContent('2 devices logged in');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a member' }), { target: { value: ' spam ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await act(() => server.settle());
    expect(location.current).toBe('/operator/members?q=spam');
  });

  it('suspends only with a reason, which is sent, and offers no "end all logins" to a moderator', async () => {
    server.on('GET', OPERATOR_MEMBERS_API.members, page([member()]));
    server.on(
      'POST',
      OPERATOR_MEMBERS_API.suspend(UUID),
      apiOk(member({ suspended_at: '2026-11-27T10:00:00.000Z', suspended_reason: 'Spam.', logins: 0 })),
    );
    renderArea(AccountOperatorRoutes, '/members', { toasts: true });
    await screen.findByRole('heading', { level: 2, name: 'Spam Sailor' });
    expect(within(item()).queryByRole('button', { name: 'End all logins' })).toBeNull();
    fireEvent.click(within(item()).getByRole('button', { name: 'Suspend…' }));
    fireEvent.click(within(item()).getByRole('button', { name: 'Suspend' }));
    expect(within(item()).getByText(MEMBER_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(server.calls('POST', OPERATOR_MEMBERS_API.suspend(UUID))).toHaveLength(0);

    server.on(
      'GET',
      OPERATOR_MEMBERS_API.members,
      page([member({ suspended_at: '2026-11-27T10:00:00.000Z', suspended_reason: 'Spam.', logins: 0 })]),
    );
    fireEvent.change(within(item()).getByLabelText(/Why the account is suspended/), { target: { value: 'Spam.' } });
    fireEvent.click(within(item()).getByRole('button', { name: 'Suspend' }));
    expect(await within(item()).findByText('Suspended')).toBeInTheDocument();
    expect(server.calls('POST', OPERATOR_MEMBERS_API.suspend(UUID))[0]?.body).toEqual({ reason: 'Spam.' });
    expect(screen.getByRole('status')).toHaveTextContent('Spam Sailor is suspended and has been e-mailed why.');
    // Suspended: it can be lifted, not suspended again.
    expect(within(item()).getByRole('button', { name: 'Lift the suspension' })).toBeInTheDocument();
    expect(within(item()).queryByRole('button', { name: 'Suspend…' })).toBeNull();
  });

  it('lets an admin end every login of an account, and never offers to suspend an operator', async () => {
    standAsOperator(operatorMe({ role: 'admin' }));
    server.on('GET', OPERATOR_MEMBERS_API.members, page([member(), member({ uuid: 'op-2', name: 'Other Moderator', role: 'moderator' })]));
    server.on('POST', OPERATOR_MEMBERS_API.endLogins(UUID), apiOk({ expired: 2 }));
    renderArea(AccountOperatorRoutes, '/members', { toasts: true });
    await screen.findByRole('heading', { level: 2, name: 'Spam Sailor' });
    const operator = screen.getByRole('heading', { level: 2, name: 'Other Moderator' }).closest('li') as HTMLElement;
    expect(within(operator).queryByRole('button', { name: 'Suspend…' })).toBeNull();
    fireEvent.click(within(item()).getByRole('button', { name: 'End all logins' }));
    await act(() => server.settle());
    expect(server.calls('POST', OPERATOR_MEMBERS_API.endLogins(UUID))).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Every login of Spam Sailor has ended.');
  });
});
