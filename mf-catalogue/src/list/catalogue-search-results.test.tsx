// A catalogue search: keywords in the path, the search box, and what a search that finds nothing offers.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@yachts/contracts/rules';
import { toastStore } from 'shared/ui';
import { apiOk } from 'shared/testing';
import { listPage } from '../testing/fixtures';
import { history, location, renderPage } from '../testing/render-page';
import { lastList, NEW_LIST, results, server, setUpCatalogueList, sidebar, USED_LIST, yachts } from '../testing/catalogue-list-setup';

setUpCatalogueList();

describe('search results', () => {
  it('passes the keywords of the path to the api as q, ranked best match first by default', async () => {
    server.on('GET', NEW_LIST, apiOk({ ...listPage(yachts.slice(0, 1), 1), sort: 'relevance' }));
    renderPage('/new-yachts-for-sale/sun%20odyssey/?type=sail');
    await results();
    expect(lastList()?.query).toEqual({ currency: 'EUR', q: 'sun odyssey', type: 'sail' });
    expect(screen.getByText('1 result for “sun odyssey”')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('sun odyssey');
    expect(document.title).toBe('“sun odyssey” in new yachts · Yacht Harbour');
    expect(screen.getByRole('link', { name: 'Remove “sun odyssey”' })).toBeInTheDocument();
  });

  it('searches from the list page into the keywords path, keeping the filters', async () => {
    renderPage('/used-yachts-for-sale/?type=sail&page=3');
    await screen.findByText('0 used yachts');
    const search = screen.getByRole('search', { name: 'Search used yachts' });
    fireEvent.change(within(search).getByRole('searchbox', { name: 'Keywords' }), { target: { value: 'Swan 48' } });
    fireEvent.submit(search);
    await waitFor(() => expect(location.current).toBe('/used-yachts-for-sale/Swan%2048/?type=sail'));
    await waitFor(() => expect(lastList(USED_LIST)?.query).toEqual({ currency: 'EUR', q: 'Swan 48', type: 'sail' }));
  });

  it('asks for keywords when the box is blank, and a blank search on a results page shows the whole list', async () => {
    renderPage('/new-yachts-for-sale/');
    await results();
    fireEvent.submit(screen.getByRole('search', { name: 'Search new yachts' }));
    expect(toastStore.toasts.map((toast) => toast.text)).toEqual([MESSAGES.keywords]);
    expect(location.current).toBe('/new-yachts-for-sale/');

    act(() => void history.navigate!('/new-yachts-for-sale/oceanis/?sort=price-asc'));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('oceanis'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Keywords' }), { target: { value: '  ' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Search new yachts' }));
    await waitFor(() => expect(location.current).toBe('/new-yachts-for-sale/?sort=price-asc'));
  });

  it('moves a ?q= link to the address the header search would have opened', async () => {
    renderPage('/used-yachts-for-sale/?q=hallberg&type=sail');
    await waitFor(() => expect(location.current).toBe('/used-yachts-for-sale/hallberg/?type=sail'));
    expect(location.navigation).toBe('REPLACE');
    await waitFor(() => expect(lastList(USED_LIST)?.query).toEqual({ currency: 'EUR', q: 'hallberg', type: 'sail' }));
  });

  it('without a script: the sort is sent with the filter form to the keywords path, the search form sends ?q= with the rest', async () => {
    renderPage('/used-yachts-for-sale/oceanis/?type=sail&sort=price-asc&page=3');
    await screen.findByText('0 results for “oceanis”');
    const filterForm = sidebar().querySelector('form')!;
    expect(filterForm).toHaveAttribute('method', 'get');
    expect(filterForm).toHaveAttribute('action', '/used-yachts-for-sale/oceanis/');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveAttribute('name', 'sort');
    expect((sort as HTMLSelectElement).form).toBe(filterForm);
    const sent = [...new FormData(filterForm).entries()].filter(([, value]) => value !== '');
    expect(sent).toEqual([
      ['type', 'sail'],
      ['sort', 'price-asc'],
    ]);

    const search = screen.getByRole<HTMLFormElement>('search', { name: 'Search used yachts' });
    expect(search).toHaveAttribute('method', 'get');
    expect(search).toHaveAttribute('action', '/used-yachts-for-sale/');
    expect([...new FormData(search).entries()]).toEqual([
      ['type', 'sail'],
      ['sort', 'price-asc'],
      ['q', 'oceanis'],
    ]);
  });

  it('offers the other catalogue when a search finds nothing', async () => {
    server.on('GET', NEW_LIST, apiOk(listPage([])));
    renderPage('/new-yachts-for-sale/nautor%20swan/');
    expect(await screen.findByRole('heading', { name: 'No new yachts match “nautor swan”' })).toBeInTheDocument();
    expect(screen.getByText('0 results for “nautor swan”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search used yachts for “nautor swan”' })).toHaveAttribute(
      'href',
      '/used-yachts-for-sale/nautor%20swan/',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Show all new yachts' }));
    await waitFor(() => expect(location.current).toBe('/new-yachts-for-sale/'));
  });
});
