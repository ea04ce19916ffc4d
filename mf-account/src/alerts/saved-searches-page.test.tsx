import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALERT_MESSAGES } from '@yachts/contracts/alerts';
import type { SavedSearch } from '@yachts/contracts/wire/alerts';
import { sessionStore } from 'shared/session';
import { toastStore } from 'shared/ui';
import { apiFail, apiOk, clearToasts, closeModals, expectTexts, signedFields, textsOf } from 'shared/testing';
import { withMemberServer } from '../testing/member-server';
import { renderPage } from '../testing/render-page';

const LIST = '/api/v1/saved-searches';

function search(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 5,
    kind: 'idle',
    name: 'Sailing under 300k',
    query: 'q=beneteau&type=sail&priceMax=300000',
    url: '/used-yachts-for-sale/?q=beneteau&type=sail&priceMax=300000',
    summary: 'Sailing yacht · up to €300,000 · “beneteau”',
    frequency: 'instant',
    newMatches: 3,
    lastAlertAt: '2026-11-21T08:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const searches = [
  search(),
  search({
    id: 2,
    kind: 'new',
    name: 'Catamarans',
    query: 'type=catamaran',
    url: '/new-yachts-for-sale/?type=catamaran',
    summary: 'Catamaran',
    frequency: 'weekly',
    newMatches: 1,
    lastAlertAt: null,
  }),
];

const server = withMemberServer(closeModals, clearToasts);

const row = (name: string) => screen.getByRole('article', { name });
const signedBody = (path: string) => signedFields(server.calls('POST', path).at(-1));

