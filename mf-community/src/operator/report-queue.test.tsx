import { act, fireEvent, screen, within } from '@testing-library/react';
import { MODERATION_MESSAGES, OPERATOR_COMMUNITY_API } from '@yachts/contracts/community';
import type { ReportedEntry } from '@yachts/contracts/wire/community';
import { apiFail, apiOk, operatorPerTest, renderArea } from 'shared/testing';
import CommunityOperatorRoutes from './operator-routes';

const server = operatorPerTest('mod-1', 'mod-token');

const entry = (overrides: Partial<ReportedEntry> = {}): ReportedEntry => ({
  kind: 'topic',
  id: 41,
  title: 'Cheap antifouling from a friend',
  text: '',
  link: '/community/topic/41',
  author: { uuid: 'a-1', name: 'Rita Rigger' },
  hidden: false,
  reports: 2,
  reasons: ['spam', 'off-topic'],
  details: ['An advert for his shop'],
  first_reported_at: '2026-11-20T10:00:00.000Z',
  second_look: null,
  ...overrides,
});

const page = (items: ReportedEntry[]) => apiOk({ items, total: items.length, page: 1, pageSize: 10 });

const item = (title: RegExp) => screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;

/** Sends the topic's decision on its button: the decision and its reason go to the api, the queue reloads empty and
 * the toast says what became of the topic. */
async function decideOnTopic(button: string, body: { action: string; reason: string }, toast: string) {
  server.on('GET', OPERATOR_COMMUNITY_API.reports, page([]));
  fireEvent.click(within(item(/Cheap antifouling/)).getByRole('button', { name: button }));
  await screen.findByText('No reports are waiting.');
  expect(server.calls('POST', OPERATOR_COMMUNITY_API.decide('topic', 41))[0]?.body).toEqual(body);
  expect(screen.getByRole('status')).toHaveTextContent(toast);
}

