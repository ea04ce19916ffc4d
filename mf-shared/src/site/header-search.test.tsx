import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { apiOk } from '../testing/fake-server';
import { fakeServerPerTest } from '../testing/server-per-test';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { toastStore } from '../ui/toast-store';
import { defaultCategory, HeaderSearch, SEARCH_WINDOW_NAME } from './header-search';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderSearch(initialPath = '/') {
  return render(
    <MemoryRouter initialEntries={[initialPath]}>
      <HeaderSearch />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('header search (product rules §2)', () => {
  afterEach(() => {
    window.name = '';
  });

  it.each([
    ['/', '/new-yachts-for-sale/'],
    ['/new-yachts-for-sale/', '/new-yachts-for-sale/'],
    ['/yachts/12-princess-f55', '/new-yachts-for-sale/'],
    ['/community/', '/new-yachts-for-sale/'],
    ['/used-yachts-for-sale/', '/used-yachts-for-sale/'],
    ['/used-yachts-for-sale/Swan/', '/used-yachts-for-sale/'],
    ['/yachts/used/7-swan-48', '/used-yachts-for-sale/'],
  ])('on %s the category starts at %s', (pathname, expected) => {
    expect(defaultCategory(pathname)).toBe(expected);
    renderSearch(pathname);
    expect(screen.getByLabelText('Search in')).toHaveValue(expected);
  });

  it('searches the used yachts from a used yacht page without choosing the category', () => {
    renderSearch('/yachts/used/7-swan-48');
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'Swan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/used-yachts-for-sale/Swan/');
  });

  it('each category option carries its target URL', () => {
    renderSearch();
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => [o.textContent, o.dataset.url])).toEqual([
      ['New yachts', '/new-yachts-for-sale/'],
      ['Used yachts', '/used-yachts-for-sale/'],
    ]);
  });

  it('opens {category url}/{encoded keywords}/ in the search window (the site window takes its name)', () => {
    renderSearch();
    expect(window.name).toBe(SEARCH_WINDOW_NAME);
    fireEvent.change(screen.getByLabelText('Search in'), { target: { value: '/used-yachts-for-sale/' } });
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: ' Sunseeker 76 / fly ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/used-yachts-for-sale/Sunseeker%2076%20%2F%20fly/');
  });

  it('opens a window with that name when this window has another name', () => {
    window.name = 'elsewhere';
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderSearch();
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'Azimut' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(open).toHaveBeenCalledWith('/new-yachts-for-sale/Azimut/', SEARCH_WINDOW_NAME);
    open.mockRestore();
  });

  it("blank keywords give the toast 'Please enter keywords' and go nowhere", () => {
    jest.useFakeTimers();
    renderSearch();
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(toastStore.toasts.map((t) => t.text)).toEqual(['Please enter keywords']);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('sends the page it is on with the form, for the gateway to come back to when sent before the page is live', () => {
    renderSearch('/used-yachts-for-sale/?sort=price-asc');
    const form = screen.getByRole<HTMLFormElement>('search', { name: 'Search yachts' });
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.querySelector<HTMLInputElement>('input[name="from"]')!.value).toBe('/used-yachts-for-sale/?sort=price-asc');
  });

  it("says 'Please enter keywords' where the gateway sent a blank search back, until the visitor types", () => {
    renderSearch('/community/?notice=enter-keywords');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter keywords');
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'Swan' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('header suggestions (the combobox pattern)', () => {
  const server = fakeServerPerTest(() => {
    window.name = '';
  });
  beforeEach(() => {
    server.on(
      'GET',
      '/api/v1/yachts/idle/suggestions',
      apiOk({
        items: [
          { type: 'builder', builder: 'Beneteau', count: 412 },
          { type: 'model', builder: 'Beneteau', model: 'Oceanis 46.1', count: 38 },
          { type: 'place', place: 'Benalmádena', country: 'ES', count: 1 },
        ],
      }),
    );
  });

  async function typeInto(text: string) {
    renderSearch('/used-yachts-for-sale/');
    const box = screen.getByRole('combobox', { name: 'Keywords' });
    act(() => box.focus());
    fireEvent.change(box, { target: { value: text } });
    await screen.findByRole('listbox', { name: 'Suggestions' });
    return box;
  }

  it('suggests the catalogue’s builders, models and ports with their yachts as a visitor types', async () => {
    const box = await typeInto('bene');
    expect(server.calls('GET', '/api/v1/yachts/idle/suggestions').at(-1)?.query).toEqual({ q: 'bene' });
    const options = within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'BeneteauBuilder · 412 yachts',
      'Beneteau Oceanis 46.1Model · 38 yachts',
      'Benalmádena, SpainPort · 1 yacht',
    ]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('3 suggestions')).toHaveAttribute('role', 'status');
  });

  it('moves through them with the arrow keys, focus staying in the box, and opens the active one with Enter', async () => {
    const box = await typeInto('bene');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const model = screen.getByRole('option', { name: /Oceanis 46.1/ });
    expect(model).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', model.id);
    expect(box).toHaveFocus();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent('/used-yachts-for-sale/?builder=Beneteau&model=Oceanis+46.1');
  });

  it('opens a port in its country, closes with Escape, and still searches the words when none is active', async () => {
    const box = await typeInto('bene');
    fireEvent.mouseDown(screen.getByRole('option', { name: /Benalmádena/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/used-yachts-for-sale/?country=ES&port=Benalm%C3%A1dena');

    fireEvent.change(box, { target: { value: 'beneteau' } });
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/used-yachts-for-sale/beneteau/');
  });
});
