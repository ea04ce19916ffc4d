// The reported conversations' console page: the queue with its reports (reason badges, the reporters' words), the
// yacht, both sides and the last messages as plain text; dismiss without a reason; spam and warn only with the reason
// the side at fault reads, sent with that side; a conversation both sides reported offers a decision per side; the
// decided view; a refusal in the api's words.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONVERSATION_MODERATION_API, CONVERSATION_MODERATION_MESSAGES } from '@yachts/contracts/conversation-moderation';
import type { ReportedConversation } from '@yachts/contracts/wire/conversation-moderation';
import { apiFail, apiOk, operatorPerTest, operatorStandingPerTest, renderArea } from 'shared/testing';
import AccountOperatorRoutes from './operator-routes';

const server = operatorPerTest('mod-1', 'mod-token');

operatorStandingPerTest();

const entry = (overrides: Partial<ReportedConversation> = {}): ReportedConversation => ({
  id: 31,
  status: 'answered',
  createdAt: '2026-11-20T09:00:00.000Z',
  yacht: { kind: 'idle', id: 5, title: 'Hallberg-Rassy 44', url: '/yachts/5-hallberg-rassy-44', listed: true },
  buyer: { name: 'Ada Lovelace', uuid: 'b-1' },
  seller: { name: 'Blue Water Yachts', uuid: 's-1' },
  reports: [
    {
      id: 1,
      side: 'buyer',
      reason: 'scam',
      detail: 'Asked for a deposit by <b>wire</b>.',
      createdAt: '2026-11-20T10:00:00.000Z',
      resolvedAt: null,
      resolvedBy: null,
      outcome: null,
    },
  ],
  priority: true,
  firstReportedAt: '2026-11-20T10:00:00.000Z',
  messages: [
    { id: 1, side: 'buyer', author: 'Ada Lovelace', body: 'Is she still available?', createdAt: '2026-11-20T09:00:00.000Z' },
    {
      id: 2,
      side: 'seller',
      author: 'Blue Water Yachts',
      body: 'Yes. Send a deposit to <a href="x">this account</a>.',
      createdAt: '2026-11-20T09:30:00.000Z',
    },
  ],
  earlier: 4,
  ...overrides,
});

const page = (items: ReportedConversation[]) => apiOk({ items, total: items.length, page: 1, pageSize: 10 });
const item = (name: RegExp = /Hallberg-Rassy 44/) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;
const DECIDE = CONVERSATION_MODERATION_API.decide(31);

