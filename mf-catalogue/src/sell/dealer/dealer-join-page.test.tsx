import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEALER_API, DEALER_MESSAGES } from '@yachts/contracts/dealer-workspace';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { apiFail, apiOk, beVisitor, closeModals, expectNothingAsked, signedFields } from 'shared/testing';
import { withFakeApi } from '../../testing/fake-api';
import { renderSell } from '../testing/render-sell';
import { workspace } from './dealer-test-fixtures';

const server = withFakeApi({ member: 'crew-1' }, closeModals);
const TOKEN = 'a'.repeat(43);

describe('joining a dealer workspace (/sell/dealer/join?token=)', () => {
  beforeEach(() => server.on('GET', DEALER_API.workspace, apiFail(ErrorCode.NOT_FOUND, DEALER_MESSAGES.notMember, 404)));

  it('accepts the link’s invitation for the logged-in member and welcomes them', async () => {
    server.on('POST', DEALER_API.accept, apiOk(workspace({ role: 'staff' })));
    renderSell(paths.dealerJoin(TOKEN));
    const panel = await screen.findByRole('region', { name: 'Join a dealer workspace' });
    expect(server.calls('POST', DEALER_API.accept)).toHaveLength(0);
    fireEvent.click(within(panel).getByRole('button', { name: 'Accept the invitation' }));
    const welcome = await screen.findByRole('region', { name: 'Welcome to Riviera Yachts' });
    expect(signedFields(server.calls('POST', DEALER_API.accept)[0])).toEqual({ token: TOKEN });
    expect(within(welcome).getByRole('link', { name: 'Open the workspace' })).toHaveAttribute('href', paths.dealerWorkspace());
  });

  it('says when the link was used or replaced', async () => {
    server.on('POST', DEALER_API.accept, apiFail(ErrorCode.NOT_FOUND, DEALER_MESSAGES.tokenInvalid, 404));
    renderSell(paths.dealerJoin(TOKEN));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DEALER_MESSAGES.tokenInvalid);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept the invitation' })).toBeEnabled());
  });

  it('says a link without its token is incomplete', async () => {
    renderSell(paths.dealerJoin());
    expect(await screen.findByRole('region', { name: 'This invitation link is incomplete' })).toBeInTheDocument();
  });

  it('asks a visitor to log in first and asks the api nothing', async () => {
    beVisitor();
    renderSell(paths.dealerJoin(TOKEN));
    expect(await screen.findByRole('heading', { name: 'Log in to join the dealer workspace' })).toBeInTheDocument();
    await expectNothingAsked(server);
  });
});
