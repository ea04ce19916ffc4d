import { screen, within } from '@testing-library/react';
import { DEALER_API, DEALER_MESSAGES } from '@yachts/contracts/dealer-workspace';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { apiFail, beVisitor, closeModals, expectNothingAsked } from 'shared/testing';
import { withFakeApi } from '../../testing/fake-api';
import { renderSell } from '../testing/render-sell';
import { responseTimeWords } from './dealer-overview-page';
import { withWorkspace, workspace } from './dealer-test-fixtures';

const server = withFakeApi({ member: 'dealer-1' }, closeModals);

describe('the dealer workspace (/sell/dealer)', () => {
  it('shows the dealer with its Verified badge, the counts and the way to every part', async () => {
    withWorkspace(server);
    renderSell(paths.dealerWorkspace());
    const heading = await screen.findByRole('heading', { level: 1, name: /Riviera Yachts/ });
    expect(within(heading).getByText('Verified dealer')).toBeInTheDocument();
    const counts = screen.getByRole('region', { name: 'Your listings' });
    expect(within(counts).getByText('Listed').nextElementSibling).toHaveTextContent('14');
    expect(within(counts).getByText('Not confirmed').nextElementSibling).toHaveTextContent('2');
    expect(within(counts).getByText('Withdrawn').nextElementSibling).toHaveTextContent('5');
    const parts = screen.getByRole('navigation', { name: 'Workspace' });
    expect(within(parts).getByRole('link', { name: 'Stock' })).toHaveAttribute('href', paths.dealerStock());
    expect(within(parts).getByRole('link', { name: 'Figures' })).toHaveAttribute('href', '/sell/dealer/figures');
    expect(within(parts).getByRole('link', { name: 'Dealer page' })).toHaveAttribute('href', paths.dealerProfile());
    expect(within(parts).getByRole('link', { name: 'Staff' })).toHaveAttribute('href', paths.dealerStaff());
    expect(within(parts).getByRole('link', { name: 'Stock feeds' })).toHaveAttribute('href', '/sell/dealer/feeds');
    expect(within(parts).getByRole('link', { name: 'Conversations' })).toHaveAttribute('href', '/user/conversations?role=selling');
    expect(screen.getByRole('link', { name: 'View the public page' })).toHaveAttribute('href', '/dealers/riviera-yachts');
    // The sell area's navigation leads here too, marked as the page shown.
    const nav = screen.getByRole('navigation', { name: 'Selling' });
    expect(within(nav).getByRole('link', { name: 'Dealer workspace' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives staff the stock and the conversations but not the page or the staff', async () => {
    withWorkspace(server, workspace({ role: 'staff', verified: false }));
    renderSell(paths.dealerWorkspace());
    const parts = await screen.findByRole('navigation', { name: 'Workspace' });
    expect(within(parts).getByRole('link', { name: 'Stock' })).toBeInTheDocument();
    expect(within(parts).getByRole('link', { name: 'Figures' })).toBeInTheDocument();
    expect(within(parts).queryByRole('link', { name: 'Dealer page' })).toBeNull();
    expect(within(parts).queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(screen.queryByText('Verified dealer')).toBeNull();
    expect(screen.getByText(/has not checked the trader details yet/)).toBeInTheDocument();
  });

  it('says how quickly the dealer replies, and when there are too few conversations to say', async () => {
    withWorkspace(
      server,
      workspace({ responseTime: { text: 'usually replies within 3 hours', medianMinutes: 180, within24h: 0.916, threads: 25 } }),
    );
    const view = renderSell(paths.dealerWorkspace());
    const card = await screen.findByRole('region', { name: 'How quickly you reply' });
    expect(
      within(card).getByText('Usually replies within 3 hours · 92% of buyers answered within 24 hours, over 25 conversations in 90 days'),
    ).toBeInTheDocument();
    view.unmount();

    withWorkspace(server, workspace({ responseTime: null }));
    renderSell(paths.dealerWorkspace());
    const none = await screen.findByRole('region', { name: 'How quickly you reply' });
    expect(within(none).getByText('Not enough conversations in the last 90 days to say how quickly you reply.')).toBeInTheDocument();
  });

  it('puts the response time in words: the api’s text capitalised, the share in whole percent', () => {
    expect(responseTimeWords({ text: 'usually replies within a day', medianMinutes: 900, within24h: 2 / 3, threads: 3 })).toBe(
      'Usually replies within a day · 67% of buyers answered within 24 hours, over 3 conversations in 90 days',
    );
  });

  it('tells a member who works for no dealer, and leaves the navigation without the workspace', async () => {
    server.on('GET', DEALER_API.workspace, apiFail(ErrorCode.NOT_FOUND, DEALER_MESSAGES.notMember, 404));
    renderSell(paths.dealerWorkspace());
    const panel = await screen.findByRole('region', { name: 'No dealer workspace' });
    expect(within(panel).getByText(DEALER_MESSAGES.notMember)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Selling' });
    expect(within(nav).queryByRole('link', { name: 'Dealer workspace' })).toBeNull();
  });

  it('asks a visitor to log in and asks the api nothing', async () => {
    beVisitor();
    renderSell(paths.dealerWorkspace());
    expect(await screen.findByRole('heading', { name: 'Log in to open your dealer workspace' })).toBeInTheDocument();
    await expectNothingAsked(server);
  });
});
