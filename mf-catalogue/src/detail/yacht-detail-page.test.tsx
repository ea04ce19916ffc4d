import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { modalStore } from 'shared/modals';
import { toastStore } from 'shared/ui';
import { recentlyViewed } from '../recent/recently-viewed-store';
import { SHARE_MESSAGES } from './share-button';
import {
  apiFail,
  apiOk,
  beVisitor,
  closeModals,
  expectAlertThenTryAgain,
  expectMissingWithoutAsking,
  expectTexts,
  failOnceThen,
  logInAs,
  signedFields,
  textsOf,
} from 'shared/testing';
import { withFakeApi } from '../testing/fake-api';
import { newDetail, summary, usedDetail } from '../testing/fixtures';
import { location, renderPage } from '../testing/render-page';

const server = withFakeApi('visitor', closeModals);
beforeEach(() => {
  server.on('GET', '/api/v1/yachts/new/101', apiOk(newDetail()));
  server.on(
    'GET',
    '/api/v1/yachts/new/101/similar',
    apiOk([summary({ id: 120, slug: 'jeanneau-sun-odyssey-490', builder: 'Jeanneau', model: 'Sun Odyssey 490' })]),
  );
  server.on(
    'GET',
    '/api/v1/yachts/idle/7',
    apiOk(usedDetail({ shownPrice: { amount: 309_750, currency: 'EUR' }, conversion: { currency: 'EUR', ratesDate: '2026-11-25' } })),
  );
  server.on('GET', '/api/v1/yachts/idle/7/similar', apiOk([]));
});

