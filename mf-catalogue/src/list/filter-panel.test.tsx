import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { CatalogueFilters, CatalogueQuery } from '@yachts/contracts/catalogue';
import { sessionStore } from 'shared/session';
import { countsOf, FILTERS } from '../testing/fixtures';
import { queryFromAddress } from './catalogue-address';
import { FilterPanel } from './filter-panel';

let onChange: jest.Mock;
const ACTION = '/used-yachts-for-sale/';

/** The panel as a list draws it once its filters (`data`) have come, on `query`. */
function panel(query: CatalogueQuery = {}, kind: 'new' | 'idle' = 'new', data: CatalogueFilters = FILTERS) {
  return (
    <FilterPanel
      kind={kind}
      query={query}
      filters={{ status: 'ready', data }}
      onChange={onChange}
      onRetryFilters={() => {}}
      action={ACTION}
    />
  );
}

function renderPanel(query: CatalogueQuery = {}, kind: 'new' | 'idle' = 'new', data: CatalogueFilters = FILTERS) {
  const view = render(panel(query, kind, data));
  return { ...view, rerenderWith: (next: CatalogueQuery) => view.rerender(panel(next, kind, data)) };
}

function type(field: HTMLElement, value: string, leave: 'blur' | 'enter' = 'blur') {
  fireEvent.change(field, { target: { value } });
  if (leave === 'blur') fireEvent.blur(field);
  else fireEvent.keyDown(field, { key: 'Enter' });
}

beforeEach(() => {
  onChange = jest.fn();
});
afterEach(() => act(() => sessionStore.setLengthUnit('m')));

