import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@yachts/contracts/paths';
import { SELL_CALLS, SELL_STATUS_LABELS } from '@yachts/contracts/selling';
import { toastStore } from 'shared/ui';
import {
  acceptCookies,
  beVisitor,
  clearToasts,
  closeModals,
  expectNothingAsked,
  fakeServerPerTest,
  formFail,
  formOk,
  logInAs,
  textsOf,
} from 'shared/testing';
import { page, summary } from '../testing/fixtures';
import { location, renderSell } from '../testing/render-sell';
import { body } from '../testing/sent-body';

const server = fakeServerPerTest(closeModals, clearToasts);

const APPLICATIONS = [
  summary({ id: 21, title: 'Princess F55', status: 'submitted', editable: true }),
  summary({
    id: 22,
    kind: 'new',
    title: 'Beneteau Oceanis 46.1',
    status: 'under_review',
    editable: false,
    currency: 'EUR',
    price: 389000,
    year: 2026,
  }),
  summary({
    id: 23,
    title: 'Sunseeker Manhattan 52',
    status: 'approved',
    editable: false,
    listingUrl: '/yachts/used/410-sunseeker-manhattan-52',
  }),
  summary({ id: 24, title: 'Hallberg-Rassy 40C', status: 'rejected', editable: true, reason: 'The photos show another yacht.' }),
];

beforeAll(acceptCookies);

const row = (title: string) => screen.getByRole('article', { name: title });

