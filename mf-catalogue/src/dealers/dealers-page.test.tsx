import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiOk, expectAlertThenTryAgain, failOnceThen } from 'shared/testing';
import { withFakeApi } from '../testing/fake-api';
import { dealerSummary } from '../testing/fixtures';
import { location, renderPage } from '../testing/render-page';

const server = withFakeApi('visitor');

const DEALERS = '/api/v1/dealers';
const directory = [
  dealerSummary(),
  dealerSummary({
    slug: 'atlantic-quay-yacht-brokers',
    name: 'Atlantic Quay Yacht Brokers',
    category: 'broker',
    city: 'Fort Lauderdale',
    country: 'US',
    logoUrl: '/uploads/logos/atlantic-quay.png',
    listings: { new: 0, idle: 1 },
  }),
  dealerSummary({
    slug: 'hallberg-rassy',
    name: 'Hallberg-Rassy Varvs AB',
    category: 'builder',
    city: '',
    country: 'SE',
    listings: { new: 0, idle: 0 },
  }),
];

beforeEach(() => {
  server.on('GET', DEALERS, apiOk(directory));
});

const cards = () => screen.findByRole('list', { name: 'Dealers and brokers' });

describe('the directory of dealers and brokers', () => {
  it('shows skeletons while loading, then a card for each business that leads to its page', async () => {
    renderPage('/dealers/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dealers and brokers' })).toBeInTheDocument();
    expect(screen.getByText('Loading the dealers and brokers…')).toBeInTheDocument();
    const list = await cards();
    expect(document.title).toBe('Dealers and brokers · Yacht Harbour');
    expect(screen.getByText('3 dealers, brokers and builders')).toBeInTheDocument();
    const [azure, atlantic, builder] = within(list).getAllByRole('listitem');

    expect(within(azure!).getByRole('heading', { level: 2, name: 'Azure Coast Yachting' })).toBeInTheDocument();
    expect(within(azure!).getByRole('link', { name: 'Azure Coast Yachting' })).toHaveAttribute('href', '/dealers/azure-coast-yachting');
    expect(azure).toHaveTextContent('Dealer');
    expect(azure).toHaveTextContent('Antibes, France');
    expect(azure).toHaveTextContent('12 used · 3 new yachts');
    // No logo: the initials stand in for it.
    expect(within(azure!).getByTestId('dealer-initials')).toHaveTextContent('AC');

    expect(within(atlantic!).getByRole('link', { name: 'Atlantic Quay Yacht Brokers' })).toHaveAttribute(
      'href',
      '/dealers/atlantic-quay-yacht-brokers',
    );
    expect(atlantic).toHaveTextContent('Broker');
    expect(atlantic).toHaveTextContent('Fort Lauderdale, United States');
    expect(atlantic).toHaveTextContent('1 used yacht');
    expect(atlantic!.querySelector('img')).toHaveAttribute('src', '/uploads/logos/atlantic-quay.png');
    expect(within(atlantic!).queryByTestId('dealer-initials')).toBeNull();

    expect(builder).toHaveTextContent('Builder');
    expect(builder).toHaveTextContent('Sweden');
    expect(builder).toHaveTextContent('No yachts listed right now');
    expect(server.calls('GET', DEALERS)).toHaveLength(1);
  });

  it('narrows the directory to one kind of business with links that say how many there are', async () => {
    renderPage('/dealers/');
    await cards();
    const kinds = screen.getByRole('navigation', { name: 'Kind of business' });
    expect(within(kinds).getByRole('link', { name: 'All 3' })).toHaveAttribute('aria-current', 'page');
    const brokers = within(kinds).getByRole('link', { name: 'Brokers 1' });
    expect(brokers).toHaveAttribute('href', '/dealers/?category=broker');
    fireEvent.click(brokers);
    await waitFor(() => expect(location.current).toBe('/dealers/?category=broker'));
    const list = await screen.findByRole('list', { name: 'Brokers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Atlantic Quay Yacht Brokers' })).toBeInTheDocument();
    expect(screen.getByText('1 broker')).toBeInTheDocument();
    expect(within(kinds).getByRole('link', { name: 'Brokers 1' })).toHaveAttribute('aria-current', 'page');
    // The same answer serves every kind: nothing is asked again.
    expect(server.calls('GET', DEALERS)).toHaveLength(1);
  });

  it('offers a retry when the directory could not be loaded', async () => {
    server.on('GET', DEALERS, failOnceThen('The catalogue is resting', apiOk(directory)));
    renderPage('/dealers/');
    await expectAlertThenTryAgain('We couldn’t load the dealers and brokers', 'The catalogue is resting');
    expect(await cards()).toBeInTheDocument();
  });

  it('says so when there is nobody yet, with the lists instead', async () => {
    server.on('GET', DEALERS, apiOk([]));
    renderPage('/dealers/');
    expect(await screen.findByRole('heading', { level: 2, name: 'No dealers or brokers yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse used yachts' })).toHaveAttribute('href', '/used-yachts-for-sale/');
    expect(screen.getByRole('link', { name: 'Browse new yachts' })).toHaveAttribute('href', '/new-yachts-for-sale/');
    expect(screen.queryByRole('navigation', { name: 'Kind of business' })).toBeNull();
  });
});
