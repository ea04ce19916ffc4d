// The seller entries queue: a business's trader details (decision 045, DSA Art. 30) for the operator to check, and
// "Verify and approve" for a business, "Approve" for a private seller.
import { fireEvent, screen, within } from '@testing-library/react';
import { OPERATOR_SELL_API, type OperatorEntry } from '@yachts/contracts/selling';
import { apiOk, operatorPerTest, renderArea } from 'shared/testing';
import { entry as entryApplication, page } from '../sell/testing/fixtures';
import { VERIFY_NOTE } from './entries-queue';
import CatalogueOperatorRoutes from './operator-routes';

const server = operatorPerTest('admin-1', 'admin-token');

const business = (overrides: Partial<OperatorEntry> = {}): OperatorEntry => ({
  ...entryApplication({
    id: 5,
    type: 'business',
    category: 'dealer',
    status: 'submitted',
    companyName: 'Riviera Yachts SARL',
    contactName: 'Tom Reed',
    email: 'tom@riviera.example',
    country: 'FR',
    website: 'https://riviera.example',
    reason: null,
  }),
  user: { uuid: 'u-5', email: 'tom@example.com', name: 'Tom Reed' },
  phone: '+33 612345678',
  address: '12 quai Rambaud, 06600 Antibes',
  tradeRegister: 'RCS Antibes 812 345 678',
  selfCertifiedAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

const privateSeller = (): OperatorEntry => ({
  ...entryApplication({
    id: 6,
    type: 'seller',
    category: 'private',
    status: 'submitted',
    companyName: '',
    contactName: 'Ines Haven',
    email: 'ines@example.com',
    country: 'PT',
    website: null,
    reason: null,
  }),
  user: { uuid: 'u-6', email: 'ines@example.com', name: 'Ines Haven' },
  phone: '',
  address: '',
  tradeRegister: '',
  selfCertifiedAt: null,
});

const itemOf = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;
const factOf = (scope: HTMLElement, name: string) => within(scope).getByText(name, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('the seller entries queue', () => {
  it('shows a business’s trader details and its self-certification, and names its approval "Verify and approve"', async () => {
    server.on('GET', OPERATOR_SELL_API.entries, apiOk(page([business(), privateSeller()])));
    renderArea(CatalogueOperatorRoutes, '/entries');
    await screen.findByRole('heading', { level: 2, name: 'Riviera Yachts SARL' });
    const item = itemOf('Riviera Yachts SARL');
    const trader = within(item).getByRole('region', { name: 'Trader details' });
    expect(factOf(trader, 'Postal address')).toHaveTextContent('12 quai Rambaud, 06600 Antibes');
    expect(within(trader).getByRole('link', { name: '+33 612345678' })).toHaveAttribute('href', 'tel:+33612345678');
    expect(factOf(trader, 'Trade register')).toHaveTextContent('RCS Antibes 812 345 678');
    expect(within(trader).getByRole('link', { name: 'https://riviera.example' })).toHaveAttribute('href', 'https://riviera.example');
    expect(within(trader).getByRole('link', { name: 'tom@riviera.example' })).toHaveAttribute('href', 'mailto:tom@riviera.example');
    expect(factOf(trader, 'Self-certification')).toHaveTextContent(/^Self-certified on .*2026/);
    expect(
      within(trader)
        .getByText(/Self-certified on/)
        .querySelector('time'),
    ).toHaveAttribute('datetime', '2026-11-20T09:00:00.000Z');
    expect(within(item).getByText(VERIFY_NOTE)).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Verify and approve' })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Approve' })).toBeNull();

    // A private seller gives no trader details and is approved, not verified.
    const seller = itemOf('Ines Haven');
    expect(within(seller).queryByRole('region', { name: 'Trader details' })).toBeNull();
    expect(within(seller).queryByText(VERIFY_NOTE)).toBeNull();
    expect(within(seller).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(seller).queryByRole('button', { name: 'Verify and approve' })).toBeNull();
  });

  it('marks a business that did not self-certify in a warning style', async () => {
    server.on('GET', OPERATOR_SELL_API.entries, apiOk(page([business({ selfCertifiedAt: null, address: '', website: null })])));
    renderArea(CatalogueOperatorRoutes, '/entries');
    await screen.findByRole('heading', { level: 2, name: 'Riviera Yachts SARL' });
    const trader = within(itemOf('Riviera Yachts SARL')).getByRole('region', { name: 'Trader details' });
    const warning = within(trader).getByText('Not self-certified');
    expect(warning).toHaveClass('status-badge', 'status-warn');
    expect(within(trader).queryByText(/Self-certified on/)).toBeNull();
    expect(factOf(trader, 'Postal address')).toHaveTextContent('—');
    expect(factOf(trader, 'Website')).toHaveTextContent('—');
  });

  it('verifies and approves a business entry, says so, and reloads the queue', async () => {
    server.on('GET', OPERATOR_SELL_API.entries, apiOk(page([business()])));
    server.on('POST', OPERATOR_SELL_API.reviewEntry(5), apiOk(entryApplication({ id: 5, type: 'business', status: 'approved' })));
    renderArea(CatalogueOperatorRoutes, '/entries', { toasts: true });
    await screen.findByRole('heading', { level: 2, name: 'Riviera Yachts SARL' });
    server.on('GET', OPERATOR_SELL_API.entries, apiOk(page([])));
    fireEvent.click(within(itemOf('Riviera Yachts SARL')).getByRole('button', { name: 'Verify and approve' }));
    await screen.findByText('No entry applications with this status.');
    expect(server.calls('POST', OPERATOR_SELL_API.reviewEntry(5))[0]?.body).toEqual({ status: 'approved' });
    expect(screen.getByRole('status')).toHaveTextContent('Riviera Yachts SARL is verified as a trader and approved.');
  });
});
