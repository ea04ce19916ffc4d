import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@yachts/contracts/rules';
import { sessionStore } from 'shared/session';
import { toastStore } from 'shared/ui';
import { acceptCookies, apiFail, apiOk, beVisitor, type FakeServer, installFakeServer, type SeenRequest } from 'shared/testing';
import { FILTERS, listPage, summary } from '../testing/fixtures';
import { history, location, renderPage } from '../testing/render-page';

let server: FakeServer;

const NEW_LIST = '/api/v1/yachts/new';
const USED_LIST = '/api/v1/yachts/idle';
const yachts = [
  summary({ id: 101 }),
  summary({
    id: 102,
    slug: 'princess-y72',
    builder: 'Princess',
    model: 'Y72',
    type: 'motor',
    lengthM: 22.3,
    price: 4250000,
    currency: 'GBP',
    location: 'Plymouth',
    country: 'GB',
    cabins: 4,
  }),
];

beforeAll(acceptCookies);
beforeEach(() => {
  server = installFakeServer();
  beVisitor();
  server.on('GET', '/api/v1/yachts/new/filters', apiOk(FILTERS));
  server.on('GET', '/api/v1/yachts/idle/filters', apiOk(FILTERS));
  server.on('GET', NEW_LIST, apiOk(listPage(yachts)));
  server.on('GET', USED_LIST, apiOk(listPage([])));
});
afterEach(() => {
  server.restore();
  act(() => {
    toastStore.toasts.splice(0);
  });
  act(() => sessionStore.setLengthUnit('m'));
});

const lastList = (path = NEW_LIST): SeenRequest | undefined => server.calls('GET', path).at(-1);
const results = (name = 'New yachts') => screen.findByRole('list', { name });
const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });

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
    expect(first).toHaveTextContent('14.6 m (48 ft)');
    expect(first).toHaveTextContent('3 cabins');
    expect(first).toHaveTextContent('La Rochelle, France');
    expect(first).toHaveTextContent('€389,000');
    expect(second).toHaveTextContent('£4,250,000');
    expect(second).toHaveTextContent('Plymouth, United Kingdom');
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
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['‹ Previous page', '1', '4', '5', '6', '10', 'Next page ›']);
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
    let calls = 0;
    server.on('GET', NEW_LIST, () => (calls++ === 0 ? apiFail(500000, 'The catalogue is resting', 500) : apiOk(listPage(yachts))));
    renderPage('/new-yachts-for-sale/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load the yachts');
    expect(alert).toHaveTextContent('The catalogue is resting');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
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
