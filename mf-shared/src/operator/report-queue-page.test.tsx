// The report queues' shared page and item (the catalogue's listings, the community's posts, the account's
// conversations draw theirs with them), here with a made-up queue: the views as tabs in the address with their own
// words, the kind filter kept beside them, the item's count, second look, reporters' words and links, the decision
// without a reason beside the links, the decisions with a reason behind their form, and a refusal in the api's words.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { apiFail, apiOk } from '../testing/fake-server';
import { renderArea } from '../testing/render-area';
import { operatorPerTest } from '../testing/server-per-test';
import { StatusBadge } from './console-parts';
import { operatorPost } from './operator-calls';
import type { ItemDecisions, SendDecision } from './report-decisions';
import { ReportQueuePage, type QueueViews } from './report-queue-page';
import { ReportedItem } from './reported-item';

const server = operatorPerTest('mod-1', 'mod-token');

const QUEUE = '/api/v1/operator/boat-reports';
const DECIDE = '/api/v1/operator/boat-reports/7';

interface Boat {
  id: number;
  name: string;
  owner: { uuid: string; name: string } | null;
  reports: number;
  first: string | null;
  details: string[];
  second_look: { text: string; asked_at: string } | null;
}

const boat = (overrides: Partial<Boat> = {}): Boat => ({
  id: 7,
  name: 'Swan 48',
  owner: { uuid: 'o-1', name: 'Olly Owner' },
  reports: 2,
  first: '2026-11-20T10:00:00.000Z',
  details: ['It sank in 2019.'],
  second_look: null,
  ...overrides,
});
const page = (items: Boat[], total = items.length) => apiOk({ items, total, page: 1, pageSize: 10 });

type View = 'waiting' | 'decided';
const VIEWS: QueueViews<View> = [
  { value: 'waiting', label: 'Waiting', lead: 'Boats to decide on.', countLabel: 'boats waiting', empty: 'No boats are waiting.' },
  {
    value: 'decided',
    label: 'Decided',
    lead: 'Boats decided on.',
    countLabel: 'boats decided',
    emptyTitle: 'Nothing yet',
    empty: 'None decided.',
  },
];

function decisions(item: Boat, send: SendDecision): ItemDecisions {
  const decide = (action: string, reason = '') =>
    send(() => operatorPost(DECIDE, { action, reason }), `${item.name}: ${action}.`, action !== 'keep');
  return {
    maxLength: 20,
    requiredMessage: 'Say why.',
    plain: { label: 'Keep it', onDecide: () => decide('keep') },
    reasons: [
      { action: 'Remove', label: 'Why it is removed', onDecide: (reason) => decide('remove', reason) },
      item.owner ? { action: 'Warn the owner', tone: 'primary', label: 'The warning', onDecide: (reason) => decide('warn', reason) } : null,
    ],
  };
}

function BoatReports({ kinds = false }: { kinds?: boolean }) {
  return (
    <ReportQueuePage<Boat, View>
      title="Reported boats"
      views={VIEWS}
      kinds={
        kinds
          ? {
              label: 'Reported boats by kind',
              options: [
                { value: '', label: 'Every boat' },
                { value: 'sail', label: 'Sail' },
              ],
            }
          : undefined
      }
      path={QUEUE}
      cacheKey="test-boat-reports"
    >
      {(item, view, reload) => (
        <ReportedItem
          key={item.id}
          titleId={`boat-${item.id}`}
          kind="Sailing yacht"
          title={item.name}
          badge={<StatusBadge tone="waiting">Listed</StatusBadge>}
          byline={`Owned by ${item.owner?.name ?? 'nobody'}`}
          reports={item.reports}
          firstReportedAt={item.first}
          secondLook={item.second_look ? { who: 'The owner', askedAt: item.second_look.asked_at, text: item.second_look.text } : null}
          details={item.details}
          open={{ to: `/boats/${item.id}`, label: 'Open the boat' }}
          account={item.owner ? { uuid: item.owner.uuid, label: 'The owner’s account' } : null}
          decisions={(send) => (view === 'waiting' ? decisions(item, send) : null)}
          onDecided={reload}
        >
          <p>Own words of the area.</p>
        </ReportedItem>
      )}
    </ReportQueuePage>
  );
}

const Pages = () => (
  <Routes>
    <Route path="/boats" element={<BoatReports />} />
    <Route path="/boats-by-kind" element={<BoatReports kinds />} />
  </Routes>
);
const item = () => screen.getByRole('heading', { level: 2, name: /Swan 48/ }).closest('li') as HTMLElement;

