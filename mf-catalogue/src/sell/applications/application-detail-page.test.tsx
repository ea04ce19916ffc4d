import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@yachts/contracts/paths';
import { DEALER_API } from '@yachts/contracts/dealer-workspace';
import { SELL_CALLS, SELL_MESSAGES, SELL_STEP_LABELS, type SellProgressStep } from '@yachts/contracts/selling';
import { beVisitor, clearToasts, closeModals, expectNothingAsked, formFail, formOk } from 'shared/testing';
import { withFakeApi } from '../../testing/fake-api';
import { detail, USED_VALUES } from '../testing/fixtures';
import { location, renderSell } from '../testing/render-sell';
import { body } from '../testing/sent-body';

const REJECTED_STEPS: SellProgressStep[] = [
  { status: 'submitted', label: 'Submitted', note: null, at: '2026-11-02T09:30:00.000Z' },
  { status: 'under_review', label: 'Under review', note: null, at: '2026-11-03T10:00:00.000Z' },
  { status: 'rejected', label: 'Rejected', note: 'The photos show another yacht.', at: '2026-11-04T16:45:00.000Z' },
];

const server = withFakeApi({ member: 'seller-1' }, closeModals, clearToasts);

const steps = () =>
  within(screen.getByRole('list', { name: 'Progress' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.sell-step-label')?.textContent);

describe('an application’s page', () => {
  it('shows its status, what was sent in the form’s words and units, and its photos', async () => {
    server.on('POST', SELL_CALLS.detail, formOk(detail()));
    server.on('POST', SELL_CALLS.progress, formOk(detail().progress));
    renderSell('/sell/applications/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Princess F55' })).toBeInTheDocument();
    expect(body(server.calls('POST', SELL_CALLS.detail)[0])).toEqual({ id: 12 });
    expect(screen.getByText('Used yacht · 2019 · £1,150,000')).toBeInTheDocument();
    expect(screen.getAllByText('Submitted').length).toBeGreaterThan(0);
    const values = screen.getByRole('region', { name: 'What you sent' });
    const value = (name: string) => within(values).getByText(name).nextElementSibling?.textContent;
    expect(value('Length')).toBe('17.3 m (57 ft)');
    expect(value('Type')).toBe('Motor yacht');
    expect(value('Condition')).toBe('Excellent');
    expect(value('Hull material')).toBe('GRP (fibreglass)');
    expect(value('Engine hours')).toBe('640');
    expect(value('Top speed')).toBe('32 kn');
    expect(value('Cruising speed')).toBe('—');
    expect(value('Asking price')).toBe('£1,150,000');
    expect(value('Country')).toBe('United Kingdom');
    expect(within(values).getByText(String(USED_VALUES.description))).toBeInTheDocument();
    const photos = within(screen.getByRole('region', { name: 'Photos' })).getAllByRole('img');
    expect(photos.map((photo) => [photo.getAttribute('alt'), photo.getAttribute('src')])).toEqual([
      ['Photo 1 (cover)', USED_VALUES.photos[0]],
      ['Photo 2', USED_VALUES.photos[1]],
    ]);
    expect(document.title).toBe('Princess F55 · Yacht Harbour');
  });

  it('shows the progress from /index/user/progress: each step with its date, the reason, and what is still to come', async () => {
    server.on('POST', SELL_CALLS.detail, formOk(detail({ status: 'rejected', reason: 'The photos show another yacht.' })));
    server.on('POST', SELL_CALLS.progress, formOk(REJECTED_STEPS));
    renderSell('/sell/applications/12');
    await screen.findByRole('list', { name: 'Progress' });
    expect(body(server.calls('POST', SELL_CALLS.progress)[0])).toEqual({ id: 12 });
    expect(steps()).toEqual([SELL_STEP_LABELS.submitted, SELL_STEP_LABELS.under_review, SELL_STEP_LABELS.rejected]);
    const timeline = screen.getByRole('list', { name: 'Progress' });
    const current = within(timeline).getAllByRole('listitem')[2]!;
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(current).toHaveTextContent('Reason: The photos show another yacht.');
    expect(current).toHaveTextContent('Edit the application to send it for review again.');
    expect(within(timeline).getAllByRole('listitem')[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-02T09:30:00.000Z');
    expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('2 Nov 2026');
    // The reason is also shown at the top of the page.
    expect(screen.getByText('Why it was rejected')).toBeInTheDocument();
  });

  it('lists the steps still to come after a submission', async () => {
    server.on('POST', SELL_CALLS.detail, formOk(detail()));
    server.on(
      'POST',
      SELL_CALLS.progress,
      formOk([
        { status: 'submitted', label: 'Submitted', note: null, at: '2026-11-02T09:30:00.000Z' },
        { status: 'edited', label: 'Edited', note: null, at: '2026-11-02T12:00:00.000Z' },
      ]),
    );
    renderSell('/sell/applications/12');
    await screen.findByRole('list', { name: 'Progress' });
    expect(steps()).toEqual([
      SELL_STEP_LABELS.submitted,
      SELL_STEP_LABELS.edited,
      `${SELL_STEP_LABELS.under_review} · still to come`,
      `${SELL_STEP_LABELS.approved} · still to come`,
    ]);
  });

  it('offers Edit while it can change, the listing once approved, and Delete always', async () => {
    server.on('POST', SELL_CALLS.detail, formOk(detail({ status: 'submitted', editable: true })));
    server.on('POST', SELL_CALLS.progress, formOk(detail().progress));
    const { unmount } = renderSell('/sell/applications/12');
    const actions = await screen.findByRole('complementary', { name: 'What you can do' });
    expect(within(actions).getByRole('link', { name: 'Edit application' })).toHaveAttribute('href', paths.sellEdit('idle', 12));
    expect(within(actions).queryByRole('link', { name: 'View listing' })).toBeNull();
    expect(within(actions).getByRole('button', { name: 'Delete application' })).toBeInTheDocument();
    unmount();

    server.on(
      'POST',
      SELL_CALLS.detail,
      formOk(detail({ status: 'approved', editable: false, listingUrl: '/yachts/used/301-princess-f55' })),
    );
    renderSell('/sell/applications/12');
    const approved = await screen.findByRole('complementary', { name: 'What you can do' });
    expect(within(approved).getByRole('link', { name: 'View listing' })).toHaveAttribute('href', '/yachts/used/301-princess-f55');
    expect(within(approved).queryByRole('link', { name: 'Edit application' })).toBeNull();
  });

  it('deletes after the confirm dialog and goes back to the list', async () => {
    server.on('POST', SELL_CALLS.detail, formOk(detail()));
    server.on('POST', SELL_CALLS.progress, formOk(detail().progress));
    server.on('POST', SELL_CALLS.deleteIdle, formOk(null));
    server.on('POST', SELL_CALLS.mySells, formOk({ items: [], total: 0, page: 1, pageSize: 10 }));
    renderSell('/sell/applications/12');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete application' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this application?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete application' }));
    await waitFor(() => expect(location.current).toBe(paths.sellApplications()));
    expect(body(server.calls('POST', SELL_CALLS.deleteIdle)[0])).toEqual({ id: 12 });
  });

  it('another user’s (or a missing) application is not found', async () => {
    server.on('POST', SELL_CALLS.detail, formFail(SELL_MESSAGES.notFound, 0, 404));
    renderSell('/sell/applications/999');
    expect(await screen.findByRole('heading', { name: SELL_MESSAGES.notFound })).toBeInTheDocument();
    expect(server.calls('POST', SELL_CALLS.progress).length).toBeLessThanOrEqual(1);
  });

  it('an address that is not an id is not found, without asking the api', async () => {
    renderSell('/sell/applications/latest');
    expect(screen.getByRole('heading', { name: SELL_MESSAGES.notFound })).toBeInTheDocument();
    await server.settle();
    // Only the navigation asks whether the member works for a dealer (its Dealer workspace link, decision 045).
    expect(server.requests.filter((request) => request.path !== DEALER_API.workspace)).toEqual([]);
  });

  it('a progress that fails to load has its own retry; the rest of the page stays', async () => {
    let calls = 0;
    server.on('POST', SELL_CALLS.detail, formOk(detail()));
    server.on('POST', SELL_CALLS.progress, () => (++calls === 1 ? formFail('The service is busy.', 0, 503) : formOk(detail().progress)));
    renderSell('/sell/applications/12');
    const progress = await screen.findByRole('region', { name: 'Progress' });
    expect(await within(progress).findByRole('heading', { name: 'We couldn’t load the progress' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What you sent' })).toBeInTheDocument();
    fireEvent.click(within(progress).getByRole('button', { name: 'Try again' }));
    expect(await within(progress).findByRole('list', { name: 'Progress' })).toBeInTheDocument();
  });

  it('a visitor gets the login panel and nothing is asked', async () => {
    beVisitor();
    renderSell('/sell/applications/12');
    expect(screen.getByRole('region', { name: 'Log in to see your sell applications' })).toBeInTheDocument();
    await expectNothingAsked(server);
  });
});