describe('the filter panel refuses what the api would refuse', () => {
  it('shows an announced hint under a year outside the api’s range, and applies nothing', () => {
    renderPanel();
    const from = screen.getByRole('spinbutton', { name: 'From year' });
    type(from, '201');
    const hint = screen.getByRole('alert');
    expect(hint).toHaveTextContent('Enter a year between 1800 and 2100.');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('Enter a year between 1800 and 2100.');
    // The typed value stays, to be corrected.
    expect(from).toHaveValue(201);
    expect(onChange).not.toHaveBeenCalled();

    // Typing clears the hint; a year in range is applied.
    fireEvent.change(from, { target: { value: '2015' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(from).not.toHaveAttribute('aria-invalid');
    fireEvent.blur(from);
    expect(onChange).toHaveBeenCalledWith({ yearMin: 2015, yearMax: undefined });
  });

  it.each([
    ['a year after the range', 'To year', '2101', 'Enter a year between 1800 and 2100.'],
    ['a fractional year', 'To year', '2010.5', 'Enter a year between 1800 and 2100.'],
    ['a negative price', 'Min price in euros', '-5', 'Enter a price between €0 and €2,000,000,000.'],
    ['a price above the api’s ceiling', 'Max price in euros', '2000000001', 'Enter a price between €0 and €2,000,000,000.'],
    ['a length above the api’s ceiling', 'Max length in metres', '2000', 'Enter a length between 0 and 1,000 m.'],
  ])('refuses %s with Enter as well as on leaving', (_name, label, value, message) => {
    renderPanel();
    type(screen.getByRole('spinbutton', { name: label }), value, 'enter');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('accepts the ends of the api’s range', () => {
    renderPanel();
    type(screen.getByRole('spinbutton', { name: 'From year' }), '1800');
    type(screen.getByRole('spinbutton', { name: 'Max length in metres' }), '1000');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange.mock.calls).toEqual([[{ yearMin: 1800, yearMax: undefined }], [{ lengthMin: undefined, lengthMax: 1000 }]]);
  });

  it('emptying a refused field takes its hint away', () => {
    renderPanel({ yearMax: 2020 });
    const from = screen.getByRole('spinbutton', { name: 'From year' });
    type(from, '19');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    type(from, '');
    expect(screen.queryByRole('alert')).toBeNull();
    // The end was never applied, so there is nothing to remove.
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('the length filter in the visitor’s unit', () => {
  it('is in metres by default', () => {
    renderPanel({ lengthMax: 18.5 });
    expect(screen.getByRole('group', { name: 'Length (m)' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Max length in metres' })).toHaveValue(18.5);
    expect(screen.getByRole('spinbutton', { name: 'Min length in metres' })).toHaveAttribute('placeholder', '8.5');
  });

  it('shows feet once feet are chosen, and applies what is typed in metres, leaving the other end as it was', () => {
    act(() => sessionStore.setLengthUnit('ft'));
    const { rerenderWith } = renderPanel({ lengthMax: 18.5 });
    expect(screen.getByRole('group', { name: 'Length (ft)' })).toBeInTheDocument();
    const min = screen.getByRole('spinbutton', { name: 'Min length in feet' });
    const max = screen.getByRole('spinbutton', { name: 'Max length in feet' });
    expect(max).toHaveValue(60.7);
    expect(min).toHaveAttribute('placeholder', '27.9');
    expect(max).toHaveAttribute('placeholder', '203.4');

    type(min, '40');
    expect(onChange).toHaveBeenCalledWith({ lengthMin: 12.19, lengthMax: 18.5 });

    // The address comes back with metres; the field still shows the feet typed, and leaving it applies nothing new.
    onChange.mockClear();
    rerenderWith({ lengthMin: 12.19, lengthMax: 18.5 });
    expect(min).toHaveValue(40);
    fireEvent.blur(min);
    fireEvent.blur(max);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows a change of unit while shown', () => {
    renderPanel({ lengthMin: 12.19 });
    expect(screen.getByRole('spinbutton', { name: 'Min length in metres' })).toHaveValue(12.19);
    act(() => sessionStore.setLengthUnit('ft'));
    expect(screen.getByRole('spinbutton', { name: 'Min length in feet' })).toHaveValue(40);
    act(() => sessionStore.setLengthUnit('m'));
    expect(screen.getByRole('spinbutton', { name: 'Min length in metres' })).toHaveValue(12.19);
  });

  it('puts ends typed the wrong way round in order, comparing lengths in metres', () => {
    act(() => sessionStore.setLengthUnit('ft'));
    renderPanel({ lengthMax: 12 });
    type(screen.getByRole('spinbutton', { name: 'Min length in feet' }), '50');
    expect(onChange).toHaveBeenCalledWith({ lengthMin: 12, lengthMax: 15.24 });
  });

  it('refuses a length in feet the api would refuse in metres, saying the range in feet', () => {
    act(() => sessionStore.setLengthUnit('ft'));
    renderPanel();
    type(screen.getByRole('spinbutton', { name: 'Max length in feet' }), '3300');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a length between 0 and 3,280 ft.');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('without a script, the panel is a GET form in the address’s names', () => {
  it('sends what it shows under the names the address is read by, to the list', () => {
    const query: CatalogueQuery = {
      type: ['sail', 'catamaran'],
      lengthMin: 12,
      priceMax: 300000,
      yearMin: 2010,
      cabins: 3,
      location: 'Antibes',
    };
    const { container } = renderPanel(query, 'idle');
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', ACTION);
    const sent = new URLSearchParams(
      [...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
    );
    expect(sent.toString()).toBe(
      'type=sail&type=catamaran&lengthMin=12&lengthMax=&priceMin=&priceMax=300000&yearMin=2010&yearMax=&cabins=3&location=Antibes',
    );
    expect(queryFromAddress('idle', undefined, sent)).toEqual(query);
  });

  it('does not send lengths shown in feet (the address keeps metres)', () => {
    act(() => sessionStore.setLengthUnit('ft'));
    const { container } = renderPanel({ lengthMin: 12 });
    const names = [...new FormData(container.querySelector('form')!).keys()];
    expect(names).not.toContain('lengthMin');
    expect(names).not.toContain('lengthMax');
  });

  it('has a "Show yachts" button in the server’s markup, hidden once the page is hydrated', () => {
    const html = renderToString(panel());
    expect(html).toMatch(/<button type="submit" class="btn no-script-submit btn-primary filter-submit">Show yachts<\/button>/);
    renderPanel();
    expect(screen.queryByRole('button', { name: 'Show yachts' })).toBeNull();
    // With a script the fields apply themselves: Enter on a ticked box does not send the form as well.
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    screen
      .getByRole('checkbox', { name: /^Sailing yacht/ })
      .closest('form')!
      .dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});

describe('the filter panel counts each group under the other filters', () => {
  /** A tick box's name with its count ("Diesel (95)"; jsdom spaces the count's parts apart). */
  const counted = (name: string, count: number) => new RegExp(`^${name.replace(/[.()]/g, '\\$&')} \\( ?${count} ?\\)$`);

  it('offers no value that no yacht has under the other filters, but a chosen one stays free to untick', () => {
    const types = countsOf({ sail: 12, motor: 0, catamaran: 0, superyacht: 1 });
    renderPanel({ type: ['catamaran'] }, 'new', { ...FILTERS, types });
    expect(screen.getByRole('checkbox', { name: counted('Motor yacht', 0) })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: counted('Sailing yacht', 12) })).toBeEnabled();
    const chosen = screen.getByRole('checkbox', { name: counted('Catamaran', 0) });
    expect(chosen).toBeChecked();
    expect(chosen).toBeEnabled();
    fireEvent.click(chosen);
    expect(onChange).toHaveBeenLastCalledWith({ type: [] });
  });

  it('says when the words find more yachts than are counted: each count reads "at least", and none is ruled out', () => {
    const types = countsOf({ sail: 6200, motor: 0, catamaran: 310, superyacht: 4 });
    renderPanel({ q: 'generator' }, 'new', { ...FILTERS, types, countsCapped: true });
    expect(screen.getByText(/Your words find more than 10,000 yachts: the numbers count the first 10,000\./)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Sailing yacht \( ?6,200\+ ?\)$/ })).toBeEnabled();
    // Counted 0 among the first matches, it may have yachts further on: on offer, without a number.
    expect(screen.getByRole('checkbox', { name: 'Motor yacht' })).toBeEnabled();
  });

  it('shows the api’s counts beside every type, builder, fuel, hull material and country', () => {
    renderPanel();
    expect(screen.getByRole('checkbox', { name: counted('Sailing yacht', 61) })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: counted('Beneteau', 42) })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: counted('Diesel', 95) })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: counted('Steel', 4) })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: counted('Spain', 30) })).toBeInTheDocument();
    // Ports are offered once a country is chosen; the free text stays.
    expect(screen.queryByRole('group', { name: 'Port' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Location' })).toBeInTheDocument();
  });

  it('offers the chosen builders’ models, and drops them with the last builder', () => {
    const withModels = {
      ...FILTERS,
      models: [
        { builder: 'Beneteau', name: 'Oceanis 46.1', count: 7 },
        { builder: 'Beneteau', name: 'First 36', count: 3 },
      ],
    };
    renderPanel({ builder: ['Beneteau'], model: ['First 36'] }, 'idle', withModels);
    const models = screen.getByRole('group', { name: 'Model' });
    expect(screen.getByRole('checkbox', { name: counted('First 36', 3) })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: counted('Oceanis 46.1', 7) }));
    expect(onChange).toHaveBeenLastCalledWith({ model: ['First 36', 'Oceanis 46.1'] });
    expect(models).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: counted('Beneteau', 42) }));
    expect(onChange).toHaveBeenLastCalledWith({ builder: [], model: undefined });
  });

  it('offers the ports of the chosen countries with their counts, and drops them with the last country', () => {
    renderPanel({ country: ['ES'], port: ['Palma de Mallorca'] });
    expect(screen.getByRole('checkbox', { name: counted('Spain', 30) })).toBeChecked();
    const ports = screen.getByRole('group', { name: 'Port' });
    expect(ports).toHaveTextContent('Palma de Mallorca');
    expect(screen.getByRole('checkbox', { name: counted('Palma de Mallorca', 30) })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: counted('France', 18) }));
    expect(onChange).toHaveBeenLastCalledWith({ country: ['ES', 'FR'] });
    fireEvent.click(screen.getByRole('checkbox', { name: counted('Spain', 30) }));
    expect(onChange).toHaveBeenLastCalledWith({ country: [], port: undefined });
  });
});

it('writes what the listed yachts span as placeholders: prices grouped, years as years', () => {
  renderPanel();
  expect(screen.getByRole('spinbutton', { name: 'From year' })).toHaveAttribute('placeholder', '1998');
  expect(screen.getByRole('spinbutton', { name: 'To year' })).toHaveAttribute('placeholder', '2026');
  expect(screen.getByRole('spinbutton', { name: /^Max price/ })).toHaveAttribute('placeholder', '48,000,000');
});