describe('a report queue', () => {
  it('asks for the default view, and shows its words, its count and each item with its reports, words and links', async () => {
    server.on('GET', QUEUE, page([boat({ second_look: { text: 'It floats again.', asked_at: '2026-11-22T10:00:00.000Z' } })], 12));
    renderArea(Pages, '/boats');
    // The tabs' name and the loading words come from the title.
    expect(screen.getByRole('status')).toHaveTextContent('Loading the reported boats…');
    await screen.findByRole('heading', { level: 2, name: 'Sailing yacht Swan 48' });
    expect(server.calls('GET', QUEUE)[0]?.query).toEqual({ state: 'waiting', page: '1', page_size: '10' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reported boats');
    expect(screen.getByLabelText('12 boats waiting')).toBeInTheDocument();
    expect(screen.getByText('Boats to decide on.')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Reported boats by state' });
    expect(within(tabs).getByRole('link', { name: 'Waiting' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Decided' })).toHaveAttribute('href', '/boats?state=decided');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/boats?page=2');
    expect(item()).toHaveTextContent('Owned by Olly Owner');
    expect(item()).toHaveTextContent('2 reports, the first');
    expect(item()).toHaveTextContent('Own words of the area.');
    expect(item()).toHaveTextContent('The owner asked for a second look');
    expect(within(item()).getByText('It floats again.')).toBeInTheDocument();
    expect(within(item()).getByRole('list', { name: 'What reporters wrote' })).toHaveTextContent('It sank in 2019.');
    expect(within(item()).getByRole('link', { name: 'Open the boat' })).toHaveAttribute('href', '/boats/7');
    expect(within(item()).getByRole('link', { name: 'The owner’s account' })).toHaveAttribute('href', '/operator/members?q=o-1');
    // The decision without a reason stands beside the links.
    expect(within(item()).getByRole('link', { name: 'Open the boat' }).parentElement).toContainElement(
      within(item()).getByRole('button', { name: 'Keep it' }),
    );
  });

  it('sends a decision without a reason, says so and reloads; a refusal is shown in the api’s words', async () => {
    server.on('GET', QUEUE, page([boat()]));
    server.on('POST', DECIDE, apiFail(400409, 'Someone decided first.', 409));
    renderArea(Pages, '/boats', { toasts: true });
    await screen.findByRole('heading', { level: 2, name: /Swan 48/ });
    fireEvent.click(within(item()).getByRole('button', { name: 'Keep it' }));
    expect(await within(item()).findByRole('alert')).toHaveTextContent('Someone decided first.');

    server.on('POST', DECIDE, apiOk(null));
    server.on('GET', QUEUE, page([]));
    fireEvent.click(within(item()).getByRole('button', { name: 'Keep it' }));
    await screen.findByText('No boats are waiting.');
    expect(screen.getByText('Nothing to decide')).toBeInTheDocument();
    expect(server.calls('POST', DECIDE).map((call) => call.body)).toEqual([
      { action: 'keep', reason: '' },
      { action: 'keep', reason: '' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Swan 48: keep.');
  });

  it('sends a decision with a reason only once one is written, limited as the queue says', async () => {
    server.on('GET', QUEUE, page([boat()]));
    server.on('POST', DECIDE, apiOk(null));
    renderArea(Pages, '/boats');
    await screen.findByRole('heading', { level: 2, name: /Swan 48/ });
    fireEvent.click(within(item()).getByRole('button', { name: 'Remove…' }));
    fireEvent.click(within(item()).getByRole('button', { name: 'Remove' }));
    expect(within(item()).getByText('Say why.')).toBeInTheDocument();
    expect(server.calls('POST', DECIDE)).toHaveLength(0);
    const reason = within(item()).getByLabelText(/Why it is removed/);
    expect(reason).toHaveAttribute('maxlength', '20');
    fireEvent.change(reason, { target: { value: ' A wreck. ' } });
    fireEvent.click(within(item()).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.calls('POST', DECIDE)).toHaveLength(1));
    expect(server.calls('POST', DECIDE)[0]?.body).toEqual({ action: 'remove', reason: 'A wreck.' });
  });

  it('leaves out what an item does not have: a decision without its member, the count without a first report', async () => {
    server.on('GET', QUEUE, page([boat({ owner: null, first: null, details: [] })]));
    renderArea(Pages, '/boats');
    await screen.findByRole('heading', { level: 2, name: /Swan 48/ });
    expect(within(item()).getByRole('button', { name: 'Remove…' })).toBeInTheDocument();
    expect(within(item()).queryByRole('button', { name: 'Warn the owner…' })).toBeNull();
    expect(within(item()).queryByRole('link', { name: 'The owner’s account' })).toBeNull();
    expect(within(item()).queryByRole('list', { name: 'What reporters wrote' })).toBeNull();
    expect(item()).not.toHaveTextContent('report');
  });

  it('shows another view from the address with its own words and no decisions where it offers none', async () => {
    server.on('GET', QUEUE, page([boat()]));
    renderArea(Pages, '/boats?state=decided');
    await screen.findByRole('heading', { level: 2, name: /Swan 48/ });
    expect(server.calls('GET', QUEUE)[0]?.query).toMatchObject({ state: 'decided' });
    expect(screen.getByLabelText('1 boats decided')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Decided' })).toHaveAttribute('aria-current', 'page');
    expect(within(item()).queryByRole('button')).toBeNull();

    server.on('GET', QUEUE, page([]));
    renderArea(Pages, '/boats?state=decided&page=3');
    expect(await screen.findByText('None decided.')).toBeInTheDocument();
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });

  it('keeps the kind filter and the view each in the other’s links, and sends the kind when one is chosen', async () => {
    server.on('GET', QUEUE, page([boat()], 25));
    renderArea(Pages, '/boats-by-kind?state=decided&kind=sail');
    await screen.findByRole('heading', { level: 2, name: /Swan 48/ });
    await act(() => server.settle());
    expect(server.calls('GET', QUEUE)[0]?.query).toEqual({ state: 'decided', kind: 'sail', page: '1', page_size: '10' });
    const kinds = screen.getByRole('navigation', { name: 'Reported boats by kind' });
    expect(within(kinds).getByRole('link', { name: 'Sail' })).toHaveAttribute('aria-current', 'page');
    expect(within(kinds).getByRole('link', { name: 'Every boat' })).toHaveAttribute('href', '/boats-by-kind?state=decided');
    expect(screen.getByRole('link', { name: 'Waiting' })).toHaveAttribute('href', '/boats-by-kind?kind=sail');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/boats-by-kind?state=decided&kind=sail&page=2');
  });
});
