import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SellerInfo } from '@yachts/contracts/catalogue';
import { SellerBox } from './seller-box';

const seller = (overrides: Partial<SellerInfo> = {}): SellerInfo => ({
  name: 'Azure Coast Yachting',
  kind: 'dealer',
  uuid: 'seller-uuid-1',
  avatarUrl: null,
  memberSince: '2021-03-15T00:00:00.000Z',
  country: 'FR',
  dealerUrl: '/dealers/azure-coast-yachting',
  verified: false,
  trader: null,
  responseTime: null,
  ...overrides,
});

function renderBox(info: SellerInfo | null) {
  render(
    <MemoryRouter>
      <SellerBox seller={info} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Seller' });
}

describe('the seller box on a yacht’s page', () => {
  it('leads to a dealer’s page and stock in place of its member profile', () => {
    const box = renderBox(seller());
    const links = within(box).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['See Azure Coast Yachting’s page and stock', '/dealers/azure-coast-yachting'],
    ]);
    expect(box).toHaveTextContent('Authorised dealer');
    expect(box).toHaveTextContent('Based in France');
  });

  it('leads to the member profile of a seller without a business page', () => {
    const box = renderBox(seller({ name: 'Jane Sailor', kind: 'private', dealerUrl: null }));
    expect(within(box).queryByRole('link', { name: /page and stock/ })).toBeNull();
    expect(within(box).getByRole('link', { name: 'See Jane Sailor’s profile' })).toHaveAttribute(
      'href',
      '/account/information/seller-uuid-1',
    );
  });

  it('says a private seller is one, and makes no trader claim for them', () => {
    const box = renderBox(seller({ name: 'Jane Sailor', kind: 'private', dealerUrl: null }));
    expect(within(box).getByText('Private seller')).toBeInTheDocument();
    expect(box).not.toHaveTextContent('Verified');
    expect(within(box).queryByText('Trader details')).toBeNull();
  });

  it('marks a checked trader verified, with its details and how quickly it replies', () => {
    const trader = {
      name: 'Azure Coast Yachting SARL',
      address: 'Port Vauban, 06600 Antibes',
      country: 'FR',
      email: 'sales@azure-coast.example',
      phone: '+33 4 93 00 10 20',
      tradeRegister: 'RCS Antibes 812 345 678',
      verifiedAt: '2026-10-01T09:00:00.000Z',
    };
    const box = renderBox(seller({ verified: true, trader, responseTime: 'usually replies within 3 hours' }));
    expect(within(box).getByText('Verified dealer')).toBeInTheDocument();
    expect(box).toHaveTextContent('Usually replies within 3 hours');
    const details = within(box).getByText('Trader details').closest('details')!;
    expect(details).toHaveTextContent('Business nameAzure Coast Yachting SARL');
    expect(details).toHaveTextContent('AddressPort Vauban, 06600 Antibes, France');
    expect(details).toHaveTextContent('Trade registerRCS Antibes 812 345 678');
  });

  it('makes no claim for a business whose details are not checked yet', () => {
    const box = renderBox(seller({ verified: false }));
    expect(box).toHaveTextContent('Authorised dealer');
    expect(box).not.toHaveTextContent('Verified');
    expect(box).not.toHaveTextContent('Private seller');
  });

  it('says the details come with the reply when the seller is not known', () => {
    const box = renderBox(null);
    expect(within(box).queryByRole('link')).toBeNull();
    expect(box).toHaveTextContent('The seller’s details come with their reply to your enquiry.');
  });
});
