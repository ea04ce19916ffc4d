import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEALER_API, DEALER_MESSAGES } from '@yachts/contracts/dealer-workspace';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { apiFail, apiOk, clearToasts, closeModals, signedFields } from 'shared/testing';
import { withFakeApi } from '../../testing/fake-api';
import { renderSell } from '../testing/render-sell';
import { ownerAccount, staffMember, withWorkspace } from './dealer-test-fixtures';

const server = withFakeApi({ member: 'dealer-1' }, closeModals, clearToasts);

const invited = staffMember({ id: 8, email: 'new@riviera.example', name: null, status: 'invited', acceptedAt: null });

beforeEach(() => {
  withWorkspace(server);
  server.on('GET', DEALER_API.staff, apiOk([ownerAccount, staffMember({ accountEmail: 'ana.costa@mail.example' }), invited]));
});

async function openList() {
  renderSell(paths.dealerStaff());
  return screen.findByRole('list', { name: 'People (3)' });
}

describe('the staff (/sell/dealer/staff)', () => {
  it('lists the page’s account (not removable), the staff with the account that accepted, and open invitations', async () => {
    const list = await openList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Jules Martin')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('The account the dealer page belongs to')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByText(/accepted as ana.costa@mail.example/)).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Remove Ana Costa' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Invited', { selector: '.status-badge' })).toBeInTheDocument();
  });

  it('invites by e-mail with a role, says so and reads the list again', async () => {
    server.on('POST', DEALER_API.invite, apiOk(invited));
    await openList();
    const form = screen.getByRole('form', { name: 'Invite a colleague' });
    fireEvent.change(within(form).getByLabelText(/^E-mail address/), { target: { value: ' Crew@Riviera.example ' } });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'owner' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(server.calls('POST', DEALER_API.invite)).toHaveLength(1));
    expect(signedFields(server.calls('POST', DEALER_API.invite)[0])).toEqual({ email: 'crew@riviera.example', role: 'owner' });
    expect(await screen.findByText(DEALER_MESSAGES.invited('crew@riviera.example'), { selector: 'p[role="status"]' })).toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET', DEALER_API.staff)).toHaveLength(2));
    expect(within(form).getByLabelText(/^E-mail address/)).toHaveValue('');
  });

  it('checks the address before sending, and shows the api’s refusal', async () => {
    server.on('POST', DEALER_API.invite, apiFail(ErrorCode.BAD_REQUEST, DEALER_MESSAGES.staffFull, 409));
    await openList();
    const form = screen.getByRole('form', { name: 'Invite a colleague' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(form).findByText(DEALER_MESSAGES.email)).toBeInTheDocument();
    expect(server.calls('POST', DEALER_API.invite)).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/^E-mail address/), { target: { value: 'crew@riviera.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(DEALER_MESSAGES.staffFull);
  });

  it('removes someone only after the confirmation', async () => {
    server.on('POST', DEALER_API.remove, apiOk(null));
    const list = await openList();
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Ana Costa' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this person?' });
    expect(server.calls('POST', DEALER_API.remove)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.calls('POST', DEALER_API.remove)).toHaveLength(1));
    expect(signedFields(server.calls('POST', DEALER_API.remove)[0])).toEqual({ id: 7 });
    expect(await screen.findByText('Ana Costa was removed from the workspace.', { selector: 'p[role="status"]' })).toBeInTheDocument();
  });
});