describe('price drops on the saved searches page', () => {
  it('lead to the notice choices, where they are set with the others', async () => {
    server.on('GET', LIST, apiOk(searches));
    renderPage('/user/mySearch');
    expect(await screen.findByRole('link', { name: 'choose them on Notifications' })).toHaveAttribute('href', '/user/notifications');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('saved searches (/user/mySearch)', () => {
  it('lists each search with its kind, filters in words, new matches, a link that runs it and its frequency', async () => {
    server.on('GET', LIST, apiOk(searches));
    renderPage('/user/mySearch');
    expect(screen.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Your account' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Your account' })).getByRole('link', { name: 'Saved searches' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const list = await screen.findByRole('list', { name: 'Your saved searches' });
    expect(textsOf(list, 'heading', { level: 3 })).toEqual(['Sailing under 300k', 'Catamarans']);
    const sailing = row('Sailing under 300k');
    expectTexts(sailing, ['Used', 'Sailing yacht · up to €300,000 · “beneteau”', '3 new matches', 'Last e-mail']);
    expect(within(sailing).getByRole('link', { name: 'Run search “Sailing under 300k”' })).toHaveAttribute(
      'href',
      '/used-yachts-for-sale/?q=beneteau&type=sail&priceMax=300000',
    );
    expect(within(sailing).getByLabelText('E-mail me new matches')).toHaveValue('instant');
    const catamarans = row('Catamarans');
    expectTexts(catamarans, ['New', '1 new match']);
    expect(catamarans).not.toHaveTextContent('Last e-mail');
    expect(within(catamarans).getByLabelText('E-mail me new matches')).toHaveValue('weekly');
    expect(screen.getByText('2 of 25 saved searches')).toBeInTheDocument();
    expect(server.calls('GET', LIST)[0]?.headers['access-token']).toBe('login-token');
  });

  it('saves a new frequency as soon as it is chosen and says so', async () => {
    server.on('GET', LIST, apiOk(searches));
    server.on('POST', '/api/v1/saved-searches/5', apiOk(search({ frequency: 'daily' })));
    renderPage('/user/mySearch');
    await screen.findByRole('list', { name: 'Your saved searches' });
    const select = within(row('Sailing under 300k')).getByLabelText('E-mail me new matches');
    fireEvent.change(select, { target: { value: 'daily' } });
    await waitFor(() =>
      expect(within(row('Sailing under 300k')).getByRole('status')).toHaveTextContent('E-mails for “Sailing under 300k”: once a day.'),
    );
    expect(select).toHaveValue('daily');
    expect(signedBody('/api/v1/saved-searches/5')).toEqual({ frequency: 'daily' });
  });

  it('puts the frequency back and says why when the change is refused', async () => {
    server.on('GET', LIST, apiOk(searches));
    server.on('POST', '/api/v1/saved-searches/2', apiFail(400100, ALERT_MESSAGES.frequency));
    renderPage('/user/mySearch');
    await screen.findByRole('list', { name: 'Your saved searches' });
    const select = within(row('Catamarans')).getByLabelText('E-mail me new matches');
    fireEvent.change(select, { target: { value: 'off' } });
    await waitFor(() => expect(select).toHaveValue('weekly'));
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(ALERT_MESSAGES.frequency);
    expect(within(row('Catamarans')).getByRole('status')).toHaveTextContent('');
  });

  it('renames a search in place, and shows a refused name under the field', async () => {
    server.on('GET', LIST, apiOk(searches));
    server.on('POST', '/api/v1/saved-searches/2', apiFail(400100, ALERT_MESSAGES.nameTooLong));
    renderPage('/user/mySearch');
    await screen.findByRole('list', { name: 'Your saved searches' });
    const rename = within(row('Catamarans')).getByRole('button', { name: 'Rename “Catamarans”' });
    fireEvent.click(rename);
    expect(rename).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Rename “Catamarans”' });
    const field = within(form).getByLabelText('Name');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Catamarans');

    fireEvent.change(field, { target: { value: 'Cats for the Med' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(`Up to 80 characters. ${ALERT_MESSAGES.nameTooLong}`);

    server.on('POST', '/api/v1/saved-searches/2', apiOk(search({ ...searches[1], name: 'Cats for the Med' })));
    fireEvent.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Cats for the Med' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /^Rename/ })).toBeNull();
    expect(within(row('Cats for the Med')).getByRole('status')).toHaveTextContent('Renamed to “Cats for the Med”.');
    expect(within(row('Cats for the Med')).getByRole('button', { name: 'Rename “Cats for the Med”' })).toHaveFocus();
    expect(signedBody('/api/v1/saved-searches/2')).toEqual({ name: 'Cats for the Med' });
  });

  it('checks an empty name before sending, and Cancel leaves the name as it was', async () => {
    server.on('GET', LIST, apiOk(searches));
    renderPage('/user/mySearch');
    await screen.findByRole('list', { name: 'Your saved searches' });
    fireEvent.click(within(row('Catamarans')).getByRole('button', { name: 'Rename “Catamarans”' }));
    const form = screen.getByRole('form', { name: 'Rename “Catamarans”' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(`Up to 80 characters. ${ALERT_MESSAGES.nameRequired}`);
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Catamarans' })).toBeInTheDocument();
    await server.settle();
    expect(server.calls('POST', '/api/v1/saved-searches/2')).toEqual([]);
  });

  it('deletes a search after asking, and shows the empty state when the last one goes', async () => {
    server.on('GET', LIST, apiOk(searches));
    server.on('POST', '/api/v1/saved-searches/5/delete', apiOk({ id: 5 }));
    server.on('POST', '/api/v1/saved-searches/2/delete', apiOk({ id: 2 }));
    renderPage('/user/mySearch');
    await screen.findByRole('list', { name: 'Your saved searches' });

    fireEvent.click(within(row('Sailing under 300k')).getByRole('button', { name: 'Delete “Sailing under 300k”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this saved search?' });
    expect(dialog).toHaveAccessibleDescription('“Sailing under 300k” and its e-mails will be deleted. This cannot be undone.');
    expect(server.calls('POST', '/api/v1/saved-searches/5/delete')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete search' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sailing under 300k' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('1 of 25 saved searches')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your saved searches' })).toHaveFocus();
    expect(signedBody('/api/v1/saved-searches/5/delete')).toEqual({});
    expect(toastStore.toasts.map((toast) => toast.text)).toEqual(['“Sailing under 300k” was deleted. Its e-mails stop.']);

    fireEvent.click(within(row('Catamarans')).getByRole('button', { name: 'Delete “Catamarans”' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete search' }));
    expect(await screen.findByRole('heading', { name: 'You have no saved searches yet' })).toBeInTheDocument();
  });

  it('keeps the search when deleting is refused, and Cancel sends nothing', async () => {
    server.on('GET', LIST, apiOk(searches));
    server.on('POST', '/api/v1/saved-searches/2/delete', apiFail(400404, ALERT_MESSAGES.notFound, 404));
    renderPage('/user/mySearch');
    await screen.findByRole('list', { name: 'Your saved searches' });
    fireEvent.click(within(row('Catamarans')).getByRole('button', { name: 'Delete “Catamarans”' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls('POST', '/api/v1/saved-searches/2/delete')).toEqual([]);

    fireEvent.click(within(row('Catamarans')).getByRole('button', { name: 'Delete “Catamarans”' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete search' }));
    await waitFor(() => expect(toastStore.toasts.map((toast) => toast.text)).toEqual([ALERT_MESSAGES.notFound]));
    expect(row('Catamarans')).toBeInTheDocument();
  });

  it('explains how to save a search when there is none, with both lists', async () => {
    server.on('GET', LIST, apiOk([]));
    renderPage('/user/mySearch');
    const empty = (await screen.findByRole('heading', { name: 'You have no saved searches yet' })).closest('section')!;
    expect(empty).toHaveTextContent('press “Save search” beside the number of yachts');
    expect(within(empty).getByRole('link', { name: 'New yachts' })).toHaveAttribute('href', '/new-yachts-for-sale/');
    expect(within(empty).getByRole('link', { name: 'Used yachts' })).toHaveAttribute('href', '/used-yachts-for-sale/');
  });

  it('shows skeleton rows while loading, and an error with a retry when the list cannot be read', async () => {
    server.on('GET', LIST, apiFail(500000, 'Something went wrong', 500));
    renderPage('/user/mySearch');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your saved searches…');
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('We couldn’t load your saved searches');
    expect(error).toHaveTextContent('Something went wrong');
    server.on('GET', LIST, apiOk(searches));
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your saved searches' })).toBeInTheDocument();
  });

  it('turns into the login panel when the api no longer knows the login', async () => {
    server.on('GET', LIST, apiFail(400209, 'Please log in again.', 401));
    renderPage('/user/mySearch');
    expect(await screen.findByRole('region', { name: 'Log in to see your saved searches' })).toBeInTheDocument();
    expect(sessionStore.isLoggedIn).toBe(false);
  });
});