describe('a yacht’s page', () => {
  it('mounts the community’s topics about its builder and model through the page’s runtime, and says how current it is', async () => {
    const asked: string[] = [];
    globalThis.__YACHT_LOAD_MODULE__ = (id) => {
      asked.push(id);
      return Promise.resolve({
        default: ({ builder, model }: { builder: string; model: string }) => <p>Topics about {`${builder} ${model}`}</p>,
      });
    };
    try {
      renderPage('/yachts/101-beneteau-oceanis-46-1');
      expect(await screen.findByText('Topics about Beneteau Oceanis 46.1')).toBeInTheDocument();
      expect(asked).toEqual(['community/yacht-topics']);
      expect(screen.getByText(/Seller confirmed it is for sale on/)).toHaveTextContent('Seller confirmed it is for sale on 20 Nov 2026');
      expect(screen.getByText(/every 30 days; one not confirmed for 60 days leaves the market/)).toBeInTheDocument();
    } finally {
      globalThis.__YACHT_LOAD_MODULE__ = undefined;
    }
  });

  it('shows the yacht: name, breadcrumbs, price, specifications in metres and feet, description, seller, similar yachts', async () => {
    renderPage('/yachts/101-beneteau-oceanis-46-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Beneteau Oceanis 46.1' })).toBeInTheDocument();
    expect(document.title).toBe('Beneteau Oceanis 46.1 (2025) for sale · Yacht Harbour');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'New yachts' })).toHaveAttribute('href', '/new-yachts-for-sale/');
    expect(within(crumbs).getByRole('link', { name: 'Beneteau' })).toHaveAttribute('href', '/new-yachts-for-sale/?builder=Beneteau');
    expect(screen.getByTestId('yacht-price')).toHaveTextContent('€389,000');
    expect(screen.getByText('Base price')).toBeInTheDocument();

    const specs = screen.getByRole('table', { name: 'Specifications of the Beneteau Oceanis 46.1' });
    // The price and the enquiry come right after the gallery in reading order (on a phone, before the specs).
    const aside = screen.getByRole('complementary', { name: 'Price and seller' });
    expect(aside.compareDocumentPosition(specs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const row = (label: string) => within(specs).getByRole('rowheader', { name: label }).nextElementSibling;
    expect(row('Length overall')).toHaveTextContent('14.6 m (48 ft)');
    expect(row('Beam')).toHaveTextContent('4.5 m (15 ft)');
    expect(row('Draft')).toHaveTextContent('2.3 m (8 ft)');
    expect(row('Model year')).toHaveTextContent('2025');
    expect(row('Type')).toHaveTextContent('Sailing yacht');
    expect(row('Hull material')).toHaveTextContent('GRP (fibreglass)');
    expect(row('Top speed')).toHaveTextContent('9 kn');
    expect(row('Cruising speed')).toHaveTextContent('7.5 kn');
    expect(row('Location')).toHaveTextContent('La Rochelle, France');
    expect(within(specs).queryByRole('rowheader', { name: 'Condition' })).toBeNull();

    expect(screen.getByText('Three cabins and two heads.')).toBeInTheDocument();
    const seller = screen.getByRole('region', { name: 'Seller' });
    expectTexts(seller, ['Beneteau Yachts', 'Builder', 'Member since Mar 2021']);
    expect(within(seller).getByRole('link', { name: 'See Beneteau Yachts’s page and stock' })).toHaveAttribute(
      'href',
      '/dealers/beneteau-yachts',
    );
    // A business with a page: that page, not its member profile.
    expect(within(seller).queryByRole('link', { name: 'See Beneteau Yachts’s profile' })).toBeNull();

    const similar = await screen.findByRole('list', { name: 'Similar yachts' });
    expect(within(similar).getByRole('link', { name: 'Jeanneau Sun Odyssey 490' })).toHaveAttribute(
      'href',
      '/yachts/120-jeanneau-sun-odyssey-490',
    );
  });

  it('replaces an address with an old or missing slug by the yacht’s own, keeping no history entry', async () => {
    renderPage('/yachts/101-old-name?ref=mail');
    await screen.findByRole('heading', { level: 1, name: 'Beneteau Oceanis 46.1' });
    await waitFor(() => expect(location.current).toBe('/yachts/101-beneteau-oceanis-46-1?ref=mail'));
    expect(location.navigation).toBe('REPLACE');
    expect(server.calls('GET', '/api/v1/yachts/new/101')).toHaveLength(1);
  });

  it('leaves the canonical address alone', async () => {
    renderPage('/yachts/101-beneteau-oceanis-46-1');
    await screen.findByRole('heading', { level: 1, name: 'Beneteau Oceanis 46.1' });
    expect(location.navigation).toBe('POP');
  });

  it('shows a used yacht: asking price, last reduction with its date and the history, hours, condition, no seller yet', async () => {
    renderPage('/yachts/used/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallberg-Rassy 40C' })).toBeInTheDocument();
    await waitFor(() => expect(location.current).toBe('/yachts/used/7-hallberg-rassy-40c-2012'));
    expect(screen.getByText('Asking price', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByTestId('yacht-price')).toHaveTextContent('£265,000');
    // In the visitor's currency (euros until chosen), at the rates of the day the api says.
    expect(screen.getByTestId('yacht-price-shown')).toHaveTextContent('About €309,750 at the exchange rates of 25 Nov 2026');
    expect(server.calls('GET', '/api/v1/yachts/idle/7')[0]?.query).toEqual({ currency: 'EUR' });
    expect(screen.getByTestId('price-change')).toHaveTextContent('Reduced from £289,000 on 12 Mar 2026');
    const history = screen.getByRole('table', { name: 'Asking price over time' });
    expect(textsOf(history, 'row')).toEqual(['DateAsking price', '12 Mar 2026£265,000', '1 Sept 2025£289,000']);
    const specs = screen.getByRole('table', { name: /^Specifications/ });
    expect(within(specs).getByRole('rowheader', { name: 'Engine hours' }).nextElementSibling).toHaveTextContent('2,150 h');
    expect(within(specs).getByRole('rowheader', { name: 'Condition' }).nextElementSibling).toHaveTextContent('Good');
    expect(within(specs).getByRole('rowheader', { name: 'Year built' }).nextElementSibling).toHaveTextContent('2012');
    expect(within(specs).queryByRole('rowheader', { name: 'Top speed' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Seller' })).toHaveTextContent('The seller’s details come with their reply');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Used yachts');
    // No similar yachts: no empty section.
    await waitFor(() => expect(server.calls('GET', '/api/v1/yachts/idle/7/similar')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Similar yachts' })).toBeNull();
  });

  it('says clearly when the yacht is not listed, with ways back to the lists', async () => {
    server.on('GET', '/api/v1/yachts/new/404', apiFail(400404, 'This yacht is no longer listed.', 404));
    renderPage('/yachts/404-gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'This yacht is no longer listed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse new yachts' })).toHaveAttribute('href', '/new-yachts-for-sale/');
    expect(screen.getByRole('link', { name: 'Browse used yachts' })).toHaveAttribute('href', '/used-yachts-for-sale/');
    expect(document.title).toBe('Yacht not found · Yacht Harbour');
    expect(location.current).toBe('/yachts/404-gone');
  });

  it('asks nothing of the api for an address without an id', async () => {
    renderPage('/yachts/beneteau-oceanis');
    await expectMissingWithoutAsking(server, 'This yacht is no longer listed');
  });

  it('offers a retry when the yacht could not be loaded', async () => {
    server.on('GET', '/api/v1/yachts/new/101', failOnceThen('Something went wrong', apiOk(newDetail())));
    renderPage('/yachts/101-beneteau-oceanis-46-1');
    await expectAlertThenTryAgain('We couldn’t load this yacht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Beneteau Oceanis 46.1' })).toBeInTheDocument();
  });

  it('keeps the price and one way to the seller in a contact bar, which opens the same enquiry', async () => {
    renderPage('/yachts/used/7-hallberg-rassy-40c-2012');
    const bar = await screen.findByRole('region', { name: 'Contact the seller' });
    expect(bar).toHaveTextContent('≈ about €309,750 (asked as £265,000)');
    // One action: the seller box no longer has a second button of its own.
    expect(screen.queryByRole('button', { name: 'Ask the seller a question' })).not.toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: 'Enquire' }));
    expect(await screen.findByRole('dialog', { name: 'Send an enquiry' })).toBeInTheDocument();
    expect(modalStore.props).toMatchObject({ kind: 'idle', yachtId: 7, yachtName: 'Hallberg-Rassy 40C' });
  });

  it('shares the yacht with the phone’s share sheet, or copies its address where there is none', async () => {
    renderPage('/yachts/used/7-hallberg-rassy-40c-2012');
    const share = await screen.findByRole('button', { name: 'Share this yacht' });
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await act(() => Promise.resolve(fireEvent.click(share)));
    expect(writeText).toHaveBeenCalledWith('http://localhost/yachts/used/7-hallberg-rassy-40c-2012');
    expect(toastStore.toasts.at(-1)?.text).toBe(SHARE_MESSAGES.copied);
    const shareSheet = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: shareSheet, configurable: true });
    try {
      await act(() => Promise.resolve(fireEvent.click(share)));
      expect(shareSheet).toHaveBeenCalledWith({
        title: 'Hallberg-Rassy 40C for sale',
        url: 'http://localhost/yachts/used/7-hallberg-rassy-40c-2012',
      });
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });

  it('puts the yacht first in this browser’s recently viewed, shown on the next yacht’s page', async () => {
    act(() => recentlyViewed.clear());
    const first = renderPage('/yachts/used/7-hallberg-rassy-40c-2012');
    await screen.findByRole('heading', { level: 1, name: 'Hallberg-Rassy 40C' });
    expect(recentlyViewed.items.map((item) => `${item.kind}-${item.id}`)).toEqual(['idle-7']);
    first.unmount();
    renderPage('/yachts/101-beneteau-oceanis-46-1');
    const recent = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(recent).getByRole('link', { name: /Hallberg-Rassy 40C/ })).toHaveAttribute(
      'href',
      '/yachts/used/7-hallberg-rassy-40c-2012',
    );
    // Not the yacht being looked at.
    expect(within(recent).queryByRole('link', { name: /Beneteau Oceanis 46.1/ })).toBeNull();
  });

  it('opens the message modal for this yacht from "Send an enquiry"', async () => {
    renderPage('/yachts/used/7-hallberg-rassy-40c-2012');
    fireEvent.click(await screen.findByRole('button', { name: 'Send an enquiry' }));
    // The modal's form is fetched when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Send an enquiry' });
    expect(dialog).toHaveAccessibleDescription(
      'About the Hallberg-Rassy 40C. The seller answers you here on Yacht Harbour, and we e-mail you when they do.',
    );
    expect(modalStore.props).toMatchObject({ kind: 'idle', yachtId: 7, yachtName: 'Hallberg-Rassy 40C' });
  });
});

