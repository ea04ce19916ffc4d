import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { toastStore } from '../ui/toast-store';
import { defaultCategory, HeaderSearch, SEARCH_WINDOW_NAME } from './header-search';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
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
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
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
});