describe('the report queue', () => {
  it('shows what is waiting, the longest first, with its reports, and asks the api for the chosen view and kind', async () => {
    server.on(
      'GET',
      OPERATOR_COMMUNITY_API.reports,
      page([entry(), entry({ kind: 'comment', id: 7, title: 'Winter berths', text: 'Buy my chain!' })]),
    );
    renderArea(CommunityOperatorRoutes, '/reports?kind=all');
    await screen.findByRole('heading', { level: 2, name: /Cheap antifouling/ });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reports');
    expect(screen.getByLabelText('2 reported items waiting')).toBeInTheDocument();
    const topic = item(/Cheap antifouling/);
    expect(topic).toHaveTextContent('2 reports');
    expect(topic).toHaveTextContent('Spam or advertising, Off topic');
    expect(topic).toHaveTextContent('An advert for his shop');
    expect(item(/on “Winter berths”/)).toHaveTextContent('Buy my chain!');
    const [request] = server.calls('GET', OPERATOR_COMMUNITY_API.reports);
    expect(request?.query).toMatchObject({ state: 'waiting', page: '1', page_size: '10' });
    expect(request?.query.kind).toBeUndefined();
    expect(request?.headers['access-token']).toBe('mod-token');
  });

  it('hides an item only with a reason, sends it with the decision and reloads the queue', async () => {
    server.on('GET', OPERATOR_COMMUNITY_API.reports, page([entry()]));
    server.on('POST', OPERATOR_COMMUNITY_API.decide('topic', 41), apiOk(entry({ hidden: true, reports: 0 })));
    renderArea(CommunityOperatorRoutes, '/reports', { toasts: true });
    await screen.findByRole('heading', { level: 2, name: /Cheap antifouling/ });
    fireEvent.click(within(item(/Cheap antifouling/)).getByRole('button', { name: 'Hide…' }));
    fireEvent.click(within(item(/Cheap antifouling/)).getByRole('button', { name: 'Hide' }));
    expect(within(item(/Cheap antifouling/)).getByText(MODERATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(server.calls('POST', OPERATOR_COMMUNITY_API.decide('topic', 41))).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Why it is hidden/), { target: { value: 'Advertising breaks rule 3.' } });
    await decideOnTopic('Hide', { action: 'hide', reason: 'Advertising breaks rule 3.' }, 'The topic is hidden; its author is told why.');
  });

  it('shows the api’s words when a decision is refused, and keeps the item', async () => {
    server.on('GET', OPERATOR_COMMUNITY_API.reports, page([entry({ hidden: true })]));
    server.on(
      'POST',
      OPERATOR_COMMUNITY_API.decide('topic', 41),
      apiFail(400404, 'We could not find that item: it may have been deleted.', 404),
    );
    renderArea(CommunityOperatorRoutes, '/reports');
    await screen.findByRole('heading', { level: 2, name: /Cheap antifouling/ });
    // Hidden by its reports and waiting: shown again, or kept hidden with a reason.
    expect(within(item(/Cheap antifouling/)).getByRole('button', { name: 'Keep it hidden…' })).toBeInTheDocument();
    fireEvent.click(within(item(/Cheap antifouling/)).getByRole('button', { name: 'Show it again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that item: it may have been deleted.');
    expect(server.calls('POST', OPERATOR_COMMUNITY_API.decide('topic', 41))[0]?.body).toEqual({ action: 'restore', reason: '' });
  });

  it('warns the author with a reason, leaving the item visible, and links to the author’s account', async () => {
    server.on('GET', OPERATOR_COMMUNITY_API.reports, page([entry()]));
    server.on('POST', OPERATOR_COMMUNITY_API.decide('topic', 41), apiOk(entry({ reports: 0 })));
    renderArea(CommunityOperatorRoutes, '/reports', { toasts: true });
    await screen.findByRole('heading', { level: 2, name: /Cheap antifouling/ });
    expect(within(item(/Cheap antifouling/)).getByRole('link', { name: 'The author’s account' })).toHaveAttribute(
      'href',
      '/operator/members?q=a-1',
    );
    fireEvent.click(within(item(/Cheap antifouling/)).getByRole('button', { name: 'Warn the author…' }));
    fireEvent.change(screen.getByLabelText(/The warning/), { target: { value: 'Please keep to the topic.' } });
    await decideOnTopic(
      'Warn the author',
      { action: 'warn', reason: 'Please keep to the topic.' },
      'The topic stays visible; its author is warned.',
    );
  });

  it('shows the author’s words among the second looks, and keeping it hidden needs the reason they read', async () => {
    const asked = entry({
      hidden: true,
      reports: 0,
      second_look: { text: 'It was a question, not an advert.', asked_at: '2026-11-26T09:00:00.000Z' },
    });
    server.on('GET', OPERATOR_COMMUNITY_API.reports, page([asked]));
    server.on('POST', OPERATOR_COMMUNITY_API.decide('topic', 41), apiOk(asked));
    renderArea(CommunityOperatorRoutes, '/reports?state=second-look');
    await screen.findByRole('heading', { level: 2, name: /Cheap antifouling/ });
    expect(server.calls('GET', OPERATOR_COMMUNITY_API.reports)[0]?.query).toMatchObject({ state: 'second-look' });
    const appeal = item(/Cheap antifouling/);
    expect(appeal).toHaveTextContent('The author asked for a second look');
    expect(appeal).toHaveTextContent('It was a question, not an advert.');
    expect(within(appeal).queryByRole('button', { name: /Warn/ })).toBeNull();
    fireEvent.click(within(appeal).getByRole('button', { name: 'Keep it hidden…' }));
    fireEvent.change(screen.getByLabelText(/Why it stays hidden/), { target: { value: 'Offers belong in the listings.' } });
    fireEvent.click(within(appeal).getByRole('button', { name: 'Keep it hidden' }));
    await act(() => server.settle());
    expect(server.calls('POST', OPERATOR_COMMUNITY_API.decide('topic', 41))[0]?.body).toEqual({
      action: 'hide',
      reason: 'Offers belong in the listings.',
    });
  });

  it('lists the hidden items to show again, without offering to hide them', async () => {
    server.on('GET', OPERATOR_COMMUNITY_API.reports, page([entry({ hidden: true })]));
    renderArea(CommunityOperatorRoutes, '/reports?state=hidden&kind=topic');
    await screen.findByRole('heading', { level: 2, name: /Cheap antifouling/ });
    expect(server.calls('GET', OPERATOR_COMMUNITY_API.reports)[0]?.query).toMatchObject({ state: 'hidden', kind: 'topic' });
    expect(screen.getByRole('link', { name: 'Hidden now' })).toHaveAttribute('aria-current', 'page');
    // Each filter keeps the other's choice.
    expect(screen.getByRole('link', { name: 'Comments' })).toHaveAttribute('href', '/reports?state=hidden&kind=comment');
    expect(screen.getByRole('link', { name: 'Waiting for a decision' })).toHaveAttribute('href', '/reports?kind=topic');
    const hidden = item(/Cheap antifouling/);
    expect(within(hidden).getByRole('button', { name: 'Show it again' })).toBeInTheDocument();
    expect(within(hidden).queryByRole('button', { name: /Hide|Keep it hidden/ })).toBeNull();
  });
});
