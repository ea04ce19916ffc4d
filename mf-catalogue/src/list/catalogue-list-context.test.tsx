// A catalogue list in the visitor's currency, and a list of one dealer's yachts.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from 'shared/session';
import { apiFail, apiOk } from 'shared/testing';
import { listPage, summary } from '../testing/fixtures';
import { location, renderPage } from '../testing/render-page';
import { lastList, NEW_LIST, results, server, setUpCatalogueList, sidebar, USED_LIST, yachts } from '../testing/catalogue-list-setup';

setUpCatalogueList();

describe('prices in the visitor’s currency', () => {
  afterEach(() => act(() => sessionStore.setCurrency('EUR')));

  it('asks for the chosen currency, shows it beside each asking price, and says the date of the rates', async () => {
    act(() => sessionStore.setCurrency('USD'));
    server.on(
      'GET',
      NEW_LIST,
      apiOk({
        ...listPage([
          { ...yachts[0]!, shownPrice: { amount: 422_826, currency: 'USD' } },
          { ...yachts[1]!, shownPrice: { amount: 5_434_783, currency: 'USD' } },
        ]),
        conversion: { currency: 'USD', ratesDate: '2026-11-25' },
      }),
    );
    renderPage('/new-yachts-for-sale/');
    const [first] = within(await results()).getAllByRole('listitem');
    // Seen as "≈ US$422,826 €389,000"; heard as below.
    expect(first).toHaveTextContent('Base price ≈ about US$422,826 (asked as €389,000)');
    expect(lastList()?.query).toEqual({ currency: 'USD' });
    expect(server.calls('GET', '/api/v1/yachts/new/filters').at(-1)?.query).toEqual({ currency: 'USD' });
    expect(
      screen.getByText('Prices in US dollars at the exchange rates of 25 Nov 2026, with each asking price beside.'),
    ).toBeInTheDocument();
    expect(within(sidebar()).getByRole('group', { name: 'Price (US$)' })).toBeInTheDocument();
  });

  it('carries a link’s price bounds over into the visitor’s currency at the rates in force, in place', async () => {
    act(() => sessionStore.setCurrency('USD'));
    server.on('GET', '/api/v1/exchange-rates', apiOk({ date: '2026-11-25', perEuro: { EUR: 1, USD: 1.25, GBP: 0.8 } }));
    renderPage('/new-yachts-for-sale/?priceMin=100000&priceMax=300001');
    // The bounds were euros (no currency in the link): $125,000 to $375,002 (rounded outwards).
    await waitFor(() => expect(location.current).toBe('/new-yachts-for-sale/?priceMin=125000&priceMax=375002&currency=USD'));
    expect(location.navigation).toBe('REPLACE');
    await waitFor(() => expect(lastList()?.query).toEqual({ currency: 'USD', priceMin: '125000', priceMax: '375002' }));
    // Before the move the list was asked in the link's currency, so the bounds meant what the link said.
    expect(server.calls('GET', NEW_LIST)[0]?.query).toEqual({ currency: 'EUR', priceMin: '100000', priceMax: '300001' });
    expect(await screen.findByRole('link', { name: 'Remove Price US$125,000–US$375,002' })).toBeInTheDocument();
  });

  it('a typed price is in the visitor’s currency, and the address says so', async () => {
    act(() => sessionStore.setCurrency('GBP'));
    renderPage('/new-yachts-for-sale/');
    await results();
    const max = within(sidebar()).getByRole('spinbutton', { name: /^Max price/ });
    fireEvent.change(max, { target: { value: '500000' } });
    fireEvent.blur(max);
    await waitFor(() => expect(location.current).toBe('/new-yachts-for-sale/?priceMax=500000&currency=GBP'));
    await waitFor(() => expect(lastList()?.query).toEqual({ currency: 'GBP', priceMax: '500000' }));
  });
});

