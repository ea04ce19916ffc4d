import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from 'shared/session';
import { DEFAULT_PICTURE_URL, toastStore } from 'shared/ui';
import {
  acceptCookies,
  apiFail,
  apiOk,
  beVisitor,
  clearToasts,
  closeModals,
  expectTexts,
  fakeServerPerTest,
  logInAs,
} from 'shared/testing';
import { listPage, usedSummary } from '../testing/fixtures';
import { compareStore } from '../compare/compare-store';
import { COMPARE_MESSAGES } from '../compare/compare-toggle';
import { renderPage } from '../testing/render-page';

const server = fakeServerPerTest(closeModals, beVisitor, clearToasts);

const used = usedSummary({ condition: 'excellent', engineHours: 2150, location: 'Hamble', country: 'GB', followed: false });

beforeAll(acceptCookies);
beforeEach(() => {
  server.on(
    'GET',
    '/api/v1/yachts/idle/filters',
    apiOk({ builders: [], locations: [], lengthM: { min: 0, max: 0 }, price: { min: 0, max: 0 }, year: { min: 0, max: 0 } }),
  );
  server.on('GET', '/api/v1/yachts/idle', apiOk(listPage([used])));
});

async function card() {
  const list = await screen.findByRole('list', { name: 'Used yachts' });
  return within(list).getByRole('listitem');
}

describe('a yacht card', () => {
  it('puts the yacht aside to compare and takes it back, saying so', async () => {
    act(() => compareStore.clear());
    beVisitor();
    renderPage('/used-yachts-for-sale/');
    const toggle = within(await card()).getByRole('button', { name: 'Compare Hallberg-Rassy 40C' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toastStore.toasts.at(-1)?.text).toBe(COMPARE_MESSAGES.added(1));
    expect(screen.getByRole('region', { name: 'Compare' })).toHaveTextContent('1 of 4 yachts chosen');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toastStore.toasts.at(-1)?.text).toBe(COMPARE_MESSAGES.removed);
    expect(screen.queryByRole('region', { name: 'Compare' })).toBeNull();
  });

  it('marks a used yacht whose last change lowered its price, with the old price struck through', async () => {
    server.on('GET', '/api/v1/yachts/idle', apiOk(listPage([{ ...used, reducedFrom: { price: 289000, currency: 'GBP' } }])));
    beVisitor();
    renderPage('/used-yachts-for-sale/');
    const item = await card();
    expect(item).toHaveTextContent('Price reduced from £289,000');
    expect(within(item).getByText('£289,000').tagName).toBe('S');
  });

  it('says nothing of cabins for a boat without one, rather than "0 cabins"', async () => {
    server.on('GET', '/api/v1/yachts/idle', apiOk(listPage([{ ...used, cabins: 0 }])));
    beVisitor();
    renderPage('/used-yachts-for-sale/');
    const item = await card();
    expect(item).toHaveTextContent('2012');
    expect(item).not.toHaveTextContent(/cabin/);
  });

  it('shows a used yacht’s condition, year, place and price, and links to its page', async () => {
    beVisitor();
    renderPage('/used-yachts-for-sale/');
    const item = await card();
    expectTexts(item, ['Excellent', '2012', '14.6 m (48 ft)', 'Hamble, United Kingdom', '£265,000']);
    expect(within(item).getByRole('link', { name: 'Hallberg-Rassy 40C' })).toHaveAttribute(
      'href',
      '/yachts/used/7-hallberg-rassy-40c-2012',
    );
  });

  it('loads pictures below the first row lazily, the first one first, each in a fixed frame, and falls back to the default picture', async () => {
    beVisitor();
    const four = [1, 2, 3, 4].map((id) => ({ ...used, id, slug: `yacht-${id}` }));
    server.on('GET', '/api/v1/yachts/idle', apiOk(listPage(four)));
    renderPage('/used-yachts-for-sale/');
    const list = await screen.findByRole('list', { name: 'Used yachts' });
    const images = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('img')!);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy']);
    // The first picture, the one a phone paints largest, is fetched first.
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null]);
    expect(images[3]).toHaveAttribute('width', '640');
    expect(images[3]).toHaveAttribute('height', '400');
    fireEvent.error(images[3]!);
    expect(images[3]).toHaveAttribute('src', DEFAULT_PICTURE_URL);
  });

  it('gives a visitor the login-required modal from the heart, and sends nothing', async () => {
    beVisitor();
    renderPage('/used-yachts-for-sale/');
    const heart = within(await card()).getByRole('button', { name: 'Follow Hallberg-Rassy 40C' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(screen.getByRole('dialog', { name: 'Log in to continue' })).toHaveTextContent('Log in to follow yachts');
    await server.settle();
    expect(server.calls('POST', '/api/v1/yachts/idle/7/follow')).toEqual([]);
  });

  it('lets a member follow a used yacht with its own call; aria-pressed follows the answer', async () => {
    logInAs('me-1');
    server.on('GET', '/api/v1/yachts/idle', apiOk(listPage([{ ...used, followed: true }])));
    server.on('POST', '/api/v1/yachts/idle/7/follow', apiOk({ followed: false, followers: 4 }));
    renderPage('/used-yachts-for-sale/');
    const heart = within(await card()).getByRole('button', { name: 'Follow Hallberg-Rassy 40C' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect((server.calls('POST', '/api/v1/yachts/idle/7/follow')[0]?.body as { operation: string }).operation).toBe('unfollow');
    expect(toastStore.toasts.map((toast) => toast.text)).toContain('You no longer follow the Hallberg-Rassy 40C.');

    server.on('POST', '/api/v1/yachts/idle/7/follow', apiOk({ followed: true, followers: 5 }));
    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });

  it('keeps the state and says why when following fails', async () => {
    logInAs('me-1');
    server.on('POST', '/api/v1/yachts/idle/7/follow', apiFail(500000, 'Something went wrong', 500));
    renderPage('/used-yachts-for-sale/');
    const heart = within(await card()).getByRole('button', { name: 'Follow Hallberg-Rassy 40C' });
    fireEvent.click(heart);
    await waitFor(() => expect(toastStore.toasts.map((toast) => toast.text)).toContain('Something went wrong'));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns the page back into a visitor’s and asks to log in when the api no longer knows the login', async () => {
    logInAs('me-1');
    server.on('POST', '/api/v1/yachts/idle/7/follow', apiFail(400209, 'Please log in again.', 401));
    renderPage('/used-yachts-for-sale/');
    fireEvent.click(within(await card()).getByRole('button', { name: 'Follow Hallberg-Rassy 40C' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
    expect(sessionStore.isLoggedIn).toBe(false);
  });
});
