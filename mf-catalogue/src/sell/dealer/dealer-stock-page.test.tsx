import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEALER_API, DEALER_MESSAGES } from '@yachts/contracts/dealer-workspace';
import { paths } from '@yachts/contracts/paths';
import { apiOk, clearToasts, closeModals, signedFields, textsOf } from 'shared/testing';
import { withFakeApi } from '../../testing/fake-api';
import { location, renderSell } from '../testing/render-sell';
import { daysAgo, stockItem, stockPage, withWorkspace } from './dealer-test-fixtures';
import { confirmedText } from './stock-words';

const server = withFakeApi({ member: 'dealer-1' }, closeModals, clearToasts);

const princess = stockItem();
const lagoon = stockItem({
  kind: 'new',
  id: 9,
  title: 'Lagoon 46',
  url: '/yachts/new/9-lagoon-46',
  status: 'unconfirmed',
  price: 689_000,
  currency: 'EUR',
  confirmedAt: daysAgo(64),
  views30: 3,
  followers: 1,
  conversations: 0,
  conversations30: 0,
});

beforeEach(() => {
  withWorkspace(server);
  server.on(
    'GET',
    DEALER_API.stock,
    apiOk(stockPage([princess, lagoon], { total: 2, counts: { listed: 1, unconfirmed: 1, withdrawn: 4 } })),
  );
});

async function openTable() {
  renderSell(paths.dealerStock());
  return screen.findByRole('table', { name: '2 listings' });
}

describe('the stock (/sell/dealer/stock)', () => {
  it('shows each listing with its status, price, freshness and figures under the table’s headers', async () => {
    const table = await openTable();
    expect(server.calls('GET', DEALER_API.stock)[0]?.query).toEqual({ page: '1', page_size: '25' });
    const headers = textsOf(table, 'columnheader');
    expect(headers).toEqual(['', 'Listing', 'Status', 'Price', 'Freshness', 'Views (30 d)', 'Followers', 'Conversations', 'Actions']);
    const row = within(table).getByRole('row', { name: /Princess F55/ });
    expect(within(row).getByRole('link', { name: 'Princess F55' })).toHaveAttribute('href', '/yachts/used/301-princess-f55');
    expect(within(row).getByText('Listed')).toBeInTheDocument();
    expect(within(row).getByText('£1,150,000')).toBeInTheDocument();
    expect(within(row).getByText('confirmed 12 days ago')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '248' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '6 (2 in 30 d)' })).toBeInTheDocument();
    // Each listing leads to its figures by day, listed or not.
    expect(within(row).getByRole('link', { name: 'Figures of Princess F55' })).toHaveAttribute(
      'href',
      '/sell/dealer/figures?kind=idle&id=301',
    );
    // Off the market: no link to a page that answers 404, no price change.
    const off = within(table).getByRole('row', { name: /Lagoon 46/ });
    expect(within(off).queryByRole('link', { name: 'Lagoon 46' })).toBeNull();
    expect(within(off).getByRole('link', { name: 'Figures of Lagoon 46' })).toHaveAttribute(
      'href',
      paths.dealerFigures({ kind: 'new', id: 9 }),
    );
    expect(within(off).getByText('Not confirmed')).toBeInTheDocument();
    expect(within(off).queryByRole('button', { name: /Change price/ })).toBeNull();
    // The filters carry the counts and live in the address.
    const filters = screen.getByRole('navigation', { name: 'Status' });
    expect(within(filters).getByRole('link', { name: 'All (6)' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(filters).getByRole('link', { name: 'Withdrawn (4)' }));
    await waitFor(() => expect(location.current).toBe('/sell/dealer/stock?status=withdrawn'));
    await waitFor(() => expect(server.calls('GET', DEALER_API.stock).at(-1)?.query).toMatchObject({ status: 'withdrawn' }));
  });

  it('confirms the ticked listings after asking, and says the result in the live region', async () => {
    server.on('POST', DEALER_API.bulk, apiOk({ action: 'confirm', changed: 2, refused: 0 }));
    const table = await openTable();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all listings on this page' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(confirm);
    const dialog = screen.getByRole('dialog', { name: 'Confirm these 2 listings as still for sale?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.calls('POST', DEALER_API.bulk)).toHaveLength(1));
    expect(signedFields(server.calls('POST', DEALER_API.bulk)[0])).toEqual({
      action: 'confirm',
      items: [
        { kind: 'idle', id: 301 },
        { kind: 'new', id: 9 },
      ],
    });
    expect(await screen.findByText(DEALER_MESSAGES.bulkDone('confirm', 2, 0), { selector: 'p[role="status"]' })).toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET', DEALER_API.stock)).toHaveLength(2));
  });

  it('withdraws one ticked listing; cancelling the question sends nothing', async () => {
    server.on('POST', DEALER_API.bulk, apiOk({ action: 'withdraw', changed: 1, refused: 0 }));
    const table = await openTable();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Lagoon 46' }));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Withdraw this listing?' })).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('POST', DEALER_API.bulk)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Withdraw this listing?' })).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(server.calls('POST', DEALER_API.bulk)).toHaveLength(1));
    expect(signedFields(server.calls('POST', DEALER_API.bulk)[0])).toEqual({ action: 'withdraw', items: [{ kind: 'new', id: 9 }] });
  });

  it('changes a price inline through the workspace’s call', async () => {
    server.on('POST', DEALER_API.reprice, apiOk({ price: 1_090_000, previousPrice: 1_150_000, currency: 'GBP', changedAt: daysAgo(0) }));
    const table = await openTable();
    fireEvent.click(within(table).getByRole('button', { name: 'Change price of Princess F55' }));
    const form = within(table).getByRole('region', { name: 'Change the asking price' });
    fireEvent.change(within(form).getByLabelText('New asking price (GBP)'), { target: { value: '1090000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(server.calls('POST', DEALER_API.reprice)).toHaveLength(1));
    expect(signedFields(server.calls('POST', DEALER_API.reprice)[0])).toEqual({ kind: 'idle', id: 301, price: 1_090_000 });
  });
});

describe('how fresh a listing is', () => {
  it('counts whole days since the last confirmation', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(confirmedText('2026-11-29T08:00:00Z', now)).toBe('confirmed today');
    expect(confirmedText('2026-11-28T08:00:00Z', now)).toBe('confirmed yesterday');
    expect(confirmedText('2026-11-17T11:00:00Z', now)).toBe('confirmed 12 days ago');
  });
});
