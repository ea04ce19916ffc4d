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

  it('says the details come with the reply when the seller is not known', () => {
    const box = renderBox(null);
    expect(within(box).queryByRole('link')).toBeNull();
    expect(box).toHaveTextContent('The seller’s details come with their reply to your enquiry.');
  });
});
