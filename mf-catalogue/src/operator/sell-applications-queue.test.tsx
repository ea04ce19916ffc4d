import { fireEvent, screen, within } from '@testing-library/react';
import { OPERATOR_SELLING_MESSAGES, OPERATOR_SELL_API, SELL_MESSAGES, type OperatorApplication } from '@yachts/contracts/selling';
import { apiFail, apiOk, operatorPerTest, renderArea } from 'shared/testing';
import { page, summary, USED_VALUES } from '../sell/testing/fixtures';
import CatalogueOperatorRoutes from './operator-routes';

const server = operatorPerTest('admin-1', 'admin-token');

const application = (overrides: Partial<OperatorApplication> = {}): OperatorApplication => ({
  ...summary({ id: 21, title: 'Princess F55', status: 'submitted' }),
  values: USED_VALUES,
  user: { uuid: 's-1', email: 'seller@example.com', name: 'Sam Seller' },
  ...overrides,
});

const item = () => screen.getByRole('heading', { level: 2, name: 'Princess F55' }).closest('li') as HTMLElement;
const REVIEW = OPERATOR_SELL_API.review(21);

describe('the sell-application queue', () => {
  it('opens on the new applications, the longest waiting first, with the applicant, photos and every value', async () => {
    server.on('GET', OPERATOR_SELL_API.applications, apiOk(page([application()], { total: 12 })));
    renderArea(CatalogueOperatorRoutes, '/sell-applications');
    await screen.findByRole('heading', { level: 2, name: 'Princess F55' });
    expect(server.calls('GET', OPERATOR_SELL_API.applications)[0]?.query).toMatchObject({ status: 'submitted', page: '1' });
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('12 new applications')).toBeInTheDocument();
    expect(item()).toHaveTextContent('Sam Seller (seller@example.com)');
    expect(within(item()).getAllByRole('img', { name: /Photo \d/ })).toHaveLength(USED_VALUES.photos.length);
    expect(within(item()).getByText('Everything the seller sent')).toBeInTheDocument();
    // Twelve at ten a page: a next page, which keeps the filter.
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/sell-applications?page=2');
    expect(screen.getByRole('link', { name: 'Approved' })).toHaveAttribute('href', '/sell-applications?status=approved');
  });

  it('approves an application and reloads the queue', async () => {
    server.on('GET', OPERATOR_SELL_API.applications, apiOk(page([application()])));
    server.on('POST', REVIEW, apiOk(summary({ id: 21, status: 'approved' })));
    renderArea(CatalogueOperatorRoutes, '/sell-applications', { toasts: true });
    await screen.findByRole('heading', { level: 2, name: 'Princess F55' });
    server.on('GET', OPERATOR_SELL_API.applications, apiOk(page([])));
    fireEvent.click(within(item()).getByRole('button', { name: 'Approve and list' }));
    await screen.findByText('No applications with this status.');
    expect(server.calls('POST', REVIEW)[0]?.body).toEqual({ status: 'approved' });
    expect(server.calls('POST', REVIEW)[0]?.headers['access-token']).toBe('admin-token');
    expect(screen.getByRole('status')).toHaveTextContent('“Princess F55” is approved and listed.');
  });

  it('shows the api’s words when the seller is a business not verified yet (409), and keeps the application open', async () => {
    server.on('GET', OPERATOR_SELL_API.applications, apiOk(page([application()])));
    server.on('POST', REVIEW, apiFail(400100, SELL_MESSAGES.traderNotVerified, 409));
    renderArea(CatalogueOperatorRoutes, '/sell-applications', { toasts: true });
    await screen.findByRole('heading', { level: 2, name: 'Princess F55' });
    fireEvent.click(within(item()).getByRole('button', { name: 'Approve and list' }));
    expect(await within(item()).findByText(SELL_MESSAGES.traderNotVerified)).toBeInTheDocument();
    expect(server.calls('POST', REVIEW)[0]?.body).toEqual({ status: 'approved' });
    expect(server.calls('GET', OPERATOR_SELL_API.applications)).toHaveLength(1);
    expect(within(item()).getByRole('button', { name: 'Approve and list' })).toBeEnabled();
    expect(screen.queryByText('“Princess F55” is approved and listed.')).toBeNull();
  });

  it('rejects only with the reason the seller reads, and shows a refusal in the api’s words', async () => {
    server.on('GET', OPERATOR_SELL_API.applications, apiOk(page([application({ status: 'under_review' })])));
    renderArea(CatalogueOperatorRoutes, '/sell-applications?status=under_review');
    await screen.findByRole('heading', { level: 2, name: 'Princess F55' });
    expect(within(item()).queryByRole('button', { name: 'Start review' })).toBeNull();
    fireEvent.click(within(item()).getByRole('button', { name: 'Reject…' }));
    fireEvent.click(within(item()).getByRole('button', { name: 'Reject' }));
    expect(within(item()).getByText(OPERATOR_SELLING_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(server.calls('POST', REVIEW)).toHaveLength(0);

    const refused = OPERATOR_SELLING_MESSAGES.withdrawn;
    server.on('POST', REVIEW, apiFail(400409, refused, 409));
    fireEvent.change(within(item()).getByLabelText(/Why it is rejected/), { target: { value: 'The photos show another yacht.' } });
    fireEvent.click(within(item()).getByRole('button', { name: 'Reject' }));
    expect(await within(item()).findByText(refused)).toBeInTheDocument();
    expect(server.calls('POST', REVIEW)[0]?.body).toEqual({ status: 'rejected', reason: 'The photos show another yacht.' });
  });

  it('offers no decision on an approved application, only its listing', async () => {
    server.on(
      'GET',
      OPERATOR_SELL_API.applications,
      apiOk(page([application({ status: 'approved', listingUrl: '/yachts/used/410-princess-f55' })])),
    );
    renderArea(CatalogueOperatorRoutes, '/sell-applications?status=approved');
    await screen.findByRole('heading', { level: 2, name: 'Princess F55' });
    expect(within(item()).getByRole('link', { name: 'See the listing' })).toHaveAttribute('href', '/yachts/used/410-princess-f55');
    expect(within(item()).queryAllByRole('button')).toHaveLength(0);
  });
});