describe('the reported conversations page', () => {
  it('shows each conversation with its reports, the yacht, both sides and the last messages as text', async () => {
    server.on('GET', CONVERSATION_MODERATION_API.queue, page([entry()]));
    renderArea(AccountOperatorRoutes, '/conversation-reports');
    await screen.findByRole('heading', { level: 2, name: 'Conversation about the Hallberg-Rassy 44' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reported conversations');
    expect(screen.getByLabelText('1 reported conversations waiting')).toBeInTheDocument();
    const conversation = item();
    expect(within(conversation).getByText('Priority')).toBeInTheDocument();
    const reports = within(conversation).getByRole('list', { name: 'Reports' });
    expect(within(reports).getByText('A scam or a request for payment outside the site')).toBeInTheDocument();
    expect(reports).toHaveTextContent('Reported by the buyer');
    // Words and messages are text: markup in them is shown, never drawn.
    expect(within(reports).getByText('Asked for a deposit by <b>wire</b>.')).toBeInTheDocument();
    const messages = within(conversation).getByRole('region', { name: 'The last messages' });
    expect(within(messages).getByText('Yes. Send a deposit to <a href="x">this account</a>.')).toBeInTheDocument();
    expect(within(messages).queryByRole('link')).toBeNull();
    expect(messages).toHaveTextContent('4 earlier messages not shown.');
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Ada Lovelace(buyer)') as unknown, expect.stringContaining('Blue Water Yachts(seller)') as unknown]);
    expect(within(conversation).getByRole('link', { name: 'Hallberg-Rassy 44' })).toHaveAttribute('href', '/yachts/5-hallberg-rassy-44');
    expect(within(conversation).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/operator/members?q=b-1');
    expect(within(conversation).getByRole('link', { name: 'Blue Water Yachts' })).toHaveAttribute('href', '/operator/members?q=s-1');
    const [request] = server.calls('GET', CONVERSATION_MODERATION_API.queue);
    expect(request?.query).toMatchObject({ state: 'open', page: '1', page_size: '10' });
    expect(request?.headers['access-token']).toBe('mod-token');
  });

  it('names a visitor buyer as one, and a yacht no longer listed without a link', async () => {
    server.on(
      'GET',
      CONVERSATION_MODERATION_API.queue,
      page([entry({ buyer: { name: 'Ada Lovelace', uuid: null }, yacht: { ...entry().yacht, listed: false }, priority: false })]),
    );
    renderArea(AccountOperatorRoutes, '/conversation-reports');
    await screen.findByRole('heading', { level: 2, name: /Hallberg-Rassy 44/ });
    expect(item()).toHaveTextContent('Ada Lovelace (a visitor, no account)');
    expect(item()).toHaveTextContent('Hallberg-Rassy 44 (not listed now)');
    expect(within(item()).queryByRole('link', { name: 'Ada Lovelace' })).toBeNull();
    expect(within(item()).getByText('Open')).toBeInTheDocument();
  });

  it('closes a conversation as spam only with the reason the seller reads, sent with the side, and reloads', async () => {
    server.on('GET', CONVERSATION_MODERATION_API.queue, page([entry()]));
    server.on('POST', DECIDE, apiOk(entry({ status: 'spam' })));
    renderArea(AccountOperatorRoutes, '/conversation-reports', { toasts: true });
    await screen.findByRole('heading', { level: 2, name: /Hallberg-Rassy 44/ });
    fireEvent.click(within(item()).getByRole('button', { name: 'Close as spam…' }));
    fireEvent.click(within(item()).getByRole('button', { name: 'Close as spam' }));
    expect(within(item()).getByText(CONVERSATION_MODERATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(server.calls('POST', DECIDE)).toHaveLength(0);

    fireEvent.change(within(item()).getByLabelText(/Why it is closed as spam \(the seller reads this\)/), {
      target: { value: 'Payment outside the site.' },
    });
    server.on('GET', CONVERSATION_MODERATION_API.queue, page([]));
    fireEvent.click(within(item()).getByRole('button', { name: 'Close as spam' }));
    await screen.findByText('No reported conversations are waiting.');
    expect(server.calls('POST', DECIDE)[0]?.body).toEqual({ outcome: 'spam', reason: 'Payment outside the site.', side: 'seller' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'The conversation about the Hallberg-Rassy 44 is closed as spam; the seller is told why.',
    );
  });

  it('dismisses without a reason, and shows a refusal in the api’s words', async () => {
    server.on('GET', CONVERSATION_MODERATION_API.queue, page([entry()]));
    server.on('POST', DECIDE, apiFail(0, CONVERSATION_MODERATION_MESSAGES.alreadyDecided, 409));
    renderArea(AccountOperatorRoutes, '/conversation-reports');
    await screen.findByRole('heading', { level: 2, name: /Hallberg-Rassy 44/ });
    fireEvent.click(within(item()).getByRole('button', { name: 'Dismiss the reports' }));
    expect(await within(item()).findByRole('alert')).toHaveTextContent(CONVERSATION_MODERATION_MESSAGES.alreadyDecided);
    expect(server.calls('POST', DECIDE)[0]?.body).toEqual({ outcome: 'dismiss', reason: '' });
  });

  it('warns the side that was reported: the buyer, when the seller reported', async () => {
    const bySeller = entry({ reports: [{ ...entry().reports[0]!, side: 'seller', reason: 'abuse', detail: '' }], priority: false });
    server.on('GET', CONVERSATION_MODERATION_API.queue, page([bySeller]));
    server.on('POST', DECIDE, apiOk(bySeller));
    renderArea(AccountOperatorRoutes, '/conversation-reports');
    await screen.findByRole('heading', { level: 2, name: /Hallberg-Rassy 44/ });
    expect(within(item()).queryByRole('button', { name: 'Warn the seller…' })).toBeNull();
    fireEvent.click(within(item()).getByRole('button', { name: 'Warn the buyer…' }));
    fireEvent.change(within(item()).getByLabelText(/The warning \(the buyer reads this/), { target: { value: 'No insults.' } });
    fireEvent.click(within(item()).getByRole('button', { name: 'Warn the buyer' }));
    await waitFor(() => expect(server.calls('POST', DECIDE)).toHaveLength(1));
    expect(server.calls('POST', DECIDE)[0]?.body).toEqual({ outcome: 'warn', reason: 'No insults.', side: 'buyer' });
  });

  it('offers a decision about each side when both sides reported', async () => {
    const both = entry({
      reports: [entry().reports[0]!, { ...entry().reports[0]!, id: 2, side: 'seller', reason: 'abuse', detail: 'Insults.' }],
    });
    server.on('GET', CONVERSATION_MODERATION_API.queue, page([both]));
    renderArea(AccountOperatorRoutes, '/conversation-reports');
    await screen.findByRole('heading', { level: 2, name: /Hallberg-Rassy 44/ });
    for (const name of [
      'Warn the seller…',
      'Warn the buyer…',
      'Close as spam, the seller at fault…',
      'Close as spam, the buyer at fault…',
    ]) {
      expect(within(item()).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('shows the decided view with each report’s outcome and who decided, without decisions', async () => {
    const decided = entry({
      status: 'spam',
      priority: false,
      reports: [{ ...entry().reports[0]!, resolvedAt: '2026-11-21T10:00:00.000Z', resolvedBy: 'mod@example.com', outcome: 'spam' }],
    });
    server.on('GET', CONVERSATION_MODERATION_API.queue, page([decided]));
    renderArea(AccountOperatorRoutes, '/conversation-reports?state=resolved');
    await screen.findByRole('heading', { level: 2, name: /Hallberg-Rassy 44/ });
    expect(server.calls('GET', CONVERSATION_MODERATION_API.queue)[0]?.query).toMatchObject({ state: 'resolved' });
    expect(screen.getByRole('link', { name: 'Decided' })).toHaveAttribute('aria-current', 'page');
    expect(within(item()).getAllByText('Closed as spam')).toHaveLength(1);
    expect(within(item()).getByRole('list', { name: 'Reports' })).toHaveTextContent('Closed as spam by mod@example.com');
    expect(within(item()).queryByRole('button')).toBeNull();
  });
});