describe('a visitor on /sell/applications', () => {
  beforeEach(beVisitor);

  it('sees the heading and "Log in to see your sell applications", and nothing is asked of the api', async () => {
    renderSell('/sell/applications');
    expect(screen.getByRole('heading', { level: 1, name: 'My sell applications' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Log in to see your sell applications' })).toBeInTheDocument();
    await expectNothingAsked(server);
  });
});

describe('the list of applications', () => {
  beforeEach(() => logInAs('seller-1'));

  it('shows each application with its status, the rejection reason, and only the actions its status allows', async () => {
    server.on('POST', SELL_CALLS.mySells, formOk(page(APPLICATIONS)));
    renderSell('/sell/applications');
    expect(screen.getByText('Loading your applications…')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Applications' });
    expect(body(server.calls('POST', SELL_CALLS.mySells)[0])).toEqual({ page: 1, pageSize: 10 });
    expect(screen.getByText('4 applications')).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(4);

    const submitted = row('Princess F55');
    expect(within(submitted).getByText(SELL_STATUS_LABELS.submitted)).toBeInTheDocument();
    expect(within(submitted).getByRole('link', { name: 'Princess F55' })).toHaveAttribute('href', paths.sellApplication(21));
    expect(within(submitted).getByRole('link', { name: 'Edit Princess F55' })).toHaveAttribute('href', paths.sellEdit('idle', 21));
    expect(within(submitted).queryByRole('link', { name: /View listing/ })).toBeNull();
    expect(within(submitted).getByText('Used yacht · 2019 · £1,150,000')).toBeInTheDocument();

    const reviewing = row('Beneteau Oceanis 46.1');
    expect(within(reviewing).getByText(SELL_STATUS_LABELS.under_review)).toBeInTheDocument();
    expect(within(reviewing).queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(within(reviewing).getByText('New yacht · 2026 · €389,000')).toBeInTheDocument();

    const approved = row('Sunseeker Manhattan 52');
    expect(within(approved).getByText(SELL_STATUS_LABELS.approved)).toBeInTheDocument();
    expect(within(approved).getByRole('link', { name: 'View listing Sunseeker Manhattan 52' })).toHaveAttribute(
      'href',
      '/yachts/used/410-sunseeker-manhattan-52',
    );
    expect(within(approved).queryByText('Why it was rejected')).toBeNull();

    const rejected = row('Hallberg-Rassy 40C');
    expect(within(rejected).getByText(SELL_STATUS_LABELS.rejected)).toBeInTheDocument();
    expect(within(rejected).getByText('Why it was rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('The photos show another yacht.')).toBeInTheDocument();
    expect(within(rejected).getByRole('link', { name: 'Edit Hallberg-Rassy 40C' })).toBeInTheDocument();

    for (const application of APPLICATIONS) {
      expect(within(row(application.title)).getByRole('button', { name: `Delete ${application.title}` })).toBeInTheDocument();
      expect(within(row(application.title)).getByRole('link', { name: `Progress ${application.title}` })).toHaveAttribute(
        'href',
        paths.sellApplication(application.id),
      );
    }
  });

  it('narrows by kind and status through the address, sending them to the api, and a change goes back to page 1', async () => {
    server.on('POST', SELL_CALLS.mySells, formOk(page([APPLICATIONS[3]!], { page: 2, total: 11 })));
    renderSell('/sell/applications?kind=used&status=rejected&page=2');
    await screen.findByRole('list', { name: 'Applications' });
    expect(body(server.calls('POST', SELL_CALLS.mySells)[0])).toEqual({ page: 2, pageSize: 10, kind: 'idle', status: 'rejected' });
    const kinds = screen.getByRole('navigation', { name: 'Kind' });
    expect(within(kinds).getByRole('link', { name: 'Used yachts' })).toHaveAttribute('aria-current', 'true');
    const statuses = screen.getByRole('navigation', { name: 'Status' });
    expect(within(statuses).getByRole('link', { name: 'Rejected' })).toHaveAttribute('aria-current', 'true');
    expect(textsOf(statuses, 'link')).toEqual(['Any status', 'Submitted', 'Under review', 'Approved and listed', 'Rejected']);
    fireEvent.click(within(statuses).getByRole('link', { name: 'Under review' }));
    await waitFor(() => expect(location.current).toBe('/sell/applications?kind=used&status=under_review'));
    await waitFor(() => expect(server.calls('POST', SELL_CALLS.mySells)).toHaveLength(2));
    expect(body(server.calls('POST', SELL_CALLS.mySells)[1])).toEqual({ page: 1, pageSize: 10, kind: 'idle', status: 'under_review' });
  });

  it('pages with previous and next links that keep the filters', async () => {
    server.on('POST', SELL_CALLS.mySells, formOk(page(APPLICATIONS, { page: 2, total: 25 })));
    renderSell('/sell/applications?status=submitted&page=2');
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/sell/applications?status=submitted');
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/sell/applications?status=submitted&page=3');
  });

  it('says so when there is nothing yet, and when nothing matches the filters', async () => {
    server.on('POST', SELL_CALLS.mySells, formOk(page([])));
    const { unmount } = renderSell('/sell/applications');
    const empty = await screen.findByRole('region', { name: 'You have not applied to sell a yacht yet' });
    expect(within(empty).getByRole('link', { name: 'Sell a yacht' })).toHaveAttribute('href', paths.sell());
    unmount();
    renderSell('/sell/applications?status=approved');
    expect(await screen.findByRole('heading', { name: 'No applications match' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all applications' })).toHaveAttribute('href', paths.sellApplications());
  });

  it('shows a failure with a retry that asks again', async () => {
    let calls = 0;
    server.on('POST', SELL_CALLS.mySells, () =>
      ++calls === 1 ? formFail('The service is busy. Please try again.', 0, 503) : formOk(page(APPLICATIONS)),
    );
    renderSell('/sell/applications');
    expect(await screen.findByRole('heading', { name: 'We couldn’t load your applications' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Applications' })).toBeInTheDocument();
  });
});

describe('deleting an application', () => {
  beforeEach(() => logInAs('seller-1'));

  it('asks first; Cancel keeps it and sends nothing, Delete withdraws it and the list is asked again', async () => {
    server.on('POST', SELL_CALLS.mySells, formOk(page(APPLICATIONS)));
    server.on('POST', SELL_CALLS.deleteIdle, formOk(null));
    renderSell('/sell/applications');
    await screen.findByRole('list', { name: 'Applications' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Princess F55' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this application?' });
    expect(dialog).toHaveAccessibleDescription(/“Princess F55” will be withdrawn/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await server.settle();
    expect(server.calls('POST', SELL_CALLS.deleteIdle)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Princess F55' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete application' }));
    await waitFor(() => expect(server.calls('POST', SELL_CALLS.deleteIdle)).toHaveLength(1));
    expect(body(server.calls('POST', SELL_CALLS.deleteIdle)[0])).toEqual({ id: 21 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastStore.toasts.map((toast) => toast.text)).toEqual(['“Princess F55” was deleted.']);
    await waitFor(() => expect(server.calls('POST', SELL_CALLS.mySells)).toHaveLength(2));
  });

  it('warns that a listed yacht leaves the catalogue, and uses the call of its kind', async () => {
    server.on(
      'POST',
      SELL_CALLS.mySells,
      formOk(page([summary({ id: 30, kind: 'new', status: 'approved', title: 'Sunseeker 65', editable: false })])),
    );
    server.on('POST', SELL_CALLS.deleteNew, formOk(null));
    renderSell('/sell/applications');
    await screen.findByRole('list', { name: 'Applications' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Sunseeker 65' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/takes the listing out of the catalogue/);
    fireEvent.click(screen.getByRole('button', { name: 'Delete application' }));
    await waitFor(() => expect(server.calls('POST', SELL_CALLS.deleteNew)).toHaveLength(1));
  });

  it('a refusal stays in a toast and the dialog stays open', async () => {
    server.on('POST', SELL_CALLS.mySells, formOk(page(APPLICATIONS)));
    server.on('POST', SELL_CALLS.deleteIdle, formFail('We could not find that application.', 0, 404));
    renderSell('/sell/applications');
    await screen.findByRole('list', { name: 'Applications' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Princess F55' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete application' }));
    await waitFor(() => expect(toastStore.toasts.map((toast) => toast.text)).toEqual(['We could not find that application.']));
    expect(screen.getByRole('dialog', { name: 'Delete this application?' })).toBeInTheDocument();
  });
});
