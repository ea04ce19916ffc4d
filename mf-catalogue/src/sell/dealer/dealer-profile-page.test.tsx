import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEALER_API, DEALER_MESSAGES } from '@yachts/contracts/dealer-workspace';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { apiFail, apiOk, clearToasts, closeModals, signedFields } from 'shared/testing';
import { withFakeApi } from '../../testing/fake-api';
import { renderSell } from '../testing/render-sell';
import { withWorkspace, workspace } from './dealer-test-fixtures';

const server = withFakeApi({ member: 'dealer-1' }, closeModals, clearToasts);

async function openForm() {
  renderSell(paths.dealerProfile());
  return screen.findByRole('form', { name: 'Dealer page' });
}

describe('the dealer page form (/sell/dealer/profile)', () => {
  beforeEach(() => withWorkspace(server));

  it('starts from what the page shows: the fields, the ticked languages and the others typed', async () => {
    const form = await openForm();
    expect(within(form).getByLabelText('Address')).toHaveValue('12 Quai des Yachts, Antibes');
    expect(within(form).getByLabelText(/^Phone/)).toHaveValue('+33 4 93 34 00 00');
    expect(within(form).getByLabelText(/^Opening hours/)).toHaveValue('Mon-Fri 9:00-18:00');
    expect(within(form).getByRole('checkbox', { name: 'English' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'German' })).not.toBeChecked();
    expect(within(form).getByLabelText(/^Other languages/)).toHaveValue('Maltese');
    expect(within(form).getByRole('group', { name: 'Logo' })).toBeInTheDocument();
  });

  it('says under each field what is wrong and sends nothing', async () => {
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText(/^Phone/), { target: { value: 'call us' } });
    fireEvent.change(within(form).getByLabelText(/^Website/), { target: { value: 'ftp://files.example.com' } });
    fireEvent.change(within(form).getByLabelText(/^Other languages/), { target: { value: 'Maltese, <b>Klingon</b>' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the dealer page' }));
    expect(await within(form).findByText(DEALER_MESSAGES.phone)).toBeInTheDocument();
    expect(within(form).getByText(DEALER_MESSAGES.website)).toBeInTheDocument();
    expect(within(form).getByText(DEALER_MESSAGES.language)).toBeInTheDocument();
    await server.settle();
    expect(server.calls('POST', DEALER_API.profile)).toHaveLength(0);
  });

  it('sends every field, the languages in one list, and says it was saved', async () => {
    server.on('POST', DEALER_API.profile, apiOk(workspace()));
    const form = await openForm();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'German' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'English' }));
    fireEvent.change(within(form).getByLabelText(/^Other languages/), { target: { value: 'maltese, estonian' } });
    fireEvent.change(within(form).getByLabelText(/^Website/), { target: { value: 'riviera-yachts.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the dealer page' }));
    await waitFor(() => expect(server.calls('POST', DEALER_API.profile)).toHaveLength(1));
    expect(signedFields(server.calls('POST', DEALER_API.profile)[0])).toEqual({
      address: '12 Quai des Yachts, Antibes',
      phone: '+33 4 93 34 00 00',
      opening_hours: 'Mon-Fri 9:00-18:00',
      languages: ['French', 'German', 'Maltese', 'Estonian'],
      about: 'Family-run brokerage since 1987.',
      website: 'riviera-yachts.example',
      logo_url: '',
    });
    expect(await within(form).findByText(DEALER_MESSAGES.profileSaved, { selector: 'p[role="status"]' })).toBeInTheDocument();
  });

  it('shows the api’s refusal above the button', async () => {
    server.on('POST', DEALER_API.profile, apiFail(ErrorCode.BAD_REQUEST, DEALER_MESSAGES.logoUrl, 400));
    const form = await openForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Save the dealer page' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(DEALER_MESSAGES.logoUrl);
  });

  it('tells staff the page is for the owners', async () => {
    withWorkspace(server, workspace({ role: 'staff' }));
    renderSell(paths.dealerProfile());
    const panel = await screen.findByRole('region', { name: 'For the dealer’s owners' });
    expect(within(panel).getByText(DEALER_MESSAGES.ownersOnly)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Dealer page' })).toBeNull();
  });
});
