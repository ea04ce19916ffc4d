import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from 'shared/session';
import { apiFail, apiOk } from 'shared/testing';
import { withFakeApi } from '../testing/fake-api';
import { newDetail, usedDetail } from '../testing/fixtures';
import { location, renderPage } from '../testing/render-page';
import { compareStore } from './compare-store';

const server = withFakeApi('visitor', () => sessionStore.setLengthUnit('m'));
beforeEach(() => {
  server.on('GET', '/api/v1/yachts/new/101', apiOk(newDetail()));
  server.on('GET', '/api/v1/yachts/idle/7', apiOk(usedDetail({ shownPrice: { amount: 309_750, currency: 'EUR' } })));
  server.on('GET', '/api/v1/yachts/idle/8', apiFail(400404, 'This yacht is no longer listed.', 404));
  act(() => compareStore.clear());
});

const table = () => screen.findByRole('table', { name: 'Compare yachts' });

describe('the compare page', () => {
  it('sets the yachts of the address side by side, marks the rows that differ, and can show only those', async () => {
    renderPage('/yachts/compare/?ids=new-101,idle-7');
    const compared = await table();
    const columns = within(compared).getAllByRole('columnheader');
    expect(columns.map((column) => within(column).getByRole('link').textContent)).toEqual(['Beneteau Oceanis 46.1', 'Hallberg-Rassy 40C']);
    expect(columns[1]).toHaveTextContent('≈ about €309,750 (asked as £265,000)');
    // Each yacht asked in the visitor's currency.
    expect(server.calls('GET', '/api/v1/yachts/idle/7')[0]?.query).toEqual({ currency: 'EUR' });
    const builder = within(compared)
      .getByRole('rowheader', { name: /^Builder/ })
      .closest('tr')!;
    expect(builder).toHaveClass('compare-differs');
    expect(within(compared).getByRole('rowheader', { name: 'Builder (differs)' })).toBeInTheDocument();
    const rows = () => within(compared).getAllByRole('row').length;
    const all = rows();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show only the differences' }));
    expect(rows()).toBeLessThanOrEqual(all);
    for (const header of within(compared).getAllByRole('rowheader')) expect(header.closest('tr')).toHaveClass('compare-differs');
    // The page's yachts are now the visitor's choice.
    await waitFor(() => expect(compareStore.href).toBe('/yachts/compare/?ids=new-101,idle-7'));
  });

  it('lengths follow the visitor’s unit', async () => {
    act(() => sessionStore.setLengthUnit('ft'));
    renderPage('/yachts/compare/?ids=new-101,idle-7');
    const row = within(await table())
      .getByRole('rowheader', { name: /^Length overall/ })
      .closest('tr')!;
    expect(row).toHaveTextContent(/48 ft/);
    await waitFor(() => expect(compareStore.ids).toHaveLength(2));
  });

  it('takes a yacht out, in place, and says when one is no longer listed', async () => {
    renderPage('/yachts/compare/?ids=new-101,idle-8,idle-7');
    expect(await screen.findByText(/One yacht of this comparison is no longer listed/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Beneteau Oceanis 46.1 from the comparison' }));
    await waitFor(() => expect(location.current).toBe('/yachts/compare/?ids=idle-8,idle-7'));
    expect(location.navigation).toBe('REPLACE');
    await waitFor(async () => expect(within(await table()).getAllByRole('columnheader')).toHaveLength(1));
  });

  it('says what to do when nothing is chosen', async () => {
    renderPage('/yachts/compare/');
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Nothing to compare yet' })).toBeInTheDocument();
    expect(server.calls('GET', '/api/v1/yachts/new/101')).toHaveLength(0);
  });
});
