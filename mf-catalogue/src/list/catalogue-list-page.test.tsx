import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiOk, expectAlertThenTryAgain, expectTexts, failOnceThen, textsOf } from 'shared/testing';
import { listPage, summary } from '../testing/fixtures';
import { history, location, renderPage } from '../testing/render-page';
import { lastList, NEW_LIST, results, server, setUpCatalogueList, sidebar, USED_LIST, yachts } from '../testing/catalogue-list-setup';

setUpCatalogueList();

describe('a catalogue list', () => {
  it('shows skeleton cards while loading, then the yachts as cards with the count and a page title', async () => {
    renderPage('/new-yachts-for-sale/');
    expect(await screen.findByText('Loading new yachts…')).toBeInTheDocument();
    const list = await results();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('Beneteau Oceanis 46.1');
    expect(within(first!).getByRole('link', { name: 'Beneteau Oceanis 46.1' })).toHaveAttribute(
      'href',
      '/yachts/101-beneteau-oceanis-46-1',
    );
    expectTexts(first!, ['14.6 m (48 ft)', '3 cabins', 'La Rochelle, France', '€389,000']);
    expectTexts(second!, ['£4,250,000', 'Plymouth, United Kingdom']);
    expect(screen.getByText('2 new yachts')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'New yachts for sale' })).toBeInTheDocument();
    expect(document.title).toBe('New yachts for sale · Yacht Harbour');
    expect(lastList()?.query).toEqual({ currency: 'EUR' });
  });

  it('asks for the filter counts under the list’s filters and words, not its sort or page, and again when they change', async () => {
    server.on('GET', USED_LIST, apiOk(listPage([summary({ kind: 'idle', id: 7 })], 30, 2)));
    renderPage('/used-yachts-for-sale/beneteau/?type=sail&sort=price-asc&page=2');
    await results('Used yachts');
    const filterCalls = () => server.calls('GET', '/api/v1/yachts/idle/filters');
    await waitFor(() => expect(filterCalls().at(-1)?.query).toEqual({ currency: 'EUR', q: 'beneteau', type: 'sail' }));
    fireEvent.click(within(sidebar()).getByRole('checkbox', { name: /^Motor yacht( \(|$)/ }));
    await waitFor(() => expect(filterCalls().at(-1)?.query).toEqual({ currency: 'EUR', q: 'beneteau', type: 'sail,motor' }));
  });

  it('says "10,000+" when the total stopped at the cap, pages as far as the cap, and says so on the last page', async () => {
    server.on('GET', USED_LIST, apiOk(listPage([summary({ kind: 'idle', id: 7 })], 10_000, 1, 24, true)));
    renderPage('/used-yachts-for-sale/');
    await results('Used yachts');
    expect(screen.getByText('10,000+ used yachts')).toBeInTheDocument();
    // 10,000 yachts in pages of 24: the last page is 417.
    expect(screen.getByRole('navigation', { name: /pages/i })).toHaveTextContent('417');
    expect(screen.queryByText(/Lists show their first/)).not.toBeInTheDocument();

    server.on('GET', USED_LIST, apiOk(listPage([summary({ kind: 'idle', id: 8 })], 10_000, 417, 24, true)));
    renderPage('/used-yachts-for-sale/?q=oceanis&page=417');
    expect(await screen.findByText('10,000+ results for “oceanis”')).toBeInTheDocument();
    expect(screen.getByText('Lists show their first 10,000 yachts. Add a filter or search words to see the others.')).toBeInTheDocument();
  });

  it('reads the filters, sort and page from the address and asks the api with the same names', async () => {
    server.on('GET', USED_LIST, apiOk(listPage([summary({ kind: 'idle', id: 7, condition: 'good' })], 30, 2)));
    renderPage(
      '/used-yachts-for-sale/?type=sail,motor&builder=Jeanneau&priceMax=300000&cabins=3&condition=good&location=Palma&sort=price-asc&page=2',
    );
    await results('Used yachts');
    expect(lastList(USED_LIST)?.query).toEqual({
      currency: 'EUR',
      type: 'sail,motor',
      builder: 'Jeanneau',
      condition: 'good',
      priceMax: '300000',
      cabins: '3',
      page: '2',
      location: 'Palma',
      sort: 'price-asc',
    });
    const filters = sidebar();
    expect(within(filters).getByRole('checkbox', { name: /^Sailing yacht( \(|$)/ })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: /^Motor yacht( \(|$)/ })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: /^Catamaran( \(|$)/ })).not.toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: /^Jeanneau/ })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: /^Good( \(|$)/ })).toBeChecked();
    expect(within(filters).getByRole('spinbutton', { name: 'Max price in euros' })).toHaveValue(300000);
    expect(within(filters).getByRole('combobox', { name: 'Cabins' })).toHaveValue('3');
    expect(within(filters).getByRole('combobox', { name: 'Location' })).toHaveValue('Palma');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual([
      'Remove Sailing yacht',
      'Remove Motor yacht',
      'Remove Jeanneau',
      'Remove Price up to €300,000',
      'Remove 3+ cabins',
      'Remove In Palma',
      'Remove Good',
    ]);
    expect(screen.getByText('30 used yachts')).toBeInTheDocument();
  });

  it('drops what it does not understand from a hand-edited link', async () => {
    renderPage('/new-yachts-for-sale/?type=sail,rowing&condition=good&sort=relevance&page=-2&cabins=lots');
    await results();
    // Condition is for used yachts; "best match" needs words; page and cabins must be numbers.
    expect(lastList()?.query).toEqual({ currency: 'EUR', type: 'sail' });
  });

  it('changing a filter goes back to the first page and keeps the rest; Back returns to the list before', async () => {
    renderPage('/new-yachts-for-sale/?type=sail&page=3');
    await results();
    fireEvent.click(within(sidebar()).getByRole('checkbox', { name: /^Motor yacht( \(|$)/ }));
    await waitFor(() => expect(location.current).toBe('/new-yachts-for-sale/?type=sail,motor'));
    expect(location.navigation).toBe('PUSH');
    await waitFor(() => expect(lastList()?.query).toEqual({ currency: 'EUR', type: 'sail,motor' }));

    act(() => void history.navigate!(-1));
    await waitFor(() => expect(location.current).toBe('/new-yachts-for-sale/?type=sail&page=3'));
    await waitFor(() => expect(lastList()?.query).toEqual({ currency: 'EUR', type: 'sail', page: '3' }));
    expect(within(sidebar()).getByRole('checkbox', { name: /^Motor yacht( \(|$)/ })).not.toBeChecked();
    act(() => void history.navigate!(1));
    await waitFor(() => expect(within(sidebar()).getByRole('checkbox', { name: /^Motor yacht( \(|$)/ })).toBeChecked());
  });

  it('applies a typed range when the field is left, and a builder, cabins and location from the api’s choices', async () => {
    renderPage('/new-yachts-for-sale/?page=2');
    await results();
    const filters = sidebar();
    const min = within(filters).getByRole('spinbutton', { name: 'Min price in euros' });
    expect(min).toHaveAttribute('placeholder', '95,000');
    fireEvent.change(min, { target: { value: '150000' } });
    // Nothing happens while typing …
    expect(location.current).toBe('/new-yachts-for-sale/?page=2');
    fireEvent.blur(min);
    await waitFor(() => expect(location.current).toBe('/new-yachts-for-sale/?priceMin=150000'));

    const maxLength = within(filters).getByRole('spinbutton', { name: 'Max length in metres' });
    fireEvent.change(maxLength, { target: { value: '18.5' } });
    fireEvent.keyDown(maxLength, { key: 'Enter' });
    await waitFor(() => expect(location.current).toBe('/new-yachts-for-sale/?lengthMax=18.5&priceMin=150000'));

    fireEvent.click(within(filters).getByRole('checkbox', { name: /^Princess/ }));
    fireEvent.change(within(filters).getByRole('combobox', { name: 'Cabins' }), { target: { value: '4' } });
    fireEvent.change(within(filters).getByRole('combobox', { name: 'Location' }), { target: { value: 'Antibes' } });
    await waitFor(() =>
      expect(location.current).toBe('/new-yachts-for-sale/?builder=Princess&lengthMax=18.5&priceMin=150000&cabins=4&location=Antibes'),
    );
    await waitFor(() =>
      expect(lastList()?.query).toEqual({
        currency: 'EUR',
        builder: 'Princess',
        lengthMax: '18.5',
        priceMin: '150000',
        cabins: '4',
        location: 'Antibes',
      }),
    );
  });

  it('refuses a year the api would refuse: a hint under the field, and the address and the list stay as they were', async () => {
    renderPage('/new-yachts-for-sale/?type=sail');
    await results();
    const asked = server.calls('GET', NEW_LIST).length;
    const from = within(sidebar()).getByRole('spinbutton', { name: 'From year' });
    fireEvent.change(from, { target: { value: '201' } });
    fireEvent.blur(from);
    expect(within(sidebar()).getByRole('alert')).toHaveTextContent('Enter a year between 1800 and 2100.');
    expect(from).toHaveAccessibleDescription('Enter a year between 1800 and 2100.');
    // Give a navigation or a reload the chance to happen: neither does.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(location.current).toBe('/new-yachts-for-sale/?type=sail');
    expect(server.calls('GET', NEW_LIST)).toHaveLength(asked);
    expect(screen.getByRole('list', { name: 'New yachts' })).toBeInTheDocument();
    expect(screen.queryByText('We couldn’t load the yachts')).toBeNull();
  });

  it('shows a list for a link with numbers the api refuses, asking without them', async () => {
    renderPage('/new-yachts-for-sale/?type=sail&page=9000&pageSize=100&yearMin=19&yearMax=2010.5&lengthMax=2000&priceMin=-1&cabins=2.5');
    await results();
    expect(lastList()?.query).toEqual({ currency: 'EUR', type: 'sail' });
    expect(within(sidebar()).getByRole('spinbutton', { name: 'From year' })).toHaveValue(null);
    expect(within(sidebar()).getByRole('spinbutton', { name: 'Max length in metres' })).toHaveValue(null);
  });

  it('shows the length filter and its chip in feet once feet are chosen, keeping metres in the address', async () => {
    renderPage('/new-yachts-for-sale/?lengthMax=18.5');
    await results();
    fireEvent.click(screen.getByRole('button', { name: 'ft (feet)' }));
    const filters = sidebar();
    expect(within(filters).getByRole('group', { name: 'Length (ft)' })).toBeInTheDocument();
    expect(within(filters).getByRole('spinbutton', { name: 'Max length in feet' })).toHaveValue(60.7);
    expect(screen.getByRole('link', { name: 'Remove Length up to 60.7 ft' })).toBeInTheDocument();

    const min = within(filters).getByRole('spinbutton', { name: 'Min length in feet' });
    fireEvent.change(min, { target: { value: '40' } });
    fireEvent.blur(min);
    await waitFor(() => expect(location.current).toBe('/new-yachts-for-sale/?lengthMin=12.19&lengthMax=18.5'));
    await waitFor(() => expect(lastList()?.query).toEqual({ currency: 'EUR', lengthMin: '12.19', lengthMax: '18.5' }));
    expect(min).toHaveValue(40);
    expect(screen.getByRole('link', { name: 'Remove Length 40 ft–60.7 ft' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'm (metres)' }));
    expect(within(filters).getByRole('spinbutton', { name: 'Min length in metres' })).toHaveValue(12.19);
    expect(screen.getByRole('link', { name: 'Remove Length 12.19 m–18.5 m' })).toBeInTheDocument();
  });

  it('puts two ends typed the wrong way round in order', async () => {
    renderPage('/new-yachts-for-sale/?yearMin=2020');
    await results();
    const to = within(sidebar()).getByRole('spinbutton', { name: 'To year' });
    fireEvent.change(to, { target: { value: '2015' } });
    fireEvent.blur(to);
    await waitFor(() => expect(location.current).toBe('/new-yachts-for-sale/?yearMin=2015&yearMax=2020'));
  });

  it('removes one filter with its chip and every filter with Clear all', async () => {
    renderPage('/new-yachts-for-sale/?type=sail&fuel=electric&lengthMin=12&sort=price-desc&page=2');
    await results();
    fireEvent.click(screen.getByRole('link', { name: 'Remove Electric' }));
    await waitFor(() => expect(location.current).toBe('/new-yachts-for-sale/?type=sail&lengthMin=12&sort=price-desc'));
    fireEvent.click(screen.getByRole('link', { name: 'Remove Length from 12 m' }));
    await waitFor(() => expect(location.current).toBe('/new-yachts-for-sale/?type=sail&sort=price-desc'));
    fireEvent.click(screen.getByRole('link', { name: 'Clear all' }));
    // The chosen order stays; the narrowing goes.
    await waitFor(() => expect(location.current).toBe('/new-yachts-for-sale/?sort=price-desc'));
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('sorts from the select, back on the first page; "Best match" is offered only for a search', async () => {
    renderPage('/new-yachts-for-sale/?page=4');
    await results();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('newest');
    expect(within(sort).queryByRole('option', { name: 'Best match' })).toBeNull();
    fireEvent.change(sort, { target: { value: 'price-asc' } });
    await waitFor(() => expect(location.current).toBe('/new-yachts-for-sale/?sort=price-asc'));
    await waitFor(() => expect(lastList()?.query).toEqual({ currency: 'EUR', sort: 'price-asc' }));
    fireEvent.change(sort, { target: { value: 'newest' } });
    // The default order needs no parameter.
    await waitFor(() => expect(location.current).toBe('/new-yachts-for-sale/'));
  });

  it('pages with links that keep the filters: previous, numbers around this page, the last, next', async () => {
    server.on('GET', NEW_LIST, apiOk(listPage(yachts, 240, 5)));
    renderPage('/new-yachts-for-sale/?type=motor&page=5');
    await results();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/new-yachts-for-sale/?type=motor&page=4');
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/new-yachts-for-sale/?type=motor&page=6');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/new-yachts-for-sale/?type=motor');
    expect(textsOf(pages, 'link')).toEqual(['‹ Previous page', '1', '4', '5', '6', '10', 'Next page ›']);
    expect(within(pages).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(within(pages).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(lastList()?.query).toEqual({ currency: 'EUR', type: 'motor', page: '6' }));
    expect(location.current).toBe('/new-yachts-for-sale/?type=motor&page=6');
    // The new page is read from its top.
    await waitFor(() => expect(screen.getByText('240 new yachts')).toHaveFocus());
  });

  it('has no paging for one page of results', async () => {
    renderPage('/new-yachts-for-sale/');
    await results();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows an empty state with a way out when nothing matches', async () => {
    server.on('GET', NEW_LIST, (request) => apiOk(listPage(request.query.type ? [] : yachts)));
    renderPage('/new-yachts-for-sale/?type=catamaran&hull=wood');
    expect(await screen.findByRole('heading', { name: 'No new yachts match these filters' })).toBeInTheDocument();
    expect(screen.getByText('0 new yachts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse used yachts' })).toHaveAttribute('href', '/used-yachts-for-sale/');
    fireEvent.click(screen.getByRole('link', { name: 'Clear all filters' }));
    await waitFor(() => expect(location.current).toBe('/new-yachts-for-sale/'));
    expect(await results()).toBeInTheDocument();
  });

  it('when nothing matches, offers the api’s respelling and the filters whose removal finds yachts, with their counts', async () => {
    server.on('GET', USED_LIST, (request) =>
      apiOk(
        request.query.q === 'benetau'
          ? {
              ...listPage([]),
              alternatives: {
                correction: 'beneteau',
                relaxations: [
                  { drop: ['priceMin', 'priceMax'], total: 12, totalCapped: false },
                  { drop: ['type'], total: 1, totalCapped: false },
                ],
              },
            }
          : listPage(yachts),
      ),
    );
    renderPage('/used-yachts-for-sale/benetau/?type=catamaran&priceMax=100000');
    expect(await screen.findByRole('heading', { name: 'No used yachts match “benetau”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '“beneteau”' })).toHaveAttribute(
      'href',
      '/used-yachts-for-sale/beneteau/?type=catamaran&priceMax=100000',
    );
    const ways = screen.getByRole('list', { name: 'Ways to find yachts' });
    expect(within(ways).getByRole('link', { name: 'Any price (12 used yachts)' })).toHaveAttribute(
      'href',
      '/used-yachts-for-sale/benetau/?type=catamaran',
    );
    expect(within(ways).getByRole('link', { name: 'Any type (1 used yacht)' })).toHaveAttribute(
      'href',
      '/used-yachts-for-sale/benetau/?priceMax=100000',
    );
  });

  it('shows the error with a retry that loads the list again', async () => {
    server.on('GET', NEW_LIST, failOnceThen('The catalogue is resting', apiOk(listPage(yachts))));
    renderPage('/new-yachts-for-sale/');
    await expectAlertThenTryAgain('We couldn’t load the yachts', 'The catalogue is resting');
    expect(await results()).toBeInTheDocument();
    expect(server.calls('GET', NEW_LIST)).toHaveLength(2);
  });

  it('opens the filters in a sheet on a phone; they apply at once and the sheet shows the count', async () => {
    renderPage('/used-yachts-for-sale/');
    await screen.findByText('0 used yachts');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    server.on('GET', USED_LIST, apiOk(listPage([summary({ kind: 'idle', id: 9, type: 'catamaran' })])));
    fireEvent.click(within(sheet).getByRole('checkbox', { name: /^Catamaran( \(|$)/ }));
    await waitFor(() => expect(location.current).toBe('/used-yachts-for-sale/?type=catamaran'));
    fireEvent.click(await within(sheet).findByRole('button', { name: 'Show 1 used yacht' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Filters, 1 active' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
  });
});
