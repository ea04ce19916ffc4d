import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFail, apiOk, expectAlertThenTryAgain, expectMissingWithoutAsking, failOnceThen } from 'shared/testing';
import { withFakeApi } from '../testing/fake-api';
import { dealer, listPage, summary } from '../testing/fixtures';
import { renderPage } from '../testing/render-page';

const server = withFakeApi('visitor');

const PAGE = '/dealers/azure-coast-yachting';
const DEALER_API = '/api/v1/dealers/azure-coast-yachting';
const USED_LIST = '/api/v1/yachts/idle';
const NEW_LIST = '/api/v1/yachts/new';
const dealerAnswer = { slug: 'azure-coast-yachting', name: 'Azure Coast Yachting', url: PAGE };
const used = Array.from({ length: 6 }, (_, index) =>
  summary({ kind: 'idle', id: 7 + index, slug: `used-yacht-${index}`, builder: 'Hallberg-Rassy', model: `4${index}C` }),
);
const fresh = [summary({ id: 101 }), summary({ id: 102, slug: 'jeanneau-sun-odyssey-490', builder: 'Jeanneau', model: 'Sun Odyssey 490' })];

beforeEach(() => {
  server.on('GET', DEALER_API, apiOk(dealer()));
  server.on('GET', USED_LIST, apiOk({ ...listPage(used, 12, 1, 6), dealer: dealerAnswer }));
  server.on('GET', NEW_LIST, apiOk({ ...listPage(fresh, 2, 1, 6), dealer: dealerAnswer }));
});

const heading = () => screen.findByRole('heading', { level: 1, name: 'Azure Coast Yachting' });

