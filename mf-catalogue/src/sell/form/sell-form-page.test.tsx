import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SELL_CALLS, SELL_LIMITS, SELL_MESSAGES } from '@yachts/contracts/selling';
import { beVisitor, expectNothingAsked, logInAs, textsOf } from 'shared/testing';
import { PARAMETERS } from '../testing/fixtures';
import { expectFieldError, expectNoFieldError, fill, photosGroup } from '../testing/form-helpers';
import { location, renderSell } from '../testing/render-sell';
import { openForm, server, submit, setUpSellFormServer } from '../testing/sell-form-setup';

setUpSellFormServer();

describe('a visitor', () => {
  beforeEach(beVisitor);

  it.each([
    ['/sell/new', 'List a new yacht'],
    ['/sell/used', 'Sell your used yacht'],
    ['/sell/used/12/edit', 'Edit your application'],
  ])('on %s sees "Log in to sell your yacht", which opens the login modal over the page', async (path, title) => {
    renderSell(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Log in to sell your yacht' });
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    // The account modals' forms are fetched when one is first opened.
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(location.current).toBe(path);
    await expectNothingAsked(server);
  });
});

describe('the sell form', () => {
  beforeEach(() => logInAs('seller-1'));

  it('groups every field in its section; the used form adds engine hours and condition, the new one does not', async () => {
    await openForm('/sell/used');
    const sections = textsOf(screen.getByRole('form'), 'heading', { level: 2 });
    expect(sections).toEqual([
      'The yacht',
      'Dimensions and accommodation',
      'Engines and performance',
      'Price and location',
      'Description',
      'Photos',
    ]);
    expect(screen.getByLabelText('Engine hours')).toBeInTheDocument();
    expect(screen.getByLabelText('Condition')).toBeInTheDocument();
    // The selects are fed by idleYachtSellParameter; the country list is the contract's.
    expect(textsOf(screen.getByLabelText('Type'), 'option')).toEqual(['Choose a type', ...PARAMETERS.types.map((type) => type.label)]);
    expect(within(screen.getByLabelText('Country')).getByRole('option', { name: 'Greece' })).toHaveValue('GR');
    expect(server.calls('POST', SELL_CALLS.idleParameters)).toHaveLength(1);
  });

  it('the new-yacht form has no engine hours or condition and names its price the base price', async () => {
    await openForm('/sell/new');
    expect(screen.getByRole('heading', { level: 1, name: 'List a new yacht' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Engine hours')).toBeNull();
    expect(screen.queryByLabelText('Condition')).toBeNull();
    expect(screen.getByLabelText('Base price')).toBeInTheDocument();
    expect(screen.getByLabelText('Model year')).toBeInTheDocument();
  });

  it('shows SellIdleSchema’s message under every required field and sends nothing', async () => {
    await openForm('/sell/used');
    submit();
    expect(await screen.findByText('Please check the 17 fields marked below.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the 17 fields marked below.');
    expectFieldError('Builder', SELL_MESSAGES.builder);
    expectFieldError('Model', SELL_MESSAGES.model);
    expectFieldError('Type', SELL_MESSAGES.type);
    expectFieldError('Year built', SELL_MESSAGES.year);
    expectFieldError('Condition', SELL_MESSAGES.condition);
    expectFieldError('Hull material', SELL_MESSAGES.hull);
    expectFieldError('Length (m)', SELL_MESSAGES.length);
    expectFieldError('Beam (m)', SELL_MESSAGES.beam);
    expectFieldError('Draft (m)', SELL_MESSAGES.draft);
    expectFieldError('Cabins', SELL_MESSAGES.cabins);
    expectFieldError('Berths', SELL_MESSAGES.berths);
    expectFieldError('Fuel', SELL_MESSAGES.fuel);
    expectFieldError('Asking price', SELL_MESSAGES.price);
    expectFieldError('Location', SELL_MESSAGES.location);
    expectFieldError('Country', SELL_MESSAGES.country);
    expectFieldError('Description', SELL_MESSAGES.description);
    expect(photosGroup()).toHaveAccessibleDescription(expect.stringContaining(SELL_MESSAGES.photos));
    // Optional fields stay quiet; the currency starts as euros.
    expectNoFieldError('Model line');
    expectNoFieldError('Engine hours');
    expectNoFieldError('Top speed (knots)');
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    expect(server.calls('POST', SELL_CALLS.createIdle)).toEqual([]);
  });

  it('checks the limits: year, length, speed, price and description length', async () => {
    await openForm('/sell/used');
    fill({
      'Year built': '1900',
      'Length (m)': '3',
      'Top speed (knots)': '95',
      'Asking price': '500',
      Description: 'Too short.',
    });
    submit();
    await screen.findByText(/Please check the/);
    expectFieldError('Year built', SELL_MESSAGES.year);
    expectFieldError('Length (m)', SELL_MESSAGES.length);
    expectFieldError('Top speed (knots)', SELL_MESSAGES.speed);
    expectFieldError('Asking price', SELL_MESSAGES.price);
    expectFieldError('Description', SELL_MESSAGES.description);
    fill({ 'Year built': String(SELL_LIMITS.yearMax + 1) });
    submit();
    await waitFor(() => expectFieldError('Year built', SELL_MESSAGES.year));
  });

  it('clears a field’s message as soon as the user changes it, and shows feet beside metres', async () => {
    await openForm('/sell/used');
    submit();
    await screen.findByText(/Please check the/);
    fill({ 'Length (m)': '17.3' });
    expectNoFieldError('Length (m)');
    expect(screen.getByLabelText('Length (m)')).toHaveAccessibleDescription('17.3 m is about 57 ft.');
    fill({ Type: 'sail' });
    expectNoFieldError('Type');
  });

  it('marks the photos as required like the required fields: a mark on the heading, a required file input', async () => {
    await openForm('/sell/used');
    expect(screen.getByRole('heading', { name: 'Photos' })).toHaveClass('section-required');
    expect(screen.getByLabelText('Add photos')).toBeRequired();
    expect(screen.getByLabelText('Builder')).toBeRequired();
    expect(screen.getByLabelText('Engines')).not.toBeRequired();
  });

  it('number fields take digits only (and one point where decimals make sense)', async () => {
    await openForm('/sell/used');
    fill({ 'Year built': '20a1.9', 'Length (m)': '17.3.5m', 'Asking price': '1,150,000' });
    expect(screen.getByLabelText('Year built')).toHaveValue('2019');
    expect(screen.getByLabelText('Length (m)')).toHaveValue('17.35');
    expect(screen.getByLabelText('Asking price')).toHaveValue('1150000');
  });

  it('reads a decimal comma as the decimal point: "12,35" m is 12.35 m, not 1235', async () => {
    await openForm('/sell/used');
    fill({ 'Length (m)': '12,35' });
    expect(screen.getByLabelText('Length (m)')).toHaveValue('12,35');
    expect(screen.getByLabelText('Length (m)')).toHaveAccessibleDescription('12.35 m is about 41 ft.');
  });
});
