import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import type { Country } from '@yachts/contracts/countries';
import { COUNTRY_SEARCH_DEBOUNCE_MS, CountryPicker } from './country-picker';

function Harness({ onSelect = () => {}, selectedCode }: { onSelect?: (country: Country) => void; selectedCode?: string }) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <button ref={anchor} type="button" onClick={() => setOpen(true)}>
        +244
      </button>
      <CountryPicker
        open={open}
        onClose={() => setOpen(false)}
        onSelect={(country) => {
          onSelect(country);
          setOpen(false);
        }}
        selectedCode={selectedCode}
        anchorRef={anchor}
      />
    </form>
  );
}

function openPicker() {
  const opener = screen.getByRole('button', { name: '+244' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return { dialog: screen.getByRole('dialog', { name: 'Choose a country code' }), search: screen.getByRole('combobox'), opener };
}

// Queried by the option role directly: asking the accessibility tree of 240 options for each lookup is slow in jsdom.
const options = () => [...document.querySelectorAll<HTMLElement>('[role="listbox"] [role="option"]')];
const optionNames = () => options().map((option) => option.querySelector('.country-option-name')?.textContent);
/** The option of the named country, by the text it shows. */
const optionFor = (name: string) => options().find((option) => option.querySelector('.country-option-name')?.textContent === name)!;

function type(search: HTMLElement, text: string) {
  fireEvent.change(search, { target: { value: text } });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

describe('CountryPicker', () => {
  it('opens as a modal dialog with the search box focused, and each entry shows name, code and dialling code', () => {
    render(<Harness selectedCode="AO" />);
    const { dialog, search } = openPicker();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(search).toHaveFocus();
    const angola = screen.getByRole('option', { name: /Angola/ });
    expect(angola).toHaveTextContent('Angola');
    expect(angola).toHaveTextContent('AO');
    expect(angola).toHaveTextContent('+244');
    expect(angola).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute('aria-activedescendant', angola.id);
  });

  it('groups the countries by first letter, with an index that jumps to a group', () => {
    render(<Harness />);
    openPicker();
    const groupF = screen.getByRole('group', { name: 'F' });
    expect(groupF).toContainElement(optionFor('France'));
    expect(groupF).not.toContainElement(optionFor('Germany'));
    const index = screen.getByRole('navigation', { name: 'Jump to letter' });
    fireEvent.click(within(index).getByRole('button', { name: 'F' }));
    const firstF = groupF.querySelector<HTMLElement>('[role="option"]')!;
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-activedescendant', firstF.id);
  });

  it('filters 200 ms after the last key, not before', () => {
    render(<Harness />);
    const { search } = openPicker();
    const all = options().length;
    type(search, 'ang');
    // docs/product.md §9: 200 ms, written out so a change of the constant fails here.
    act(() => jest.advanceTimersByTime(199));
    expect(options()).toHaveLength(all);
    act(() => jest.advanceTimersByTime(1));
    expect(optionNames()).toContain('Angola');
    expect(optionNames()).not.toContain('France');
    expect(options().length).toBeLessThan(all);
  });

  it('restarts the wait on each key', () => {
    render(<Harness />);
    const { search } = openPicker();
    type(search, 'fr');
    act(() => jest.advanceTimersByTime(150));
    type(search, 'fra');
    act(() => jest.advanceTimersByTime(150));
    expect(optionNames()).toContain('Germany');
    act(() => jest.advanceTimersByTime(50));
    expect(optionNames()).toEqual(['France']);
  });

  it('searches the dialling code too, and highlights matches', () => {
    render(<Harness />);
    const { search } = openPicker();
    type(search, '244');
    act(() => jest.advanceTimersByTime(COUNTRY_SEARCH_DEBOUNCE_MS));
    expect(optionNames()).toEqual(['Angola']);
    expect(optionFor('Angola').querySelector('.country-option-dial mark')).toHaveTextContent('244');
    type(search, 'ANG');
    act(() => jest.advanceTimersByTime(COUNTRY_SEARCH_DEBOUNCE_MS));
    expect(optionFor('Angola').querySelector('mark')).toHaveTextContent('Ang');
  });

  it('says "No data" when nothing matches', () => {
    render(<Harness />);
    const { search } = openPicker();
    type(search, 'Atlantis');
    act(() => jest.advanceTimersByTime(COUNTRY_SEARCH_DEBOUNCE_MS));
    expect(options()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No data');
  });

  it('resets the search with the clear button', () => {
    render(<Harness />);
    const { search } = openPicker();
    const all = options().length;
    type(search, 'Atlantis');
    act(() => jest.advanceTimersByTime(COUNTRY_SEARCH_DEBOUNCE_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(options()).toHaveLength(all);
  });

  it('closes on Escape, returns focus to the opener, and reopens with the search reset', () => {
    render(<Harness />);
    const { search, opener } = openPicker();
    type(search, 'fra');
    act(() => jest.advanceTimersByTime(COUNTRY_SEARCH_DEBOUNCE_MS));
    const escape = fireEvent.keyDown(search, { key: 'Escape' });
    expect(escape).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    const reopened = openPicker();
    expect(reopened.search).toHaveValue('');
    expect(optionNames().length).toBeGreaterThan(200);
  });

  it('does not let Escape reach a surrounding modal', () => {
    const outer = jest.fn();
    document.addEventListener('keydown', outer);
    render(<Harness />);
    const { search } = openPicker();
    fireEvent.keyDown(search, { key: 'Escape' });
    document.removeEventListener('keydown', outer);
    expect(outer).not.toHaveBeenCalled();
  });

  it('moves through the options with the arrow keys and picks with Enter, without submitting the form', () => {
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    const { search, opener } = openPicker();
    type(search, 'united');
    act(() => jest.advanceTimersByTime(COUNTRY_SEARCH_DEBOUNCE_MS));
    expect(optionNames()).toEqual(['United Arab Emirates', 'United Kingdom', 'United States', 'United States Virgin Islands']);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    expect(search).toHaveAttribute('aria-activedescendant', optionFor('United Kingdom').id);
    expect(fireEvent.keyDown(search, { key: 'Enter' })).toBe(false);
    expect(onSelect).toHaveBeenCalledWith({ first_alp: 'U', name_en: 'United Kingdom', code: 'GB', area_code: '44' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stops at the ends of the list', () => {
    render(<Harness />);
    const { search } = openPicker();
    type(search, 'united');
    act(() => jest.advanceTimersByTime(COUNTRY_SEARCH_DEBOUNCE_MS));
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    expect(search).toHaveAttribute('aria-activedescendant', optionFor('United Arab Emirates').id);
    for (let i = 0; i < 6; i++) fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search).toHaveAttribute('aria-activedescendant', optionFor('United States Virgin Islands').id);
  });

  it('picks with a click, and closes when the backdrop or the close button is pressed', () => {
    const onSelect = jest.fn();
    const { container } = render(<Harness onSelect={onSelect} />);
    openPicker();
    fireEvent.click(optionFor('France'));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'FR', area_code: '33' }));
    openPicker();
    fireEvent.click(container.querySelector('.country-picker-backdrop')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    openPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', () => {
    render(<Harness />);
    const { search } = openPicker();
    const close = screen.getByRole('button', { name: 'Close' });
    // search is the last tab stop while the search is empty (no clear button): Tab wraps to the close button.
    expect(fireEvent.keyDown(search, { key: 'Tab' })).toBe(false);
    expect(close).toHaveFocus();
    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(search).toHaveFocus();
  });

  it('sits under its anchor on wide screens, or above it when the anchor is near the bottom of the window', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '+244' });
    const place = (top: number) =>
      jest
        .spyOn(opener, 'getBoundingClientRect')
        .mockReturnValue({ top, bottom: top + 44, left: 40, right: 140, width: 100, height: 44 } as DOMRect);
    place(100);
    const { dialog } = openPicker();
    expect(dialog.style.getPropertyValue('--picker-top')).toBe('148px');
    expect(dialog.style.getPropertyValue('--picker-left')).toBe('40px');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    place(window.innerHeight - 60);
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(400);
    const above = openPicker().dialog;
    expect(parseFloat(above.style.getPropertyValue('--picker-top'))).toBe(window.innerHeight - 60 - 4 - 400);
    jest.restoreAllMocks();
  });
});