describe('a dealer’s page', () => {
  it('introduces the dealer: breadcrumbs, name, category, place, member since, and the about text in paragraphs', async () => {
    renderPage(PAGE);
    expect(await screen.findByText('Loading the dealer’s page…')).toBeInTheDocument();
    expect(await heading()).toBeInTheDocument();
    expect(document.title).toBe('Azure Coast Yachting, yacht dealer in Antibes · Yacht Harbour');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Dealers and brokers' })).toHaveAttribute('href', '/dealers/');
    expect(within(crumbs).getByText('Azure Coast Yachting')).toHaveAttribute('aria-current', 'page');

    const head = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(head).toHaveTextContent('Dealer');
    expect(head).toHaveTextContent('Antibes, France');
    expect(head).toHaveTextContent('Member since Mar 2021');
    expect(within(head).getByTestId('dealer-initials')).toHaveTextContent('AC');
    const stock = within(head).getByRole('list', { name: 'Yachts for sale' });
    expect(within(stock).getByRole('link', { name: '12 used yachts' })).toHaveAttribute('href', '#used-yachts');
    expect(within(stock).getByRole('link', { name: '3 new yachts' })).toHaveAttribute('href', '#new-yachts');

    const about = screen.getByRole('region', { name: 'About Azure Coast Yachting' });
    const paragraphs = within(about)
      .getAllByText(/./, { selector: 'p' })
      .map((p) => p.textContent);
    expect(paragraphs).toEqual([
      'Dealer for French production yards on the Côte d’Azur.',
      'A brokerage desk in Antibes takes used yachts too.',
    ]);
  });

  it('gives the ways to reach the dealer as links: phone, e-mail, website in a new tab, with address and languages', async () => {
    renderPage(PAGE);
    await heading();
    const contact = screen.getByRole('complementary', { name: 'Contact Azure Coast Yachting' });
    expect(contact).toHaveTextContent('Port Vauban, Quai des Pêcheurs, 06600 Antibes');
    expect(contact).toHaveTextContent('France');
    expect(within(contact).getByRole('link', { name: '+33 4 93 00 10 20' })).toHaveAttribute('href', 'tel:+33493001020');
    expect(within(contact).getByRole('link', { name: 'sales@azure-coast.example' })).toHaveAttribute(
      'href',
      'mailto:sales@azure-coast.example',
    );
    const website = within(contact).getByRole('link', { name: 'azure-coast-yachting.example (opens in a new tab)' });
    expect(website).toHaveAttribute('href', 'https://www.azure-coast-yachting.example');
    expect(website).toHaveAttribute('rel', 'noopener');
    expect(website).toHaveAttribute('target', '_blank');
    expect(contact).toHaveTextContent('Languages spokenEnglish, French, Italian');
    expect(contact).toHaveTextContent('Opening hoursMonday to Friday 9:00-18:00');
  });

  it('says a checked trader is verified, how quickly it replies, and shows its trader details on request', async () => {
    server.on('GET', DEALER_API, apiOk(dealer()));
    renderPage(PAGE);
    await heading();
    expect(screen.getByText('Verified dealer')).toBeInTheDocument();
    expect(screen.getByText('Usually replies within 3 hours')).toBeInTheDocument();
    const contact = screen.getByRole('complementary', { name: 'Contact Azure Coast Yachting' });
    const details = within(contact).getByText('Trader details').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent('Trade registerRCS Antibes 812 345 678');
    expect(details).toHaveTextContent('Checked by our team in');
  });

  it('makes no claim for a trader not checked yet, and says nothing of replies before there are enough', async () => {
    server.on('GET', DEALER_API, apiOk(dealer({ verified: false, trader: null, responseTime: null })));
    renderPage(PAGE);
    await heading();
    expect(screen.queryByText(/Verified/)).not.toBeInTheDocument();
    expect(screen.queryByText(/replies within/i)).not.toBeInTheDocument();
    expect(screen.queryByText('Trader details')).not.toBeInTheDocument();
  });

  it('leaves out what the dealer did not give, and never links a website that is not http(s)', async () => {
    server.on(
      'GET',
      DEALER_API,
      apiOk(dealer({ phone: '', website: 'javascript:alert(1)', languages: [], address: '', openingHours: '', trader: null })),
    );
    renderPage(PAGE);
    await heading();
    const contact = screen.getByRole('complementary', { name: 'Contact Azure Coast Yachting' });
    expect(within(contact).getAllByRole('link')).toHaveLength(1);
    expect(within(contact).getByRole('link', { name: 'sales@azure-coast.example' })).toBeInTheDocument();
    expect(contact).not.toHaveTextContent('Phone');
    expect(contact).not.toHaveTextContent('Website');
    expect(contact).not.toHaveTextContent('Languages');
    expect(contact).not.toHaveTextContent('javascript');
  });

  it('shows a few of each kind of yacht, the larger stock first, as the lists’ cards, with a link to all of them', async () => {
    renderPage(PAGE);
    await heading();
    const usedSection = await screen.findByRole('region', { name: 'Used yachts from Azure Coast Yachting' });
    const newSection = await screen.findByRole('region', { name: 'New yachts from Azure Coast Yachting' });
    expect(usedSection.compareDocumentPosition(newSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(usedSection).toHaveAttribute('id', 'used-yachts');

    const usedCards = await within(usedSection).findAllByTestId('yacht-card');
    expect(usedCards).toHaveLength(6);
    expect(within(usedCards[0]!).getByRole('link', { name: 'Hallberg-Rassy 40C' })).toHaveAttribute('href', '/yachts/used/7-used-yacht-0');
    expect(within(usedSection).getByRole('link', { name: /^See all 12 used yachts from Azure Coast Yachting/ })).toHaveAttribute(
      'href',
      '/used-yachts-for-sale/?dealer=azure-coast-yachting',
    );

    const newCards = await within(newSection).findAllByTestId('yacht-card');
    expect(newCards).toHaveLength(2);
    expect(within(newSection).getByRole('link', { name: /^See all 2 new yachts from Azure Coast Yachting/ })).toHaveAttribute(
      'href',
      '/new-yachts-for-sale/?dealer=azure-coast-yachting',
    );

    // The lists' own call, narrowed to the dealer, six at most, in the visitor's currency.
    expect(server.calls('GET', USED_LIST).at(-1)?.query).toEqual({ dealer: 'azure-coast-yachting', pageSize: '6', currency: 'EUR' });
    expect(server.calls('GET', NEW_LIST).at(-1)?.query).toEqual({ dealer: 'azure-coast-yachting', pageSize: '6', currency: 'EUR' });
  });

  it('puts the new yachts first for a dealer with more of them, and asks nothing for a kind it has none of', async () => {
    server.on('GET', DEALER_API, apiOk(dealer({ category: 'builder', listings: { new: 2, idle: 0 } })));
    renderPage(PAGE);
    await heading();
    expect(document.title).toBe('Azure Coast Yachting, yacht builder in Antibes · Yacht Harbour');
    expect(await screen.findByRole('region', { name: 'New yachts from Azure Coast Yachting' })).toBeInTheDocument();
    await server.settle();
    expect(screen.queryByRole('region', { name: 'Used yachts from Azure Coast Yachting' })).toBeNull();
    expect(server.calls('GET', USED_LIST)).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /used yachts?$/ })).toBeNull();
  });

  it('says when the dealer has nothing listed, with the lists instead', async () => {
    server.on('GET', DEALER_API, apiOk(dealer({ listings: { new: 0, idle: 0 } })));
    renderPage(PAGE);
    await heading();
    expect(screen.getByRole('heading', { level: 2, name: 'No yachts listed right now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse used yachts' })).toHaveAttribute('href', '/used-yachts-for-sale/');
    await server.settle();
    expect(server.calls('GET', USED_LIST)).toHaveLength(0);
    expect(server.calls('GET', NEW_LIST)).toHaveLength(0);
  });

  it('offers a retry for one kind of yacht that could not be loaded, leaving the rest of the page', async () => {
    server.on('GET', NEW_LIST, failOnceThen('The catalogue is resting', apiOk({ ...listPage(fresh, 2, 1, 6), dealer: dealerAnswer })));
    renderPage(PAGE);
    await heading();
    const newSection = await screen.findByRole('region', { name: 'New yachts from Azure Coast Yachting' });
    const alert = await within(newSection).findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load the new yachts');
    expect(await screen.findAllByTestId('yacht-card')).toHaveLength(6);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(newSection).getAllByTestId('yacht-card')).toHaveLength(2));
  });

  it('says clearly when there is no such dealer, with ways to the directory and the lists', async () => {
    server.on('GET', '/api/v1/dealers/gone-marine', apiFail(400404, 'This dealer does not exist.', 404));
    renderPage('/dealers/gone-marine');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this dealer' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(document.title).toBe('Dealer not found · Yacht Harbour');
    expect(screen.getByRole('link', { name: 'See all dealers and brokers' })).toHaveAttribute('href', '/dealers/');
    expect(screen.getByRole('link', { name: 'Browse used yachts' })).toHaveAttribute('href', '/used-yachts-for-sale/');
    expect(screen.getByRole('link', { name: 'Browse new yachts' })).toHaveAttribute('href', '/new-yachts-for-sale/');
    expect(server.calls('GET', USED_LIST)).toHaveLength(0);
  });

  it('asks nothing of the api for an address that cannot be a dealer’s page', async () => {
    renderPage('/dealers/Not_A_Slug');
    await expectMissingWithoutAsking(server, 'We couldn’t find this dealer');
  });

  it('offers a retry when the page could not be loaded', async () => {
    server.on('GET', DEALER_API, failOnceThen('Something went wrong', apiOk(dealer())));
    renderPage(PAGE);
    await expectAlertThenTryAgain('We couldn’t load this dealer’s page');
    expect(await heading()).toBeInTheDocument();
  });
});
