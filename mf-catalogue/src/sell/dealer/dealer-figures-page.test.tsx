import { screen, within } from '@testing-library/react';
import { DEALER_FIGURES_API, DEALER_FIGURES_MESSAGES } from '@yachts/contracts/dealer-figures';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import { apiFail, apiOk, beVisitor, closeModals, expectNothingAsked, textsOf } from 'shared/testing';
import { withFakeApi } from '../../testing/fake-api';
import { renderSell } from '../testing/render-sell';
import { listingFromAddress } from './dealer-figures-page';
import { dealerFigures, expectNotDealerPanel } from './dealer-test-fixtures';

const server = withFakeApi({ member: 'dealer-1' }, closeModals);

const PRINCESS_TITLE = 'Views, follows, saves to compare and enquiries of the used yacht 301 over the last 3 days';

describe('the figures (/sell/dealer/figures)', () => {
  it('shows the whole stock: the title, the totals, the chart of the same query and the numbers by day', async () => {
    const stock = dealerFigures();
    server.on('GET', DEALER_FIGURES_API.figures, apiOk(stock));
    renderSell(paths.dealerFigures());
    expect(await screen.findByRole('heading', { level: 1, name: stock.title })).toBeInTheDocument();
    expect(server.calls('GET', DEALER_FIGURES_API.figures)[0]?.query).toEqual({});
    const totals = screen.getByRole('region', { name: 'Over the last 3 days' });
    expect(within(totals).getByText('Views').nextElementSibling).toHaveTextContent('6');
    expect(within(totals).getByText('Follows').nextElementSibling).toHaveTextContent('1');
    expect(within(totals).getByText('Saved to compare').nextElementSibling).toHaveTextContent('2');
    expect(within(totals).getByText('Enquiries').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByRole('img', { name: stock.title })).toHaveAttribute('src', DEALER_FIGURES_API.chart);
    // The whole stock needs no way back to itself.
    expect(screen.queryByRole('link', { name: 'Figures of the whole stock' })).toBeNull();
    expect(screen.getByRole('link', { name: /Dealer workspace/ })).toHaveAttribute('href', paths.dealerWorkspace());
  });

  it('gives the numbers as a table, a row per day, newest first as its caption says', async () => {
    server.on('GET', DEALER_FIGURES_API.figures, apiOk(dealerFigures()));
    renderSell(paths.dealerFigures());
    const table = await screen.findByRole('table', { name: 'Views, follows, saves to compare and enquiries by day, newest first' });
    const headers = textsOf(table, 'columnheader');
    expect(headers).toEqual(['Day', 'Views', 'Follows', 'Compared', 'Enquiries']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Sun, 29 Nov 2026',
      'Sat, 28 Nov 2026',
      'Fri, 27 Nov 2026',
    ]);
    expect(textsOf(rows[0]!, 'cell')).toEqual(['3', '0', '0', '1']);
    expect(textsOf(rows[2]!, 'cell')).toEqual(['1', '0', '2', '0']);
    // Folded under its summary on a phone; open where there is room (jsdom has no media queries: open).
    const details = table.closest('details');
    expect(details).toHaveAttribute('open');
    expect(within(details!).getByText('The numbers, day by day').tagName).toBe('SUMMARY');
  });

  it('shows one listing when the address names it, with the chart of that listing and a way back to the whole stock', async () => {
    server.on('GET', DEALER_FIGURES_API.figures, apiOk(dealerFigures(PRINCESS_TITLE)));
    renderSell(paths.dealerFigures({ kind: 'idle', id: 301 }));
    expect(await screen.findByRole('heading', { level: 1, name: PRINCESS_TITLE })).toBeInTheDocument();
    expect(server.calls('GET', DEALER_FIGURES_API.figures)[0]?.query).toEqual({ kind: 'idle', id: '301' });
    expect(screen.getByRole('img', { name: PRINCESS_TITLE })).toHaveAttribute('src', `${DEALER_FIGURES_API.chart}?kind=idle&id=301`);
    expect(screen.getByRole('link', { name: 'Figures of the whole stock' })).toHaveAttribute('href', paths.dealerFigures());
  });

  it('says in plain words when the listing is not the dealer’s, with the ways back', async () => {
    server.on('GET', DEALER_FIGURES_API.figures, apiFail(ErrorCode.NOT_FOUND, DEALER_FIGURES_MESSAGES.listing, 404));
    renderSell(paths.dealerFigures({ kind: 'new', id: 9 }));
    const panel = await screen.findByRole('region', { name: 'No figures for this listing' });
    expect(within(panel).getByText(DEALER_FIGURES_MESSAGES.listing)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Figures of the whole stock' })).toHaveAttribute('href', paths.dealerFigures());
    expect(within(panel).getByRole('link', { name: 'Your stock' })).toHaveAttribute('href', paths.dealerStock());
  });

  it('answers an address no listing can have without asking the api', async () => {
    renderSell('/sell/dealer/figures?kind=boat&id=x');
    expect(await screen.findByRole('region', { name: 'No figures for this listing' })).toBeInTheDocument();
    // Only the section's navigation asks for the workspace; the figures are not asked for.
    await server.settle();
    expect(server.calls('GET', DEALER_FIGURES_API.figures)).toEqual([]);
  });

  it('tells a member who works for no dealer, with the way back to selling', async () => {
    await expectNotDealerPanel(server, DEALER_FIGURES_API.figures, paths.dealerFigures(), 'No figures here');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('asks a visitor to log in and asks the api nothing', async () => {
    beVisitor();
    renderSell(paths.dealerFigures());
    expect(await screen.findByRole('heading', { name: 'Log in to see your figures' })).toBeInTheDocument();
    await expectNothingAsked(server);
  });
});

describe('the listing an address names', () => {
  it('reads the kind and the id, or none for the whole stock, and refuses anything else', () => {
    expect(listingFromAddress(new URLSearchParams(''))).toBeNull();
    expect(listingFromAddress(new URLSearchParams('kind=new&id=12'))).toEqual({ kind: 'new', id: 12 });
    for (const query of ['kind=new', 'id=3', 'kind=idle&id=0', 'kind=idle&id=-1', 'kind=idle&id=1.5', 'kind=sail&id=3']) {
      expect(listingFromAddress(new URLSearchParams(query))).toBe('unknown');
    }
  });
});
