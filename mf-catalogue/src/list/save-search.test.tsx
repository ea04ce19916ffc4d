import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALERT_MESSAGES } from '@yachts/contracts/alerts';
import { sessionStore } from 'shared/session';
import { acceptCookies, apiFail, apiOk, beVisitor, closeModals, fakeServerPerTest, logInAs, signedFields, textsOf } from 'shared/testing';
import { FILTERS, listPage, summary } from '../testing/fixtures';
import { location, renderPage } from '../testing/render-page';
import { savedSearchName, savedSearchQuery } from './save-search-button';

const server = fakeServerPerTest(closeModals);

const SAVE = '/api/v1/saved-searches';
const ADDRESS = '/used-yachts-for-sale/beneteau/?type=sail&priceMax=300000&sort=price-asc&page=2';

const savedSearch = {
  id: 5,
  kind: 'idle',
  name: 'Sailing under 300k',
  query: 'q=beneteau&type=sail&priceMax=300000&sort=price-asc',
  url: '/used-yachts-for-sale/?q=beneteau&type=sail&priceMax=300000&sort=price-asc',
  summary: 'Sailing yacht · “beneteau”',
  frequency: 'daily',
  newMatches: 0,
  lastAlertAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

beforeAll(acceptCookies);
beforeEach(() => {
  server.on('GET', '/api/v1/yachts/idle/filters', apiOk(FILTERS));
  server.on('GET', '/api/v1/yachts/idle', apiOk(listPage([summary({ kind: 'idle', id: 7 })], 30, 2)));
});
afterEach(() => {
  beVisitor();
});

/** The message under a field: the one its aria-describedby names as the error, inside the field's wrapper. */
function fieldError(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const id = (input.getAttribute('aria-describedby') ?? '').split(' ').find((part) => part.endsWith('-error'));
  const error = id ? document.getElementById(id) : null;
  expect(input.closest('.field')).toContainElement(error);
  return error?.textContent ?? null;
}

async function openDialog() {
  renderPage(ADDRESS);
  await screen.findByRole('list', { name: 'Used yachts' });
  fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
  return screen.findByRole('dialog', { name: 'Save this search' });
}

describe('what a saved search keeps', () => {
  it('keeps the filters, keywords and sort without the page, and names them in words', () => {
    const query = { q: 'beneteau', type: ['sail' as const], priceMax: 300000, sort: 'price-asc' as const, page: 2, pageSize: 24 };
    expect(savedSearchQuery(query)).toBe('q=beneteau&type=sail&priceMax=300000&sort=price-asc');
    expect(savedSearchName('idle', query)).toBe('Used yachts: “beneteau” · Sailing yacht · Price up to €300,000');
    expect(savedSearchName('new', {})).toBe('All new yachts');
    // One dealer's yachts: its name once the list has it, its page's slug before.
    const dealer = { dealer: 'azure-coast-yachting', type: ['sail' as const] };
    expect(savedSearchName('idle', dealer, 'm', 'Azure Coast Yachting')).toBe('Used yachts: From Azure Coast Yachting · Sailing yacht');
    expect(savedSearchName('idle', dealer)).toBe('Used yachts: From azure-coast-yachting · Sailing yacht');
    expect(savedSearchQuery({ ...dealer, page: 2 })).toBe('type=sail&dealer=azure-coast-yachting');
    const long = savedSearchName('idle', { builder: Array.from({ length: 12 }, (_, i) => `Builder number ${i}`) });
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('"Save search" on a list', () => {
  it('gives a visitor the login-required modal and sends nothing', async () => {
    beVisitor();
    renderPage(ADDRESS);
    await screen.findByRole('list', { name: 'Used yachts' });
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in to continue' });
    expect(dialog).toHaveTextContent('Log in to save this search');
    await server.settle();
    expect(server.calls('POST', SAVE)).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Save this search' })).toBeNull();
  });

  it('lets a member name the search and choose how often, then saves it with the signed call', async () => {
    logInAs('me-1');
    server.on('POST', SAVE, apiOk(savedSearch));
    const dialog = await openDialog();
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Used yachts: “beneteau” · Sailing yacht · Price up to €300,000');
    expect(name).toHaveFocus();
    const frequency = within(dialog).getByLabelText('E-mail me new matches');
    expect(frequency).toHaveValue('instant');
    expect(textsOf(frequency, 'option')).toEqual(['As soon as listed', 'Once a day', 'Once a week', 'Off (no e-mails)']);

    fireEvent.change(name, { target: { value: '  Sailing under 300k ' } });
    fireEvent.change(frequency, { target: { value: 'daily' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const saved = await screen.findByRole('dialog', { name: 'Search saved' });
    expect(within(saved).getByRole('status')).toHaveTextContent(ALERT_MESSAGES.saved);
    expect(within(saved).getByRole('status')).toHaveFocus();
    const link = within(saved).getByRole('link', { name: 'See your saved searches' });
    expect(link).toHaveAttribute('href', '/user/mySearch');

    expect(signedFields(server.calls('POST', SAVE)[0])).toMatchObject({
      kind: 'idle',
      name: 'Sailing under 300k',
      query: 'q=beneteau&type=sail&priceMax=300000&sort=price-asc',
      frequency: 'daily',
    });

    fireEvent.click(link);
    expect(location.current).toBe('/user/mySearch');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says under the name what is wrong with it, before sending and when the api refuses it', async () => {
    logInAs('me-1');
    server.on('POST', SAVE, apiFail(400100, ALERT_MESSAGES.nameTooLong));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(fieldError('Name')).toBe(ALERT_MESSAGES.nameRequired);
    await server.settle();
    expect(server.calls('POST', SAVE)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Sailing' } });
    expect(fieldError('Name')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError('Name')).toBe(ALERT_MESSAGES.nameTooLong));
    expect(server.calls('POST', SAVE)).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Save this search' })).toBe(dialog);
  });

  it('shows a refusal about the whole search above the buttons, in the api’s words', async () => {
    logInAs('me-1');
    server.on('POST', SAVE, apiFail(400100, ALERT_MESSAGES.tooMany));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ALERT_MESSAGES.tooMany);
    expect(fieldError('Name')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('asks to log in again when the api no longer knows the login', async () => {
    logInAs('me-1');
    server.on('POST', SAVE, apiFail(400209, 'Please log in again.', 401));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toHaveTextContent('Log in to save this search');
    expect(sessionStore.isLoggedIn).toBe(false);
  });

  it('Cancel closes the dialog without saving', async () => {
    logInAs('me-1');
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await server.settle();
    expect(server.calls('POST', SAVE)).toEqual([]);
  });
});
