import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LISTING_DECISION_MESSAGES, LISTING_REPORT_API } from '@yachts/contracts/listing-reports';
import type { ReportedListing } from '@yachts/contracts/wire/listing-reports';
import { apiFail, apiOk, operatorPerTest, renderArea } from 'shared/testing';
import CatalogueOperatorRoutes from './operator-routes';

const server = operatorPerTest('mod-1', 'mod-token');

const entry = (overrides: Partial<ReportedListing> = {}): ReportedListing => ({
  kind: 'new',
  id: 41,
  name: 'Jeanneau Sun Odyssey 410',
  link: '/yachts/41-jeanneau-sun-odyssey-410',
  status: 'listed',
  seller: { uuid: 's-1', name: 'Dana Dealer' },
  reports: 3,
  reasons: [
    { reason: 'scam', count: 2 },
    { reason: 'wrong-details', count: 1 },
  ],
  details: ['The photos are from another boat.'],
  contacts: 1,
  priority: true,
  first_reported_at: '2026-11-20T10:00:00.000Z',
  decision: null,
  ...overrides,
});

const page = (items: ReportedListing[]) => apiOk({ items, total: items.length, page: 1, pageSize: 10 });
const item = (name: RegExp) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;
const DECIDE = LISTING_REPORT_API.decide('new', 41);
const SECOND_LOOK = LISTING_REPORT_API.secondLook('new', 41);

