import { fireEvent, screen, within } from '@testing-library/react';
import { INBOX_MESSAGES, OPERATOR_INBOX_API, type VisitorMessage } from '@yachts/contracts/operators';
import { apiFail, apiOk } from '../testing/fake-server';
import { renderArea } from '../testing/render-area';
import { operatorPerTest } from '../testing/server-per-test';
import SharedOperatorPages from './operator-pages';

const server = operatorPerTest('admin-1', 'admin-token');

const message = (overrides: Partial<VisitorMessage> = {}): VisitorMessage => ({
  source: 'feedback',
  id: 5,
  email: 'visitor@example.com',
  text: 'The search forgets my filters when I press Back.',
  topic: 'Website problem',
  phone: '+44 7700900123',
  images: ['/uploads/2026/11/screen.png'],
  created_at: '2026-11-20T10:00:00.000Z',
  handled_at: null,
  handled_by: null,
  ...overrides,
});
const page = (items: VisitorMessage[]) => apiOk({ items, total: items.length, page: 1, pageSize: 10 });

describe('the visitor messages page', () => {
  it('shows open feedback the longest waiting first, with a way to answer, and marks one handled', async () => {
    server.on('GET', OPERATOR_INBOX_API.messages, page([message()]));
    server.on(
      'POST',
      OPERATOR_INBOX_API.handled('feedback', 5),
      apiOk(message({ handled_at: '2026-11-27T10:00:00.000Z', handled_by: 'me@example.com' })),
    );
    renderArea(SharedOperatorPages, '/messages', { toasts: true });
    const item = (await screen.findByRole('heading', { level: 2, name: 'Website problem' })).closest('li') as HTMLElement;
    expect(server.calls('GET', OPERATOR_INBOX_API.messages)[0]?.query).toMatchObject({ source: 'feedback', state: 'open' });
    expect(item).toHaveTextContent('+44 7700900123');
    expect(within(item).getByRole('link', { name: 'Answer by e-mail' }).getAttribute('href')).toMatch(
      /^mailto:visitor@example\.com\?subject=/,
    );
    expect(within(item).getByRole('img', { name: 'Picture 1' })).toBeInTheDocument();
    server.on('GET', OPERATOR_INBOX_API.messages, page([]));
    fireEvent.click(within(item).getByRole('button', { name: 'Mark handled' }));
    await screen.findByText('All answered');
    expect(screen.getByRole('status')).toHaveTextContent('Marked handled.');
  });

  it('keeps each filter in the address with the other, and shows a refusal in the api’s words', async () => {
    server.on('GET', OPERATOR_INBOX_API.messages, page([message({ source: 'side-message', topic: null, phone: null, images: [] })]));
    server.on('POST', OPERATOR_INBOX_API.handled('side-message', 5), apiFail(400409, INBOX_MESSAGES.alreadyHandled, 409));
    renderArea(SharedOperatorPages, '/messages?source=side-message');
    const item = (await screen.findByRole('heading', { level: 2, name: 'Message from the footer' })).closest('li') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Handled' })).toHaveAttribute('href', '/messages?source=side-message&state=handled');
    fireEvent.click(within(item).getByRole('button', { name: 'Mark handled' }));
    expect(await within(item).findByText(INBOX_MESSAGES.alreadyHandled)).toBeVisible();
  });
});