describe('one dealer’s yachts in a list (decision 028)', () => {
  const DEALER = { slug: 'azure-coast-yachting', name: 'Azure Coast Yachting', url: '/dealers/azure-coast-yachting' };
  const used = [summary({ kind: 'idle', id: 7, slug: 'hallberg-rassy-40c', builder: 'Hallberg-Rassy', model: '40C' })];

  beforeEach(() => {
    act(() => sessionStore.setCurrency('EUR'));
    server.on('GET', USED_LIST, apiOk({ ...listPage(used), dealer: DEALER }));
  });

  it('says whose yachts these are in the heading and a chip that removes the filter, keeping the others', async () => {
    renderPage('/used-yachts-for-sale/?type=sail&dealer=azure-coast-yachting');
    await results('Used yachts');
    expect(lastList(USED_LIST)?.query).toEqual({ type: 'sail', dealer: 'azure-coast-yachting', currency: 'EUR' });
    await waitFor(() =>
      expect(server.calls('GET', '/api/v1/yachts/idle/filters').at(-1)?.query).toEqual({
        type: 'sail',
        dealer: 'azure-coast-yachting',
        currency: 'EUR',
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Used yachts for sale from Azure Coast Yachting' })).toBeInTheDocument();
    expect(document.title).toBe('Used yachts for sale from Azure Coast Yachting · Yacht Harbour');
    expect(screen.getByRole('link', { name: 'See Azure Coast Yachting’s page' })).toHaveAttribute('href', '/dealers/azure-coast-yachting');
    expect(screen.getByRole('button', { name: 'Filters, 2 active' })).toBeInTheDocument();

    const chip = screen.getByRole('link', { name: 'Remove From Azure Coast Yachting' });
    expect(chip).toHaveAttribute('href', '/used-yachts-for-sale/?type=sail');
    fireEvent.click(chip);
    await waitFor(() => expect(location.current).toBe('/used-yachts-for-sale/?type=sail'));
    await waitFor(() => expect(lastList(USED_LIST)?.query).toEqual({ type: 'sail', currency: 'EUR' }));
    expect(screen.queryByRole('link', { name: /^Remove From/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Used yachts for sale' })).toBeInTheDocument();
  });

  it('names the dealer by its page’s slug until the list’s answer brings the name', async () => {
    let answer: (reply: ReturnType<typeof apiOk>) => void = () => undefined;
    server.on('GET', USED_LIST, () => new Promise((resolve) => (answer = resolve)));
    renderPage('/used-yachts-for-sale/?dealer=azure-coast-yachting');
    expect(screen.getByRole('link', { name: 'Remove From azure-coast-yachting' })).toHaveAttribute('href', '/used-yachts-for-sale/');
    expect(screen.getByRole('heading', { level: 1, name: 'Used yachts for sale' })).toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET', USED_LIST)).toHaveLength(1));
    // The answer arrives inside act, which waits for the renders it sets off.
    await act(() => Promise.resolve(answer(apiOk({ ...listPage(used), dealer: DEALER }))));
    expect(await screen.findByRole('link', { name: 'Remove From Azure Coast Yachting' })).toBeInTheDocument();
  });

  it('keeps the dealer when another filter changes, and in the filter form sent without a script', async () => {
    renderPage('/used-yachts-for-sale/?dealer=azure-coast-yachting');
    await results('Used yachts');
    const filterForm = sidebar().querySelector('form')!;
    expect([...new FormData(filterForm).entries()].filter(([, value]) => value !== '')).toEqual([
      ['dealer', 'azure-coast-yachting'],
      ['sort', 'newest'],
    ]);
    fireEvent.click(within(sidebar()).getByRole('checkbox', { name: /^Motor yacht( \(|$)/ }));
    await waitFor(() => expect(location.current).toBe('/used-yachts-for-sale/?type=motor&dealer=azure-coast-yachting'));
    expect(await screen.findByRole('link', { name: 'Remove From Azure Coast Yachting' })).toHaveAttribute(
      'href',
      '/used-yachts-for-sale/?type=motor',
    );
  });

  it('says when the dealer has nothing of this kind listed', async () => {
    server.on('GET', USED_LIST, apiOk({ ...listPage([]), dealer: DEALER }));
    renderPage('/used-yachts-for-sale/?dealer=azure-coast-yachting');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Azure Coast Yachting has no used yachts listed right now' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/used-yachts-for-sale/');
  });

  it('says when there is no such dealer, with the whole list and the directory instead of a retry', async () => {
    server.on('GET', USED_LIST, apiFail(400404, 'This dealer does not exist.', 404));
    server.on('GET', '/api/v1/yachts/idle/filters', apiFail(400404, 'This dealer does not exist.', 404));
    renderPage('/used-yachts-for-sale/?type=sail&dealer=gone-marine');
    expect(await screen.findByRole('heading', { level: 2, name: 'This dealer does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all used yachts' })).toHaveAttribute('href', '/used-yachts-for-sale/?type=sail');
    expect(screen.getByRole('link', { name: 'See all dealers and brokers' })).toHaveAttribute('href', '/dealers/');
    // Not an error a retry would mend.
    expect(screen.queryByText('We couldn’t load the yachts')).toBeNull();
  });

  it('leads from a list without a dealer to the directory of dealers and brokers', async () => {
    renderPage('/new-yachts-for-sale/');
    await results();
    expect(screen.getByRole('link', { name: 'dealers and brokers' })).toHaveAttribute('href', '/dealers/');
    expect(screen.queryByRole('link', { name: /^Remove From/ })).toBeNull();
  });
});