describe('the reported listings queue', () => {
  it('shows the waiting listings with their priority, reason counts, the reporters’ words and a link to the listing', async () => {
    server.on(
      'GET',
      LISTING_REPORT_API.queue,
      page([
        entry(),
        entry({ id: 7, name: 'Bavaria C42', priority: false, reports: 1, reasons: [{ reason: 'sold', count: 1 }], details: [] }),
      ]),
    );
    renderArea(CatalogueOperatorRoutes, '/listing-reports');
    await screen.findByRole('heading', { level: 2, name: /Sun Odyssey/ });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reported listings');
    expect(screen.getByLabelText('2 reported listings waiting')).toBeInTheDocument();
    const first = item(/Sun Odyssey/);
    expect(within(first).getByText('Priority')).toBeInTheDocument();
    expect(first).toHaveTextContent('3 reports');
    expect(first).toHaveTextContent('Suspected scam (2), Wrong details (price, photos, specifications) (1)');
    expect(first).toHaveTextContent('The photos are from another boat.');
    expect(within(first).getByRole('link', { name: 'Open the listing' })).toHaveAttribute('href', '/yachts/41-jeanneau-sun-odyssey-410');
    expect(within(item(/Bavaria/)).getByText('Listed')).toBeInTheDocument();
    const [request] = server.calls('GET', LISTING_REPORT_API.queue);
    expect(request?.query).toMatchObject({ state: 'waiting', page: '1', page_size: '10' });
    expect(request?.headers['access-token']).toBe('mod-token');
  });

  it('withdraws only with the reason the seller reads, sends it and reloads the queue', async () => {
    server.on('GET', LISTING_REPORT_API.queue, page([entry()]));
    server.on('POST', DECIDE, apiOk(entry({ status: 'withdrawn', reports: 0 })));
    renderArea(CatalogueOperatorRoutes, '/listing-reports', { toasts: true });
    await screen.findByRole('heading', { level: 2, name: /Sun Odyssey/ });
    fireEvent.click(within(item(/Sun Odyssey/)).getByRole('button', { name: 'Withdraw…' }));
    fireEvent.click(within(item(/Sun Odyssey/)).getByRole('button', { name: 'Withdraw' }));
    expect(within(item(/Sun Odyssey/)).getByText(LISTING_DECISION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(server.calls('POST', DECIDE)).toHaveLength(0);

    fireEvent.change(within(item(/Sun Odyssey/)).getByLabelText(/Why it is withdrawn/), { target: { value: 'A known scam.' } });
    server.on('GET', LISTING_REPORT_API.queue, page([]));
    fireEvent.click(within(item(/Sun Odyssey/)).getByRole('button', { name: 'Withdraw' }));
    await screen.findByText('No reported listings are waiting.');
    expect(server.calls('POST', DECIDE)[0]?.body).toEqual({ action: 'withdraw', reason: 'A known scam.' });
    expect(screen.getByRole('status')).toHaveTextContent('“Jeanneau Sun Odyssey 410” is withdrawn; its seller is told why.');
  });

  it('keeps a listing without a reason, and shows a refusal in the api’s words', async () => {
    server.on('GET', LISTING_REPORT_API.queue, page([entry()]));
    server.on('POST', DECIDE, apiFail(400404, LISTING_DECISION_MESSAGES.notFound, 404));
    renderArea(CatalogueOperatorRoutes, '/listing-reports');
    await screen.findByRole('heading', { level: 2, name: /Sun Odyssey/ });
    fireEvent.click(within(item(/Sun Odyssey/)).getByRole('button', { name: 'Keep it listed' }));
    expect(await within(item(/Sun Odyssey/)).findByRole('alert')).toHaveTextContent(LISTING_DECISION_MESSAGES.notFound);
    expect(server.calls('POST', DECIDE)[0]?.body).toEqual({ action: 'keep', reason: '' });
  });

  it('warns the seller with a reason; no warning is offered for a listing without a seller', async () => {
    server.on('GET', LISTING_REPORT_API.queue, page([entry(), entry({ id: 8, name: 'Lagoon 42', seller: null, priority: false })]));
    server.on('POST', DECIDE, apiOk(entry({ reports: 0 })));
    renderArea(CatalogueOperatorRoutes, '/listing-reports');
    await screen.findByRole('heading', { level: 2, name: /Sun Odyssey/ });
    expect(within(item(/Lagoon/)).queryByRole('button', { name: 'Warn the seller…' })).toBeNull();
    fireEvent.click(within(item(/Sun Odyssey/)).getByRole('button', { name: 'Warn the seller…' }));
    fireEvent.change(within(item(/Sun Odyssey/)).getByLabelText(/The warning/), { target: { value: 'Correct the length.' } });
    fireEvent.click(within(item(/Sun Odyssey/)).getByRole('button', { name: 'Warn the seller' }));
    await waitFor(() => expect(server.calls('POST', DECIDE)).toHaveLength(1));
    expect(server.calls('POST', DECIDE)[0]?.body).toEqual({ action: 'warn', reason: 'Correct the length.' });
  });

  it('lists second looks with the seller’s words; lists the yacht again, or keeps it withdrawn with a reason', async () => {
    const asked = entry({
      status: 'withdrawn',
      priority: false,
      reports: 0,
      reasons: [],
      details: [],
      first_reported_at: null,
      decision: {
        action: 'withdraw',
        reason: 'A known scam.',
        decided_at: '2026-11-21T10:00:00.000Z',
        second_look: { text: 'I own it; here are the papers.', asked_at: '2026-11-22T10:00:00.000Z', outcome: null },
      },
    });
    server.on('GET', LISTING_REPORT_API.queue, page([asked]));
    server.on('POST', SECOND_LOOK, apiOk(entry()));
    renderArea(CatalogueOperatorRoutes, '/listing-reports?state=second-look');
    await screen.findByRole('heading', { level: 2, name: /Sun Odyssey/ });
    expect(server.calls('GET', LISTING_REPORT_API.queue)[0]?.query).toMatchObject({ state: 'second-look' });
    expect(screen.getByRole('link', { name: 'Second looks' })).toHaveAttribute('aria-current', 'page');
    const listing = item(/Sun Odyssey/);
    expect(listing).toHaveTextContent('I own it; here are the papers.');
    expect(listing).toHaveTextContent('Withdrawn because: A known scam.');
    expect(within(listing).queryByRole('link', { name: 'Open the listing' })).toBeNull();

    fireEvent.click(within(listing).getByRole('button', { name: 'Keep it withdrawn…' }));
    fireEvent.click(within(listing).getByRole('button', { name: 'Keep it withdrawn' }));
    expect(within(listing).getByText(LISTING_DECISION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(server.calls('POST', SECOND_LOOK)).toHaveLength(0);

    fireEvent.click(within(listing).getByRole('button', { name: 'List it again' }));
    await waitFor(() => expect(server.calls('POST', SECOND_LOOK)).toHaveLength(1));
    expect(server.calls('POST', SECOND_LOOK)[0]?.body).toEqual({ outcome: 'reverse', reason: '' });
  });
});