describe('following from a yacht’s page', () => {
  it('gives a visitor the login-required modal and sends nothing', async () => {
    renderPage('/yachts/101-beneteau-oceanis-46-1');
    const follow = await screen.findByRole('button', { name: 'Follow Beneteau Oceanis 46.1' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('followers')).toHaveTextContent('12 followers');
    fireEvent.click(follow);
    expect(screen.getByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
    await server.settle();
    expect(server.calls('POST', '/api/v1/yachts/new/101/follow')).toEqual([]);
  });

  it('lets a member follow and unfollow with the signed call; the state and the count follow the answer', async () => {
    logInAs('me-1');
    server.on('GET', '/api/v1/yachts/new/101', apiOk(newDetail({ followed: false, followers: 12 })));
    const answers = [apiOk({ followed: true, followers: 13 }), apiOk({ followed: false, followers: 12 })];
    server.on('POST', '/api/v1/yachts/new/101/follow', () => answers.shift()!);
    renderPage('/yachts/101-beneteau-oceanis-46-1');
    const follow = await screen.findByRole('button', { name: 'Follow Beneteau Oceanis 46.1' });
    // The login token goes with the read, so the api can say whether the member follows it.
    expect(server.calls('GET', '/api/v1/yachts/new/101')[0]?.headers['access-token']).toBe('login-token');

    fireEvent.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('followers')).toHaveTextContent('13 followers');
    expect(signedFields(server.calls('POST', '/api/v1/yachts/new/101/follow')[0])).toEqual({ operation: 'follow' });

    fireEvent.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByTestId('followers')).toHaveTextContent('12 followers');
    expect((server.calls('POST', '/api/v1/yachts/new/101/follow')[1]?.body as Record<string, unknown>).operation).toBe('unfollow');
    act(() => beVisitor());
  });
});
